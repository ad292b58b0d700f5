/**
 * The model list's query, one rule for the API (`GET /api/models`, whose zod schema wraps these
 * checks) and the CLI (`hubkit models`): its limits, the checks of the values that have a fixed
 * form (sort, direction, size, limit, offset, fits, context, ram, maxPrice, tools, structuredOutput)
 * and their words, and `listModels`,
 * which answers a checked query from any store, `fits` at another context than the default or
 * with offload to `ram` included.
 * Pure: the store does any I/O.
 */

import type { Benchmark } from "@hubkit/catalog";
import { readDecimal } from "./digits.js";
import {
	checkFitParams,
	DEFAULT_FIT_CONTEXT,
	fitsContextMessage,
	fitsRamMessage,
	ramMessage,
	readRam,
	SIZE_UNKNOWN,
} from "./fit.js";
import {
	checkLeaderboardQuery,
	type LeaderboardFilter,
	type LeaderboardFilterCheck,
	type LeaderboardFilterField,
	readBenchmarkSort,
} from "./leaderboard.js";
import { MAX_PRICE_LIMIT } from "./provider-filter.js";
import { BLENDED_RATIO_TEXT } from "./providers.js";
import {
	keyOrder,
	MODEL_SORTS,
	type ModelListPage,
	type ModelListQuery,
	type ModelSort,
	type ModelStore,
	SIZE_BUCKETS,
	type SizeBucket,
	type SortDirection,
	StoreError,
	searchWords,
} from "./store.js";

/**
 * The page size and the offset a list may ask. 100 models a page is what the web's pages need and
 * bounds every answer (and what the server keeps of it); an offset beyond a million is deep paging
 * no page offers.
 */
export const MODEL_LIST_LIMITS = {
	limit: { min: 1, max: 100, default: 20 },
	offset: { min: 0, max: 1_000_000, default: 0 },
} as const;

/** The query values with a fixed form, in the order they are checked (the API's order). */
export const MODEL_LIST_FIELDS = [
	"limit",
	"offset",
	"sort",
	"fits",
	"context",
	"ram",
	"direction",
	"size",
	"maxPrice",
	"tools",
	"structuredOutput",
] as const;
export type ModelListField = (typeof MODEL_LIST_FIELDS)[number];

/** What each checked value becomes. */
interface FieldValues {
	limit: number;
	offset: number;
	/** A sort word, or a benchmark to rank by (`<dataset>:<metric>`). */
	sort: ModelSort | Benchmark;
	fits: string;
	context: number;
	ram: number;
	direction: SortDirection;
	size: SizeBucket;
	maxPrice: number;
	tools: true;
	structuredOutput: true;
}

/** How a field is named in messages: the API says `limit`, the CLI `--limit`. */
export type FieldNamer = (field: ModelListField) => string;
const ownNames: FieldNamer = (field) => field;

export type FieldCheck<T> = { ok: true; value: T } | { ok: false; error: string };
export type ModelListCheck =
	| { ok: true; value: ModelListRequest }
	| { ok: false; field: ModelListField; error: string };

/** A checked query: the store's query and the context of `fits`. */
export interface ModelListRequest extends ModelListQuery {
	offset: number;
	/** The context `fits` is estimated at (DEFAULT_FIT_CONTEXT unless asked). */
	context: number;
	/** GB of system RAM `fits` may offload layers to; absent: whole on the device. */
	ram?: number;
}

/** The query as given: text for every checked value (a query string's, a flag's). */
export type ModelListInput = Omit<ModelListQuery, ModelListField> & { [F in ModelListField]?: string };

const oneOf = (values: readonly string[]) => values.join(", ");

/** A price as `maxPrice` takes it: digits, with a decimal point and digits after it if need be. */
const PRICE_TEXT = /^\d{1,9}(?:\.\d{1,9})?$/;

/** What `maxPrice` compares, as the API docs and the CLI's help say it. */
export const MAX_PRICE_RULE = `USD per million tokens, blended ${BLENDED_RATIO_TEXT} input:output (the model page's blended price); a live provider with both token prices published must cost at most this, and one that publishes none never matches`;

/** What the flags `tools` and `structuredOutput` name, in a message. */
const FLAG_WHAT = { tools: "tool calling", structuredOutput: "structured output" } as const;
const SIZE_IDS: readonly string[] = SIZE_BUCKETS.map((b) => b.id);

