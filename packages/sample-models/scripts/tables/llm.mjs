// Text-generation models on transformers: chat and base models, reasoning models, quantized
// (AWQ/GPTQ/FP8) checkpoints, remote-code models, and the providers that serve them.
import {
	DEEPSEEK_V3,
	FALCON3_7B,
	GEMMA_2B,
	GEMMA2_2B,
	GEMMA2_9B,
	GLM_45,
	GPT_OSS_20B,
	GPT_OSS_120B,
	INTERNLM25_7B,
	KIMI_K2,
	LLAMA_2_7B,
	LLAMA_3_8B,
	LLAMA_3_8B_8K,
	LLAMA_32_1B,
	LLAMA_32_3B,
	LLAMA_33_70B,
	LLAMA4_SCOUT_TEXT,
	MISTRAL_7B_V01,
	MISTRAL_7B_V02,
	MISTRAL_7B_V03,
	MISTRAL_NEMO,
	MIXTRAL_8X7B,
	OLMO2_7B,
	PHI3_MINI_4K,
	PHI4,
	QWEN3_4B,
	QWEN3_8B,
	QWEN3_06B,
	QWEN3_235B,
	QWEN3_CODER_480B,
	QWEN25_7B,
	QWEN25_05B,
	QWEN25_14B,
	QWEN25_32B,
	R1_QWEN_7B,
	SMOLLM2_17B,
	SMOLLM3_3B,
	STARCODER2_3B,
	st,
} from "../architectures.mjs";
import { chatLm, day, serve, TPL, tf, withFacts } from "../lib.mjs";

const C = "conversational";
const TG = "text-generation";

