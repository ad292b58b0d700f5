/**
 * Where model records come from: the embedded sample catalogue (default), or an upstream hub's
 * model API (`HUB_URL`), cached in memory with a size bound and a TTL.
 */
import { type ModelRecord, parseModelRecord } from "@hubkit/catalog";
import { LruCache } from "./lru.js";
import { fetchWithRetry, type RetryOptions } from "./retry.js";

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

export interface UpstreamOptions extends RetryOptions {
	hubUrl: string;
	/** Sent as a bearer token upstream (gated models); never logged. */
	token?: string;
	cacheSize?: number;
	cacheTtlMs?: number;
	/** How long a "not found" answer is remembered. */
	notFoundTtlMs?: number;
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
 * Validates an upstream answer as a record. Optional fields that fail validation are dropped
 * (a hub may add shapes we do not read); a missing or bad id makes the whole answer malformed.
 */
export function recordFromUpstream(json: unknown): ModelRecord | undefined {
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

export function upstreamSource(options: UpstreamOptions): ModelSource {
	const base = options.hubUrl.replace(/\/+$/, "");
	const cache = new LruCache<string, RecordResult>({
		max: options.cacheSize ?? 500,
		ttlMs: options.cacheTtlMs ?? 300_000,
	});
	const misses = new LruCache<string, RecordResult>({ max: 1000, ttlMs: options.notFoundTtlMs ?? 60_000 });
	// Concurrent requests for the same id share one upstream request.
	const inFlight = new Map<string, Promise<RecordResult>>();
	const query = EXPAND_FIELDS.map((f) => `expand[]=${f}`).join("&");
	const headers: Record<string, string> = { accept: "application/json" };
	if (options.token) headers.authorization = `Bearer ${options.token}`;

	async function load(id: string): Promise<RecordResult> {
		const path = id.split("/").map(encodeURIComponent).join("/");
		let response: Response;
		try {
			response = await fetchWithRetry(
				`${base}/api/models/${path}?${query}`,
				{ headers },
				{
					...options,
					timeoutMs: options.timeoutMs ?? 10_000,
				},
			);
		} catch (e) {
			const timedOut = e instanceof Error && (e.name === "TimeoutError" || e.name === "AbortError");
			return { ok: false, status: 502, error: timedOut ? "upstream hub timed out" : "upstream hub unreachable" };
		}
		// Hubs answer 401 for repositories that do not exist (or that the caller may not see).
		if (response.status === 404 || response.status === 401 || response.status === 403) {
			await response.arrayBuffer().catch(() => undefined);
			return notFound(id);
		}
		if (!response.ok) {
			await response.arrayBuffer().catch(() => undefined);
			return { ok: false, status: 502, error: `upstream hub answered ${response.status}` };
		}
		let json: unknown;
		try {
			json = await response.json();
		} catch {
			return { ok: false, status: 502, error: "upstream hub sent malformed JSON" };
		}
		const model = recordFromUpstream(json);
		return model
			? { ok: true, model }
			: { ok: false, status: 502, error: "upstream hub sent a malformed model record" };
	}

	return {
		kind: "upstream",
		get: async (id) => {
			const cached = cache.get(id) ?? misses.get(id);
			if (cached) return cached;
			let pending = inFlight.get(id);
			if (!pending) {
				pending = load(id).finally(() => inFlight.delete(id));
				inFlight.set(id, pending);
			}
			const result = await pending;
			if (result.ok) cache.set(id, result);
			else if (result.status === 404) misses.set(id, result);
			return result;
		},
	};
}
