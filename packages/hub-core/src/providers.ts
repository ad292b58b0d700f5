/**
 * "Which provider?": the providers serving a model side by side, from the facts of its
 * inferenceProviderMapping entries (@hubkit/catalog provider-facts.ts). One function builds the
 * rows that `GET /api/models/{id}/providers`, `hubkit providers` and the model page's "Run via an
 * API" table all show, so they cannot disagree; the labels (price, cost line, staleness) are
 * written here once too.
 *
 * Honest gaps: a price that is not known is "price not published", never 0; a figure read longer
 * ago than its source's freshness window is marked stale with its date; a latency the hub's
 * validation calls measured says so, since it is one call, not a percentile of real traffic.
 */
import {
	factSources,
	factTime,
	type InferenceProviderMappingEntry,
	type ModelRecord,
	PROVIDER_FACT_SOURCES,
	type ProviderFactSource,
	type ProviderFactSourceKind,
	sourceOf,
} from "@hubkit/catalog";

export const PROVIDER_SORTS = ["price", "context", "latency"] as const;
export type ProviderSort = (typeof PROVIDER_SORTS)[number];

/**
 * The input:output token ratio of the blended price: 3 input tokens to 1 output token, the
 * weighting price comparisons of chat APIs commonly state (a prompt longer than its answer).
 */
export const BLENDED_RATIO = { input: 3, output: 1 } as const;
export const BLENDED_RATIO_TEXT = `${BLENDED_RATIO.input}:${BLENDED_RATIO.output}`;

/** The work the cost line prices: so many requests of so many input and output tokens. */
export const COST_EXAMPLE = { requests: 1000, inputTokens: 1000, outputTokens: 500 } as const;

/**
 * Days a figure stays fresh, by where it was read: the router's listing and the hub's validation
 * calls change with every deployment, price pages change less often.
 */
export const PROVIDER_FACT_FRESH_DAYS: Readonly<Record<ProviderFactSourceKind, number>> = {
	router: 30,
	validation: 30,
	"price-page": 90,
	curated: 90,
};

/** Shown where a provider's price is not known: never 0. */
export const PRICE_NOT_PUBLISHED = "price not published";

/** How a latency is labelled, by where it came from. */
export const LATENCY_MEASURED_BY = "the hub's validation calls (one call each, not traffic percentiles)";

export type ProviderMark = "cheapest" | "fastest" | "longest-context";

export interface ProviderRowPricing {
	/** USD per million input tokens. */
	input?: number;
	/** USD per million output tokens. */
	output?: number;
	/** USD per image, per second of output, per request, where the task is priced so. */
	perImage?: number;
	perSecond?: number;
	perRequest?: number;
}

export interface ProviderRow {
	provider: string;
	status: string;
	task: string;
	providerModelId?: string;
	pricing?: ProviderRowPricing;
	/** USD per million tokens at BLENDED_RATIO (input:output), when both prices are known. */
	blendedPrice?: number;
	contextLength?: number;
	maxOutputTokens?: number;
	tools?: boolean;
	structuredOutput?: boolean;
	firstTokenLatencyMs?: number;
	throughput?: number;
	/** Who measured the latency and throughput, when the row has them. */
	latencyMeasuredBy?: string;
	/** Where the row's facts came from, each with its URL and the day it was read. */
	source: ProviderFactSource[];
	/** The oldest day among the row's facts. */
	asOf?: string;
	/** Some figure of the row was read longer ago than its source's freshness window (PROVIDER_FACT_FRESH_DAYS). */
	stale: boolean;
	marks: ProviderMark[];
}

export interface ProviderComparison {
	id: string;
	/** The oldest day among the facts shown (every figure is at least this recent); absent when none is dated. */
	asOf?: string;
	sort: ProviderSort;
	/** The input:output ratio of `blendedPrice`, e.g. "3:1". */
	blendedRatio: string;
	providers: ProviderRow[];
	/** "1,000 requests of 1,000 in + 500 out tokens ≈ $X at P", at the cheapest live provider; absent without token prices. */
	costLine?: string;
	/**
	 * Whether the LLM columns apply (blended price, context, first token and speed, tools, structured
	 * output, the cost line): some provider serves the model as a chat or text-generation API
	 * (servesTokens). An image or speech model's table shows none of them.
	 */
	llmColumns: boolean;
}

