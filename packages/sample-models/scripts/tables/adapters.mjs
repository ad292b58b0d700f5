// Adapters and framework checkpoints whose config drives the snippet: PEFT (every task type,
// an invalid one, a missing base model), adapter-transformers, Keras 3, KerasHub tasks, tf-keras.
import { files, rec, withFacts } from "../lib.mjs";

/** A PEFT adapter: adapter_config.json gives the base model and the task type. */
/**
 * roberta-large, the base of two adapters below, which the catalogue does not hold: its published count,
 * stored as F32 safetensors like the catalogue's FacebookAI/roberta-base record.
 */
const ROBERTA_LARGE_BASE = {
	base: { params: 355_000_000, dtype: "F32", format: "safetensors" },
	source: {
		url: "https://github.com/huggingface/transformers/blob/02ef825be208badb6bb7bf0641e7035406690b18/docs/source/pretrained_models.rst",
		checked: "2026-11-28",
		note: "transformers' pretrained models list: roberta-large, 24-layer, 1024-hidden, 16-heads, 355M parameters; stored as F32 safetensors like the catalogue's FacebookAI/roberta-base record",
	},
};

/** roberta-base, the base of a PEFT adapter, which the catalogue holds only as FacebookAI/roberta-base. */
const ROBERTA_BASE_BASE = {
	base: { params: 125_000_000, dtype: "F32", format: "safetensors" },
	source: {
		url: "https://github.com/huggingface/transformers/blob/02ef825be208badb6bb7bf0641e7035406690b18/docs/source/pretrained_models.rst",
		checked: "2026-11-28",
		note: "transformers' pretrained models list: roberta-base, 12-layer, 768-hidden, 12-heads, 125M parameters; stored as F32 safetensors like the catalogue's FacebookAI/roberta-base record",
	},
};

/**
 * LLaMA 7B, the base of two adapters (decapoda-research/llama-7b-hf, huggyllama/llama-7b): the LLaMA model
 * card's published size, 7B; both conversions are half precision.
 */
const LLAMA_7B_CARD = {
	url: "https://github.com/meta-llama/llama/blob/53011c3d7946dadb8274a4c5c7586ab54edf792d/MODEL_CARD.md",
	checked: "2026-11-28",
};

/** OPT's published sizes (metaseq's OPT README: OPT-125M 125M, OPT-350M 350M parameters); the hub's checkpoints are F16 PyTorch. */
const OPT_README =
	"https://github.com/facebookresearch/metaseq/blob/022ce35025b2b60df5eee25183fe524404b3df80/projects/OPT/README.md";

const peft = (id, pipeline_tag, base, task_type, o = {}) => {
	const { tags = [], ...rest } = o;
	const peftConfig = {};
	if (base) peftConfig.base_model_name_or_path = base;
	if (task_type) peftConfig.task_type = task_type;
	return rec(id, {
		pipeline_tag,
		library_name: "peft",
		formats: ["safetensors"],
		tags: [...tags, "lora"],
		base: base ? { id: base, rel: "adapter" } : undefined,
		config: { peft: peftConfig },
		siblings: files("adapter_config.json", "adapter_model.safetensors", "README.md"),
		weight: 0.3,
		...rest,
	});
};

const kerasHub = (id, pipeline_tag, tasks, o = {}) =>
	rec(id, {
		pipeline_tag,
		library_name: "keras-hub",
		tags: ["keras", ...(o.tags ?? [])],
		license: o.license ?? "apache-2.0",
		config: { keras_hub: { tasks } },
		gated: o.gated,
		weight: o.weight ?? 1,
	});

