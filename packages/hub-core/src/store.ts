/**
 * ModelStore: where the model list comes from, behind one interface, so routes and the CLI do
 * not care whether the records are the embedded sample catalogue, a file of one's own or an
 * upstream hub. This module holds the types, the rules every store shares (search words and
 * ranking, facet values of a record, size buckets, sort order) and the in-memory store over an
 * array of records. Pure: no I/O.
 */
import { type Benchmark, compareEvalValues, LOCAL_APPS, type ModelRecord, metricDirection } from "@hubkit/catalog";
import { type ModelFitter, modelFitter } from "@hubkit/catalog/hardware";
import { compareDeviceIds } from "./device-order.js";
import { fitBases, fitsQuestion, runsOnValues } from "./fit.js";
import { type BenchmarkIndex, benchmarkIndex } from "./leaderboard.js";
import { LruCache } from "./lru.js";
import { childIndex, type ModelChildren } from "./model-children.js";
import { summariseModel } from "./model-summary.js";
import {
	isOfferFacet,
	offerFilter,
	offerValues,
	type ProviderOffer,
	providerOffers,
	servesAsAsked,
} from "./provider-filter.js";
import { licenseValues } from "./task-page.js";
import type { ModelSummary } from "./types.js";

/** The sorts that order by a key of each record (a database catalogue stores each as an order). */
export const KEY_SORTS = ["downloads", "likes", "lastModified", "id"] as const;
export type KeySort = (typeof KEY_SORTS)[number];
/**
 * Every sort a list may ask: "match" is best match (searchRank's tiers, each most downloaded
 * first; the default with a search, model-list.ts's defaultSort), then the key sorts.
 */
export const MODEL_SORTS = ["match", ...KEY_SORTS] as const;
export type ModelSort = (typeof MODEL_SORTS)[number];
export type SortDirection = "asc" | "desc";

/**
 * The facets a list can be filtered and counted by, in the order pages show them. `fits` is
 * "runs on": the devices of the hardware list the model runs on at the default context, or
 * "size-unknown" for a record with no size to estimate from (fit.ts's runsOnValues). `provider`,
 * `maxPrice`, `tools` and `structuredOutput` ask about one live provider listing of the model
 * (provider-filter.ts): `maxPrice`'s values are PRICE_STEPS, the flags' value is "true".
 */
export const FACET_NAMES = [
	"task",
	"library",
	"app",
	"provider",
	"maxPrice",
	"tools",
	"structuredOutput",
	"license",
	"language",
	"size",
	"fits",
] as const;
export type FacetName = (typeof FACET_NAMES)[number];

/** Parameter-count buckets (upper bounds exclusive), from `safetensors.total` or `gguf.total`. */
export const SIZE_BUCKETS = [
	{ id: "<1B", below: 1e9 },
	{ id: "1-3B", below: 3e9 },
	{ id: "3-8B", below: 8e9 },
	{ id: "8-15B", below: 15e9 },
	{ id: "15-40B", below: 40e9 },
	{ id: "40-100B", below: 100e9 },
	{ id: ">100B", below: Number.POSITIVE_INFINITY },
] as const;
export type SizeBucket = (typeof SIZE_BUCKETS)[number]["id"];

export interface ModelListQuery {
	/** Words that must all appear in the id, the author or the tags (any case). */
	search?: string;
	task?: string;
	library?: string;
	license?: string;
	language?: string;
	/** A local app (LOCAL_APPS id) that can run the model. */
	app?: string;
	/** An inference provider that serves the model (a live listing: provider-filter.ts). */
	provider?: string;
	/** USD per million tokens, blended (providers.ts BLENDED_RATIO): some live listing costs at most this. */
	maxPrice?: number;
	/** Some live listing has tool calling (with the other provider filters: the same listing). */
	tools?: boolean;
	/** Some live listing has structured output (likewise). */
	structuredOutput?: boolean;
	size?: string;
	/** A device (GET /api/hardware) the model runs on at DEFAULT_FIT_CONTEXT (fit.ts's fitsOnDevices). */
	fits?: string;
	sort: ModelSort;
	/** Default: high to low for counts and dates, A to Z for ids. */
	direction?: SortDirection;
	limit: number;
	offset?: number;
	/** Where a page of a cursor-paged store (an upstream hub) starts: the `next` of the page before. */
	cursor?: string;
	/** Also count the values of every facet over the matching models. */
	facets?: boolean;
	/**
	 * Rank by the models' figures on this benchmark (one of the store's `benchmarks()`), best first in
	 * the metric's direction, models without a figure last in `sort` order (model-list.ts `sort=<dataset>:<metric>`).
	 */
	rankBy?: Benchmark;
}

