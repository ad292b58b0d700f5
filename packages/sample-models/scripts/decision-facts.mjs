// Decision facts (release date, parameter count, licence, languages, input size) that the task pages'
// comparison tables read, for page models whose records other tables own. Applied by build-data as a
// post-processing step, so a record's table stays the one place for its identity and this module the
// one place for these facts.
//
// Facts follow the model cards, repository histories and release announcements. Release dates are the
// day the weights were published where that is known, else the announced release, so they are exact to
// the month rather than the day; repositories older than the hub's March 2022 migration carry its date,
// 2022-03-02, as the hub does. Parameter counts are the model's published or stored figure (for a
// diffusers pipeline, its denoiser: transformer or UNet), rounded to three digits; exact counts in
// hardware-facts.mjs win over them.

import { applyFacts } from "./lib.mjs";

/** id → the facts to write onto that record (the compact form `decisionFields` in lib.mjs reads). */
const FACTS = new Map();

/**
 * Records the decision facts of one page model (applied by `withDecisionFacts`). A model that two
 * pages name is stated twice: the statements merge, keeping the first release date and config, the
 * exact parameter count over a rounded one (a multiple of a million), and the longer language list.
 */
function decide(id, facts) {
	const prev = FACTS.get(id);
	FACTS.set(id, prev ? mergeFacts(prev, facts) : facts);
}

function mergeFacts(a, b) {
	const rounded = (n) => n === undefined || n % 1_000_000 === 0;
	return {
		...b,
		...a,
		params: rounded(a.params) && b.params !== undefined ? b.params : a.params,
		languages: (b.languages?.length ?? 0) > (a.languages?.length ?? 0) ? b.languages : a.languages,
		context: a.config ? undefined : (a.context ?? b.context),
	};
}

// ==== writer C: audio, multimodal, tabular, RL and video pages =====================================

// ---- audio-classification ----------------------------------------------------------------------
decide("MIT/ast-finetuned-audioset-10-10-0.4593", { created: "2022-11-14", params: 86_600_000, dtype: "F32" });
decide("facebook/mms-lid-126", {
	created: "2023-05-22",
	params: 965_000_000,
	dtype: "F32",
	languages: ["multilingual"],
});
decide("speechbrain/lang-id-voxlingua107-ecapa", { created: "2022-03-02" });
decide("ehcalabres/wav2vec2-lg-xlsr-en-speech-emotion-recognition", {
	created: "2022-03-02",
	params: 316_000_000,
	dtype: "F32",
	languages: ["en"],
});
decide("superb/hubert-large-superb-er", { created: "2022-03-02" });
decide("Qwen/Qwen2-Audio-7B-Instruct", { created: "2024-08-09", params: 8_400_000_000 });

// ---- audio-text-to-text --------------------------------------------------------------------------
decide("mistralai/Voxtral-Mini-3B-2507", { created: "2025-07-15", params: 4_680_000_000 });
decide("Qwen/Qwen2.5-Omni-7B", { created: "2025-03-26", params: 10_700_000_000 });
decide("moonshotai/Kimi-Audio-7B-Instruct", { created: "2025-04-25" });

// ---- audio-to-audio ----------------------------------------------------------------------------
decide("speechbrain/sepformer-wham", { created: "2022-03-02" });
decide("JorisCos/ConvTasNet_Libri2Mix_sepclean_16k", { created: "2022-03-02", license: "cc-by-sa-4.0" });
decide("speechbrain/metricgan-plus-voicebank", { created: "2022-03-02" });
decide("ResembleAI/resemble-enhance", { created: "2023-12-05" });
decide("microsoft/speecht5_vc", { created: "2023-02-03", params: 155_000_000, dtype: "F32" });
decide("facebook/audioseal", { created: "2024-01-17" });
decide("kyutai/moshiko-pytorch-bf16", { created: "2024-09-18", params: 7_690_000_000 });

// ---- text-to-audio -----------------------------------------------------------------------------
decide("stabilityai/stable-audio-open-1.0", {
	created: "2024-06-05",
	params: 1_060_000_000,
	dtype: "F32",
	licenseName: "stabilityai-ai-community",
});
decide("facebook/musicgen-small", { created: "2023-06-08", params: 300_000_000, dtype: "F32", languages: ["en"] });
decide("facebook/musicgen-medium", { created: "2023-06-08", params: 1_500_000_000, dtype: "F32", languages: ["en"] });
decide("facebook/audiogen-medium", { created: "2023-08-02" });
decide("cvssp/audioldm2", { created: "2023-08-21" });

// ---- any-to-any --------------------------------------------------------------------------------
decide("openbmb/MiniCPM-o-2_6", {
	created: "2025-01-13",
	params: 8_670_000_000,
	license: "apache-2.0",
	languages: ["multilingual"],
});
decide("ByteDance-Seed/BAGEL-7B-MoT", { created: "2025-05-20", params: 14_000_000_000 });
decide("OmniGen2/OmniGen2", { created: "2025-06-16" });
decide("deepseek-ai/Janus-Pro-1B", { created: "2025-01-27", license: "mit", licenseName: "deepseek" });

