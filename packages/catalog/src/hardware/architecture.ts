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
}

const num = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) && v > 0 ? v : undefined);

/** Layers that use the sliding window, from config.json's own description of its layers. */
function slidingLayerCount(c: ArchitectureConfig, modelType: string | undefined, layers: number): number {
	if (Array.isArray(c.layer_types)) return c.layer_types.filter((t) => t === "sliding_attention").length;
	if (!num(c.sliding_window) || c.use_sliding_window === false) return 0;
	// Gemma 2: every other layer, starting with the first (transformers' Gemma2 `layer_idx % 2 == 0`).
	if (modelType === "gemma2") return Math.ceil(layers / 2);
	// Gemma 3 (every 6th layer global) and Cohere 2 (every 4th): `sliding_window_pattern`.
	const pattern =
		num(c.sliding_window_pattern) ?? (modelType === "gemma3" || modelType === "gemma3_text" ? 6 : undefined);
	if (pattern) return layers - Math.floor(layers / pattern);
	// Mistral 7B v0.1, Phi-3, Starcoder2: one window for every layer.
	return layers;
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
	const moeLayers = layers - (e.denseLayers ?? 0);
	// Each expert is a gated MLP: gate, up and down projections of hidden × ffn.
	const skipped = moeLayers * (experts - used) * 3 * hidden * ffn;
	return skipped < total ? total - skipped : undefined;
}

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
	if (!layers || !hidden || !heads || !vocab || (!ffn && !num(c.moe_intermediate_size)) || num(c.kv_lora_rank)) {
		return undefined;
	}
	const headDim = num(c.head_dim) ?? hidden / heads;
	const kvHeads = num(c.num_key_value_heads) ?? heads;
	const attention = 2 * hidden * heads * headDim + 2 * hidden * kvHeads * headDim;
	const experts = num(c.num_local_experts) ?? num(c.n_routed_experts) ?? num(c.num_experts);
	const expertFfn = num(c.moe_intermediate_size) ?? ffn ?? 0;
	const shared = typeof c.n_shared_experts === "number" ? c.n_shared_experts : 0;
	const dense = 3 * hidden * (ffn ?? 0);
	const moe = experts ? 3 * hidden * expertFfn * (experts + shared) + hidden * experts : dense;
	const denseLayers = experts ? Math.min(layers, num(c.first_k_dense_replace) ?? 0) : layers;
	const embeddings = vocab * hidden * (c.tie_word_embeddings === true ? 1 : 2);
	return embeddings + layers * attention + denseLayers * dense + (layers - denseLayers) * moe;
}

/**
 * Whether the KV cache of this architecture is an estimate: without the layer count and the KV
 * width per token (config.json or GGUF header numbers) it cannot be computed from the model's own facts.
 */
export function kvCacheEstimated(arch: ModelArchitecture): boolean {
	return !arch.kvElementsPerToken || !arch.layers;
}

export function modelArchitecture(model: ModelRecord): ModelArchitecture {
	const g = model.gguf ?? {};
	const outer = model.config ?? {};
	const inner = outer.text_config;
	// The language model's numbers: text_config's where it has them (vision/audio-language models).
	const c: ArchitectureConfig = inner ? { ...outer, ...inner } : outer;
	const modelType = (inner?.model_type as string | undefined) ?? outer.model_type;
	const parameters = num(g.total) ?? num(model.safetensors?.total) ?? parametersFromConfig(c);
	const layers = num(c.num_hidden_layers) ?? num(g.block_count);
	const heads = num(c.num_attention_heads) ?? num(g.head_count);
	const hiddenSize = num(c.hidden_size) ?? num(g.embedding_length);
	const kvHeads = num(c.num_key_value_heads) ?? num(g.head_count_kv) ?? heads;
	const headDim = num(c.head_dim) ?? num(g.key_length) ?? (hiddenSize && heads ? hiddenSize / heads : undefined);
	const latent = num(c.kv_lora_rank);
	// Multi-head latent attention caches one compressed latent plus the rope part per token (llama.cpp's MLA cache).
	const kvElementsPerToken = latent
		? latent + (num(c.qk_rope_head_dim) ?? 0)
		: kvHeads && headDim
			? 2 * kvHeads * headDim
			: undefined;
	const linear = Array.isArray(c.layer_types)
		? c.layer_types.filter((t) => t === "linear_attention" || t === "mamba").length
		: 0;
	const kvLayers = layers ? layers - linear : undefined;
	const slidingWindow = num(c.sliding_window) ?? num(g.sliding_window);
	const slidingLayers = !layers
		? 0
		: num(c.num_hidden_layers)
			? slidingLayerCount(c, modelType, layers)
			: Math.min(layers, num(g.sliding_window_layers) ?? 0);
	const experts: ExpertShape = {
		experts: num(c.num_local_experts) ?? num(c.n_routed_experts) ?? num(c.num_experts) ?? num(g.expert_count),
		used: num(c.num_experts_per_tok) ?? num(g.expert_used_count),
		hidden: hiddenSize,
		ffn: num(c.moe_intermediate_size) ?? num(c.intermediate_size) ?? num(g.expert_feed_forward_length),
		denseLayers: num(c.first_k_dense_replace) ?? num(g.leading_dense_block_count),
	};
	const active = num(g.active) ?? (layers ? activeParameters(experts, layers, parameters) : undefined);
	return {
		parameters,
		activeParameters: active && parameters && active < parameters ? active : undefined,
		layers,
		kvHeads,
		headDim,
		contextLength: num(g.context_length) ?? num(c.max_position_embeddings),
		hiddenSize,
		vocabSize: num(c.vocab_size) ?? num(g.vocab_size),
		kvElementsPerToken,
		kvLayers,
		slidingLayers: slidingWindow ? slidingLayers : 0,
		slidingWindow: slidingWindow && slidingLayers ? slidingWindow : undefined,
	};
}
