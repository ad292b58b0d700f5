/**
 * The facts the hardware fit needs that a hub's model API does not give: the architecture
 * numbers of the repository's `config.json` (the API's `config` is a subset without them), the
 * sizes of the weight files (the API cannot list sizes together with `expand`) and, for a GGUF
 * repository, the numbers of one file's header (upstream-gguf.ts). Up to three extra requests,
 * made only for a record with weights that lacks them, through the record's own machinery
 * (retries, time-out, size bound, breaker: hub.ts). Each is best effort: a failure leaves the record as it was, and the estimate says what it estimated.
 */
import type { ArchitectureConfig, ModelRecord } from "@hubkit/catalog";
import { hasWeights, isWeightFile } from "@hubkit/catalog/hardware";
import {
	fetchModelRecord,
	getUpstreamJson,
	guarded,
	type HubClientOptions,
	type HubResult,
	resolveFileUrl,
} from "./hub.js";
import { MAX_RECORD_BYTES, RECORD_LIST_LIMITS } from "./limits.js";
import { fetchGgufHeaderFacts, wantsGgufHeader, withGgufHeader } from "./upstream-gguf.js";

export const UPSTREAM_FACT_LIMITS = {
	/** The largest config.json read (real ones are a few KB). */
	configBytes: 1024 * 1024,
	/** The largest tree listing read. */
	treeBytes: 8 * 1024 * 1024,
	/** Tree entries looked at; the rest ignored (the record keeps no more siblings than this). */
	treeEntries: RECORD_LIST_LIMITS.siblings,
	/** Longest `layer_types` list kept, and longest string value. */
	layerTypes: 1024,
	stringLength: 64,
} as const;

/** `{hub}/{id}/resolve/main/config.json`. */
export const configJsonUrl = (hubUrl: string, id: string): string => resolveFileUrl(hubUrl, id, "config.json");

/** `{hub}/api/models/{id}/tree/main?recursive=true` (the first page: enough for the weight files of nearly every repo). */
export function treeUrl(hubUrl: string, id: string): string {
	const path = id.split("/").map(encodeURIComponent).join("/");
	return `${hubUrl.replace(/\/+$/, "")}/api/models/${path}/tree/main?recursive=true`;
}

/** The config.json fields the estimator reads, by the kind of value each must be. */
const COUNT_FIELDS = [
	"num_hidden_layers",
	"num_attention_heads",
	"num_key_value_heads",
	"head_dim",
	"hidden_size",
	"intermediate_size",
	"vocab_size",
	"max_position_embeddings",
	"sliding_window_pattern",
	"num_experts",
	"num_local_experts",
	"n_routed_experts",
	"n_shared_experts",
	"num_experts_per_tok",
	"moe_intermediate_size",
	"first_k_dense_replace",
	"kv_lora_rank",
	"qk_rope_head_dim",
] as const;
const FLAG_FIELDS = ["use_sliding_window", "tie_word_embeddings"] as const;
const NAME_FIELDS = ["torch_dtype", "model_type"] as const;

const isCount = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
const isName = (v: unknown): v is string =>
	typeof v === "string" && v.length <= UPSTREAM_FACT_LIMITS.stringLength && /^[\w.-]+$/.test(v);

/**
 * The architecture fields of a config.json, each kept only when it has the right kind of value
 * (counts: non-negative safe integers; names: short words); anything else is dropped, so a
 * hostile or odd config cannot put a string, a negative or a huge list into the estimate.
 */
export function architectureFromConfig(json: unknown, depth = 0): ArchitectureConfig | undefined {
	if (!json || typeof json !== "object" || Array.isArray(json)) return undefined;
	const source = json as Record<string, unknown>;
	const out: ArchitectureConfig = {};
	for (const key of COUNT_FIELDS) if (isCount(source[key])) out[key] = source[key];
	for (const key of FLAG_FIELDS) if (typeof source[key] === "boolean") out[key] = source[key];
	for (const key of NAME_FIELDS) if (isName(source[key])) out[key] = source[key];
	const window = source.sliding_window;
	if (window === null || isCount(window)) out.sliding_window = window;
	const types = source.layer_types;
	if (Array.isArray(types) && types.length <= UPSTREAM_FACT_LIMITS.layerTypes && types.every(isName)) {
		out.layer_types = [...types];
	}
	if (depth === 0) {
		const inner = architectureFromConfig(source.text_config, 1);
		if (inner && Object.keys(inner).length) out.text_config = inner;
	}
	return Object.keys(out).length ? out : undefined;
}