export interface FacetCount {
	value: string;
	count: number;
}

export type Facets = Record<FacetName, FacetCount[]>;

/**
 * The most values of one facet an answer lists: those on the most models. Measured need: a
 * catalogue whose records each name a license and a language of their own (200,000 records) made
 * every unfiltered facet count a 12 MB answer, which the models page asks for on each visit.
 */
export const FACET_VALUES_LIMIT = 1000;

/** For each facet that has more than FACET_VALUES_LIMIT values: how many values its list leaves out. */
export type FacetsLeftOut = Partial<Record<FacetName, number>>;

export interface ModelListPage {
	/** How many models match; absent when the store cannot tell (an upstream hub). */
	total?: number;
	models: ModelSummary[];
	facets?: Facets;
	/** Present when a facet's list was cut to FACET_VALUES_LIMIT values (see facetAnswer). */
	facetsLeftOut?: FacetsLeftOut;
	/** The cursor of the next page, from stores that page by cursor. */
	next?: string;
	/** How the search was narrowed (searchQuery), when it was: words left out, short words matched at word starts. */
	narrowed?: SearchNarrowing;
}

/**
 * A list request the store refuses (400), could not answer (502), or could not answer within its
 * time budget (503: the request may be asked again), as the API reports it.
 */
export class StoreError extends Error {
	constructor(
		readonly status: 400 | 502 | 503,
		message: string,
		readonly field?: string,
	) {
		super(message);
	}
}

/** What a store reports about itself (`/api/health`). */
export interface StoreHealth {
	kind: "embedded" | "file" | "database" | "upstream";
	/** Models the store serves; absent for an upstream hub. */
	models?: number;
	/** Records read from a catalogue file, the ones refused, and the loaded ones with warnings. */
	loaded?: number;
	skipped?: number;
	warned?: number;
}

/** What `GET /api/health` answers. */
export interface HubHealth {
	status: "ok";
	/** Where model records come from: the embedded samples, a catalogue file (held or indexed), a hub. */
	source: StoreHealth["kind"];
	models: number;
	/**
	 * Records read from HUBKIT_MODELS, the bad ones skipped, and the loaded ones with warnings (a
	 * task or library Hubkit does not know); `GET /api/catalogue/problems` lists both.
	 */
	catalogue?: { loaded: number; skipped: number; warned: number };
	/**
	 * False when `fits` is answered only at the default context (a database catalogue, whose "runs
	 * on" facet is counted there): the web's context picker then stays at it.
	 */
	fitsAtAnyContext: boolean;
	inferenceSnippets: boolean;
}

/** Every store answers the same queries the same way; a failure is a thrown StoreError. */
export interface ModelStore {
	list(query: ModelListQuery): Promise<ModelListPage>;
	/** The record of `id`; undefined when the store has none (a store that could not tell throws). */
	get(id: string): Promise<ModelRecord | undefined>;
	health(): StoreHealth;
	/**
	 * A store of the records that run whole on `device` at `context`, or with offload to `ram` GB
	 * of system RAM when given (values already checked): only a store holding its records in memory
	 * can run the estimate on each. Without it, `fits` is answered whole on the device at
	 * DEFAULT_FIT_CONTEXT only, by the "runs on" facet (model-list.ts).
	 */
	fitting?(device: string, context: number, ram?: number): ModelStore;
	/**
	 * The models that name `id` as their base (the model tree), per relation: how many, and the
	 * `limit` most downloaded (at most MAX_CHILDREN_LIMIT). Absent when the store cannot tell (an
	 * upstream hub: its list has no counts by base model).
	 */
	children?(id: string, limit: number): Promise<ModelChildren>;
	/**
	 * The evaluation results of the store's records by benchmark (leaderboard.ts), which `rankBy`
	 * lists by. Absent when the store cannot tell (an upstream hub).
	 */
	benchmarks?(): Promise<BenchmarkIndex>;
}

/**
 * Whether what a store answers may change while the process runs: an upstream hub's records and
 * lists do (it keeps them for a while itself); a catalogue held in memory or indexed does not, so
 * answers built from it may be kept.
 */