export default [
	withFacts(
		chatLm("meta-llama/Llama-3.1-8B-Instruct", "LlamaForCausalLM", "llama", TPL.llama3, {
			gated: "manual",
			license: "llama3.1",
			languages: ["en", "de", "fr", "it", "pt", "hi", "es", "th"],
			base: { id: "meta-llama/Llama-3.1-8B" },
			tags: ["facebook", "meta", "llama-3"],
			weight: 60,
			inferenceProviderMapping: serve(
				["cerebras", "llama3.1-8b", C],
				["fireworks-ai", "accounts/fireworks/models/llama-v3p1-8b-instruct", C],
				["groq", "llama-3.1-8b-instant", C],
				["novita", "meta-llama/llama-3.1-8b-instruct", C],
				["nscale", "meta-llama/Llama-3.1-8B-Instruct", C],
				["featherless-ai", "meta-llama/Meta-Llama-3.1-8B-Instruct", C],
				["ovhcloud", "Llama-3.1-8B-Instruct", C],
				["scaleway", "llama-3.1-8b-instruct", C],
				["hf-inference", "meta-llama/Llama-3.1-8B-Instruct", C, "staging"],
				["publicai", "meta-llama/Llama-3.1-8B-Instruct", C, "staging"],
			),
		}),
		{
			decision: { created: "2024-07-18", config: { max_position_embeddings: 131_072 } },
			hardware: { config: LLAMA_3_8B, safetensors: st(8030261248) },
			evals: [
				{
					dataset: "vectara/hallucination-leaderboard",
					config: "hhem-2.1",
					metric: "hallucination_rate",
					metricName: "Hallucination rate % of news-article summaries (HHEM-2.1)",
					value: 5.4,
					url: "https://github.com/vectara/hallucination-leaderboard/blob/37fc0e9a757a3b42cee659a3e1914539b6b5de06/README.md",
					checked: "2026-11-28",
					notes:
						"Vectara hallucination leaderboard, table last updated 16 October 2025 (the last one judged by HHEM-2.1 on its first document set), row 'Llama-3.1-8B-Instruct', column Hallucination Rate (5.4 %); 831 mostly CNN/Daily Mail documents summarised with one prompt at temperature 0",
				},
			],
		},
	),
	withFacts(
		chatLm("meta-llama/Llama-3.2-3B-Instruct", "LlamaForCausalLM", "llama", TPL.llama3, {
			gated: "manual",
			license: "llama3.2",
			languages: ["en", "de", "fr", "it", "pt", "hi", "es", "th"],
			base: { id: "meta-llama/Llama-3.2-3B" },
			tags: ["facebook", "meta", "llama-3"],
			weight: 30,
			inferenceProviderMapping: serve(
				["together", "meta-llama/Llama-3.2-3B-Instruct-Turbo", C],
				["novita", "meta-llama/llama-3.2-3b-instruct", C],
				["featherless-ai", "meta-llama/Llama-3.2-3B-Instruct", C],
			),
		}),
		{ hardware: { config: LLAMA_32_3B, safetensors: st(3212749824) } },
	),
	withFacts(
		chatLm("meta-llama/Llama-3.2-1B-Instruct", "LlamaForCausalLM", "llama", TPL.llama3, {
			gated: "manual",
			license: "llama3.2",
			languages: ["en", "de", "fr", "it", "pt", "hi", "es", "th"],
			base: { id: "meta-llama/Llama-3.2-1B" },
			tags: ["facebook", "meta", "llama-3"],
			weight: 40,
			inferenceProviderMapping: serve(["novita", "meta-llama/llama-3.2-1b-instruct", C]),
		}),
		{ hardware: { config: LLAMA_32_1B, safetensors: st(1235814400) } },
	),
	withFacts(
		chatLm("meta-llama/Llama-3.3-70B-Instruct", "LlamaForCausalLM", "llama", TPL.llama3, {
			gated: "manual",
			license: "llama3.3",
			languages: ["en", "fr", "it", "pt", "hi", "es", "th", "de"],
			base: { id: "meta-llama/Llama-3.1-70B" },
			tags: ["facebook", "meta", "llama-3"],
			weight: 20,
			inferenceProviderMapping: serve(
				["cerebras", "llama-3.3-70b", C],
				["groq", "llama-3.3-70b-versatile", C],
				["together", "meta-llama/Llama-3.3-70B-Instruct-Turbo", C],
				["deepinfra", "meta-llama/Llama-3.3-70B-Instruct", C],
				["ovhcloud", "Meta-Llama-3_3-70B-Instruct", C],
				["scaleway", "llama-3.3-70b-instruct", C],
				["nscale", "meta-llama/Llama-3.3-70B-Instruct", C],
				["fireworks-ai", "accounts/fireworks/models/llama-v3p3-70b-instruct", C],
				["novita", "meta-llama/llama-3.3-70b-instruct", C],
			),
		}),
		{ hardware: { config: LLAMA_33_70B, safetensors: st(70553706496) } },
	),
	withFacts(
		tf("meta-llama/Llama-3.1-8B", TG, "LlamaForCausalLM", "llama", {
			gated: "manual",
			license: "llama3.1",
			languages: ["en", "de", "fr", "it", "pt", "hi", "es", "th"],
			tags: ["facebook", "meta", "llama-3"],
			weight: 15,
			inferenceProviderMapping: serve(["featherless-ai", "meta-llama/Meta-Llama-3.1-8B", TG]),
		}),
		{ hardware: { config: LLAMA_3_8B, safetensors: st(8030261248) } },
	),
	withFacts(
		tf("meta-llama/Meta-Llama-3-8B", TG, "LlamaForCausalLM", "llama", {
			gated: "manual",
			license: "llama3",
			languages: ["en"],
			tags: ["facebook", "meta", "llama-3"],
			weight: 10,
		}),
		{ hardware: { config: LLAMA_3_8B_8K, safetensors: st(8030261248) } },
	),
	withFacts(
		chatLm("meta-llama/Llama-4-Scout-17B-16E-Instruct", "Llama4ForConditionalGeneration", "llama4", TPL.llama3, {
			pipeline_tag: "image-text-to-text",
			auto: "AutoModelForImageTextToText",
			gated: "manual",
			license: "other",
			base: { id: "meta-llama/Llama-4-Scout-17B-16E" },
			tags: ["facebook", "meta", "llama4"],
			weight: 8,
			inferenceProviderMapping: serve(
				["groq", "meta-llama/llama-4-scout-17b-16e-instruct", C],
				["cerebras", "llama-4-scout-17b-16e-instruct", C],
				["together", "meta-llama/Llama-4-Scout-17B-16E-Instruct", C],
			),
		}),
		{
			decision: { licenseName: "llama4" },
			hardware: { config: { text_config: LLAMA4_SCOUT_TEXT }, safetensors: st(108641793536) },
		},
	),
	// DeepSeek V3 checkpoints are stored almost entirely as F8_E4M3 (the BF16 norms and F32 scale tensors,
	// well under 1%, are folded into the count).
	withFacts(
		chatLm("deepseek-ai/DeepSeek-R1", "DeepseekV3ForCausalLM", "deepseek_v3", TPL.deepseek, {
			license: "mit",
			tags: ["custom_code", "fp8"],
			config: { quantization_config: { quant_method: "fp8" } },
			auto: "AutoModelForCausalLM",
			customClass: undefined,
			weight: 25,
			inferenceProviderMapping: serve(
				["together", "deepseek-ai/DeepSeek-R1", C],
				["novita", "deepseek/deepseek-r1-turbo", C],
				["fireworks-ai", "accounts/fireworks/models/deepseek-r1", C],
				["deepinfra", "deepseek-ai/DeepSeek-R1", C],
				["nscale", "deepseek-ai/DeepSeek-R1", C, "staging"],
			),
		}),
		{
			decision: { created: "2025-01-20", context: 163_840 },
			hardware: { config: DEEPSEEK_V3, safetensors: st(684531386000, "F8_E4M3") },
		},
	),
	withFacts(
		chatLm("deepseek-ai/DeepSeek-V3-0324", "DeepseekV3ForCausalLM", "deepseek_v3", TPL.deepseek, {
			license: "mit",
			tags: ["custom_code", "fp8"],
			config: { quantization_config: { quant_method: "fp8" } },
			weight: 10,
			inferenceProviderMapping: serve(
				["together", "deepseek-ai/DeepSeek-V3", C],
				["novita", "deepseek/deepseek-v3-0324", C],
				["fireworks-ai", "accounts/fireworks/models/deepseek-v3-0324", C],
			),
		}),
		{ hardware: { config: DEEPSEEK_V3, safetensors: st(684531386000, "F8_E4M3") } },
	),
	withFacts(
		chatLm("deepseek-ai/DeepSeek-R1-Distill-Qwen-7B", "Qwen2ForCausalLM", "qwen2", TPL.deepseek, {
			license: "mit",
			weight: 20,
			inferenceProviderMapping: serve(["featherless-ai", "deepseek-ai/DeepSeek-R1-Distill-Qwen-7B", C]),
		}),
		{ hardware: { config: R1_QWEN_7B, safetensors: st(7615616512) } },
	),
	withFacts(
		chatLm("deepseek-ai/DeepSeek-R1-Distill-Llama-8B", "LlamaForCausalLM", "llama", TPL.deepseek, {
			license: "mit",
			weight: 10,
			inferenceProviderMapping: serve(["novita", "deepseek/deepseek-r1-distill-llama-8b", C]),
		}),
		{ hardware: { config: LLAMA_3_8B, safetensors: st(8030261248) } },
	),
	withFacts(
		chatLm("Qwen/Qwen2.5-7B-Instruct", "Qwen2ForCausalLM", "qwen2", TPL.qwen, {
			license: "apache-2.0",
			languages: ["en"],
			base: { id: "Qwen/Qwen2.5-7B" },
			tags: ["chat"],
			weight: 40,
			inferenceProviderMapping: serve(
				["together", "Qwen/Qwen2.5-7B-Instruct-Turbo", C],
				["featherless-ai", "Qwen/Qwen2.5-7B-Instruct", C],
				["hf-inference", "Qwen/Qwen2.5-7B-Instruct", C],
			),
			widgetData: [{ messages: [{ role: "user", content: "Which is bigger, 9.11 or 9.9?" }] }],
		}),
		{ hardware: { config: QWEN25_7B, safetensors: st(7615616512) } },
	),
	withFacts(
		chatLm("Qwen/Qwen2.5-7B-Instruct-1M", "Qwen2ForCausalLM", "qwen2", TPL.qwen, {
			license: "apache-2.0",
			languages: ["en"],
			base: { id: "Qwen/Qwen2.5-7B" },
			tags: ["chat"],
			weight: 3,
		}),
		{ hardware: { config: { ...QWEN25_7B, max_position_embeddings: 1010000 }, safetensors: st(7615616512) } },
	),
	withFacts(
		chatLm("Qwen/Qwen2.5-Coder-32B-Instruct", "Qwen2ForCausalLM", "qwen2", TPL.qwen, {
			license: "apache-2.0",
			languages: ["en"],
			base: { id: "Qwen/Qwen2.5-Coder-32B" },
			tags: ["code", "codeqwen", "chat", "qwen", "qwen-coder"],
			weight: 8,
			inferenceProviderMapping: serve(
				["together", "Qwen/Qwen2.5-Coder-32B-Instruct", C],
				["nscale", "Qwen/Qwen2.5-Coder-32B-Instruct", C],
				["scaleway", "qwen2.5-coder-32b-instruct", C],
				["ovhcloud", "Qwen2.5-Coder-32B-Instruct", C],
			),
		}),
		{ hardware: { config: QWEN25_32B, safetensors: st(32763876352) } },
	),
	withFacts(
		tf("Qwen/Qwen2.5-0.5B", TG, "Qwen2ForCausalLM", "qwen2", {
			license: "apache-2.0",
			languages: ["en"],
			weight: 30,
		}),
		{ hardware: { config: QWEN25_05B, safetensors: st(494032768) } },
	),
	withFacts(
		chatLm("Qwen/Qwen3-8B", "Qwen3ForCausalLM", "qwen3", TPL.qwen, {
			license: "apache-2.0",
			base: { id: "Qwen/Qwen3-8B-Base" },
			weight: 30,
			inferenceProviderMapping: serve(["featherless-ai", "Qwen/Qwen3-8B", C], ["nscale", "Qwen/Qwen3-8B", C]),
		}),
		{
			decision: {
				created: "2025-04-29",

				languages: ["multilingual"],
				config: { max_position_embeddings: 40_960 },
			},
			hardware: { config: QWEN3_8B, safetensors: st(8190735360) },
			evals: [
				{
					dataset: "google/wmt24pp",
					metric: "xcomet_xxl",
					metricName: "XCOMET-XXL, English to 29 languages",
					value: 0.6532,
					url: "https://github.com/Tencent-Hunyuan/Hunyuan-MT/blob/23380076a4e52ec332a75bb215db70928a8ed89d/Hunyuan_MT_Technical_Report.pdf",
					checked: "2026-11-28",
					notes:
						"Hunyuan-MT technical report (arXiv:2509.05209), Table 4, row 'Qwen3-8B', metric XCOMET-XXL, column WMT24pp (the 29 English-to-XX pairs that overlap WMT25's general track); run by the Hunyuan-MT authors",
				},
				{
					dataset: "vectara/hallucination-leaderboard",
					config: "hhem-2.1",
					metric: "hallucination_rate",
					metricName: "Hallucination rate % of news-article summaries (HHEM-2.1)",
					value: 3.0,
					url: "https://github.com/vectara/hallucination-leaderboard/blob/37fc0e9a757a3b42cee659a3e1914539b6b5de06/README.md",
					checked: "2026-11-28",
					notes:
						"Vectara hallucination leaderboard, table last updated 16 October 2025 (the last one judged by HHEM-2.1 on its first document set), row 'Qwen3-8B', column Hallucination Rate (3.0 %); 831 mostly CNN/Daily Mail documents summarised with one prompt at temperature 0; Qwen3 run with enable_thinking=False",
				},
			],
		},
	),
	withFacts(
		chatLm("Qwen/Qwen3-4B-Thinking-2507", "Qwen3ForCausalLM", "qwen3", TPL.qwen, {
			license: "apache-2.0",
			weight: 6,
		}),
		{ hardware: { config: { ...QWEN3_4B, max_position_embeddings: 262144 }, safetensors: st(4022468096) } },
	),
	withFacts(
		chatLm("Qwen/Qwen3-0.6B", "Qwen3ForCausalLM", "qwen3", TPL.qwen, {
			license: "apache-2.0",
			base: { id: "Qwen/Qwen3-0.6B-Base" },
			weight: 40,
		}),
		{ hardware: { config: QWEN3_06B, safetensors: st(751632384) } },
	),
	withFacts(
		chatLm("Qwen/Qwen3-Coder-480B-A35B-Instruct", "Qwen3MoeForCausalLM", "qwen3_moe", TPL.qwen, {
			license: "apache-2.0",
			weight: 4,
			inferenceProviderMapping: serve(
				["together", "Qwen/Qwen3-Coder-480B-A35B-Instruct-FP8", C],
				["novita", "qwen/qwen3-coder-480b-a35b-instruct", C],
				["fireworks-ai", "accounts/fireworks/models/qwen3-coder-480b-a35b-instruct", C],
				["cerebras", "qwen-3-coder-480b", C],
			),
		}),
		{ hardware: { config: QWEN3_CODER_480B, safetensors: st(480154875392) } },
	),
	withFacts(
		chatLm("Qwen/Qwen3-235B-A22B-Instruct-2507", "Qwen3MoeForCausalLM", "qwen3_moe", TPL.qwen, {
			license: "apache-2.0",
			weight: 4,
			inferenceProviderMapping: serve(
				["cerebras", "qwen-3-235b-a22b-instruct-2507", C],
				["together", "Qwen/Qwen3-235B-A22B-Instruct-2507-tput", C],
				["scaleway", "qwen3-235b-a22b-instruct-2507", C],
				["baseten", "Qwen/Qwen3-235B-A22B-Instruct-2507", C, "staging"],
			),
		}),
		{
			decision: { created: "2025-07-21", context: 262_144 },
			hardware: { config: QWEN3_235B, safetensors: st(235093634560) },
			evals: [
				{
					dataset: "Idavidrein/gpqa",
					metric: "accuracy",
					value: 0.775,
					url: "https://github.com/JonathanChavezTamales/llm-leaderboard/blob/24a9ccf7402306f0c3e237213538e4537d64ecc2/data/organizations/qwen/models/qwen3-235b-a22b-instruct-2507/benchmarks.json",
					checked: "2026-11-27",
					notes:
						"LLM Stats records the maker's figure (Accuracy) from https://huggingface.co/Qwen/Qwen3-235B-A22B-Instruct-2507",
				},
			],
		},
	),
	withFacts(
		tf("openai/gpt-oss-120b", TG, "GptOssForCausalLM", "gpt_oss", {
			license: "apache-2.0",
			tags: ["vllm", C, "8-bit", "mxfp4"],
			config: { quantization_config: { quant_method: "mxfp4" }, chat_template_jinja: TPL.harmony },
			weight: 30,
			inferenceProviderMapping: serve(
				["cerebras", "gpt-oss-120b", C],
				["groq", "openai/gpt-oss-120b", C],
				["fireworks-ai", "accounts/fireworks/models/gpt-oss-120b", C],
				["together", "openai/gpt-oss-120b", C],
				["novita", "openai/gpt-oss-120b", C],
				["nscale", "openai/gpt-oss-120b", C],
				["ovhcloud", "gpt-oss-120b", C],
				["scaleway", "gpt-oss-120b", C],
				["baseten", "openai/gpt-oss-120b", C],
				["publicai", "openai/gpt-oss-120b", C, "staging"],
			),
		}),
		{
			decision: { created: "2025-08-05", params: 116_829_156_672, context: 131_072 },
			hardware: { config: GPT_OSS_120B },
			evals: [
				{
					dataset: "Idavidrein/gpqa",
					metric: "accuracy",
					value: 0.801,
					url: "https://github.com/JonathanChavezTamales/llm-leaderboard/blob/24a9ccf7402306f0c3e237213538e4537d64ecc2/data/organizations/openai/models/gpt-oss-120b/benchmarks.json",
					checked: "2026-11-27",
					notes:
						"LLM Stats records the maker's figure (Without tools) from https://openai.com/index/introducing-gpt-oss/",
				},
			],
		},
	),
	// Weight files: the hub's file list of huggingface.co/openai/gpt-oss-20b (main branch, read 2026-11-23),
	// 4.79 GB + 4.8 GB + 4.17 GB = 13.76 GB for 21.5B parameters, decimal GB to three significant digits, not
	// byte-exact: experts in MXFP4, the rest in BF16, which parameters × one width cannot give.
	withFacts(
		tf("openai/gpt-oss-20b", TG, "GptOssForCausalLM", "gpt_oss", {
			license: "apache-2.0",
			tags: ["vllm", C, "8-bit", "mxfp4"],
			config: { quantization_config: { quant_method: "mxfp4" }, chat_template_jinja: TPL.harmony },
			weight: 40,
			inferenceProviderMapping: serve(
				["groq", "openai/gpt-oss-20b", C],
				["together", "openai/gpt-oss-20b", C],
				["fireworks-ai", "accounts/fireworks/models/gpt-oss-20b", C],
				["openai", "gpt-oss-20b", C, "staging"],
			),
		}),
		{
			decision: { created: "2025-08-05", params: 21_511_953_984, context: 131_072 },
			hardware: {
				config: GPT_OSS_20B,
				files: {
					"model-00000-of-00002.safetensors": 4_790_000_000,
					"model-00001-of-00002.safetensors": 4_800_000_000,
					"model-00002-of-00002.safetensors": 4_170_000_000,
				},
			},
			evals: [
				{
					dataset: "Idavidrein/gpqa",
					metric: "accuracy",
					value: 0.715,
					url: "https://github.com/JonathanChavezTamales/llm-leaderboard/blob/24a9ccf7402306f0c3e237213538e4537d64ecc2/data/organizations/openai/models/gpt-oss-20b/benchmarks.json",
					checked: "2026-11-27",
					notes:
						"LLM Stats records the maker's figure (Diamond (without tools)) from https://openai.com/index/introducing-gpt-oss/",
				},
			],
		},
	),
	withFacts(
		chatLm("zai-org/GLM-4.5", "Glm4MoeForCausalLM", "glm4_moe", TPL.glm, {
			license: "mit",
			languages: ["en", "zh"],
			weight: 5,
			inferenceProviderMapping: serve(
				["zai-org", "glm-4.5", C],
				["novita", "zai-org/glm-4.5", C],
				["fireworks-ai", "accounts/fireworks/models/glm-4p5", C],
				["together", "zai-org/GLM-4.5-Air-FP8", C, "staging"],
			),
		}),
		{ hardware: { config: GLM_45, safetensors: st(358337791296) } },
	),
	withFacts(
		chatLm("zai-org/GLM-4.6", "Glm4MoeForCausalLM", "glm4_moe", TPL.glm, {
			license: "mit",
			languages: ["en", "zh"],
			weight: 4,
			inferenceProviderMapping: serve(["zai-org", "glm-4.6", C], ["novita", "zai-org/glm-4.6", C]),
		}),
		{
			decision: { created: "2025-09-30", params: 356_785_898_496, context: 202_752 },
			hardware: { config: { ...GLM_45, max_position_embeddings: 202752 } },
			evals: [
				{
					dataset: "Idavidrein/gpqa",
					metric: "accuracy",
					value: 0.81,
					url: "https://github.com/JonathanChavezTamales/llm-leaderboard/blob/24a9ccf7402306f0c3e237213538e4537d64ecc2/data/organizations/zai-org/models/glm-4.6/benchmarks.json",
					checked: "2026-11-27",
					notes: "LLM Stats records the maker's figure (standard) from https://z.ai/blog/glm-4.6",
				},
			],
		},
	),
	withFacts(
		chatLm("google/gemma-2-2b-it", "Gemma2ForCausalLM", "gemma2", TPL.gemma, {
			gated: "manual",
			license: "gemma",
			base: { id: "google/gemma-2-2b" },
			weight: 20,
			inferenceProviderMapping: serve(["nscale", "google/gemma-2-2b-it", C, "staging"]),
		}),
		{ hardware: { config: GEMMA2_2B } },
	),
	withFacts(
		chatLm("google/gemma-2-9b-it", "Gemma2ForCausalLM", "gemma2", TPL.gemma, {
			gated: "manual",
			license: "gemma",
			base: { id: "google/gemma-2-9b" },
			weight: 10,
			inferenceProviderMapping: serve(["featherless-ai", "google/gemma-2-9b-it", C]),
		}),
		{ hardware: { config: GEMMA2_9B } },
	),
	withFacts(
		tf("google/gemma-2b", TG, "GemmaForCausalLM", "gemma", {
			gated: "manual",
			license: "gemma",
			weight: 5,
		}),
		{ hardware: { config: GEMMA_2B } },
	),
	withFacts(
		chatLm("mistralai/Mistral-7B-Instruct-v0.3", "MistralForCausalLM", "mistral", TPL.mistralTools, {
			license: "apache-2.0",
			base: { id: "mistralai/Mistral-7B-v0.3" },
			weight: 25,
			inferenceProviderMapping: serve(
				["together", "mistralai/Mistral-7B-Instruct-v0.3", C],
				["featherless-ai", "mistralai/Mistral-7B-Instruct-v0.3", C],
			),
		}),
		{ hardware: { config: MISTRAL_7B_V03, safetensors: st(7248023552) } },
	),
	withFacts(
		chatLm("mistralai/Mistral-Nemo-Instruct-2407", "MistralForCausalLM", "mistral", TPL.mistralTools, {
			license: "apache-2.0",
			languages: ["en", "fr", "de", "es", "it", "pt", "ru", "zh", "ja"],
			base: { id: "mistralai/Mistral-Nemo-Base-2407" },
			weight: 10,
			inferenceProviderMapping: serve(
				["novita", "mistralai/mistral-nemo", C],
				["featherless-ai", "mistralai/Mistral-Nemo-Instruct-2407", C],
				["ovhcloud", "Mistral-Nemo-Instruct-2407", C],
			),
		}),
		{ hardware: { config: MISTRAL_NEMO, safetensors: st(12247782400) } },
	),
	withFacts(
		tf("mistralai/Mistral-7B-v0.1", TG, "MistralForCausalLM", "mistral", {
			license: "apache-2.0",
			languages: ["en"],
			tags: ["pretrained"],
			weight: 8,
		}),
		{ hardware: { config: MISTRAL_7B_V01 } },
	),
	withFacts(
		chatLm("mistralai/Mixtral-8x7B-Instruct-v0.1", "MixtralForCausalLM", "mixtral", TPL.mistral, {
			license: "apache-2.0",
			languages: ["fr", "it", "de", "es", "en"],
			base: { id: "mistralai/Mixtral-8x7B-v0.1" },
			weight: 6,
			inferenceProviderMapping: serve(["together", "mistralai/Mixtral-8x7B-Instruct-v0.1", C]),
		}),
		{ hardware: { config: MIXTRAL_8X7B, safetensors: st(46702792704) } },
	),
	withFacts(
		chatLm("microsoft/Phi-3-mini-4k-instruct", "Phi3ForCausalLM", "phi3", TPL.phi3, {
			license: "mit",
			languages: ["en", "fr"],
			tags: ["nlp", "code", "custom_code"],
			weight: 15,
		}),
		{ hardware: { config: PHI3_MINI_4K, safetensors: st(3821079552) } },
	),
	withFacts(
		chatLm("microsoft/phi-4", "Phi3ForCausalLM", "phi3", TPL.phi3, {
			license: "mit",
			languages: ["en"],
			tags: ["phi", "nlp", "math", "code", "chat"],
			weight: 10,
			inferenceProviderMapping: serve(["nscale", "microsoft/phi-4", C]),
		}),
		{ hardware: { config: PHI4, safetensors: st(14659507200) } },
	),
	withFacts(
		chatLm("HuggingFaceTB/SmolLM2-1.7B-Instruct", "LlamaForCausalLM", "llama", TPL.chatml, {
			license: "apache-2.0",
			languages: ["en"],
			base: { id: "HuggingFaceTB/SmolLM2-1.7B" },
			tags: ["transformers.js", "onnx"],
			weight: 8,
			widgetData: [{ text: "Gravity is" }],
		}),
		{ hardware: { config: SMOLLM2_17B, safetensors: st(1711376384) } },
	),
	withFacts(
		chatLm("HuggingFaceTB/SmolLM3-3B", "SmolLM3ForCausalLM", "smollm3", TPL.chatml, {
			license: "apache-2.0",
			languages: ["en", "fr", "es", "it", "pt", "zh", "ar", "ru"],
			base: { id: "HuggingFaceTB/SmolLM3-3B-Base" },
			weight: 6,
			inferenceProviderMapping: serve(["hf-inference", "HuggingFaceTB/SmolLM3-3B", C]),
		}),
		{
			decision: {
				created: "2025-07-08",
				params: 3_075_098_624,
				languages: ["en", "fr", "es", "it", "pt", "de"],
				config: { max_position_embeddings: 65_536 },
			},
			hardware: { config: SMOLLM3_3B },
		},
	),
	withFacts(
		chatLm("HuggingFaceH4/zephyr-7b-beta", "MistralForCausalLM", "mistral", TPL.zephyr, {
			license: "mit",
			languages: ["en"],
			base: { id: "mistralai/Mistral-7B-v0.1" },
			tags: ["generated_from_trainer"],
			weight: 5,
			widgetData: [
				{
					example_title: "Pirate!",
					messages: [
						{ role: "system", content: "You are a pirate chatbot who always responds with Arr!" },
						{ role: "user", content: "There's a llama on my lawn, how can I get rid of him?" },
					],
				},
			],
		}),
		{ hardware: { config: MISTRAL_7B_V01, safetensors: st(7241732096) } },
	),
	withFacts(
		chatLm("CohereLabs/c4ai-command-r7b-12-2024", "Cohere2ForCausalLM", "cohere2", TPL.chatml, {
			gated: "auto",
			license: "cc-by-nc-4.0",
			languages: ["en", "fr", "de", "es", "it", "pt", "ja", "ko", "zh", "ar"],
			weight: 2,
			inferenceProviderMapping: serve(["cohere", "command-r7b-12-2024", C]),
		}),
		{
			hardware: {
				params: 7_000_000_000,
				dtype: "BF16",
				source: { url: "https://huggingface.co/CohereLabs/c4ai-command-r7b-12-2024", checked: "2026-11-27" },
			},
		},
	),
	withFacts(
		chatLm("CohereLabs/c4ai-command-a-03-2025", "Cohere2ForCausalLM", "cohere2", TPL.chatml, {
			gated: "auto",
			license: "cc-by-nc-4.0",
			languages: ["en", "fr", "de", "es", "it", "pt", "ja", "ko", "zh", "ar"],
			weight: 1,
			inferenceProviderMapping: serve(["cohere", "command-a-03-2025", C]),
		}),
		{
			hardware: {
				params: 111_000_000_000,
				dtype: "BF16",
				source: { url: "https://huggingface.co/CohereLabs/c4ai-command-a-03-2025", checked: "2026-11-27" },
			},
		},
	),
	withFacts(
		chatLm("moonshotai/Kimi-K2-Instruct", "DeepseekV3ForCausalLM", "kimi_k2", TPL.chatml, {
			license: "other",
			tags: ["custom_code", "fp8"],
			config: { quantization_config: { quant_method: "fp8" } },
			weight: 4,
			inferenceProviderMapping: serve(
				["groq", "moonshotai/kimi-k2-instruct", C],
				["together", "moonshotai/Kimi-K2-Instruct", C],
				["novita", "moonshotai/kimi-k2-instruct", C],
				["fireworks-ai", "accounts/fireworks/models/kimi-k2-instruct", C],
				["baseten", "moonshotai/Kimi-K2-Instruct-0905", C],
			),
		}),
		{
			decision: { created: "2025-07-11", params: 1_026_408_232_448, context: 131_072, licenseName: "modified-mit" },
			hardware: { config: KIMI_K2 },
			evals: [
				{
					dataset: "Idavidrein/gpqa",
					metric: "accuracy",
					value: 0.751,
					url: "https://github.com/JonathanChavezTamales/llm-leaderboard/blob/24a9ccf7402306f0c3e237213538e4537d64ecc2/data/organizations/moonshotai/models/kimi-k2-instruct/benchmarks.json",
					checked: "2026-11-27",
					notes: "LLM Stats records the maker's figure (Diamond Avg@8) from https://moonshotai.github.io/Kimi-K2/",
				},
			],
		},
	),
	withFacts(
		chatLm("swiss-ai/Apertus-8B-Instruct-2509", "ApertusForCausalLM", "apertus", TPL.chatml, {
			license: "apache-2.0",
			base: { id: "swiss-ai/Apertus-8B-2509" },
			tags: ["multilingual", "compliant"],
			weight: 1,
			inferenceProviderMapping: serve(["publicai", "swiss-ai/apertus-8b-instruct", C]),
		}),
		{ decision: { created: "2025-09-02", params: 8_053_338_176, context: 65_536 } },
	),
	// OLMo 2 and Falcon 3 (and InternLM 2.5, SmolLM3 elsewhere) have no hub parameter summary here: the hardware
	// fit counts their parameters from the config.
	withFacts(
		chatLm("allenai/OLMo-2-1124-7B-Instruct", "Olmo2ForCausalLM", "olmo2", TPL.chatml, {
			license: "apache-2.0",
			languages: ["en"],
			base: { id: "allenai/OLMo-2-1124-7B-DPO" },
			weight: 1,
		}),
		{ hardware: { config: OLMO2_7B } },
	),
	withFacts(
		chatLm("tiiuae/Falcon3-7B-Instruct", "LlamaForCausalLM", "llama", TPL.chatml, {
			license: "other",
			languages: ["en", "fr", "es", "pt"],
			base: { id: "tiiuae/Falcon3-7B-Base" },
			tags: ["falcon3"],
			weight: 2,
		}),
		{ decision: { licenseName: "falcon-llm-license" }, hardware: { config: FALCON3_7B } },
	),
	withFacts(
		tf("openai-community/gpt2", TG, "GPT2LMHeadModel", "gpt2", {
			license: "mit",
			languages: ["en"],
			formats: ["pytorch", "tf", "jax", "tflite", "rust", "onnx", "safetensors"],
			tags: ["exbert"],
			weight: 100,
			widgetData: [{ text: "My name is Julien and I like to" }, { text: "Once upon a time," }],
			inferenceProviderMapping: serve(["hf-inference", "openai-community/gpt2", TG, "staging"]),
		}),
		{
			hardware: {
				params: 124_000_000,
				dtype: "F32",
				source: { url: "https://huggingface.co/openai-community/gpt2", checked: "2026-11-27" },
			},
		},
	),
	withFacts(
		tf("EleutherAI/pythia-160m", TG, "GPTNeoXForCausalLM", "gpt_neox", {
			license: "apache-2.0",
			languages: ["en"],
			tags: ["causal-lm", "pythia"],
			formats: ["pytorch", "safetensors"],
			weight: 5,
		}),
		{
			hardware: {
				params: 162_322_944,
				dtype: "F16",
				source: { url: "https://huggingface.co/EleutherAI/pythia-160m", checked: "2026-11-27" },
			},
		},
	),
	withFacts(
		tf("bigcode/starcoder2-3b", TG, "Starcoder2ForCausalLM", "starcoder2", {
			license: "bigcode-openrail-m",
			tags: ["code"],
			weight: 3,
			widgetData: [{ text: "def print_hello_world():" }],
		}),
		{ hardware: { config: STARCODER2_3B } },
	),
	// Remote-code models: the snippets must pass trust_remote_code=True.
	withFacts(
		tf("microsoft/phi-1_5", TG, "PhiForCausalLM", "phi", {
			license: "mit",
			languages: ["en"],
			tags: ["nlp", "code"],
			weight: 3,
		}),
		{
			hardware: {
				params: 1_300_000_000,
				dtype: "F16",
				source: { url: "https://huggingface.co/microsoft/phi-1_5", checked: "2026-11-27" },
			},
		},
	),
	withFacts(
		chatLm("THUDM/glm-4-9b-chat", "ChatGLMModel", "chatglm", TPL.glm, {
			license: "other",
			cardData: { license_name: "glm-4", license_link: "https://huggingface.co/THUDM/glm-4-9b-chat/blob/main/LICENSE" },
			languages: ["zh", "en"],
			tags: ["custom_code", "glm", "chatglm", "thudm"],
			auto: "AutoModelForCausalLM",
			weight: 2,
		}),
		{
			hardware: {
				files: {
					"model-00001-of-00010.safetensors": 1_950_000_000,
					"model-00002-of-00010.safetensors": 1_820_000_000,
					"model-00003-of-00010.safetensors": 1_970_000_000,
					"model-00004-of-00010.safetensors": 1_930_000_000,
					"model-00005-of-00010.safetensors": 1_820_000_000,
					"model-00006-of-00010.safetensors": 1_970_000_000,
					"model-00007-of-00010.safetensors": 1_930_000_000,
					"model-00008-of-00010.safetensors": 1_820_000_000,
					"model-00009-of-00010.safetensors": 1_970_000_000,
					"model-00010-of-00010.safetensors": 1_650_000_000,
				},
				source: {
					url: "https://huggingface.co/THUDM/glm-4-9b-chat/tree/3caf9b58f632caf134cc71d673d956fb0e702f9e",
					checked: "2026-11-28",
					note: "the repository's file list: ten safetensors shards, each as the page rounds it",
				},
			},
		},
	),
	withFacts(
		tf("tiiuae/falcon-7b", TG, "FalconForCausalLM", "falcon", {
			license: "apache-2.0",
			languages: ["en"],
			tags: ["custom_code"],
			formats: ["pytorch", "safetensors"],
			weight: 5,
		}),
		{
			hardware: {
				params: 7_000_000_000,
				dtype: "BF16",
				source: { url: "https://huggingface.co/tiiuae/falcon-7b", checked: "2026-11-27" },
			},
		},
	),
	withFacts(
		chatLm("internlm/internlm2_5-7b-chat", "InternLM2ForCausalLM", "internlm2", TPL.chatml, {
			license: "other",
			tags: ["custom_code"],
			noInfo: true,
			weight: 1,
		}),
		{ hardware: { config: INTERNLM25_7B } },
	),
	// Quantized checkpoints (AWQ, GPTQ): vLLM and SGLang branch on quantization_config. Their hardware facts give
	// the architecture only; the hardware fit estimates the size from parameters × bits.
	withFacts(
		chatLm("Qwen/Qwen2.5-7B-Instruct-AWQ", "Qwen2ForCausalLM", "qwen2", TPL.qwen, {
			license: "apache-2.0",
			languages: ["en"],
			base: { id: "Qwen/Qwen2.5-7B-Instruct", rel: "quantized" },
			tags: ["chat", "4-bit", "awq"],
			config: { quantization_config: { quant_method: "awq", bits: 4, group_size: 128, zero_point: true } },
			weight: 5,
		}),
		{ hardware: { config: QWEN25_7B } },
	),
	withFacts(
		chatLm("Qwen/Qwen2.5-14B-Instruct-GPTQ-Int4", "Qwen2ForCausalLM", "qwen2", TPL.qwen, {
			license: "apache-2.0",
			languages: ["en"],
			base: { id: "Qwen/Qwen2.5-14B-Instruct", rel: "quantized" },
			tags: ["chat", "4-bit", "gptq"],
			config: { quantization_config: { quant_method: "gptq", bits: 4, group_size: 128, desc_act: false } },
			weight: 2,
		}),
		{ hardware: { config: QWEN25_14B } },
	),
	withFacts(
		chatLm("hugging-quants/Meta-Llama-3.1-8B-Instruct-AWQ-INT4", "LlamaForCausalLM", "llama", TPL.llama3, {
			license: "llama3.1",
			languages: ["en", "de", "fr", "it", "pt", "hi", "es", "th"],
			base: { id: "meta-llama/Llama-3.1-8B-Instruct", rel: "quantized" },
			tags: ["llama-3.1", "meta", "autoawq", "4-bit", "awq"],
			config: { quantization_config: { quant_method: "awq", bits: 4, group_size: 128, version: "gemm" } },
			weight: 3,
		}),
		{ hardware: { config: LLAMA_3_8B } },
	),
	withFacts(
		chatLm("TheBloke/Mistral-7B-Instruct-v0.2-GPTQ", "MistralForCausalLM", "mistral", TPL.mistral, {
			license: "apache-2.0",
			base: { id: "mistralai/Mistral-7B-Instruct-v0.2", rel: "quantized" },
			tags: ["finetuned", "4-bit", "gptq"],
			config: { quantization_config: { quant_method: "gptq", bits: 4, group_size: 128, damp_percent: 0.1 } },
			weight: 2,
		}),
		{ hardware: { config: MISTRAL_7B_V02 } },
	),
	chatLm("RedHatAI/Meta-Llama-3.1-8B-Instruct-quantized.w4a16", "LlamaForCausalLM", "llama", TPL.llama3, {
		license: "llama3.1",
		base: { id: "meta-llama/Llama-3.1-8B-Instruct", rel: "quantized" },
		tags: ["int4", "vllm", "compressed-tensors"],
		config: { quantization_config: { quant_method: "compressed-tensors" } },
		weight: 1,
	}),
	withFacts(
		tf("TheBloke/Llama-2-7B-AWQ", TG, "LlamaForCausalLM", "llama", {
			license: "llama2",
			languages: ["en"],
			base: { id: "meta-llama/Llama-2-7b-hf", rel: "quantized" },
			tags: ["facebook", "meta", "llama-2", "4-bit", "awq"],
			config: { quantization_config: { quant_method: "awq", bits: 4, group_size: 128 } },
			weight: 1,
		}),
		{ hardware: { config: LLAMA_2_7B } },
	),
	// table-question-answering
	tf("tablegpt/TableGPT2-7B", "text-generation", "Qwen2ForCausalLM", "qwen2", {
		license: "apache-2.0",
		languages: ["en", "zh"],
		chat: TPL.chatml,
		base: { id: "Qwen/Qwen2.5-7B", rel: "finetune" },
		createdAt: day("2024-11-04"),
		safetensors: st(7_620_000_000),
		config: { max_position_embeddings: 32_768 },
		weight: 1,
	}),
];
