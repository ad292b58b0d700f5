// Transformers.js (ONNX) conversions from Xenova and onnx-community, across many tasks, plus a
// pipeline tag that transformers.js has no pipeline for.
import { rec, withFacts } from "../lib.mjs";

const tjs = (id, pipeline_tag, base, o = {}) =>
	rec(id, {
		pipeline_tag,
		library_name: "transformers.js",
		formats: ["onnx"],
		tags: [...(o.tags ?? [])],
		base: base ? { id: base, rel: "quantized" } : undefined,
		weight: o.weight ?? 1,
		...(o.rest ?? {}),
	});

export default [
	tjs(
		"Xenova/distilbert-base-uncased-finetuned-sst-2-english",
		"text-classification",
		"distilbert/distilbert-base-uncased-finetuned-sst-2-english",
		{ weight: 3 },
	),
	tjs("Xenova/bert-base-NER", "token-classification", "dslim/bert-base-NER"),
	tjs(
		"Xenova/distilbert-base-cased-distilled-squad",
		"question-answering",
		"distilbert/distilbert-base-cased-distilled-squad",
	),
	tjs("Xenova/bart-large-mnli", "zero-shot-classification", "facebook/bart-large-mnli"),
	tjs("Xenova/opus-mt-en-de", "translation", "Helsinki-NLP/opus-mt-en-de"),
	tjs("Xenova/distilbart-cnn-6-6", "summarization", "sshleifer/distilbart-cnn-6-6"),
	tjs("Xenova/bert-base-uncased", "fill-mask", "google-bert/bert-base-uncased", { rest: { mask_token: "[MASK]" } }),
	tjs("Xenova/all-MiniLM-L6-v2", "feature-extraction", "sentence-transformers/all-MiniLM-L6-v2", { weight: 10 }),
	tjs("Xenova/gpt2", "text-generation", "openai-community/gpt2", { weight: 2 }),
	tjs("Xenova/whisper-tiny.en", "automatic-speech-recognition", "openai/whisper-tiny.en", { weight: 2 }),
	tjs("Xenova/speecht5_tts", "text-to-speech", "microsoft/speecht5_tts"),
	tjs("Xenova/ast-finetuned-audioset-10-10-0.4593", "audio-classification", "MIT/ast-finetuned-audioset-10-10-0.4593"),
	tjs("Xenova/vit-base-patch16-224", "image-classification", "google/vit-base-patch16-224"),
	tjs("Xenova/detr-resnet-50", "object-detection", "facebook/detr-resnet-50"),
	tjs("Xenova/clip-vit-base-patch32", "zero-shot-image-classification", "openai/clip-vit-base-patch32", { weight: 3 }),
	tjs("Xenova/vit-gpt2-image-captioning", "image-to-text", "nlpconnect/vit-gpt2-image-captioning"),
	tjs("Xenova/owlvit-base-patch32", "zero-shot-object-detection", "google/owlvit-base-patch32"),
	tjs("Xenova/swin2SR-classical-sr-x2-64", "image-to-image", "caidas/swin2SR-classical-sr-x2-64"),
	tjs("Xenova/dinov2-small", "image-feature-extraction", "facebook/dinov2-small"),
	tjs(
		"Xenova/donut-base-finetuned-docvqa",
		"document-question-answering",
		"naver-clova-ix/donut-base-finetuned-docvqa",
	),
	withFacts(tjs("Xenova/slimsam-77-uniform", "mask-generation", "nielsr/slimsam-77-uniform"), {
		decision: { created: "2024-01-09", license: "apache-2.0" },
	}),
	tjs("Xenova/dpt-hybrid-midas", "depth-estimation", "Intel/dpt-hybrid-midas"),
	tjs("onnx-community/Qwen2.5-0.5B-Instruct", "text-generation", "Qwen/Qwen2.5-0.5B-Instruct", {
		tags: ["conversational"],
		weight: 2,
	}),
	tjs("onnx-community/Llama-3.2-1B-Instruct", "text-generation", "meta-llama/Llama-3.2-1B-Instruct", {
		tags: ["conversational", "llama-3.2"],
		weight: 1,
	}),
	tjs("onnx-community/whisper-base", "automatic-speech-recognition", "openai/whisper-base", { weight: 2 }),
	tjs("onnx-community/Kokoro-82M-v1.0-ONNX", "text-to-speech", "hexgrad/Kokoro-82M", { weight: 3 }),
	tjs("onnx-community/depth-anything-v2-small", "depth-estimation", "depth-anything/Depth-Anything-V2-Small-hf"),
	tjs("onnx-community/Florence-2-base-ft", "image-text-to-text", "microsoft/Florence-2-base-ft"),
	withFacts(tjs("onnx-community/rfdetr_base-ONNX", "object-detection", null, { tags: ["rf-detr"] }), {
		decision: { created: "2025-03-20", license: "apache-2.0" },
		hardware: {
			files: { "onnx/model.onnx": 107_773_649, "onnx/model_bnb4.onnx": 23_790_703 },
			source: {
				url: "https://huggingface.co/onnx-community/rfdetr_base-ONNX/commit/bcd833d99f9419cb9d1585d5528d2a1b24dcbc80",
				checked: "2026-11-28",
				note: "the byte sizes in the commit's LFS pointers of onnx/model.onnx and onnx/model_bnb4.onnx",
			},
		},
	}),
	tjs("onnx-community/granite-4.0-micro-ONNX-web", "text-generation", "ibm-granite/granite-4.0-micro", {
		tags: ["conversational"],
	}),
	// A task transformers.js has no pipeline for: the snippet says so.
	tjs("onnx-community/snac_24khz-ONNX", "audio-to-audio", "hubertsiuzdak/snac_24khz", { weight: 0.1 }),
];
