/**
 * The upstream hub client: one model record from a hub's model API (`GET {hub}/api/models/{id}`)
 * with the fields the generators read, retried on 429/502/503/504 (retry.ts), read with a size
 * bound (body.ts), trimmed to what Hubkit uses (limits.ts), validated, checked to be the record
 * asked for, and every failure returned as a typed value instead of thrown. The only network
 * access is through `options.fetch` (default: the global `fetch`).
 */
import type { ModelRecord } from "@hubkit/catalog";
import { parseModelRecord } from "@hubkit/catalog/validate";
import { BodyTooLargeError, MAX_UPSTREAM_BODY_BYTES, readBoundedText } from "./body.js";
import type { CircuitBreaker } from "./breaker.js";
import { formatMebibytes } from "./figures.js";
import { fromHubShape } from "./hub-shape.js";
import { cutLists, MAX_RECORD_BYTES, trimRecord } from "./limits.js";
import { fetchWithRetry, type RetryOptions } from "./retry.js";

/**
 * The fields the generators read, requested with `expand[]` from a hub's model API. Sibling sizes
 * (`blobs=true`) are not asked for: the Hub documents that `expand` cannot be combined with file
 * metadata (huggingface_hub `model_info`): the hardware fit gets the weight files' sizes (and
 * config.json's architecture numbers) from extra requests (upstream-facts.ts).
 */
export const EXPAND_FIELDS = [
	"author",
	"cardData",
	"config",
	"downloads",
	"gated",
	"gguf",
	"inferenceProviderMapping",
	"lastModified",
	"library_name",
	"likes",
	"mask_token",
	"pipeline_tag",
	"private",
	// The hardware fit reads the parameter count per dtype (safetensors) and the GGUF summary.
	"safetensors",
	"siblings",
	"tags",
	"transformersInfo",
	"widgetData",
] as const;

export type HubError =
	| { kind: "not-found" }
	| { kind: "timeout" }
	| { kind: "unreachable" }
	/** A final answer that is neither a record nor "not found" (retries already spent). */
	| { kind: "status"; status: number }
	| { kind: "malformed-json" }
	| { kind: "malformed-record" }
	/** The body passed MAX_UPSTREAM_BODY_BYTES, or the trimmed record MAX_RECORD_BYTES. */
	| { kind: "too-large"; maxBytes: number }
	/** The hub answered with the record of another model than the one asked for. */
	| { kind: "wrong-record"; id: string }
	/** The circuit breaker is open: recent requests failed, so this one was not sent. */
	| { kind: "circuit-open"; retryInMs: number };

export type HubResult = { ok: true; model: ModelRecord } | { ok: false; error: HubError };

export interface HubClientOptions extends RetryOptions {
	/** Sent as a bearer token (gated models); never part of a message. */
	token?: string;
	/** The largest body read (bytes, after decompression); default MAX_UPSTREAM_BODY_BYTES. */
	maxBodyBytes?: number;
	/**
	 * The upstream's circuit breaker, shared by every request to it: while it is open,
	 * requests fail at once with `circuit-open` instead of waiting on a failing hub.
	 */
	breaker?: CircuitBreaker;
}

export const DEFAULT_HUB_TIMEOUT_MS = 10_000;

/** The model API URL of `id` on `hubUrl`, with the expand fields. */
export function modelApiUrl(hubUrl: string, id: string): string {
	const base = hubUrl.replace(/\/+$/, "");
	const path = id.split("/").map(encodeURIComponent).join("/");
	return `${base}/api/models/${path}?${EXPAND_FIELDS.map((f) => `expand[]=${f}`).join("&")}`;
}

/** `{hub}/{id}/resolve/main/{path}`: a file of a repository's main revision, every segment escaped. */
export function resolveFileUrl(hubUrl: string, id: string, path: string): string {
	const segments = (p: string) => p.split("/").map(encodeURIComponent).join("/");
	return `${hubUrl.replace(/\/+$/, "")}/${segments(id)}/resolve/main/${segments(path)}`;
}

