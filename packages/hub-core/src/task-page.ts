/**
 * The task page as the API serves it: the written page data joined with the decision facts of each
 * example model, read from its catalogue record, and each metric's checked link. Pure: the records
 * are passed in.
 */
import {
	type ExampleRepo,
	hasWeights,
	type MetricLink,
	type ModelRecord,
	metricLink,
	type TaskData,
	weightOptions,
} from "@hubkit/catalog";

/** Whether a licence lets you use the model in a commercial product. */
export type CommercialUse = "yes" | "conditions" | "no";

/**
 * Why a row has no `fitsOn` although an estimator ran: `too-large` (the estimator sized the weights and
 * none of the common machines holds them whole), `not-applicable` (the weights are in a format the
 * estimator does not size: a Stable-Baselines3 zip, a NeMo or PyTorch pickle, ONNX, …), `unsized` (the
 * record lists safetensors or GGUF weights but neither their sizes nor a parameter count: a gap in the
 * record, not a fact about the model).
 */
export type FitNote = "too-large" | "not-applicable" | "unsized";

/** One row of a task page's comparison table: what a person weighs when choosing among the example models. */
export interface ModelComparisonRow {
	id: string;
	/** Whether the catalogue holds the record (the page links to our model page only then). */
	inCatalogue: boolean;
	pipelineTag?: string;
	libraryName?: string;
	/** Total parameters, as the hub's safetensors (or GGUF) summary reports them. */
	parameters?: number;
	/** The licence id of the model card. */
	license?: string;
	/**
	 * True when the card was read (the record has its metadata) and states no licence: a fact to show
	 * ("licence not stated"), never a permissive licence. Absent when a licence is stated, or when the
	 * record has no card metadata at all (then nothing is known).
	 */
	licenseNotStated?: true;
	/** Unknown (absent) when the licence is custom ("other") or not stated: read the card. */
	commercialUse?: CommercialUse;
	/** Longest input in tokens, where the model has one. */
	contextLength?: number;
	/** Language codes of the model card. */
	languages?: string[];
	/** When the repository was created (YYYY-MM-DD). */
	releaseDate?: string;
	/** Inference providers serving the model live. */
	providers: string[];
	/** The smallest common machine the model's recommended weights run on at 8K context (hub-core fit.ts). */
	fitsOn?: string;
	/** Why `fitsOn` is absent, when an estimator ran (see FitNote). */
	fitNote?: FitNote;
}

export interface TaskMetricView extends ExampleRepo {
	/** The checked page of the metric; absent when none exists (shown without a link). */
	url?: string;
}

/** `GET /api/tasks/:id`: the task data, metrics with checked links, and the comparison of the example models. */
export interface TaskPageView extends Omit<TaskData, "metrics"> {
	metrics: TaskMetricView[];
	comparison: ModelComparisonRow[];
}

export interface TaskPageOptions {
	/**
	 * A hardware estimator: the common hardware a model fits on, e.g. "16 GB GPU" or "laptop CPU"
	 * (the server passes fit.ts's `fitsOnCommon`). Without it neither `fitsOn` nor `fitNote` is set.
	 */
	fitsOn?: (model: ModelRecord) => string | undefined;
}

/** Licences that allow commercial use outright, and those that allow it under conditions of use. */
const OPEN_LICENSES = new Set([
	"apache-2.0",
	"mit",
	"bsd",
	"bsd-2-clause",
	"bsd-3-clause",
	"cc-by-4.0",
	"cc-by-sa-4.0",
	"cc-by-sa-3.0",
	"cc0-1.0",
	"mpl-2.0",
	"unlicense",
	"isc",
	"artistic-2.0",
	"gpl-3.0",
	"lgpl-3.0",
	"agpl-3.0",
	"odc-by",
]);
const CONDITIONAL_LICENSES =
	/^(llama\d(\.\d)?|gemma|openrail.*|bigscience-.*|creativeml-openrail-m|bigcode-openrail-m|deepfloyd-if-license)$/;
const NON_COMMERCIAL = /(^|-)nc(-|$)|non-commercial|noncommercial|research-only/;

/** What each verdict allows, in the words the task tables, the comparison and the CLI show. */
export const COMMERCIAL_LABELS = {
	yes: "commercial use allowed",
	conditions: "commercial use under conditions",
	no: "no commercial use",
} as const;

export function commercialUse(license: string | undefined): CommercialUse | undefined {
	if (!license) return undefined;
	const id = license.toLowerCase();
	if (NON_COMMERCIAL.test(id)) return "no";
	if (OPEN_LICENSES.has(id)) return "yes";
	if (CONDITIONAL_LICENSES.test(id)) return "conditions";
	return undefined;
}