/** Checks one value given as text; `name` names it in the message. */
export function checkListField<F extends ModelListField>(
	field: F,
	text: string,
	name: FieldNamer = ownNames,
): FieldCheck<FieldValues[F]> {
	const n = name(field);
	const ok = (value: FieldValues[ModelListField]) => ({ ok: true, value }) as FieldCheck<FieldValues[F]>;
	const fail = (error: string): FieldCheck<FieldValues[F]> => ({ ok: false, error });
	switch (field) {
		case "limit": {
			const { min, max } = MODEL_LIST_LIMITS.limit;
			const value = readDecimal(text);
			return value !== undefined && value >= min && value <= max
				? ok(value)
				: fail(`${n} must be an integer from ${min} to ${max}`);
		}
		case "offset": {
			const value = readDecimal(text);
			if (value === undefined) return fail(`${n} must be a non-negative integer`);
			return value <= MODEL_LIST_LIMITS.offset.max ? ok(value) : fail(`${n} is too large`);
		}
		case "sort": {
			if ((MODEL_SORTS as readonly string[]).includes(text)) return ok(text as ModelSort);
			const benchmark = readBenchmarkSort(text);
			return benchmark ? ok(benchmark) : fail(`${n} must be one of ${oneOf(MODEL_SORTS)}, or <dataset>:<metric>`);
		}
		case "direction":
			return text === "asc" || text === "desc" ? ok(text) : fail(`${n} must be asc or desc`);
		case "size":
			return SIZE_IDS.includes(text) ? ok(text as SizeBucket) : fail(`${n} must be one of ${oneOf(SIZE_IDS)}`);
		case "fits": {
			// The device's message names the device list, not the field: the API's answer names it in `field`.
			if (text === SIZE_UNKNOWN) return ok(text);
			// A loose spelling (`RTX 4090`) becomes its id, which the facet and the filter compare.
			const check = checkFitParams({ device: text });
			return check.ok ? ok(check.value.device.id) : fail(check.error);
		}
		case "ram": {
			const gb = readRam(text);
			return gb !== undefined ? ok(gb) : fail(ramMessage(n));
		}
		case "maxPrice": {
			const price = PRICE_TEXT.test(text) ? Number(text) : undefined;
			return price !== undefined && price > 0 && price <= MAX_PRICE_LIMIT
				? ok(price)
				: fail(`${n} must be a price above 0 and at most ${MAX_PRICE_LIMIT}, in USD per million tokens (e.g. 0.5)`);
		}
		case "tools":
		case "structuredOutput":
			return text === "true"
				? ok(true)
				: fail(
						`${n} takes only true (leave it out to list models with or without ${FLAG_WHAT[field as keyof typeof FLAG_WHAT]})`,
					);
		default: {
			// context
			const check = checkFitParams({ context: text }, { context: n });
			return check.ok ? ok(check.value.context) : fail(check.error);
		}
	}
}

/**
 * A context or a ram is one of `fits`: alone it would be ignored, and the list not the one meant.
 * The first such field and its message, or undefined.
 */
export function withoutFits(
	input: { fits?: unknown; context?: unknown; ram?: unknown },
	name: FieldNamer = ownNames,
): { field: "context" | "ram"; error: string } | undefined {
	if (input.fits !== undefined) return undefined;
	for (const field of ["context", "ram"] as const) {
		if (input[field] !== undefined) return { field, error: `${name(field)} needs ${name("fits")}` };
	}
	return undefined;
}

/**
 * The sort of a list that names none: best match for a search (store.ts's searchRank tiers, most
 * downloaded first within each), else the most downloaded first. The web's sort picker shows it.
 */
export const defaultSort = (search: string | undefined): ModelSort =>
	searchWords(search).length > 0 ? "match" : "downloads";

/** Each sort as a picker names it (the web's "Sort by"), in the words the CLI's order line uses too. */
export const SORT_LABELS: Readonly<Record<ModelSort, string>> = {
	match: "Best match",
	downloads: "Most downloaded",
	likes: "Most liked",
	lastModified: "Recently updated",
	id: "Name",
};

/** The order a list is in, as a phrase: "best match first", "least liked first", "by name, Z to A". */
export function orderPhrase(sort: ModelSort, direction?: SortDirection): string {
	if (sort === "match") return "best match first";
	const high = keyOrder(sort, direction).direction === "desc";
	if (sort === "id") return high ? "by name, Z to A" : "by name, A to Z";
	const what = { downloads: "downloaded", likes: "liked", lastModified: "recently updated" }[sort];
	return `${high ? "most" : "least"} ${what} first`;
}

/**
 * Checks a model-list query given as text (MODEL_LIST_FIELDS, in that order, then the context
 * without `fits`): the first problem, naming its field, or the query with the defaults filled in.
 */
