// Adapters and framework checkpoints whose config drives the snippet: PEFT (every task type,
// an invalid one, a missing base model), adapter-transformers, Keras 3, KerasHub tasks, tf-keras.
import { files, rec, withFacts } from "../lib.mjs";

/** A PEFT adapter: adapter_config.json gives the base model and the task type. */
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
	peft("ybelkada/opt-350m-lora", "text-generation", "facebook/opt-350m", "CAUSAL_LM", { weight: 1 }),
	peft("tloen/alpaca-lora-7b", "text-generation", "decapoda-research/llama-7b-hf", "CAUSAL_LM", {
		license: "mit",
		tags: ["alpaca"],
		siblings: files("adapter_config.json", "adapter_model.bin", "README.md"),
		weight: 1,
	}),
	peft("timdettmers/guanaco-7b", "text-generation", "huggyllama/llama-7b", "CAUSAL_LM", {
		license: "apache-2.0",
		siblings: files("adapter_config.json", "adapter_model.bin", "README.md"),
	}),
	peft(
		"smangrul/twitter_complaints_bigscience_T0_3B_LORA_SEQ_2_SEQ_LM",
		"text2text-generation",
		"bigscience/T0_3B",
		"SEQ_2_SEQ_LM",
		{
			siblings: files("adapter_config.json", "adapter_model.bin"),
		},
	),
	peft("smangrul/roberta-large-peft-lora", "text-classification", "roberta-large", "SEQ_CLS", {
		siblings: files("adapter_config.json", "adapter_model.bin"),
	}),
	peft("comet24082002/roberta-large-lora-token-classification", "token-classification", "roberta-large", "TOKEN_CLS"),
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
	peft("smangrul/roberta-base-squad-lora", "question-answering", "roberta-base", "QUESTION_ANS"),
	peft(
		"smangrul/bge-small-en-lora-feature-extraction",
		"feature-extraction",
		"BAAI/bge-small-en-v1.5",
		"FEATURE_EXTRACTION",
	),
	// A task type PEFT does not map to an auto class.
	peft("ybelkada/test-peft-unknown-task", "text-generation", "facebook/opt-125m", "UNKNOWN_TASK_TYPE", {
		weight: 0.01,
	}),
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
	rec("Wauplin/keras_example_zipped", {
		library_name: "keras",
		siblings: files(".gitattributes", "model.keras"),
		weight: 0.01,
	}),
	rec("AlyMaged/documentation", {
		library_name: "keras",
		siblings: files(".gitattributes", "model1.keras", "model10.keras", "model2.keras"),
		weight: 0.01,
	}),
	rec("keras-io/mobile-vit-xxs", {
		pipeline_tag: "image-classification",
		library_name: "tf-keras",
		tags: ["keras", "tensorboard", "image-classification"],
		license: "apache-2.0",
		siblings: files("saved_model.pb", "keras_metadata.pb", "README.md"),
		weight: 0.05,
	}),
	rec("vargr/description-grader", {
		library_name: "tf-keras",
		tags: ["keras"],
		siblings: files("saved_model.pb", "keras_metadata.pb", "config.json", "README.md"),
		weight: 0.01,
	}),
	// KerasHub presets: one task, several tasks
	kerasHub("keras/gemma_2b_en", "text-generation", ["CausalLM"], {
		tags: ["gemma", "text-generation"],
		gated: "manual",
		license: "gemma",
		weight: 2,
	}),
	kerasHub("keras/llama3_8b_en", "text-generation", ["CausalLM"], {
		tags: ["llama3", "text-generation"],
		gated: "manual",
		license: "llama3",
	}),
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
	kerasHub("keras/stable_diffusion_3_medium", "text-to-image", ["TextToImage", "ImageToImage", "Inpaint"], {
		tags: ["stable-diffusion", "text-to-image"],
		gated: "manual",
		license: "other",
	}),
];