// ---- table-question-answering ------------------------------------------------------------------
decide("google/tapas-base-finetuned-wtq", { created: "2022-03-02", params: 111_000_000, dtype: "F32" });
decide("google/tapas-large-finetuned-wtq", { created: "2022-03-02", params: 337_000_000, dtype: "F32" });
decide("microsoft/tapex-base", { created: "2022-03-02", params: 139_000_000, dtype: "F32", context: 1024 });
decide("microsoft/tapex-large-finetuned-wtq", {
	created: "2022-03-02",
	params: 406_000_000,
	dtype: "F32",
	context: 1024,
});

// ---- tabular-classification, tabular-regression ------------------------------------------------
decide("Prior-Labs/TabPFN-v2-clf", { created: "2025-01-05" });
decide("Prior-Labs/TabPFN-v2-reg", { created: "2025-01-05" });
decide("SAP/sap-rpt-1-oss", { created: "2025-11-04" });
decide("autogluon/tabpfn-mix-1.0-regressor", { created: "2024-11-26", params: 37_000_000, dtype: "F32" });
decide("scikit-learn/tabular-playground", { created: "2022-08-12" });
decide("scikit-learn/cancer-prediction-trees", { created: "2022-12-01" });
decide("julien-c/wine-quality", { created: "2022-03-02" });
decide("scikit-learn/Fish-Weight", { created: "2022-10-06" });

// ---- video-classification ----------------------------------------------------------------------
decide("MCG-NJU/videomae-base-finetuned-kinetics", { created: "2022-08-02", params: 86_500_000, dtype: "F32" });
decide("microsoft/xclip-base-patch32", { created: "2022-09-07", params: 197_000_000, dtype: "F32" });

// ---- video-text-to-text ------------------------------------------------------------------------
decide("Qwen/Qwen2.5-VL-3B-Instruct", { created: "2025-01-26", params: 3_750_000_000, licenseName: "qwen-research" });
decide("lmms-lab/LLaVA-Video-7B-Qwen2", { created: "2024-10-03", params: 8_030_000_000 });

// ---- visual-document-retrieval: the ColPali-family repositories hold LoRA adapters; their parameter count is
// the whole retriever's (base model and adapter), the size that decides the hardware.
decide("jinaai/jina-embeddings-v4", { created: "2025-06-24", params: 3_750_000_000, languages: ["multilingual"] });
decide("vidore/colqwen2-v1.0", { created: "2024-11-24", params: 2_210_000_000, languages: ["en"] });
decide("vidore/colqwen2.5-v0.2", { created: "2025-01-31", params: 3_750_000_000, languages: ["en"] });
decide("vidore/colpali-v1.3", { created: "2024-11-24", params: 2_920_000_000, languages: ["en"] });

// ---- reinforcement-learning: these cards state no licence (checked on each repository's hub page, which
// shows no licence tag). `licenseStated: false` records that fact: the card's metadata is there and names
// no licence, so the comparison shows "licence not stated" and never counts the model as permissive.
// Dates are each repository's first commit on the hub.
decide("edbeeching/decision-transformer-gym-hopper-expert", { created: "2022-03-16", licenseStated: false });
decide("sb3/ppo-CartPole-v1", { created: "2022-05-19", licenseStated: false });
decide("sb3/dqn-SpaceInvadersNoFrameskip-v4", { created: "2022-06-02", licenseStated: false });
decide("edbeeching/doom_health_gathering_supreme_3333", { created: "2022-10-24", licenseStated: false });
decide("HumanCompatibleAI/ppo-seals-CartPole-v0", { created: "2022-12-29", licenseStated: false });

// ==== end of writer C's section =====================================================================

/**
 * build-data step: the record with its decision facts, if any, written on. `licenseStated: false` (the
 * card was checked and names no licence) keeps the card metadata present and licence-free, as the hub
 * returns it for such a card; a table that gave the record a licence is then an error.
 */
export function withDecisionFacts(record) {
	const facts = FACTS.get(record.id);
	if (!facts) return record;
	const out = applyFacts(structuredClone(record), facts);
	if (facts.licenseStated === false) {
		if (facts.license || out.cardData?.license || (out.tags ?? []).some((t) => t.startsWith("license:"))) {
			throw new Error(`decision-facts.mjs: ${record.id} is marked licenseStated: false but has a licence`);
		}
		out.cardData = { ...(out.cardData ?? {}) };
	}
	return out;
}

/** The ids that have decision facts (build-data checks each names a record). */
export const DECISION_FACT_IDS = () => [...FACTS.keys()];

