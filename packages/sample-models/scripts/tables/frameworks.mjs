// NLP and ML frameworks with their own loaders: spaCy, Flair, SetFit, Stanza, SpanMarker,
// GLiNER, BERTopic, AllenNLP, PaddleNLP, PaddleOCR, fastText, Model2Vec, fastai and friends, and the text and
// language-model runtimes with their own loaders (gliformer, laya, cortiq, ANEForge, memra, …).
import { files, rec, TPL, withFacts } from "../lib.mjs";

const lib = (id, pipeline_tag, library_name, o = {}) => rec(id, { pipeline_tag, library_name, weight: 0.5, ...o });

export default [
	// spaCy
	lib("spacy/en_core_web_sm", "token-classification", "spacy", { license: "mit", languages: "en", weight: 5 }),
	withFacts(
		lib("spacy/en_core_web_trf", "token-classification", "spacy", { license: "mit", languages: "en", weight: 1 }),
		{ decision: { created: "2022-03-02" } },
	),
	lib("spacy/de_core_news_sm", "token-classification", "spacy", { license: "mit", languages: "de", weight: 0.5 }),
	// Flair
	withFacts(
		lib("flair/ner-english", "token-classification", "flair", {
			formats: ["pytorch"],
			tags: ["flair", "sequence-tagger-model"],
			languages: "en",
			weight: 3,
			widgetData: [{ text: "George Washington went to Washington" }],
		}),
		{
			hardware: {
				files: { "pytorch_model.bin": 419_000_000 },
				source: {
					url: "https://huggingface.co/flair/ner-english/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list: pytorch_model.bin, 419 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		lib("flair/ner-english-ontonotes-large", "token-classification", "flair", {
			formats: ["pytorch"],
			tags: ["flair", "sequence-tagger-model"],
			languages: "en",
			weight: 1,
		}),
		{
			hardware: {
				files: { "pytorch_model.bin": 2_240_000_000 },
				source: {
					url: "https://huggingface.co/flair/ner-english-ontonotes-large/tree/c0da81ac02465bd1774aca89af018445ac624941",
					checked: "2026-11-28",
					note: "the repository's file list: pytorch_model.bin, 2.24 GB, as the page rounds it",
				},
			},
			evals: [
				{
					dataset: "ontonotes5",
					split: "test",
					metric: "f1",
					metricName: "OntoNotes 5.0 English entity F1 % (18 types)",
					value: 90.93,
					url: "https://huggingface.co/flair/ner-english-ontonotes-large/blob/c0da81ac02465bd1774aca89af018445ac624941/README.md",
					checked: "2026-11-28",
					notes:
						"Model card at the initial commit c0da81a, line 'F1-Score: 90.93 (Ontonotes)' (the current card keeps the figure and says the tagger is based on document-level XLM-R embeddings and FLERT); the card names no split, so this is read as Flair's reported evaluation on OntoNotes, the test split being an assumption",
				},
			],
		},
	),
	withFacts(
		lib("flair/upos-multi", "token-classification", "flair", {
			formats: ["pytorch"],
			tags: ["flair", "sequence-tagger-model"],
			languages: ["en", "de", "fr"],
			weight: 0.3,
		}),
		{
			hardware: {
				files: { "pytorch_model.bin": 254000000 },
				source: {
					url: "https://huggingface.co/flair/upos-multi/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list: pytorch_model.bin, 254 MB, as the page rounds it",
				},
			},
		},
	),
	// SetFit
	withFacts(
		lib("SetFit/distilbert-base-uncased__sst2__train-16-0", "text-classification", "setfit", {
			formats: ["pytorch"],
			tags: ["sentence-transformers", "setfit"],
			weight: 0.05,
		}),
		{
			hardware: {
				files: { "pytorch_model.bin": 268000000 },
				source: {
					url: "https://huggingface.co/SetFit/distilbert-base-uncased__sst2__train-16-0/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list: pytorch_model.bin, 268 MB, as the page rounds it",
				},
			},
		},
	),
	lib("tomaarsen/setfit-paraphrase-mpnet-base-v2-sst2", "text-classification", "setfit", {
		formats: ["safetensors"],
		tags: ["sentence-transformers", "setfit", "generated_from_setfit_trainer"],
		base: { id: "sentence-transformers/paraphrase-mpnet-base-v2" },
		license: "apache-2.0",
		weight: 0.1,
		widgetData: [{ text: "a gorgeous, witty, seductive movie." }],
	}),
	// Stanza
	withFacts(
		lib("stanfordnlp/stanza-en", "token-classification", "stanza", {
			license: "apache-2.0",
			languages: "en",
			weight: 3,
		}),
		{
			decision: { created: "2022-03-02" },
			hardware: {
				files: { "models/default.zip": 526_000_000 },
				source: {
					url: "https://huggingface.co/stanfordnlp/stanza-en/tree/8c043602846ec7ba27d12fc00bc54861ce223055/models",
					checked: "2026-11-28",
					note: "the models/ folder at commit 8c04360 (Add model 1.10.0): default.zip, 526 MB, as the page rounds it",
				},
			},
			evals: [
				{
					dataset: "ontonotes5",
					split: "test",
					metric: "f1",
					metricName: "OntoNotes 5.0 English entity F1 % (18 types)",
					value: 88.8,
					url: "https://github.com/stanfordnlp/stanza/blob/1fd876f61ef3c566e9933d76b9f181753552e44b/_pages/ner_models.md",
					checked: "2026-11-28",
					notes:
						"Stanza documentation, NER Models page (gh-pages source), System Performance on NER Corpora table, row English / en / OntoNotes / 18 types, column F1 (micro-averaged, canonical train/dev/test splits); the row is Stanza's OntoNotes model, while the default English NER package is now ontonotes-ww-multi_charlm (OntoNotes plus WorldWide, stanza/resources/default_packages.py), which the page does not score",
				},
			],
		},
	),
	withFacts(
		lib("stanfordnlp/stanza-fr", "token-classification", "stanza", {
			license: "apache-2.0",
			languages: "fr",
			weight: 0.5,
		}),
		{
			hardware: {
				files: { "models/default.zip": 623_000_000 },
				source: {
					url: "https://huggingface.co/stanfordnlp/stanza-fr/tree/a6cd9e323d93555318b6f4d9a961b9ac87659f7f/models",
					checked: "2026-11-28",
					note: "the models/ folder at commit a6cd9e3 (Add model 1.5.1): default.zip, 623 MB, as the page rounds it",
				},
			},
		},
	),
	// SpanMarker
	withFacts(
		lib("tomaarsen/span-marker-roberta-large-ontonotes5", "token-classification", "span-marker", {
			formats: ["pytorch", "safetensors"],
			tags: ["span-marker", "named-entity-recognition", "ner"],
			license: "apache-2.0",
			languages: "en",
			weight: 0.2,
			widgetData: [{ text: "Amelia Earhart flew her single engine Lockheed Vega 5B across the Atlantic to Paris." }],
		}),
		{
			hardware: {
				files: { "model.safetensors": 1420000000 },
				params: 355_000_000,
				dtype: "F32",
				source: {
					url: "https://github.com/huggingface/transformers/blob/02ef825be208badb6bb7bf0641e7035406690b18/docs/source/pretrained_models.rst",
					checked: "2026-11-28",
					note: "parameters: roberta-large, the encoder this SpanMarker model fine-tunes, 355M in transformers' pretrained models list (the span classifier head is not counted); weights: the repository's file list at https://huggingface.co/tomaarsen/span-marker-roberta-large-ontonotes5/tree/e1eba795b5b6c8419974b185197be314f1222474 shows model.safetensors, 1.42 GB (pytorch_model.bin, also 1.42 GB, holds the same weights), as the page rounds it",
				},
			},
			evals: [
				{
					dataset: "ontonotes5",
					split: "test",
					metric: "f1",
					metricName: "OntoNotes 5.0 English entity F1 % (18 types)",
					value: 91.54,
					url: "https://github.com/tomaarsen/SpanMarkerNER/blob/b38ca4844eb67e13302d05acff331f362627e2c3/README.md",
					checked: "2026-11-28",
					notes:
						"SpanMarkerNER README, Pretrained Models section, OntoNotes v5.0: 'reaching a performance of 91.54 F1'; the repository's training_scripts/ontonotesv5.py trains on tner/ontonotes5 train, selects on validation and saves the metrics of the test split",
				},
			],
		},
	),
	// GLiNER
	withFacts(
		lib("urchade/gliner_multi-v2.1", "token-classification", "gliner", {
			formats: ["pytorch"],
			license: "apache-2.0",
			weight: 3,
		}),
		{
			decision: { created: "2024-04-09", languages: ["multilingual"], config: { max_len: 384 } },
			hardware: {
				files: { "pytorch_model.bin": 1_160_000_000 },
				source: {
					url: "https://huggingface.co/urchade/gliner_multi-v2.1/tree/853ce23e47e519248ba3ec5953f002a80bffdedd",
					checked: "2026-11-28",
					note: "the repository's file list: pytorch_model.bin, 1.16 GB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		lib("knowledgator/gliner-multitask-large-v0.5", "token-classification", "gliner", {
			formats: ["pytorch"],
			license: "apache-2.0",
			weight: 0.5,
		}),
		{
			hardware: {
				files: { "pytorch_model.bin": 1_760_000_000 },
				source: {
					url: "https://huggingface.co/knowledgator/gliner-multitask-large-v0.5/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list: pytorch_model.bin, 1.76 GB, as the page rounds it",
				},
			},
		},
	),
	withFacts(lib("fastino/gliner2-base-v1", "token-classification", "gliner2", { license: "apache-2.0", weight: 0.5 }), {
		decision: { created: "2025-07-24", params: 205_000_000, dtype: "F32", languages: ["en"] },
	}),
	// BERTopic
	withFacts(
		lib("MaartenGr/BERTopic_Wikipedia", "text-classification", "bertopic", {
			tags: ["bertopic"],
			license: "mit",
			languages: "en",
			weight: 0.05,
		}),
		{
			hardware: {
				files: { "ctfidf.safetensors": 46_400_000, "topic_embeddings.safetensors": 3_650_000 },
				source: {
					url: "https://huggingface.co/MaartenGr/BERTopic_Wikipedia/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list: ctfidf.safetensors, 46.4 MB, and topic_embeddings.safetensors, 3.65 MB, as the page rounds them",
				},
			},
		},
	),
	// AllenNLP
	withFacts(
		lib("allenai/bidaf-elmo", "question-answering", "allennlp", {
			license: "apache-2.0",
			languages: "en",
			weight: 0.05,
		}),
		{
			hardware: {
				files: { "model.th": 450_000_000 },
				source: {
					url: "https://huggingface.co/allenai/bidaf-elmo/tree/19a28b1e4295bb1013cdb0c4bdd9e0c0477b1d47",
					checked: "2026-11-28",
					note: "the file list at commit 19a28b1, the newest on main: model.th, 450 MB, as the page rounds it (weights.th, also 450 MB, is the same weights and left out)",
				},
			},
		},
	),
	withFacts(
		lib("allenai/bidaf", "question-answering", "allennlp", { license: "apache-2.0", languages: "en", weight: 0.03 }),
		{
			hardware: {
				files: { "model.th": 49_000_000 },
				source: {
					url: "https://huggingface.co/allenai/bidaf/tree/29b4697f816f9efe907c4c2334191d2c8f932a04",
					checked: "2026-11-28",
					note: "the file list at commit 29b4697 (README upload, #1): model.th, 49 MB, as the page rounds it (weights.th, also 49 MB, is the same weights and left out)",
				},
			},
		},
	),
	// PaddlePaddle
	withFacts(
		lib("PaddlePaddle/ernie-3.0-medium-zh", "fill-mask", "paddlenlp", {
			tags: ["PaddlePaddle", "ernie"],
			license: "apache-2.0",
			languages: "zh",
			weight: 0.1,
		}),
		{
			hardware: {
				files: { "model_state.pdparams": 302_000_000 },
				source: {
					url: "https://huggingface.co/PaddlePaddle/ernie-3.0-medium-zh/tree/cc3e95db2abfc0be3c490fda691a05245b474305",
					checked: "2026-11-28",
					note: "the repository's file list at its sixth commit (Update README.md): model_state.pdparams, 302 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		lib("PaddlePaddle/PP-OCRv5_server_det", "image-to-text", "PaddleOCR", {
			tags: ["OCR", "PaddlePaddle", "PaddleOCR", "textline_detection"],
			license: "apache-2.0",
			languages: ["en", "zh"],
			weight: 2,
		}),
		{
			hardware: {
				files: { "inference.pdiparams": 87_900_000 },
				source: {
					url: "https://huggingface.co/PaddlePaddle/PP-OCRv5_server_det/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list: inference.pdiparams, 87.9 MB, as the page rounds it (inference.json holds the graph)",
				},
			},
		},
	),
	withFacts(
		lib("PaddlePaddle/PaddleOCR-VL", "image-text-to-text", "PaddleOCR", {
			tags: ["ERNIE4.5", "PaddlePaddle", "ocr", "document-parse", "layout", "custom_code"],
			license: "apache-2.0",
			weight: 2,
		}),
		{
			decision: { created: "2025-10-16", params: 958_000_000, languages: ["multilingual"] },
			evals: [
				{
					dataset: "opendatalab/OmniDocBench",
					config: "v1.5",
					metric: "edit_distance",
					metricName: "Text edit distance (OmniDocBench v1.5)",
					value: 0.035,
					url: "https://github.com/rednote-hilab/dots.ocr/blob/36d7248878f181c6257dc1cbd799ae940970444f/README.md",
					checked: "2026-11-28",
					notes:
						"dots.ocr README, section 1.3 Other Benchmarks, row 'PaddleOCR-VL', column OmniDocBench(v1.5) TextEdit; the table gathers figures from OmniDocBench and each model's own publication; the row is PaddleOCR-VL (0.9B), not PaddleOCR-VL1.5",
				},
			],
		},
	),
	// fastText
	lib("facebook/fasttext-language-identification", "text-classification", "fasttext", {
		tags: ["language-identification"],
		license: "cc-by-nc-4.0",
		siblings: files("model.bin", "README.md"),
		weight: 5,
		widgetData: [{ text: "Hello, world!" }],
	}),
	lib("facebook/fasttext-en-vectors", "feature-extraction", "fasttext", {
		tags: ["feature-extraction"],
		license: "cc-by-sa-3.0",
		languages: "en",
		weight: 0.3,
	}),
	// Model2Vec
	withFacts(
		lib("minishlab/potion-base-8M", "sentence-similarity", "model2vec", {
			formats: ["safetensors"],
			tags: ["embeddings", "static-embeddings", "mteb", "sentence-transformers"],
			license: "mit",
			languages: "en",
			weight: 5,
		}),
		{
			hardware: {
				files: { "model.safetensors": 30_200_000 },
				source: {
					url: "https://huggingface.co/minishlab/potion-base-8M/tree/ad78550e2b7d7f7a39d2abbc81b079aea6c20287",
					checked: "2026-11-28",
					note: "the repository's file list: model.safetensors, 30.2 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		lib("minishlab/M2V_base_output", "sentence-similarity", "model2vec", {
			formats: ["safetensors"],
			tags: ["embeddings", "static-embeddings"],
			license: "mit",
			languages: "en",
			weight: 0.2,
		}),
		{
			hardware: {
				files: { "model.safetensors": 30200000 },
				source: {
					url: "https://huggingface.co/minishlab/M2V_base_output/tree/fbee9eaf2b308410759f61f56de4be2a2ac2e28a",
					checked: "2026-11-28",
					note: "the repository's file list: model.safetensors, 30.2 MB (embeddings.safetensors, also 30.2 MB, and the onnx folder hold the same weights), as the page rounds it",
				},
			},
		},
	),
	// fastai
	lib("espejelomar/fastai-pet-breeds-classification", "image-classification", "fastai", {
		tags: ["fastai"],
		weight: 0.02,
	}),
	lib("fastai/fastbook_02_bears_classifier", "image-classification", "fastai", { tags: ["fastai"], weight: 0.01 }),
	// Biomedical and retrieval toolkits
	lib("AP-HP/eds-pseudo-public", "token-classification", "edsnlp", {
		tags: ["medical", "ner", "nlp", "pseudonymisation"],
		license: "bsd-3-clause",
		languages: "fr",
		weight: 0.05,
	}),
	lib("sapienzanlp/relik-entity-linking-large", "token-classification", "relik", {
		tags: ["entity-linking", "relik"],
		license: "apache-2.0",
		languages: "en",
		weight: 0.05,
	}),
	withFacts(
		lib("webis/bert-bi-encoder", "feature-extraction", "lightning-ir", {
			tags: ["bi-encoder", "lightning-ir"],
			license: "apache-2.0",
			languages: "en",
			weight: 0.02,
		}),
		{
			hardware: {
				files: { "model.safetensors": 438000000 },
				source: {
					url: "https://huggingface.co/webis/bert-bi-encoder/tree/be1a6a8cc3446eee31c4f8dee3e1eef20967a99b",
					checked: "2026-11-28",
					note: "the repository's file list: model.safetensors, 438 MB, as the page rounds it",
				},
			},
		},
	),
	lib("xhluca/bm25s-nq-index", "text-retrieval", "bm25s", {
		tags: ["bm25", "bm25s", "retrieval", "search", "lexical"],
		languages: "en",
		weight: 0.02,
	}),
	lib("Riksarkivet/yolov9-lines-within-regions-1", "object-detection", "htrflow", {
		tags: ["htrflow", "historical", "handwriting"],
		license: "apache-2.0",
		languages: "sv",
		weight: 0.02,
	}),
	withFacts(
		lib("takara-ai/SwarmFormer-Sentiment-Base", "text-classification", "swarmformer", {
			formats: ["safetensors"],
			license: "mit",
			languages: "en",
			weight: 0.02,
		}),
		{
			hardware: {
				files: { "model.safetensors": 27_000_000 },
				source: {
					url: "https://huggingface.co/takara-ai/SwarmFormer-Sentiment-Base/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list: model.safetensors, 27 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		lib("multimolecule/rnafm", "fill-mask", "multimolecule", {
			tags: ["Biology", "RNA"],
			license: "agpl-3.0",
			languages: "rna",
			weight: 0.02,
		}),
		{
			hardware: {
				files: { "model.safetensors": 398_000_000 },
				source: {
					url: "https://huggingface.co/multimolecule/rnafm/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list: model.safetensors, 398 MB (pytorch_model.bin, also 398 MB, holds the same weights), as the page rounds it",
				},
			},
		},
	),
	lib("jbloom/GPT2-Small-SAEs-Reformatted", "other", "saelens", {
		tags: ["sparse-autoencoder", "interpretability"],
		weight: 0.02,
	}),
	lib("kernels-community/activation", "other", "kernels", { tags: ["kernel"], license: "apache-2.0", weight: 0.05 }),
	withFacts(
		lib("phxia/gpt2", "text-generation", "pxia", {
			tags: ["model_hub_mixin", "pytorch_model_hub_mixin", "pxia"],
			weight: 0.01,
		}),
		{
			hardware: {
				files: { "model.safetensors": 702_000_000 },
				source: {
					url: "https://huggingface.co/phxia/gpt2/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list: model.safetensors, 702 MB, as the page rounds it",
				},
			},
		},
	),
	lib("google/gemma-3n-E2B-it-litert-lm", "text-generation", "litert-lm", {
		gated: "manual",
		license: "gemma",
		siblings: files("gemma-3n-E2B-it-int4.litertlm", "README.md"),
		weight: 0.5,
	}),
	lib("mobilint/Llama-3.2-1B-Instruct", "text-generation", "mobilint", {
		tags: ["mblt", "npu"],
		license: "llama3.2",
		weight: 0.01,
	}),
	withFacts(
		lib("unity/inference-engine-whisper-tiny", "automatic-speech-recognition", "unity-sentis", {
			tags: ["unity-inference-engine"],
			license: "apache-2.0",
			weight: 0.01,
		}),
		{
			hardware: {
				files: {
					"models/decoder_model.onnx": 198_000_000,
					"models/decoder_with_past_model.onnx": 193_000_000,
					"models/encoder_model.onnx": 32_900_000,
					"models/logmel_spectrogram.onnx": 1_350_000,
				},
				source: {
					url: "https://huggingface.co/unity/inference-engine-whisper-tiny/tree/main/models",
					checked: "2026-11-28",
					note: "the models folder: decoder_model.onnx 198 MB, decoder_with_past_model.onnx 193 MB, encoder_model.onnx 32.9 MB, logmel_spectrogram.onnx 1.35 MB, as the page rounds them; the model card has RunWhisper.cs load all four",
				},
			},
		},
	),
	withFacts(
		lib("state-spaces/mamba-2.8b", "text-generation", "mamba-ssm", {
			formats: ["pytorch"],
			license: "apache-2.0",
			weight: 0.5,
		}),
		{
			hardware: {
				params: 2_800_000_000,
				dtype: "F32",
				format: "pytorch",
				source: {
					url: "https://github.com/state-spaces/mamba/blob/03a38fb27e969750074e3cabc451f5f85fea2b17/README.md",
					checked: "2026-11-28",
					note: "the README's table of pretrained models: Mamba 2.8B parameters; parameters kept in float32 (its Precision note)",
				},
			},
		},
	),
	withFacts(
		lib("bytedance-research/LVFace", "image-feature-extraction", "lvface", {
			tags: ["face-recognition"],
			license: "mit",
			siblings: files("LVFace-B_Glint360K.onnx", "README.md"),
			weight: 0.05,
		}),
		{
			hardware: {
				sizes: { "LVFace-B_Glint360K.onnx": 455_533_594 },
				source: {
					url: "https://huggingface.co/Mowshon/lvface-weights",
					checked: "2026-11-28",
					note: "a mirror whose card lists the files it copied unmodified from bytedance-research/LVFace at revision b12702ab1f5c721748e054a66dc90e1edd1f0724: LVFace-B_Glint360K.onnx, 455,533,594 bytes",
				},
			},
		},
	),
	lib("HanClinto/milo", "image-feature-extraction", "collectorvision", {
		tags: ["onnx", "trading-cards"],
		license: "mit",
		weight: 0.01,
	}),
	withFacts(
		rec("knowledgator/gliformer-base-v1", {
			pipeline_tag: "token-classification",
			library_name: "gliformer",
			languages: "en",
			weight: 0.5,
		}),
		{
			hardware: {
				params: 264_200_000,
				dtype: "F32",
				dtypeAssumed: true,
				format: "pytorch",
				source: {
					url: "https://huggingface.co/knowledgator/gliformer-base-v1",
					checked: "2026-11-28",
					note: "the model card: the 264.2M-parameter base release of GLiFormer; the hub tags its weights PyTorch; the card states no stored width, so F32, the width PyTorch saves unless cast, is assumed",
				},
			},
		},
	),
	rec("chaoliangUNSW/Jev-Style-0.8B-Decision-v3", {
		pipeline_tag: "text-classification",
		library_name: "jev-style",
		formats: ["safetensors"],
		languages: "en",
		weight: 0.3,
	}),
	rec("infosave/Bonsai-1.7Bcmf", {
		pipeline_tag: "text-generation",
		library_name: "cortiq",
		weight: 0.2,
	}),
	// Laya's English checkpoint sits at the root; laya.load(id, subfolder=...) reads the
	// multilingual and typed-decisions ones (README "Single-Model Mode").
	withFacts(
		rec("convaiinnovations/laya", {
			pipeline_tag: "text-classification",
			library_name: "laya",
			formats: ["safetensors"],
			license: "apache-2.0",
			siblings: [
				{ rfilename: "README.md" },
				{ rfilename: "model.safetensors" },
				{ rfilename: "rl_agent_config.json" },
				{ rfilename: "multilingual/model.safetensors" },
				{ rfilename: "multilingual/rl_agent_config.json" },
				{ rfilename: "typed-decisions/model.safetensors" },
				{ rfilename: "typed-decisions/rl_agent_config.json" },
			],
			weight: 0.5,
		}),
		{
			hardware: {
				// The English checkpoint at the root, the one laya.load(id) reads; no page read states its stored type.
				params: 421_293_830,
				dtype: "F32",
				dtypeAssumed: true,
				source: {
					url: "https://raw.githubusercontent.com/Hanno-Labs/decision-bench-results/e2d6a133cee91b9d8c6fbd076b21f32f3d75c81f/results/convaiinnovations__laya/1c5edc17a7acd8701df6fc341c0d179f1c62c982/DecisionBench.json",
					checked: "2026-11-28",
					note: "a DecisionBench result for convaiinnovations/laya at revision 1c5edc1: 'parameter_count': 421293830 (the family's cards give the English checkpoint, ModernBERT-large, as 421M); the type is assumed F32 (a SiMa.ai port compares against 'the fp32 PyTorch model'), not read from the hub",
				},
			},
		},
	),
	// ANEForge's organisation mirrors transformers checkpoints, byte-identical, tagged for the
	// library's load-by-id loaders (af.load for encoders, af.load_llm for decoders).
	withFacts(
		rec("aneforge/bge-small-en-v1.5", {
			pipeline_tag: "feature-extraction",
			library_name: "aneforge",
			formats: ["safetensors"],
			license: "mit",
			languages: "en",
			siblings: [{ rfilename: "config.json" }, { rfilename: "model.safetensors" }, { rfilename: "tokenizer.json" }],
			weight: 0.2,
		}),
		{
			hardware: {
				sizes: { "model.safetensors": 133_000_000 },
				source: {
					url: "https://huggingface.co/BAAI/bge-small-en-v1.5/tree/main",
					checked: "2026-11-28",
					note: "the source repository's file list: model.safetensors, 133 MB, as the page rounds it; ANEForge's mirror cards (aneforge/bge-base-en-v1.5 and others) say their weights are 'byte-identical to the source', this repository's own file list was not read",
				},
			},
		},
	),
	rec("aneforge/TinyLlama-1.1B-Chat-v1.0", {
		pipeline_tag: "text-generation",
		library_name: "aneforge",
		formats: ["safetensors"],
		license: "apache-2.0",
		languages: "en",
		chat: TPL.zephyr,
		siblings: [{ rfilename: "config.json" }, { rfilename: "model.safetensors" }, { rfilename: "tokenizer.json" }],
		weight: 0.2,
	}),
	// An NVFP4 safetensors checkpoint whose card names memra as the engine that runs it.
	rec("Avifenesh/GLM-5.3-Flash-NVFP4", {
		pipeline_tag: "text-generation",
		library_name: "memra",
		formats: ["safetensors"],
		license: "mit",
		languages: ["en", "zh"],
		base: { id: "zai-org/GLM-5.3-Flash", rel: "quantized" },
		chat: TPL.glm,
		tags: ["nvfp4", "modelopt", "quantized", "memra", "moe", "blackwell", "tool-calling"],
		siblings: [
			{ rfilename: "README.md" },
			{ rfilename: "chat_template.jinja" },
			{ rfilename: "config.json" },
			{ rfilename: "generation_config.json" },
			{ rfilename: "hf_quant_config.json" },
			{ rfilename: "model.safetensors.index.json" },
			{ rfilename: "tokenizer.json" },
			{ rfilename: "tokenizer_config.json" },
		],
		weight: 0.1,
	}),
];
