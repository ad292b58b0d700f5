/**
 * General frameworks and runtimes: Keras (3, tf-keras, KerasHub), scikit-learn, timm,
 * OpenCLIP, fastai, MLX, llama-cpp-python, LiteRT-LM, Mobilint, Unity Sentis, pxia and
 * SwarmFormer.
 */
import * as js from "../../code/js.js";
import type { Lines } from "../../code/lines.js";
import { FALLBACK } from "../../code/placeholders.js";
import * as py from "../../code/py.js";
import { parseQuantLabel } from "../../gguf.js";
import { isConversational, type ModelRecord } from "../../model.js";
import type { LibrarySnippets } from "../types.js";
import { DIFFUSERS_PROMPTS } from "./diffusers.js";
import {
	pip,
	program,
	pyId,
	remoteCode,
	repoName,
	SAMPLE_URLS,
	safeWidget,
	siblingNames,
	taskOf,
	widgetText,
} from "./helpers.js";
import {
	CHAT_QUESTION,
	chatMessagesPy,
	MAX_NEW_TOKENS,
	PIPELINE_CALLS,
	pipelineTask,
} from "./transformers-pipeline-inputs.js";

// ---- Keras --------------------------------------------------------------------------------

/** Keras 3 runs on a backend it does not install; TensorFlow is the one it picks by default. */
export const KERAS_BACKEND = "tensorflow";

/** The `.keras` archive to download: `model.keras` when present, else the first one the repository lists. */
export function kerasArchive(model: ModelRecord): string | undefined {
	const files = siblingNames(model);
	// A repository saved with `model.save("hf://…")` holds config.json + weights: hf:// loads it directly.
	if (files.includes("config.json")) return undefined;
	const archives = files.filter((f) => f.endsWith(".keras"));
	return archives.find((f) => f === "model.keras") ?? archives[0];
}

/**
 * A Keras file says nothing about what its inputs mean, only their names, shapes and dtypes: the
 * snippet runs the model on a batch of one shaped like them, so it shows a prediction, not only a
 * summary. The batch is keyed by input name: a functional model built on a dict of inputs (every
 * KerasHub backbone) rejects a list, and one built on a list accepts the names too.
 */
function kerasExample(o: Lines, model: string, ones: string, comment: string): void {
	o.add(`# ${comment}`);
	o.add(`example = {t.name: ${ones}((1, *(dim or 8 for dim in t.shape[1:])), dtype=t.dtype) for t in ${model}.inputs}`);
	o.add(`print(${model}.predict(example if len(example) > 1 else [*example.values()][0], verbose=0))`);
}

const KERAS_EXAMPLE_COMMENT =
	"An example batch of one, shaped like the model's inputs (free dimensions set to 8): replace it with your data";

