/**
 * An upstream hub's model list API: `GET {hub}/api/models?search=&author=&pipeline_tag=&library=&
 * filter=&sort=&direction=&limit=&cursor=`, paged by the cursor of its `Link: <…>; rel="next"`
 * header, its rows read as summaries. The hub gives no total, so pages carry `next` (a cursor)
 * instead. The store that asks it (retries, breaker, cache) is upstream-store.ts.
 */
import { describeHubError, getUpstreamJson, type HubClientOptions, type HubError } from "./hub.js";
import { listedIdProblem } from "./ids.js";
import { RECORD_LIST_LIMITS } from "./limits.js";
import { keyOrder, type ModelListPage, type ModelListQuery, StoreError } from "./store.js";
import type { ModelSummary } from "./types.js";

/**
 * Filters an upstream hub's list API cannot apply: refused rather than silently ignored. Facet
 * counts are not a filter: a page of the hub simply comes without them.
 */
const UNSUPPORTED = ["app", "provider", "maxPrice", "tools", "structuredOutput", "size", "fits"] as const;

/** The refusal of a filter the hub's list API cannot apply. */
export const unsupportedFilter = (name: (typeof UNSUPPORTED)[number]): StoreError =>
	new StoreError(400, `${name} is not available with an upstream hub`, name);

/** The refusal of a query the hub's list API cannot answer as asked; undefined when it can. */
export function upstreamListProblem(query: ModelListQuery): StoreError | undefined {
	for (const name of UNSUPPORTED) {
		if (query[name]) return unsupportedFilter(name);
	}
	if (query.offset) return new StoreError(400, "an upstream hub pages with cursor, not offset", "offset");
	return undefined;
}

/** The list URL of a query on `hubUrl`; `cursor` is the upstream's own, from a `next` link. */
export function modelListUrl(hubUrl: string, query: ModelListQuery): string {
	const params = new URLSearchParams();
	if (query.search) params.set("search", query.search);
	if (query.task) params.set("pipeline_tag", query.task);
	if (query.library) params.set("library", query.library);
	// License and language are tags on the hub (`license:mit`, `en`).
	if (query.license) params.append("filter", `license:${query.license}`);
	if (query.language) params.append("filter", query.language);
	// The hub's list API has no best-match order: best match asks it for the order within a tier
	// (the most downloaded matches first), which is what the hub then answers.
	const order = keyOrder(query.sort, query.direction);
	params.set("sort", order.sort);
	params.set("direction", order.direction === "asc" ? "1" : "-1");
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

export type ListResult = { ok: true; page: ModelListPage } | { ok: false; error: HubError };

/** One page of the hub's list; a failure or a malformed answer as a HubError (no breaker here). */
export async function fetchList(url: string, options: HubClientOptions): Promise<ListResult> {
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

/** A list failure as the API answers it (502). */
export function describeList(error: HubError): string {
	if (error.kind === "malformed-record") return "upstream hub sent a malformed model list";
	return describeHubError(error, "upstream hub", "the model list");
}
