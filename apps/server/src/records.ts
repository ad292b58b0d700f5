/**
 * Where model records come from: the embedded sample catalogue (default), or an upstream hub's
 * model API (`HUB_URL`, fetched by @hubkit/hub-core), cached in memory with a size bound and a TTL.
 */
import type { ModelRecord } from "@hubkit/catalog";
import { describeHubError, fetchModelRecord, type HubClientOptions, LruCache } from "@hubkit/hub-core";

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

export interface UpstreamOptions extends HubClientOptions {
	hubUrl: string;
	cacheSize?: number;
	cacheTtlMs?: number;
	/** How long a "not found" answer is remembered. */
	notFoundTtlMs?: number;
}

/** Hub failures as the API answers them: a missing model is a 404, anything else a 502. */
async function load(options: UpstreamOptions, id: string): Promise<RecordResult> {
	const result = await fetchModelRecord(options.hubUrl, id, options);
	if (result.ok) return result;
	if (result.error.kind === "not-found") return notFound(id);
	// The hub's URL stays out of answers: clients need not learn where records come from.
	return { ok: false, status: 502, error: describeHubError(result.error, "upstream hub", id) };
}

export function upstreamSource(options: UpstreamOptions): ModelSource {
	const cache = new LruCache<string, RecordResult>({
		max: options.cacheSize ?? 500,
		ttlMs: options.cacheTtlMs ?? 300_000,
	});
	const misses = new LruCache<string, RecordResult>({ max: 1000, ttlMs: options.notFoundTtlMs ?? 60_000 });
	// Concurrent requests for the same id share one upstream request.
	const inFlight = new Map<string, Promise<RecordResult>>();

	return {
		kind: "upstream",
		get: async (id) => {
			const cached = cache.get(id) ?? misses.get(id);
			if (cached) return cached;
			let pending = inFlight.get(id);
			if (!pending) {
				pending = load(options, id).finally(() => inFlight.delete(id));
				inFlight.set(id, pending);
			}
			const result = await pending;
			if (result.ok) cache.set(id, result);
			else if (result.status === 404) misses.set(id, result);
			return result;
		},
	};
}