/**
 * Validates a hub's answer as a record, keeping only the fields Hubkit reads (lists cut to
 * RECORD_LIST_LIMITS). Optional fields that fail validation are dropped (a hub may add shapes we
 * do not read); a missing id, or one the model id rule refuses (parseModelRecord applies it),
 * makes the whole answer malformed.
 */
export function recordFromHub(json: unknown): ModelRecord | undefined {
	if (!json || typeof json !== "object" || Array.isArray(json)) return undefined;
	// Cut again once read: a provider mapping keyed by provider is a list only after fromHubShape.
	const candidate = { ...(cutLists(fromHubShape(trimRecord(json, EXPAND_FIELDS))) as Record<string, unknown>) };
	for (let pass = 0; pass < 2; pass++) {
		const parsed = parseModelRecord(candidate);
		if (parsed.ok) return parsed.model;
		const keys = new Set(parsed.errors.map((e) => e.path.split(".")[0] ?? "(root)"));
		if (keys.has("id") || keys.has("(root)")) return undefined;
		for (const key of keys) delete candidate[key];
	}
	return undefined;
}

/**
 * Whether `record` answers a request for `asked`: the same id up to case (hubs match ids without
 * case and answer the canonical spelling), or the id the hub redirected to (a renamed repository
 * answers a redirect to its new name, which fetch follows; `finalUrl` is where it ended).
 */
export function answersRequest(record: ModelRecord, asked: string, finalUrl?: string): boolean {
	const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
	if (same(record.id, asked)) return true;
	if (!finalUrl || !URL.canParse(finalUrl)) return false;
	const path = new URL(finalUrl).pathname;
	const prefix = "/api/models/";
	if (!path.startsWith(prefix)) return false;
	try {
		return same(decodeURIComponent(path.slice(prefix.length)), record.id);
	} catch {
		return false;
	}
}

/** Throws away a body we do not use without reading it (it may be of any size). */
export const discard = (response: Response) => response.body?.cancel().catch(() => undefined);

export const isTimeout = (e: unknown) => e instanceof Error && (e.name === "TimeoutError" || e.name === "AbortError");

/** Failures that say the hub is down or overloaded (they count against the breaker). */
export function isOutage(error: HubError): boolean {
	return (
		error.kind === "timeout" ||
		error.kind === "unreachable" ||
		(error.kind === "status" && error.status >= 500) ||
		(error.kind === "status" && error.status === 429)
	);
}

/**
 * Runs one upstream request under the breaker (when there is one): refused at once while it is
 * open, and its outcome (an outage or not) reported back. Records and the fit's extra facts
 * (upstream-facts.ts) share it, so one failing hub stops both.
 */
export async function guarded<T extends { ok: boolean; error?: HubError }>(
	options: HubClientOptions,
	request: () => Promise<T>,
): Promise<T | { ok: false; error: HubError }> {
	const breaker = options.breaker;
	if (!breaker) return request();
	if (!breaker.allow()) return { ok: false, error: { kind: "circuit-open", retryInMs: breaker.retryInMs } };
	const result = await request();
	if (!result.ok && result.error && isOutage(result.error)) breaker.failure();
	else breaker.success();
	return result;
}

export async function fetchModelRecord(hubUrl: string, id: string, options: HubClientOptions = {}): Promise<HubResult> {
	return guarded(options, () => fetchOnce(hubUrl, id, options));
}

export type JsonResult = { ok: true; json: unknown; response: Response } | { ok: false; error: HubError };

/**
 * One GET to the upstream hub with the client's token, retries and time-out (the default when the
 * options name none): the response, whatever its status, or a timeout / unreachable failure. The
 * JSON reads and the GGUF header read send their requests through it.
 */
