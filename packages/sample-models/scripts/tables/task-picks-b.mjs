// Task-page picks (writer B): the example models of the reviewed task pages that no other table had.
// Their facts follow the model cards; decision facts for page models other tables own are in
// ../decision-facts.mjs.
import { rec, tf } from "../lib.mjs";

/** ISO timestamp of a publication day. */
const day = (d) => `${d}T00:00:00.000Z`;

/** The hub's safetensors summary for a model of `total` parameters stored in one dtype. */
const weights = (total, dtype = "BF16") => ({ parameters: { [dtype]: total }, total });

// ---- records the pages need that no other table has -----------------------------------------------

const IC = "image-classification";
const OD = "object-detection";
const SEG = "image-segmentation";

const timm = (id, o) =>
	rec(id, {
		pipeline_tag: IC,
		library_name: "timm",
		formats: ["pytorch", "safetensors"],
		tags: ["transformers", IC],
		...o,
	});

export default [
	// image-classification
	timm("timm/eva02_large_patch14_448.mim_m38m_ft_in22k_in1k", {
		license: "mit",
		config: {
			architecture: "eva02_large_patch14_448",
			num_classes: 1000,
			pretrained_cfg: { input_size: [3, 448, 448] },
		},
		createdAt: day("2023-03-31"),
		safetensors: weights(305_100_000, "F32"),
		weight: 2,
	}),
	timm("timm/mobilenetv4_conv_small.e2400_r224_in1k", {
		license: "apache-2.0",
		config: {
			architecture: "mobilenetv4_conv_small",
			num_classes: 1000,
			pretrained_cfg: { input_size: [3, 224, 224] },
		},
		createdAt: day("2024-06-11"),
		safetensors: weights(3_800_000, "F32"),
		weight: 3,
	}),
	// object-detection
	tf("ustc-community/dfine-xlarge-obj2coco", OD, "DFineForObjectDetection", "d_fine", {
		license: "apache-2.0",
		tags: ["vision"],
		createdAt: day("2025-03-06"),
		safetensors: weights(62_700_000, "F32"),
		weight: 1,
	}),
	tf("ustc-community/dfine-small-coco", OD, "DFineForObjectDetection", "d_fine", {
		license: "apache-2.0",
		tags: ["vision"],
		createdAt: day("2025-03-06"),
		safetensors: weights(10_300_000, "F32"),
		weight: 1,
	}),
	// image-segmentation
	tf("facebook/sam3", "mask-generation", "Sam3Model", "sam3", {
		license: "other",
		cardData: { license_name: "sam-license" },
		gated: "manual",
		tags: ["sam3", "vision", "image-segmentation", "video"],
		createdAt: day("2025-11-19"),
		safetensors: weights(848_000_000, "F32"),
		weight: 3,
	}),
	tf("facebook/mask2former-swin-large-ade-semantic", SEG, "Mask2FormerForUniversalSegmentation", "mask2former", {
		license: "other",
		tags: ["vision"],
		createdAt: day("2023-01-05"),
		safetensors: weights(216_000_000, "F32"),
		config: { num_labels: 150 },
		weight: 1,
	}),
	// depth-estimation
	rec("depth-anything/DA3METRIC-LARGE", {
		pipeline_tag: "depth-estimation",
		library_name: "depth-anything-3",
		formats: ["safetensors"],
		tags: ["depth", "metric depth", "model_hub_mixin", "pytorch_model_hub_mixin"],
		license: "apache-2.0",
		createdAt: day("2025-11-14"),
		safetensors: weights(350_000_000, "F32"),
		weight: 2,
	}),
	// time-series-forecasting
	rec("amazon/chronos-2", {
		pipeline_tag: "time-series-forecasting",
		library_name: "chronos-forecasting",
		formats: ["safetensors"],
		tags: ["time series", "forecasting", "foundation models", "time-series"],
		license: "apache-2.0",
		createdAt: day("2025-10-20"),
		safetensors: weights(120_000_000, "F32"),
		config: { chronos_config: { context_length: 8192 } },
		weight: 4,
	}),
	rec("google/timesfm-2.5-200m-pytorch", {
		pipeline_tag: "time-series-forecasting",
		library_name: "timesfm",
		formats: ["safetensors"],
		tags: ["time-series", "forecasting"],
		license: "apache-2.0",
		createdAt: day("2025-09-15"),
		safetensors: weights(231_000_000, "F32"),
		config: { context_length: 16384 },
		weight: 2,
	}),
	// translation
	tf("google/madlad400-3b-mt", "translation", "T5ForConditionalGeneration", "t5", {
		license: "apache-2.0",
		languages: ["multilingual"],
		tags: ["text2text-generation"],
		createdAt: day("2023-11-27"),
		safetensors: weights(2_940_000_000, "F32"),
		weight: 2,
	}),
	tf("tencent/Hunyuan-MT-7B", "translation", "HunYuanDenseV1ForCausalLM", "hunyuan_v1_dense", {
		auto: "AutoModelForCausalLM",
		license: "other",
		cardData: { license_name: "tencent-hunyuan-community" },
		languages: ["multilingual"],
		tags: ["text-generation", "conversational"],
		createdAt: day("2025-08-28"),
		safetensors: weights(7_500_000_000),
		config: { max_position_embeddings: 32768 },
		weight: 3,
	}),
	tf("ByteDance-Seed/Seed-X-PPO-7B", "translation", "MistralForCausalLM", "mistral", {
		auto: "AutoModelForCausalLM",
		license: "other",
		cardData: { license_name: "openmdw" },
		languages: ["multilingual"],
		tags: ["text-generation"],
		createdAt: day("2025-07-17"),
		safetensors: weights(7_500_000_000),
		config: { max_position_embeddings: 32768 },
		weight: 1,
	}),
	// text-ranking
	tf("Qwen/Qwen3-Reranker-0.6B", "text-ranking", "Qwen3ForCausalLM", "qwen3", {
		auto: "AutoModelForCausalLM",
		license: "apache-2.0",
		languages: ["multilingual"],
		base: { id: "Qwen/Qwen3-0.6B-Base", rel: "finetune" },
		createdAt: day("2025-06-05"),
		safetensors: weights(596_000_000),
		config: { max_position_embeddings: 40960 },
		weight: 3,
	}),
	// 2026 picks for retrieval (feature-extraction, visual-document-retrieval, text-ranking): Qwen's multimodal
	// embedding and reranking models on Qwen3-VL, announced with their technical report (arXiv 2601.04720) on
	// 2026-01-08. Facts from the GitHub README and the hub pages: 2B parameters (the published size), 32K-token
	// inputs, more than 30 languages, Apache-2.0; the hub lists the embedder under sentence-transformers and
	// the reranker under Transformers (AutoModelForImageTextToText) as Text Ranking.
	rec("Qwen/Qwen3-VL-Embedding-2B", {
		pipeline_tag: "sentence-similarity",
		library_name: "sentence-transformers",
		formats: ["safetensors"],
		tags: ["transformers", "qwen3_vl", "multimodal"],
		license: "apache-2.0",
		languages: ["multilingual"],
		config: { model_type: "qwen3_vl", max_position_embeddings: 32768 },
		createdAt: day("2026-01-08"),
		safetensors: weights(2_000_000_000),
		weight: 2,
	}),
	rec("Qwen/Qwen3-VL-Reranker-2B", {
		pipeline_tag: "text-ranking",
		library_name: "transformers",
		formats: ["safetensors"],
		tags: ["sentence-transformers", "qwen3_vl", "image-text-to-text", "multimodal rerank", "text rerank"],
		license: "apache-2.0",
		languages: ["multilingual"],
		config: { model_type: "qwen3_vl", max_position_embeddings: 32768 },
		transformersInfo: {
			auto_model: "AutoModelForImageTextToText",
			pipeline_tag: "text-ranking",
			processor: "AutoProcessor",
		},
		createdAt: day("2026-01-08"),
		safetensors: weights(2_000_000_000),
		weight: 1,
	}),
	// question-answering
	tf("deepset/xlm-roberta-large-squad2", "question-answering", "XLMRobertaForQuestionAnswering", "xlm-roberta", {
		license: "cc-by-4.0",
		languages: ["multilingual"],
		formats: ["pytorch", "safetensors"],
		createdAt: day("2022-03-02"),
		safetensors: weights(559_900_000, "F32"),
		config: { max_position_embeddings: 514 },
		weight: 2,
	}),
	// text-classification
	tf(
		"tabularisai/multilingual-sentiment-analysis",
		"text-classification",
		"DistilBertForSequenceClassification",
		"distilbert",
		{
			license: "cc-by-nc-4.0",
			languages: ["multilingual"],
			tags: ["sentiment-analysis"],
			createdAt: day("2024-12-07"),
			safetensors: weights(135_000_000, "F32"),
			config: { max_position_embeddings: 512, num_labels: 5 },
			weight: 2,
		},
	),
	tf("jhu-clsp/mmBERT-base", "fill-mask", "ModernBertForMaskedLM", "modernbert", {
		license: "mit",
		languages: ["multilingual"],
		createdAt: day("2025-09-08"),
		safetensors: weights(307_000_000, "F32"),
		config: { max_position_embeddings: 8192 },
		weight: 1,
	}),
	tf("meta-llama/Llama-Prompt-Guard-2-86M", "text-classification", "DebertaV2ForSequenceClassification", "deberta-v2", {
		license: "llama4",
		gated: "manual",
		languages: ["en", "fr", "de", "hi", "it", "pt", "es", "th"],
		tags: ["facebook", "meta", "llama", "llama-4"],
		createdAt: day("2025-04-29"),
		safetensors: weights(279_000_000, "F32"),
		config: { max_position_embeddings: 512, num_labels: 2 },
		weight: 1,
	}),
];