// ---- text-to-image -----------------------------------------------------------------------------
decide("black-forest-labs/FLUX.1-dev", {
	created: "2024-07-31",
	params: 12_000_000_000,
	licenseName: "flux-1-dev-non-commercial-license",
});
decide("black-forest-labs/FLUX.1-schnell", { created: "2024-07-31", params: 12_000_000_000 });
decide("black-forest-labs/FLUX.1-Krea-dev", {
	created: "2025-07-31",
	params: 12_000_000_000,
	licenseName: "flux-1-dev-non-commercial-license",
});
decide("Qwen/Qwen-Image", { created: "2025-08-04", params: 20_000_000_000 });
decide("stabilityai/stable-diffusion-3.5-large", {
	created: "2024-10-22",
	params: 8_100_000_000,
	licenseName: "stabilityai-ai-community",
});
decide("HiDream-ai/HiDream-I1-Full", { created: "2025-04-07", params: 17_000_000_000, languages: ["en"] });
decide("Efficient-Large-Model/Sana_1600M_1024px_diffusers", {
	created: "2024-11-21",
	params: 1_600_000_000,
	licenseName: "nvidia-license",
});
decide("stabilityai/stable-diffusion-xl-base-1.0", { created: "2023-07-25", params: 2_600_000_000 });

// ---- image-classification ----------------------------------------------------------------------
decide("google/vit-base-patch16-224", {
	created: "2022-03-02",
	params: 86_600_000,
	dtype: "F32",
	config: { image_size: 224, num_labels: 1000 },
});
decide("timm/convnext_base.fb_in22k_ft_in1k", {
	created: "2022-12-13",
	params: 88_600_000,
	dtype: "F32",
	config: { architecture: "convnext_base", num_classes: 1000, pretrained_cfg: { input_size: [3, 224, 224] } },
});
decide("timm/mobilenetv3_large_100.ra_in1k", {
	created: "2022-12-16",
	params: 5_500_000,
	dtype: "F32",
	config: { architecture: "mobilenetv3_large_100", num_classes: 1000, pretrained_cfg: { input_size: [3, 224, 224] } },
});
decide("facebook/dinov3-vitl16-pretrain-lvd1689m", {
	created: "2025-08-14",
	params: 300_000_000,
	dtype: "F32",
	licenseName: "dinov3-license",
	config: { image_size: 224, patch_size: 16 },
});
decide("google/siglip2-base-patch16-224", {
	created: "2025-02-17",
	params: 375_000_000,
	dtype: "F32",
	languages: ["multilingual"],
	config: { vision_config: { image_size: 224, patch_size: 16 }, text_config: { max_position_embeddings: 64 } },
});

// ---- object-detection --------------------------------------------------------------------------
decide("facebook/detr-resnet-50", { created: "2022-03-02", params: 41_600_000, dtype: "F32" });
decide("PekingU/rtdetr_v2_r50vd", { created: "2024-10-17", params: 43_000_000, dtype: "F32" });
decide("onnx-community/rfdetr_base-ONNX", { created: "2025-03-20", license: "apache-2.0" });
decide("IDEA-Research/grounding-dino-tiny", { created: "2024-04-11", params: 172_000_000, dtype: "F32" });
decide("Ultralytics/YOLO11", { created: "2024-09-30" });

// ---- image-segmentation ------------------------------------------------------------------------
decide("tue-mps/coco_panoptic_eomt_large_640", {
	created: "2025-04-01",
	params: 316_000_000,
	dtype: "F32",
	config: { image_size: 640 },
});
decide("facebook/mask2former-swin-large-coco-panoptic", { created: "2023-01-02", params: 216_000_000, dtype: "F32" });
decide("nvidia/segformer-b0-finetuned-ade-512-512", {
	created: "2022-03-02",
	params: 3_750_000,
	dtype: "F32",
	config: { image_size: 512, num_labels: 150 },
});
decide("ZhengPeng7/BiRefNet", { created: "2024-07-19", params: 220_000_000, dtype: "F32" });

// ---- translation -------------------------------------------------------------------------------
decide("facebook/nllb-200-distilled-600M", {
	created: "2022-07-08",
	params: 615_000_000,
	dtype: "F32",
	languages: ["multilingual"],
	config: { max_position_embeddings: 1024 },
});
decide("Helsinki-NLP/opus-mt-en-fr", {
	created: "2022-03-02",
	params: 75_100_000,
	dtype: "F32",
	languages: ["en", "fr"],
	config: { max_position_embeddings: 512 },
});