export const answersChange = (store: ModelStore): boolean => store.health().kind === "upstream";

// ---- the rules every store shares -------------------------------------------------------------

export function sizeBucket(model: Pick<ModelRecord, "safetensors" | "gguf">): SizeBucket | undefined {
	const total = model.safetensors?.total ?? model.gguf?.total;
	if (typeof total !== "number" || !Number.isFinite(total) || total <= 0) return undefined;
	return SIZE_BUCKETS.find((b) => total < b.below)?.id;
}

const strings = (value: unknown): string[] =>
	typeof value === "string" ? [value] : Array.isArray(value) ? value.filter((v) => typeof v === "string") : [];

/**
 * The values a record has for every facet (a record may have several apps, providers, languages);
 * `base`, for an adapter or an unsized conversion, the record fitBaseId names (its "runs on" is the
 * base's weights with the adapter on them, or the base's parameter count at the conversion's precision).
 */
export function facetValues(model: ModelRecord, base?: ModelRecord): Record<FacetName, string[]> {
	return facetValuesAsked(model, modelFitter(model, base), providerOffers(model));
}

/** facetValues, the "runs on" facet asked of the record's ModelFitter and the offers read (a store that keeps them). */
function facetValuesAsked(
	model: ModelRecord,
	fitter: ModelFitter | undefined,
	offers: readonly ProviderOffer[],
): Record<FacetName, string[]> {
	const size = sizeBucket(model);
	return {
		task: model.pipeline_tag ? [model.pipeline_tag] : [],
		library: model.library_name ? [model.library_name] : [],
		app: Object.entries(LOCAL_APPS)
			.filter(([, app]) => app.displayOnModelPage(model))
			.map(([id]) => id),
		// The live listings' values: a staging or failing provider serves no one.
		...offerValues(offers),
		license: licenseValues(model),
		language: [...new Set(strings(model.cardData?.language))],
		size: size ? [size] : [],
		fits: runsOnValues(model, fitter),
	};
}

// ---- the search's words and how short ones match (one rule: both stores, the API docs, the page, the CLI)

/**
 * The most words a search keeps: the first ones, each once; the rest are left out (and the answer
 * says so). Measured need: a search of 40 one-letter words took 3.45 s at 200,000 records in the
 * database store, and every other request waited behind it.
 */
export const MAX_SEARCH_WORDS = 8;

/**
 * A search word shorter than this matches only where a word of the text starts (searchStarts);
 * longer ones match anywhere (as a substring). Measured need: a one- or two-letter word is inside
 * most of the catalogue's words, so finding its records read most of the index (0.1-0.4 s a word
 * at 1M records, 202 req/s with a p99 of 1.9 s for new ones on every request at 200,000).
 */
export const SHORT_WORD_CHARS = 3;

/** How a search was narrowed by the rules above, for the answer to say. */
export interface SearchNarrowing {
	/** Words left out, past MAX_SEARCH_WORDS (lower case). */
	droppedWords: string[];
	/** Words under SHORT_WORD_CHARS characters, matched only where a word starts. */
	wordStartsOnly: string[];
	/** The rules that applied, in one sentence. */
	reason: string;
}

/** The lower-case words of a search, and how the rules narrowed it (absent when they did not). */
export function searchQuery(search: string | undefined): { words: string[]; narrowed?: SearchNarrowing } {
	const all = [...new Set((search ?? "").toLowerCase().split(/\s+/).filter(Boolean))];
	const words = all.slice(0, MAX_SEARCH_WORDS);
	const droppedWords = all.slice(MAX_SEARCH_WORDS);
	const wordStartsOnly = words.filter(isShortWord);
	if (droppedWords.length === 0 && wordStartsOnly.length === 0) return { words };
	const reasons = [
		...(droppedWords.length ? [`a search keeps its first ${MAX_SEARCH_WORDS} words`] : []),
		...(wordStartsOnly.length ? [SHORT_WORD_RULE] : []),
	];
	return { words, narrowed: { droppedWords, wordStartsOnly, reason: reasons.join("; ") } };
}

/** The rule for short words in words, as the API docs, the page and the CLI state it. */
export const SHORT_WORD_RULE = `words under ${SHORT_WORD_CHARS} characters match only the start of a word (after a space, "/", "-", "_", "." or any other character that is not a letter or digit)`;

/** Both rules in one sentence, for a search box's hint and the API docs. */
export const SEARCH_RULES = `A search keeps its first ${MAX_SEARCH_WORDS} words, and ${SHORT_WORD_RULE}.`;

