/**
 * The architecture numbers that size a model in memory, read from the record: config.json's
 * fields (or `text_config` for vision- and audio-language models), the hub's `safetensors` and
 * `gguf` summaries. Everything is optional: real records are sparse, and the estimate says
 * what it could not know.
 */
import type { ArchitectureConfig, ModelRecord } from "../model.js";

export interface ModelArchitecture {
	/** All parameters (every expert of a mixture of experts). */
	parameters?: number;
	/** Parameters read per token: fewer than `parameters` for a mixture of experts. */
	activeParameters?: number;
	layers?: number;
	kvHeads?: number;
	headDim?: number;
	contextLength?: number;
	hiddenSize?: number;
	vocabSize?: number;
	/** K and V elements cached per token in one attention layer (2 × KV heads × head dim; MLA: latent + rope). */
	kvElementsPerToken?: number;
	/** Layers that keep a KV cache (linear-attention and recurrent layers keep a fixed state instead). */
	kvLayers?: number;
	/** Of `kvLayers`, those that attend over a sliding window of `slidingWindow` tokens only. */
	slidingLayers: number;
	slidingWindow?: number;
	/**
	 * True when `layer_types` did not describe the layers (a list longer or shorter than the layer
	 * count): every layer is then counted as full attention, the largest cache it could need, and the
	 * KV cache is marked estimated.
	 */
	layerTypesIgnored?: boolean;
	/** Width of the dense feed-forward block (`intermediate_size`); for a mixture of experts, the dense layers'. */
	ffnSize?: number;
	/** Mixture of experts: routed experts, experts used per token, and one expert's FFN width. */
	experts?: number;
	expertsUsed?: number;
	expertFfnSize?: number;
	/**
	 * True when the output projection is the input embedding matrix (tied): config.json's
	 * `tie_word_embeddings`, else the family's rule (see `tiedEmbeddings`).
	 */
	tiedEmbeddings: boolean;
}

/**
 * The largest architecture number read: llama.cpp reads layer, head, width, vocabulary and
 * context numbers as 32-bit integers (`llama_hparams`), so a larger one describes no model it runs.
 */
const MAX_COUNT = 2 ** 31 - 1;

/**
 * An architecture number, or undefined (unknown) when it is not one: not a number, not finite,
 * not positive, not whole (a half layer, a context of 0.5 tokens), or beyond MAX_COUNT.
 */
const num = (v: unknown): number | undefined =>
	typeof v === "number" && Number.isInteger(v) && v > 0 && v <= MAX_COUNT ? v : undefined;

/** A parameter count: a whole, positive number a float holds exactly (a `total` of 1e308 is not one). */
const parameterCount = (v: unknown): number | undefined =>
	typeof v === "number" && Number.isSafeInteger(v) && v > 0 ? v : undefined;

/** config.json's per-layer list when it describes exactly `layers` layers; otherwise undefined. */
function layerTypes(c: ArchitectureConfig, layers: number | undefined): readonly unknown[] | undefined {
	return Array.isArray(c.layer_types) && c.layer_types.length === layers ? c.layer_types : undefined;
}

/** Layers that use the sliding window, from config.json's own description of its layers. */
function slidingLayerCount(
	c: ArchitectureConfig,
	modelType: string | undefined,
	layers: number,
	cached: number = layers,
): number {
	const types = layerTypes(c, layers);
	// Of the layers that keep a cache (the first `cached`), those with a window.
	if (types) return types.slice(0, cached).filter((t) => t === "sliding_attention").length;
	if (Array.isArray(c.layer_types)) return 0; // a list that does not describe the layers: none counted as windowed
	if (!num(c.sliding_window) || c.use_sliding_window === false) return 0;
	// Gemma 2: every other layer, starting with the first (transformers' Gemma2 `layer_idx % 2 == 0`).
	if (modelType === "gemma2") return Math.ceil(cached / 2);
	// Gemma 3 (every 6th layer global) and Cohere 2 (every 4th): `sliding_window_pattern`.
	const pattern =
		num(c.sliding_window_pattern) ?? (modelType === "gemma3" || modelType === "gemma3_text" ? 6 : undefined);
	if (pattern) return cached - Math.floor(cached / pattern);
	// Mistral 7B v0.1, Phi-3, Starcoder2: one window for every layer.
	return cached;
}

/** The mixture-of-experts numbers, from config.json or the GGUF header. */
interface ExpertShape {
	experts?: number;
	used?: number;
	hidden?: number;
	ffn?: number;
	denseLayers?: number;
}

/** Parameters a mixture of experts reads per token: all but the experts the router skips. */
function activeParameters(e: ExpertShape, layers: number, total: number | undefined): number | undefined {
	const { experts, used, hidden, ffn } = e;
	if (!total || !experts || !used || !hidden || !ffn || used >= experts) return undefined;
	const moeLayers = Math.max(0, layers - (e.denseLayers ?? 0));
	// Each expert is a gated MLP: gate, up and down projections of hidden × ffn.
	const skipped = moeLayers * (experts - used) * 3 * hidden * ffn;
	return skipped < total ? total - skipped : undefined;
}

