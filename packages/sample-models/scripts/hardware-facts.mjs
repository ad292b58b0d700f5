/**
 * Facts the hardware-fit estimate reads, per sample record: config.json's architecture numbers,
 * the hub's `safetensors` parameter counts, the GGUF header's numbers (GGUF repositories have no
 * config.json) and file sizes. Values are the models' own (config.json on the hub, the hub's
 * parameter counts); a file size is given only where known exactly, otherwise left out so the
 * estimate computes it and says so. `applyHardwareFacts` merges them into the built records.
 */

// ---- architectures (config.json fields) -------------------------------------------------------

const LLAMA_3_8B = {
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
const LLAMA_3_8B_8K = { ...LLAMA_3_8B, max_position_embeddings: 8192 };
const LLAMA_32_3B = {
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
const LLAMA_32_1B = {
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
const LLAMA_33_70B = {
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
const LLAMA_2_7B = {
	num_hidden_layers: 32,
	num_attention_heads: 32,
	num_key_value_heads: 32,
	hidden_size: 4096,
	intermediate_size: 11008,
	vocab_size: 32000,
	max_position_embeddings: 4096,
	tie_word_embeddings: false,
};
const QWEN25_7B = {
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
const QWEN25_14B = {
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
const QWEN25_32B = { ...QWEN25_14B, num_hidden_layers: 64, intermediate_size: 27648 };
const QWEN25_05B = {
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
const R1_QWEN_7B = { ...QWEN25_7B, max_position_embeddings: 131072 };
const QWEN3_8B = {
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
const QWEN3_4B = {
	...QWEN3_8B,
	hidden_size: 2560,
	intermediate_size: 9728,
	tie_word_embeddings: true,
};
const QWEN3_06B = {
	...QWEN3_8B,
	num_hidden_layers: 28,
	num_attention_heads: 16,
	hidden_size: 1024,
	intermediate_size: 3072,
	tie_word_embeddings: true,
};
const QWEN3_235B = {
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
const QWEN3_CODER_480B = {
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
const GPT_OSS_20B = {
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
const GPT_OSS_120B = { ...GPT_OSS_20B, num_hidden_layers: 36, num_local_experts: 128, layer_types: gptOssLayers(36) };
const DEEPSEEK_V3 = {
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
const KIMI_K2 = {
	...DEEPSEEK_V3,
	num_attention_heads: 64,
	num_key_value_heads: 64,
	n_routed_experts: 384,
	first_k_dense_replace: 1,
	vocab_size: 163840,
	max_position_embeddings: 131072,
};
const GLM_45 = {
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
const LLAMA4_SCOUT_TEXT = {
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
const GEMMA2_2B = {
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
const GEMMA2_9B = {
	...GEMMA2_2B,
	num_hidden_layers: 42,
	num_attention_heads: 16,
	num_key_value_heads: 8,
	hidden_size: 3584,
	intermediate_size: 14336,
};
const GEMMA_2B = {
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
const GEMMA3_4B_TEXT = {
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
const MISTRAL_7B_V01 = {
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
const MISTRAL_7B_V02 = { ...MISTRAL_7B_V01, sliding_window: null };
const MISTRAL_7B_V03 = { ...MISTRAL_7B_V02, vocab_size: 32768 };
const MISTRAL_NEMO = {
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
const MIXTRAL_8X7B = {
	...MISTRAL_7B_V02,
	num_local_experts: 8,
	num_experts_per_tok: 2,
};
const PHI3_MINI_4K = {
	num_hidden_layers: 32,
	num_attention_heads: 32,
	num_key_value_heads: 32,
	hidden_size: 3072,
	intermediate_size: 8192,
	vocab_size: 32064,
	max_position_embeddings: 4096,
	sliding_window: 2047,
};
const PHI4 = {
	num_hidden_layers: 40,
	num_attention_heads: 40,
	num_key_value_heads: 10,
	hidden_size: 5120,
	intermediate_size: 17920,
	vocab_size: 100352,
	max_position_embeddings: 16384,
};
const SMOLLM2_17B = {
	num_hidden_layers: 24,
	num_attention_heads: 32,
	num_key_value_heads: 32,
	hidden_size: 2048,
	intermediate_size: 8192,
	vocab_size: 49152,
	max_position_embeddings: 8192,
	tie_word_embeddings: true,
};
const TINYLLAMA = {
	num_hidden_layers: 22,
	num_attention_heads: 32,
	num_key_value_heads: 4,
	hidden_size: 2048,
	intermediate_size: 5632,
	vocab_size: 32000,
	max_position_embeddings: 2048,
	tie_word_embeddings: false,
};
const PHI2 = {
	num_hidden_layers: 32,
	num_attention_heads: 32,
	num_key_value_heads: 32,
	hidden_size: 2560,
	intermediate_size: 10240,
	vocab_size: 51200,
	max_position_embeddings: 2048,
};
const STARCODER2_3B = {
	num_hidden_layers: 30,
	num_attention_heads: 24,
	num_key_value_heads: 2,
	hidden_size: 3072,
	intermediate_size: 12288,
	vocab_size: 49152,
	max_position_embeddings: 16384,
	sliding_window: 4096,
};
const OLMO2_7B = {
	num_hidden_layers: 32,
	num_attention_heads: 32,
	num_key_value_heads: 32,
	hidden_size: 4096,
	intermediate_size: 11008,
	vocab_size: 100352,
	max_position_embeddings: 4096,
	tie_word_embeddings: false,
};
const SMOLLM3_3B = {
	num_hidden_layers: 36,
	num_attention_heads: 16,
	num_key_value_heads: 4,
	hidden_size: 2048,
	intermediate_size: 11008,
	vocab_size: 128256,
	max_position_embeddings: 65536,
	tie_word_embeddings: true,
};
const FALCON3_7B = {
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
const INTERNLM25_7B = {
	num_hidden_layers: 32,
	num_attention_heads: 32,
	num_key_value_heads: 8,
	hidden_size: 4096,
	intermediate_size: 14336,
	vocab_size: 92544,
	max_position_embeddings: 32768,
	tie_word_embeddings: false,
};
const QWEN25_VL_7B_TEXT = { ...QWEN25_7B, max_position_embeddings: 128000 };

// ---- per record --------------------------------------------------------------------------------

/** The hub's safetensors summary for a checkpoint stored in one dtype. */
const st = (total, dtype = "BF16") => ({ parameters: { [dtype]: total }, total });

/**
 * The GGUF header numbers of a converted model (llama.cpp's `<arch>.block_count`, …), from its
 * config: what llama.cpp's converter writes. Sliding-window layers only for the architectures
 * llama.cpp runs with a windowed cache (Gemma 2/3, gpt-oss); experts for mixtures.
 */
function ggufHeader(c, { swa = false } = {}) {
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

/** Exact file sizes (bytes) known for GGUF files of the sample repositories. */
const SIZES = {
	"bartowski/Llama-3.2-3B-Instruct-GGUF": { "Llama-3.2-3B-Instruct-Q4_K_M.gguf": 2019377696 },
	"bartowski/Meta-Llama-3.1-8B-Instruct-GGUF": { "Meta-Llama-3.1-8B-Instruct-Q4_K_M.gguf": 4920734016 },
	"ggml-org/gemma-3-4b-it-GGUF": {
		"gemma-3-4b-it-Q4_K_M.gguf": 2489757856,
		"mmproj-model-f16.gguf": 851251104,
	},
	"TheBloke/Mistral-7B-Instruct-v0.2-GGUF": { "mistral-7b-instruct-v0.2.Q4_K_M.gguf": 4368439584 },
	"TheBloke/TinyLlama-1.1B-Chat-v1.0-GGUF": { "tinyllama-1.1b-chat-v1.0.Q4_K_M.gguf": 668788096 },
	"TheBloke/Llama-2-7B-Chat-GGUF": { "llama-2-7b-chat.Q4_K_M.gguf": 4081004224 },
};

/**
 * Weight files (name → size in bytes) of repositories whose records list none, added as siblings so
 * that the fit reads the real checkpoint size instead of parameters × a width the record cannot give
 * (a quantized MoE such as gpt-oss stores its experts in MXFP4 and the rest in BF16). Sizes are the
 * hub's file list as it shows them (decimal GB to three significant digits), not byte-exact.
 */
const FILES = {
	// openai/gpt-oss-20b, main branch: 4.79 GB + 4.8 GB + 4.17 GB = 13.76 GB for 21.5B parameters
	// (hub file list of huggingface.co/openai/gpt-oss-20b, read 2026-11-23).
	"openai/gpt-oss-20b": {
		"model-00000-of-00002.safetensors": 4_790_000_000,
		"model-00001-of-00002.safetensors": 4_800_000_000,
		"model-00002-of-00002.safetensors": 4_170_000_000,
	},
};

/** id → { config?, safetensors?, gguf? }: merged into the record (config and gguf field by field). */
export const HARDWARE_FACTS = {
	// transformers checkpoints
	"meta-llama/Llama-3.1-8B-Instruct": { config: LLAMA_3_8B, safetensors: st(8030261248) },
	"meta-llama/Llama-3.1-8B": { config: LLAMA_3_8B, safetensors: st(8030261248) },
	"meta-llama/Meta-Llama-3-8B": { config: LLAMA_3_8B_8K, safetensors: st(8030261248) },
	"meta-llama/Llama-3.2-3B-Instruct": { config: LLAMA_32_3B, safetensors: st(3212749824) },
	"meta-llama/Llama-3.2-1B-Instruct": { config: LLAMA_32_1B, safetensors: st(1235814400) },
	"meta-llama/Llama-3.3-70B-Instruct": { config: LLAMA_33_70B, safetensors: st(70553706496) },
	"meta-llama/Llama-4-Scout-17B-16E-Instruct": {
		config: { text_config: LLAMA4_SCOUT_TEXT },
		safetensors: st(108641793536),
	},
	// Stored almost entirely as F8_E4M3 (the BF16 norms and F32 scale tensors, well under 1%, are folded in).
	"deepseek-ai/DeepSeek-R1": { config: DEEPSEEK_V3, safetensors: st(684531386000, "F8_E4M3") },
	"deepseek-ai/DeepSeek-V3-0324": { config: DEEPSEEK_V3, safetensors: st(684531386000, "F8_E4M3") },
	"deepseek-ai/DeepSeek-R1-Distill-Qwen-7B": { config: R1_QWEN_7B, safetensors: st(7615616512) },
	"deepseek-ai/DeepSeek-R1-Distill-Llama-8B": { config: LLAMA_3_8B, safetensors: st(8030261248) },
	"Qwen/Qwen2.5-7B-Instruct": { config: QWEN25_7B, safetensors: st(7615616512) },
	"Qwen/Qwen2.5-7B-Instruct-1M": {
		config: { ...QWEN25_7B, max_position_embeddings: 1010000 },
		safetensors: st(7615616512),
	},
	"Qwen/Qwen2.5-Coder-32B-Instruct": { config: QWEN25_32B, safetensors: st(32763876352) },
	"Qwen/Qwen2.5-0.5B": { config: QWEN25_05B, safetensors: st(494032768) },
	"Qwen/Qwen3-8B": { config: QWEN3_8B, safetensors: st(8190735360) },
	"Qwen/Qwen3-4B-Thinking-2507": {
		config: { ...QWEN3_4B, max_position_embeddings: 262144 },
		safetensors: st(4022468096),
	},
	"Qwen/Qwen3-0.6B": { config: QWEN3_06B, safetensors: st(751632384) },
	"Qwen/Qwen3-235B-A22B-Instruct-2507": { config: QWEN3_235B, safetensors: st(235093634560) },
	"Qwen/Qwen3-Coder-480B-A35B-Instruct": { config: QWEN3_CODER_480B, safetensors: st(480154875392) },
	"openai/gpt-oss-20b": { config: GPT_OSS_20B },
	"openai/gpt-oss-120b": { config: GPT_OSS_120B },
	"zai-org/GLM-4.5": { config: GLM_45, safetensors: st(358337791296) },
	"zai-org/GLM-4.6": { config: { ...GLM_45, max_position_embeddings: 202752 } },
	"moonshotai/Kimi-K2-Instruct": { config: KIMI_K2 },
	"google/gemma-2-2b-it": { config: GEMMA2_2B },
	"google/gemma-2-9b-it": { config: GEMMA2_9B },
	"google/gemma-2b": { config: GEMMA_2B },
	"mistralai/Mistral-7B-Instruct-v0.3": { config: MISTRAL_7B_V03, safetensors: st(7248023552) },
	"mistralai/Mistral-7B-v0.1": { config: MISTRAL_7B_V01 },
	"mistralai/Mistral-Nemo-Instruct-2407": { config: MISTRAL_NEMO, safetensors: st(12247782400) },
	"mistralai/Mixtral-8x7B-Instruct-v0.1": { config: MIXTRAL_8X7B, safetensors: st(46702792704) },
	"HuggingFaceH4/zephyr-7b-beta": { config: MISTRAL_7B_V01, safetensors: st(7241732096) },
	"microsoft/Phi-3-mini-4k-instruct": { config: PHI3_MINI_4K, safetensors: st(3821079552) },
	"microsoft/phi-4": { config: PHI4, safetensors: st(14659507200) },
	"HuggingFaceTB/SmolLM2-1.7B-Instruct": { config: SMOLLM2_17B, safetensors: st(1711376384) },
	"bigcode/starcoder2-3b": { config: STARCODER2_3B },
	// parameters from the config (no hub summary here): embeddings, attention and MLP projections
	"allenai/OLMo-2-1124-7B-Instruct": { config: OLMO2_7B },
	"HuggingFaceTB/SmolLM3-3B": { config: SMOLLM3_3B },
	"tiiuae/Falcon3-7B-Instruct": { config: FALCON3_7B },
	"internlm/internlm2_5-7b-chat": { config: INTERNLM25_7B },
	// quantized checkpoints: the architecture; the size follows from parameters × bits (estimated)
	"Qwen/Qwen2.5-7B-Instruct-AWQ": { config: QWEN25_7B },
	"Qwen/Qwen2.5-14B-Instruct-GPTQ-Int4": { config: QWEN25_14B },
	"hugging-quants/Meta-Llama-3.1-8B-Instruct-AWQ-INT4": { config: LLAMA_3_8B },
	"TheBloke/Mistral-7B-Instruct-v0.2-GPTQ": { config: MISTRAL_7B_V02 },
	"TheBloke/Llama-2-7B-AWQ": { config: LLAMA_2_7B },
	// MLX conversions
	"mlx-community/Llama-3.2-3B-Instruct-4bit": { config: LLAMA_32_3B },
	"mlx-community/Qwen3-4B-4bit": { config: QWEN3_4B },
	"mlx-community/Mistral-7B-Instruct-v0.3-4bit": { config: MISTRAL_7B_V03 },
	"mlx-community/gpt-oss-20b-MXFP4-Q8": { config: GPT_OSS_20B },
	"mlx-community/DeepSeek-R1-Distill-Qwen-7B-4bit": { config: R1_QWEN_7B },
	"mlx-community/gemma-2-2b-it-8bit": { config: GEMMA2_2B },
	"mlx-community/Meta-Llama-3-8B-4bit": { config: LLAMA_3_8B_8K },
	"mlx-community/Qwen2.5-0.5B-bf16": { config: QWEN25_05B, safetensors: st(494032768) },
	"mlx-community/Qwen2.5-VL-7B-Instruct-4bit": { config: { text_config: QWEN25_VL_7B_TEXT } },
	// GGUF repositories: the header's numbers
	"bartowski/Llama-3.2-3B-Instruct-GGUF": { gguf: ggufHeader(LLAMA_32_3B) },
	"bartowski/Meta-Llama-3.1-8B-Instruct-GGUF": { gguf: ggufHeader(LLAMA_3_8B) },
	"unsloth/Qwen3-8B-GGUF": { gguf: ggufHeader(QWEN3_8B) },
	"unsloth/gpt-oss-20b-GGUF": { gguf: ggufHeader(GPT_OSS_20B, { swa: true }) },
	"Qwen/Qwen2.5-7B-Instruct-GGUF": { gguf: ggufHeader(QWEN25_7B) },
	"Qwen/Qwen2.5-Coder-7B-Instruct-GGUF": { gguf: ggufHeader(QWEN25_7B) },
	"ggml-org/gemma-3-4b-it-GGUF": { gguf: ggufHeader(GEMMA3_4B_TEXT, { swa: true }) },
	"lmstudio-community/Mistral-7B-Instruct-v0.3-GGUF": { gguf: ggufHeader(MISTRAL_7B_V03) },
	"TheBloke/Mistral-7B-Instruct-v0.2-GGUF": { gguf: ggufHeader(MISTRAL_7B_V02) },
	"TheBloke/TinyLlama-1.1B-Chat-v1.0-GGUF": { gguf: ggufHeader(TINYLLAMA) },
	"unsloth/DeepSeek-R1-Distill-Qwen-7B-GGUF": { gguf: ggufHeader(R1_QWEN_7B) },
	"microsoft/Phi-3-mini-4k-instruct-gguf": { gguf: ggufHeader(PHI3_MINI_4K) },
	"bartowski/SmolLM2-1.7B-Instruct-GGUF": { gguf: ggufHeader(SMOLLM2_17B) },
	"unsloth/Llama-3.3-70B-Instruct-GGUF": { gguf: ggufHeader(LLAMA_33_70B) },
	"Qwen/Qwen2-0.5B-Instruct-GGUF": { gguf: ggufHeader(QWEN25_05B) },
	"lmstudio-community/Meta-Llama-3-8B-Instruct-GGUF": { gguf: ggufHeader(LLAMA_3_8B_8K) },
	"TheBloke/Llama-2-7B-Chat-GGUF": { gguf: ggufHeader(LLAMA_2_7B) },
	"QuantFactory/Meta-Llama-3-8B-GGUF": { gguf: ggufHeader(LLAMA_3_8B_8K) },
	"TheBloke/Llama-2-7B-GGUF": { gguf: ggufHeader(LLAMA_2_7B) },
	"TheBloke/phi-2-GGUF": { gguf: ggufHeader(PHI2) },
	"second-state/StarCoder2-3B-GGUF": { gguf: ggufHeader(STARCODER2_3B) },
};

/**
 * Merges the facts into built records: config and gguf field by field (the table's own values
 * win for fields it sets), safetensors as given, known sizes onto the listed siblings.
 */
/** The ids that have hardware facts (build-data checks each names a record). */
export const HARDWARE_FACT_IDS = () => [
	...new Set([...Object.keys(HARDWARE_FACTS), ...Object.keys(SIZES), ...Object.keys(FILES)]),
];

/** build-data step: the record with its architecture numbers and file sizes written on. */
export function withHardwareFacts(r) {
	{
		const f = HARDWARE_FACTS[r.id];
		const sizes = SIZES[r.id];
		const files = FILES[r.id];
		if (!f && !sizes && !files) return r;
		const out = { ...r };
		if (files) {
			if ((r.siblings ?? []).some((s) => s.rfilename in files)) {
				throw new Error(`hardware-facts.mjs: ${r.id} already lists its weight files; give their sizes in SIZES`);
			}
			out.siblings = [
				...(r.siblings ?? []),
				...Object.entries(files).map(([rfilename, size]) => ({ rfilename, size })),
			];
		}
		if (f?.config) {
			const { text_config, ...top } = f.config;
			out.config = { ...top, ...(r.config ?? {}) };
			if (text_config) out.config.text_config = { ...text_config, ...(r.config?.text_config ?? {}) };
		}
		if (f?.gguf) out.gguf = { ...f.gguf, ...(r.gguf ?? {}) };
		// Exact counts read off the repository win over rounded published figures.
		if (f?.safetensors) out.safetensors = f.safetensors;
		if (sizes && out.siblings) {
			out.siblings = out.siblings.map((s) => (sizes[s.rfilename] ? { ...s, size: sizes[s.rfilename] } : s));
		}
		return out;
	}
}