/** What an answer's `narrowed` tells the user, in one line (the web's models page and the CLI). */
export function narrowingNote(narrowed: Pick<SearchNarrowing, "droppedWords" | "wordStartsOnly">): string {
	const quoted = (words: readonly string[]) => words.map((w) => JSON.stringify(w)).join(", ");
	const parts: string[] = [];
	if (narrowed.droppedWords.length) {
		parts.push(`Searched for the first ${MAX_SEARCH_WORDS} words only; left out: ${quoted(narrowed.droppedWords)}.`);
	}
	if (narrowed.wordStartsOnly.length) {
		const one = narrowed.wordStartsOnly.length === 1;
		parts.push(
			`${quoted(narrowed.wordStartsOnly)} ${one ? "is" : "are"} under ${SHORT_WORD_CHARS} characters, so ${one ? "it matches" : "they match"} only the start of a word.`,
		);
	}
	return parts.join(" ");
}

/** The lower-case words of a search (searchQuery's: at most MAX_SEARCH_WORDS, each once); empty for no search. */
export function searchWords(search: string | undefined): string[] {
	return searchQuery(search).words;
}

/** Whether a search word is short: it matches only where a word starts. */
export const isShortWord = (word: string): boolean => word.length < SHORT_WORD_CHARS;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Whether `text` has a word start at `at`: its first character, or one after a character that is not a letter or digit. */
export const isWordStart = (text: string, at: number): boolean =>
	at === 0 || !LETTER_OR_DIGIT.test(text[at - 1] as string);

/** Whether a (lower-case) search word matches `text`: anywhere, or for a short word at a word start only. */
export function searchStarts(text: string, word: string): boolean {
	if (!isShortWord(word)) return text.includes(word);
	for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) if (isWordStart(text, at)) return true;
	return false;
}

/**
 * Every short word (isShortWord) that matches `token` (searchStarts): each piece of up to
 * SHORT_WORD_CHARS - 1 characters from each word start. An index keeps the records of each, so a
 * short word is found by one look-up, not a scan.
 */
export function shortWordsOf(token: string): string[] {
	const found = new Set<string>();
	for (let at = 0; at < token.length; at++) {
		if (!isWordStart(token, at)) continue;
		for (let length = 1; length < SHORT_WORD_CHARS && at + length <= token.length; length++) {
			found.add(token.slice(at, at + length));
		}
	}
	return [...found];
}

/**
 * Best match: how well `summary` answers `search`, in tiers, the one place they are defined.
 * 0: the id, or the name after the owner, is the search (any case).
 * 1: every word is a whole piece of the id (owner or name): it neither starts nor ends inside a
 *    run of letters or a run of digits (continuesPiece). "llama" is whole in meta-llama/Llama-3.1-8B,
 *    bartowski/Meta-Llama-3.1-8B-Instruct-GGUF and llama3-8b, not in TinyLlama or CodeLlama; "7b"
 *    is whole in Qwen2.5-7B, not in 27b.
 * 2: the other matches: every word somewhere in the id, the author or the tags.
 * Undefined for no match. A list sorted by best match (`sort=match`) lists tier after tier, each
 * most downloaded first (keyOrder); every other sort orders the matches by its key alone.
 */
export function searchRank(summary: Pick<ModelSummary, "id" | "author" | "tags">, search: string): number | undefined {
	const words = searchWords(search);
	if (words.length === 0) return 2;
	const phrase = words.join(" ");
	const id = summary.id.toLowerCase();
	const name = id.slice(id.indexOf("/") + 1);
	if (id === phrase || name === phrase) return 0;
	// A match first (the short-word rule, searchStarts, holds in every tier), then its tier.
	const haystack = searchHaystack(summary);
	if (!words.every((w) => searchStarts(haystack, w))) return undefined;
	return words.every((w) => holdsWholePiece(id, w)) ? 1 : 2;
}

/** An ASCII letter (either case) 1, an ASCII digit 2, anything else 0: the runs pieces are made of. */
const pieceClass = (code: number): number =>
	(code >= 97 && code <= 122) || (code >= 65 && code <= 90) ? 1 : code >= 48 && code <= 57 ? 2 : 0;

/**
 * Whether two neighbouring characters (or UTF-8 bytes: a byte of a character beyond ASCII is no
 * letter or digit either, so both read the same) belong to one piece: both letters or both digits.
 */