// ---- summarization, question answering, text classification --------------------------------------
decide("facebook/bart-large-cnn", {
	created: "2022-03-02",
	params: 406_000_000,
	dtype: "F32",
	config: { max_position_embeddings: 1024 },
});
decide("Falconsai/text_summarization", { created: "2023-10-21", params: 60_500_000, dtype: "F32" });
decide("HuggingFaceTB/SmolLM3-3B", {
	created: "2025-07-08",
	params: 3_080_000_000,
	config: { max_position_embeddings: 65536 },
});
decide("Qwen/Qwen3-8B", {
	created: "2025-04-29",
	params: 8_190_000_000,
	languages: ["multilingual"],
	config: { max_position_embeddings: 40960 },
});
decide("google/gemma-3-4b-it", {
	created: "2025-03-12",
	params: 4_300_000_000,
	languages: ["multilingual"],
	config: { text_config: { max_position_embeddings: 131072 } },
});
decide("meta-llama/Llama-3.1-8B-Instruct", {
	created: "2024-07-18",
	params: 8_030_000_000,
	config: { max_position_embeddings: 131072 },
});
decide("deepset/roberta-base-squad2", {
	created: "2022-03-02",
	params: 124_000_000,
	dtype: "F32",
	config: { max_position_embeddings: 514 },
});
decide("deepset/deberta-v3-large-squad2", {
	created: "2022-03-02",
	params: 435_000_000,
	dtype: "F32",
	config: { max_position_embeddings: 512 },
});
decide("distilbert/distilbert-base-cased-distilled-squad", {
	created: "2022-03-02",
	params: 65_200_000,
	dtype: "F32",
	config: { max_position_embeddings: 512 },
});
decide("distilbert/distilbert-base-uncased-finetuned-sst-2-english", {
	created: "2022-03-02",
	params: 67_000_000,
	dtype: "F32",
	config: { max_position_embeddings: 512 },
});
decide("papluca/xlm-roberta-base-language-detection", {
	created: "2022-03-02",
	params: 278_000_000,
	dtype: "F32",
	config: { max_position_embeddings: 514 },
});
decide("SamLowe/roberta-base-go_emotions", {
	created: "2022-09-15",
	params: 125_000_000,
	dtype: "F32",
	config: { max_position_embeddings: 514 },
});
decide("answerdotai/ModernBERT-large", {
	created: "2024-12-19",
	params: 395_000_000,
	dtype: "F32",
	config: { max_position_embeddings: 8192 },
});

// ---- token-classification ----------------------------------------------------------------------
decide("fastino/gliner2-base-v1", { created: "2025-07-24", params: 205_000_000, dtype: "F32", languages: ["en"] });
decide("urchade/gliner_multi-v2.1", { created: "2024-04-09", languages: ["multilingual"], config: { max_len: 384 } });
decide("dslim/bert-base-NER", {
	created: "2022-03-02",
	params: 108_000_000,
	dtype: "F32",
	config: { max_position_embeddings: 512, num_labels: 9 },
});
decide("spacy/en_core_web_trf", { created: "2022-03-02" });
decide("stanfordnlp/stanza-en", { created: "2022-03-02" });

// ---- text-to-speech ----------------------------------------------------------------------------
decide("hexgrad/Kokoro-82M", { created: "2024-12-25" });
decide("ResembleAI/chatterbox", { created: "2025-05-28", params: 500_000_000, dtype: "F32" });
decide("nari-labs/Dia-1.6B", { created: "2025-04-21", params: 1_610_000_000, dtype: "F32" });
decide("microsoft/VibeVoice-1.5B", { created: "2025-08-25", params: 2_700_000_000 });
decide("Zyphra/Zonos-v0.1-transformer", {
	created: "2025-02-10",
	params: 1_600_000_000,
	dtype: "F32",
	languages: ["en", "ja", "zh", "fr", "de"],
});
decide("KittenML/kitten-tts-nano-0.1", { created: "2025-08-04" });

// ---- zero-shot-classification ------------------------------------------------------------------
decide("MoritzLaurer/ModernBERT-large-zeroshot-v2.0", {
	created: "2024-12-24",
	params: 395_000_000,
	dtype: "F32",
	languages: ["en"],
	config: { max_position_embeddings: 8192 },
});
decide("MoritzLaurer/DeBERTa-v3-base-mnli-fever-anli", {
	created: "2022-03-02",
	params: 184_000_000,
	dtype: "F32",
	config: { max_position_embeddings: 512 },
});
decide("MoritzLaurer/mDeBERTa-v3-base-xnli-multilingual-nli-2mil7", {
	created: "2022-08-22",
	params: 279_000_000,
	dtype: "F32",
	config: { max_position_embeddings: 512 },
});
decide("facebook/bart-large-mnli", {
	created: "2022-03-02",
	params: 407_000_000,
	dtype: "F32",
	languages: ["en"],
	config: { max_position_embeddings: 1024 },
});

