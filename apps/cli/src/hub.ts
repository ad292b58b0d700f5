/**
 * Model records from an upstream hub (`--hub URL`): the hub's model API with the fields the
 * generators read. Same request, retry policy and validation as the server's upstream mode.
 */
import { type ModelRecord, parseModelRecord } from "@hubkit/catalog";
import { fetchWithRetry } from "./retry.js";

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

export type HubResult = { ok: true; model: ModelRecord } | { ok: false; notFound: boolean; error: string };

/** Hubs answer the provider mapping as a list or as an object keyed by provider; records want the list. */
function normaliseMapping(value: unknown): unknown {
	if (!value || typeof value !== "object" || Array.isArray(value)) return value;
	return Object.entries(value as Record<string, unknown>).map(([provider, entry]) =>
		entry && typeof entry === "object" ? { provider, ...(entry as object) } : entry,
	);
}

/** Validates a hub's answer; optional fields of shapes we do not read are dropped, a bad id is fatal. */
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

export async function fetchFromHub(hubUrl: string, id: string, token?: string): Promise<HubResult> {
	const base = hubUrl.replace(/\/+$/, "");
	const query = EXPAND_FIELDS.map((f) => `expand[]=${f}`).join("&");
	const headers: Record<string, string> = { accept: "application/json" };
	if (token) headers.authorization = `Bearer ${token}`;
	const path = id.split("/").map(encodeURIComponent).join("/");
	let response: Response;
	try {
		response = await fetchWithRetry(`${base}/api/models/${path}?${query}`, { headers }, { timeoutMs: 15_000 });
	} catch (e) {
		const timedOut = e instanceof Error && (e.name === "TimeoutError" || e.name === "AbortError");
		return { ok: false, notFound: false, error: timedOut ? `${base} timed out` : `cannot reach ${base}` };
	}
	if (response.status === 404 || response.status === 401 || response.status === 403) {
		return { ok: false, notFound: true, error: `model not found on ${base}: ${id}` };
	}
	if (!response.ok) return { ok: false, notFound: false, error: `${base} answered ${response.status}` };
	let json: unknown;
	try {
		json = await response.json();
	} catch {
		return { ok: false, notFound: false, error: `${base} sent malformed JSON` };
	}
	const model = recordFromHub(json);
	return model ? { ok: true, model } : { ok: false, notFound: false, error: `${base} sent a malformed model record` };
}