export function checkModelListQuery(input: ModelListInput, name: FieldNamer = ownNames): ModelListCheck {
	const checked: Partial<FieldValues> = {};
	for (const field of MODEL_LIST_FIELDS) {
		const text = input[field];
		if (text === undefined) continue;
		const check = checkListField(field, text, name);
		if (!check.ok) return { ok: false, field, error: check.error };
		(checked as Record<ModelListField, unknown>)[field] = check.value;
	}
	const lonely = withoutFits(input, name);
	if (lonely) return { ok: false, ...lonely };
	// A benchmark sort ranks by its figure first (rankBy), then by downloads.
	const rankBy = typeof checked.sort === "object" ? checked.sort : undefined;
	const sorted = typeof checked.sort === "string" ? checked.sort : rankBy ? "downloads" : defaultSort(input.search);
	if (sorted === "match" && checked.direction !== undefined) {
		const error = `${name("direction")} does not apply to best match (${name("sort")} match${checked.sort ? "" : ", the default with a search"}): name another ${name("sort")}`;
		return { ok: false, field: "direction", error };
	}
	const { limit, offset, sort, fits, context, ram, direction, size, maxPrice, tools, structuredOutput, ...rest } =
		input;
	return {
		ok: true,
		value: {
			...rest,
			fits: checked.fits,
			direction: checked.direction,
			size: checked.size,
			...(checked.maxPrice !== undefined ? { maxPrice: checked.maxPrice } : {}),
			...(checked.tools ? { tools: true } : {}),
			...(checked.structuredOutput ? { structuredOutput: true } : {}),
			sort: sorted,
			...(rankBy ? { rankBy } : {}),
			limit: checked.limit ?? MODEL_LIST_LIMITS.limit.default,
			offset: checked.offset ?? MODEL_LIST_LIMITS.offset.default,
			context: checked.context ?? DEFAULT_FIT_CONTEXT,
			...(checked.ram !== undefined ? { ram: checked.ram } : {}),
		},
	};
}

/**
 * The one benchmark of the store a benchmark sort means (the leaderboard's rule: a dataset and metric
 * with several configs or splits must name one), or a 400 naming `sort`.
 */
async function rankingBenchmark(store: ModelStore, asked: Benchmark, name: FieldNamer): Promise<Benchmark> {
	if (!store.benchmarks) {
		throw new StoreError(400, `${name("sort")} by a benchmark needs a catalogue that indexes results`, "sort");
	}
	const check = checkLeaderboardQuery(asked, (await store.benchmarks()).benchmarks());
	if (!check.ok) throw new StoreError(400, `${name("sort")}: ${check.error}`, "sort");
	return check.value;
}

/**
 * The page of a checked query. `fits` at the default context is every store's "runs on" facet
 * (an upstream hub refuses it); at another context, or with offload to `ram`, the estimate runs on
 * each record, which a store holding its records in memory does (`fitting`); another store refuses
 * it (400 naming `context`, else `ram`, in `name`'s words). That page's `fits` facet counts are
 * whole on the device at the default context: left out.
 */
export async function listModels(
	store: ModelStore,
	request: ModelListRequest,
	name: FieldNamer = ownNames,
): Promise<ModelListPage> {
	const { context, ram, ...query } = request;
	if (query.rankBy) query.rankBy = await rankingBenchmark(store, query.rankBy, name);
	// "size-unknown" is a facet value every store holds, whatever the context: no estimate to run.
	if (query.fits === undefined || query.fits === SIZE_UNKNOWN || (context === DEFAULT_FIT_CONTEXT && ram === undefined))
		return store.list(query);
	if (!store.fitting) {
		if (context !== DEFAULT_FIT_CONTEXT) throw new StoreError(400, fitsContextMessage(name("context")), "context");
		throw new StoreError(400, fitsRamMessage(name("ram")), "ram");
	}
	const page = await store.fitting(query.fits, context, ram).list({ ...query, fits: undefined });
	return page.facets ? { ...page, facets: { ...page.facets, fits: [] } } : page;
}

/**
 * Checks a leaderboard's filters given as text: `fits` by the model list's rule (checkListField, so a
 * loose spelling becomes the device's id and an unknown device gets the list's message), `commercial`
 * only "true". `name` names a field in messages (the CLI's flags); the first problem names its field.
 */
export function checkLeaderboardFilter(
	input: { license?: string; commercial?: string; fits?: string },
	name: (field: LeaderboardFilterField) => string = (field) => field,
): LeaderboardFilterCheck {
	const filter: LeaderboardFilter = {};
	if (input.license !== undefined) {
		// As the list's `license` filter: the card's id as written.
		if (input.license === "" || input.license.length > 200) {
			return { ok: false, field: "license", error: `${name("license")} must be a licence id, e.g. apache-2.0` };
		}
		filter.license = input.license;
	}
	if (input.commercial !== undefined) {
		if (input.commercial !== "true") {
			return { ok: false, field: "commercial", error: `${name("commercial")} must be true (or left out)` };
		}
		filter.commercial = true;
	}
	if (input.fits !== undefined) {
		const check = checkListField("fits", input.fits, () => name("fits"));
		if (!check.ok) return { ok: false, field: "fits", error: check.error };
		filter.fits = check.value;
	}
	return { ok: true, value: filter };
}