const finite = (value: unknown): number | undefined =>
	typeof value === "number" && Number.isFinite(value) && value > 0 ? value : undefined;

const record = (value: unknown): Record<string, unknown> | undefined =>
	typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

function parameterCount(model: ModelRecord): number | undefined {
	return finite(record(model.safetensors)?.total) ?? finite(model.gguf?.total);
}

function contextLength(model: ModelRecord): number | undefined {
	const config = model.config ?? {};
	return (
		finite(model.gguf?.context_length) ??
		finite(config.max_position_embeddings) ??
		finite(record(config.text_config)?.max_position_embeddings)
	);
}

function languages(model: ModelRecord): string[] | undefined {
	const value = model.cardData?.language;
	const list = (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
		(l): l is string => typeof l === "string" && l !== "",
	);
	return list.length > 0 ? list : undefined;
}

function releaseDate(model: ModelRecord): string | undefined {
	const value = model.createdAt;
	if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}/.test(value)) return undefined;
	return value.slice(0, 10);
}

/** The licence id: the card's, else the hub's `license:` tag (the hub derives one from the other). */
function licenseOf(model: ModelRecord): string | undefined {
	const card = model.cardData?.license;
	if (typeof card === "string" && card !== "") return card;
	const tag = (model.tags ?? []).find((t) => typeof t === "string" && t.startsWith("license:"));
	return tag ? tag.slice("license:".length) || undefined : undefined;
}

/** The `fitsOn` fact and, when it is absent, why. Nothing when no estimator is given. */
function fitFacts(
	model: ModelRecord,
	estimator: TaskPageOptions["fitsOn"],
): Pick<ModelComparisonRow, "fitsOn" | "fitNote"> {
	if (!estimator) return {};
	const fitsOn = estimator(model);
	if (fitsOn !== undefined) return { fitsOn };
	if (!hasWeights(model)) return { fitNote: "not-applicable" };
	return { fitNote: weightOptions(model).length > 0 ? "too-large" : "unsized" };
}

/** The decision facts of one model record: the one place that reads them. */
export function modelDecisionFacts(model: ModelRecord, options: TaskPageOptions = {}): ModelComparisonRow {
	const license = licenseOf(model);
	const providers = [
		...new Set((model.inferenceProviderMapping ?? []).filter((e) => e.status === "live").map((e) => e.provider)),
	];
	const row: ModelComparisonRow = {
		id: model.id,
		inCatalogue: true,
		pipelineTag: model.pipeline_tag,
		libraryName: model.library_name,
		parameters: parameterCount(model),
		license,
		licenseNotStated: license === undefined && record(model.cardData) !== undefined ? true : undefined,
		commercialUse: commercialUse(license),
		contextLength: contextLength(model),
		languages: languages(model),
		releaseDate: releaseDate(model),
		providers,
		...fitFacts(model, options.fitsOn),
	};
	for (const key of Object.keys(row) as (keyof ModelComparisonRow)[]) if (row[key] === undefined) delete row[key];
	return row;
}

/** The metric with its checked link (or none). */
export function taskMetricView(metric: ExampleRepo): TaskMetricView {
	const link: MetricLink | undefined = metricLink(metric.id);
	return link ? { ...metric, url: link.url } : { ...metric };
}

/**
 * The records of a task page's example models, looked up one by one (`get`: a store's or a record
 * source's lookup, never a scan of the catalogue), all at once; the ones `get` does not find are left out.
 */
export async function exampleRecords(
	task: Pick<TaskData, "models">,
	get: (id: string) => Promise<ModelRecord | undefined>,
): Promise<ModelRecord[]> {
	const found = await Promise.all(task.models.map((example) => get(example.id)));
	return found.filter((m): m is ModelRecord => m !== undefined);
}

/**
 * The task page view: `task` with each metric's checked link and one comparison row per example model,
 * in the page's order. `models` are the records found (exampleRecords, or any list that holds them);
 * a model they lack still gets a row (`inCatalogue: false`, no facts).
 */
export function taskPageView(
	task: TaskData,
	models: readonly ModelRecord[],
	options: TaskPageOptions = {},
): TaskPageView {
	const byId = new Map(models.map((m) => [m.id, m]));
	return {
		...task,
		metrics: task.metrics.map(taskMetricView),
		comparison: task.models.map((example) => {
			const model = byId.get(example.id);
			return model ? modelDecisionFacts(model, options) : { id: example.id, inCatalogue: false, providers: [] };
		}),
	};
}
