/**
 * What a provider's listing of a model says beside its id: price, context, output limit, tool
 * calling, structured output, measured speed, and where each fact came from and when. The facts
 * sit in each `inferenceProviderMapping` entry (model.ts), so a catalogue of one's own can carry
 * them too. `providerFactProblems` is the one check of them: validate.ts calls it for every
 * entry, and the router listing's reader (hub-core) keeps only what passes it. No zod here: the
 * web app reads these facts without bundling the validator.
 */

/** Where a provider fact was read. */
export const PROVIDER_FACT_SOURCES = {
	/** The hub router's model listing (`GET /v1/models`: providers[] with pricing, context, tools…). */
	router: "router listing",
	/** The hub's own calls that validate a provider mapping (first-token and request latency). */
	validation: "hub validation calls",
	/** The provider's own price or model page. */
	"price-page": "provider's price page",
	/** Read by hand from a page named by its URL. */
	curated: "curated",
} as const;

export type ProviderFactSourceKind = keyof typeof PROVIDER_FACT_SOURCES;

export interface ProviderFactSource {
	kind: ProviderFactSourceKind;
	/** The page or listing the facts were read from (https). */
	url?: string;
	/** The day (YYYY-MM-DD) or moment (ISO 8601) the facts were read there; else the entry's `asOf`. */
	asOf?: string;
	/** The facts this source backs (`pricing`, `contextLength`, …); all of the entry's when absent. */
	fields?: string[];
}

/** USD per million tokens, and per unit where a task is priced so (an image, a second of output, a request). */
export interface ProviderPricing {
	input?: number;
	output?: number;
	perImage?: number;
	perSecond?: number;
	perRequest?: number;
}

export interface ProviderPerformance {
	/** Milliseconds to the first token, as the hub's validation calls (or the router listing) measured it. */
	firstTokenLatencyMs?: number;
	/** Milliseconds for a whole request, as the hub's validation calls measured it. */
	requestLatencyMs?: number;
	/** Output tokens per second. */
	throughput?: number;
}

/** The facts an `inferenceProviderMapping` entry may carry beside provider, providerId, task and status. */
export interface ProviderFacts {
	pricing?: ProviderPricing;
	contextLength?: number;
	maxOutputTokens?: number;
	tools?: boolean;
	structuredOutput?: boolean;
	performance?: ProviderPerformance;
	/** Where the facts came from: one source, or one per group of facts (`fields`). */
	source?: ProviderFactSource | ProviderFactSource[];
	/** The day (YYYY-MM-DD) or moment (ISO 8601) the facts were read. */
	asOf?: string;
}

export const PRICE_FIELDS = ["input", "output", "perImage", "perSecond", "perRequest"] as const;
export const PERFORMANCE_FIELDS = ["firstTokenLatencyMs", "requestLatencyMs", "throughput"] as const;
/** The facts' field names, as `ProviderFactSource.fields` names them. */
export const PROVIDER_FACT_FIELDS = [
	"pricing",
	"contextLength",
	"maxOutputTokens",
	"tools",
	"structuredOutput",
	"performance",
] as const;

/** A day or a moment: `2026-08-01` or `2026-08-01T12:00:00Z` (with an optional fraction and offset). */
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/** The time of a fact's date, or undefined when it is not a real date in the form above. */
export function factTime(text: unknown): number | undefined {
	if (typeof text !== "string" || !DATE_TEXT.test(text)) return undefined;
	const time = Date.parse(text.length === 10 ? `${text}T00:00:00Z` : text);
	if (!Number.isFinite(time)) return undefined;
	// 2026-02-31 parses in some engines as March 3rd: a day must read back as itself.
	if (new Date(time).toISOString().slice(0, 10) !== text.slice(0, 10) && text.length === 10) return undefined;
	return time;
}

export interface FactProblem {
	/** Path below the entry, e.g. `["pricing", "input"]`. */
	path: (string | number)[];
	message: string;
}

const kindOf = (value: unknown): string =>
	value === null ? "null" : Array.isArray(value) ? "an array" : typeof value === "object" ? "an object" : typeof value;

const numberText = (value: number): string => (Number.isNaN(value) ? "NaN" : String(value));