// ---- text-ranking ------------------------------------------------------------------------------
decide("BAAI/bge-reranker-v2-m3", {
	created: "2024-03-15",
	params: 568_000_000,
	dtype: "F32",
	languages: ["multilingual"],
	config: { max_position_embeddings: 8194 },
});
decide("Alibaba-NLP/gte-multilingual-reranker-base", {
	created: "2024-07-20",
	params: 306_000_000,
	dtype: "F16",
	languages: ["multilingual"],
	config: { max_position_embeddings: 8192 },
});
decide("Alibaba-NLP/gte-reranker-modernbert-base", {
	created: "2025-01-20",
	params: 149_000_000,
	dtype: "F16",
	languages: ["en"],
	config: { max_position_embeddings: 8192 },
});
decide("mixedbread-ai/mxbai-rerank-large-v1", {
	created: "2024-02-29",
	params: 435_000_000,
	dtype: "F16",
	languages: ["en"],
	config: { max_position_embeddings: 512 },
});
decide("cross-encoder/ms-marco-MiniLM-L6-v2", {
	created: "2022-03-02",
	params: 22_700_000,
	dtype: "F32",
	languages: ["en"],
	config: { max_position_embeddings: 512 },
});

// ---- fill-mask ---------------------------------------------------------------------------------
decide("FacebookAI/xlm-roberta-base", {
	created: "2022-03-02",
	params: 279_000_000,
	dtype: "F32",
	languages: ["multilingual"],
	config: { max_position_embeddings: 514 },
});
decide("google-bert/bert-base-uncased", {
	created: "2022-03-02",
	params: 110_000_000,
	dtype: "F32",
	languages: ["en"],
	config: { max_position_embeddings: 512 },
});
decide("microsoft/deberta-v3-base", {
	created: "2022-03-02",
	params: 184_000_000,
	dtype: "F32",
	languages: ["en"],
	config: { max_position_embeddings: 512 },
});
decide("distilbert/distilroberta-base", {
	created: "2022-03-02",
	params: 82_800_000,
	dtype: "F32",
	languages: ["en"],
	config: { max_position_embeddings: 514 },
});

// ---- depth-estimation --------------------------------------------------------------------------
decide("depth-anything/Depth-Anything-V2-Large", { created: "2024-06-13", params: 335_000_000, dtype: "F32" });
decide("depth-anything/Depth-Anything-V2-Small-hf", {
	created: "2024-06-20",
	params: 24_800_000,
	dtype: "F32",
	config: { image_size: 518 },
});
decide("apple/DepthPro-hf", { created: "2025-02-10", params: 952_000_000, dtype: "F32", config: { image_size: 1536 } });
decide("tencent/DepthCrafter", { created: "2024-09-10", params: 1_500_000_000, dtype: "F16" });
decide("Intel/dpt-large", { created: "2022-03-02", params: 343_000_000, dtype: "F32", config: { image_size: 384 } });

// ---- image-to-text -----------------------------------------------------------------------------
decide("rednote-hilab/dots.ocr", {
	created: "2025-07-30",
	params: 3_040_000_000,
	languages: ["multilingual"],
	config: { max_position_embeddings: 131072 },
});
decide("PaddlePaddle/PaddleOCR-VL", { created: "2025-10-16", params: 958_000_000, languages: ["multilingual"] });
decide("Qwen/Qwen2.5-VL-7B-Instruct", {
	created: "2025-01-26",
	params: 8_290_000_000,
	languages: ["en"],
	config: { max_position_embeddings: 128000 },
});
decide("HuggingFaceTB/SmolVLM2-2.2B-Instruct", {
	created: "2025-02-08",
	params: 2_250_000_000,
	config: { text_config: { max_position_embeddings: 8192 } },
});
decide("Salesforce/blip-image-captioning-large", {
	created: "2022-12-13",
	params: 470_000_000,
	dtype: "F32",
	languages: ["en"],
	config: { vision_config: { image_size: 384 } },
});
decide("nlpconnect/vit-gpt2-image-captioning", { created: "2022-03-02", languages: ["en"] });

// ---- text-to-video -----------------------------------------------------------------------------
decide("Wan-AI/Wan2.2-TI2V-5B-Diffusers", { created: "2025-07-28", params: 5_000_000_000 });
decide("Wan-AI/Wan2.1-T2V-14B", { created: "2025-02-25", params: 14_000_000_000, languages: ["en", "zh"] });
decide("Wan-AI/Wan2.1-T2V-1.3B-Diffusers", { created: "2025-03-03", params: 1_300_000_000, languages: ["en", "zh"] });
decide("tencent/HunyuanVideo", {
	created: "2024-12-03",
	params: 13_000_000_000,
	licenseName: "tencent-hunyuan-community",
	languages: ["en"],
});
decide("Lightricks/LTX-Video-0.9.8-13B-distilled", {
	created: "2025-07-16",
	params: 13_000_000_000,
	licenseName: "ltxv-open-weights",
});
decide("genmo/mochi-1-preview", { created: "2024-10-22", params: 10_000_000_000, languages: ["en"] });
decide("THUDM/CogVideoX-5b", {
	created: "2024-08-27",
	params: 5_000_000_000,
	licenseName: "cogvideox-license",
	languages: ["en"],
});

