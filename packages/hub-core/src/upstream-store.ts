/**
 * An upstream hub as a ModelStore: its model records (`GET {hub}/api/models/{id}` with the fit's
 * facts: upstream-facts.ts) and its model list (upstream-list.ts), behind ONE circuit breaker, so
 * a failing hub stops every request to it, with one cache of records and one of list pages, each
 * with its time to live. Concurrent requests for the same record or page share one upstream request.
 */
import type { ModelRecord } from "@hubkit/catalog";
import { type BreakerOptions, CircuitBreaker } from "./breaker.js";
import { describeHubError, guarded, type HubClientOptions, type HubResult } from "./hub.js";
import { LruCache } from "./lru.js";
import { fetchRouterListing, type RouterListing, withRouterFacts } from "./router.js";
import { type ModelListPage, type ModelStore, StoreError } from "./store.js";
import { fetchModelWithFacts } from "./upstream-facts.js";
import {
	describeList,
	fetchList,
	type ListResult,
	modelListUrl,
	unsupportedFilter,
	upstreamListProblem,
} from "./upstream-list.js";

/** Defaults of the caches: records (count, total JSON bytes, TTL), remembered failures, list pages. */
export const UPSTREAM_CACHE = {
	size: 500,
	bytes: 64 * 1024 * 1024,
	ttlMs: 300_000,
	notFoundTtlMs: 60_000,
	failureTtlMs: 10_000,
	listSize: 500,
	listTtlMs: 60_000,
	routerTtlMs: 300_000,
} as const;

/** Misses and failures remembered (each a few bytes). */
const REMEMBERED_FAILURES = 1000;

export interface UpstreamStoreOptions extends Omit<HubClientOptions, "breaker"> {
	hubUrl: string;
	/** Records kept, their largest total size (as JSON bytes) and how long each is kept. */
	cacheSize?: number;
	cacheBytes?: number;
	cacheTtlMs?: number;
	/** How long a "not found" answer is remembered. */
	notFoundTtlMs?: number;
	/** How long another failure (a 502) is remembered, so a failing id is not asked again at once. */
	failureTtlMs?: number;
	/** List pages kept, and for how long. */
	listCacheSize?: number;
	listTtlMs?: number;
	/**
	 * The hub's router (e.g. https://router.huggingface.co): its model listing's prices, context,
	 * capabilities and speeds are merged into the records' provider mapping entries (router.ts).
	 * Best effort: while it fails, records are answered without them.
	 */
	routerUrl?: string;
	/** How long the router's listing is kept. */
	routerTtlMs?: number;
	/** The circuit breaker of the upstream (threshold, cool-down; its clock is `now`). */
	breaker?: BreakerOptions;
	/** The clock of the caches and the breaker. */
	now?: () => number;
}

/** A record as fetched: found, missing (remembered as such), or a failure (its 502 message). */
type RecordAnswer = { ok: true; model: ModelRecord } | { ok: false; missing: true } | { ok: false; error: string };

/** Shares one pending request per key among concurrent callers. */
function sharing<T>(): (key: string, start: () => Promise<T>) => Promise<T> {
	const inFlight = new Map<string, Promise<T>>();
	return (key, start) => {
		let pending = inFlight.get(key);
		if (!pending) {
			pending = start().finally(() => inFlight.delete(key));
			inFlight.set(key, pending);
		}
		return pending;
	};
}