/** Provider tasks served and billed by the token as a chat or text-generation API. */
const LLM_TASKS: ReadonlySet<string> = new Set(["conversational", "text-generation"]);

/** Whether any provider serves the model as a chat or text-generation API (the one rule for the LLM columns). */
export function servesTokens(rows: readonly Pick<ProviderRow, "task">[]): boolean {
	return rows.some((r) => LLM_TASKS.has(r.task));
}

export type SortCheck = { ok: true; value: ProviderSort } | { ok: false; error: string; field: string };

/** A sort as the API's `sort=` and the CLI's `--sort` take it. */
export function checkProviderSort(text: string | undefined, field = "sort"): SortCheck {
	if (text === undefined) return { ok: true, value: "price" };
	if ((PROVIDER_SORTS as readonly string[]).includes(text)) return { ok: true, value: text as ProviderSort };
	return { ok: false, error: `${field} must be ${PROVIDER_SORTS.join(", ")}, not ${JSON.stringify(text)}`, field };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A positive finite number of a record (the validator refused others; a record built in code may not have been validated). */
const figure = (value: unknown): number | undefined =>
	typeof value === "number" && Number.isFinite(value) && value > 0 ? value : undefined;
const whole = (value: unknown): number | undefined => {
	const n = figure(value);
	return n !== undefined && Number.isSafeInteger(n) ? n : undefined;
};
const flag = (value: unknown): boolean | undefined => (typeof value === "boolean" ? value : undefined);

function rowPricing(entry: InferenceProviderMappingEntry): ProviderRowPricing | undefined {
	const p = entry.pricing;
	if (!p || typeof p !== "object") return undefined;
	const out: ProviderRowPricing = {};
	for (const key of ["input", "output", "perImage", "perSecond", "perRequest"] as const) {
		const value = figure(p[key]);
		if (value !== undefined) out[key] = value;
	}
	return Object.keys(out).length ? out : undefined;
}

/**
 * USD per million tokens at BLENDED_RATIO, to a billionth of a dollar: the weighting's float noise
 * (0.2 in / 0.6 out is 0.30000000000000004) would otherwise fail a `maxPrice` of 0.3.
 */
export function blendedPrice(input: number, output: number): number {
	const blended =
		(input * BLENDED_RATIO.input + output * BLENDED_RATIO.output) / (BLENDED_RATIO.input + BLENDED_RATIO.output);
	return Math.round(blended * 1e9) / 1e9;
}

/**
 * An entry's blended price (USD per million tokens at BLENDED_RATIO), when it publishes both token
 * prices: what the comparison's blended column shows and the model list's `maxPrice` compares.
 */
export function entryBlendedPrice(entry: InferenceProviderMappingEntry): number | undefined {
	const p = entry.pricing;
	if (!p || typeof p !== "object") return undefined;
	const input = figure(p.input);
	const output = figure(p.output);
	return input !== undefined && output !== undefined ? blendedPrice(input, output) : undefined;
}

/** The day part of a fact's date. */
const dayOf = (text: string) => text.slice(0, 10);

/** One provider's row, with staleness judged at `now`. */
function providerRow(entry: InferenceProviderMappingEntry, now: number): ProviderRow {
	const pricing = rowPricing(entry);
	const performance = entry.performance && typeof entry.performance === "object" ? entry.performance : undefined;
	const firstTokenLatencyMs = figure(performance?.firstTokenLatencyMs);
	const throughput = figure(performance?.throughput);
	const row: ProviderRow = {
		provider: entry.provider,
		status: entry.status,
		task: entry.task,
		providerModelId: entry.providerId,
		source: [],
		stale: false,
		marks: [],
	};
	if (pricing) row.pricing = pricing;
	const blended = entryBlendedPrice(entry);
	if (blended !== undefined) row.blendedPrice = blended;
	const facts = {
		contextLength: whole(entry.contextLength),
		maxOutputTokens: whole(entry.maxOutputTokens),
		tools: flag(entry.tools),
		structuredOutput: flag(entry.structuredOutput),
		firstTokenLatencyMs,
		throughput,
	};
	for (const [key, value] of Object.entries(facts)) if (value !== undefined) Object.assign(row, { [key]: value });

	// Each shown fact's source, with the day it was read; the row is as old as its oldest.
	const shown = [
		...(pricing ? (["pricing"] as const) : []),
		...(facts.contextLength !== undefined ? (["contextLength"] as const) : []),
		...(facts.maxOutputTokens !== undefined ? (["maxOutputTokens"] as const) : []),
		...(facts.tools !== undefined ? (["tools"] as const) : []),
		...(facts.structuredOutput !== undefined ? (["structuredOutput"] as const) : []),
		...(firstTokenLatencyMs !== undefined || throughput !== undefined ? (["performance"] as const) : []),
	];
	// Keyed by what a source says, so a source backing several facts is listed once.
	const sources = new Map<string, ProviderFactSource>();
	const keyOf = (s: ProviderFactSource) => JSON.stringify([s.kind, s.url ?? "", s.fields ?? []]);
	for (const field of shown) {
		const source = sourceOf(entry, field);
		if (!source || !Object.hasOwn(PROVIDER_FACT_SOURCES, source.kind)) continue;
		const time = factTime(source.asOf);
		if (time !== undefined) {
			if (!row.asOf || time < (factTime(row.asOf) ?? Number.POSITIVE_INFINITY)) row.asOf = dayOf(source.asOf as string);
			if (now - time > PROVIDER_FACT_FRESH_DAYS[source.kind] * DAY_MS) row.stale = true;
		}
		if (field === "performance") {
			row.latencyMeasuredBy =
				source.kind === "validation" || source.kind === "router"
					? LATENCY_MEASURED_BY
					: PROVIDER_FACT_SOURCES[source.kind];
		}
		sources.set(keyOf(source), source);
	}
	// Sources named by the record but backing no shown fact still say where the row was looked up.
	for (const source of factSources(entry)) {
		if (!sources.has(keyOf(source))) {
			const asOf = source.asOf ?? entry.asOf;
			sources.set(keyOf(source), asOf === undefined ? { ...source } : { ...source, asOf });
		}
	}
	row.source = [...sources.values()].map(({ kind, url, asOf, fields }) => ({
		kind,
		...(url !== undefined && { url }),
		...(asOf !== undefined && { asOf }),
		...(fields !== undefined && { fields: [...fields] }),
	}));
	return row;
}

/** The price a row sorts by: token prices (blended) before unit prices, each unit apart; undefined when unknown. */
function priceKey(row: ProviderRow): [number, number] | undefined {
	const p = row.pricing;
	if (row.blendedPrice !== undefined) return [0, row.blendedPrice];
	if (p?.input !== undefined && p.output === undefined) return [1, p.input];
	if (p?.perImage !== undefined) return [2, p.perImage];
	if (p?.perRequest !== undefined) return [3, p.perRequest];
	if (p?.perSecond !== undefined) return [4, p.perSecond];
	return undefined;
}

const byUnknownLast = (a: number | undefined, b: number | undefined): number =>
	a === undefined ? (b === undefined ? 0 : 1) : b === undefined ? -1 : a - b;

function comparePrice(a: ProviderRow, b: ProviderRow): number {
	const ka = priceKey(a);
	const kb = priceKey(b);
	if (!ka || !kb) return ka ? -1 : kb ? 1 : 0;
	return ka[0] - kb[0] || ka[1] - kb[1];
}

const ORDER: Record<ProviderSort, (a: ProviderRow, b: ProviderRow) => number> = {
	price: comparePrice,
	context: (a, b) =>
		byUnknownLast(
			a.contextLength === undefined ? undefined : -a.contextLength,
			b.contextLength === undefined ? undefined : -b.contextLength,
		),
	latency: (a, b) => byUnknownLast(a.firstTokenLatencyMs, b.firstTokenLatencyMs),
};

/** A live provider first: a staging or failing one is listed, after those a reader can call now. */
const liveFirst = (a: ProviderRow, b: ProviderRow) => Number(a.status !== "live") - Number(b.status !== "live");

/**
 * Marks the best live row(s) by `value` (`lower` or higher is better), when at least two live rows
 * have the figure: one row with a price is not "the cheapest" of anything.
 */
function mark(rows: ProviderRow[], value: (r: ProviderRow) => number | undefined, lower: boolean, name: ProviderMark) {
	const known = rows.filter((r) => r.status === "live" && value(r) !== undefined);
	if (known.length < 2) return;
	const values = known.map((r) => value(r) as number);
	const best = lower ? Math.min(...values) : Math.max(...values);
	for (const row of known) if (value(row) === best) row.marks.push(name);
}

/** The cheapest price of the unit most rows are priced in (token prices first): what "cheapest" compares. */
function cheapestValue(rows: ProviderRow[]): ((r: ProviderRow) => number | undefined) | undefined {
	const units = rows.map(priceKey).filter((k) => k !== undefined);
	if (units.length === 0) return undefined;
	const unit = Math.min(...units.map((k) => k[0]));
	return (r) => {
		const k = priceKey(r);
		return k && k[0] === unit ? k[1] : undefined;
	};
}

export interface ProviderComparisonOptions {
	sort?: ProviderSort;
	/** The clock staleness is judged by (default: now). */
	now?: Date;
}

/** The providers of `model` as rows, ordered by `sort` (price by default, unknown prices last), marked and with the cost line. */
export function providerComparison(model: ModelRecord, options: ProviderComparisonOptions = {}): ProviderComparison {
	const sort = options.sort ?? "price";
	const now = (options.now ?? new Date()).getTime();
	const rows = (model.inferenceProviderMapping ?? []).map((entry) => providerRow(entry, now));
	// Sorted on a copy with the provider id last, so equal rows keep one order everywhere.
	rows.sort(
		(a, b) => liveFirst(a, b) || ORDER[sort](a, b) || comparePrice(a, b) || a.provider.localeCompare(b.provider),
	);
	const cheapest = cheapestValue(rows);
	if (cheapest) mark(rows, cheapest, true, "cheapest");
	mark(rows, (r) => r.firstTokenLatencyMs, true, "fastest");
	mark(rows, (r) => r.contextLength, false, "longest-context");
	const dated = rows.map((r) => r.asOf).filter((d): d is string => d !== undefined);
	const view: ProviderComparison = {
		id: model.id,
		sort,
		blendedRatio: BLENDED_RATIO_TEXT,
		providers: rows,
		llmColumns: servesTokens(rows),
	};
	if (dated.length) view.asOf = dated.reduce((a, b) => (a < b ? a : b));
	const line = costLine(rows);
	if (line) view.costLine = line;
	return view;
}

// ---- labels -----------------------------------------------------------------------------

const usdFormat = (digits: number) =>
	new Intl.NumberFormat("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

/**
 * A dollar amount: two decimals from $1 up ($12.50), three significant figures below ($0.025,
 * $0.0035): a price of a fraction of a cent is never rounded to $0.00 or to a cent it is not.
 */
export function formatUsd(amount: number): string {
	if (!Number.isFinite(amount) || amount < 0) return "unknown";
	if (amount >= 1 || amount === 0) return `$${usdFormat(2).format(amount)}`;
	const decimals = Math.min(12, Math.max(2, 2 - Math.floor(Math.log10(amount))));
	const text = Number(amount.toPrecision(3)).toFixed(decimals);
	// Trailing zeros past the cents say nothing: $0.10, not $0.100.
	return `$${text.replace(/(\.\d\d\d*?)0+$/, "$1")}`;
}

/** What a row's price reads as: "$0.18 in / $0.59 out per M tokens", "$0.025 per image", or "price not published". */
export function priceText(row: Pick<ProviderRow, "pricing">): string {
	const p = row.pricing;
	if (!p) return PRICE_NOT_PUBLISHED;
	const parts: string[] = [];
	if (p.input !== undefined || p.output !== undefined) {
		const input = p.input === undefined ? "input not published" : `${formatUsd(p.input)} in`;
		const output = p.output === undefined ? "output not published" : `${formatUsd(p.output)} out`;
		parts.push(`${input} / ${output} per M tokens`);
	}
	if (p.perImage !== undefined) parts.push(`${formatUsd(p.perImage)} per image`);
	if (p.perSecond !== undefined) parts.push(`${formatUsd(p.perSecond)} per second`);
	if (p.perRequest !== undefined) parts.push(`${formatUsd(p.perRequest)} per request`);
	return parts.join("; ");
}

/** A row's blended price: "$0.28 / M tokens (3:1)", or "—" when a token price is missing. */
export function blendedText(row: Pick<ProviderRow, "blendedPrice">): string {
	return row.blendedPrice === undefined ? "—" : `${formatUsd(row.blendedPrice)} / M tokens (${BLENDED_RATIO_TEXT})`;
}

/**
 * When a row's figures were read, and "stale" when older than their window: "as of 2026-11-20",
 * "stale: read 2026-01-02"; "—" for a row with no sourced figure at all.
 */
export function asOfText(row: Pick<ProviderRow, "asOf" | "stale" | "source">): string {
	if (row.source.length === 0) return "—";
	if (!row.asOf) return "date not known";
	return row.stale ? `stale: read ${row.asOf}` : `as of ${row.asOf}`;
}

const count = new Intl.NumberFormat("en-US");

/** The cost line at the cheapest live provider with both token prices. */
function costLine(rows: ProviderRow[]): string | undefined {
	const priced = rows.filter((r) => r.status === "live" && r.blendedPrice !== undefined);
	if (priced.length === 0) return undefined;
	const { requests, inputTokens, outputTokens } = COST_EXAMPLE;
	const cost = (r: ProviderRow) =>
		(requests * (inputTokens * (r.pricing?.input ?? 0) + outputTokens * (r.pricing?.output ?? 0))) / 1_000_000;
	const best = priced.reduce((a, b) => (cost(b) < cost(a) ? b : a));
	return `${count.format(requests)} requests of ${count.format(inputTokens)} in + ${count.format(outputTokens)} out tokens ≈ ${formatUsd(cost(best))} at ${best.provider}`;
}

/** The lowest blended token price of a model's live providers: what a task page's "from $X / M tokens" shows. */
export interface FromPrice {
	/** USD per million tokens at BLENDED_RATIO. */
	blendedPrice: number;
	provider: string;
	asOf?: string;
	stale?: true;
}

/** The cheapest live provider's blended price, or undefined when no live provider publishes both token prices. */
export function fromPrice(model: ModelRecord, now?: Date): FromPrice | undefined {
	const row = providerComparison(model, { sort: "price", ...(now && { now }) }).providers.find(
		(r) => r.status === "live" && r.blendedPrice !== undefined,
	);
	if (!row || row.blendedPrice === undefined) return undefined;
	return {
		blendedPrice: row.blendedPrice,
		provider: row.provider,
		...(row.asOf !== undefined && { asOf: row.asOf }),
		...(row.stale && { stale: true as const }),
	};
}

/** "from $0.26 / M tokens at fireworks-ai", with "(stale: read 2026-01-02)" when the price is old. */
export function fromPriceText(price: FromPrice): string {
	const stale = price.stale && price.asOf ? ` (stale: read ${price.asOf})` : "";
	return `from ${formatUsd(price.blendedPrice)} / M tokens at ${price.provider}${stale}`;
}
