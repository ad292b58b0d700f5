/**
 * The hub router's model listing (`GET {router}/v1/models`: each model's `providers[]` with
 * `pricing.input` / `pricing.output` in USD per million tokens, `context_length`,
 * `supports_tools`, `supports_structured_output`, `status`, and where given the validation
 * calls' `first_token_latency_ms` and `throughput`), read as untrusted input and merged into
 * upstream records' provider mapping entries as facts with their source and time
 * (@hubkit/catalog provider-facts.ts). The listing is fetched like every upstream answer
 * (hub.ts's getUpstreamJson: retries, time-out, size bound) under a breaker; upstream-store.ts
 * keeps it in a cache with a time to live.
 */
import {
	factSources,
	type InferenceProviderMappingEntry,
	type ModelRecord,
	type ProviderFacts,
	providerFactProblems,
} from "@hubkit/catalog";
import { getUpstreamJson, guarded, type HubClientOptions, type HubError } from "./hub.js";

export const ROUTER_LIMITS = {
	/** The largest listing read (a real one is a few hundred KB). */
	bytes: 16 * 1024 * 1024,
	/** Models read from a listing; the rest ignored. */
	models: 20_000,
	/** Providers read per model. */
	providers: 64,
	/** Longest model id or provider name kept. */
	name: 200,
} as const;

/** `{router}/v1/models`. */
export const routerModelsUrl = (routerUrl: string): string => `${routerUrl.replace(/\/+$/, "")}/v1/models`;

/** One provider's row of the listing, as kept: only facts that passed provider-facts' check. */
export interface RouterProvider {
	provider: string;
	status?: string;
	facts: ProviderFacts;
}

export interface RouterListing {
	/** Providers by model id. */
	models: Map<string, RouterProvider[]>;
	/** Where the listing was read, and when (ISO 8601). */
	url: string;
	asOf: string;
	/** Rows dropped as malformed (a model without an id, a provider without a name, …). */
	skipped: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
	typeof value === "object" && value !== null && !Array.isArray(value);

const isName = (value: unknown): value is string =>
	typeof value === "string" &&
	value.length > 0 &&
	value.length <= ROUTER_LIMITS.name &&
	!/[\s\u0000-\u001f]/.test(value);

/** A fact kept only when provider-facts' check passes it alone: one bad figure drops that figure, not the row. */
function kept<K extends keyof ProviderFacts>(facts: ProviderFacts, key: K, value: ProviderFacts[K] | undefined): void {
	if (value === undefined || value === null) return;
	if (providerFactProblems({ [key]: value }).length === 0) facts[key] = value;
}

function providerFacts(row: Record<string, unknown>): ProviderFacts {
	const facts: ProviderFacts = {};
	const pricing = isObject(row.pricing) ? row.pricing : undefined;
	if (pricing) {
		const price: { input?: number; output?: number } = {};
		for (const side of ["input", "output"] as const) {
			const value = pricing[side];
			// A listing's 0 is a price it does not know: left out, never shown as $0.
			if (providerFactProblems({ pricing: { [side]: value } }).length === 0 && typeof value === "number") {
				price[side] = value;
			}
		}
		if (price.input !== undefined || price.output !== undefined) facts.pricing = price;
	}
	kept(facts, "contextLength", row.context_length as number | undefined);
	kept(facts, "maxOutputTokens", row.max_output_tokens as number | undefined);
	kept(facts, "tools", row.supports_tools as boolean | undefined);
	kept(facts, "structuredOutput", row.supports_structured_output as boolean | undefined);
	const performance: { firstTokenLatencyMs?: number; throughput?: number } = {};
	for (const [from, to] of [
		["first_token_latency_ms", "firstTokenLatencyMs"],
		["throughput", "throughput"],
	] as const) {
		const value = row[from];
		if (providerFactProblems({ performance: { [to]: value } }).length === 0 && typeof value === "number") {
			performance[to] = value;
		}
	}
	if (Object.keys(performance).length) facts.performance = performance;
	return facts;
}

/** The providers of each model of a listing; malformed rows are counted and dropped, never thrown. */
export function readRouterListing(json: unknown, url: string, asOf: string): RouterListing {
	const listing: RouterListing = { models: new Map(), url, asOf, skipped: 0 };
	const data = isObject(json) && Array.isArray(json.data) ? json.data : Array.isArray(json) ? json : [];
	for (const model of data.slice(0, ROUTER_LIMITS.models)) {
		if (!isObject(model) || !isName(model.id) || !Array.isArray(model.providers)) {
			listing.skipped++;
			continue;
		}
		const providers: RouterProvider[] = [];
		for (const row of model.providers.slice(0, ROUTER_LIMITS.providers)) {
			if (!isObject(row) || !isName(row.provider)) {
				listing.skipped++;
				continue;
			}
			const status = isName(row.status) ? row.status : undefined;
			providers.push({ provider: row.provider, ...(status && { status }), facts: providerFacts(row) });
		}
		listing.models.set(model.id, providers);
	}
	return listing;
}

/**
 * `model` with the listing's facts on each mapping entry the listing has a row for (the router's
 * figures win over older ones the record carried; the entry's source names the listing and when
 * it was read). Providers the record does not map are not added: the listing gives no model id
 * at the provider, which a snippet needs.
 */
export function withRouterFacts(model: ModelRecord, listing: RouterListing): ModelRecord {
	const rows = listing.models.get(model.id);
	if (!rows?.length || !model.inferenceProviderMapping?.length) return model;
	const byProvider = new Map(rows.map((r) => [r.provider, r]));
	let changed = false;
	const mapping = model.inferenceProviderMapping.map((entry): InferenceProviderMappingEntry => {
		const row = byProvider.get(entry.provider);
		if (!row || Object.keys(row.facts).length === 0) return entry;
		changed = true;
		const fields = Object.keys(row.facts);
		// Older sources stay for the facts the listing does not give, each with its own date.
		const older = factSources(entry).map((s) => {
			const asOf = s.asOf ?? entry.asOf;
			return asOf === undefined ? s : { ...s, asOf };
		});
		return {
			...entry,
			...row.facts,
			source: [{ kind: "router", url: listing.url, asOf: listing.asOf, fields }, ...older],
			asOf: listing.asOf,
		};
	});
	return changed ? { ...model, inferenceProviderMapping: mapping } : model;
}

export type RouterResult = { ok: true; listing: RouterListing } | { ok: false; error: HubError };

/** Fetches and reads the listing under the options' breaker; `now` dates it. */
export async function fetchRouterListing(
	routerUrl: string,
	options: HubClientOptions,
	now: () => number = Date.now,
): Promise<RouterResult> {
	const url = routerModelsUrl(routerUrl);
	const answer = await guarded(options, () =>
		getUpstreamJson(url, options, { maxBytes: ROUTER_LIMITS.bytes, missingIsFailure: true }),
	);
	if (!answer.ok) return { ok: false, error: answer.error as HubError };
	if (!("json" in answer)) return { ok: false, error: { kind: "malformed-json" } };
	return { ok: true, listing: readRouterListing(answer.json, url, new Date(now()).toISOString()) };
}
