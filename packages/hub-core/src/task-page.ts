/**
 * The task page as the API serves it: the written page data joined with the decision facts of each
 * example model, read from its catalogue record, and each metric's checked link. Pure: the records
 * are passed in.
 */
import {
	type BestForPick,
	type CommercialUse,
	commercialUse,
	type EvalSource,
	type ExampleRepo,
	licenseFacts,
	type MetricLink,
	type ModelRecord,
	metricDirection,
	metricLink,
	resultOn,
	type TaskBenchmark,
	type TaskData,
	UNNAMED_LICENSE,
} from "@hubkit/catalog";
import { hasWeights, modelArchitecture, publishedCount, fitFacts as recordFitFacts } from "@hubkit/catalog/hardware";
import { sizeUnknownNote } from "./fit.js";
import { type FromPrice, fromPrice } from "./providers.js";

/** The licence rule lives in the catalogue's licence table; re-exported here, where it was first read. */
export { type CommercialUse, commercialUse, UNNAMED_LICENSE };

/**
 * Why a row has no `fitsOn` although an estimator ran: `too-large` (the estimator sized the weights and
 * none of the common machines holds them whole), `not-applicable` (the weights are in a format the
 * estimator does not read: a Stable-Baselines3 zip, a NeMo archive, a scikit-learn pickle, …), `unsized`
 * (the record lists weight files the estimator reads, safetensors, GGUF, PyTorch, ONNX or Keras, but
 * neither their sizes nor a parameter count: a gap in the record, not a fact about the model).
 */
export type FitNote = "too-large" | "not-applicable" | "unsized";

/** A model's figure on its task page's benchmark, with where it was read. */
export interface RowQuality {
	dataset: string;
	config?: string;
	split?: string;
	metric: string;
	value: number;
	/** From metricDirection; null for a metric Hubkit does not know: shown, never ranked. */
	higherIsBetter: boolean | null;
	sourceUrl: string;
	source: EvalSource;
	verified: boolean;
	/** For a curated figure, the day it was read at `sourceUrl`. */
	checked?: string;
}

/** One row of a task page's comparison table: what a person weighs when choosing among the example models. */
export interface ModelComparisonRow {
	id: string;
	/** Whether the catalogue holds the record (the page links to our model page only then). */
	inCatalogue: boolean;
	pipelineTag?: string;
	libraryName?: string;
	/** Total parameters, as the hub's safetensors (or GGUF) summary reports them. */
	parameters?: number;
	/** Parameters read per token, for a mixture of experts (absent: all of them). */
	activeParameters?: number;
	/** The licence id of the model card (`other` for a custom licence). */
	license?: string;
	/**
	 * The licence's name to show, e.g. "Llama 3.1 Community License": from the catalogue's licence table, the
	 * card's `license_name` for `other`, or "custom licence (not read)" when the card names none.
	 */
	licenseName?: string;
	/** The licence text: the table's link, else the card's `license_link`, else (custom) the model card. */
	licenseUrl?: string;
	/**
	 * True when the card was read (the record has its metadata) and states no licence: a fact to show
	 * ("licence not stated"), never a permissive licence. Absent when a licence is stated, or when the
	 * record has no card metadata at all (then nothing is known).
	 */
	licenseNotStated?: true;
	/** Unknown (absent) when the licence is unnamed or one we have not classified, or not stated: read the card. */
	commercialUse?: CommercialUse;
	/** True when the hub gates the download behind accepting terms (the code runs only after that). */
	gated?: true;
	/** Longest input in tokens, where the model has one. */
	contextLength?: number;
	/** Language codes of the model card. */
	languages?: string[];
	/**
	 * The model's release day (YYYY-MM-DD): a curated fact with its source (`releaseSourceUrl`), else the day
	 * the repository was created on the hub. Absent when unknown: the hub's placeholder day is never one.
	 */
	releaseDate?: string;
	/** The page that states the release day; absent when the day is the repository's creation. */
	releaseSourceUrl?: string;
	/** Inference providers serving the model live. */
	providers: string[];
	/** The cheapest live provider's blended token price, where one is published (providers.ts). */
	fromPrice?: FromPrice;
	/** The smallest common machine the model's recommended weights run on at 8K context (hub-core fit.ts). */
	fitsOn?: string;
	/** Why `fitsOn` is absent, when an estimator ran (see FitNote). */
	fitNote?: FitNote;
	/**
	 * With `fitNote: "unsized"`: why, in the words of the model page and `hubkit fit` (fit.ts's
	 * sizeUnknownNote), e.g. an adapter that needs its base model.
	 */
	sizeNote?: string;
	/** The model's figure on the page's benchmark (`TaskData.benchmark`); absent when it has none. */
	quality?: RowQuality;
}

