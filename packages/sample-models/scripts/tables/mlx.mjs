// MLX repositories (mlx-community conversions): mlx-lm and the mlx snippets read these.
import {
	GEMMA2_2B,
	GPT_OSS_20B,
	LLAMA_3_8B_8K,
	LLAMA_32_3B,
	MISTRAL_7B_V03,
	QWEN3_4B,
	QWEN25_05B,
	QWEN25_VL_7B_TEXT,
	R1_QWEN_7B,
	st,
} from "../architectures.mjs";
import { rec, TPL, withFacts } from "../lib.mjs";

const mlxLm = (id, modelType, arch, base, o = {}) =>
	rec(id, {
		pipeline_tag: "text-generation",
		library_name: "mlx",
		formats: ["safetensors"],
		tags: ["mlx", o.bits ? `${o.bits}-bit` : undefined, ...(o.tags ?? [])],
		base: { id: base, rel: "quantized" },
		config: {
			architectures: [arch],
			model_type: modelType,
			...(o.quantization
				? { quantization_config: o.quantization }
				: o.bits
					? { quantization_config: { bits: o.bits, group_size: 64 } }
					: {}),
		},
		chat: o.chat,
		license: o.license,
		languages: o.languages,
		weight: o.weight ?? 2,
	});

export default [
	withFacts(
		mlxLm("mlx-community/Llama-3.2-3B-Instruct-4bit", "llama", "LlamaForCausalLM", "meta-llama/Llama-3.2-3B-Instruct", {
			bits: 4,
			chat: TPL.llama3,
			license: "llama3.2",
			tags: ["facebook", "meta", "llama", "llama-3"],
			weight: 6,
		}),
		{ hardware: { config: LLAMA_32_3B } },
	),
	withFacts(
		mlxLm("mlx-community/Qwen3-4B-4bit", "qwen3", "Qwen3ForCausalLM", "Qwen/Qwen3-4B", {
			bits: 4,
			chat: TPL.qwen,
			license: "apache-2.0",
			weight: 4,
		}),
		{ hardware: { config: QWEN3_4B } },
	),
	withFacts(
		mlxLm(
			"mlx-community/Mistral-7B-Instruct-v0.3-4bit",
			"mistral",
			"MistralForCausalLM",
			"mistralai/Mistral-7B-Instruct-v0.3",
			{
				bits: 4,
				chat: TPL.mistralTools,
				license: "apache-2.0",
				weight: 3,
			},
		),
		{ hardware: { config: MISTRAL_7B_V03 } },
	),
	withFacts(
		mlxLm("mlx-community/gpt-oss-20b-MXFP4-Q8", "gpt_oss", "GptOssForCausalLM", "openai/gpt-oss-20b", {
			// "a mixed-quant conversion: the MoE experts are MXFP4 (no biases) and everything else is 8-bit
			// affine", its config keying per-layer entries by `model.layers.N…` and `lm_head`
			// (https://github.com/Blaizzy/mlx-vlm/issues/1703 and pull/1728, read 2026-11-28). MXFP4 is
			// 4 bits in groups of 32 (https://github.com/Blaizzy/mlx-vlm/pull/514, read 2026-11-28). One
			// per-layer entry stands for the 8-bit layers; their group size is not stated (mlx-lm's default applies).
			quantization: { group_size: 32, bits: 4, mode: "mxfp4", lm_head: { bits: 8, mode: "affine" } },
			chat: TPL.harmony,
			license: "apache-2.0",
			tags: ["vllm"],
			weight: 3,
		}),
		{ hardware: { config: GPT_OSS_20B } },
	),
	withFacts(
		mlxLm(
			"mlx-community/DeepSeek-R1-Distill-Qwen-7B-4bit",
			"qwen2",
			"Qwen2ForCausalLM",
			"deepseek-ai/DeepSeek-R1-Distill-Qwen-7B",
			{
				bits: 4,
				chat: TPL.deepseek,
				weight: 2,
			},
		),
		{ hardware: { config: R1_QWEN_7B } },
	),
	withFacts(
		mlxLm("mlx-community/gemma-2-2b-it-8bit", "gemma2", "Gemma2ForCausalLM", "google/gemma-2-2b-it", {
			bits: 8,
			chat: TPL.gemma,
			license: "gemma",
			weight: 1,
		}),
		{ hardware: { config: GEMMA2_2B } },
	),
	withFacts(
		mlxLm("mlx-community/Meta-Llama-3-8B-4bit", "llama", "LlamaForCausalLM", "meta-llama/Meta-Llama-3-8B", {
			bits: 4,
			license: "llama3",
			languages: ["en"],
			tags: ["facebook", "meta", "llama", "llama-3"],
			weight: 1,
		}),
		{ hardware: { config: LLAMA_3_8B_8K } },
	),
	withFacts(
		mlxLm("mlx-community/Qwen2.5-0.5B-bf16", "qwen2", "Qwen2ForCausalLM", "Qwen/Qwen2.5-0.5B", {
			license: "apache-2.0",
			languages: ["en"],
			weight: 1,
		}),
		{ hardware: { config: QWEN25_05B, safetensors: st(494032768) } },
	),
	// MLX repositories of other tasks.
	withFacts(
		rec("mlx-community/whisper-large-v3-turbo", {
			pipeline_tag: "automatic-speech-recognition",
			library_name: "mlx",
			tags: ["mlx", "whisper"],
			license: "mit",
			weight: 3,
		}),
		{
			hardware: {
				files: { "weights.safetensors": 1610000000 },
				source: {
					url: "https://huggingface.co/mlx-community/whisper-large-v3-turbo/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list: weights.safetensors, 1.61 GB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		rec("mlx-community/Qwen2.5-VL-7B-Instruct-4bit", {
			pipeline_tag: "image-text-to-text",
			library_name: "mlx",
			formats: ["safetensors"],
			tags: ["mlx", "multimodal", "4-bit", "conversational"],
			base: { id: "Qwen/Qwen2.5-VL-7B-Instruct", rel: "quantized" },
			license: "apache-2.0",
			config: {
				architectures: ["Qwen2_5_VLForConditionalGeneration"],
				model_type: "qwen2_5_vl",
				processor_config: { chat_template: TPL.vision },
			},
			weight: 2,
		}),
		{ hardware: { config: { text_config: QWEN25_VL_7B_TEXT } } },
	),
];
