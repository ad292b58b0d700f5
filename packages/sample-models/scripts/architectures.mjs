/**
 * Architecture numbers of the model families in the sample catalogue (config.json fields, the models'
 * own values on the hub), shared by the records of every checkpoint, quantization and conversion of a
 * family, and the helpers that turn them into the fields the hardware-fit estimate reads. A record
 * names its family in its table entry (`withFacts(record, { hardware: { config: LLAMA_3_8B } })`).
 */

export const LLAMA_3_8B = {
	num_hidden_layers: 32,
	num_attention_heads: 32,
	num_key_value_heads: 8,
	head_dim: 128,
	hidden_size: 4096,
	intermediate_size: 14336,
	vocab_size: 128256,
	max_position_embeddings: 131072,
	tie_word_embeddings: false,
};
export const LLAMA_3_8B_8K = { ...LLAMA_3_8B, max_position_embeddings: 8192 };
export const LLAMA_32_3B = {
	num_hidden_layers: 28,
	num_attention_heads: 24,
	num_key_value_heads: 8,
	head_dim: 128,
	hidden_size: 3072,
	intermediate_size: 8192,
	vocab_size: 128256,
	max_position_embeddings: 131072,
	tie_word_embeddings: true,
};
export const LLAMA_32_1B = {
	num_hidden_layers: 16,
	num_attention_heads: 32,
	num_key_value_heads: 8,
	head_dim: 64,
	hidden_size: 2048,
	intermediate_size: 8192,
	vocab_size: 128256,
	max_position_embeddings: 131072,
	tie_word_embeddings: true,
};
export const LLAMA_33_70B = {
	num_hidden_layers: 80,
	num_attention_heads: 64,
	num_key_value_heads: 8,
	head_dim: 128,
	hidden_size: 8192,
	intermediate_size: 28672,
	vocab_size: 128256,
	max_position_embeddings: 131072,
	tie_word_embeddings: false,
};
export const LLAMA_2_7B = {
	num_hidden_layers: 32,
	num_attention_heads: 32,
	num_key_value_heads: 32,
	hidden_size: 4096,
	intermediate_size: 11008,
	vocab_size: 32000,
	max_position_embeddings: 4096,
	tie_word_embeddings: false,
};
export const QWEN25_7B = {
	num_hidden_layers: 28,
	num_attention_heads: 28,
	num_key_value_heads: 4,
	hidden_size: 3584,
	intermediate_size: 18944,
	vocab_size: 152064,
	max_position_embeddings: 32768,
	sliding_window: 131072,
	use_sliding_window: false,
	tie_word_embeddings: false,
};
export const QWEN25_14B = {
	num_hidden_layers: 48,
	num_attention_heads: 40,
	num_key_value_heads: 8,
	hidden_size: 5120,
	intermediate_size: 13824,
	vocab_size: 152064,
	max_position_embeddings: 32768,
	sliding_window: 131072,
	use_sliding_window: false,
	tie_word_embeddings: false,
};
export const QWEN25_32B = { ...QWEN25_14B, num_hidden_layers: 64, intermediate_size: 27648 };
export const QWEN25_05B = {
	num_hidden_layers: 24,
	num_attention_heads: 14,
	num_key_value_heads: 2,
	hidden_size: 896,
	intermediate_size: 4864,
	vocab_size: 151936,
	max_position_embeddings: 32768,
	sliding_window: 32768,
	use_sliding_window: false,
	tie_word_embeddings: true,
};
export const R1_QWEN_7B = { ...QWEN25_7B, max_position_embeddings: 131072 };
export const QWEN3_8B = {
	num_hidden_layers: 36,
	num_attention_heads: 32,
	num_key_value_heads: 8,
	head_dim: 128,
	hidden_size: 4096,
	intermediate_size: 12288,
	vocab_size: 151936,
	max_position_embeddings: 40960,
	use_sliding_window: false,
	tie_word_embeddings: false,
};
export const QWEN3_4B = {
	...QWEN3_8B,
	hidden_size: 2560,
	intermediate_size: 9728,
	tie_word_embeddings: true,
};
export const QWEN3_06B = {
	...QWEN3_8B,
	num_hidden_layers: 28,
	num_attention_heads: 16,
	hidden_size: 1024,
	intermediate_size: 3072,
	tie_word_embeddings: true,
};
export const QWEN3_235B = {
	num_hidden_layers: 94,
	num_attention_heads: 64,
	num_key_value_heads: 4,
	head_dim: 128,
	hidden_size: 4096,
	moe_intermediate_size: 1536,
	num_experts: 128,
	num_experts_per_tok: 8,
	vocab_size: 151936,
	max_position_embeddings: 262144,
	use_sliding_window: false,
};
export const QWEN3_CODER_480B = {
	num_hidden_layers: 62,
	num_attention_heads: 96,
	num_key_value_heads: 8,
	head_dim: 128,
	hidden_size: 6144,
	moe_intermediate_size: 2560,
	num_experts: 160,
	num_experts_per_tok: 8,
	vocab_size: 151936,
	max_position_embeddings: 262144,
	use_sliding_window: false,
};
/** gpt-oss: alternating 128-token sliding-window and full attention layers, sliding first. */
const gptOssLayers = (n) => Array.from({ length: n }, (_, i) => (i % 2 === 0 ? "sliding_attention" : "full_attention"));
export const GPT_OSS_20B = {
	num_hidden_layers: 24,
	num_attention_heads: 64,
	num_key_value_heads: 8,
	head_dim: 64,
	hidden_size: 2880,
	intermediate_size: 2880,
	num_local_experts: 32,
	num_experts_per_tok: 4,
	sliding_window: 128,
	layer_types: gptOssLayers(24),
	vocab_size: 201088,
	max_position_embeddings: 131072,
};
export const GPT_OSS_120B = {
	...GPT_OSS_20B,
	num_hidden_layers: 36,
	num_local_experts: 128,
	layer_types: gptOssLayers(36),
};
export const DEEPSEEK_V3 = {
	num_hidden_layers: 61,
	num_attention_heads: 128,
	num_key_value_heads: 128,
	hidden_size: 7168,
	intermediate_size: 18432,
	moe_intermediate_size: 2048,
	n_routed_experts: 256,
	num_experts_per_tok: 8,
	first_k_dense_replace: 3,
	kv_lora_rank: 512,
	qk_rope_head_dim: 64,
	vocab_size: 129280,
	max_position_embeddings: 163840,
};
export const KIMI_K2 = {
	...DEEPSEEK_V3,
	num_attention_heads: 64,
	num_key_value_heads: 64,
	n_routed_experts: 384,
	first_k_dense_replace: 1,
	vocab_size: 163840,
	max_position_embeddings: 131072,
};
export const GLM_45 = {
	num_hidden_layers: 92,
	num_attention_heads: 96,
	num_key_value_heads: 8,
	head_dim: 128,
	hidden_size: 5120,
	intermediate_size: 12288,
	moe_intermediate_size: 1536,
	n_routed_experts: 160,
	num_experts_per_tok: 8,
	first_k_dense_replace: 3,
	vocab_size: 151552,
	max_position_embeddings: 131072,
};
export const LLAMA4_SCOUT_TEXT = {
	num_hidden_layers: 48,
	num_attention_heads: 40,
	num_key_value_heads: 8,
	head_dim: 128,
	hidden_size: 5120,
	intermediate_size: 8192,
	num_local_experts: 16,
	num_experts_per_tok: 1,
	vocab_size: 202048,
	max_position_embeddings: 10485760,
};
export const GEMMA2_2B = {
	num_hidden_layers: 26,
	num_attention_heads: 8,
	num_key_value_heads: 4,
	head_dim: 256,
	hidden_size: 2304,
	intermediate_size: 9216,
	vocab_size: 256000,
	max_position_embeddings: 8192,
	sliding_window: 4096,
	tie_word_embeddings: true,
};
export const GEMMA2_9B = {
	...GEMMA2_2B,
	num_hidden_layers: 42,
	num_attention_heads: 16,
	num_key_value_heads: 8,
	hidden_size: 3584,
	intermediate_size: 14336,
};
export const GEMMA_2B = {
	num_hidden_layers: 18,
	num_attention_heads: 8,
	num_key_value_heads: 1,
	head_dim: 256,
	hidden_size: 2048,
	intermediate_size: 16384,
	vocab_size: 256000,
	max_position_embeddings: 8192,
	tie_word_embeddings: true,
};
/** Gemma 3 4B's language model (config.json's text_config): five sliding-window layers to one global. */
export const GEMMA3_4B_TEXT = {
	model_type: "gemma3_text",
	num_hidden_layers: 34,
	num_attention_heads: 8,
	num_key_value_heads: 4,
	head_dim: 256,
	hidden_size: 2560,
	intermediate_size: 10240,
	vocab_size: 262208,
	max_position_embeddings: 131072,
	sliding_window: 1024,
	sliding_window_pattern: 6,
};
export const MISTRAL_7B_V01 = {
	num_hidden_layers: 32,
	num_attention_heads: 32,
	num_key_value_heads: 8,
	hidden_size: 4096,
	intermediate_size: 14336,
	vocab_size: 32000,
	max_position_embeddings: 32768,
	sliding_window: 4096,
	tie_word_embeddings: false,
};
export const MISTRAL_7B_V02 = { ...MISTRAL_7B_V01, sliding_window: null };
export const MISTRAL_7B_V03 = { ...MISTRAL_7B_V02, vocab_size: 32768 };
export const MISTRAL_NEMO = {
	num_hidden_layers: 40,
	num_attention_heads: 32,
	num_key_value_heads: 8,
	head_dim: 128,
	hidden_size: 5120,
	intermediate_size: 14336,
	vocab_size: 131072,
	max_position_embeddings: 1024000,
	sliding_window: null,
};
export const MIXTRAL_8X7B = {
	...MISTRAL_7B_V02,
	num_local_experts: 8,
	num_experts_per_tok: 2,
};
export const PHI3_MINI_4K = {
	num_hidden_layers: 32,
	num_attention_heads: 32,
	num_key_value_heads: 32,
	hidden_size: 3072,
	intermediate_size: 8192,
	vocab_size: 32064,
	max_position_embeddings: 4096,
	sliding_window: 2047,
};
export const PHI4 = {
	num_hidden_layers: 40,
	num_attention_heads: 40,
	num_key_value_heads: 10,
	hidden_size: 5120,
	intermediate_size: 17920,
	vocab_size: 100352,
	max_position_embeddings: 16384,
};
export const SMOLLM2_17B = {
	num_hidden_layers: 24,
	num_attention_heads: 32,
	num_key_value_heads: 32,
	hidden_size: 2048,
	intermediate_size: 8192,
	vocab_size: 49152,
	max_position_embeddings: 8192,
	tie_word_embeddings: true,
};
export const TINYLLAMA = {
	num_hidden_layers: 22,
	num_attention_heads: 32,
	num_key_value_heads: 4,
	hidden_size: 2048,
	intermediate_size: 5632,
	vocab_size: 32000,
	max_position_embeddings: 2048,
	tie_word_embeddings: false,
};
export const PHI2 = {
	num_hidden_layers: 32,
	num_attention_heads: 32,
	num_key_value_heads: 32,
	hidden_size: 2560,
	intermediate_size: 10240,
	vocab_size: 51200,
	max_position_embeddings: 2048,
};
export const STARCODER2_3B = {
	num_hidden_layers: 30,
	num_attention_heads: 24,
	num_key_value_heads: 2,
	hidden_size: 3072,
	intermediate_size: 12288,
	vocab_size: 49152,
	max_position_embeddings: 16384,
	sliding_window: 4096,
};
export const OLMO2_7B = {
	num_hidden_layers: 32,
	num_attention_heads: 32,
	num_key_value_heads: 32,
	hidden_size: 4096,
	intermediate_size: 11008,
	vocab_size: 100352,
	max_position_embeddings: 4096,
	tie_word_embeddings: false,
};
export const SMOLLM3_3B = {
	num_hidden_layers: 36,
	num_attention_heads: 16,
	num_key_value_heads: 4,
	hidden_size: 2048,
	intermediate_size: 11008,
	vocab_size: 128256,
	max_position_embeddings: 65536,
	tie_word_embeddings: true,
};
export const FALCON3_7B = {
	num_hidden_layers: 28,
	num_attention_heads: 12,
	num_key_value_heads: 4,
	head_dim: 256,
	hidden_size: 3072,
	intermediate_size: 23040,
	vocab_size: 131072,
	max_position_embeddings: 32768,
	tie_word_embeddings: false,
};
export const INTERNLM25_7B = {
	num_hidden_layers: 32,
	num_attention_heads: 32,
	num_key_value_heads: 8,
	hidden_size: 4096,
	intermediate_size: 14336,
	vocab_size: 92544,
	max_position_embeddings: 32768,
	tie_word_embeddings: false,
};
export const QWEN25_VL_7B_TEXT = { ...QWEN25_7B, max_position_embeddings: 128000 };

