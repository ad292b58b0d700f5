/**
 * `hubkit`: the commands. `run` takes the arguments and an output sink and returns the exit code,
 * so tests can drive it in-process as well as through the built binary.
 */
import { getLibrary, getTask } from "@hubkit/catalog";
import {
	buildSnippets,
	COMPARE_LIMITS,
	checkFitParams,
	checkProviderSort,
	checkSnippetOptions,
	compareModels,
	escapeControl,
	fileProblem,
	findFitBase,
	findFitBases,
	fitsOnCommon,
	fitView,
	inferenceTask,
	librariesProblem,
	libraryDetail,
	librarySummaries,
	localApps,
	modelAnswer,
	proofsOf,
	providerComparison,
	ramMessage,
	readRam,
	routingChoices,
	storeTaskSummaries,
} from "@hubkit/hub-core";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { COMMON_OPTIONS, hubUrl, MODEL_OPTIONS, parse } from "./args.js";
import { renderComparison } from "./compare.js";
import { devices } from "./devices.js";
import { NotFoundError, UsageError } from "./errors.js";
import { renderEvals } from "./evals.js";
import {
	APPS_HELP,
	COMPARE_HELP,
	EVALS_HELP,
	FIT_HELP,
	LIBRARIES_HELP,
	MAIN_HELP,
	MODELS_HELP,
	PROVIDERS_HELP,
	SNIPPETS_HELP,
	TASKS_HELP,
	VERSION,
} from "./help.js";
import { leaderboard } from "./leaderboard.js";
import { CATALOGUE_OPTIONS, models, openStore } from "./list.js";
import { messageLine, type Report } from "./messages.js";
import { loadModel } from "./models.js";
import { renderProviders } from "./providers.js";
import { renderApps, renderFit, renderSnippets, renderTask, table } from "./render.js";
import { type Style, styleFor } from "./style.js";
import { tree } from "./tree.js";

export interface Io {
	stdout(text: string): void;
	stderr(text: string): void;
	/** Whether stdout is a terminal (colour is used only then). */
	isTTY: boolean;
	env: Readonly<Record<string, string | undefined>>;
}

interface Context {
	io: Io;
	style: Style;
	/** Warnings and progress on stderr (messages.ts). */
	report: Report;
}

/** At most 10 names in text output; --json has them all. */
const shortList = (names: string[]) =>
	names.length === 0
		? "-"
		: names.length <= 10
			? names.join(", ")
			: `${names.slice(0, 10).join(", ")} and ${names.length - 10} more`;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const CATALOGUE_COMMAND_OPTIONS = { ...COMMON_OPTIONS, ...CATALOGUE_OPTIONS } as const;

/** The catalogue of `--models PATH` or HUBKIT_MODELS, else the sample one; bad records reported on stderr. */
const catalogueStore = (path: string | undefined, { io, report }: Context) => openStore(path, io.env, report);

async function tasks(args: string[], ctx: Context): Promise<string> {
	const { style } = ctx;
	const { values, positionals } = parse(args, CATALOGUE_COMMAND_OPTIONS);
	if (values.help) return TASKS_HELP;
	if (positionals.length > 1) throw new UsageError("tasks takes at most one task id");
	const id = positionals[0];
	if (id !== undefined) {
		const task = getTask(id);
		if (!task) throw new NotFoundError(`unknown task: ${id} (see hubkit tasks)`);
		return values.json ? json(task) : renderTask(task, style);
	}
	// Counts from the catalogue's store (its task facet), never from a scan of the records.
	const summaries = await storeTaskSummaries(catalogueStore(values.models, ctx));
	if (values.json) return json(summaries);
	const rows = summaries.map((t) => [
		t.id,
		t.label,
		t.modality,
		t.modelCount === undefined ? "" : `${t.modelCount} ${t.modelCount === 1 ? "model" : "models"}`,
		t.isPlaceholder ? { text: "(no page yet)", style: style.dim } : "",
	]);
	return `${style.bold(`Tasks (${summaries.length})`)}\n${table(rows, style)}\n`;
}

async function libraries(args: string[], ctx: Context): Promise<string> {
	const { style } = ctx;
	const { values, positionals } = parse(args, CATALOGUE_COMMAND_OPTIONS);
	if (values.help) return LIBRARIES_HELP;
	if (positionals.length > 1) throw new UsageError("libraries takes at most one library id");
	const id = positionals[0];
	if (id !== undefined) {
		if (!getLibrary(id)) throw new NotFoundError(`unknown library: ${id} (see hubkit libraries)`);
		const detail = await libraryDetail(id, catalogueStore(values.models, ctx));
		if (!detail) throw new NotFoundError(`unknown library: ${id} (see hubkit libraries)`);
		if (values.json) return json(detail);
		const rows = [
			["repository", detail.repoUrl],
			["docs", detail.docsUrl ?? "-"],
			["snippets", detail.hasSnippets ? `yes (${detail.snippetLanguage})` : "no"],
			["tasks", detail.tasks.join(", ") || "-"],
			["models", `${detail.modelCount ?? detail.models.length}`],
			["most downloaded", shortList(detail.models.map((m) => m.id))],
		];
		const head = `${style.bold(escapeControl(detail.prettyLabel))} ${style.dim(`(${escapeControl(detail.id)})`)}`;
		return `${head}\n${table(rows, style, style.dim)}\n`;
	}
	const all = librarySummaries();
	if (values.json) return json(all);
	const rows = all.map((l) => [
		l.id,
		l.prettyLabel,
		l.snippetLanguage,
		l.hasSnippets ? { text: "snippets", style: style.green } : "",
	]);
	return `${style.bold(`Libraries (${all.length})`)}\n${table(rows, style)}\n`;
}