export async function upstreamGet(
	url: string,
	options: HubClientOptions,
	headers: Record<string, string>,
): Promise<{ ok: true; response: Response } | { ok: false; error: HubError }> {
	const sent = options.token ? { ...headers, authorization: `Bearer ${options.token}` } : headers;
	try {
		const timeoutMs = options.timeoutMs ?? DEFAULT_HUB_TIMEOUT_MS;
		return { ok: true, response: await fetchWithRetry(url, { headers: sent }, { ...options, timeoutMs }) };
	} catch (e) {
		return { ok: false, error: { kind: isTimeout(e) ? "timeout" : "unreachable" } };
	}
}

/**
 * GETs `url` as JSON the way every upstream request is made: retried (retry.ts), timed out,
 * read with a size bound (`maxBytes`, default the client's `maxBodyBytes`), 401/403/404 as
 * "not found" (a missing repository; `missingIsFailure` keeps them as status failures, for URLs
 * such as the model list that always exist), and every failure a typed value. No breaker here:
 * callers wrap it in `guarded`.
 */
export async function getUpstreamJson(
	url: string,
	options: HubClientOptions,
	read: { maxBytes?: number; missingIsFailure?: boolean } = {},
): Promise<JsonResult> {
	const { maxBytes, missingIsFailure = false } = read;
	const sent = await upstreamGet(url, options, { accept: "application/json" });
	if (!sent.ok) return sent;
	const { response } = sent;
	// Hubs answer 401 for repositories that do not exist (or that the caller may not see).
	if (!missingIsFailure && (response.status === 404 || response.status === 401 || response.status === 403)) {
		await discard(response);
		return { ok: false, error: { kind: "not-found" } };
	}
	if (!response.ok) {
		await discard(response);
		return { ok: false, error: { kind: "status", status: response.status } };
	}
	const bound = maxBytes ?? options.maxBodyBytes ?? MAX_UPSTREAM_BODY_BYTES;
	let text: string;
	try {
		// The attempt's time-out signal covers the body too: a body that trickles in times out.
		text = await readBoundedText(response, bound);
	} catch (e) {
		if (e instanceof BodyTooLargeError) return { ok: false, error: { kind: "too-large", maxBytes: bound } };
		return { ok: false, error: { kind: isTimeout(e) ? "timeout" : "unreachable" } };
	}
	try {
		return { ok: true, json: JSON.parse(text), response };
	} catch {
		return { ok: false, error: { kind: "malformed-json" } };
	}
}

async function fetchOnce(hubUrl: string, id: string, options: HubClientOptions): Promise<HubResult> {
	const answer = await getUpstreamJson(modelApiUrl(hubUrl, id), options);
	if (!answer.ok) return answer;
	const { json, response } = answer;
	const model = recordFromHub(json);
	if (!model) return { ok: false, error: { kind: "malformed-record" } };
	if (!answersRequest(model, id, response.redirected ? response.url : undefined)) {
		return { ok: false, error: { kind: "wrong-record", id: model.id } };
	}
	if (JSON.stringify(model).length > MAX_RECORD_BYTES) {
		return { ok: false, error: { kind: "too-large", maxBytes: MAX_RECORD_BYTES } };
	}
	return { ok: true, model };
}

/** One line for a user: `hub` names the hub (its URL, or "upstream hub"). */
export function describeHubError(error: HubError, hub: string, id: string): string {
	switch (error.kind) {
		case "not-found":
			return `model not found on ${hub}: ${id}`;
		case "timeout":
			return `${hub} timed out`;
		case "unreachable":
			return `cannot reach ${hub}`;
		case "status":
			return `${hub} answered ${error.status}`;
		case "malformed-json":
			return `${hub} sent malformed JSON`;
		case "malformed-record":
			return `${hub} sent a malformed model record`;
		case "too-large":
			return `${hub} sent a model record larger than ${formatMebibytes(error.maxBytes)}`;
		case "wrong-record":
			return `${hub} answered with another model's record (${error.id}) for ${id}`;
		case "circuit-open":
			return `${hub} is failing; not asking it again for ${Math.ceil(error.retryInMs / 1000)} s`;
	}
}