const keras: LibrarySnippets = (model) => {
	const archive = kerasArchive(model);
	return [
		program((o) => {
			// hf:// paths and hf_hub_download both need huggingface_hub, which Keras does not install.
			o.add(pip("keras", KERAS_BACKEND, "huggingface_hub"));
			o.add("import keras");
			if (archive) o.add("from huggingface_hub import hf_hub_download");
			o.blank();
			if (archive) {
				o.add(`model = keras.saving.load_model(hf_hub_download(${pyId(model)}, ${py.str(archive)}))`);
			} else {
				o.add(`model = keras.saving.load_model(${py.str(`hf://${model.id}`)})`);
			}
			o.add("model.summary()");
			o.blank();
			kerasExample(o, "model", "keras.ops.ones", KERAS_EXAMPLE_COMMENT);
		}),
	];
};

const tfKeras: LibrarySnippets = (model) => [
	program((o) => {
		o.add(pip("tf-keras", "huggingface_hub"));
		o.add("# Keras 2 (tf-keras) SavedModel; Keras 3 models load with keras.saving.load_model instead.");
		o.add("import tensorflow as tf");
		o.add("import tf_keras");
		o.add("from huggingface_hub import snapshot_download");
		o.blank();
		o.add(`model = tf_keras.models.load_model(snapshot_download(${pyId(model)}))`);
		o.add("model.summary()");
		o.blank();
		kerasExample(o, "model", "tf.ones", KERAS_EXAMPLE_COMMENT);
	}),
];

/** The task classes a KerasHub preset names (only valid identifiers, in order, without repeats). */
export function kerasHubTasks(model: ModelRecord): string[] {
	const tasks = model.config?.keras_hub?.tasks;
	if (!Array.isArray(tasks)) return [];
	const out: string[] = [];
	for (const t of tasks) {
		if (typeof t !== "string") continue;
		const name = py.ident(t, "");
		if (name && !out.includes(name)) out.push(name);
	}
	return out;
}

/** Whether the preset ships a task head (task.json): only then does a classifier load without `num_classes`. */
function hasTaskHead(model: ModelRecord): boolean {
	return siblingNames(model).includes("task.json");
}

/**
 * What a KerasHub task class does with an example input, by its name: a generic task
 * (`CausalLM`) or a model's own subclass of it (`GemmaCausalLM`).
 */
export type KerasHubKind =
	| "text-generation"
	| "text-classification"
	| "masked-lm"
	| "text-embedding"
	| "image-classification"
	| "image-segmentation"
	| "image-prediction"
	| "audio-to-text"
	| "text-to-image"
	| "image-to-image"
	| "inpaint"
	| "other";

const KERAS_HUB_KINDS: readonly [suffix: string, kind: KerasHubKind][] = [
	["CausalLM", "text-generation"],
	["Seq2SeqLM", "text-generation"],
	["TextClassifier", "text-classification"],
	["MaskedLM", "masked-lm"],
	["TextEmbedder", "text-embedding"],
	["ImageClassifier", "image-classification"],
	["ImageSegmenter", "image-segmentation"],
	["ObjectDetector", "image-prediction"],
	["DepthEstimator", "image-prediction"],
	["AudioToText", "audio-to-text"],
	["TextToImage", "text-to-image"],
	["ImageToImage", "image-to-image"],
	["Inpaint", "inpaint"],
];

export function kerasHubKind(task: string): KerasHubKind {
	return KERAS_HUB_KINDS.find(([suffix]) => task.endsWith(suffix))?.[1] ?? "other";
}

/** The example image, as a batch of one (KerasHub image tasks resize it themselves). */
function kerasHubImage(o: Lines): void {
	o.add(`image = keras.utils.load_img(keras.utils.get_file(origin=${py.str(SAMPLE_URLS.image)}))`);
	o.add("predictions = task.predict(keras.ops.expand_dims(keras.utils.img_to_array(image), 0))");
}

const kerasHub: LibrarySnippets = (model) => {
	const preset = py.str(`hf://${model.id}`);
	const tasks = kerasHubTasks(model);
	const one = (task: string) =>
		program((o) => {
			const kind = kerasHubKind(task);
			const newHead = kind === "text-classification" && !hasTaskHead(model);
			const usesKeras = !["text-generation", "text-classification", "masked-lm", "text-embedding"].includes(kind);
			o.add(pip("keras-hub", KERAS_BACKEND, "huggingface_hub"));
			if (usesKeras) o.add("import keras");
			if (kind === "inpaint") o.add("import numpy as np");
			o.add("import keras_hub");
			o.blank();
			o.add(`# Load the preset as the ${task} task`);
			if (newHead) {
				o.add("# The preset has no classification head: num_classes adds a new one, untrained until you fit() it.");
				o.add(`task = keras_hub.models.${task}.from_preset(${preset}, num_classes=2)`);
			} else {
				o.add(`task = keras_hub.models.${task}.from_preset(${preset})`);
			}
			if (kind === "text-generation") {
				o.add(`print(task.generate(${py.str(widgetText(model, "The quick brown fox"))}, max_length=64))`);
			} else if (kind === "text-classification") {
				o.add(`print(task.predict([${py.str(widgetText(model, "What an amazing movie!"))}]))`);
			} else if (kind === "masked-lm") {
				// Its preprocessor masks tokens of the text at random; the output scores the vocabulary at each.
				o.add(`print(task.predict([${py.str(widgetText(model, "The quick brown fox jumps over the lazy dog."))}]))`);
			} else if (kind === "text-embedding") {
				o.add(`embeddings = task.encode_text([${py.str(widgetText(model, "The quick brown fox"))}])`);
				o.add("print(embeddings.shape, embeddings[0][:8])");
			} else if (kind === "image-classification") {
				kerasHubImage(o);
				o.add("print(keras.ops.argmax(predictions, axis=-1))");
			} else if (kind === "image-segmentation") {
				kerasHubImage(o);
				o.add("print(keras.ops.argmax(predictions, axis=-1))  # a class for each pixel");
			} else if (kind === "image-prediction") {
				kerasHubImage(o);
				o.add("print(predictions)");
			} else if (kind === "audio-to-text") {
				o.add(
					"# One second of 16 kHz mono audio (silence here): replace it with your recording, shaped (1, samples, 1)",
				);
				o.add("audio = keras.ops.zeros((1, 16000, 1))");
				o.add('print(task.generate({"audio": audio}))');
			} else if (kind === "text-to-image") {
				o.add(`image = task.generate(${py.str(DIFFUSERS_PROMPTS.textToImage)})`);
				o.add('keras.utils.save_img("image.png", image)');
			} else if (kind === "image-to-image" || kind === "inpaint") {
				o.add(
					`image = keras.utils.img_to_array(keras.utils.load_img(keras.utils.get_file(origin=${py.str(SAMPLE_URLS.image)})))`,
				);
				o.add("image = image / 127.5 - 1.0  # the task takes pixel values in [-1, 1]");
				if (kind === "inpaint") {
					o.add("height, width = image.shape[:2]");
					o.add("mask = np.zeros((height, width), dtype=bool)");
					o.add("mask[height // 4 : 3 * height // 4, width // 4 : 3 * width // 4] = True  # repaint the centre");
					o.add(
						`result = task.generate({"images": image, "masks": mask, "prompts": ${py.str(DIFFUSERS_PROMPTS.inpainting)}})`,
					);
				} else {
					o.add(`result = task.generate({"images": image, "prompts": ${py.str(DIFFUSERS_PROMPTS.imageToImage)}})`);
				}
				o.add('keras.utils.save_img("image.png", result)');
			} else {
				// A task the generator does not know: what its predict() takes depends on its preprocessor,
				// so the example runs the backbone it wraps on inputs shaped like the backbone's.
				o.blank();
				kerasExample(
					o,
					"task.backbone",
					"keras.ops.ones",
					"An example batch of one for each of the backbone's inputs (free dimensions set to 8)",
				);
			}
		});
	if (tasks.length === 0) {
		return [
			program((o) => {
				o.add(pip("keras-hub", KERAS_BACKEND, "huggingface_hub"));
				o.add("import keras");
				o.add("import keras_hub");
				o.blank();
				o.add("# The preset names no task; load its backbone.");
				o.add(`backbone = keras_hub.models.Backbone.from_preset(${preset})`);
				o.add("backbone.summary()");
				o.blank();
				kerasExample(
					o,
					"backbone",
					"keras.ops.ones",
					"An example batch of one for each of its inputs (token ids, masks; free dimensions set to 8)",
				);
			}),
		];
	}
	return tasks.map(one);
};

// ---- scikit-learn -------------------------------------------------------------------------

/** The tabular rows a widget gives, as column → values. */
function structuredData(model: ModelRecord): Record<string, unknown[]> | undefined {
	const data = safeWidget(model)?.structured_data;
	if (!data || typeof data !== "object" || Array.isArray(data)) return undefined;
	const entries = Object.entries(data).filter(([, v]) => Array.isArray(v));
	return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function sklearnPredict(o: Lines, model: ModelRecord): void {
	const data = structuredData(model);
	if (data) {
		o.blank();
		o.add(`data = pd.DataFrame(${py.value(data)})`);
		o.add("print(model.predict(data))");
	} else {
		o.add("print(model)");
	}
}

export const sklearn: LibrarySnippets = (model) => {
	const sk = model.config?.sklearn;
	const file = typeof sk?.model?.file === "string" && sk.model.file !== "" ? sk.model.file : undefined;
	if (!file) {
		return [
			program((o) => {
				o.add(pip("huggingface_hub"));
				o.add(`# ⚠️ The ${FALLBACK.sklearnFileMissing}: look for the model file among the repository files.`);
				o.add("from huggingface_hub import list_repo_files");
				o.blank();
				o.add(`print(list_repo_files(${pyId(model)}))`);
			}),
		];
	}
	const pandas = structuredData(model) !== undefined;
	if (sk?.model_format === "skops") {
		return [
			program((o) => {
				o.add(pip("scikit-learn", "skops", "huggingface_hub", ...(pandas ? ["pandas"] : [])));
				if (pandas) o.add("import pandas as pd");
				o.add("from huggingface_hub import hf_hub_download");
				o.add("from skops.io import get_untrusted_types, load");
				o.blank();
				o.add(`path = hf_hub_download(${pyId(model)}, ${py.str(file)})`);
				o.add("# Review these types before trusting them: loading runs their code.");
				o.add("untrusted_types = get_untrusted_types(file=path)");
				o.add("print(untrusted_types)");
				o.add("model = load(path, trusted=untrusted_types)");
				sklearnPredict(o, model);
			}),
		];
	}
	const programs = [
		program((o) => {
			o.add(pip("scikit-learn", "joblib", "huggingface_hub", ...(pandas ? ["pandas"] : [])));
			o.add("# Unpickling runs code from the file: load only models you trust.");
			o.add("import joblib");
			if (pandas) o.add("import pandas as pd");
			o.add("from huggingface_hub import hf_hub_download");
			o.blank();
			o.add(`model = joblib.load(hf_hub_download(${pyId(model)}, ${py.str(file)}))`);
			sklearnPredict(o, model);
		}),
		program((o) => {
			o.add(pip("scikit-learn", "huggingface_hub", ...(pandas ? ["pandas"] : [])));
			o.add("# Unpickling runs code from the file: load only models you trust.");
			o.add("import pickle");
			if (pandas) o.add("import pandas as pd");
			o.add("from huggingface_hub import hf_hub_download");
			o.blank();
			o.add(`with open(hf_hub_download(${pyId(model)}, ${py.str(file)}), "rb") as f:`);
			o.add("model = pickle.load(f)", 1);
			sklearnPredict(o, model);
		}),
	];
	// joblib's own format (.joblib, …) stores numpy arrays outside the pickle stream: only a
	// .pkl/.pickle file can be a plain pickle that pickle.load reads.
	return /\.(pkl|pickle)$/i.test(file) ? programs : programs.slice(0, 1);
};

// ---- vision frameworks --------------------------------------------------------------------

const timm: LibrarySnippets = (model) => [
	program((o) => {
		o.add(pip("timm", "torch", "pillow"));
		o.add("from urllib.request import urlopen");
		o.blank();
		o.add("import timm");
		o.add("import torch");
		o.add("from PIL import Image");
		o.blank();
		o.add(`model = timm.create_model(${py.str(`hf_hub:${model.id}`)}, pretrained=True)`);
		o.add("model = model.eval()");
		o.blank();
		o.add("data_config = timm.data.resolve_model_data_config(model)");
		o.add("transforms = timm.data.create_transform(**data_config, is_training=False)");
		o.add(`image = Image.open(urlopen(${py.str(SAMPLE_URLS.image)})).convert("RGB")`);
		o.add("with torch.no_grad():");
		o.add("output = model(transforms(image).unsqueeze(0))", 1);
		if (taskOf(model) === "image-feature-extraction") {
			// Feature backbones have no classifier head: the output is the pooled image embedding.
			o.add("print(output.shape)  # (1, embedding size)");
		} else {
			o.add("top5_probabilities, top5_class_indices = torch.topk(output.softmax(dim=1) * 100, k=5)");
			o.add("print(top5_class_indices, top5_probabilities)");
		}
	}),
];

const openClip: LibrarySnippets = (model) => [
	program((o) => {
		o.add(pip("open_clip_torch", "pillow"));
		o.add("from urllib.request import urlopen");
		o.blank();
		o.add("import open_clip");
		o.add("import torch");
		o.add("from PIL import Image");
		o.blank();
		o.add(`model, _, preprocess = open_clip.create_model_and_transforms(${py.str(`hf-hub:${model.id}`)})`);
		o.add(`tokenizer = open_clip.get_tokenizer(${py.str(`hf-hub:${model.id}`)})`);
		o.add("model.eval()");
		o.blank();
		o.add(`image = preprocess(Image.open(urlopen(${py.str(SAMPLE_URLS.image)}))).unsqueeze(0)`);
		o.add('text = tokenizer(["a photo of parrots", "a photo of a cat", "a photo of a dog"])');
		o.add("with torch.no_grad():");
		o.add("image_features = model.encode_image(image)", 1);
		o.add("text_features = model.encode_text(text)", 1);
		o.add("image_features /= image_features.norm(dim=-1, keepdim=True)", 1);
		o.add("text_features /= text_features.norm(dim=-1, keepdim=True)", 1);
		o.add("probabilities = (100.0 * image_features @ text_features.T).softmax(dim=-1)", 1);
		o.add("print(probabilities)");
	}),
];

const fastai: LibrarySnippets = (model) => {
	const vision = taskOf(model) === "image-classification";
	const text = taskOf(model) === "text-classification";
	return [
		program((o) => {
			o.add(pip("fastai", "huggingface_hub"));
			if (vision) {
				o.add("from urllib.request import urlopen");
				o.blank();
				o.add("from fastai.vision.all import PILImage");
			}
			o.add("from huggingface_hub import from_pretrained_fastai");
			o.blank();
			o.add(`learn = from_pretrained_fastai(${pyId(model)})`);
			if (vision) {
				o.add(`image = PILImage.create(urlopen(${py.str(SAMPLE_URLS.image)}).read())`);
				o.add("print(learn.predict(image))");
			} else if (text) {
				o.add(`print(learn.predict(${py.str(widgetText(model, "I really liked this movie!"))}))`);
			} else {
				o.add("# learn.predict(item) runs the learner on one item of the kind it was trained on.");
				o.add("print(learn.model)");
			}
		}),
	];
};

// ---- MLX ----------------------------------------------------------------------------------

const mlx: LibrarySnippets = (model) => {
	const tag = taskOf(model);
	if (tag === "text-generation" || tag === "text2text-generation") {
		return [
			program((o) => {
				o.add(pip("mlx-lm"));
				o.add("from mlx_lm import generate, load");
				o.blank();
				o.add(`model, tokenizer = load(${pyId(model)})`);
				if (isConversational(model)) {
					o.add(`messages = ${chatMessagesPy()}`);
					o.add("prompt = tokenizer.apply_chat_template(messages, add_generation_prompt=True)");
				} else {
					o.add(`prompt = ${py.str(widgetText(model, "Once upon a time,"))}`);
				}
				o.add("text = generate(model, tokenizer, prompt=prompt, verbose=True)");
			}),
		];
	}
	if (tag === "image-text-to-text") {
		return [
			program((o) => {
				o.add(pip("mlx-vlm"));
				o.add("from mlx_vlm import generate, load");
				o.add("from mlx_vlm.prompt_utils import apply_chat_template");
				o.add("from mlx_vlm.utils import load_config");
				o.blank();
				o.add(`model, processor = load(${pyId(model)})`);
				o.add(`config = load_config(${pyId(model)})`);
				o.add(`images = [${py.str(SAMPLE_URLS.image)}]`);
				o.add('prompt = apply_chat_template(processor, config, "Describe this image.", num_images=len(images))');
				o.add("output = generate(model, processor, prompt, images, verbose=False)");
				o.add("print(output)");
			}),
		];
	}
	if (tag === "automatic-speech-recognition") {
		return [
			program((o) => {
				o.add(pip("mlx-whisper"));
				o.add("import mlx_whisper");
				o.blank();
				o.add(`result = mlx_whisper.transcribe(${py.str(SAMPLE_URLS.audio)}, path_or_hf_repo=${pyId(model)})`);
				o.add('print(result["text"])');
			}),
		];
	}
	return [
		program((o) => {
			o.add(pip("mlx", "huggingface_hub"));
			o.add("# Download the MLX weights, then load them with the MLX example that matches this model.");
			o.add("from huggingface_hub import snapshot_download");
			o.blank();
			o.add(`path = snapshot_download(${pyId(model)})`);
			o.add("print(path)");
		}),
	];
};

/** mlx-image names its models (`resnet18`) and pulls their weights from `mlx-vision/<name>-mlxim`. */
export function mlxImageName(model: Pick<ModelRecord, "id">): string {
	return repoName(model).replace(/-mlxim$/, "");
}

/** Pretrained tags mlx-image registers with an architecture of their own (mlxim/model/dinov3). */
const MLXIM_ARCH_TAGS: ReadonlySet<string> = new Set(["dinov3"]);

const mlxImage: LibrarySnippets = (model) => [
	program((o) => {
		o.add(pip("mlx-image", "pillow"));
		o.add("from urllib.request import urlopen");
		o.blank();
		o.add("import mlx.core as mx");
		o.add("import numpy as np");
		const name = mlxImageName(model);
		// mlx-image registers architectures (`vit_base_patch16_224`); a timm pretrained tag after the
		// dot names other weights of that architecture, which it loads from the repository's file
		// (model.safetensors since mlx-image 0.1.9, .npz before; `mx.load` reads both). A tag that
		// mlx-image registers as an architecture of its own (`.dinov3`) keeps its full name.
		const [base = name, tag] = name.split(".");
		const arch = tag && MLXIM_ARCH_TAGS.has(tag) ? name : base;
		if (arch !== name) o.add("from huggingface_hub import hf_hub_download, list_repo_files");
		o.add("from mlxim.model import create_model");
		o.add("from PIL import Image");
		o.blank();
		if (arch !== name) {
			o.add(`weights = next(f for f in list_repo_files(${pyId(model)}) if f.endswith((".safetensors", ".npz")))`);
			o.add(`model = create_model(${py.str(arch)}, weights=hf_hub_download(${pyId(model)}, weights))`);
		} else {
			o.add(`model = create_model(${py.str(name)})  # weights from the mlx-vision organisation`);
		}
		o.add("model.eval()");
		o.blank();
		o.add("# ImageNet preprocessing; MLX takes images channels-last: (batch, height, width, channels).");
		o.add(`image = Image.open(urlopen(${py.str(SAMPLE_URLS.image)})).convert("RGB").resize((224, 224))`);
		o.add("pixels = (np.asarray(image, dtype=np.float32) / 255.0 - [0.485, 0.456, 0.406]) / [0.229, 0.224, 0.225]");
		o.add("logits = model(mx.array(pixels[None].astype(np.float32)))");
		o.add("print(mx.argmax(logits, axis=-1))");
	}),
];

// ---- llama-cpp-python ---------------------------------------------------------------------

/** Completion budget of the plain-text llama-cpp-python example. */
export const LLAMA_CPP_MAX_TOKENS = 512;

/** The quantization picked when the repository lists several GGUF files. */
export const PREFERRED_QUANT = "Q4_K_M";

/** The GGUF file to load: the preferred quant, else the first model GGUF, else a glob on the preferred quant. */
export function ggufFile(model: ModelRecord): string {
	const ggufs = siblingNames(model).filter((f) => f.toLowerCase().endsWith(".gguf") && !/mmproj/i.test(f));
	return ggufs.find((f) => parseQuantLabel(f) === PREFERRED_QUANT) ?? ggufs[0] ?? `*${PREFERRED_QUANT}.gguf`;
}

const llamaCppPython: LibrarySnippets = (model) => [
	program((o) => {
		o.add(pip("llama-cpp-python", "huggingface_hub"));
		o.add("from llama_cpp import Llama");
		o.blank();
		o.add("llm = Llama.from_pretrained(");
		o.add(`repo_id=${pyId(model)},`, 1);
		o.add(`filename=${py.str(ggufFile(model))},`, 1);
		o.add(")");
		o.blank();
		if (isConversational(model)) {
			o.add(`output = llm.create_chat_completion(messages=${chatMessagesPy()})`);
			o.add('print(output["choices"][0]["message"]["content"])');
		} else {
			o.add(
				`output = llm(${py.str(widgetText(model, "Once upon a time,"))}, max_tokens=${LLAMA_CPP_MAX_TOKENS}, echo=True)`,
			);
			o.add('print(output["choices"][0]["text"])');
		}
	}),
];

// ---- on-device runtimes -------------------------------------------------------------------

const litertLm: LibrarySnippets = (model) => {
	const file = siblingNames(model).find((f) => f.endsWith(".litertlm")) ?? `${repoName(model)}.litertlm`;
	return [
		program((o) => {
			o.add(pip("litert-lm-api", "huggingface_hub"));
			o.add("import litert_lm");
			o.add("from huggingface_hub import hf_hub_download");
			o.blank();
			o.add(`model_path = hf_hub_download(repo_id=${pyId(model)}, filename=${py.str(file)})`);
			o.add("with litert_lm.Engine(model_path) as engine:");
			o.add("with engine.create_conversation() as conversation:", 1);
			o.add(`response = conversation.send_message(${py.str(CHAT_QUESTION)})`, 2);
			o.add('print(response["content"][0]["text"])', 2);
		}),
	];
};

const mobilint: LibrarySnippets = (model) => {
	const tag = taskOf(model);
	const call = tag && Object.hasOwn(PIPELINE_CALLS, tag) ? PIPELINE_CALLS[tag] : undefined;
	const rc = remoteCode(model);
	return [
		program((o) => {
			o.add(pip("transformers-mblt"));
			o.add("# Runs on a Mobilint NPU; register() adds the Mobilint classes behind the transformers Auto classes.");
			o.add("import transformers_mblt");
			if (tag && call) {
				o.add("from transformers import pipeline");
				o.blank();
				o.add("transformers_mblt.register()");
				o.add(`pipe = pipeline(${py.str(pipelineTask(tag))}, model=${pyId(model)}${rc})`);
				if (tag === "text-generation" && isConversational(model)) {
					o.add(`messages = ${chatMessagesPy()}`);
					o.add(`print(pipe(messages, max_new_tokens=${MAX_NEW_TOKENS}))`);
				} else {
					o.addAll(call(model));
				}
			} else {
				o.add("from transformers import AutoModel");
				o.blank();
				o.add("transformers_mblt.register()");
				o.add(`model = AutoModel.from_pretrained(${pyId(model)}${rc})`);
				o.add("print(model.config)");
			}
		}),
	];
};

const unitySentis: LibrarySnippets = (model) => [
	program((o) => {
		o.add("// Install the Sentis package (com.unity.sentis) from the Unity Package Manager.");
		o.add(
			`// Download the .sentis or .onnx file from ${js.comment(`https://huggingface.co/${model.id}`)} into Assets/`,
		);
		o.add("// and drag it onto the Model Asset field of this component.");
		o.add("using Unity.Sentis;");
		o.add("using UnityEngine;");
		o.blank();
		o.add("public class RunModel : MonoBehaviour");
		o.add("{");
		o.add("public ModelAsset modelAsset;", 1);
		o.add("Worker worker;", 1);
		o.blank();
		o.add("void Start()", 1);
		o.add("{", 1);
		o.add("Model model = ModelLoader.Load(modelAsset);", 2);
		o.add("worker = new Worker(model, BackendType.GPUCompute);", 2);
		o.add("// Shape the input like the model's first input (here an image batch).", 2);
		o.add("using Tensor<float> input = new Tensor<float>(new TensorShape(1, 3, 224, 224));", 2);
		o.add("worker.Schedule(input);", 2);
		o.add("Tensor<float> output = worker.PeekOutput() as Tensor<float>;", 2);
		o.add("float[] results = output.DownloadToArray();", 2);
		o.add('Debug.Log($"Output values: {results.Length}");', 2);
		o.add("}", 1);
		o.blank();
		o.add("void OnDisable()", 1);
		o.add("{", 1);
		o.add("worker?.Dispose();", 2);
		o.add("}", 1);
		o.add("}");
	}),
];

const pxia: LibrarySnippets = (model) => [
	program((o) => {
		o.add(pip("pxia"));
		o.add("from pxia import AutoModel");
		o.blank();
		o.add(`model = AutoModel.from_pretrained(${pyId(model)})`);
		o.add("print(model)");
	}),
];

/** The tokenizer SwarmFormer sentiment models were trained with. */
export const SWARMFORMER_TOKENIZER = "bert-base-uncased";

const swarmformer: LibrarySnippets = (model) => [
	program((o) => {
		o.add("# pip install git+https://github.com/takara-ai/SwarmFormer");
		o.add("import torch");
		o.add("from swarmformer import SwarmFormerModel");
		o.add("from transformers import AutoTokenizer");
		o.blank();
		o.add(`tokenizer = AutoTokenizer.from_pretrained(${py.str(SWARMFORMER_TOKENIZER)})`);
		o.add(`model = SwarmFormerModel.from_pretrained(${pyId(model)})`);
		o.add("model.eval()");
		o.blank();
		o.add("# The sequence length must be a multiple of the model's cluster size.");
		o.add(
			`tokens = tokenizer(${py.str(widgetText(model, "A wonderful film with a moving story."))}, padding="max_length", truncation=True, max_length=256, return_tensors="pt")`,
		);
		o.add("with torch.no_grad():");
		o.add('logits = model(tokens["input_ids"])', 1);
		o.add("print(logits.softmax(dim=-1))  # [negative, positive]");
	}),
];

export const FRAMEWORKS_SNIPPETS: Record<string, LibrarySnippets> = {
	keras,
	"tf-keras": tfKeras,
	"keras-hub": kerasHub,
	sklearn,
	timm,
	open_clip: openClip,
	fastai,
	mlx,
	"mlx-image": mlxImage,
	"llama-cpp-python": llamaCppPython,
	"litert-lm": litertLm,
	mobilint,
	"unity-sentis": unitySentis,
	pxia,
	swarmformer,
};