export const continuesPiece = (before: number, after: number): boolean => {
	const c = pieceClass(before);
	return c !== 0 && c === pieceClass(after);
};

/**
 * Whether `word` appears in `text` as a whole piece (searchRank's tier 1) at `at`: the characters
 * on either side of it do not continue its first and last characters' runs. Codes are char codes
 * of strings or bytes of UTF-8 text alike (continuesPiece).
 */
export function wholePieceAt(codeAt: (i: number) => number | undefined, at: number, word: ArrayLike<number>): boolean {
	const before = at > 0 ? codeAt(at - 1) : undefined;
	const after = codeAt(at + word.length);
	return (
		(before === undefined || !continuesPiece(before, word[0] as number)) &&
		(after === undefined || !continuesPiece(word[word.length - 1] as number, after))
	);
}

/** Whether `word` (lower case) is a whole piece of the lower-case `text` somewhere. */
export function holdsWholePiece(text: string, word: string): boolean {
	if (word === "") return false;
	const codes = Array.from({ length: word.length }, (_, i) => word.charCodeAt(i));
	const codeAt = (i: number) => (i < text.length ? text.charCodeAt(i) : undefined);
	for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
		if (wholePieceAt(codeAt, at, codes)) return true;
	}
	return false;
}

/**
 * The lower-case text a search word must appear in (as a substring): the id, the author and the
 * tags. A database store indexes this same text, so both stores match the same records.
 */
export function searchHaystack(summary: Pick<ModelSummary, "id" | "author" | "tags">): string {
	return `${summary.id.toLowerCase()} ${(summary.author ?? "").toLowerCase()} ${summary.tags.join(" ").toLowerCase()}`;
}

export const defaultDirection = (sort: ModelSort): SortDirection => (sort === "id" ? "asc" : "desc");

/** The order within each of best match's tiers: most downloaded first. */
export const WITHIN_TIER: { sort: KeySort; direction: SortDirection } = { sort: "downloads", direction: "desc" };

/**
 * The key order a list's records follow: the sort's own key in the direction asked (or its default),
 * or, for best match, the order within each tier (a direction does not apply to it).
 */
export function keyOrder(sort: ModelSort, direction?: SortDirection): { sort: KeySort; direction: SortDirection } {
	if (sort === "match") return WITHIN_TIER;
	return { sort, direction: direction ?? defaultDirection(sort) };
}

const byId = (a: ModelSummary, b: ModelSummary) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const ASCENDING: Record<KeySort, (a: ModelSummary, b: ModelSummary) => number> = {
	downloads: (a, b) => a.downloads - b.downloads,
	likes: (a, b) => a.likes - b.likes,
	lastModified: (a, b) => (a.lastModified ?? "").localeCompare(b.lastModified ?? ""),
	id: byId,
};

/** The order of a key sort: the key in its direction, then the id A to Z so pages are stable. */
export function compareSummaries(sort: KeySort, direction: SortDirection = defaultDirection(sort)) {
	const sign = direction === "asc" ? 1 : -1;
	const key = ASCENDING[sort];
	return (a: ModelSummary, b: ModelSummary) => sign * key(a, b) || byId(a, b);
}

/** The filters of a query, by facet, as text (`maxPrice` its number, the flags "true"). */
export function queryFilters(query: ModelListQuery): [FacetName, string][] {
	const out: [FacetName, string][] = [];
	for (const name of FACET_NAMES) {
		const value = query[name];
		if (value) out.push([name, String(value)]);
	}
	return out;
}

/** The facets of an answer, as a list page carries them. */
export type FacetAnswer = Pick<ModelListPage, "facets" | "facetsLeftOut">;

const SIZE_PLACE = new Map<string, number>(SIZE_BUCKETS.map((b, i) => [b.id, i]));

/**
 * The order a facet's values are listed in where they have one of their own: devices by kind and
 * memory (device-order.ts), sizes smallest first. Other facets list the most common first.
 */
const OWN_ORDER: Partial<Record<FacetName, (a: string, b: string) => number>> = {
	fits: compareDeviceIds,
	maxPrice: (a, b) => Number(a) - Number(b),
	size: (a, b) => (SIZE_PLACE.get(a) ?? SIZE_BUCKETS.length) - (SIZE_PLACE.get(b) ?? SIZE_BUCKETS.length),
};

