/**
 * `hubkit models`: the model list with the API's filters, over the sample catalogue or a catalogue
 * of one's own (`--models PATH` or HUBKIT_MODELS), through the same ModelStore as the server.
 */
import type { ModelRecord } from "@hubkit/catalog";
import {
	checkFitParams,
	DEFAULT_FIT_CONTEXT,
	describeProblem,
	escapeControl,
	FACET_NAMES,
	fitsContextMessage,
	fitsFilter,
	MODEL_SORTS,
	type ModelListQuery,
	type ModelSort,
	type ModelStore,
	memoryStore,
	SIZE_BUCKETS,
} from "@hubkit/hub-core";
import { IndexPathError, openCatalogue } from "@hubkit/model-db";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { COMMON_OPTIONS, parse } from "./args.js";
import { fileErrorMessage, UsageError } from "./errors.js";
import type { Report } from "./messages.js";
import { table } from "./render.js";
import type { Style } from "./style.js";

export const MODELS_OPTIONS = {
	...COMMON_OPTIONS,
	models: { type: "string" },
	search: { type: "string" },
	task: { type: "string" },
	library: { type: "string" },
	license: { type: "string" },
	language: { type: "string" },
	app: { type: "string" },
	provider: { type: "string" },
	size: { type: "string" },
	fits: { type: "string" },
	context: { type: "string" },
	sort: { type: "string" },
	direction: { type: "string" },
	limit: { type: "string" },
	offset: { type: "string" },
	facets: { type: "boolean" },
} as const;

/** A catalogue opened: its store, and its records when they are held in memory. */
export interface OpenStore {
	store: ModelStore;
	models?: readonly ModelRecord[];
}

/** The flag every command that reads the model catalogue takes (tasks, libraries, models). */
export const CATALOGUE_OPTIONS = { models: { type: "string" } } as const;

/**
 * The catalogue of `--models PATH` (`flag`), else of HUBKIT_MODELS, else the sample one; one's own
 * through @hubkit/model-db: in memory when small, indexed into a database file when large
 * (HUBKIT_MODELS_DB, or the user's cache folder), the same as the server. Indexing progress is
 * reported as information, each skipped record as a warning.
 */
export function openStore(
	flag: string | undefined,
	env: Readonly<Record<string, string | undefined>>,
	report: Report,
): OpenStore {
	const path = flag ?? env.HUBKIT_MODELS;
	if (!path) return { store: memoryStore(SAMPLE_MODELS), models: SAMPLE_MODELS };
	let opened: ReturnType<typeof openCatalogue>;
	try {
		opened = openCatalogue(path, {
			dbPath: env.HUBKIT_MODELS_DB || undefined,
			env,
			log: (line) => report("info", line),
		});
	} catch (e) {
		if (e instanceof IndexPathError) throw new UsageError(`HUBKIT_MODELS_DB: ${e.message}`);
		// Named, since a variable set long ago is easy to forget.
		const source = flag === undefined ? " of HUBKIT_MODELS" : "";
		const reason = fileErrorMessage(e) ?? (e instanceof Error ? e.message : String(e));
		throw new UsageError(`cannot read the catalogue${source}: ${reason}`);
	}
	for (const problem of opened.problems) report("warning", `skipped ${describeProblem(problem)}`);
	return { store: opened.store, ...(opened.models && { models: opened.models }) };
}

const integer = (flag: string, value: string | undefined, min: number, max: number, fallback: number) => {
	if (value === undefined) return fallback;
	if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
		throw new UsageError(`${flag} must be an integer from ${min} to ${max}`);
	}
	return Number(value);
};

/** `--limit`: the API's bounds and default. */
const MAX_LIMIT = 1000;
const DEFAULT_LIMIT = 20;

/**
 * The line under a page that does not hold every match: which matches it shows and the flags for
 * the rest. None when the page holds them all, or the store cannot count them.
 */