export interface TaskMetricView extends ExampleRepo {
	/** The checked page of the metric; absent when none exists (shown without a link). */
	url?: string;
}

/** A "best for" pick; the quality pick carries its model's figure on the page's benchmark, when it has one. */
export interface BestForView extends BestForPick {
	quality?: RowQuality;
}

/** `GET /api/tasks/:id`: the task data, metrics with checked links, and the comparison of the example models. */
export interface TaskPageView extends Omit<TaskData, "metrics" | "bestFor"> {
	metrics: TaskMetricView[];
	comparison: ModelComparisonRow[];
	bestFor?: BestForView[];
}

export interface TaskPageOptions {
	/**
	 * A hardware estimator: the common hardware a model fits on, e.g. "16 GB GPU" or "laptop CPU"
	 * (the server passes fit.ts's `fitsOnCommon`). Without it neither `fitsOn` nor `fitNote` is set.
	 */
	fitsOn?: (model: ModelRecord, base?: ModelRecord) => string | undefined;
	/**
	 * The record each model's fit is sized on, when it needs one (an adapter's base, an unsized
	 * conversion's: findFitBase over the same catalogue); without it such a model reads unsized.
	 */
	baseOf?: (model: ModelRecord) => ModelRecord | undefined;
	/** The page's benchmark: each row then carries its figure on it (`quality`). */
	benchmark?: TaskBenchmark;
}

/** What each verdict allows, in the words the task tables, the comparison and the CLI show. */
export const COMMERCIAL_LABELS = {
	yes: "commercial use allowed",
	conditions: "commercial use under conditions",
	no: "no commercial use",
} as const;

/** The licence as named for people (never the bare id "other"); "not stated" for a card without one. */
export function licenceLabel(row: Pick<ModelComparisonRow, "license" | "licenseName" | "licenseNotStated">): string {
	if (row.licenseName) return row.licenseName;
	if (row.license && row.license !== "other") return row.license;
	if (row.license === "other") return UNNAMED_LICENSE;
	return row.licenseNotStated ? "not stated" : "—";
}

/** The line under the licence: what it allows; for a card without a licence, that no right is granted. */
export function licenceNote(row: Pick<ModelComparisonRow, "commercialUse" | "licenseNotStated">): string {
	if (row.commercialUse) return COMMERCIAL_LABELS[row.commercialUse];
	return row.licenseNotStated ? "no licence on the card: ask the author before reuse" : "read the licence";
}

/** A model whose release day is not known: the hub's placeholder day is never shown as one. */
export const RELEASE_UNKNOWN = "not known";
export const RELEASE_UNKNOWN_WHY =
	"The hub records repositories older than its March 2022 migration with the migration's day, not their release.";

const finite = (value: unknown): number | undefined =>
	typeof value === "number" && Number.isFinite(value) && value > 0 ? value : undefined;

const record = (value: unknown): Record<string, unknown> | undefined =>
	typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/**
 * The published parameter count: the hub's safetensors or GGUF summary, else a count read from the
 * model card for weights in another format (`sample.parameters`, which the fit also sizes by).
 */
