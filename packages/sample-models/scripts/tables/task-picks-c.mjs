// Task-page picks (writer C): the example models of the audio, multimodal, tabular and video task pages
// that no other table had. Their facts follow the model cards; decision facts for page models other
// tables own are in ../decision-facts.mjs.
import { rec, TPL, tf } from "../lib.mjs";

/** ISO timestamp of a publication day. */
const day = (d) => `${d}T00:00:00.000Z`;

/** The hub's safetensors summary for a model of `total` parameters stored in one dtype. */
const weights = (total, dtype = "BF16") => ({ parameters: { [dtype]: total }, total });

export default [
	// audio-classification: the Speech Commands model that matches the page's spoken-command demo
	tf(
		"MIT/ast-finetuned-speech-commands-v2",
		"audio-classification",
		"ASTForAudioClassification",
		"audio-spectrogram-transformer",
		{
			license: "bsd-3-clause",
			languages: ["en"],
			createdAt: day("2022-11-14"),
			safetensors: weights(85_400_000, "F32"),
			config: { num_labels: 35 },
			weight: 3,
		},
	),
	// audio-text-to-text
	tf("mistralai/Voxtral-Small-24B-2507", "audio-text-to-text", "VoxtralForConditionalGeneration", "voxtral", {
		license: "apache-2.0",
		languages: ["en", "fr", "de", "es", "it", "pt", "nl", "hi"],
		tags: ["vllm"],
		createdAt: day("2025-07-15"),
		safetensors: weights(24_300_000_000),
		config: { text_config: { max_position_embeddings: 32_768 } },
		weight: 2,
	}),
	tf("google/gemma-3n-E2B-it", "image-text-to-text", "Gemma3nForConditionalGeneration", "gemma3n", {
		license: "gemma",
		tags: ["audio", "video"],
		chat: TPL.gemma,
		createdAt: day("2025-06-26"),
		safetensors: weights(5_440_000_000),
		config: { text_config: { max_position_embeddings: 32_768 } },
		weight: 4,
	}),
	// text-to-audio
	rec("stabilityai/stable-audio-open-small", {
		pipeline_tag: "text-to-audio",
		library_name: "stable-audio-tools",
		formats: ["safetensors"],
		license: "other",
		cardData: { license_name: "stabilityai-ai-community" },
		languages: ["en"],
		gated: "auto",
		createdAt: day("2025-05-14"),
		safetensors: weights(341_000_000, "F32"),
		weight: 2,
	}),
	rec("ACE-Step/ACE-Step-v1-3.5B", {
		pipeline_tag: "text-to-audio",
		formats: ["safetensors"],
		tags: ["music", "song-generation"],
		license: "apache-2.0",
		createdAt: day("2025-05-06"),
		safetensors: weights(3_500_000_000, "F32"),
		weight: 3,
	}),
	// any-to-any
	tf("Qwen/Qwen3-Omni-30B-A3B-Instruct", "any-to-any", "Qwen3OmniMoeForConditionalGeneration", "qwen3_omni_moe", {
		license: "apache-2.0",
		tags: ["multimodal"],
		chat: TPL.qwen,
		createdAt: day("2025-09-22"),
		safetensors: weights(35_300_000_000),
		weight: 4,
	}),
	// table-question-answering
	tf("tablegpt/TableGPT2-7B", "text-generation", "Qwen2ForCausalLM", "qwen2", {
		license: "apache-2.0",
		languages: ["en", "zh"],
		chat: TPL.chatml,
		base: { id: "Qwen/Qwen2.5-7B", rel: "finetune" },
		createdAt: day("2024-11-04"),
		safetensors: weights(7_620_000_000),
		config: { max_position_embeddings: 32_768 },
		weight: 1,
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
		safetensors: weights(403_000_000_000),
		weight: 2,
	}),
	// tabular-classification, tabular-regression: in-context tabular foundation models (AutoGluon loads them)
	rec("autogluon/tabpfn-mix-1.0-classifier", {
		pipeline_tag: "tabular-classification",
		library_name: "autogluon",
		tags: ["tabular"],
		formats: ["safetensors"],
		license: "apache-2.0",
		createdAt: day("2024-11-26"),
		safetensors: weights(37_000_000, "F32"),
		weight: 2,
	}),
	rec("autogluon/mitra-classifier", {
		pipeline_tag: "tabular-classification",
		formats: ["safetensors"],
		license: "apache-2.0",
		createdAt: day("2025-07-22"),
		safetensors: weights(72_000_000, "F32"),
		weight: 2,
	}),
	rec("autogluon/mitra-regressor", {
		pipeline_tag: "tabular-regression",
		formats: ["safetensors"],
		license: "apache-2.0",
		createdAt: day("2025-07-22"),
		safetensors: weights(72_000_000, "F32"),
		weight: 1,
	}),
	// video-classification: V-JEPA 2 with its attentive-probe classifiers
	tf("facebook/vjepa2-vitg-fpc64-384-ssv2", "video-classification", "VJEPA2ForVideoClassification", "vjepa2", {
		license: "apache-2.0",
		tags: ["video"],
		createdAt: day("2025-06-11"),
		safetensors: weights(1_040_000_000, "F32"),
		config: { num_labels: 174, frames_per_clip: 64, crop_size: 384 },
		weight: 1,
	}),
	tf("facebook/vjepa2-vitl-fpc16-256-ssv2", "video-classification", "VJEPA2ForVideoClassification", "vjepa2", {
		license: "mit",
		tags: ["video"],
		createdAt: day("2025-06-11"),
		safetensors: weights(375_000_000, "F32"),
		config: { num_labels: 174, frames_per_clip: 16, crop_size: 256 },
		weight: 2,
	}),
	tf("facebook/vjepa2-vitl-fpc32-256-diving48", "video-classification", "VJEPA2ForVideoClassification", "vjepa2", {
		license: "mit",
		tags: ["video"],
		createdAt: day("2025-06-11"),
		safetensors: weights(375_000_000, "F32"),
		config: { num_labels: 48, frames_per_clip: 32, crop_size: 256 },
		weight: 1,
	}),
	// visual-document-retrieval
	rec("vidore/colSmol-256M", {
		pipeline_tag: "visual-document-retrieval",
		library_name: "colpali",
		formats: ["safetensors"],
		tags: ["vidore", "colsmolvlm", "idefics3"],
		license: "mit",
		languages: ["en"],
		base: { id: "vidore/ColSmolVLM-256M-Base", rel: "adapter" },
		createdAt: day("2025-01-23"),
		safetensors: weights(256_000_000),
		weight: 1,
	}),
];