// ---- fields derived from them -----------------------------------------------------------------

/** The hub's safetensors summary for a checkpoint stored in one dtype. */
export const st = (total, dtype = "BF16") => ({ parameters: { [dtype]: total }, total });

/**
 * The GGUF header numbers of a converted model (llama.cpp's `<arch>.block_count`, …), from its
 * config: what llama.cpp's converter writes. Sliding-window layers only for the architectures
 * llama.cpp runs with a windowed cache (Gemma 2/3, gpt-oss); experts for mixtures.
 */
export function ggufHeader(c, { swa = false } = {}) {
	const layers = c.num_hidden_layers;
	const headDim = c.head_dim ?? c.hidden_size / c.num_attention_heads;
	const out = {
		block_count: layers,
		head_count: c.num_attention_heads,
		head_count_kv: c.num_key_value_heads ?? c.num_attention_heads,
		embedding_length: c.hidden_size,
		vocab_size: c.vocab_size,
	};
	if (headDim !== c.hidden_size / c.num_attention_heads) out.key_length = headDim;
	if (swa && c.sliding_window) {
		out.sliding_window = c.sliding_window;
		out.sliding_window_layers = Array.isArray(c.layer_types)
			? c.layer_types.filter((t) => t === "sliding_attention").length
			: c.sliding_window_pattern
				? layers - Math.floor(layers / c.sliding_window_pattern)
				: Math.ceil(layers / 2);
	}
	const experts = c.num_local_experts ?? c.num_experts ?? c.n_routed_experts;
	if (experts) {
		out.expert_count = experts;
		out.expert_used_count = c.num_experts_per_tok;
		out.expert_feed_forward_length = c.moe_intermediate_size ?? c.intermediate_size;
	}
	return out;
}