async function apps(args: string[], { io, style }: Context): Promise<string> {
	const { values, positionals } = parse(args, MODEL_OPTIONS);
	if (values.help) return APPS_HELP;
	const hub = hubUrl(values.hub);
	if (positionals.length !== 1) throw new UsageError("apps takes one model id or record file (see hubkit apps --help)");
	const model = await loadModel(positionals[0] as string, { hub, token: io.env.HF_TOKEN });
	// Commands proven on the sample catalogue (the records the snippet lab ran over) vouch for the same template.
	const views = localApps(model, undefined, [], proofsOf(SAMPLE_MODELS));
	return values.json ? json(views) : renderApps(model.id, views, style);
}

const SNIPPETS_OPTIONS = {
	...MODEL_OPTIONS,
	provider: { type: "string" },
	language: { type: "string" },
	client: { type: "string" },
	stream: { type: "boolean" },
	"bill-to": { type: "string" },
	direct: { type: "boolean" },
	endpoint: { type: "string" },
	routing: { type: "string" },
	library: { type: "string", multiple: true },
	file: { type: "string" },
} as const;

async function snippets(args: string[], { io, style }: Context): Promise<string> {
	const { values, positionals } = parse(args, SNIPPETS_OPTIONS);
	if (values.help) return SNIPPETS_HELP;
	const hub = hubUrl(values.hub);
	if (positionals.length !== 1)
		throw new UsageError("snippets takes one model id or record file (see hubkit snippets --help)");
	// The same checks and words as the API; messages name the flags.
	const checked = checkSnippetOptions(
		{
			provider: values.provider,
			language: values.language,
			client: values.client,
			billTo: values["bill-to"],
			endpointUrl: values.endpoint,
			routing: values.routing,
		},
		{ language: "--language", billTo: "--bill-to", endpointUrl: "--endpoint", routing: "--routing" },
	);
	if (!checked.ok) throw new UsageError(checked.error);
	const { provider, language, client, billTo, endpointUrl: endpoint, routing } = checked.value;
	const libraries = values.library ?? [];
	const badLibraries = librariesProblem(libraries, "--library");
	if (badLibraries) throw new UsageError(badLibraries);
	const model = await loadModel(positionals[0] as string, { hub, token: io.env.HF_TOKEN });
	const badFile = values.file === undefined ? undefined : fileProblem(model, values.file);
	if (badFile) throw new UsageError(badFile);
	const view = buildSnippets(model, {
		provider,
		language,
		client,
		libraries,
		samples: SAMPLE_MODELS,
		...(values.file ? { file: values.file } : {}),
		options: {
			...(values.stream ? { streaming: true } : {}),
			...(billTo ? { billTo } : {}),
			...(values.direct ? { directRequest: true } : {}),
			...(endpoint ? { endpointUrl: endpoint } : {}),
			...(routing ? { routing } : {}),
		},
	});
	if (values.json) return json(view);
	return renderSnippets(model.id, { provider, language, client }, view, style, inferenceTask(model));
}

const FIT_OPTIONS = {
	...MODEL_OPTIONS,
	device: { type: "string" },
	context: { type: "string" },
	ram: { type: "string" },
} as const;

async function fit(args: string[], { io, style }: Context): Promise<string> {
	const { values, positionals } = parse(args, FIT_OPTIONS);
	if (values.help) return FIT_HELP;
	const hub = hubUrl(values.hub);
	if (positionals.length !== 1) throw new UsageError("fit takes one model id or record file (see hubkit fit --help)");
	// The flags are checked before the record is read: a bad flag is a mistake whatever the model.
	const checked = checkFitParams({ device: values.device, context: values.context }, { context: "--context" });
	if (!checked.ok) throw new UsageError(checked.field === "device" ? `--device: ${checked.error}` : checked.error);
	if (values.ram !== undefined && readRam(values.ram) === undefined) throw new UsageError(ramMessage("--ram"));
	const source = { hub, token: io.env.HF_TOKEN, facts: true };
	const model = await loadModel(positionals[0] as string, source);
	// An adapter (or a conversion with no size of its own) is sized on its base, read from where the
	// record came from (the hub, else the samples).
	const base = await findFitBase(model, (id) => loadModel(id, source));
	const view = fitView(model, checked.value.device.id, checked.value.context, values.ram, base);
	if (!view.ok) throw new UsageError(view.error);
	return values.json ? json(view.value) : renderFit(model, checked.value.device, view.value, style);
}