export function pageLine(total: number | undefined, offset: number, shown: number, limit: number): string | undefined {
	if (total === undefined || (offset === 0 && shown >= total)) return undefined;
	if (shown === 0) return `None shown: --offset ${offset} is past the last of ${total}.`;
	const end = offset + shown;
	const more = limit < MAX_LIMIT ? ", --limit N for more" : "";
	const next = end < total ? `; --offset ${end} for the next page${more}` : "";
	return `Showing ${offset + 1}–${end} of ${total}${next}.`;
}

export interface ListContext {
	env: Readonly<Record<string, string | undefined>>;
	style: Style;
	report: Report;
}

export async function models(args: string[], { env, style, report }: ListContext): Promise<string> {
	const { values, positionals } = parse(args, MODELS_OPTIONS);
	if (positionals.length > 0)
		throw new UsageError("models takes no arguments, only options (see hubkit models --help)");
	const sort = values.sort ?? "downloads";
	if (!(MODEL_SORTS as readonly string[]).includes(sort)) {
		throw new UsageError(`--sort must be one of ${MODEL_SORTS.join(", ")}`);
	}
	const direction = values.direction;
	if (direction !== undefined && direction !== "asc" && direction !== "desc") {
		throw new UsageError("--direction must be asc or desc");
	}
	if (values.size !== undefined && !SIZE_BUCKETS.some((b) => b.id === values.size)) {
		throw new UsageError(`--size must be one of ${SIZE_BUCKETS.map((b) => b.id).join(", ")}`);
	}
	// The same checks and words as the API's `fits` and `context`.
	if (values.context !== undefined && values.fits === undefined) throw new UsageError("--context needs --fits");
	const fit =
		values.fits === undefined
			? undefined
			: checkFitParams({ device: values.fits, context: values.context }, { context: "--context" });
	if (fit && !fit.ok) throw new UsageError(fit.field === "device" ? `--fits: ${fit.error}` : fit.error);
	const context = fit?.ok ? fit.value.context : DEFAULT_FIT_CONTEXT;
	const query: ModelListQuery = {
		search: values.search,
		task: values.task,
		library: values.library,
		license: values.license,
		language: values.language,
		app: values.app,
		provider: values.provider,
		size: values.size,
		fits: values.fits,
		sort: sort as ModelSort,
		direction,
		limit: integer("--limit", values.limit, 1, MAX_LIMIT, DEFAULT_LIMIT),
		offset: integer("--offset", values.offset, 0, 10_000_000, 0),
		facets: values.facets === true,
	};
	const opened = openStore(values.models, env, report);
	let store = opened.store;
	if (values.fits !== undefined && context !== DEFAULT_FIT_CONTEXT) {
		// The "runs on" facet is at the default context; another runs the estimate on each record,
		// which needs them in memory (a database catalogue's are not).
		if (!opened.models) {
			throw new UsageError(fitsContextMessage("--context"));
		}
		const fitting = fitsFilter(opened.models, values.fits, context);
		store = memoryStore(fitting.ok ? fitting.value : []);
		query.fits = undefined;
	}
	const page = await store.list(query);
	// Counted at the default context: not shown for another.
	if (page.facets && store !== opened.store) page.facets.fits = [];
	if (values.json) return `${JSON.stringify(page, null, 2)}\n`;
	const out = [style.bold(`Models (${page.total ?? page.models.length})`)];
	const rows = page.models.map((m) => [m.id, m.pipeline_tag ?? "-", `${m.downloads} downloads`, `${m.likes} likes`]);
	if (rows.length) out.push(table(rows, style));
	const paging = pageLine(page.total, query.offset ?? 0, page.models.length, query.limit);
	if (paging) out.push(paging);
	for (const name of page.facets ? FACET_NAMES : []) {
		const counts = page.facets?.[name] ?? [];
		if (counts.length === 0) continue;
		const more = page.facetsLeftOut?.[name];
		const rest = more ? `, and ${more} more values on fewer models` : "";
		const values = counts.map((c) => `${escapeControl(c.value)} (${c.count})`).join(", ");
		out.push(`${style.bold(`${name}:`)} ${values}${rest}`);
	}
	return `${out.join("\n")}\n`;
}
