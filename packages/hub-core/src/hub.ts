/**
 * The upstream hub client: one model record from a hub's model API (`GET {hub}/api/models/{id}`)
 * with the fields the generators read, retried on 429/502/503/504 (retry.ts), validated, and
 * every failure returned as a typed value instead of thrown. The only network access is through
 * `options.fetch` (default: the global `fetch`).
 */
import { type ModelRecord, parseModelRecord } from "@hubkit/catalog";
import { fetchWithRetry, type RetryOptions } from "./retry.js";

/** The fields the generators read, requested with `expand[]` from a hub's model API. */
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
	| { kind: "malformed-record" };

export type HubResult = { ok: true; model: ModelRecord } | { ok: false; error: HubError };

export interface HubClientOptions extends RetryOptions {
	/** Sent as a bearer token (gated models); never part of a message. */
	token?: string;
}

export const DEFAULT_HUB_TIMEOUT_MS = 10_000;

/** The model API URL of `id` on `hubUrl`, with the expand fields. */
export function modelApiUrl(hubUrl: string, id: string): string {
	const base = hubUrl.replace(/\/+$/, "");
	const path = id.split("/").map(encodeURIComponent).join("/");
	return `${base}/api/models/${path}?${EXPAND_FIELDS.map((f) => `expand[]=${f}`).join("&")}`;
}

/**
 * Hubs answer `inferenceProviderMapping` either as a list of entries or as an object keyed by
 * provider; the record type wants the list.
 */
function normaliseMapping(value: unknown): unknown {
	if (!value || typeof value !== "object" || Array.isArray(value)) return value;
	return Object.entries(value as Record<string, unknown>).map(([provider, entry]) =>
		entry && typeof entry === "object" ? { provider, ...(entry as object) } : entry,
	);
}

/**
 * Validates a hub's answer as a record. Optional fields that fail validation are dropped (a hub
 * may add shapes we do not read); a missing or bad id makes the whole answer malformed.
 */
export function recordFromHub(json: unknown): ModelRecord | undefined {
	if (!json || typeof json !== "object" || Array.isArray(json)) return undefined;
	const candidate: Record<string, unknown> = { ...(json as Record<string, unknown>) };
	for (const [key, value] of Object.entries(candidate)) if (value === null) delete candidate[key];
	if ("inferenceProviderMapping" in candidate) {
		candidate.inferenceProviderMapping = normaliseMapping(candidate.inferenceProviderMapping);
	}
	for (let pass = 0; pass < 2; pass++) {
		const parsed = parseModelRecord(candidate);
		if (parsed.ok) return parsed.model;
		const keys = new Set(parsed.errors.map((e) => e.path.split(".")[0] ?? "(root)"));
		if (keys.has("id") || keys.has("(root)")) return undefined;
		for (const key of keys) delete candidate[key];
	}
	return undefined;
}

/** Reads and drops a body we do not use, so the connection can be reused. */
const drain = (response: Response) => response.arrayBuffer().catch(() => undefined);

export async function fetchModelRecord(hubUrl: string, id: string, options: HubClientOptions = {}): Promise<HubResult> {
	const headers: Record<string, string> = { accept: "application/json" };
	if (options.token) headers.authorization = `Bearer ${options.token}`;
	let response: Response;
	try {
		response = await fetchWithRetry(
			modelApiUrl(hubUrl, id),
			{ headers },
			{ ...options, timeoutMs: options.timeoutMs ?? DEFAULT_HUB_TIMEOUT_MS },
		);
	} catch (e) {
		const timedOut = e instanceof Error && (e.name === "TimeoutError" || e.name === "AbortError");
		return { ok: false, error: { kind: timedOut ? "timeout" : "unreachable" } };
	}
	// Hubs answer 401 for repositories that do not exist (or that the caller may not see).
	if (response.status === 404 || response.status === 401 || response.status === 403) {
		await drain(response);
		return { ok: false, error: { kind: "not-found" } };
	}
	if (!response.ok) {
		await drain(response);
		return { ok: false, error: { kind: "status", status: response.status } };
	}
	let json: unknown;
	try {
		json = await response.json();
	} catch {
		return { ok: false, error: { kind: "malformed-json" } };
	}
	const model = recordFromHub(json);
	return model ? { ok: true, model } : { ok: false, error: { kind: "malformed-record" } };
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
	}
}