async function evals(args: string[], { io, style }: Context): Promise<string> {
	const { values, positionals } = parse(args, MODEL_OPTIONS);
	if (values.help) return EVALS_HELP;
	const hub = hubUrl(values.hub);
	if (positionals.length !== 1)
		throw new UsageError("evals takes one model id or record file (see hubkit evals --help)");
	const model = await loadModel(positionals[0] as string, { hub, token: io.env.HF_TOKEN });
	return values.json ? json(modelAnswer(model).evalResults) : renderEvals(model, style);
}

async function compare(args: string[], { io, style }: Context): Promise<string> {
	const { values, positionals } = parse(args, FIT_OPTIONS);
	if (values.help) return COMPARE_HELP;
	const hub = hubUrl(values.hub);
	const wanted = [...new Set(positionals)];
	if (wanted.length < COMPARE_LIMITS.min || wanted.length > COMPARE_LIMITS.max) {
		throw new UsageError(
			`compare takes ${COMPARE_LIMITS.min} to ${COMPARE_LIMITS.max} different model ids or record files (see hubkit compare --help)`,
		);
	}
	const checked = checkFitParams({ device: values.device, context: values.context }, { context: "--context" });
	if (!checked.ok) throw new UsageError(checked.field === "device" ? `--device: ${checked.error}` : checked.error);
	const source = { hub, token: io.env.HF_TOKEN, facts: true };
	const records = await Promise.all(wanted.map((arg) => loadModel(arg, source)));
	const { device, context } = checked.value;
	// Each adapter (or unsized conversion) is sized on its base, read from where the record came from, as `fit` does.
	const baseOf = await findFitBases(records, (id) => loadModel(id, source));
	const view = compareModels(records, device.id, context, { fitsOn: fitsOnCommon, baseOf });
	return values.json ? json(view) : renderComparison(view, device.label, style);
}

const PROVIDERS_OPTIONS = { ...MODEL_OPTIONS, sort: { type: "string" } } as const;

async function providers(args: string[], { io, style }: Context): Promise<string> {
	const { values, positionals } = parse(args, PROVIDERS_OPTIONS);
	if (values.help) return PROVIDERS_HELP;
	const hub = hubUrl(values.hub);
	if (positionals.length !== 1)
		throw new UsageError("providers takes one model id or record file (see hubkit providers --help)");
	const sort = checkProviderSort(values.sort, "--sort");
	if (!sort.ok) throw new UsageError(sort.error);
	const model = await loadModel(positionals[0] as string, { hub, token: io.env.HF_TOKEN });
	const view = providerComparison(model, { sort: sort.value });
	return values.json ? json(view) : renderProviders(view, style, routingChoices(model));
}

/** Each command returns its whole output; `run` writes it. */
const COMMANDS: Record<string, (args: string[], ctx: Context) => string | Promise<string>> = {
	tasks,
	libraries,
	apps,
	snippets,
	fit,
	evals,
	tree: (args, ctx) => tree(args, ctx.style, (path) => catalogueStore(path, ctx)),
	leaderboard: (args, ctx) => leaderboard(args, ctx.style, (path) => catalogueStore(path, ctx)),
	devices: (args, { style }) => devices(args, style),
	compare,
	providers,
	models: (args, { io, style, report }) =>
		args.includes("--help") || args.includes("-h") ? MODELS_HELP : models(args, { env: io.env, style, report }),
};

/** Runs one command line; returns the exit code (0 ok, 1 not found, 2 bad arguments). */
export async function run(argv: string[], io: Io): Promise<number> {
	const report: Report = (kind, message) => io.stderr(messageLine(kind, message));
	const ctx: Context = { io, style: styleFor(io.isTTY, io.env), report };
	const [command, ...rest] = argv;
	try {
		if (command === undefined) throw new UsageError("missing command (see hubkit --help)");
		if (command === "--help" || command === "-h" || command === "help") {
			const topic = command === "help" ? rest[0] : undefined;
			if (topic && COMMANDS[topic]) return run([topic, "--help"], io);
			io.stdout(MAIN_HELP);
			return 0;
		}
		if (command === "--version" || command === "-v") {
			io.stdout(`${VERSION}\n`);
			return 0;
		}
		const handler = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
		if (!handler) throw new UsageError(`unknown command: ${command} (see hubkit --help)`);
		io.stdout(await handler(rest, ctx));
		return 0;
	} catch (e) {
		if (e instanceof UsageError) {
			report("error", e.message);
			return 2;
		}
		if (e instanceof NotFoundError) {
			report("error", e.message);
			return 1;
		}
		report("error", `unexpected error: ${e instanceof Error ? e.message : String(e)}`);
		return 1;
	}
}