export function parameterCount(model: ModelRecord): number | undefined {
	return finite(record(model.safetensors)?.total) ?? finite(model.gguf?.total) ?? publishedCount(model)?.total;
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

/**
 * The hub's `createdAt` is reliable only from its March 2022 migration on: every repository created before
 * it carries the migration's day, 2022-03-02, whatever the model's age (gpt2, bert and ResNet alike). So a
 * creation day on or before that day says nothing about a release; later days are the repository's
 * creation, which for a model first published on the hub is its release.
 */
export const HUB_PLACEHOLDER_DATE = "2022-03-02";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The release day and, for a curated one, its source; nothing when unknown. */
export function releaseFacts(model: ModelRecord): Pick<ModelComparisonRow, "releaseDate" | "releaseSourceUrl"> {
	const curated = record(record(model.sample)?.released);
	if (
		typeof curated?.date === "string" &&
		ISO_DAY.test(curated.date) &&
		typeof curated.url === "string" &&
		curated.url.startsWith("https://")
	) {
		return { releaseDate: curated.date, releaseSourceUrl: curated.url };
	}
	const value = model.createdAt;
	if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}/.test(value)) return {};
	const day = value.slice(0, 10);
	return day > HUB_PLACEHOLDER_DATE ? { releaseDate: day } : {};
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
	{ fitsOn: estimator, baseOf }: TaskPageOptions,
): Pick<ModelComparisonRow, "fitsOn" | "fitNote" | "sizeNote"> {
	if (!estimator) return {};
	const base = baseOf?.(model);
	const fitsOn = estimator(model, base);
	if (fitsOn !== undefined) return { fitsOn };
	if (!hasWeights(model)) return { fitNote: "not-applicable" };
	// Too large only when the fit's own reader sized something: an adapter's own small files are no
	// size (it runs inside its base model, sized only when the base was found).
	if (recordFitFacts(model, base) !== undefined) return { fitNote: "too-large" };
	return { fitNote: "unsized", sizeNote: sizeUnknownNote(model) };
}

/** The record's figure on `benchmark`, as a row shows it; nothing without a benchmark or a figure. */
export function qualityOf(model: ModelRecord, benchmark: TaskBenchmark | undefined): RowQuality | undefined {
	if (!benchmark) return undefined;
	const r = resultOn(model, benchmark);
	if (!r?.sourceUrl) return undefined;
	return {
		dataset: r.dataset,
		...(r.config !== undefined ? { config: r.config } : {}),
		...(r.split !== undefined ? { split: r.split } : {}),
		metric: r.metric,
		value: r.value,
		higherIsBetter: metricDirection(benchmark.metric),
		sourceUrl: r.sourceUrl,
		source: r.source,
		verified: r.verified,
		...(r.checked !== undefined ? { checked: r.checked } : {}),
	};
}

/**
 * The figure as a sentence cites it: "1.69 (LibriSpeech test-clean, WER %)"; the value as the
 * source gives it, the benchmark in the page's words.
 */
export function qualityCitation(quality: Pick<RowQuality, "value">, benchmark: Pick<TaskBenchmark, "label">): string {
	return `${quality.value} (${benchmark.label})`;
}

/** The model's card on the hub, where a custom licence the catalogue has not read is stated. */
const modelCardUrl = (id: string): string =>
	`https://huggingface.co/${id.split("/").map(encodeURIComponent).join("/")}`;

/** A record's licence as every view shows it (task tables, comparison, leaderboards): the fields of a row. */
export type ModelLicence = Pick<
	ModelComparisonRow,
	"license" | "licenseName" | "licenseUrl" | "licenseNotStated" | "commercialUse"
>;

/** The `license` facet's values of a record: the licence ids its card names. */
export function licenseValues(model: ModelRecord): string[] {
	const value: unknown = model.cardData?.license;
	return typeof value === "string" ? [value] : Array.isArray(value) ? value.filter((v) => typeof v === "string") : [];
}

/**
 * For `license: other` with no `license_name`, the curated licence of a sample record (`sample.licence`):
 * the table id of the licence file read at its https link. The card's own name always wins.
 */
