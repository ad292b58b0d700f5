/**
 * `hubkit models`: the model list with the API's filters, over the sample catalogue or a catalogue
 * of one's own (`--models PATH` or HUBKIT_MODELS), through the same ModelStore as the server.
 */
import {
	catalogueReport,
	checkModelListQuery,
	escapeControl,
	FACET_NAMES,
	listModels,
	MODEL_LIST_LIMITS,
	type ModelListRequest,
	type ModelStore,
	memoryStore,
	narrowingNote,
	orderPhrase,
	RUNS_ON_LEVEL,
	StoreError,
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
	"max-price": { type: "string" },
	tools: { type: "boolean" },
	"structured-output": { type: "boolean" },
	size: { type: "string" },
	fits: { type: "string" },
	context: { type: "string" },
	ram: { type: "string" },
	sort: { type: "string" },
	direction: { type: "string" },
	limit: { type: "string" },
	offset: { type: "string" },
	facets: { type: "boolean" },
} as const;

/** The flag every command that reads the model catalogue takes (tasks, libraries, models). */
export const CATALOGUE_OPTIONS = { models: { type: "string" } } as const;

/**
 * The catalogue of `--models PATH` (`flag`), else of HUBKIT_MODELS, else the sample one; one's own
 * through @hubkit/model-db: in memory when small, indexed into a database file when large
 * (HUBKIT_MODELS_DB, or the user's cache folder), the same as the server. Indexing progress is
 * reported as information, each skipped record and each loaded record's warning as a warning (up to
 * hub-core's SHOWN_PROBLEMS each), then the counts.
 */
export function openStore(
	flag: string | undefined,
	env: Readonly<Record<string, string | undefined>>,
	report: Report,
): ModelStore {
	const path = flag ?? env.HUBKIT_MODELS;
	if (!path) return memoryStore(SAMPLE_MODELS);
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
	// The server's start writes the same lines (hub-core catalogueReport); a catalogue without
	// problems says nothing, as the sample one does.
	const lines = catalogueReport(opened);
	for (const line of [...lines.skipped, ...lines.warnings]) report("warning", line);
	if (opened.problems.length > 0 || opened.warnings.length > 0) report("info", `Catalogue ${path}: ${lines.summary}`);
	return opened.store;
}

/**
 * The line under a page that does not hold every match: which matches it shows and the flags for
 * the rest. None when the page holds them all, or the store cannot count them.
 */
export function pageLine(total: number | undefined, offset: number, shown: number, limit: number): string | undefined {
	if (total === undefined || (offset === 0 && shown >= total)) return undefined;
	if (shown === 0) return `None shown: --offset ${offset} is past the last of ${total}.`;
	const end = offset + shown;
	const more = limit < MODEL_LIST_LIMITS.limit.max ? ", --limit N for more" : "";
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
	// The API's checks and words (hub-core model-list.ts), naming the flags.
	const checked = checkModelListQuery(
		{
			search: values.search,
			task: values.task,
			library: values.library,
			license: values.license,
			language: values.language,
			app: values.app,
			provider: values.provider,
			maxPrice: values["max-price"],
			tools: values.tools === true ? "true" : undefined,
			structuredOutput: values["structured-output"] === true ? "true" : undefined,
			size: values.size,
			fits: values.fits,
			context: values.context,
			ram: values.ram,
			sort: values.sort,
			direction: values.direction,
			limit: values.limit,
			offset: values.offset,
			facets: values.facets === true,
		},
		flagName,
	);
	// A device's message names the devices, not the flag: the CLI's messages name it.
	if (!checked.ok) throw new UsageError(checked.field === "fits" ? `--fits: ${checked.error}` : checked.error);
	const query = checked.value;
	const page = await listPage(openStore(values.models, env, report), query);
	if (values.json) return `${JSON.stringify(page, null, 2)}\n`;
	// The order is named: a search is sorted by best match unless --sort says otherwise.
	const out = [
		`${style.bold(`Models (${page.total ?? page.models.length})`)}, ${orderPhrase(query.sort, query.direction)}`,
	];
	if (page.narrowed) out.push(escapeControl(narrowingNote(page.narrowed)));
	const rows = page.models.map((m) => [m.id, m.pipeline_tag ?? "-", `${m.downloads} downloads`, `${m.likes} likes`]);
	if (rows.length) out.push(table(rows, style));
	const paging = pageLine(page.total, query.offset, page.models.length, query.limit);
	if (paging) out.push(paging);
	for (const name of page.facets ? FACET_NAMES : []) {
		const counts = page.facets?.[name] ?? [];
		if (counts.length === 0) continue;
		const more = page.facetsLeftOut?.[name];
		const rest = more ? `, and ${more} more values on fewer models` : "";
		const values = counts.map((c) => `${escapeControl(c.value)} (${c.count})`).join(", ");
		// "fits" is counted whole on the device: the line says so (the API's name stays `fits`).
		const label =
			name === "fits"
				? `fits (${RUNS_ON_LEVEL})`
				: name === "maxPrice"
					? "max-price (USD per M tokens, at most)"
					: name;
		out.push(`${style.bold(`${label}:`)} ${values}${rest}`);
	}
	return `${out.join("\n")}\n`;
}

/** A field's flag: `maxPrice` is `--max-price`. */
const flagName = (field: string) => `--${field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** The page of a checked query; the store's refusal (`--context` on a database catalogue) as a usage error. */
async function listPage(store: ModelStore, query: ModelListRequest) {
	try {
		return await listModels(store, query, flagName);
	} catch (e) {
		if (e instanceof StoreError && e.status === 400) throw new UsageError(e.message);
		throw e;
	}
}