/**
 * Sizes of the weight files of a tree listing (`lfs.size` first: the file's own size), by path;
 * `library` is the record's, which decides whether some files are weights (isWeightFile).
 */
export function weightSizesFromTree(json: unknown, library?: unknown): Map<string, number> {
	const sizes = new Map<string, number>();
	if (!Array.isArray(json)) return sizes;
	for (const entry of json.slice(0, UPSTREAM_FACT_LIMITS.treeEntries)) {
		if (!entry || typeof entry !== "object") continue;
		const { type, path, size, lfs } = entry as Record<string, unknown>;
		if (type !== "file" || typeof path !== "string" || !isWeightFile(path, library)) continue;
		const lfsSize = lfs && typeof lfs === "object" ? (lfs as Record<string, unknown>).size : undefined;
		const bytes = isCount(lfsSize) ? lfsSize : isCount(size) ? size : undefined;
		if (bytes !== undefined) sizes.set(path, bytes);
	}
	return sizes;
}

/** The config already has the numbers that size the KV cache (an embedded record, a hub that sends them). */
const hasArchitecture = (model: ModelRecord) =>
	isCount(model.config?.num_hidden_layers) || isCount(model.config?.text_config?.num_hidden_layers);

const unsizedWeights = (model: ModelRecord) =>
	(model.siblings ?? []).some((s) => isWeightFile(s.rfilename, model.library_name) && typeof s.size !== "number");

/** One best-effort JSON GET under the breaker; undefined on any failure (404 included). */
async function optionalJson(url: string, options: HubClientOptions, maxBytes: number): Promise<unknown> {
	const answer = await guarded(options, () => getUpstreamJson(url, options, { maxBytes }));
	return answer.ok && "json" in answer ? answer.json : undefined;
}

/**
 * `model` with config.json's architecture numbers merged into `config` and the tree's sizes
 * filled into `siblings`, where it has weights and lacks them. Never fails: what could not be
 * fetched stays as it was (and the fit estimates it).
 */
export async function withUpstreamFacts(
	hubUrl: string,
	model: ModelRecord,
	options: HubClientOptions = {},
): Promise<ModelRecord> {
	if (!hasWeights(model)) return model;
	const wantConfig = !hasArchitecture(model);
	const wantSizes = unsizedWeights(model);
	const wantHeader = wantsGgufHeader(model);
	if (!wantConfig && !wantSizes && !wantHeader) return model;
	const [config, tree, header] = await Promise.all([
		wantConfig ? optionalJson(configJsonUrl(hubUrl, model.id), options, UPSTREAM_FACT_LIMITS.configBytes) : undefined,
		wantSizes ? optionalJson(treeUrl(hubUrl, model.id), options, UPSTREAM_FACT_LIMITS.treeBytes) : undefined,
		wantHeader ? fetchGgufHeaderFacts(hubUrl, model, options) : undefined,
	]);
	let out = model;
	const arch = architectureFromConfig(config);
	if (arch) {
		const { text_config: inner, ...outer } = arch;
		const merged = { ...model.config, ...outer };
		if (inner) merged.text_config = { ...model.config?.text_config, ...inner };
		out = { ...out, config: merged };
	}
	const sizes = weightSizesFromTree(tree, model.library_name);
	if (sizes.size && out.siblings) {
		out = {
			...out,
			siblings: out.siblings.map((s) => {
				const size = sizes.get(s.rfilename);
				return size === undefined || typeof s.size === "number" ? s : { ...s, size };
			}),
		};
	}
	// A config.json with the numbers is read first by the fit; the header's fill in where there is none.
	if (header && wantsGgufHeader(out)) out = withGgufHeader(out, header);
	// The record's own bound holds for the enriched record too.
	return JSON.stringify(out).length > MAX_RECORD_BYTES ? model : out;
}

/** fetchModelRecord, then withUpstreamFacts on the record it found. */
export async function fetchModelWithFacts(
	hubUrl: string,
	id: string,
	options: HubClientOptions = {},
): Promise<HubResult> {
	const result = await fetchModelRecord(hubUrl, id, options);
	if (!result.ok) return result;
	return { ok: true, model: await withUpstreamFacts(hubUrl, result.model, options) };
}