/** Head width: config.json's, or the hidden size split evenly over the heads (never a fraction). */
function headWidth(explicit: number | undefined, hidden: number | undefined, heads: number | undefined) {
	if (explicit) return explicit;
	return hidden && heads && hidden % heads === 0 ? hidden / heads : undefined;
}

/**
 * Families whose output projection is always the input embedding: llama.cpp's Gemma builders
 * find no `output.weight` in their files and reuse `token_embd` (src/llama-model.cpp: "if output
 * is NULL, init from the input tok embed"), and transformers' Gemma configs tie by default.
 */
const TIED_FAMILIES = /^gemma/i;

/** What the record says about tying: config.json's flag, else the family's rule; undefined when it does not say. */
function tiedByRecord(c: ArchitectureConfig, family: string | undefined): boolean | undefined {
	if (typeof c.tie_word_embeddings === "boolean") return c.tie_word_embeddings;
	return family && TIED_FAMILIES.test(family) ? true : undefined;
}

/**
 * Share of the parameters in one vocabulary × hidden matrix above which a model whose record does
 * not say is taken to tie its embeddings. Small models tie to save that matrix: Llama 3.2 1B/3B
 * (21 %, 12 %), Qwen2.5 0.5B–3B (10–27 %), Qwen3 0.6B–4B (10–25 %); models that keep their own
 * output matrix are below: Llama 3.1 8B 6.5 %, Qwen2.5 7B 7.2 %, Qwen3 8B 7.6 %, Phi-3 mini 2.6 %.
 */
const TIED_EMBEDDING_SHARE = 0.09;

/**
 * Parameters counted from config.json when the record gives no total (quantized checkpoints,
 * whose stored element counts are packed): embeddings, attention and gated-MLP projections
 * (every expert of a mixture, plus shared experts); norms and biases, well under 1%, left out.
 */
export function parametersFromConfig(c: ArchitectureConfig): number | undefined {
	const layers = num(c.num_hidden_layers);
	const hidden = num(c.hidden_size);
	const heads = num(c.num_attention_heads);
	const vocab = num(c.vocab_size);
	const ffn = num(c.intermediate_size);
	const headDim = headWidth(num(c.head_dim), hidden, heads);
	if (!layers || !hidden || !heads || !vocab || !headDim || (!ffn && !num(c.moe_intermediate_size))) return undefined;
	if (num(c.kv_lora_rank)) return undefined;
	const kvHeads = num(c.num_key_value_heads) ?? heads;
	const attention = 2 * hidden * heads * headDim + 2 * hidden * kvHeads * headDim;
	const experts = num(c.num_local_experts) ?? num(c.n_routed_experts) ?? num(c.num_experts);
	const expertFfn = num(c.moe_intermediate_size) ?? ffn ?? 0;
	const shared = num(c.n_shared_experts) ?? 0;
	const dense = 3 * hidden * (ffn ?? 0);
	const moe = experts ? 3 * hidden * expertFfn * (experts + shared) + hidden * experts : dense;
	const denseLayers = experts ? Math.min(layers, num(c.first_k_dense_replace) ?? 0) : layers;
	const family = typeof c.model_type === "string" ? c.model_type : undefined;
	const embeddings = vocab * hidden * (tiedByRecord(c, family) === true ? 1 : 2);
	return parameterCount(embeddings + layers * attention + denseLayers * dense + (layers - denseLayers) * moe);
}

/**
 * Whether the KV cache of this architecture is an estimate: without the layer count and the KV
 * width per token (config.json or GGUF header numbers) it cannot be computed from the model's own
 * facts; with a `layer_types` list that does not match the layers, which layers cache is a guess.
 */
export function kvCacheEstimated(arch: ModelArchitecture): boolean {
	return !arch.kvElementsPerToken || !arch.layers || arch.layerTypesIgnored === true;
}

/**
 * Read once per record object (records are values: nothing edits one after it is parsed, as
 * options.ts's weight options also assume), so estimating a model on every device reads it once.
 */
const ARCHITECTURES = new WeakMap<ModelRecord, Readonly<ModelArchitecture>>();

/** The record's architecture numbers (frozen: the same object is handed to every caller). */
export function modelArchitecture(model: ModelRecord): ModelArchitecture {
	const known = ARCHITECTURES.get(model);
	if (known) return known;
	const arch = Object.freeze(readArchitecture(model));
	ARCHITECTURES.set(model, arch);
	return arch;
}

