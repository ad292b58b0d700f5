// Records for the branches of the library snippet generators: a task, tag, config value or file
// layout a generator reads, written out in full so each branch has a real model to run on.
import { full, TPL, withFacts } from "../lib.mjs";

export default [
	// ---- transformers, diffusers, NLP and framework libraries
	withFacts(
		full({
			id: "google-t5/t5-small",
			author: "google-t5",
			library_name: "transformers",
			pipeline_tag: "translation",
			tags: ["transformers", "pytorch", "safetensors", "t5", "text2text-generation", "translation"],
			transformersInfo: {
				auto_model: "AutoModelForSeq2SeqLM",
				processor: "AutoTokenizer",
				pipeline_tag: "translation",
			},
		}),
		{
			hardware: {
				params: 60_000_000,
				dtype: "F32",
				source: { url: "https://huggingface.co/google-t5/t5-small", checked: "2026-11-27" },
			},
		},
	),
	withFacts(
		full({
			id: "nvidia/NV-Embed-v2",
			author: "nvidia",
			library_name: "transformers",
			pipeline_tag: "feature-extraction",
			tags: ["transformers", "safetensors", "nvembed", "mteb", "custom_code", "feature-extraction"],
		}),
		{
			hardware: {
				files: {
					"model-00001-of-00004.safetensors": 5_000_000_000,
					"model-00002-of-00004.safetensors": 4_920_000_000,
					"model-00003-of-00004.safetensors": 5_000_000_000,
					"model-00004-of-00004.safetensors": 789_000_000,
				},
				source: {
					url: "https://huggingface.co/nvidia/NV-Embed-v2/tree/792a641e6a3a67da84c2fb71e80212e94166de0e",
					checked: "2026-11-28",
					note: "the repository's file list: model-00001…00004-of-00004.safetensors, 5 GB, 4.92 GB, 5 GB and 789 MB, as the page rounds them; main (c50d55f, a sentence_bert_config change since) lists the same shards",
				},
			},
		},
	),
	withFacts(
		full({
			id: "deepseek-ai/Janus-Pro-1B",
			author: "deepseek-ai",
			library_name: "transformers",
			pipeline_tag: "any-to-any",
			tags: ["transformers", "pytorch", "multi_vlm", "muiltimodal", "any-to-any"],
		}),
		{
			decision: { created: "2025-01-27", license: "mit", licenseName: "deepseek" },
			hardware: {
				files: { "pytorch_model.bin": 4_180_000_000 },
				source: {
					url: "https://huggingface.co/deepseek-ai/Janus-Pro-1B/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list (960ab33): pytorch_model.bin, 4.18 GB, as the page rounds it; its pickle scan names torch.BFloat16Storage",
				},
			},
		},
	),
	full({
		id: "smangrul/roberta-large-peft-lora-mrpc",
		author: "smangrul",
		library_name: "peft",
		tags: ["peft", "safetensors"],
		config: {
			peft: {
				base_model_name_or_path: "roberta-large",
				task_type: "SEQ_CLS",
			},
		},
	}),
	full({
		id: "merve/vit-base-lora-food101",
		author: "merve",
		library_name: "peft",
		tags: ["peft", "safetensors"],
		config: {
			peft: {
				base_model_name_or_path: "google/vit-base-patch16-224-in21k",
				task_type: "IMAGE_CLASSIFICATION",
			},
		},
	}),
	full({
		id: "ArmelR/starcoder-gradio-v0-adapter",
		author: "ArmelR",
		library_name: "peft",
		tags: ["peft", "safetensors"],
		config: {
			peft: {
				task_type: "CAUSAL_LM",
			},
		},
	}),
	withFacts(
		full({
			id: "tomaarsen/span-marker-bert-base-fewnerd-fine-super",
			author: "tomaarsen",
			library_name: "span-marker",
			pipeline_tag: "token-classification",
			tags: ["span-marker", "pytorch", "ner", "named-entity-recognition", "token-classification"],
		}),
		{
			hardware: {
				files: { "model.safetensors": 434_000_000 },
				source: {
					url: "https://huggingface.co/tomaarsen/span-marker-bert-base-fewnerd-fine-super/tree/refs%2Fpr%2F2",
					checked: "2026-11-28",
					note: "the file list of a metadata PR on top of main: model.safetensors, 434 MB, as the page rounds it (added to main in #1, 82383ef), beside the same-sized pytorch_model.bin it replaces as the default load",
				},
			},
		},
	),
	withFacts(
		full({
			id: "urchade/gliner_medium-v2.1",
			author: "urchade",
			library_name: "gliner",
			pipeline_tag: "token-classification",
			tags: ["gliner", "pytorch", "NER", "token-classification"],
		}),
		{
			hardware: {
				files: { "pytorch_model.bin": 781_000_000 },
				source: {
					url: "https://huggingface.co/urchade/gliner_medium-v2.1/blob/main/pytorch_model.bin",
					checked: "2026-11-28",
					note: "the file's page on main (074dc70, 'better version'): 781 MB, as the page rounds it",
				},
			},
		},
	),
	full({
		id: "drbh/yamoe",
		author: "drbh",
		library_name: "kernels",
		tags: ["kernels", "kernel"],
	}),
	withFacts(
		full({
			id: "state-spaces/mamba-130m",
			author: "state-spaces",
			library_name: "mamba-ssm",
			pipeline_tag: "text-generation",
			tags: ["mamba-ssm", "pytorch", "text-generation"],
		}),
		{
			hardware: {
				params: 130_000_000,
				dtype: "F32",
				format: "pytorch",
				source: {
					url: "https://github.com/state-spaces/mamba/blob/03a38fb27e969750074e3cabc451f5f85fea2b17/README.md",
					checked: "2026-11-28",
					note: "the README's table of pretrained models: Mamba 130M parameters; parameters kept in float32 (its Precision note)",
				},
			},
		},
	),
	withFacts(
		full({
			id: "multimolecule/utrlm-te_el",
			author: "multimolecule",
			library_name: "multimolecule",
			pipeline_tag: "feature-extraction",
			tags: ["multimolecule", "pytorch", "safetensors", "Biology", "RNA", "feature-extraction"],
		}),
		{
			hardware: {
				params: 1_210_000,
				dtype: "F32",
				source: {
					url: "https://github.com/DLS5-Omics/multimolecule/blob/0acee22ade502755c1d1c9408ffd20ce60b1af26/multimolecule/models/utrlm/README.md",
					checked: "2026-11-28",
					note: "the model card's Model Specification table: UTR-LM TE_EL, Num Parameters (M) 1.21; float32, as the sibling utrlm-mrl checkpoint (same 1.21M) shows with a 4.87 MB model.safetensors",
				},
			},
		},
	),
	withFacts(
		full({
			id: "THUDM/CogVideoX-2b",
			author: "THUDM",
			library_name: "diffusers",
			pipeline_tag: "text-to-video",
			tags: ["diffusers", "safetensors", "cogvideox", "video-generation", "text-to-video"],
			config: {
				diffusers: {
					_class_name: "CogVideoXPipeline",
				},
			},
		}),
		{
			hardware: {
				files: {
					"transformer/diffusion_pytorch_model.safetensors": 3_390_000_000,
					"text_encoder/model-00001-of-00002.safetensors": 4_990_000_000,
					"text_encoder/model-00002-of-00002.safetensors": 4_530_000_000,
					"vae/diffusion_pytorch_model.safetensors": 862_000_000,
				},
				source: {
					url: "https://huggingface.co/zai-org/CogVideoX-2b/tree/main",
					checked: "2026-11-28",
					note: "the renamed repository's folders on main: transformer 3.39 GB, text_encoder 4.99 GB + 4.53 GB, vae 862 MB (the fp32 VAE of #13), as the pages round them; together the repository's 13.8 GB",
				},
			},
		},
	),
	full({
		id: "fal/Realism-Detailer-Kontext-Dev-LoRA",
		author: "fal",
		library_name: "diffusers",
		pipeline_tag: "image-to-image",
		tags: [
			"diffusers",
			"flux",
			"lora",
			"kontext",
			"image-to-image",
			"base_model:black-forest-labs/FLUX.1-Kontext-dev",
			"base_model:adapter:black-forest-labs/FLUX.1-Kontext-dev",
		],
		cardData: {
			base_model: "black-forest-labs/FLUX.1-Kontext-dev",
			instance_prompt: "add realistic skin detail",
		},
	}),
	full({
		id: "benjamin-paine/steamboat-willie-1.3b",
		author: "benjamin-paine",
		library_name: "diffusers",
		pipeline_tag: "text-to-video",
		tags: [
			"diffusers",
			"lora",
			"wan",
			"text-to-video",
			"base_model:Wan-AI/Wan2.1-T2V-1.3B-Diffusers",
			"base_model:adapter:Wan-AI/Wan2.1-T2V-1.3B-Diffusers",
		],
		cardData: {
			base_model: "Wan-AI/Wan2.1-T2V-1.3B-Diffusers",
			instance_prompt: null,
		},
	}),
	full({
		id: "artificialguybr/LogoRedmond-LogoLoraForSDXL",
		author: "artificialguybr",
		library_name: "diffusers",
		pipeline_tag: "text-to-image",
		tags: ["diffusers", "lora", "stable-diffusion", "text-to-image"],
	}),
	full({
		id: "PrunaAI/Qwen2.5-0.5B-Instruct-smashed",
		author: "PrunaAI",
		library_name: "pruna-ai",
		pipeline_tag: "text-generation",
		tags: ["pruna-ai", "pruna-ai", "safetensors", "conversational", "text-generation"],
	}),
	full({
		id: "lysandre/test-simple-tagger-tiny",
		author: "lysandre",
		library_name: "allennlp",
		pipeline_tag: "token-classification",
		tags: ["allennlp", "token-classification"],
	}),
	withFacts(
		full({
			id: "PaddlePaddle/ernie-3.0-nano-zh",
			author: "PaddlePaddle",
			library_name: "paddlenlp",
			pipeline_tag: "fill-mask",
			tags: ["paddlenlp", "paddlepaddle", "ernie", "zh", "fill-mask"],
			config: {
				architectures: ["ErnieModel"],
			},
		}),
		{
			hardware: {
				files: { "model_state.pdparams": 76_000_000 },
				source: {
					url: "https://huggingface.co/PaddlePaddle/ernie-3.0-nano-zh/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list: model_state.pdparams, 76 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		full({
			id: "keras-io/timeseries-anomaly-detection",
			author: "keras-io",
			library_name: "tf-keras",
			tags: ["tf-keras", "tensorboard"],
		}),
		{
			hardware: {
				files: {
					"saved_model.pb": 224_000,
					"variables/variables.data-00000-of-00001": 42_100,
					"variables/variables.index": 878,
				},
				source: {
					url: "https://huggingface.co/keras-io/timeseries-anomaly-detection/tree/57126012e02dcab3a653501f12cb599c4a51db7a",
					checked: "2026-11-28",
					note: "the SavedModel at the newest commit (5712601, #1): saved_model.pb 224 kB; its variables/ folder on main: variables.data-00000-of-00001 42.1 kB and variables.index 878 bytes, as the pages round them",
				},
			},
		},
	),
	full({
		id: "Keras/mnist-convnet-keras3",
		author: "Keras",
		library_name: "keras",
		pipeline_tag: "image-classification",
		tags: ["keras", "image-classification"],
	}),
	withFacts(
		full({
			id: "keras/bert_base_en",
			author: "keras",
			library_name: "keras-hub",
			pipeline_tag: "fill-mask",
			tags: ["keras-hub", "bert", "fill-mask"],
			config: {
				keras_hub: {
					tasks: ["TextClassifier", "MaskedLM"],
				},
			},
		}),
		{
			hardware: {
				params: 108_310_000,
				dtype: "F32",
				format: "keras",
				source: {
					url: "https://huggingface.co/keras/bert_large_en",
					checked: "2026-11-28",
					note: "the KerasHub presets table on the BERT cards: bert_base_en 108.31M parameters; Keras weights, float32 (Keras's default)",
				},
			},
		},
	),
	withFacts(
		full({
			id: "keras/t5_small_multi",
			author: "keras",
			library_name: "keras-hub",
			tags: ["keras-hub", "t5"],
			config: {
				keras_hub: {},
			},
		}),
		{
			hardware: {
				files: { "model.weights.h5": 242_000_000 },
				source: {
					url: "https://huggingface.co/keras/t5_small_multi/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list: model.weights.h5, 242 MB, as the page rounds it",
				},
			},
		},
	),
	full({
		id: "scikit-learn/skops-titanic",
		author: "scikit-learn",
		library_name: "sklearn",
		pipeline_tag: "tabular-classification",
		tags: ["sklearn", "skops", "tabular-classification"],
		config: {
			sklearn: {
				model: {
					file: "skops-titanic.skops",
				},
				model_format: "skops",
			},
		},
	}),
	full({
		id: "osanseviero/iris-sklearn-example",
		author: "osanseviero",
		library_name: "sklearn",
		pipeline_tag: "tabular-classification",
		tags: ["sklearn", "tabular-classification"],
		config: {
			sklearn: {
				model_format: "pickle",
			},
		},
	}),
	full({
		id: "espejelomar/fastai-imdb-sentiment",
		author: "espejelomar",
		library_name: "fastai",
		pipeline_tag: "text-classification",
		tags: ["fastai", "text-classification"],
	}),
	withFacts(
		full({
			id: "mlx-community/Llama-3.2-1B-Instruct-4bit",
			author: "mlx-community",
			library_name: "mlx",
			pipeline_tag: "text-generation",
			tags: ["mlx", "safetensors", "llama", "conversational", "text-generation"],
			config: {
				tokenizer_config: {
					chat_template: TPL.llama3,
				},
			},
		}),
		{
			hardware: {
				files: { "model.safetensors": 695_000_000 },
				source: {
					url: "https://huggingface.co/mlx-community/Llama-3.2-1B-Instruct-4bit/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list (0823137): model.safetensors, 695 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		full({
			id: "mlx-community/Qwen2-VL-2B-Instruct-4bit",
			author: "mlx-community",
			library_name: "mlx",
			pipeline_tag: "image-text-to-text",
			tags: ["mlx", "safetensors", "qwen2_vl", "conversational", "image-text-to-text"],
			config: {
				tokenizer_config: {
					chat_template: TPL.vision,
				},
			},
		}),
		{
			hardware: {
				files: { "model.safetensors": 1_250_000_000 },
				source: {
					url: "https://huggingface.co/mlx-community/Qwen2-VL-2B-Instruct-4bit/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list (89e8014): model.safetensors, 1.25 GB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		full({
			id: "mlx-community/whisper-large-v3-mlx",
			author: "mlx-community",
			library_name: "mlx",
			pipeline_tag: "automatic-speech-recognition",
			tags: ["mlx", "whisper", "automatic-speech-recognition"],
		}),
		{
			hardware: {
				files: { "weights.npz": 3_080_000_000 },
				source: {
					url: "https://huggingface.co/mlx-community/whisper-large-v3-mlx/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list (06cacdc): weights.npz, 3.08 GB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		full({
			id: "mlx-community/SmolLM-135M-4bit",
			author: "mlx-community",
			library_name: "mlx",
			pipeline_tag: "text-generation",
			tags: ["mlx", "safetensors", "llama", "text-generation"],
		}),
		{
			hardware: {
				files: { "model.safetensors": 75_800_000 },
				source: {
					url: "https://huggingface.co/mlx-community/SmolLM-135M-4bit/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list (f56bc6a): model.safetensors, 75.8 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		full({
			id: "mlx-vision/resnet18-mlxim",
			author: "mlx-vision",
			library_name: "mlx-image",
			pipeline_tag: "image-classification",
			tags: ["mlx-image", "vision", "image-classification"],
		}),
		{
			hardware: {
				files: { "model.safetensors": 46_800_000 },
				source: {
					url: "https://huggingface.co/mlx-vision/resnet18-mlxim/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list (3a39a04): model.safetensors, 46.8 MB, as the page rounds it; the earlier resnet18.npz upload of the same size is left out",
				},
			},
		},
	),
	withFacts(
		full({
			id: "Qwen/Qwen2.5-0.5B-Instruct-GGUF",
			author: "Qwen",
			library_name: "llama-cpp-python",
			pipeline_tag: "text-generation",
			tags: ["llama-cpp-python", "gguf", "chat", "conversational", "text-generation"],
			siblings: [
				{
					rfilename: "qwen2.5-0.5b-instruct-fp16.gguf",
				},
				{
					rfilename: "qwen2.5-0.5b-instruct-q4_k_m.gguf",
				},
				{
					rfilename: "qwen2.5-0.5b-instruct-q8_0.gguf",
				},
			],
		}),
		{
			hardware: {
				gguf: { total: 490_000_000 },
				source: { url: "https://huggingface.co/Qwen/Qwen2.5-0.5B-Instruct-GGUF", checked: "2026-11-27" },
			},
		},
	),
	withFacts(
		full({
			id: "TheBloke/TinyLlama-1.1B-intermediate-step-1431k-3T-GGUF",
			author: "TheBloke",
			library_name: "llama-cpp-python",
			pipeline_tag: "text-generation",
			tags: ["llama-cpp-python", "gguf", "llama", "text-generation"],
			siblings: [
				{
					rfilename: "tinyllama-1.1b-intermediate-step-1431k-3t.Q5_K_M.gguf",
				},
				{
					rfilename: "tinyllama-1.1b-intermediate-step-1431k-3t.Q2_K.gguf",
				},
			],
		}),
		{
			hardware: {
				gguf: { total: 1_100_000_000 },
				source: {
					url: "https://huggingface.co/TinyLlama/TinyLlama-1.1B-intermediate-step-1431k-3T",
					checked: "2026-11-27",
					note: "the TinyLlama checkpoint these files quantize",
				},
			},
		},
	),
	full({
		id: "abetlen/paligemma-3b-mix-224-gguf",
		author: "abetlen",
		library_name: "llama-cpp-python",
		pipeline_tag: "image-text-to-text",
		tags: ["llama-cpp-python", "gguf", "image-text-to-text"],
	}),
	full({
		id: "litert-community/Gemma3-1B-IT",
		author: "litert-community",
		library_name: "litert-lm",
		pipeline_tag: "text-generation",
		tags: ["litert-lm", "tflite", "conversational", "text-generation"],
		siblings: [
			{
				rfilename: "gemma3-1b-it-int4.litertlm",
			},
			{
				rfilename: "README.md",
			},
		],
	}),
	full({
		id: "mobilint/Llama-3.2-3B-Instruct",
		author: "mobilint",
		library_name: "mobilint",
		pipeline_tag: "text-generation",
		tags: ["mobilint", "conversational", "custom_code", "text-generation"],
	}),
	full({
		id: "mobilint/bert-base-uncased",
		author: "mobilint",
		library_name: "mobilint",
		pipeline_tag: "fill-mask",
		tags: ["mobilint", "custom_code", "fill-mask"],
	}),
	full({
		id: "mobilint/resnet50",
		author: "mobilint",
		library_name: "mobilint",
		pipeline_tag: "image-classification",
		tags: ["mobilint", "image-classification"],
	}),
	full({
		id: "unity/inference-engine-yolo",
		author: "unity",
		library_name: "unity-sentis",
		pipeline_tag: "object-detection",
		tags: ["unity-sentis", "onnx", "object-detection"],
	}),
	withFacts(
		full({
			id: "takara-ai/SwarmFormer-Sentiment-Small",
			author: "takara-ai",
			library_name: "swarmformer",
			pipeline_tag: "text-classification",
			tags: ["swarmformer", "safetensors", "text-classification"],
		}),
		{
			hardware: {
				files: { "model.safetensors": 17_200_000 },
				source: {
					url: "https://huggingface.co/takara-ai/SwarmFormer-Sentiment-Small/tree/b83190f95ad80239f9ef24cfad75ec962933c612",
					checked: "2026-11-28",
					note: "the repository's file list after the rename to model.safetensors: 17.2 MB, as the page rounds it",
				},
			},
		},
	),
	// ---- audio, vision, reinforcement-learning and science libraries
	withFacts(
		full({
			id: "speechbrain/sepformer-wsj02mix",
			author: "speechbrain",
			library_name: "speechbrain",
			pipeline_tag: "audio-to-audio",
			tags: ["speechbrain", "audio-to-audio"],
			config: {
				speechbrain: {
					speechbrain_interface: "SepformerSeparation",
				},
			},
		}),
		{
			hardware: {
				files: { "masknet.ckpt": 113_000_000 },
				source: {
					url: "https://huggingface.co/speechbrain/sepformer-wsj02mix/tree/00ca8fadd768903bfd6eeb072b5fdcbcce83f015",
					checked: "2026-11-28",
					note: "the repository file list: masknet.ckpt 113 MB, as the page rounds it (main, 3a28263, changed only the README since); the encoder.ckpt (17.3 kB) and decoder.ckpt (17.2 kB) loaded with it are left out, as the fit reads each .ckpt as a model of its own; brain.ckpt is training state",
				},
			},
		},
	),
	withFacts(
		full({
			id: "speechbrain/emotion-recognition-wav2vec2-IEMOCAP",
			author: "speechbrain",
			library_name: "speechbrain",
			pipeline_tag: "audio-classification",
			tags: ["speechbrain", "audio-classification"],
		}),
		{
			hardware: {
				files: { "wav2vec2.ckpt": 378_000_000 },
				source: {
					url: "https://huggingface.co/speechbrain/emotion-recognition-wav2vec2-IEMOCAP/tree/59c6806d8727c71445bce15e1f23f41b8e9e0e22",
					checked: "2026-11-28",
					note: "the repository file list: wav2vec2.ckpt 378 MB, as the page rounds it, unchanged on main since upload w2v model (1160cc8); the 13.2 kB classifier model.ckpt loaded with it is left out, as the fit reads each .ckpt as a model of its own",
				},
			},
		},
	),
	withFacts(
		full({
			id: "tensorspeech/tts-mb_melgan-ljspeech-en",
			author: "tensorspeech",
			library_name: "tensorflowtts",
			tags: ["tensorflowtts", "mel-to-wav"],
		}),
		{
			hardware: {
				files: { "model.h5": 10_200_000 },
				source: {
					url: "https://huggingface.co/tensorspeech/tts-mb_melgan-ljspeech-en/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list (2164142): model.h5, 10.2 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		full({
			id: "tensorspeech/tts-tacotron2-kss-ko",
			author: "tensorspeech",
			library_name: "tensorflowtts",
			pipeline_tag: "text-to-speech",
			tags: ["tensorflowtts", "text-to-mel", "text-to-speech"],
			widgetData: [
				{
					text: "신은 우리의 수학 문제에는 관심이 없다.",
				},
			],
		}),
		{
			hardware: {
				files: { "model.h5": 128_000_000 },
				source: {
					url: "https://huggingface.co/tensorspeech/tts-tacotron2-kss-ko/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list: model.h5 (the TensorFlowTTS checkpoint), 128 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		full({
			id: "facebook/musicgen-melody",
			author: "facebook",
			library_name: "audiocraft",
			pipeline_tag: "text-to-audio",
			tags: ["audiocraft", "text-to-audio"],
		}),
		{
			// The weights' licence: "model weights are released under CC-BY-NC 4.0" (audiocraft's
			// MUSICGEN_MODEL_CARD.md at 1b4012a, read 2026-11-28), as the other MusicGen records say.
			decision: { license: "cc-by-nc-4.0" },
			hardware: {
				params: 1_500_000_000,
				dtype: "F16",
				format: "pytorch",
				source: {
					url: "https://huggingface.co/facebook/musicgen-melody/blame/3f6490272222cfb73063269e9af1120763dac37b/README.md",
					checked: "2026-11-28",
					note: 'model card heading "MusicGen - Melody - 1.5B"; the audiocraft weights are state_dict.bin, 2.77 GB in float16 (torch.HalfStorage), with the EnCodec tokenizer in compression_state_dict.bin, 236 MB (file list at 53d5f6400fc8aec99b9bbbf0589493a8073c51fe)',
				},
			},
			evals: [
				{
					dataset: "google/MusicCaps",
					metric: "fad",
					metricName: "FAD (VGGish)",
					value: 4.93,
					url: "https://github.com/facebookresearch/audiocraft/blob/1b4012ab249bdc3ae1897e4548603126fea0a750/model_cards/MUSICGEN_MODEL_CARD.md",
					checked: "2026-11-28",
					notes:
						"MusicGen model card, Evaluation results table (released models, MusicCaps), row facebook/musicgen-melody, column Frechet Audio Distance: 4.93",
				},
			],
		},
	),
	withFacts(
		full({
			id: "facebook/encodec_32khz",
			author: "facebook",
			library_name: "audiocraft",
			tags: ["audiocraft"],
		}),
		{
			hardware: {
				files: { "model.safetensors": 235_972_432 },
				source: {
					url: "https://huggingface.co/facebook/encodec_32khz/commit/4966e19f4931abbc51c4bfb92ae06bdcb53b392e",
					checked: "2026-11-28",
					note: 'the commit that last changed the weights ("Correct weights and config for skip conv"; tree/main lists model.safetensors, 236 MB, from it): its LFS pointer gives model.safetensors size 235972432; the pytorch_model.bin copy of the same weights is left out',
				},
			},
		},
	),
	withFacts(
		full({
			id: "JorisCos/ConvTasNet_Libri2Mix_sepclean_16k",
			author: "JorisCos",
			library_name: "asteroid",
			pipeline_tag: "audio-to-audio",
			tags: ["asteroid", "audio-source-separation", "audio-to-audio"],
		}),
		{
			decision: { created: "2022-03-02", license: "cc-by-sa-4.0" },
			hardware: {
				files: { "pytorch_model.bin": 20_400_000 },
				source: {
					url: "https://huggingface.co/JorisCos/ConvTasNet_Libri2Mix_sepclean_16k/tree/e1ef95ab7a037950f3a606b9a56760cf94701d3d",
					checked: "2026-11-28",
					note: "the repository's file list at its latest commit: pytorch_model.bin, 20.4 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		full({
			id: "facebook/wmt19-en-de",
			author: "facebook",
			library_name: "fairseq",
			pipeline_tag: "translation",
			tags: ["fairseq", "translation"],
		}),
		{
			hardware: {
				files: { "pytorch_model.bin": 1_080_000_000 },
				source: {
					url: "https://huggingface.co/facebook/wmt19-en-de/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list: pytorch_model.bin, 1.08 GB, as the page rounds it (the safetensors copy was reverted)",
				},
			},
		},
	),
	full({
		id: "IndexTeam/Index-TTS",
		author: "IndexTeam",
		library_name: "index-tts",
		pipeline_tag: "text-to-speech",
		tags: ["index-tts", "text-to-speech"],
	}),
	full({
		id: "KittenML/kitten-tts-nano-0.2",
		author: "KittenML",
		library_name: "kittentts",
		pipeline_tag: "text-to-speech",
		tags: ["kittentts", "text-to-speech"],
	}),
	withFacts(
		full({
			id: "Qwen/Qwen3-TTS-12Hz-1.7B-VoiceDesign",
			author: "Qwen",
			library_name: "qwen3_tts",
			pipeline_tag: "text-to-speech",
			tags: ["qwen3_tts", "text-to-speech"],
		}),
		{
			hardware: {
				files: { "model.safetensors": 3_830_000_000 },
				source: {
					url: "https://huggingface.co/Qwen/Qwen3-TTS-12Hz-1.7B-VoiceDesign/tree/5ecdb67327fd37bb2e042aab12ff7391903235d3",
					checked: "2026-11-28",
					note: "the repository's file list: model.safetensors, 3.83 GB, as the page rounds it; the speech_tokenizer/ folder (its weights load too) shows no size there, so it is left out (4.52 GB for the whole repository)",
				},
			},
		},
	),
	withFacts(
		full({
			id: "Qwen/Qwen3-TTS-12Hz-1.7B-Base",
			author: "Qwen",
			library_name: "qwen3_tts",
			pipeline_tag: "text-to-speech",
			tags: ["qwen3_tts", "safetensors", "text-to-speech"],
		}),
		{
			hardware: {
				// The hub's own count (shown only for safetensors weights), rounded as its listings show it.
				params: 2_000_000_000,
				dtype: "BF16",
				dtypeAssumed: true,
				source: {
					url: "https://huggingface.co/Jonathandrl24/activity/all",
					checked: "2026-11-28",
					note: "a hub listing of the model: 'Qwen/Qwen3-TTS-12Hz-1.7B-Base 2B'; the type is assumed BF16 from its sibling releases (a pinned mirror of Qwen3-TTS-12Hz-1.7B-CustomVoice shows 'Tensor type BF16'; 1.7B-VoiceDesign's model.safetensors is 3.83 GB), not read for this repository",
				},
			},
		},
	),
	withFacts(
		full({
			id: "openbmb/VoxCPM1.5",
			author: "openbmb",
			library_name: "voxcpm",
			pipeline_tag: "text-to-speech",
			tags: ["voxcpm", "safetensors", "text-to-speech"],
		}),
		{
			hardware: {
				params: 800_000_000,
				dtype: "BF16",
				dtypeAssumed: true,
				source: {
					url: "https://github.com/OpenBMB/VoxCPM/blob/616d3d3e630a9c96c2853250eef91b0f39dcd5fa/README.md",
					checked: "2026-11-28",
					note: "the VoxCPM README's Seed-TTS-eval table: 'VoxCPM1.5 | 0.8B' parameters (its models table gives the backbone as 0.6B); the weights are model.safetensors (llama.cpp-omni's VoxCPM notes), the type is assumed BF16 (a hub discussion, openbmb/VoxCPM1.5 #8, says the library runs it in bfloat16 only), not read from the hub",
				},
			},
		},
	),
	withFacts(
		full({
			id: "depth-anything/Depth-Anything-V2-Small",
			author: "depth-anything",
			library_name: "depth-anything-v2",
			pipeline_tag: "depth-estimation",
			tags: ["depth-anything-v2", "depth-estimation"],
			siblings: [
				{
					rfilename: "depth_anything_v2_vits.pth",
				},
			],
		}),
		{
			hardware: {
				sizes: { "depth_anything_v2_vits.pth": 99_200_000 },
				source: {
					url: "https://huggingface.co/depth-anything/Depth-Anything-V2-Small/tree/c39ba42370cc2915c194638f9fa23d5cecf6f410",
					checked: "2026-11-28",
					note: "the repository's file list: depth_anything_v2_vits.pth, 99.2 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		full({
			id: "facebook/sam2.1-hiera-large",
			author: "facebook",
			library_name: "sam2",
			pipeline_tag: "mask-generation",
			tags: ["sam2", "mask-generation"],
		}),
		{
			decision: { created: "2024-09-29", params: 224_400_000, dtype: "F32", license: "apache-2.0" },
			evals: [
				{
					dataset: "sa-v",
					split: "test",
					metric: "j&f",
					value: 79.5,
					url: "https://github.com/facebookresearch/sam2/blob/05d9e57fb3945b10c861046c1e6749e2bfc258e3/README.md",
					checked: "2026-11-28",
					notes: "SAM 2 README, SAM 2.1 checkpoints table, row sam2.1_hiera_large, column SA-V test (J&F)",
				},
			],
		},
	),
	withFacts(
		full({
			id: "facebook/PE-Spatial-G14-448",
			author: "facebook",
			library_name: "perception-encoder",
			pipeline_tag: "image-feature-extraction",
			tags: ["perception-encoder", "image-feature-extraction"],
		}),
		{
			decision: { created: "2025-04-17", license: "apache-2.0" },
			hardware: {
				params: 1_880_000_000,
				dtype: "F32",
				dtypeAssumed: true,
				format: "pytorch",
				source: {
					url: "https://github.com/facebookresearch/perception_models/blob/ac3a867d8b961799ff792e3ddbe81e22ae452907/apps/pe/README.md",
					checked: "2026-11-28",
					note: "the PE README: PE spatial is tuned from PE core G's vision tower (G/14 Vision, 1.88B params, width 1536, 448px; its PE-Spatial-G14-448.pt loader outputs 1536-wide features); the stored type is not stated: F32 assumed, as a packaging of the same G/14 vision tower says 'roughly 8 GB ... in float32 just to hold the weights' (https://huggingface.co/LibreYOLO/LibrePEg14-cls)",
				},
			},
		},
	),
	withFacts(
		full({
			id: "Riksarkivet/trocr-base-handwritten-hist-swe-2",
			author: "Riksarkivet",
			library_name: "htrflow",
			pipeline_tag: "image-to-text",
			tags: ["htrflow", "trocr", "htr", "image-to-text"],
		}),
		{
			hardware: {
				files: { "model.safetensors": 1_540_000_000 },
				source: {
					url: "https://huggingface.co/Riksarkivet/trocr-base-handwritten-hist-swe-2/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list: model.safetensors, 1.54 GB, as the page rounds it (the tensorboard/ logs are left out)",
				},
			},
		},
	),
	full({
		id: "nobg/FeyNobg",
		author: "nobg",
		library_name: "nobg",
		pipeline_tag: "image-segmentation",
		tags: ["nobg", "background-removal", "image-segmentation"],
	}),
	withFacts(
		full({
			id: "PaddlePaddle/PP-OCRv5_server_rec",
			author: "PaddlePaddle",
			library_name: "PaddleOCR",
			pipeline_tag: "image-to-text",
			tags: ["PaddleOCR", "OCR", "image-to-text"],
		}),
		{
			hardware: {
				files: { "inference.pdiparams": 84_400_000 },
				source: {
					url: "https://huggingface.co/PaddlePaddle/PP-OCRv5_server_rec/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list: inference.pdiparams, 84.4 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		full({
			id: "PaddlePaddle/PP-DocLayout_plus-L",
			author: "PaddlePaddle",
			library_name: "PaddleOCR",
			pipeline_tag: "object-detection",
			tags: ["PaddleOCR", "layout_detection", "object-detection"],
		}),
		{
			hardware: {
				files: { "inference.pdiparams": 126_010_000 },
				source: {
					url: "https://github.com/PaddlePaddle/PaddleOCR/blob/f487522ea2efb37d1c7c3ec6a3a9e79d17071534/docs/version3.x/module_usage/layout_detection.en.md",
					checked: "2026-11-28",
					note: "PaddleOCR's layout detection module page: PP-DocLayout_plus-L, 'Model Storage Size (M)' 126.01 M for the inference model (weights plus its small graph file; the page names no file), given here as the weight file",
				},
			},
		},
	),
	withFacts(
		full({
			id: "PaddlePaddle/PP-LCNet_x1_0_doc_ori",
			author: "PaddlePaddle",
			library_name: "PaddleOCR",
			pipeline_tag: "image-classification",
			tags: ["PaddleOCR", "image-classification"],
		}),
		{
			hardware: {
				files: { "inference.pdiparams": 7_000_000 },
				source: {
					url: "https://github.com/PaddlePaddle/PaddleOCR/blob/1c4629ab12112564fb3a462065960fd0c954f39b/docs/version3.x/module_usage/doc_img_orientation_classification.en.md",
					checked: "2026-11-28",
					note: "PaddleOCR's document image orientation module page: PP-LCNet_x1_0_doc_ori, 'Model Size (MB)' 7, as the page rounds it, for the inference model (the page names no file), given here as the weight file",
				},
			},
		},
	),
	full({
		id: "PaddlePaddle/PP-OCRv5_mobile_pipeline",
		author: "PaddlePaddle",
		library_name: "PaddleOCR",
		pipeline_tag: "image-to-text",
		tags: ["PaddleOCR", "OCR", "image-to-text"],
	}),
	full({
		id: "google/videoprism-lvt-large-f8r288",
		author: "google",
		library_name: "videoprism",
		pipeline_tag: "video-classification",
		tags: ["videoprism", "video-classification"],
	}),
	withFacts(
		full({
			id: "ibm-nasa-geospatial/Prithvi-EO-2.0-300M-TL",
			author: "ibm-nasa-geospatial",
			library_name: "terratorch",
			pipeline_tag: "image-feature-extraction",
			tags: ["terratorch", "Pytorch", "Earth Observation", "Foundation model", "image-feature-extraction"],
		}),
		{
			hardware: {
				files: { "Prithvi_EO_V2_300M_TL.pt": 1_330_000_000 },
				source: {
					url: "https://huggingface.co/ibm-nasa-geospatial/Prithvi-EO-2.0-300M-TL/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list: Prithvi_EO_V2_300M_TL.pt, 1.33 GB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		full({
			id: "ibm-granite/granite-geospatial-biomass",
			author: "ibm-granite",
			library_name: "terratorch",
			pipeline_tag: "image-segmentation",
			tags: ["terratorch", "image-segmentation"],
			siblings: [
				{
					rfilename: "config.yaml",
				},
				{
					rfilename: "biomass_model.ckpt",
				},
				{
					rfilename: "README.md",
				},
			],
		}),
		{
			hardware: {
				sizes: { "biomass_model.ckpt": 350_000_000 },
				source: {
					url: "https://huggingface.co/ibm-granite/granite-geospatial-biomass/tree/main",
					checked: "2026-11-28",
					note: 'the repository\'s file list: biomass_model.ckpt ("add model weights"), 350 MB, as the page rounds it; biomass_model_lightning.ckpt (1.05 GB, "full lightning checkpoint for finetuning") is left out',
				},
			},
		},
	),
	full({
		id: "clementchadebec/reproduced_vae",
		author: "clementchadebec",
		library_name: "pythae",
		tags: ["pythae", "generative-model"],
	}),
	full({
		id: "sb3/ppo-LunarLander-v2",
		author: "sb3",
		library_name: "stable-baselines3",
		pipeline_tag: "reinforcement-learning",
		tags: ["stable-baselines3", "deep-reinforcement-learning", "LunarLander-v2", "reinforcement-learning"],
		siblings: [
			{
				rfilename: "ppo-LunarLander-v2.zip",
			},
			{
				rfilename: "config.yml",
			},
		],
	}),
	withFacts(
		full({
			id: "sb3/qrdqn-BreakoutNoFrameskip-v4",
			author: "sb3",
			library_name: "stable-baselines3",
			pipeline_tag: "reinforcement-learning",
			tags: ["stable-baselines3", "BreakoutNoFrameskip-v4", "reinforcement-learning"],
			siblings: [
				{
					rfilename: "qrdqn-BreakoutNoFrameskip-v4.zip",
				},
			],
		}),
		{
			hardware: {
				sizes: { "qrdqn-BreakoutNoFrameskip-v4.zip": 33_700_000 },
				source: {
					url: "https://huggingface.co/sb3/qrdqn-BreakoutNoFrameskip-v4/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list: qrdqn-BreakoutNoFrameskip-v4.zip, 33.7 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		full({
			id: "araffin/tqc-donkey-mountain-track-v0",
			author: "araffin",
			library_name: "stable-baselines3",
			pipeline_tag: "reinforcement-learning",
			tags: ["stable-baselines3", "reinforcement-learning"],
			siblings: [
				{
					rfilename: "tqc-donkey-mountain-track-v0.zip",
				},
			],
		}),
		{
			hardware: {
				sizes: { "tqc-donkey-mountain-track-v0.zip": 3_970_000 },
				source: {
					url: "https://huggingface.co/araffin/tqc-donkey-mountain-track-v0/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list: tqc-donkey-mountain-track-v0.zip, 3.97 MB, as the page rounds it",
				},
			},
		},
	),
	full({
		id: "Esteban/my_first_agent",
		author: "Esteban",
		library_name: "stable-baselines3",
		pipeline_tag: "reinforcement-learning",
		tags: ["stable-baselines3", "deep-reinforcement-learning", "reinforcement-learning"],
		siblings: [
			{
				rfilename: "agent.zip",
			},
		],
	}),
	full({
		id: "ThomasSimonini/ppo-SoccerTwos",
		author: "ThomasSimonini",
		library_name: "ml-agents",
		pipeline_tag: "reinforcement-learning",
		tags: ["ml-agents", "SoccerTwos", "unity-ml-agents", "reinforcement-learning"],
	}),
	full({
		id: "andrewzhang505/sample-factory-2-doom-deathmatch",
		author: "andrewzhang505",
		library_name: "sample-factory",
		pipeline_tag: "reinforcement-learning",
		tags: ["sample-factory", "doom_deathmatch_bots", "reinforcement-learning"],
	}),
	withFacts(
		full({
			id: "lerobot/act_aloha_sim_transfer_cube_human",
			author: "lerobot",
			library_name: "lerobot",
			pipeline_tag: "robotics",
			tags: ["lerobot", "act", "robotics"],
		}),
		{
			hardware: {
				files: { "model.safetensors": 207_000_000 },
				source: {
					url: "https://huggingface.co/lerobot/act_aloha_sim_transfer_cube_human/tree/refs%2Fpr%2F2",
					checked: "2026-11-28",
					note: 'the file list of PR #2 ("Update model & configs", merged into main): model.safetensors, 207 MB, as the page rounds it',
				},
			},
		},
	),
	withFacts(
		full({
			id: "lerobot/xvla-base",
			author: "lerobot",
			library_name: "lerobot",
			pipeline_tag: "robotics",
			tags: ["lerobot", "safetensors", "robotics"],
		}),
		{
			hardware: {
				// The hub's own count (0.9B, shown only for safetensors weights), rounded as the collection lists it.
				params: 900_000_000,
				dtype: "F32",
				dtypeAssumed: true,
				source: {
					url: "https://huggingface.co/collections/lerobot/xvla",
					checked: "2026-11-28",
					note: "the hub's XVLA collection: 'lerobot/xvla-base Robotics • 0.9B'; the type is assumed F32 from the upstream X-VLA checkpoints (2toINF/X-VLA-Libero and X-VLA-WidowX: model.safetensors 3.52 GB for the same 0.9B model, 4 bytes a parameter), not read for this repository",
				},
			},
		},
	),
	full({
		id: "SAP/flextab-base",
		author: "SAP",
		library_name: "flextab",
		pipeline_tag: "tabular-classification",
		tags: ["flextab", "tabular-classification"],
	}),
	withFacts(
		full({
			id: "edbeeching/atari_2B_atari_pong_1111",
			author: "edbeeching",
			library_name: "sample-factory",
			pipeline_tag: "reinforcement-learning",
			tags: ["sample-factory", "deep-reinforcement-learning", "reinforcement-learning", "atari_pong"],
		}),
		{
			hardware: {
				files: { "checkpoint_p0/checkpoint_000976624_2000125952.pth": 20_700_000 },
				source: {
					url: "https://huggingface.co/edbeeching/atari_2B_atari_pong_1111/tree/20c5548e39872ecd82b8aca0455a6cb469fc75d4/checkpoint_p0",
					checked: "2026-11-28",
					note: "the checkpoint_p0 file list (unchanged since its upload): 20.7 MB for each checkpoint, as the page rounds it; sample-factory loads the latest one by default (--load_checkpoint_kind latest); the best_ and milestone copies are left out",
				},
			},
		},
	),
	withFacts(
		full({
			id: "edbeeching/mujoco_swimmer_1111",
			author: "edbeeching",
			library_name: "sample-factory",
			pipeline_tag: "reinforcement-learning",
			tags: ["sample-factory", "deep-reinforcement-learning", "reinforcement-learning"],
		}),
		{
			hardware: {
				files: { "checkpoint_p0/checkpoint_000097688_50016256.pth": 72_400 },
				source: {
					url: "https://huggingface.co/edbeeching/mujoco_swimmer_1111/tree/cbe5028ce13f7509ede0a5ba9c406b9f5f7cb2ac/checkpoint_p0",
					checked: "2026-11-28",
					note: "the checkpoint_p0 file list at main: 72.4 kB for each checkpoint, as the page rounds it; sample-factory loads the latest one by default (--load_checkpoint_kind latest); the best_ copy is left out",
				},
			},
		},
	),
	withFacts(
		full({
			id: "MCG-NJU/VFIMamba_S",
			author: "MCG-NJU",
			library_name: "vfi-mamba",
			pipeline_tag: "image-to-image",
			tags: ["vfi-mamba", "video-frame-interpolation", "image-to-image"],
			siblings: [
				{
					rfilename: "VFIMamba_S.pkl",
				},
			],
		}),
		{
			hardware: {
				sizes: { "VFIMamba_S.pkl": 67_300_000 },
				source: {
					url: "https://huggingface.co/MCG-NJU/VFIMamba_S/tree/881a121e89cb8b893a0654b3d5d1cd95aa8c6820",
					checked: "2026-11-28",
					note: "the repository's file list: model.pkl, 67.3 MB, as the page rounds it; the file was VFIMamba_S.pkl, renamed without changes in aa6b32b",
				},
			},
		},
	),
];