/**
 * The facets of an answer from each facet's value counts: each list cut to FACET_VALUES_LIMIT
 * values (those on the most models, then A to Z), how many each cut left out, and the values in
 * their facet's own order (OWN_ORDER) or most models first.
 */
export function facetAnswer(counts: Record<FacetName, Map<string, number>>): FacetAnswer {
	const leftOut: FacetsLeftOut = {};
	const facets = Object.fromEntries(
		FACET_NAMES.map((name) => {
			let sorted = [...counts[name]]
				.map(([value, count]) => ({ value, count }))
				.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
			if (sorted.length > FACET_VALUES_LIMIT) {
				leftOut[name] = sorted.length - FACET_VALUES_LIMIT;
				sorted = sorted.slice(0, FACET_VALUES_LIMIT);
			}
			const own = OWN_ORDER[name];
			return [name, own ? sorted.sort((a, b) => own(a.value, b.value)) : sorted];
		}),
	) as Facets;
	return Object.keys(leftOut).length > 0 ? { facets, facetsLeftOut: leftOut } : { facets };
}

/**
 * The facets of a query whose filters are `filters`: each facet's values counted over the models
 * that match the search and every filter but that facet's own, so a value's count is how many
 * models would match were it chosen instead of the facet's current value (and a chosen value's
 * count is the list's total). `countOver` counts every facet over the matches of some filters;
 * both stores pass their own, and this is the one place the rule is applied.
 */
export function queryFacets(
	filters: readonly [FacetName, string][],
	countOver: (filters: readonly [FacetName, string][]) => FacetAnswer,
): FacetAnswer {
	const all = countOver(filters);
	if (filters.length === 0 || !all.facets) return all;
	const facets = { ...all.facets };
	const leftOut: FacetsLeftOut = { ...all.facetsLeftOut };
	for (const [name] of filters) {
		const without = countOver(filters.filter(([other]) => other !== name));
		facets[name] = without.facets?.[name] ?? [];
		const more = without.facetsLeftOut?.[name];
		if (more) leftOut[name] = more;
		else delete leftOut[name];
	}
	return Object.keys(leftOut).length > 0 ? { facets, facetsLeftOut: leftOut } : { facets };
}

// ---- the in-memory store ------------------------------------------------------------------------

interface Entry {
	model: ModelRecord;
	/** An adapter's base record from the same catalogue, which it is sized on. */
	base: ModelRecord | undefined;
	summary: ModelSummary;
	values: Record<FacetName, string[]>;
	/** What `fits` at any context or RAM asks of the record, read once (fit.ts's fitsQuestion). */
	fitter: ModelFitter | undefined;
	/** The record's live provider listings, read once (provider-filter.ts). */
	offers: ProviderOffer[];
}

/** The (device, context, ram) stores of `fits` at another context or with offload a memory store keeps. */
export const FITTING_STORES_KEPT = 64;

/**
 * A store over an array of records held in memory: the embedded sample catalogue and small
 * catalogue files. Each list request filters and sorts the whole array, which is fine for
 * thousands of records; large catalogues belong in a database store.
 */
export function memoryStore(
	models: readonly ModelRecord[],
	health: Omit<StoreHealth, "models"> = { kind: "embedded" },
): ModelStore {
	// An adapter, or a conversion with no size of its own, is sized on its base when this catalogue
	// holds it (read at load, as the rest).
	const baseOf = fitBases(models);
	return entryStore(
		models.map((model) => {
			const base = baseOf(model);
			const fitter = modelFitter(model, base);
			const offers = providerOffers(model);
			return {
				model,
				base,
				summary: summariseModel(model),
				values: facetValuesAsked(model, fitter, offers),
				fitter,
				offers,
			};
		}),
		health,
	);
}