function readArchitecture(model: ModelRecord): ModelArchitecture {
	const g = model.gguf ?? {};
	const outer = model.config ?? {};
	const inner = outer.text_config;
	// The language model's numbers: text_config's where it has them (vision/audio-language models).
	const c: ArchitectureConfig = inner ? { ...outer, ...inner } : outer;
	const modelType = (inner?.model_type as string | undefined) ?? outer.model_type;
	// A published count (sample.parameters) last: the repository's own summaries and config describe it first.
	const parameters =
		parameterCount(g.total) ??
		parameterCount(model.safetensors?.total) ??
		parametersFromConfig(c) ??
		parameterCount(model.sample?.parameters?.total);
	const layers = num(c.num_hidden_layers) ?? num(g.block_count);
	const heads = num(c.num_attention_heads) ?? num(g.head_count);
	const hiddenSize = num(c.hidden_size) ?? num(g.embedding_length);
	const kvHeads = num(c.num_key_value_heads) ?? num(g.head_count_kv) ?? heads;
	const headDim = headWidth(num(c.head_dim) ?? num(g.key_length), hiddenSize, heads);
	const latent = num(c.kv_lora_rank);
	// Multi-head latent attention caches one compressed latent plus the rope part per token (llama.cpp's MLA cache).
	const kvElementsPerToken = latent
		? latent + (num(c.qk_rope_head_dim) ?? 0)
		: kvHeads && headDim
			? 2 * kvHeads * headDim
			: undefined;
	const types = layerTypes(c, layers);
	const layerTypesIgnored = Array.isArray(c.layer_types) && layers !== undefined && !types ? true : undefined;
	const linear = types ? types.filter((t) => t === "linear_attention" || t === "mamba").length : 0;
	// Only the first layers keep a cache of their own, the rest reuse theirs (Gemma 3n, Gemma 4): config.json's
	// `num_kv_shared_layers` (transformers: first_kv_shared_layer_idx = num_hidden_layers - num_kv_shared_layers),
	// or a GGUF summary's kv_block_count (llama.cpp's n_layer_kv_from_start).
	const shared = num(c.num_kv_shared_layers);
	const cachedLayers = !layers
		? layers
		: num(c.num_hidden_layers)
			? shared !== undefined && shared < layers
				? layers - shared
				: layers
			: Math.min(layers, num(g.kv_block_count) ?? layers);
	const kvLayers = cachedLayers ? cachedLayers - linear : undefined;
	const slidingWindow = num(c.sliding_window) ?? num(g.sliding_window);
	const slidingLayers = !layers
		? 0
		: num(c.num_hidden_layers)
			? slidingLayerCount(c, modelType, layers, cachedLayers)
			: Math.min(layers, num(g.sliding_window_layers) ?? 0);
	const experts: ExpertShape = {
		experts: num(c.num_local_experts) ?? num(c.n_routed_experts) ?? num(c.num_experts) ?? num(g.expert_count),
		used: num(c.num_experts_per_tok) ?? num(g.expert_used_count),
		hidden: hiddenSize,
		ffn: num(c.moe_intermediate_size) ?? num(c.intermediate_size) ?? num(g.expert_feed_forward_length),
		denseLayers: num(c.first_k_dense_replace) ?? num(g.leading_dense_block_count),
	};
	const moe = experts.experts !== undefined && experts.used !== undefined && experts.used <= experts.experts;
	const active = parameterCount(g.active) ?? (layers ? activeParameters(experts, layers, parameters) : undefined);
	const vocabSize = num(c.vocab_size) ?? num(g.vocab_size);
	// The GGUF header's FFN width, where a summary carries it (`<arch>.feed_forward_length`); a mixture
	// of experts has a dense FFN only in its leading dense layers (DeepSeek's `first_k_dense_replace`).
	const ffnSize = !moe || experts.denseLayers ? (num(c.intermediate_size) ?? num(g.feed_forward_length)) : undefined;
	const family = modelType ?? (typeof g.architecture === "string" ? g.architecture : undefined);
	const share = parameters && vocabSize && hiddenSize ? (vocabSize * hiddenSize) / parameters : 0;
	return {
		parameters,
		activeParameters: active && parameters && active < parameters ? active : undefined,
		layers,
		kvHeads,
		headDim,
		contextLength: num(g.context_length) ?? num(c.max_position_embeddings),
		hiddenSize,
		vocabSize,
		kvElementsPerToken,
		kvLayers,
		slidingLayers: slidingWindow ? slidingLayers : 0,
		slidingWindow: slidingWindow && slidingLayers ? slidingWindow : undefined,
		...(layerTypesIgnored ? { layerTypesIgnored } : {}),
		...(ffnSize ? { ffnSize } : {}),
		...(moe ? { experts: experts.experts, expertsUsed: experts.used } : {}),
		...(moe && experts.ffn ? { expertFfnSize: experts.ffn } : {}),
		tiedEmbeddings: tiedByRecord(c, family) ?? share >= TIED_EMBEDDING_SHARE,
	};
}
