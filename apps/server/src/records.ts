/**
 * Where model records come from: the embedded sample catalogue (default), or an upstream hub's
 * model API (`HUB_URL`, fetched by @hubkit/hub-core), cached in memory with a size bound, a
 * byte bound and a TTL. Misses and failures are remembered briefly, and a circuit breaker stops
 * asking a failing hub at all for a while.
 */
import type { ModelRecord } from "@hubkit/catalog";
import {
	type BreakerOptions,
	CircuitBreaker,
	describeHubError,
	fetchModelWithFacts,
	type HubClientOptions,
	LruCache,
	type ModelStore,
} from "@hubkit/hub-core";
import { entity } from "./http.js";

export type RecordResult =
	| { ok: true; model: ModelRecord }
	| { ok: false; status: 404; error: string }
	| { ok: false; status: 502; error: string };

export interface ModelSource {
	readonly kind: "embedded" | "upstream";
	get(id: string): Promise<RecordResult>;
}

const notFound = (id: string): RecordResult => ({ ok: false, status: 404, error: `model not found: ${id}` });

export function embeddedSource(models: readonly ModelRecord[]): ModelSource {
	const byId = new Map(models.map((m) => [m.id, m]));
	return {
		kind: "embedded",
		get: async (id) => {
			const model = byId.get(id);
			return model ? { ok: true, model } : notFound(id);
		},
	};
}

/** Records from a store of one's own (HUBKIT_MODELS, possibly a database): they never change either. */
export function storeSource(store: ModelStore): ModelSource {
	return {
		kind: "embedded",
		get: async (id) => {
			const model = await store.get(id);
			return model ? { ok: true, model } : notFound(id);
		},
	};
}

/** Defaults of the upstream cache: records (count, total JSON bytes, TTL) and remembered failures. */
export const UPSTREAM_CACHE = {
	size: 500,
	bytes: 64 * 1024 * 1024,
	ttlMs: 300_000,
	notFoundTtlMs: 60_000,
	failureTtlMs: 10_000,
} as const;

export interface UpstreamOptions extends Omit<HubClientOptions, "breaker"> {
	hubUrl: string;
	cacheSize?: number;
	/** Largest total size of the cached records, as JSON bytes. */
	cacheBytes?: number;
	cacheTtlMs?: number;
	/** How long a "not found" answer is remembered. */
	notFoundTtlMs?: number;
	/** How long another failure (a 502) is remembered, so a failing id is not asked again at once. */
	failureTtlMs?: number;
	/** The circuit breaker of the upstream (threshold, cool-down, clock). */
	breaker?: BreakerOptions;
	/** The clock of the caches. */
	now?: () => number;
}

/**
 * Hub failures as the API answers them: a missing model is a 404, anything else a 502. A record
 * with weights also gets the fit's facts (config.json's architecture, the files' sizes:
 * hub-core's upstream-facts.ts), cached with it, so the model page, its fit and the API's fit
 * route all see them and none of them asks again.
 */
async function load(options: HubClientOptions & { hubUrl: string }, id: string): Promise<RecordResult> {
	const result = await fetchModelWithFacts(options.hubUrl, id, options);
	if (result.ok) return result;
	if (result.error.kind === "not-found") return notFound(id);
	// The hub's URL stays out of answers: clients need not learn where records come from.
	return { ok: false, status: 502, error: describeHubError(result.error, "upstream hub", id) };
}

export function upstreamSource(options: UpstreamOptions): ModelSource {
	const now = options.now ?? Date.now;
	const cache = new LruCache<string, RecordResult>({
		max: options.cacheSize ?? UPSTREAM_CACHE.size,
		ttlMs: options.cacheTtlMs ?? UPSTREAM_CACHE.ttlMs,
		maxWeight: options.cacheBytes ?? UPSTREAM_CACHE.bytes,
		// The record's JSON, made once here and reused by every answer that sends it (http.ts).
		weigh: (result) => (result.ok ? entity(result.model).body.length : 0),
		now,
	});
	const misses = new LruCache<string, RecordResult>({
		max: 1000,
		ttlMs: options.notFoundTtlMs ?? UPSTREAM_CACHE.notFoundTtlMs,
		now,
	});
	const failures = new LruCache<string, RecordResult>({
		max: 1000,
		ttlMs: options.failureTtlMs ?? UPSTREAM_CACHE.failureTtlMs,
		now,
	});
	const client = { ...options, breaker: new CircuitBreaker({ now, ...options.breaker }) };
	// Concurrent requests for the same id share one upstream request.
	const inFlight = new Map<string, Promise<RecordResult>>();

	return {
		kind: "upstream",
		get: async (id) => {
			const cached = cache.get(id) ?? misses.get(id) ?? failures.get(id);
			if (cached) return cached;
			let pending = inFlight.get(id);
			if (!pending) {
				pending = load(client, id).finally(() => inFlight.delete(id));
				inFlight.set(id, pending);
			}
			const result = await pending;
			if (result.ok) cache.set(id, result);
			else if (result.status === 404) misses.set(id, result);
			else failures.set(id, result);
			return result;
		},
	};
}