export function upstreamStore(options: UpstreamStoreOptions): ModelStore {
	const { hubUrl, now = Date.now } = options;
	const client: HubClientOptions = { ...options, breaker: new CircuitBreaker({ now, ...options.breaker }) };
	const records = new LruCache<string, RecordAnswer>({
		max: options.cacheSize ?? UPSTREAM_CACHE.size,
		ttlMs: options.cacheTtlMs ?? UPSTREAM_CACHE.ttlMs,
		maxWeight: options.cacheBytes ?? UPSTREAM_CACHE.bytes,
		weigh: (answer) => (answer.ok ? JSON.stringify(answer.model).length : 0),
		now,
	});
	const misses = new LruCache<string, RecordAnswer>({
		max: REMEMBERED_FAILURES,
		ttlMs: options.notFoundTtlMs ?? UPSTREAM_CACHE.notFoundTtlMs,
		now,
	});
	const failures = new LruCache<string, RecordAnswer>({
		max: REMEMBERED_FAILURES,
		ttlMs: options.failureTtlMs ?? UPSTREAM_CACHE.failureTtlMs,
		now,
	});
	const pages = new LruCache<string, ModelListPage>({
		max: options.listCacheSize ?? UPSTREAM_CACHE.listSize,
		ttlMs: options.listTtlMs ?? UPSTREAM_CACHE.listTtlMs,
		now,
	});
	const shareRecord = sharing<RecordAnswer>();
	const sharePage = sharing<ListResult>();
	// The router is another host: its own breaker, so a failing router never stops the hub's records.
	const routerClient: HubClientOptions = { ...client, breaker: new CircuitBreaker({ now, ...options.breaker }) };
	const listings = new LruCache<string, RouterListing | "failed">({
		max: 1,
		ttlMs: options.routerTtlMs ?? UPSTREAM_CACHE.routerTtlMs,
		now,
	});
	const failedListings = new LruCache<string, "failed">({
		max: 1,
		ttlMs: options.failureTtlMs ?? UPSTREAM_CACHE.failureTtlMs,
		now,
	});
	const shareListing = sharing<RouterListing | "failed">();
	const routerListing = async (): Promise<RouterListing | undefined> => {
		const routerUrl = options.routerUrl;
		if (!routerUrl) return undefined;
		let listing = listings.get(routerUrl) ?? failedListings.get(routerUrl);
		if (!listing) {
			listing = await shareListing(routerUrl, async () => {
				const result = await fetchRouterListing(routerUrl, routerClient, now);
				return result.ok ? result.listing : "failed";
			});
			if (listing === "failed") failedListings.set(routerUrl, listing);
			else listings.set(routerUrl, listing);
		}
		return listing === "failed" ? undefined : listing;
	};

	const fetchRecord = async (id: string): Promise<RecordAnswer> => {
		const result: HubResult = await fetchModelWithFacts(hubUrl, id, client);
		if (result.ok) return result;
		if (result.error.kind === "not-found") return { ok: false, missing: true };
		// The hub's URL stays out of answers: clients need not learn where records come from.
		return { ok: false, error: describeHubError(result.error, "upstream hub", id) };
	};

	return {
		health: () => ({ kind: "upstream" }),
		async get(id) {
			let answer = records.get(id) ?? misses.get(id) ?? failures.get(id);
			if (!answer) {
				answer = await shareRecord(id, () => fetchRecord(id));
				(answer.ok ? records : "missing" in answer ? misses : failures).set(id, answer);
			}
			if (answer.ok) {
				const listing = await routerListing();
				return listing ? withRouterFacts(answer.model, listing) : answer.model;
			}
			if ("missing" in answer) return undefined;
			throw new StoreError(502, answer.error);
		},
		async list(query) {
			const refused = upstreamListProblem(query);
			if (refused) throw refused;
			const url = modelListUrl(hubUrl, query);
			const cached = pages.get(url);
			if (cached) return cached;
			const result = await sharePage(url, () => guarded(client, () => fetchList(url, client)));
			if (!result.ok) throw new StoreError(502, describeList(result.error));
			pages.set(url, result.page);
			return result.page;
		},
		// The hub's list has no "runs on" filter at any context: the same refusal as `fits` itself.
		fitting() {
			throw unsupportedFilter("fits");
		},
		// No `children` (the model tree's derivatives): the hub's list can filter by a base model
		// (`filter=base_model:quantized:<id>`) but gives no totals, so the tree answers parents only.
	};
}