function curatedLicence(model: ModelRecord, license: string | undefined): { id: string; url: string } | undefined {
	const cardName = model.cardData?.license_name;
	if (license !== "other" || (typeof cardName === "string" && cardName.trim() !== "")) return undefined;
	const fact = record(record(model.sample)?.licence);
	const id = fact?.id;
	const url = fact?.url;
	if (typeof id !== "string" || id.trim() === "" || typeof url !== "string" || !url.startsWith("https://"))
		return undefined;
	return { id, url };
}

/** The one reading of a record's licence: its id, name, text and commercial-use verdict (licenseFacts). */
export function modelLicence(model: ModelRecord): ModelLicence {
	const license = licenseOf(model);
	const curated = curatedLicence(model, license);
	const named = curated
		? licenseFacts(license, curated.id, curated.url)
		: licenseFacts(license, model.cardData?.license_name, model.cardData?.license_link);
	const facts: ModelLicence = {
		license,
		licenseName: named?.name,
		// A custom licence the table has no text for links to the model card, which states it.
		licenseUrl: named?.url ?? (license === "other" ? modelCardUrl(model.id) : undefined),
		licenseNotStated: license === undefined && record(model.cardData) !== undefined ? true : undefined,
		commercialUse: named?.commercialUse,
	};
	for (const key of Object.keys(facts) as (keyof ModelLicence)[]) if (facts[key] === undefined) delete facts[key];
	return facts;
}

/** The decision facts of one model record: the one place that reads them. */
export function modelDecisionFacts(model: ModelRecord, options: TaskPageOptions = {}): ModelComparisonRow {
	const providers = [
		...new Set((model.inferenceProviderMapping ?? []).filter((e) => e.status === "live").map((e) => e.provider)),
	];
	const row: ModelComparisonRow = {
		id: model.id,
		inCatalogue: true,
		pipelineTag: model.pipeline_tag,
		libraryName: model.library_name,
		parameters: parameterCount(model),
		activeParameters: modelArchitecture(model).activeParameters,
		...modelLicence(model),
		gated: model.gated === true || model.gated === "auto" || model.gated === "manual" ? true : undefined,
		contextLength: contextLength(model),
		languages: languages(model),
		...releaseFacts(model),
		providers,
		fromPrice: fromPrice(model),
		...fitFacts(model, options),
		quality: qualityOf(model, options.benchmark),
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
	const rowOptions: TaskPageOptions = { ...options, benchmark: task.benchmark };
	const comparison = task.models.map((example): ModelComparisonRow => {
		const model = byId.get(example.id);
		return model ? modelDecisionFacts(model, rowOptions) : { id: example.id, inCatalogue: false, providers: [] };
	});
	const quality = new Map(comparison.flatMap((row) => (row.quality ? [[row.id, row.quality] as const] : [])));
	const { bestFor, ...rest } = task;
	return {
		...rest,
		metrics: task.metrics.map(taskMetricView),
		comparison,
		...(bestFor
			? {
					bestFor: bestFor.map((pick): BestForView => {
						const figure = pick.pick === "quality" ? quality.get(pick.modelId) : undefined;
						return figure ? { ...pick, quality: figure } : { ...pick };
					}),
				}
			: {}),
	};
}

/**
 * What a person must know before running the code of a model (shown beside a task page's code block):
 * a licence that forbids commercial use, a licence we cannot classify, and a gated download. Empty when
 * none applies.
 */
export function codeNotes(
	row: Pick<ModelComparisonRow, "commercialUse" | "licenseName" | "licenseNotStated" | "gated">,
): string[] {
	const notes: string[] = [];
	const licence = row.licenseName ? ` (${row.licenseName})` : "";
	if (row.commercialUse === "no") {
		notes.push(`Non-commercial licence${licence}: this model may not be used in a commercial product.`);
	} else if (row.commercialUse === undefined && row.licenseName !== undefined) {
		notes.push(`Licence${licence} not classified here: read it on the model card before use.`);
	} else if (row.licenseNotStated) {
		notes.push("The model card states no licence: ask the author before reuse.");
	}
	if (row.gated) {
		notes.push("Gated model: accept its conditions on the model's hub page and use an access token to download it.");
	}
	return notes;
}
