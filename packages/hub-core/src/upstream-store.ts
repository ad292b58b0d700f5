/**
 * The model list of an upstream hub as a ModelStore: `GET {hub}/api/models?search=&author=&
 * pipeline_tag=&library=&filter=&sort=&direction=&limit=&cursor=`, paged by the cursor of its
 * `Link: <…>; rel="next"` header. Same retry policy, circuit breaker and body bound as single
 * records (hub.ts), answers cached in an LruCache with a TTL. The hub gives no total, so pages
 * carry `next` (a cursor) instead.
 */
import type { ModelRecord } from "@hubkit/catalog";
import { CircuitBreaker } from "./breaker.js";
import {
	describeHubError,
	fetchModelRecord,
	getUpstreamJson,
	type HubClientOptions,
	type HubError,
	isOutage,
} from "./hub.js";
import { listedIdProblem } from "./ids.js";
import { RECORD_LIST_LIMITS } from "./limits.js";
import { LruCache } from "./lru.js";
import { defaultDirection, type ModelListPage, type ModelListQuery, type ModelStore, StoreError } from "./store.js";
import type { ModelSummary } from "./types.js";

/**
 * Filters an upstream hub's list API cannot apply: refused rather than silently ignored. Facet
 * counts are not a filter: a page of the hub simply comes without them.
 */
const UNSUPPORTED = ["app", "provider", "size", "fits"] as const;

/** The list URL of a query on `hubUrl`; `cursor` is the upstream's own, from a `next` link. */
export function modelListUrl(hubUrl: string, query: ModelListQuery): string {
	const params = new URLSearchParams();
	if (query.search) params.set("search", query.search);
	if (query.task) params.set("pipeline_tag", query.task);
	if (query.library) params.set("library", query.library);
	// License and language are tags on the hub (`license:mit`, `en`).
	if (query.license) params.append("filter", `license:${query.license}`);
	if (query.language) params.append("filter", query.language);
	params.set("sort", query.sort);
	params.set("direction", (query.direction ?? defaultDirection(query.sort)) === "asc" ? "1" : "-1");
	params.set("limit", String(query.limit));
	if (query.cursor) params.set("cursor", query.cursor);
	return `${hubUrl.replace(/\/+$/, "")}/api/models?${params}`;
}

/** The `cursor` of the `rel="next"` link of a `Link` header, if any. */
export function nextCursor(link: string | null): string | undefined {
	if (!link) return undefined;
	for (const part of link.split(",")) {
		const match = /<([^>]*)>\s*;\s*rel="?next"?/i.exec(part);
		if (match?.[1] && URL.canParse(match[1])) return new URL(match[1]).searchParams.get("cursor") ?? undefined;
	}
	return undefined;
}

/** A count as the hub answers it: absent is 0; anything but a whole number ≥ 0 is undefined (malformed). */
const count = (v: unknown) => (v === undefined || v === null ? 0 : isCount(v) ? v : undefined);
const isCount = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
const text = (v: unknown) => (typeof v === "string" && v ? v : undefined);

/**
 * One row of the hub's list as a summary; undefined for a row the page cannot show as it is (a
 * malformed answer): no id, an id a list cannot hold (ids.ts: the pages link to it), or a count
 * that is not a whole number. Tags are cut as a single record's are (limits.ts).
 */
function summaryFromHub(row: unknown): ModelSummary | undefined {
	if (!row || typeof row !== "object") return undefined;
	const r = row as Record<string, unknown>;
	const id = text(r.id) ?? text(r.modelId);
	if (!id || listedIdProblem(id)) return undefined;
	const downloads = count(r.downloads);
	const likes = count(r.likes);
	if (downloads === undefined || likes === undefined) return undefined;
	const tags = Array.isArray(r.tags) ? r.tags.filter((t): t is string => typeof t === "string") : [];
	const summary: ModelSummary = { id, tags: tags.slice(0, RECORD_LIST_LIMITS.tags), downloads, likes };
	const author = text(r.author) ?? (id.includes("/") ? id.split("/")[0] : undefined);
	if (author) summary.author = author;
	const pipeline = text(r.pipeline_tag);
	if (pipeline) summary.pipeline_tag = pipeline;
	const library = text(r.library_name);
	if (library) summary.library_name = library;
	const modified = text(r.lastModified);
	if (modified) summary.lastModified = modified;
	return summary;
}

type ListResult = { ok: true; page: ModelListPage } | { ok: false; error: HubError };

async function fetchList(url: string, options: HubClientOptions): Promise<ListResult> {
	const answer = await getUpstreamJson(url, options, { missingIsFailure: true });
	if (!answer.ok) return answer;
	const { json, response } = answer;
	if (!Array.isArray(json)) return { ok: false, error: { kind: "malformed-record" } };
	const models: ModelSummary[] = [];
	for (const row of json) {
		const summary = summaryFromHub(row);
		if (!summary) return { ok: false, error: { kind: "malformed-record" } };
		models.push(summary);
	}
	const next = nextCursor(response.headers.get("link"));
	return { ok: true, page: next ? { models, next } : { models } };
}

export interface UpstreamStoreOptions extends Omit<HubClientOptions, "breaker"> {
	hubUrl: string;
	/** Pages kept, and for how long. */
	cacheSize?: number;
	cacheTtlMs?: number;
	/** The upstream's breaker, shared with the single-record client when given. */
	breaker?: CircuitBreaker;
	now?: () => number;
}

export function upstreamStore(options: UpstreamStoreOptions): ModelStore {
	const breaker = options.breaker ?? new CircuitBreaker({ now: options.now });
	const client: HubClientOptions = { ...options, breaker };
	const cache = new LruCache<string, ModelListPage>({
		max: options.cacheSize ?? 500,
		ttlMs: options.cacheTtlMs ?? 60_000,
		now: options.now,
	});
	const inFlight = new Map<string, Promise<ListResult>>();
	return {
		health: () => ({ kind: "upstream" }),
		async get(id): Promise<ModelRecord | undefined> {
			const result = await fetchModelRecord(options.hubUrl, id, client);
			if (result.ok) return result.model;
			if (result.error.kind === "not-found") return undefined;
			throw new StoreError(502, describeHubError(result.error, "upstream hub", id));
		},
		async list(query) {
			for (const name of UNSUPPORTED) {
				if (query[name]) throw new StoreError(400, `${name} is not available with an upstream hub`, name);
			}
			if (query.offset) throw new StoreError(400, "an upstream hub pages with cursor, not offset", "offset");
			const url = modelListUrl(options.hubUrl, query);
			const cached = cache.get(url);
			if (cached) return cached;
			let pending = inFlight.get(url);
			if (!pending) {
				pending = (async (): Promise<ListResult> => {
					if (!breaker.allow()) return { ok: false, error: { kind: "circuit-open", retryInMs: breaker.retryInMs } };
					const result = await fetchList(url, client);
					if (!result.ok && isOutage(result.error)) breaker.failure();
					else breaker.success();
					return result;
				})().finally(() => inFlight.delete(url));
				inFlight.set(url, pending);
			}
			const result = await pending;
			if (!result.ok) throw new StoreError(502, describeList(result.error));
			cache.set(url, result.page);
			return result.page;
		},
	};
}

function describeList(error: HubError): string {
	if (error.kind === "malformed-record") return "upstream hub sent a malformed model list";
	return describeHubError(error, "upstream hub", "the model list");
}