// ---- image-to-image ----------------------------------------------------------------------------
decide("Qwen/Qwen-Image-Edit", { created: "2025-08-18", params: 20_000_000_000 });
decide("black-forest-labs/FLUX.1-Kontext-dev", {
	created: "2025-06-26",
	params: 12_000_000_000,
	licenseName: "flux-1-dev-non-commercial-license",
});
decide("black-forest-labs/FLUX.1-Fill-dev", {
	created: "2024-11-21",
	params: 12_000_000_000,
	licenseName: "flux-1-dev-non-commercial-license",
});
decide("timbrooks/instruct-pix2pix", { created: "2023-01-20", params: 860_000_000, dtype: "F16", languages: ["en"] });
decide("fal/AuraSR-v2", { created: "2024-08-05", params: 618_000_000, dtype: "F32" });
decide("caidas/swin2SR-classical-sr-x2-64", { created: "2022-12-16", params: 12_000_000, dtype: "F32" });

// ---- visual-question-answering -----------------------------------------------------------------
decide("zai-org/GLM-4.5V", {
	created: "2025-08-11",
	params: 108_000_000_000,
	languages: ["en", "zh"],
	config: { text_config: { max_position_embeddings: 65536 } },
});
decide("mistralai/Mistral-Small-3.1-24B-Instruct-2503", {
	created: "2025-03-17",
	params: 24_000_000_000,
	config: { text_config: { max_position_embeddings: 131072 } },
});
decide("dandelin/vilt-b32-finetuned-vqa", {
	created: "2022-03-02",
	params: 118_000_000,
	dtype: "F32",
	languages: ["en"],
	config: { max_position_embeddings: 40, image_size: 384 },
});
decide("google/deplot", { created: "2023-04-03", params: 282_000_000, dtype: "F32", languages: ["en"] });

// ---- document-question-answering ---------------------------------------------------------------
decide("impira/layoutlm-document-qa", {
	created: "2022-08-07",
	params: 128_000_000,
	dtype: "F32",
	languages: ["en"],
	config: { max_position_embeddings: 514 },
});
decide("naver-clova-ix/donut-base-finetuned-docvqa", {
	created: "2022-07-19",
	params: 202_000_000,
	dtype: "F32",
	languages: ["en"],
});
decide("microsoft/udop-large", { created: "2024-02-26", params: 742_000_000, dtype: "F32", languages: ["en"] });

// ---- time-series-forecasting -------------------------------------------------------------------
decide("amazon/chronos-bolt-base", {
	created: "2024-11-25",
	params: 205_000_000,
	dtype: "F32",
	config: { chronos_config: { context_length: 2048, prediction_length: 64 } },
});
decide("amazon/chronos-t5-small", {
	created: "2024-03-13",
	params: 46_000_000,
	dtype: "F32",
	config: { chronos_config: { context_length: 512, prediction_length: 64 } },
});
decide("google/timesfm-2.0-500m-pytorch", { created: "2024-12-24", config: { context_length: 2048 } });
decide("Salesforce/moirai-1.1-R-large", { created: "2024-06-14", params: 311_000_000, dtype: "F32" });

/** For multilingual models whose card names no language list: the hub's own tag for them. */
const ML = ["multilingual"];