/** Why `value` is not a positive, finite number (a whole one when `whole`), or undefined when it is. */
function positiveProblem(value: unknown, whole: boolean): string | undefined {
	if (typeof value !== "number") return `must be a number, not ${kindOf(value)}`;
	if (!Number.isFinite(value)) return `must be a finite number, not ${numberText(value)}`;
	if (whole && !Number.isSafeInteger(value)) return `must be a whole number, not ${value}`;
	// A price of 0 is what a listing writes when it has none: unknown is left out, never 0.
	if (value <= 0) return `must be more than 0, not ${value} (leave it out when it is not known)`;
	return undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
	typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Every problem of the provider facts of one mapping entry. A fact that is absent or null is
 * unknown, as a listing writes it; one that is present must be what it says: a price above 0
 * (USD per million tokens, or per unit), a context and an output limit of whole tokens above 0,
 * a latency and a throughput finite and above 0, a source of a known kind with an https URL,
 * dates that are real days.
 */
export function providerFactProblems(entry: Readonly<Record<string, unknown>>): FactProblem[] {
	const problems: FactProblem[] = [];
	const check = (path: (string | number)[], problem: string | undefined) => {
		if (problem) problems.push({ path, message: problem });
	};
	const pricing = entry.pricing;
	if (present(pricing)) {
		if (!isObject(pricing)) check(["pricing"], `must be an object, not ${kindOf(pricing)}`);
		else
			for (const field of PRICE_FIELDS)
				if (present(pricing[field])) check(["pricing", field], positiveProblem(pricing[field], false));
	}
	for (const field of ["contextLength", "maxOutputTokens"] as const) {
		if (present(entry[field])) check([field], positiveProblem(entry[field], true));
	}
	for (const field of ["tools", "structuredOutput"] as const) {
		const value = entry[field];
		if (present(value) && typeof value !== "boolean") check([field], `must be true or false, not ${kindOf(value)}`);
	}
	const performance = entry.performance;
	if (present(performance)) {
		if (!isObject(performance)) check(["performance"], `must be an object, not ${kindOf(performance)}`);
		else
			for (const field of PERFORMANCE_FIELDS)
				if (present(performance[field])) check(["performance", field], positiveProblem(performance[field], false));
	}
	if (present(entry.asOf) && factTime(entry.asOf) === undefined) {
		check(["asOf"], "must be a date, YYYY-MM-DD or an ISO 8601 time");
	}
	const source = entry.source;
	if (present(source)) {
		const list = Array.isArray(source) ? source : [source];
		list.forEach((one, i) => {
			const at = Array.isArray(source) ? ["source", i] : ["source"];
			problems.push(...sourceProblems(one).map((p) => ({ path: [...at, ...p.path], message: p.message })));
		});
	}
	return problems;
}

function sourceProblems(source: unknown): FactProblem[] {
	if (!isObject(source)) return [{ path: [], message: `must be an object, not ${kindOf(source)}` }];
	const problems: FactProblem[] = [];
	if (typeof source.kind !== "string" || !Object.hasOwn(PROVIDER_FACT_SOURCES, source.kind)) {
		problems.push({ path: ["kind"], message: `must be one of ${Object.keys(PROVIDER_FACT_SOURCES).join(", ")}` });
	}
	if (present(source.url) && !(typeof source.url === "string" && /^https:\/\/[^\s]+$/.test(source.url))) {
		problems.push({ path: ["url"], message: "must be an https:// URL" });
	}
	if (present(source.asOf) && factTime(source.asOf) === undefined) {
		problems.push({ path: ["asOf"], message: "must be a date, YYYY-MM-DD or an ISO 8601 time" });
	}
	if (present(source.fields)) {
		const fields = source.fields;
		if (!Array.isArray(fields) || fields.some((f) => !(PROVIDER_FACT_FIELDS as readonly unknown[]).includes(f))) {
			problems.push({ path: ["fields"], message: `must list some of ${PROVIDER_FACT_FIELDS.join(", ")}` });
		}
	}
	return problems;
}

function present(value: unknown): boolean {
	return value !== undefined && value !== null;
}

/** The sources of an entry as a list (a record may give one source or several). */
export function factSources(facts: ProviderFacts): ProviderFactSource[] {
	const source = facts.source;
	return source === undefined || source === null ? [] : Array.isArray(source) ? source : [source];
}

/** The source that backs `field` of an entry, with the date it was read (the source's, else the entry's). */
export function sourceOf(
	facts: ProviderFacts,
	field: (typeof PROVIDER_FACT_FIELDS)[number],
): (ProviderFactSource & { asOf?: string }) | undefined {
	const sources = factSources(facts);
	const source = sources.find((s) => s.fields?.includes(field)) ?? sources.find((s) => !s.fields);
	if (!source) return undefined;
	const asOf = source.asOf ?? facts.asOf;
	return asOf === undefined ? source : { ...source, asOf };
}