/** memoryStore over records already summarised, counted and sized: the `fitting` stores are subsets. */
function entryStore(entries: readonly Entry[], health: Omit<StoreHealth, "models">): ModelStore {
	// Made on the first `get`: a `fitting` store is made per question and mostly only listed.
	let recordsById: Map<string, ModelRecord> | undefined;
	// A store of the models that run on a device at a context, kept per (device, context, ram): each
	// asks every record's fitter (arithmetic over facts read at load) and keeps the entries that run.
	let fitting: LruCache<string, ModelStore> | undefined;
	// The model tree's children, indexed on the first question (model-children.ts).
	let childrenOf: ((id: string, limit: number) => ModelChildren) | undefined;
	// The results of every record by benchmark, read on the first question.
	let index: BenchmarkIndex | undefined;
	const benchmarks = () => {
		if (!index) {
			const bases = new Map(entries.map((e) => [e.model, e.base]));
			index = benchmarkIndex(
				entries.map((e) => e.model),
				(model) => bases.get(model),
			);
		}
		return index;
	};
	return {
		async benchmarks() {
			return benchmarks();
		},
		async get(id) {
			recordsById ??= new Map(entries.map((e) => [e.model.id, e.model]));
			return recordsById.get(id);
		},
		async children(id, limit) {
			childrenOf ??= childIndex(entries.map((e) => e.model));
			return childrenOf(id, limit);
		},
		health: () => ({ ...health, models: entries.length }),
		fitting(device, context, ram) {
			const key = `${device}\n${context}\n${ram ?? ""}`;
			fitting ??= new LruCache<string, ModelStore>({ max: FITTING_STORES_KEPT });
			let hit = fitting.get(key);
			if (!hit) {
				const question = fitsQuestion(device, context, ram);
				hit = entryStore(question.ok ? entries.filter((e) => question.value(e.fitter)) : [], health);
				fitting.set(key, hit);
			}
			return hit;
		},
		async list(query) {
			const filters = queryFilters(query);
			// The search's matches, then those that pass the filters (the facets also count the
			// matches of all filters but one: queryFacets).
			const found: { entry: Entry; rank: number }[] = [];
			for (const entry of entries) {
				const rank = query.search ? searchRank(entry.summary, query.search) : 2;
				if (rank !== undefined) found.push({ entry, rank });
			}
			// A record filter is one of the record's values; the provider filters ask one of its offers.
			const passing = (kept: readonly [FacetName, string][]) => {
				const offered = offerFilter(kept);
				return found.filter(
					({ entry }) =>
						kept.every(([name, value]) => isOfferFacet(name) || entry.values[name].includes(value)) &&
						servesAsAsked(entry.offers, offered),
				);
			};
			// Under provider filters, the provider facets' values are those of the offers passing them.
			const counted = (kept: readonly [FacetName, string][]) => {
				const offered = offerFilter(kept);
				return passing(kept).map(({ entry }) =>
					offered ? { ...entry.values, ...offerValues(entry.offers, offered) } : entry.values,
				);
			};
			const ranked = passing(filters);
			const key = keyOrder(query.sort, query.direction);
			const order = compareSummaries(key.sort, key.direction);
			const figures = query.rankBy ? figureOrder(benchmarks(), query.rankBy) : undefined;
			// Best match lists tier after tier; a benchmark sort ranks by its figure; then the sort's key.
			const tiers = query.sort === "match";
			ranked.sort(
				(a, b) =>
					(tiers ? a.rank - b.rank : 0) ||
					(figures?.(a.entry.model.id, b.entry.model.id) ?? 0) ||
					order(a.entry.summary, b.entry.summary),
			);
			const offset = query.offset ?? 0;
			const page: ModelListPage = {
				total: ranked.length,
				models: ranked.slice(offset, offset + query.limit).map((r) => r.entry.summary),
			};
			if (query.facets)
				Object.assign(
					page,
					queryFacets(filters, (kept) => countFacets(counted(kept))),
				);
			const { narrowed } = searchQuery(query.search);
			if (narrowed) page.narrowed = narrowed;
			return page;
		},
	};
}

/** Orders two models by their figures on `benchmark`, best first; a model without one after any with one. */
function figureOrder(index: BenchmarkIndex, benchmark: Benchmark): (a: string, b: string) => number {
	const values = new Map(index.rows(benchmark).map((r) => [r.id, r.value]));
	const higher = metricDirection(benchmark.metric);
	return (a, b) => {
		const x = values.get(a);
		const y = values.get(b);
		if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? 1 : -1;
		return compareEvalValues(x, y, higher);
	};
}

/** Counts every facet's values over records (given by their facet values). */
export function countFacets(records: Iterable<Record<FacetName, string[]>>): FacetAnswer {
	const counts = Object.fromEntries(FACET_NAMES.map((n) => [n, new Map<string, number>()])) as Record<
		FacetName,
		Map<string, number>
	>;
	for (const values of records) {
		for (const name of FACET_NAMES) {
			const map = counts[name];
			for (const v of values[name]) map.set(v, (map.get(v) ?? 0) + 1);
		}
	}
	return facetAnswer(counts);
}