/** Facts of the models on the text generation, vision-language, embedding, speech, VAD and robotics pages. */
const PAGE_FACTS = {
	// text generation
	"openai/gpt-oss-120b": { created: "2025-08-05", params: 116_829_156_672, context: 131_072 },
	"openai/gpt-oss-20b": { created: "2025-08-05", params: 21_511_953_984, context: 131_072 },
	"Qwen/Qwen3-235B-A22B-Instruct-2507": { created: "2025-07-21", params: 235_093_634_560, context: 262_144 },
	"zai-org/GLM-4.6": { created: "2025-09-30", params: 356_785_898_496, context: 202_752 },
	"deepseek-ai/DeepSeek-R1": { created: "2025-01-20", params: 684_531_386_000, context: 163_840 },
	"moonshotai/Kimi-K2-Instruct": { created: "2025-07-11", params: 1_026_408_232_448, context: 131_072 },
	"Qwen/Qwen3-8B": { created: "2025-04-28", params: 8_190_735_360, context: 32_768 },
	"HuggingFaceTB/SmolLM3-3B": {
		created: "2025-07-08",
		params: 3_075_098_624,
		context: 65_536,
		languages: ["en", "fr", "es", "it", "pt", "de"],
	},
	"swiss-ai/Apertus-8B-Instruct-2509": { created: "2025-09-02", params: 8_053_338_176, context: 65_536 },
	// image-text-to-text
	"Qwen/Qwen2.5-VL-7B-Instruct": { created: "2025-01-26", params: 8_292_166_656, context: 128_000 },
	"google/gemma-3-27b-it": { created: "2025-03-01", params: 27_432_406_640, context: 131_072 },
	"google/gemma-3-4b-it": { created: "2025-02-20", params: 4_300_079_472, context: 131_072 },
	"HuggingFaceTB/SmolVLM2-2.2B-Instruct": { created: "2025-02-08", params: 2_246_784_880, context: 8_192 },
	"mistralai/Mistral-Small-3.1-24B-Instruct-2503": {
		created: "2025-03-11",
		params: 24_011_361_280,
		context: 131_072,
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
	},
	"zai-org/GLM-4.5V": { created: "2025-08-10", params: 107_710_933_120, context: 65_536 },
	"moonshotai/Kimi-VL-A3B-Instruct": { created: "2025-04-09", params: 16_407_657_472, context: 131_072 },
	// feature extraction
	"Qwen/Qwen3-Embedding-0.6B": { created: "2025-06-03", params: 595_776_512, context: 32_768, languages: ML },
	"Qwen/Qwen3-Embedding-8B": { created: "2025-06-03", params: 7_567_295_488, context: 32_768, languages: ML },
	"BAAI/bge-multilingual-gemma2": { created: "2024-07-25", params: 9_241_705_984, context: 8_192, languages: ML },
	"intfloat/multilingual-e5-large": { created: "2023-06-30", params: 559_890_432, context: 514 },
	"BAAI/bge-small-en-v1.5": { created: "2023-09-12", params: 33_360_000, context: 512 },
	"mixedbread-ai/mxbai-embed-large-v1": { created: "2024-03-07", params: 335_141_888, context: 512 },
	"jinaai/jina-embeddings-v3": { created: "2024-09-05", params: 572_310_396, context: 8_194, languages: ML },
	// sentence similarity
	"google/embeddinggemma-300m": { created: "2025-09-04", params: 307_581_696, context: 2_048, languages: ML },
	"BAAI/bge-m3": { created: "2024-01-27", params: 567_754_752, context: 8_194, languages: ML },
	"sentence-transformers/all-MiniLM-L6-v2": { created: "2022-03-02", params: 22_713_216, context: 512 },
	"sentence-transformers/paraphrase-multilingual-MiniLM-L12-v2": {
		created: "2022-03-02",
		params: 117_653_760,
		context: 512,
	},
	"nomic-ai/nomic-embed-text-v1.5": { created: "2024-02-10", params: 136_731_648, context: 8_192 },
	"Alibaba-NLP/gte-Qwen2-7B-instruct": { created: "2024-06-15", params: 7_613_463_040, context: 32_768, languages: ML },
	// automatic speech recognition
	"openai/whisper-large-v3": { created: "2023-11-07", params: 1_543_490_560, dtype: "F16" },
	"openai/whisper-large-v3-turbo": { created: "2024-10-01", params: 808_878_080, dtype: "F16" },
	"distil-whisper/distil-large-v3": { created: "2024-03-21", params: 756_220_160, dtype: "F16" },
	"nvidia/parakeet-tdt-0.6b-v2": { created: "2025-04-30" },
	"nvidia/canary-1b": { created: "2024-02-07" },
	// robotics
	"lerobot/smolvla_base": { created: "2025-06-03", params: 450_046_212, dtype: "F32" },
	"lerobot/pi0": { created: "2025-02-04", params: 3_501_372_176, dtype: "F32" },
	"lerobot/diffusion_pusht": { created: "2024-03-21", params: 262_709_026, dtype: "F32" },
	"nvidia/GR00T-N1.5-3B": { created: "2025-06-09" },
	// voice activity detection
	"pyannote/segmentation-3.0": { created: "2023-09-22" },
	"pyannote/voice-activity-detection": { created: "2022-03-02" },
	"speechbrain/vad-crdnn-libriparty": { created: "2022-03-02" },
};
for (const [id, facts] of Object.entries(PAGE_FACTS)) decide(id, facts);

