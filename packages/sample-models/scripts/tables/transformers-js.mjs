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
	withFacts(tjs("Xenova/opus-mt-en-de", "translation", "Helsinki-NLP/opus-mt-en-de"), {
		hardware: {
			files: {
				"onnx/encoder_model.onnx": 196_000_000,
				"onnx/decoder_model_merged.onnx": 222_000_000,
				"onnx/encoder_model_fp16.onnx": 98_000_000,
				"onnx/decoder_model_merged_fp16.onnx": 111_000_000,
				"onnx/encoder_model_quantized.onnx": 49_400_000,
				"onnx/decoder_model_merged_quantized.onnx": 56_700_000,
			},
			source: {
				url: "https://huggingface.co/Xenova/opus-mt-en-de/tree/main/onnx",
				checked: "2026-11-28",
				note: "the onnx folder's file list: the encoder and merged decoder graphs of each precision, as the page rounds them (the alternative decoder graphs are left out)",
			},
		},
	}),
	withFacts(tjs("Xenova/distilbart-cnn-6-6", "summarization", "sshleifer/distilbart-cnn-6-6"), {
		hardware: {
			files: {
				"onnx/encoder_model.onnx": 513_000_000,
				"onnx/decoder_model_merged.onnx": 614_000_000,
				"onnx/encoder_model_quantized.onnx": 129_000_000,
				"onnx/decoder_model_merged_quantized.onnx": 155_000_000,
			},
			source: {
				url: "https://huggingface.co/Xenova/distilbart-cnn-6-6/tree/26e43dafd9af0e30764123767a30fb92b1c7677d/onnx",
				checked: "2026-11-28",
				note: "the onnx folder's file list: the encoder and merged decoder graphs in F32 and quantized, as the page rounds them (the alternative decoder graphs and the lone fp16 decoder are left out)",
			},
		},
	}),
	tjs("Xenova/bert-base-uncased", "fill-mask", "google-bert/bert-base-uncased", { rest: { mask_token: "[MASK]" } }),
	tjs("Xenova/all-MiniLM-L6-v2", "feature-extraction", "sentence-transformers/all-MiniLM-L6-v2", { weight: 10 }),
	tjs("Xenova/gpt2", "text-generation", "openai-community/gpt2", { weight: 2 }),
	withFacts(tjs("Xenova/whisper-tiny.en", "automatic-speech-recognition", "openai/whisper-tiny.en", { weight: 2 }), {
		hardware: {
			files: {
				"onnx/encoder_model.onnx": 32_900_000,
				"onnx/decoder_model_merged.onnx": 119_000_000,
				"onnx/encoder_model_quantized.onnx": 10_100_000,
				"onnx/decoder_model_merged_quantized.onnx": 30_700_000,
			},
			source: {
				url: "https://huggingface.co/Xenova/whisper-tiny.en/tree/ed72be82202e609cced120bcb77fa8cd229925f4/onnx",
				checked: "2026-11-28",
				note: "the onnx folder's file list: the encoder and merged decoder graphs in F32 and quantized, as the page rounds them (the alternative decoder graphs and the lone fp16 decoder are left out)",
			},
		},
	}),
	withFacts(tjs("Xenova/speecht5_tts", "text-to-speech", "microsoft/speecht5_tts"), {
		hardware: {
			files: {
				"onnx/encoder_model.onnx": 343_000_000,
				"onnx/decoder_model_merged.onnx": 244_000_000,
				"onnx/decoder_postnet_and_vocoder.onnx": 55_400_000,
			},
			source: {
				url: "https://huggingface.co/Xenova/speecht5_tts/blob/73001d8bf5a9a7532c9cede52b5d3c21936939b1/onnx/decoder_model_merged.onnx",
				checked: "2026-11-28",
				note: "the F32 graphs' blob pages, as the hub rounds them: decoder_model_merged.onnx 244 MB at 73001d8 (main's head), encoder_model.onnx 343 MB (blob/refs%2Fpr%2F8, unchanged since 2b26158), decoder_postnet_and_vocoder.onnx 55.4 MB (blob/e5f4ad8); the quantized and alternative decoder graphs are left out",
			},
		},
	}),
	tjs("Xenova/ast-finetuned-audioset-10-10-0.4593", "audio-classification", "MIT/ast-finetuned-audioset-10-10-0.4593"),
	tjs("Xenova/vit-base-patch16-224", "image-classification", "google/vit-base-patch16-224"),
	tjs("Xenova/detr-resnet-50", "object-detection", "facebook/detr-resnet-50"),
	tjs("Xenova/clip-vit-base-patch32", "zero-shot-image-classification", "openai/clip-vit-base-patch32", { weight: 3 }),
	withFacts(tjs("Xenova/vit-gpt2-image-captioning", "image-to-text", "nlpconnect/vit-gpt2-image-captioning"), {
		hardware: {
			files: {
				"onnx/encoder_model.onnx": 343_000_000,
				"onnx/decoder_model_merged.onnx": 615_000_000,
				"onnx/encoder_model_fp16.onnx": 172_000_000,
				"onnx/decoder_model_merged_fp16.onnx": 310_000_000,
				"onnx/encoder_model_quantized.onnx": 87_500_000,
				"onnx/decoder_model_merged_quantized.onnx": 159_000_000,
			},
			source: {
				url: "https://huggingface.co/Xenova/vit-gpt2-image-captioning/tree/main/onnx",
				checked: "2026-11-28",
				note: "the onnx folder's file list: the encoder and merged decoder graphs of each precision, as the page rounds them (the alternative decoder graphs are left out)",
			},
		},
	}),
	withFacts(tjs("Xenova/owlvit-base-patch32", "zero-shot-object-detection", "google/owlvit-base-patch32"), {
		hardware: {
			files: {
				"onnx/model.onnx": 612_000_000,
				"onnx/model_fp16.onnx": 307_000_000,
				"onnx/model_quantized.onnx": 155_000_000,
			},
			source: {
				url: "https://huggingface.co/Xenova/owlvit-base-patch32/tree/main/onnx",
				checked: "2026-11-28",
				note: "the onnx folder's file list: model.onnx, model_fp16.onnx and model_quantized.onnx, as the page rounds them",
			},
		},
	}),
	tjs("Xenova/swin2SR-classical-sr-x2-64", "image-to-image", "caidas/swin2SR-classical-sr-x2-64"),
	withFacts(tjs("Xenova/dinov2-small", "image-feature-extraction", "facebook/dinov2-small"), {
		hardware: {
			files: {
				"onnx/model.onnx": 88_500_000,
				"onnx/model_fp16.onnx": 44_400_000,
				"onnx/model_quantized.onnx": 24_500_000,
			},
			source: {
				url: "https://huggingface.co/Xenova/dinov2-small/tree/main/onnx",
				checked: "2026-11-28",
				note: "the onnx folder's file list: model.onnx, model_fp16.onnx and model_quantized.onnx, as the page rounds them",
			},
		},
	}),
	tjs(
		"Xenova/donut-base-finetuned-docvqa",
		"document-question-answering",
		"naver-clova-ix/donut-base-finetuned-docvqa",
	),
	withFacts(tjs("Xenova/slimsam-77-uniform", "mask-generation", "nielsr/slimsam-77-uniform"), {
		decision: { created: "2024-01-09", license: "apache-2.0" },
		hardware: {
			files: {
				"onnx/vision_encoder.onnx": 23_300_000,
				"onnx/prompt_encoder_mask_decoder.onnx": 16_600_000,
				"onnx/vision_encoder_fp16.onnx": 12_200_000,
				"onnx/prompt_encoder_mask_decoder_fp16.onnx": 8_550_000,
				"onnx/vision_encoder_quantized.onnx": 8_880_000,
				"onnx/prompt_encoder_mask_decoder_quantized.onnx": 4_900_000,
			},
			source: {
				url: "https://huggingface.co/Xenova/slimsam-77-uniform/tree/main/onnx",
				checked: "2026-11-28",
				note: "the onnx folder's file list: the six graphs' sizes, as the page rounds them",
			},
		},
	}),
	withFacts(tjs("Xenova/dpt-hybrid-midas", "depth-estimation", "Intel/dpt-hybrid-midas"), {
		hardware: {
			files: {
				"onnx/model.onnx": 533_000_000,
				"onnx/model_fp16.onnx": 267_000_000,
				"onnx/model_quantized.onnx": 208_000_000,
			},
			source: {
				url: "https://huggingface.co/Xenova/dpt-hybrid-midas/tree/2221f404096c54082821f2a213c65c7d32e5542f/onnx",
				checked: "2026-11-28",
				note: "the onnx folder's file list: model.onnx, model_fp16.onnx and model_quantized.onnx, as the page rounds them",
			},
		},
	}),
	withFacts(
		tjs("onnx-community/Qwen2.5-0.5B-Instruct", "text-generation", "Qwen/Qwen2.5-0.5B-Instruct", {
			tags: ["conversational"],
			weight: 2,
		}),
		{
			hardware: {
				files: {
					"onnx/model.onnx": 1_990_000_000,
					"onnx/model_fp16.onnx": 997_000_000,
					"onnx/model_quantized.onnx": 512_000_000,
					"onnx/model_q4.onnx": 786_000_000,
					"onnx/model_q4f16.onnx": 483_000_000,
					"onnx/model_bnb4.onnx": 764_000_000,
				},
				source: {
					url: "https://huggingface.co/onnx-community/Qwen2.5-0.5B-Instruct/tree/main/onnx",
					checked: "2026-11-28",
					note: "the onnx folder's file list at 516c8d0, as the page rounds it: one graph per precision, no external data; model_int8 and model_uint8 (512 MB each, the same size as model_quantized) are left out",
				},
			},
		},
	),
	tjs("onnx-community/Llama-3.2-1B-Instruct", "text-generation", "meta-llama/Llama-3.2-1B-Instruct", {
		tags: ["conversational", "llama-3.2"],
		weight: 1,
	}),
	withFacts(tjs("onnx-community/whisper-base", "automatic-speech-recognition", "openai/whisper-base", { weight: 2 }), {
		hardware: {
			params: 74_000_000,
			dtype: "F32",
			dtypeAssumed: true,
			format: "onnx",
			source: {
				url: "https://github.com/openai/whisper/blob/0033c7ff6e813c01265a3f291b85cb4ab2e8940a/README.md",
				checked: "2026-11-28",
				note: "Whisper's README, available models: base, 74 M parameters (the model this repository exports to ONNX); the ONNX graphs' stored type is not stated: F32 assumed, the exporters' default",
			},
		},
	}),
	withFacts(tjs("onnx-community/Kokoro-82M-v1.0-ONNX", "text-to-speech", "hexgrad/Kokoro-82M", { weight: 3 }), {
		hardware: {
			params: 82_000_000,
			dtype: "F32",
			dtypeAssumed: true,
			format: "onnx",
			source: {
				url: "https://huggingface.co/hexgrad/Kokoro-82M",
				checked: "2026-11-28",
				note: "the base model's card: 'Kokoro is an open-weight TTS model with 82 million parameters' (this repository exports v1.0 to ONNX); the graphs' stored type is not stated: F32 assumed, the exporters' default",
			},
		},
	}),
	tjs("onnx-community/depth-anything-v2-small", "depth-estimation", "depth-anything/Depth-Anything-V2-Small-hf"),
	withFacts(tjs("onnx-community/Florence-2-base-ft", "image-text-to-text", "microsoft/Florence-2-base-ft"), {
		hardware: {
			files: {
				"onnx/vision_encoder.onnx": 367_000_000,
				"onnx/embed_tokens.onnx": 158_000_000,
				"onnx/encoder_model.onnx": 173_000_000,
				"onnx/decoder_model_merged.onnx": 388_000_000,
			},
			source: {
				url: "https://huggingface.co/onnx-community/Florence-2-base-ft/tree/21d4c6b8e277c8bdbd1159a0b5295e7c966b3b15/onnx",
				checked: "2026-11-28",
				note: "the onnx folder's file list (last change 1e91efa), as the page rounds it: the F32 vision encoder, token embedding, encoder and merged decoder graphs (the alternative decoder graphs decoder_model and decoder_with_past_model are left out)",
			},
		},
	}),
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
	withFacts(tjs("onnx-community/snac_24khz-ONNX", "audio-to-audio", "hubertsiuzdak/snac_24khz", { weight: 0.1 }), {
		hardware: {
			params: 19_800_000,
			dtype: "F32",
			dtypeAssumed: true,
			format: "onnx",
			source: {
				url: "https://huggingface.co/hubertsiuzdak/snac_24khz",
				checked: "2026-11-28",
				note: "the base model's card, pretrained models table: hubertsiuzdak/snac_24khz, 0.98 kbps, 24 kHz, Params 19.8 M (this repository exports it to ONNX); the graphs' stored type is not stated: F32 assumed, the exporters' default",
			},
		},
	}),
];
