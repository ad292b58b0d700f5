// Multimodal models: vision-language chat (template in the processor config or a jinja file),
// captioning, VQA, document QA, video and audio LLMs, any-to-any, visual document retrieval.
import { st } from "../architectures.mjs";
import { day, rec, serve, TPL, tf, withFacts } from "../lib.mjs";

const C = "conversational";
const ITT = "image-text-to-text";

/** A vision-language chat model whose chat template lives in processor_config. */
const vlm = (id, arch, modelType, o = {}) => {
	const { config, tags = [], template = TPL.vision, ...rest } = o;
	return tf(id, ITT, arch, modelType, {
		tags: [...tags, C],
		config: { processor_config: { chat_template: template }, ...(config ?? {}) },
		...rest,
	});
};

export default [
	withFacts(
		vlm("Qwen/Qwen2.5-VL-7B-Instruct", "Qwen2_5_VLForConditionalGeneration", "qwen2_5_vl", {
			license: "apache-2.0",
			languages: ["en"],
			tags: ["multimodal"],
			base: { id: "Qwen/Qwen2.5-VL-7B-Instruct" },
			weight: 30,
			inferenceProviderMapping: serve(
				["hf-inference", "Qwen/Qwen2.5-VL-7B-Instruct", C],
				["nscale", "Qwen/Qwen2.5-VL-7B-Instruct", C, "staging"],
				["together", "Qwen/Qwen2.5-VL-72B-Instruct", C, "staging"],
			),
		}),
		{
			decision: {
				created: "2025-01-26",
				params: 8_292_166_656,
				languages: ["en"],
				config: { max_position_embeddings: 128_000 },
			},
			evals: [
				{
					dataset: "MMMU/MMMU",
					metric: "accuracy",
					value: 0.586,
					url: "https://github.com/JonathanChavezTamales/llm-leaderboard/blob/24a9ccf7402306f0c3e237213538e4537d64ecc2/data/organizations/qwen/models/qwen2.5-vl-7b/benchmarks.json",
					checked: "2026-11-27",
					notes: "LLM Stats records the maker's figure (Score) from https://huggingface.co/Qwen/Qwen2.5-VL-7B-Instruct",
				},
				{
					dataset: "lmms-lab/Video-MME",
					config: "without-subtitles",
					split: "test",
					metric: "accuracy",
					value: 65.1,
					url: "https://github.com/QwenLM/Qwen2.5-VL/blob/f0af2996e843cf46aa5f778c38d6694500c2ca81/README.md",
					checked: "2026-11-28",
					notes:
						"Qwen2.5-VL README, Performance table, row VideoMME, column Qwen2.5-VL-7B (w/o subs / w subs: 65.1/71.6)",
				},
				{
					dataset: "lmms-lab/DocVQA",
					split: "test",
					metric: "anls",
					value: 95.7,
					url: "https://github.com/QwenLM/Qwen2.5-VL/blob/f0af2996e843cf46aa5f778c38d6694500c2ca81/README.md",
					checked: "2026-11-28",
					notes:
						"Qwen2.5-VL README, Performance table, row DocVQA, column Qwen2.5-VL-7B: 95.7 (the row gives Qwen2-VL 72B 96.5, the figure the repo's earlier README labels DocVQA test)",
				},
			],
		},
	),
	withFacts(
		vlm("Qwen/Qwen2.5-VL-3B-Instruct", "Qwen2_5_VLForConditionalGeneration", "qwen2_5_vl", {
			license: "other",
			languages: ["en"],
			tags: ["multimodal"],
			weight: 20,
		}),
		{
			decision: { created: "2025-01-26", params: 3_750_000_000, licenseName: "qwen-research" },
			evals: [
				{
					dataset: "lmms-lab/Video-MME",
					config: "without-subtitles",
					split: "test",
					metric: "accuracy",
					value: 61.5,
					url: "https://github.com/QwenLM/Qwen2.5-VL/blob/f0af2996e843cf46aa5f778c38d6694500c2ca81/README.md",
					checked: "2026-11-28",
					notes:
						"Qwen2.5-VL README, Performance table, row VideoMME, column Qwen2.5-VL-3B (w/o subs / w subs: 61.5/67.6)",
				},
				{
					dataset: "MMMU/MMMU",
					metric: "accuracy",
					value: 0.531,
					url: "https://github.com/QwenLM/Qwen2.5-VL/blob/f0af2996e843cf46aa5f778c38d6694500c2ca81/README.md",
					checked: "2026-11-28",
					notes: "Qwen2.5-VL README, Performance table, row MMMU, column Qwen2.5-VL-3B: 53.1",
				},
				{
					dataset: "lmms-lab/DocVQA",
					split: "test",
					metric: "anls",
					value: 93.9,
					url: "https://github.com/QwenLM/Qwen2.5-VL/blob/f0af2996e843cf46aa5f778c38d6694500c2ca81/README.md",
					checked: "2026-11-28",
					notes:
						"Qwen2.5-VL README, Performance table, row DocVQA, column Qwen2.5-VL-3B: 93.9 (the row gives Qwen2-VL 72B 96.5, the figure the repo's earlier README labels DocVQA test)",
				},
			],
		},
	),
	withFacts(
		vlm("Qwen/Qwen2-VL-7B-Instruct", "Qwen2VLForConditionalGeneration", "qwen2_vl", {
			license: "apache-2.0",
			languages: ["en"],
			tags: ["multimodal"],
			base: { id: "Qwen/Qwen2-VL-7B" },
			weight: 10,
			inferenceProviderMapping: serve(["hf-inference", "Qwen/Qwen2-VL-7B-Instruct", C, "staging"]),
		}),
		{
			hardware: {
				files: {
					"model-00001-of-00005.safetensors": 3_900_000_000,
					"model-00002-of-00005.safetensors": 3_860_000_000,
					"model-00003-of-00005.safetensors": 3_860_000_000,
					"model-00004-of-00005.safetensors": 3_860_000_000,
					"model-00005-of-00005.safetensors": 1_090_000_000,
				},
				source: {
					url: "https://huggingface.co/Qwen/Qwen2-VL-7B-Instruct/tree/a7a06a1cc11b4514ce9edcde0e3ca1d16e5ff2fc",
					checked: "2026-11-28",
					note: "the file list at a7a06a1: five safetensors shards of 3.9, 3.86, 3.86, 3.86 and 1.09 GB, as the page rounds them",
				},
			},
		},
	),
	withFacts(
		vlm("HuggingFaceTB/SmolVLM-Instruct", "Idefics3ForConditionalGeneration", "idefics3", {
			template: TPL.idefics,
			license: "apache-2.0",
			languages: ["en"],
			base: { id: ["HuggingFaceTB/SmolLM2-1.7B-Instruct", "google/siglip-so400m-patch14-384"] },
			weight: 5,
		}),
		{
			hardware: {
				files: { "model.safetensors": 4_490_000_000 },
				source: {
					url: "https://huggingface.co/HuggingFaceTB/SmolVLM-Instruct/tree/75a694bf1d2a017ece47bb27feb7aac05cbee150",
					checked: "2026-11-28",
					note: "the repository's file list: model.safetensors, 4.49 GB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		vlm("zai-org/GLM-4.5V", "Glm4vMoeForConditionalGeneration", "glm4v_moe", {
			template: TPL.glm,
			license: "mit",
			languages: ["zh", "en"],
			base: { id: "zai-org/GLM-4.5-Air-Base" },
			weight: 3,
			inferenceProviderMapping: serve(["zai-org", "glm-4.5v", C], ["novita", "zai-org/glm-4.5v", C]),
		}),
		{
			decision: {
				created: "2025-08-11",
				params: 107_710_933_120,
				languages: ["en", "zh"],
				config: { text_config: { max_position_embeddings: 65_536 } },
			},
		},
	),
	withFacts(
		vlm("google/gemma-3-4b-it", "Gemma3ForConditionalGeneration", "gemma3", {
			template: TPL.gemma,
			gated: "manual",
			license: "gemma",
			base: { id: "google/gemma-3-4b-pt" },
			weight: 25,
			inferenceProviderMapping: serve(["nscale", "google/gemma-3-4b-it", C, "staging"]),
		}),
		{
			decision: {
				created: "2025-03-12",
				params: 4_300_079_472,
				languages: ["multilingual"],
				config: { text_config: { max_position_embeddings: 131_072 } },
			},
			evals: [
				{
					dataset: "vectara/hallucination-leaderboard",
					config: "hhem-2.1",
					metric: "hallucination_rate",
					metricName: "Hallucination rate % of news-article summaries (HHEM-2.1)",
					value: 3.7,
					url: "https://github.com/vectara/hallucination-leaderboard/blob/37fc0e9a757a3b42cee659a3e1914539b6b5de06/README.md",
					checked: "2026-11-28",
					notes:
						"Vectara hallucination leaderboard, table last updated 16 October 2025 (the last one judged by HHEM-2.1 on its first document set), row 'Google Gemma-3-4B-Instruct', column Hallucination Rate (3.7 %); 831 mostly CNN/Daily Mail documents summarised with one prompt at temperature 0; gemma-3-4b-it loaded from its Hugging Face checkpoint",
				},
				{
					dataset: "MMMU/MMMU",
					metric: "accuracy",
					value: 0.488,
					url: "https://github.com/JonathanChavezTamales/llm-leaderboard/blob/24a9ccf7402306f0c3e237213538e4537d64ecc2/data/organizations/google/models/gemma-3-4b-it/benchmarks.json",
					checked: "2026-11-27",
					notes:
						"LLM Stats records the maker's figure (multimodal evaluation, MMMU (val)) from https://ai.google.dev/gemma/docs/core/model_card_3",
				},
			],
		},
	),
	withFacts(
		vlm("google/gemma-3-27b-it", "Gemma3ForConditionalGeneration", "gemma3", {
			template: TPL.gemma,
			gated: "manual",
			license: "gemma",
			base: { id: "google/gemma-3-27b-pt" },
			weight: 10,
			inferenceProviderMapping: serve(
				["nscale", "google/gemma-3-27b-it", C],
				["scaleway", "gemma-3-27b-it", C],
				["featherless-ai", "google/gemma-3-27b-it", C],
				["deepinfra", "google/gemma-3-27b-it", C],
			),
		}),
		{
			decision: { created: "2025-03-01", params: 27_432_406_640, context: 131_072 },
			evals: [
				{
					dataset: "MMMU/MMMU",
					metric: "accuracy",
					value: 0.649,
					url: "https://github.com/JonathanChavezTamales/llm-leaderboard/blob/24a9ccf7402306f0c3e237213538e4537d64ecc2/data/organizations/google/models/gemma-3-27b-it/benchmarks.json",
					checked: "2026-11-27",
					notes:
						"LLM Stats records the maker's figure (multimodal evaluation, MMMU (val)) from https://ai.google.dev/gemma/docs/core/model_card_3",
				},
			],
		},
	),
	withFacts(
		vlm("mistralai/Mistral-Small-3.1-24B-Instruct-2503", "Mistral3ForConditionalGeneration", "mistral3", {
			template: TPL.mistralTools,
			license: "apache-2.0",
			languages: ["en", "fr", "de", "es", "pt", "it", "ja", "ko", "ru", "zh"],
			base: { id: "mistralai/Mistral-Small-3.1-24B-Base-2503" },
			tags: ["vllm"],
			weight: 5,
			inferenceProviderMapping: serve(["scaleway", "mistral-small-3.1-24b-instruct-2503", C]),
		}),
		{
			decision: {
				created: "2025-03-17",
				params: 24_011_361_280,
				languages: [
					"en",
					"fr",
					"de",
					"es",
					"pt",
					"it",
					"ja",
					"ko",
					"ru",
					"zh",
					"ar",
					"fa",
					"id",
					"ms",
					"ne",
					"pl",
					"ro",
					"sr",
					"sv",
					"tr",
					"uk",
					"vi",
					"hi",
					"bn",
				],
				config: { text_config: { max_position_embeddings: 131_072 } },
			},
			evals: [
				{
					dataset: "MMMU/MMMU",
					metric: "accuracy",
					value: 0.5927,
					url: "https://github.com/JonathanChavezTamales/llm-leaderboard/blob/24a9ccf7402306f0c3e237213538e4537d64ecc2/data/organizations/mistral/models/mistral-small-3.1-24b-instruct-2503/benchmarks.json",
					checked: "2026-11-27",
					notes:
						"LLM Stats records the maker's figure (CoT accuracy) from https://huggingface.co/mistralai/Mistral-Small-3.1-24B-Instruct-2503",
				},
			],
		},
	),
	withFacts(
		vlm("llava-hf/llava-1.5-7b-hf", "LlavaForConditionalGeneration", "llava", {
			template: TPL.idefics,
			languages: ["en"],
			tags: ["vision"],
			weight: 5,
		}),
		{
			hardware: {
				files: {
					"model-00001-of-00003.safetensors": 4_990_000_000,
					"model-00002-of-00003.safetensors": 4_960_000_000,
					"model-00003-of-00003.safetensors": 4_180_000_000,
				},
				source: {
					url: "https://huggingface.co/llava-hf/llava-1.5-7b-hf/tree/95f2cf316249a98c11183f471ab76065c3e5f494",
					checked: "2026-11-28",
					note: "the repository's file list: three safetensors shards of 4.99, 4.96 and 4.18 GB, as the page rounds them",
				},
			},
		},
	),
	// The chat template in a standalone chat_template.jinja file.
	withFacts(
		tf("HuggingFaceTB/SmolVLM2-2.2B-Instruct", ITT, "SmolVLMForConditionalGeneration", "smolvlm", {
			license: "apache-2.0",
			languages: ["en"],
			tags: [C, "video-text-to-text"],
			config: { chat_template_jinja: TPL.idefics },
			base: { id: "HuggingFaceTB/SmolVLM-Instruct" },
			weight: 5,
		}),
		{
			decision: {
				created: "2025-02-08",
				params: 2_246_784_880,
				config: { text_config: { max_position_embeddings: 8192 } },
			},
		},
	),
	withFacts(
		tf("rednote-hilab/dots.ocr", ITT, "DotsOCRForCausalLM", "dots_ocr", {
			license: "mit",
			tags: [C, "custom_code", "image-to-text", "ocr", "document-parse", "layout"],
			config: { chat_template_jinja: TPL.vision },
			auto: "AutoModelForCausalLM",
			weight: 4,
		}),
		{
			decision: {
				created: "2025-07-30",
				params: 3_040_000_000,
				languages: ["multilingual"],
				config: { max_position_embeddings: 131_072 },
			},
			evals: [
				{
					dataset: "opendatalab/OmniDocBench",
					config: "v1.5",
					metric: "edit_distance",
					metricName: "Text edit distance (OmniDocBench v1.5)",
					value: 0.048,
					url: "https://github.com/rednote-hilab/dots.ocr/blob/36d7248878f181c6257dc1cbd799ae940970444f/README.md",
					checked: "2026-11-28",
					notes:
						"dots.ocr README, section 1.3 Other Benchmarks, row 'dots.ocr', column OmniDocBench(v1.5) TextEdit; the table gathers figures from OmniDocBench and each model's own publication",
				},
			],
		},
	),
	withFacts(
		tf("microsoft/Magma-8B", ITT, "MagmaForCausalLM", "magma", {
			license: "mit",
			tags: ["custom_code"],
			auto: "AutoModelForCausalLM",
			weight: 1,
		}),
		{
			hardware: {
				files: {
					"model-00001-of-00004.safetensors": 4_980_000_000,
					"model-00002-of-00004.safetensors": 5_000_000_000,
					"model-00003-of-00004.safetensors": 4_920_000_000,
					"model-00004-of-00004.safetensors": 2_910_000_000,
				},
				source: {
					url: "https://huggingface.co/microsoft/Magma-8B/tree/75a6754f4a8f0b05e861b56155be8348c7ef6542",
					checked: "2026-11-28",
					note: "the repository's file list: four safetensors shards of 4.98, 5, 4.92 and 2.91 GB, as the page rounds them",
				},
			},
		},
	),
	withFacts(
		tf("OpenGVLab/InternVL3-8B", ITT, "InternVLChatModel", "internvl_chat", {
			license: "other",
			tags: ["custom_code", "internvl", C],
			config: { tokenizer_config: { chat_template: TPL.chatml } },
			noInfo: true,
			weight: 3,
		}),
		{
			hardware: {
				files: {
					"model-00001-of-00004.safetensors": 4_990_000_000,
					"model-00002-of-00004.safetensors": 4_960_000_000,
					"model-00003-of-00004.safetensors": 4_800_000_000,
					"model-00004-of-00004.safetensors": 1_140_000_000,
				},
				source: {
					url: "https://github.com/tmnestor/LMM_POC/blob/7fd0c130dd3dc120e3a858de5a67e149d46d1c13/docs/InternVL3-8B_Corruption_Analysis.md",
					checked: "2026-11-28",
					note: "a download check against the hub's tree, column Official Size: model-00001-of-00004.safetensors 4.99 GB, model-00002 4.96 GB, model-00003 4.8 GB, model-00004 1.14 GB (the hub's rounding)",
				},
			},
		},
	),
	withFacts(
		tf("moonshotai/Kimi-VL-A3B-Instruct", ITT, "KimiVLForConditionalGeneration", "kimi_vl", {
			license: "mit",
			tags: ["custom_code", C, "agent", "video", "long-context"],
			config: { chat_template_jinja: TPL.vision },
			base: { id: "moonshotai/Kimi-VL-A3B-Instruct" },
			noInfo: true,
			weight: 1,
		}),
		{ decision: { created: "2025-04-09", params: 16_407_657_472, context: 131_072 } },
	),
	// image-to-text (captioning, OCR)
	withFacts(
		tf("Salesforce/blip-image-captioning-large", "image-to-text", "BlipForConditionalGeneration", "blip", {
			license: "bsd-3-clause",
			formats: ["pytorch", "tf", "safetensors"],
			tags: ["image-captioning"],
			weight: 20,
			inferenceProviderMapping: serve(["hf-inference", "Salesforce/blip-image-captioning-large", "image-to-text"]),
		}),
		{
			decision: {
				created: "2022-12-13",
				params: 470_000_000,
				dtype: "F32",
				languages: ["en"],
				config: { vision_config: { image_size: 384 } },
			},
		},
	),
	withFacts(
		tf("Salesforce/blip-image-captioning-base", "image-to-text", "BlipForConditionalGeneration", "blip", {
			license: "bsd-3-clause",
			formats: ["pytorch", "tf", "safetensors"],
			tags: ["image-captioning"],
			weight: 10,
		}),
		{
			hardware: {
				files: { "model.safetensors": 990_000_000 },
				source: {
					url: "https://huggingface.co/Salesforce/blip-image-captioning-base/tree/9cfcdbcaccbcadb2b53b36d4b50042c4eeaa0c25",
					checked: "2026-11-28",
					note: "the repository's file list: model.safetensors, 990 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		tf("nlpconnect/vit-gpt2-image-captioning", "image-to-text", "VisionEncoderDecoderModel", "vision-encoder-decoder", {
			license: "apache-2.0",
			formats: ["pytorch"],
			tags: ["image-captioning"],
			weight: 8,
			inferenceProviderMapping: serve(["hf-inference", "nlpconnect/vit-gpt2-image-captioning", "image-to-text"]),
		}),
		{
			decision: { created: "2022-03-02", languages: ["en"] },
			hardware: {
				files: { "pytorch_model.bin": 982_000_000 },
				source: {
					url: "https://huggingface.co/nlpconnect/vit-gpt2-image-captioning/tree/93857e539f312a97c13f16976c2a43505fd76d87",
					checked: "2026-11-28",
					note: "the repository's file list: pytorch_model.bin, 982 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		tf("microsoft/trocr-base-handwritten", "image-to-text", "VisionEncoderDecoderModel", "vision-encoder-decoder", {
			formats: ["pytorch", "safetensors"],
			tags: ["trocr"],
			weight: 8,
		}),
		{
			hardware: {
				params: 334_000_000,
				dtype: "F32",
				source: {
					url: "https://arxiv.org/abs/2109.10282",
					checked: "2026-11-27",
					note: "TrOCR-Base, the paper's parameter count",
				},
			},
		},
	),
	withFacts(
		tf("zai-org/GLM-4.1V-9B-Thinking", "image-text-to-text", "Glm4vForConditionalGeneration", "glm4v", {
			license: "mit",
			languages: ["en", "zh"],
			tags: ["reasoning", C],
			config: { chat_template_jinja: TPL.glm },
			weight: 1,
			inferenceProviderMapping: serve(["zai-org", "glm-4.1v-thinking-flash", C, "staging"]),
		}),
		{
			hardware: {
				params: 10_000_000_000,
				dtype: "BF16",
				dtypeAssumed: true,
				source: {
					url: "https://huggingface.co/models?other=glm4v",
					checked: "2026-11-28",
					note: "the hub's model list shows zai-org/GLM-4.1V-9B-Thinking at '10B' (its safetensors count, rounded); the card calls it a '10B-parameter' VLM; stored type not stated there (BF16 assumed)",
				},
			},
		},
	),
	withFacts(
		rec("zai-org/GLM-OCR", {
			pipeline_tag: "image-to-text",
			library_name: "transformers",
			formats: ["safetensors"],
			tags: ["ocr"],
			license: "mit",
			weight: 1,
			inferenceProviderMapping: serve(["zai-org", "glm-ocr", "image-to-text", "staging"]),
		}),
		{
			hardware: {
				params: 900_000_000,
				dtype: "BF16",
				source: {
					url: "https://huggingface.co/docs/transformers/v5.14.0/model_doc/glm_ocr",
					checked: "2026-11-28",
					note: "transformers' GLM-OCR page: 'Only 0.9B parameters' (the model card says the same); the weights are the repository's model.safetensors, config.json's text_config dtype bfloat16",
				},
			},
			evals: [
				{
					dataset: "opendatalab/OmniDocBench",
					config: "v1.5",
					metric: "edit_distance",
					metricName: "Text edit distance (OmniDocBench v1.5)",
					value: 0.04,
					url: "https://github.com/rednote-hilab/dots.ocr/blob/36d7248878f181c6257dc1cbd799ae940970444f/README.md",
					checked: "2026-11-28",
					notes:
						"dots.ocr README, section 1.3 Other Benchmarks, row 'GLMOCR', column OmniDocBench(v1.5) TextEdit; the table gathers figures from OmniDocBench and each model's own publication (printed with two decimals)",
				},
			],
		},
	),
	// visual-question-answering
	withFacts(
		tf("dandelin/vilt-b32-finetuned-vqa", "visual-question-answering", "ViltForQuestionAnswering", "vilt", {
			license: "apache-2.0",
			formats: ["pytorch"],
			weight: 5,
			widgetData: [
				{
					text: "What's the animal doing?",
					src: "https://huggingface.co/datasets/mishig/sample_images/resolve/main/tiger.jpg",
				},
			],
			inferenceProviderMapping: serve(["hf-inference", "dandelin/vilt-b32-finetuned-vqa", "visual-question-answering"]),
		}),
		{
			decision: {
				created: "2022-03-02",
				params: 118_000_000,
				dtype: "F32",
				languages: ["en"],
				config: { max_position_embeddings: 40, image_size: 384 },
			},
		},
	),
	withFacts(
		tf("google/deplot", "visual-question-answering", "Pix2StructForConditionalGeneration", "pix2struct", {
			license: "apache-2.0",
			formats: ["pytorch", "safetensors"],
			auto: "AutoModelForSeq2SeqLM",
			weight: 1,
		}),
		{ decision: { created: "2023-04-03", params: 282_000_000, dtype: "F32", languages: ["en"] } },
	),
	withFacts(
		tf("google/matcha-base", "visual-question-answering", "Pix2StructForConditionalGeneration", "pix2struct", {
			license: "apache-2.0",
			formats: ["pytorch", "safetensors"],
			auto: "AutoModelForSeq2SeqLM",
			weight: 1,
		}),
		{
			hardware: {
				files: { "pytorch_model.bin": 1130000000 },
				source: {
					url: "https://huggingface.co/google/matcha-base/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list: pytorch_model.bin, 1.13 GB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		tf("Salesforce/blip-vqa-base", "visual-question-answering", "BlipForQuestionAnswering", "blip", {
			license: "bsd-3-clause",
			formats: ["pytorch", "tf", "safetensors"],
			weight: 3,
		}),
		{
			hardware: {
				files: { "model.safetensors": 1_540_000_000 },
				source: {
					url: "https://huggingface.co/Salesforce/blip-vqa-base/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list: model.safetensors, 1.54 GB, as the page rounds it",
				},
			},
		},
	),
	// document-question-answering
	withFacts(
		tf("impira/layoutlm-document-qa", "document-question-answering", "LayoutLMForQuestionAnswering", "layoutlm", {
			license: "mit",
			languages: ["en"],
			formats: ["pytorch", "tf", "safetensors"],
			tags: ["pdf"],
			processor: "AutoTokenizer",
			weight: 5,
			widgetData: [
				{
					text: "What is the invoice number?",
					src: "https://huggingface.co/spaces/impira/docquery/resolve/2359223c1837a7587402bda0f2643382a6eefeab/invoice.png",
				},
			],
			inferenceProviderMapping: serve(["hf-inference", "impira/layoutlm-document-qa", "document-question-answering"]),
		}),
		{
			decision: {
				created: "2022-08-07",
				params: 128_000_000,
				dtype: "F32",
				languages: ["en"],
				config: { max_position_embeddings: 514 },
			},
		},
	),
	withFacts(
		tf("impira/layoutlm-invoices", "document-question-answering", "LayoutLMForQuestionAnswering", "layoutlm", {
			license: "cc-by-nc-sa-4.0",
			languages: ["en"],
			formats: ["pytorch", "safetensors"],
			tags: ["pdf", "invoices"],
			processor: "AutoTokenizer",
			weight: 2,
		}),
		{
			hardware: {
				files: { "pytorch_model.bin": 511_000_000 },
				source: {
					url: "https://huggingface.co/impira/layoutlm-invoices/tree/5ab2ed873c59b186fbc95b22d36bba37076033ae",
					checked: "2026-11-28",
					note: "the repository's file list: pytorch_model.bin, 511 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		tf(
			"naver-clova-ix/donut-base-finetuned-docvqa",
			"document-question-answering",
			"VisionEncoderDecoderModel",
			"vision-encoder-decoder",
			{
				license: "mit",
				formats: ["pytorch"],
				tags: ["donut"],
				weight: 2,
			},
		),
		{
			decision: { created: "2022-07-19", params: 202_000_000, dtype: "F32", languages: ["en"] },
			evals: [
				{
					dataset: "lmms-lab/DocVQA",
					split: "test",
					metric: "anls",
					value: 67.5,
					url: "https://github.com/clovaai/donut/blob/4cfcf972560e1a0f26eb3e294c8fc88a0d336626/README.md",
					checked: "2026-11-28",
					notes:
						"Donut README, Pre-trained Model and Web Demo table, row DocVQA Task1 (donut-base-finetuned-docvqa), column Score: 67.5; Papers with Code lists it as DocVQA test ANLS 0.675",
				},
			],
		},
	),
	withFacts(
		tf("microsoft/udop-large", "document-question-answering", "UdopForConditionalGeneration", "udop", {
			license: "mit",
			formats: ["pytorch", "safetensors"],
			weight: 1,
		}),
		{ decision: { created: "2024-02-26", params: 742_000_000, dtype: "F32", languages: ["en"] } },
	),
	// video-text-to-text
	withFacts(
		tf(
			"llava-hf/LLaVA-NeXT-Video-7B-hf",
			"video-text-to-text",
			"LlavaNextVideoForConditionalGeneration",
			"llava_next_video",
			{
				license: "llama2",
				languages: ["en"],
				tags: ["vision", C],
				config: { processor_config: { chat_template: TPL.idefics } },
				weight: 2,
			},
		),
		{
			hardware: {
				files: {
					"model-00001-of-00003.safetensors": 4_990_000_000,
					"model-00002-of-00003.safetensors": 4_960_000_000,
					"model-00003-of-00003.safetensors": 4_180_000_000,
				},
				source: {
					url: "https://huggingface.co/llava-hf/LLaVA-NeXT-Video-7B-hf/tree/dc5c07dacb3600fd2d7c9cccf5845d8c1f0344c5",
					checked: "2026-11-28",
					note: "the repository's file list: three safetensors shards of 4.99, 4.96 and 4.18 GB, as the page rounds them",
				},
			},
		},
	),
	withFacts(
		tf("Vision-CAIR/LongVU_Qwen2_7B", "video-text-to-text", "CambrianQwenForCausalLM", "cambrian_qwen", {
			license: "apache-2.0",
			noInfo: true,
			weight: 1,
		}),
		{
			hardware: {
				files: { "model.safetensors": 15_300_000_000 },
				source: {
					url: "https://huggingface.co/Vision-CAIR/LongVU_Qwen2_7B/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list: model.safetensors, 15.3 GB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		tf("lmms-lab/LLaVA-Video-7B-Qwen2", "video-text-to-text", "LlavaQwenForCausalLM", "llava", {
			license: "apache-2.0",
			languages: ["en"],
			tags: ["multimodal"],
			noInfo: true,
			weight: 1,
		}),
		{ decision: { created: "2024-10-03", params: 8_030_000_000 } },
	),
	// audio-text-to-text
	withFacts(
		tf("Qwen/Qwen2-Audio-7B-Instruct", "audio-text-to-text", "Qwen2AudioForConditionalGeneration", "qwen2_audio", {
			license: "apache-2.0",
			languages: ["en"],
			tags: ["audio", C],
			config: { processor_config: { chat_template: TPL.chatml } },
			auto: "Qwen2AudioForConditionalGeneration",
			weight: 3,
		}),
		{
			decision: { created: "2024-08-09", params: 8_400_000_000 },
			evals: [
				{
					dataset: "hlt-lab/voicebench",
					metric: "voicebench_overall",
					value: 54.72,
					url: "https://github.com/MoonshotAI/Kimi-Audio/blob/0260b0b79488a5dbfa984c7667c5e4c90a0b11b5/README.md",
					checked: "2026-11-28",
					notes:
						"Kimi-Audio README, table Audio-to-Text Chat, VoiceBench rows, model Qwen2-Audio-chat (the instruct model), column Avg",
				},
			],
		},
	),
	tf("fixie-ai/ultravox-v0_5-llama-3_2-1b", "audio-text-to-text", "UltravoxModel", "ultravox", {
		license: "mit",
		tags: ["custom_code"],
		auto: "AutoModel",
		weight: 2,
	}),
	withFacts(
		tf("mistralai/Voxtral-Mini-3B-2507", "audio-text-to-text", "VoxtralForConditionalGeneration", "voxtral", {
			license: "apache-2.0",
			languages: ["en", "fr", "de", "es", "it", "pt", "nl", "hi"],
			tags: ["vllm"],
			weight: 3,
		}),
		{ decision: { created: "2025-07-15", params: 4_680_000_000 } },
	),
	tf("nvidia/audio-flamingo-3", "audio-text-to-text", "AudioFlamingo3ForConditionalGeneration", "audioflamingo3", {
		license: "other",
		noInfo: true,
		weight: 1,
	}),
	// any-to-any
	withFacts(
		tf("Qwen/Qwen2.5-Omni-7B", "any-to-any", "Qwen2_5OmniModel", "qwen2_5_omni", {
			license: "other",
			cardData: {
				license_name: "apache-2.0",
				license_link: "https://huggingface.co/Qwen/Qwen2.5-Omni-7B/blob/main/LICENSE",
			},
			languages: ["en"],
			tags: ["multimodal"],
			auto: "Qwen2_5OmniForConditionalGeneration",
			weight: 4,
		}),
		{
			decision: { created: "2025-03-26", params: 10_700_000_000 },
			evals: [
				{
					dataset: "MMMU/MMMU",
					metric: "accuracy",
					value: 0.592,
					url: "https://github.com/QwenLM/Qwen2.5-Omni/blob/f8bf58c6c68a66d3543f625ca08e285daf8fff53/README.md",
					checked: "2026-11-28",
					notes: "Qwen2.5-Omni README, table Image -> Text, row MMMU val, column Qwen2.5-Omni-7B: 59.2",
				},
				{
					dataset: "lmms-lab/Video-MME",
					config: "without-subtitles",
					split: "test",
					metric: "accuracy",
					value: 64.3,
					url: "https://github.com/QwenLM/Qwen2.5-Omni/blob/f8bf58c6c68a66d3543f625ca08e285daf8fff53/README.md",
					checked: "2026-11-28",
					notes:
						"Qwen2.5-Omni README, table Video (without audio) -> Text, row Video-MME w/o sub, column Qwen2.5-Omni-7B",
				},
				{
					dataset: "hlt-lab/voicebench",
					metric: "voicebench_overall",
					value: 72.83,
					url: "https://github.com/MoonshotAI/Kimi-Audio/blob/0260b0b79488a5dbfa984c7667c5e4c90a0b11b5/README.md",
					checked: "2026-11-28",
					notes: "Kimi-Audio README, table Audio-to-Text Chat, VoiceBench rows, model Qwen2.5-Omni, column Avg",
				},
			],
		},
	),
	withFacts(
		tf("openbmb/MiniCPM-o-2_6", "any-to-any", "MiniCPMO", "minicpmo", {
			tags: ["custom_code", "minicpm-o", "omni", "vision", "ocr", "multi-image", "video", "audio"],
			noInfo: true,
			weight: 2,
		}),
		{
			decision: { created: "2025-01-13", params: 8_670_000_000, license: "apache-2.0", languages: ["multilingual"] },
			evals: [
				{
					dataset: "MMMU/MMMU",
					metric: "accuracy",
					value: 0.504,
					url: "https://github.com/OpenBMB/MiniCPM-o/blob/3ec4cb0e868b22d0b0dcfed5546edb50900bc878/docs/minicpm_o2dot6_en.md",
					checked: "2026-11-28",
					notes:
						"MiniCPM-o 2.6 document, single-image table, row MiniCPM-o 2.6, column MMMU val: 50.4* (* run with chain-of-thought prompting)",
				},
				{
					dataset: "lmms-lab/Video-MME",
					config: "without-subtitles",
					split: "test",
					metric: "accuracy",
					value: 63.9,
					url: "https://github.com/OpenBMB/MiniCPM-o/blob/3ec4cb0e868b22d0b0dcfed5546edb50900bc878/docs/minicpm_o2dot6_en.md",
					checked: "2026-11-28",
					notes:
						"MiniCPM-o 2.6 document, multi-image and video table, row MiniCPM-o 2.6, column Video-MME (wo / w subs): 63.9/67.9",
				},
			],
		},
	),
	withFacts(
		rec("ByteDance-Seed/BAGEL-7B-MoT", {
			pipeline_tag: "any-to-any",
			library_name: "bagel-mot",
			license: "apache-2.0",
			base: { id: "Qwen/Qwen2.5-7B-Instruct" },
			weight: 1,
		}),
		{
			decision: { created: "2025-05-20", params: 14_000_000_000 },
			evals: [
				{
					dataset: "MMMU/MMMU",
					metric: "accuracy",
					value: 0.553,
					url: "https://github.com/ByteDance-Seed/Bagel/blob/056b5fd51a88c1eb4547318609e25d40080fcf87/README.md",
					checked: "2026-11-28",
					notes: "BAGEL README, Benchmarks, 1. Visual Understanding, row BAGEL, column MMMU: 55.3",
				},
				{
					dataset: "stepfun-ai/GEdit-Bench",
					config: "en",
					metric: "viescore",
					value: 6.6,
					url: "https://github.com/wyhlovecpp/GPT-Image-Edit/blob/235405c26d464ac8d5d297658f0056dca69ab0bf/README.md",
					checked: "2026-11-28",
					notes: "GPT-Image-Edit README, table GEdit-EN-full, row Bagel (without thinking), column Avg: 6.60",
				},
			],
		},
	),
	withFacts(
		rec("OmniGen2/OmniGen2", {
			pipeline_tag: "any-to-any",
			library_name: "diffusers",
			license: "apache-2.0",
			weight: 1,
		}),
		{
			decision: { created: "2025-06-16" },
			evals: [
				{
					dataset: "stepfun-ai/GEdit-Bench",
					config: "en",
					metric: "viescore",
					value: 6.42,
					url: "https://github.com/wyhlovecpp/GPT-Image-Edit/blob/235405c26d464ac8d5d297658f0056dca69ab0bf/README.md",
					checked: "2026-11-28",
					notes:
						"GPT-Image-Edit README, table GEdit-EN-full, row OmniGen2, column Avg (the only column the table gives for it)",
				},
			],
		},
	),
	// visual-document-retrieval
	// The ColPali-family repositories hold LoRA adapters; their decision parameter count is the whole
	// retriever's (base model and adapter), the size that decides the hardware.
	withFacts(
		rec("vidore/colqwen2-v1.0", {
			pipeline_tag: "visual-document-retrieval",
			library_name: "colpali",
			formats: ["safetensors"],
			tags: ["vidore", "multimodal_embedding"],
			license: "apache-2.0",
			languages: ["en"],
			base: { id: "vidore/colqwen2-base", rel: "adapter" },
			weight: 3,
		}),
		{
			decision: { created: "2024-11-24", params: 2_210_000_000, languages: ["en"] },
			hardware: {
				base: { params: 2_210_000_000, dtype: "F32", format: "safetensors" },
				source: {
					url: "https://huggingface.co/michaelfeil/colqwen2-v0.1",
					checked: "2026-11-28",
					note: "ColQwen2 merged into vidore/colqwen2-base (the adapter folded in, no parameter added): 'Model size 2.21B params'; the base's own tree (https://huggingface.co/vidore/colqwen2-base/tree/main, fa8c8a2) stores two shards of 4.98 and 3.85 GB, about 4 bytes a parameter: F32",
				},
			},
			evals: [
				{
					dataset: "vidore/docvqa_test_subsampled",
					split: "test",
					metric: "ndcg@5",
					value: 0.61483,
					url: "https://github.com/embeddings-benchmark/results/blob/f4cc6c8b365a3c779dbc708d6affe0b0355b2ddf/results/vidore__colqwen2-v1.0/530094e83a40ca4edcb5c9e5ddfa61a4b5ea0d2f/VidoreDocVQARetrieval.json",
					checked: "2026-11-27",
					notes: "MTEB results file of VidoreDocVQARetrieval, main_score (nDCG@5) of the test split",
				},
			],
		},
	),
	withFacts(
		rec("vidore/colpali-v1.3", {
			pipeline_tag: "visual-document-retrieval",
			library_name: "colpali",
			formats: ["safetensors"],
			tags: ["vidore"],
			license: "mit",
			languages: ["en"],
			base: { id: "vidore/colpaligemma-3b-pt-448-base", rel: "adapter" },
			weight: 2,
		}),
		{
			decision: { created: "2024-11-24", params: 2_920_000_000, languages: ["en"] },
			evals: [
				{
					dataset: "vidore/docvqa_test_subsampled",
					split: "test",
					metric: "ndcg@5",
					value: 0.58374,
					url: "https://github.com/embeddings-benchmark/results/blob/f4cc6c8b365a3c779dbc708d6affe0b0355b2ddf/results/vidore__colpali-v1.3/1b5c8929330df1a66de441a9b5409a878f0de5b0/VidoreDocVQARetrieval.json",
					checked: "2026-11-27",
					notes: "MTEB results file of VidoreDocVQARetrieval, main_score (nDCG@5) of the test split",
				},
			],
		},
	),
	withFacts(
		tf("vidore/colqwen2.5-v0.2", "visual-document-retrieval", "ColQwen2_5", "colqwen2_5", {
			license: "mit",
			noInfo: true,
			weight: 1,
		}),
		{
			decision: { created: "2025-01-31", params: 3_750_000_000, languages: ["en"] },
			evals: [
				{
					dataset: "vidore/docvqa_test_subsampled",
					split: "test",
					metric: "ndcg@5",
					value: 0.63627,
					url: "https://github.com/embeddings-benchmark/results/blob/f4cc6c8b365a3c779dbc708d6affe0b0355b2ddf/results/vidore__colqwen2.5-v0.2/6f6fcdfd1a114dfe365f529701b33d66b9349014/VidoreDocVQARetrieval.json",
					checked: "2026-11-27",
					notes: "MTEB results file of VidoreDocVQARetrieval, main_score (nDCG@5) of the test split",
				},
			],
		},
	),
	withFacts(
		tf("jinaai/jina-embeddings-v4", "visual-document-retrieval", "JinaEmbeddingsV4Model", "jina-embeddings-v4", {
			license: "other",
			tags: ["custom_code", "sentence-transformers", "vidore", "multimodal-embedding"],
			noInfo: true,
			weight: 2,
		}),
		{
			decision: { created: "2025-06-24", params: 3_750_000_000, languages: ["multilingual"] },
			evals: [
				{
					dataset: "vidore/docvqa_test_subsampled",
					split: "test",
					metric: "ndcg@5",
					value: 0.60137,
					url: "https://github.com/embeddings-benchmark/results/blob/f4cc6c8b365a3c779dbc708d6affe0b0355b2ddf/results/jinaai__jina-embeddings-v4/26239889730c735ed7e9a4db9180c8935faf4ba0/VidoreDocVQARetrieval.json",
					checked: "2026-11-27",
					notes: "MTEB results file of VidoreDocVQARetrieval, main_score (nDCG@5) of the test split",
				},
			],
		},
	),
	// image-text-to-image, image-text-to-video
	withFacts(
		rec("black-forest-labs/FLUX.2-dev", {
			pipeline_tag: "image-text-to-image",
			library_name: "diffusers",
			formats: ["safetensors"],
			tags: ["image-generation", "image-editing", "flux", "diffusers:Flux2Pipeline"],
			license: "other",
			gated: "auto",
			config: { diffusers: { _class_name: "Flux2Pipeline" } },
			weight: 4,
			inferenceProviderMapping: serve(
				["fal-ai", "fal-ai/flux-2/edit", "image-text-to-image"],
				["wavespeed", "wavespeed-ai/flux-2-dev/edit", "image-text-to-image"],
			),
		}),
		{ decision: { created: "2025-11-25", params: 32_000_000_000, licenseName: "flux-dev-non-commercial-license" } },
	),
	withFacts(
		rec("Qwen/Qwen-Image-Edit-2509", {
			pipeline_tag: "image-text-to-image",
			library_name: "diffusers",
			formats: ["safetensors"],
			tags: ["diffusers:QwenImageEditPlusPipeline"],
			license: "apache-2.0",
			languages: ["en", "zh"],
			config: { diffusers: { _class_name: "QwenImageEditPlusPipeline" } },
			weight: 3,
			inferenceProviderMapping: serve(
				["fal-ai", "fal-ai/qwen-image-edit-plus", "image-text-to-image"],
				["wavespeed", "wavespeed-ai/qwen-image/edit-plus", "image-text-to-image"],
			),
		}),
		{ decision: { created: "2025-09-22", params: 20_000_000_000 } },
	),
	withFacts(
		rec("HiDream-ai/HiDream-E1-Full", {
			pipeline_tag: "image-text-to-image",
			library_name: "diffusers",
			tags: ["image-editing", "HiDream.ai"],
			license: "mit",
			languages: ["en"],
			weight: 0.5,
		}),
		{ decision: { created: "2025-04-28", params: 17_000_000_000 } },
	),
	withFacts(
		rec("Lightricks/LTX-Video", {
			pipeline_tag: "image-text-to-video",
			library_name: "diffusers",
			formats: ["safetensors"],
			tags: ["ltx-video", "image-to-video", "text-to-video", "diffusers:LTXPipeline"],
			license: "other",
			languages: ["en"],
			config: { diffusers: { _class_name: "LTXPipeline" } },
			weight: 8,
			inferenceProviderMapping: serve(
				["fal-ai", "fal-ai/ltx-video/image-to-video", "image-text-to-video"],
				["wavespeed", "wavespeed-ai/ltx-video-13b/image-to-video", "image-text-to-video", "staging"],
			),
		}),
		{ decision: { created: "2024-11-22", params: 1_900_000_000 } },
	),
	withFacts(
		rec("Wan-AI/Wan2.2-TI2V-5B-Diffusers", {
			pipeline_tag: "image-text-to-video",
			library_name: "diffusers",
			formats: ["safetensors"],
			tags: ["diffusers:WanPipeline"],
			license: "apache-2.0",
			languages: ["en", "zh"],
			config: { diffusers: { _class_name: "WanPipeline" } },
			weight: 3,
			inferenceProviderMapping: serve(["wavespeed", "wavespeed-ai/wan-2.2/ti2v-5b-720p", "image-text-to-video"]),
		}),
		{ decision: { created: "2025-07-28", params: 5_000_000_000 } },
	),
	withFacts(
		rec("Wan-AI/Wan2.1-VACE-14B-diffusers", {
			pipeline_tag: "image-text-to-video",
			library_name: "diffusers",
			formats: ["safetensors"],
			tags: ["diffusers:WanVACEPipeline"],
			license: "apache-2.0",
			config: { diffusers: { _class_name: "WanVACEPipeline" } },
			weight: 1,
		}),
		{ decision: { created: "2025-05-14", params: 14_000_000_000 } },
	),
	withFacts(
		tf("Qwen/Qwen3-VL-8B-Instruct", "image-text-to-text", "Qwen3VLForConditionalGeneration", "qwen3_vl", {
			license: "apache-2.0",
			chat: TPL.vision,
			weight: 20,
		}),
		{ decision: { created: "2025-10-14", params: 8_767_123_696, context: 262_144 } },
	),
	// audio-text-to-text
	tf("mistralai/Voxtral-Small-24B-2507", "audio-text-to-text", "VoxtralForConditionalGeneration", "voxtral", {
		license: "apache-2.0",
		languages: ["en", "fr", "de", "es", "it", "pt", "nl", "hi"],
		tags: ["vllm"],
		createdAt: day("2025-07-15"),
		safetensors: st(24_300_000_000),
		config: { text_config: { max_position_embeddings: 32_768 } },
		weight: 2,
	}),
	tf("google/gemma-3n-E2B-it", "image-text-to-text", "Gemma3nForConditionalGeneration", "gemma3n", {
		license: "gemma",
		tags: ["audio", "video"],
		chat: TPL.gemma,
		createdAt: day("2025-06-26"),
		safetensors: st(5_440_000_000),
		config: { text_config: { max_position_embeddings: 32_768 } },
		weight: 4,
	}),
	// any-to-any
	tf("Qwen/Qwen3-Omni-30B-A3B-Instruct", "any-to-any", "Qwen3OmniMoeForConditionalGeneration", "qwen3_omni_moe", {
		license: "apache-2.0",
		tags: ["multimodal"],
		chat: TPL.qwen,
		createdAt: day("2025-09-22"),
		safetensors: st(35_300_000_000),
		weight: 4,
	}),
	// A 2026 general model for table questions: Qwen3.5's flagship, released 2026-02-16 (Qwen's announcement and
	// the hub's Qwen3.5 collection): a natively multimodal mixture of experts, 397B parameters with 17B active
	// (the hub counts 403B with the vision encoder), 262K-token native context, 201 languages, Apache-2.0.
	rec("Qwen/Qwen3.5-397B-A17B", {
		pipeline_tag: "image-text-to-text",
		library_name: "transformers",
		formats: ["safetensors"],
		license: "apache-2.0",
		languages: ["multilingual"],
		config: { model_type: "qwen3_5_moe", text_config: { max_position_embeddings: 262_144 } },
		createdAt: day("2026-02-16"),
		safetensors: st(403_000_000_000),
		weight: 2,
	}),
	// visual-document-retrieval
	withFacts(
		rec("vidore/colSmol-256M", {
			pipeline_tag: "visual-document-retrieval",
			library_name: "colpali",
			formats: ["safetensors"],
			tags: ["vidore", "colsmolvlm", "idefics3"],
			license: "mit",
			languages: ["en"],
			base: { id: "vidore/ColSmolVLM-256M-Base", rel: "adapter" },
			createdAt: day("2025-01-23"),
			safetensors: st(256_000_000),
			weight: 1,
		}),
		{
			evals: [
				{
					dataset: "vidore/docvqa_test_subsampled",
					split: "test",
					metric: "ndcg@5",
					value: 0.56609,
					url: "https://github.com/embeddings-benchmark/results/blob/f4cc6c8b365a3c779dbc708d6affe0b0355b2ddf/results/vidore__colSmol-256M/a59110fdf114638b8018e6c9a018907e12f14855/VidoreDocVQARetrieval.json",
					checked: "2026-11-27",
					notes: "MTEB results file of VidoreDocVQARetrieval, main_score (nDCG@5) of the test split",
				},
			],
		},
	),
];