// ---- task pages, writer D: vision, video and 3D pages (feature extraction to unconditional generation)
// Records of models these pages add are in tables/task-picks-d.mjs. Dates of transformers ports are the
// day the port was released when the original weights were not on the hub before.
const WRITER_D_FACTS = {
	// image feature extraction
	"facebook/dinov2-base": { created: "2023-07-17", params: 86_600_000, dtype: "F32" },
	"timm/vit_large_patch14_dinov2.lvd142m": { created: "2023-05-09", params: 304_400_000, dtype: "F32" },
	"facebook/PE-Spatial-G14-448": { created: "2025-04-17", license: "apache-2.0" },
	"nvidia/MambaVision-T-1K": { created: "2024-07-11", params: 31_800_000, dtype: "F32" },
	// zero-shot image classification
	"google/siglip-so400m-patch14-384": { created: "2024-01-08", params: 878_000_000, dtype: "F32" },
	"facebook/PE-Core-L14-336": { created: "2025-04-17" },
	"openai/clip-vit-large-patch14": { created: "2022-03-02", params: 428_000_000, dtype: "F32", license: "mit" },
	"openai/clip-vit-base-patch32": { created: "2022-03-02", params: 151_000_000, dtype: "F32", license: "mit" },
	"laion/CLIP-ViT-H-14-laion2B-s32B-b79K": { created: "2022-09-14", params: 986_000_000, dtype: "F32" },
	// zero-shot object detection
	"google/owlv2-base-patch16-ensemble": { created: "2023-10-13", params: 155_000_000, dtype: "F32" },
	// mask generation
	"facebook/sam2.1-hiera-large": { created: "2024-09-29", params: 224_400_000, dtype: "F32", license: "apache-2.0" },
	"facebook/sam2.1-hiera-small": { created: "2024-09-29", params: 46_000_000, dtype: "F32" },
	"facebook/sam-vit-base": { created: "2023-04-19", params: 93_700_000, dtype: "F32" },
	"Xenova/slimsam-77-uniform": { created: "2024-01-09", license: "apache-2.0" },
	// keypoint detection
	"usyd-community/vitpose-base-simple": { created: "2025-01-08", params: 86_000_000, dtype: "F32" },
	"magic-leap-community/superpoint": { created: "2024-03-19", params: 1_300_000, dtype: "F32" },
	"ETH-CVG/lightglue_superpoint": { created: "2025-06-17", params: 13_700_000, dtype: "F32" },
	// image to video and image-text to video (denoiser parameters)
	"Wan-AI/Wan2.1-I2V-14B-720P-Diffusers": { created: "2025-02-25", params: 14_000_000_000 },
	"Lightricks/LTX-Video-0.9.7-dev": { created: "2025-05-06", params: 13_000_000_000 },
	"tencent/HunyuanVideo-I2V": {
		created: "2025-03-06",
		params: 13_000_000_000,
		licenseName: "tencent-hunyuan-community",
	},
	"THUDM/CogVideoX-5b-I2V": { created: "2024-09-19", params: 5_000_000_000 },
	"stabilityai/stable-video-diffusion-img2vid-xt": { created: "2023-11-21", params: 1_520_000_000, dtype: "F16" },
	"Lightricks/LTX-Video": { created: "2024-11-22", params: 1_900_000_000 },
	"Wan-AI/Wan2.1-VACE-14B-diffusers": { created: "2025-05-14", params: 14_000_000_000 },
	// image-text to image
	"black-forest-labs/FLUX.2-dev": {
		created: "2025-11-25",
		params: 32_000_000_000,
		licenseName: "flux-dev-non-commercial-license",
	},
	"Qwen/Qwen-Image-Edit-2509": { created: "2025-09-22", params: 20_000_000_000 },
	"Qwen/Qwen-Image-Edit": { created: "2025-08-18", params: 20_000_000_000 },
	"HiDream-ai/HiDream-E1-Full": { created: "2025-04-28", params: 17_000_000_000 },
	"timbrooks/instruct-pix2pix": { created: "2023-01-20", params: 860_000_000, dtype: "F32" },
	// video to video
	"decart-ai/Lucy-Edit-Dev": { created: "2025-09-18", params: 5_000_000_000 },
	"nvidia/Cosmos-Transfer2.5-2B": { created: "2025-10-06", params: 2_000_000_000 },
	"PeiqingYang/MatAnyone": { created: "2025-02-10" },
	"MCG-NJU/VFIMamba": { created: "2024-07-02" },
	// image to 3D and text to 3D
	"tencent/Hunyuan3D-2": { created: "2025-01-21", licenseName: "tencent-hunyuan-community" },
	"stabilityai/stable-point-aware-3d": { created: "2025-01-08", licenseName: "stabilityai-ai-community" },
	"TencentARC/InstantMesh": { created: "2024-04-10" },
	"facebook/sam-3d-objects": { created: "2025-11-19", licenseName: "sam-license" },
	"tencent/Hunyuan3D-1": { created: "2024-11-05", licenseName: "tencent-hunyuan-community" },
	"ashawkey/LGM": { created: "2024-02-07" },
	"ashawkey/mvdream-sd2.1-diffusers": { created: "2024-02-07", params: 867_000_000, dtype: "F16" },
	// unconditional image generation (the DDPM paper's counts)
	"google/ddpm-cifar10-32": { created: "2022-07-21", params: 35_700_000, dtype: "F32" },
	"google/ddpm-celebahq-256": { created: "2022-07-21", params: 114_000_000, dtype: "F32" },
};
for (const [id, facts] of Object.entries(WRITER_D_FACTS)) decide(id, facts);