export default [
	// PEFT
	withFacts(peft("ybelkada/opt-350m-lora", "text-generation", "facebook/opt-350m", "CAUSAL_LM", { weight: 1 }), {
		hardware: {
			base: { params: 350_000_000, dtype: "F16", format: "pytorch" },
			source: {
				url: OPT_README,
				checked: "2026-11-28",
				note: "metaseq's OPT README, pretrained weights table: OPT-350M, 350M parameters; facebook/opt-350m's tree (https://huggingface.co/facebook/opt-350m/tree/refs%2Fpr%2F24) lists pytorch_model.bin 663 MB, its pickle scan naming torch.HalfStorage (F16)",
			},
		},
	}),
	withFacts(
		peft("tloen/alpaca-lora-7b", "text-generation", "decapoda-research/llama-7b-hf", "CAUSAL_LM", {
			license: "mit",
			tags: ["alpaca"],
			siblings: files("adapter_config.json", "adapter_model.bin", "README.md"),
			weight: 1,
		}),
		{
			hardware: {
				base: { params: 7_000_000_000, dtype: "F16", format: "pytorch", dtypeAssumed: true },
				source: {
					...LLAMA_7B_CARD,
					note: "the LLaMA model card's hyper-parameters table: 7B (dimension 4096, 32 heads, 32 layers); decapoda-research/llama-7b-hf is no longer on the hub, so F16 PyTorch is assumed from a copy of it (https://huggingface.co/baffo32/decapoda-research-llama-7B-hf/blob/0a1e2912796b601d7b3858cea6eee2bf10982001/pytorch_model-00006-of-00033.bin: 33 shards of 405 MB, about 2 bytes a parameter)",
				},
			},
		},
	),
	withFacts(
		peft("timdettmers/guanaco-7b", "text-generation", "huggyllama/llama-7b", "CAUSAL_LM", {
			license: "apache-2.0",
			siblings: files("adapter_config.json", "adapter_model.bin", "README.md"),
		}),
		{
			hardware: {
				base: { params: 7_000_000_000, dtype: "F16", format: "safetensors" },
				source: {
					...LLAMA_7B_CARD,
					note: "the LLaMA model card's hyper-parameters table: 7B (dimension 4096, 32 heads, 32 layers); huggyllama/llama-7b's tree (https://huggingface.co/huggyllama/llama-7b/tree/79430bb1e441857300ad97509f7c20f942ef69c3) lists model-00001-of-00002.safetensors 9.98 GB and model-00002-of-00002.safetensors 3.5 GB (about 2 bytes a parameter) beside PyTorch shards whose pickle scan names torch.HalfStorage",
				},
			},
		},
	),
	withFacts(
		peft(
			"smangrul/twitter_complaints_bigscience_T0_3B_LORA_SEQ_2_SEQ_LM",
			"text2text-generation",
			"bigscience/T0_3B",
			"SEQ_2_SEQ_LM",
			{
				siblings: files("adapter_config.json", "adapter_model.bin"),
			},
		),
		{
			hardware: {
				base: { params: 3_000_000_000, dtype: "F32", format: "safetensors" },
				source: {
					url: "https://github.com/huggingface/peft/blob/0032f32a82fcec45748606a1b9dcc52986cef168/README.md",
					checked: "2026-11-28",
					note: "PEFT's README, the LoRA example on twitter_complaints: 'bigscience/T0_3B (3B params)' and '11GB size of the backbone' (about 4 bytes a parameter: F32); the base's tree (https://huggingface.co/bigscience/T0_3B/tree/032a20e775dd500df0a5a7f404466183d67f172b) lists model.safetensors 11.4 GB",
				},
			},
		},
	),
	withFacts(
		peft("smangrul/roberta-large-peft-lora", "text-classification", "roberta-large", "SEQ_CLS", {
			siblings: files("adapter_config.json", "adapter_model.bin"),
		}),
		{
			hardware: ROBERTA_LARGE_BASE,
		},
	),
	withFacts(
		peft("comet24082002/roberta-large-lora-token-classification", "token-classification", "roberta-large", "TOKEN_CLS"),
		{
			hardware: ROBERTA_LARGE_BASE,
		},
	),
	withFacts(
		peft(
			"Amirhossein75/Text-Classification-Instrunction-Tuning-Llama",
			"text-generation",
			"meta-llama/Llama-3.2-1B",
			"CAUSAL_LM",
			{
				license: "llama3.2",
				languages: ["en"],
				tags: ["LoRA", "QLoRA", "instruction-tuning", "text-classification", "transformers", "trl", "bitsandbytes"],
				widgetData: [
					{
						text: "Classify the text into ['cs.CL','cs.CV','cs.LG','hep-ph','quant-ph'] and return the answer as the exact text label.\ntext: Quantum entanglement in photonics\nlabel:",
					},
				],
			},
		),
		{
			hardware: {
				base: { params: 1_230_000_000, dtype: "BF16", format: "safetensors" },
				source: {
					url: "https://github.com/meta-llama/llama-models/blob/4a9ff6aede5cb4e036542132bb4f8b77a3134908/models/llama3_2/MODEL_CARD.md",
					checked: "2026-11-28",
					note: "the Llama 3.2 model card's table: Llama 3.2 (text only), Params 1B (1.23B); stored as BF16 safetensors like the catalogue's Llama-3.2-1B-Instruct record",
				},
			},
		},
	),
	withFacts(peft("smangrul/roberta-base-squad-lora", "question-answering", "roberta-base", "QUESTION_ANS"), {
		hardware: ROBERTA_BASE_BASE,
	}),
	peft(
		"smangrul/bge-small-en-lora-feature-extraction",
		"feature-extraction",
		"BAAI/bge-small-en-v1.5",
		"FEATURE_EXTRACTION",
	),
	// A task type PEFT does not map to an auto class.
	withFacts(
		peft("ybelkada/test-peft-unknown-task", "text-generation", "facebook/opt-125m", "UNKNOWN_TASK_TYPE", {
			weight: 0.01,
		}),
		{
			hardware: {
				base: { params: 125_000_000, dtype: "F16", format: "pytorch" },
				source: {
					url: OPT_README,
					checked: "2026-11-28",
					note: "metaseq's OPT README, pretrained weights table: OPT-125M, 125M parameters; facebook/opt-125m's tree (https://huggingface.co/facebook/opt-125m/tree/27dcfa74d334bc871f3234de431e71c6eeba5dd6) lists pytorch_model.bin 251 MB, its pickle scan naming torch.HalfStorage (F16)",
				},
			},
		},
	),
	// An adapter whose config names no base model.
	peft("ybelkada/test-peft-no-base-model", "text-generation", undefined, "CAUSAL_LM", { weight: 0.01 }),
	// adapter-transformers (Adapters library): model_name is the base checkpoint
	rec("AdapterHub/roberta-base-pf-imdb", {
		pipeline_tag: "text-classification",
		library_name: "adapter-transformers",
		tags: ["roberta", "adapterhub:sentiment/imdb", "adapter-transformers"],
		languages: "en",
		config: { adapter_transformers: { model_name: "roberta-base", model_class: "RobertaAdapterModel" } },
		weight: 0.1,
	}),
	rec("AdapterHub/bert-base-uncased-pf-squad_v2", {
		pipeline_tag: "question-answering",
		library_name: "adapter-transformers",
		tags: ["bert", "adapterhub:qa/squad2", "adapter-transformers"],
		languages: "en",
		config: { adapter_transformers: { model_name: "bert-base-uncased" } },
		weight: 0.1,
	}),
	rec("AdapterHub/roberta-base-pf-conll2003", {
		pipeline_tag: "token-classification",
		library_name: "adapter-transformers",
		tags: ["roberta", "adapterhub:ner/conll2003", "adapter-transformers"],
		languages: "en",
		config: { adapter_transformers: { model_name: "roberta-base" } },
		weight: 0.05,
	}),
	// Keras 3 (.keras files) and legacy tf-keras (SavedModel)
	withFacts(
		rec("Wauplin/keras_example_zipped", {
			library_name: "keras",
			siblings: files(".gitattributes", "model.keras"),
			weight: 0.01,
		}),
		{
			hardware: {
				sizes: { "model.keras": 1_070_000 },
				source: {
					url: "https://huggingface.co/Wauplin/keras_example_zipped/tree/main",
					checked: "2026-11-28",
					note: "the file list at 16d3636: model.keras 1.07 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		rec("AlyMaged/documentation", {
			library_name: "keras",
			siblings: files(".gitattributes", "model1.keras", "model10.keras", "model2.keras"),
			weight: 0.01,
		}),
		{
			hardware: {
				sizes: { "model1.keras": 92_500_000, "model10.keras": 92_500_000, "model2.keras": 92_500_000 },
				source: {
					url: "https://huggingface.co/AlyMaged/documentation/tree/main",
					checked: "2026-11-28",
					note: "the file list at 42b9157: model1.keras, model10.keras and model2.keras 92.5 MB each, as the page rounds them",
				},
			},
		},
	),
	withFacts(
		rec("keras-io/mobile-vit-xxs", {
			pipeline_tag: "image-classification",
			library_name: "tf-keras",
			tags: ["keras", "tensorboard", "image-classification"],
			license: "apache-2.0",
			siblings: files("saved_model.pb", "keras_metadata.pb", "README.md"),
			weight: 0.05,
		}),
		{
			hardware: {
				sizes: { "saved_model.pb": 4_280_000 },
				files: { "variables/variables.data-00000-of-00001": 5_390_000, "variables/variables.index": 17_100 },
				source: {
					url: "https://huggingface.co/keras-io/mobile-vit-xxs/tree/main",
					checked: "2026-11-28",
					note: "the SavedModel as the pages round it: the tree at fa60ea7 lists saved_model.pb 4.28 MB beside the variables folder, whose blob pages give variables.data-00000-of-00001 5.39 MB and variables.index 17.1 kB",
				},
			},
		},
	),
	rec("vargr/description-grader", {
		library_name: "tf-keras",
		tags: ["keras"],
		siblings: files("saved_model.pb", "keras_metadata.pb", "config.json", "README.md"),
		weight: 0.01,
	}),
	// KerasHub presets: one task, several tasks
	withFacts(
		kerasHub("keras/gemma_2b_en", "text-generation", ["CausalLM"], {
			tags: ["gemma", "text-generation"],
			gated: "manual",
			license: "gemma",
			weight: 2,
		}),
		{
			hardware: {
				params: 2_506_172_416,
				dtype: "BF16",
				dtypeAssumed: true,
				format: "keras",
				source: {
					url: "https://github.com/keras-team/keras-hub/pull/1556/files",
					checked: "2026-11-28",
					note: "KerasHub's gemma_presets.py: gemma_2b_en, \"params\": 2506172416 (the Gemma cards' presets table, https://huggingface.co/keras/gemma_instruct_7b_en, rounds it to 2.51B); the stored type is not stated: BF16 assumed from a KerasHub upload of a Gemma 2B fine-tune whose config names the bfloat16 dtype policy (https://huggingface.co/iliseuborgis/gemma-2b-finetune)",
				},
			},
		},
	),
	withFacts(
		kerasHub("keras/llama3_8b_en", "text-generation", ["CausalLM"], {
			tags: ["llama3", "text-generation"],
			gated: "manual",
			license: "llama3",
		}),
		{
			hardware: {
				files: { "model.weights.h5": 16_100_000_000 },
				source: {
					url: "https://huggingface.co/keras/llama3_8b_en/tree/main",
					checked: "2026-11-28",
					note: "the file list at 2a06624: model.weights.h5 16.1 GB, as the page rounds it (the same weights are also there as two shards, model_00000.weights.h5 10.6 GB and model_00001.weights.h5 5.44 GB, left out: the fit would read them as two checkpoints)",
				},
			},
		},
	),
	withFacts(
		kerasHub("keras/bert_base_en_uncased", "text-classification", ["TextClassifier", "MaskedLM"], {
			tags: ["bert", "text-classification", "fill-mask"],
		}),
		{
			hardware: {
				params: 109_480_000,
				dtype: "F32",
				format: "keras",
				source: {
					url: "https://huggingface.co/keras/bert_large_en",
					checked: "2026-11-28",
					note: "the KerasHub presets table on the BERT cards: bert_base_en_uncased 109.48M parameters; Keras weights, float32 (Keras's default)",
				},
			},
		},
	),
	withFacts(
		kerasHub("keras/distil_bert_base_en_uncased", "text-classification", ["TextClassifier"], {
			tags: ["distil_bert", "text-classification"],
		}),
		{
			hardware: {
				params: 66_360_000,
				dtype: "F32",
				format: "keras",
				source: {
					url: "https://huggingface.co/keras/distil_bert_base_en/blob/f18396275944757319971a7dc06847634ea3ca37/README.md",
					checked: "2026-11-28",
					note: "the KerasHub presets table on the DistilBERT cards: distil_bert_base_en_uncased 66.36M parameters; Keras weights, float32 (Keras's default)",
				},
			},
		},
	),
	withFacts(
		kerasHub("keras/resnet_50_imagenet", "image-classification", ["ImageClassifier"], {
			tags: ["resnet", "image-classification"],
		}),
		{
			hardware: {
				params: 23_560_000,
				dtype: "F32",
				format: "keras",
				source: {
					url: "https://huggingface.co/keras/resnet_50_imagenet",
					checked: "2026-11-28",
					note: "the card's presets table: resnet_50_imagenet 23.56M parameters; Keras weights, float32 (Keras's default)",
				},
			},
		},
	),
	withFacts(
		kerasHub("keras/stable_diffusion_3_medium", "text-to-image", ["TextToImage", "ImageToImage", "Inpaint"], {
			tags: ["stable-diffusion", "text-to-image"],
			gated: "manual",
			license: "other",
		}),
		{
			hardware: {
				files: { "model.weights.h5": 5_980_000_000 },
				source: {
					url: "https://huggingface.co/keras/stable_diffusion_3_medium/tree/main",
					checked: "2026-11-28",
					note: "the file list at 4bce176: model.weights.h5 5.98 GB, as the page rounds it (the card's presets table: 2.99B parameters with both CLIP text encoders, the MMDiT and the VAE)",
				},
			},
		},
	),
];
