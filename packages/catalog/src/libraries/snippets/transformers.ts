/**
 * 🤗 transformers, transformers.js and PEFT, plus (through transformers-ecosystem.ts) the
 * libraries built on top of the transformers ecosystem.
 */
import * as js from "../../code/js.js";
import { FALLBACK } from "../../code/placeholders.js";
import * as py from "../../code/py.js";
import { hasRemoteCode, isConversational, type ModelRecord } from "../../model.js";
import type { LibrarySnippets } from "../types.js";
import { pip, program, pyId, remoteCode, SAMPLE_URLS, safeWidget, tagsOf, taskOf, widgetText } from "./helpers.js";
import {
	type AutoInfo,
	asksFlatTable,
	type DirectBody,
	directBody,
	generationPrompt,
	MODEL_SPECIFIC_INPUTS,
} from "./transformers-direct-load.js";
import { EMBEDDING_SENTENCES, HF_LIBRARY_SNIPPETS } from "./transformers-ecosystem.js";
import {
	CHAT_QUESTION,
	chatMessagesPy,
	isSpeechT5Tts,
	MAX_NEW_TOKENS,
	maskedSentence,
	PIPELINE_CALLS,
	PIPELINES_REMOVED_IN_V5,
	pipelineTask,
	qaInputs,
	SPEECHT5_SPEAKER_EMBEDDINGS,
	visionMessagesPy,
} from "./transformers-pipeline-inputs.js";
import {
	AUTO_CLASS_MODEL_TYPES,
	PIPELINE_ACCEPTED_CLASSES,
	PIPELINE_ACCEPTED_MODEL_TYPES,
	PIPELINE_AUTO_CLASSES,
} from "./transformers-pipeline-models.js";

export {
	CHAT_QUESTION,
	MAX_NEW_TOKENS,
	SPEECHT5_SPEAKER_EMBEDDINGS,
	VISION_QUESTION,
} from "./transformers-pipeline-inputs.js";

// ---- transformers -------------------------------------------------------------------------

/** Auto classes whose models generate text with `.generate()`. */
const GENERATIVE_AUTO = new Set([
	"AutoModelForCausalLM",
	"AutoModelForSeq2SeqLM",
	"AutoModelForImageTextToText",
	"AutoModelForVision2Seq",
]);

/** Auto classes transformers v5 removed, and the class that replaced each. */
export const RENAMED_AUTO_CLASSES: Readonly<Record<string, string>> = {
	AutoModelForVision2Seq: "AutoModelForImageTextToText",
};

/**
 * Hub records whose auto class does not map the model type in transformers v5 (found by running
 * them, or by reading modeling_auto.py's mappings): model type → [the record's auto class, the
 * auto class that loads it].
 */
export const MOVED_AUTO_CLASSES: Readonly<Record<string, readonly [string, string]>> = {
	pix2struct: ["AutoModelForSeq2SeqLM", "AutoModelForImageTextToText"],
	udop: ["AutoModelForDocumentQuestionAnswering", "AutoModelForImageTextToText"],
	eomt: ["AutoModelForImageSegmentation", "AutoModelForUniversalSegmentation"],
	mask2former: ["AutoModelForImageSegmentation", "AutoModelForUniversalSegmentation"],
	segformer: ["AutoModelForImageSegmentation", "AutoModelForSemanticSegmentation"],
	// Donut (document question answering) generates its answer: no extractive QA head maps it.
	"vision-encoder-decoder": ["AutoModelForDocumentQuestionAnswering", "AutoModelForImageTextToText"],
	// Qwen3-Omni has no bare model in AutoModel's mapping.
	qwen3_omni_moe: ["AutoModel", "AutoModelForMultimodalLM"],
	// SAM 3 segments by a text prompt; only AutoModel maps it (the mask-generation class maps its trackers).
	sam3: ["AutoModelForMaskGeneration", "AutoModel"],
};

/**
 * Model types whose records often name no auto class and that AutoModel cannot load (transformers
 * 5 maps them only in a task's auto class): the direct load uses that class instead of AutoModel.
 */
export const UNNAMED_AUTO_CLASSES: Readonly<Record<string, AutoInfo>> = {
	// VitPose is only in MODEL_FOR_POSE_ESTIMATION_MAPPING_NAMES; its processor is an image processor.
	vitpose: { auto: "AutoModelForPoseEstimation", processor: "AutoImageProcessor" },
};

function transformersInfo(model: ModelRecord): AutoInfo | undefined {
	const info = model.transformersInfo;
	if (!info || typeof info !== "object" || typeof info.auto_model !== "string" || info.auto_model === "") {
		const type = model.config?.model_type;
		return typeof type === "string" && Object.hasOwn(UNNAMED_AUTO_CLASSES, type)
			? UNNAMED_AUTO_CLASSES[type]
			: undefined;
	}
	const processor = typeof info.processor === "string" && info.processor !== "" ? info.processor : undefined;
	let auto = py.ident(info.auto_model, "AutoModel");
	const type = model.config?.model_type;
	const moved =
		typeof type === "string" && Object.hasOwn(MOVED_AUTO_CLASSES, type) ? MOVED_AUTO_CLASSES[type] : undefined;
	if (moved && moved[0] === auto) auto = moved[1];
	return {
		auto: Object.hasOwn(RENAMED_AUTO_CLASSES, auto) ? (RENAMED_AUTO_CLASSES[auto] ?? auto) : auto,
		...(processor ? { processor: py.ident(processor, "AutoProcessor") } : {}),
	};
}

/** Processors of audio or vision models: the text-only pipelines (feature-extraction) cannot run them. */
const NON_TEXT_PROCESSORS = new Set(["AutoFeatureExtractor", "AutoImageProcessor"]);

/** Per pipeline task, the model types it loads and runs (built once from the generated table). */
const PIPELINE_MODEL_TYPES = new Map<string, ReadonlySet<string>>();

function pipelineModelTypes(task: string): ReadonlySet<string> {
	let types = PIPELINE_MODEL_TYPES.get(task);
	if (!types) {
		const classes = [...(PIPELINE_AUTO_CLASSES[task] ?? []), ...(PIPELINE_ACCEPTED_CLASSES[task] ?? [])];
		const mapped = classes.flatMap((c) =>
			Object.hasOwn(AUTO_CLASS_MODEL_TYPES, c) ? (AUTO_CLASS_MODEL_TYPES[c] ?? "").split(" ") : [],
		);
		types = new Set([...mapped, ...(PIPELINE_ACCEPTED_MODEL_TYPES[task] ?? [])].filter((t) => t !== ""));
		PIPELINE_MODEL_TYPES.set(task, types);
	}
	return types;
}

/**
 * Whether transformers' `pipeline(task)` loads and runs the record's model. It loads the model
 * through the task's auto classes, which map model types (config.model_type), then through the
 * classes config.architectures names, which a few pipelines also run (TAPEX, universal
 * segmentation); an architecture none of them maps gets a model the pipeline cannot run (XCLIP,
 * a zero-shot video–text model, under video-classification). Remote code loads through the
 * repository's own auto_map, whose class the record's auto class names. A record that names
 * neither a model type nor an auto class gives nothing to judge by, so the tag decides.
 */
function pipelineRunsModel(model: ModelRecord, task: string): boolean {
	const loads = Object.hasOwn(PIPELINE_AUTO_CLASSES, task) ? PIPELINE_AUTO_CLASSES[task] : undefined;
	if (!loads) return false;
	// AutoModel maps every architecture that has a bare model.
	if (loads.includes("AutoModel")) return true;
	const type = model.config?.model_type;
	if (typeof type === "string" && pipelineModelTypes(task).has(type)) return true;
	if (hasRemoteCode(model)) {
		// The auto_map key as the record names it: a renamed class is not what the repository declares.
		const auto = model.transformersInfo?.auto_model;
		return typeof auto !== "string" || auto === "" || loads.includes(auto);
	}
	if (typeof type === "string" && type !== "") return false;
	const auto = transformersInfo(model)?.auto;
	return auto === undefined || loads.includes(auto);
}

/** Whether the pipeline example applies: the tag has a pipeline that runs the model, and the model can feed it. */
function hasPipeline(model: ModelRecord, tag: string | undefined): tag is string {
	if (!tag || !Object.hasOwn(PIPELINE_CALLS, tag) || !pipelineRunsModel(model, pipelineTask(tag))) return false;
	const processor = transformersInfo(model)?.processor;
	return !(tag === "feature-extraction" && processor !== undefined && NON_TEXT_PROCESSORS.has(processor));
}

/** Tags whose inputs are images: Pillow decodes them (transformers does not install it). */
const IMAGE_TAGS = new Set([
	"image-classification",
	"image-segmentation",
	"object-detection",
	"depth-estimation",
	"image-feature-extraction",
	"mask-generation",
	"zero-shot-image-classification",
	"zero-shot-object-detection",
	"document-question-answering",
	"image-text-to-text",
	"image-to-text",
	"image-to-image",
	"visual-question-answering",
	"keypoint-detection",
]);

/**
 * Packages a pipeline needs besides transformers: PyTorch (transformers v5 runs on it but does
 * not install it), Pillow for images, PyAV to decode videos, pytesseract for LayoutLM's OCR.
 */
function pipelineExtras(model: ModelRecord, tag: string): string[] {
	const extras = ["torch"];
	if (IMAGE_TAGS.has(tag)) extras.push("pillow");
	if (tag === "video-classification") extras.push("av");
	if (tag === "document-question-answering" && tagsOf(model).some((t) => t.startsWith("layoutlm")))
		extras.push("pytesseract");
	return extras;
}

function transformersPipeline(model: ModelRecord, tag: string): string {
	const rc = remoteCode(model);
	const chat = isConversational(model) && (tag === "text-generation" || tag === "image-text-to-text");
	const extras = pipelineExtras(model, tag);
	return program((o) => {
		o.add(pip("transformers", ...extras));
		if (extras.includes("pytesseract"))
			o.add("# pytesseract also needs the Tesseract binary (apt install tesseract-ocr).");
		o.add("# Use a pipeline as a high-level helper");
		o.add("from transformers import pipeline");
		o.blank();
		o.add(`pipe = pipeline(${py.str(pipelineTask(tag))}, model=${pyId(model)}${rc})`);
		if (chat && tag === "text-generation") {
			o.add(`messages = ${chatMessagesPy()}`);
			o.add(`print(pipe(messages, max_new_tokens=${MAX_NEW_TOKENS}))`);
		} else if (chat) {
			o.add(`messages = ${visionMessagesPy()}`);
			o.add(`print(pipe(text=messages, max_new_tokens=${MAX_NEW_TOKENS}))`);
		} else {
			o.addAll(PIPELINE_CALLS[tag]?.(model) ?? []);
		}
	});
}

/** The chat or completion body of a generative model, or undefined when it is neither. */
function generationBody(
	model: ModelRecord,
	info: AutoInfo,
	tag: string | undefined,
	procVar: string,
): DirectBody | undefined {
	if (isConversational(model) && (tag === "text-generation" || tag === "image-text-to-text")) {
		return {
			imports: [],
			pip: [],
			lines: [
				`messages = ${tag === "image-text-to-text" ? visionMessagesPy() : chatMessagesPy()}`,
				`inputs = ${procVar}.apply_chat_template(`,
				"    messages,",
				"    add_generation_prompt=True,",
				"    tokenize=True,",
				"    return_dict=True,",
				'    return_tensors="pt",',
				").to(model.device)",
				`outputs = model.generate(**inputs, max_new_tokens=${MAX_NEW_TOKENS})`,
				`print(${procVar}.decode(outputs[0][inputs["input_ids"].shape[-1]:]))`,
			],
		};
	}
	if (procVar !== "tokenizer" || (tag !== undefined && AUDIO_OR_VISION_GENERATION.has(tag))) return undefined;
	const languages = tag === "translation" ? translationLanguages(model) : undefined;
	if (languages) {
		// M2M100's language tokens are `__fr__`: its tokenizer maps a plain code with get_lang_id.
		const target =
			languages === TRANSLATION_LANGUAGES.m2m100
				? `tokenizer.get_lang_id(${py.str(languages.target)})`
				: `tokenizer.convert_tokens_to_ids(${py.str(languages.target)})`;
		// Many-to-many translators read the source language from the tokenizer and start the output with the target's token.
		return {
			imports: [],
			pip: [],
			lines: [
				`tokenizer.src_lang = ${py.str(languages.source)}`,
				`inputs = tokenizer(${py.str(widgetText(model, "How old are you?"))}, return_tensors="pt").to(model.device)`,
				"outputs = model.generate(",
				"    **inputs,",
				`    forced_bos_token_id=${target},`,
				`    max_new_tokens=${MAX_NEW_TOKENS},`,
				")",
				"print(tokenizer.decode(outputs[0], skip_special_tokens=True))",
			],
		};
	}
	return {
		imports: [],
		pip: [],
		lines: [
			...(asksFlatTable(info.auto, tag)
				? ["# The question, then the table flattened row by row (as TAPEX was trained to read it)."]
				: []),
			`inputs = tokenizer(${py.str(generationPrompt(model, info.auto, tag))}, return_tensors="pt").to(model.device)`,
			`outputs = model.generate(**inputs, max_new_tokens=${MAX_NEW_TOKENS})`,
			"print(tokenizer.decode(outputs[0], skip_special_tokens=True))",
		],
	};
}

/** Language codes (English → French) of the many-to-many translators whose target is a forced first token. */
export const TRANSLATION_LANGUAGES = {
	nllb: { source: "eng_Latn", target: "fra_Latn" },
	mbart50: { source: "en_XX", target: "fr_XX" },
	m2m100: { source: "en", target: "fr" },
} as const;

function translationLanguages(model: ModelRecord): { source: string; target: string } | undefined {
	if (/nllb/i.test(model.id) || tagsOf(model).includes("nllb")) return TRANSLATION_LANGUAGES.nllb;
	if (/mbart-large-50/i.test(model.id)) return TRANSLATION_LANGUAGES.mbart50;
	if (isM2m100(model)) return TRANSLATION_LANGUAGES.m2m100;
	return undefined;
}

/** M2M100 proper (NLLB shares its model type but not its tokenizer: checked first above). */
function isM2m100(model: ModelRecord): boolean {
	return /m2m100/i.test(model.id) || model.config?.model_type === "m2m_100";
}

/** Tags whose generative models take images or audio, never a bare text prompt. */
const AUDIO_OR_VISION_GENERATION = new Set([
	"image-text-to-text",
	"image-to-text",
	"visual-question-answering",
	"automatic-speech-recognition",
	"audio-text-to-text",
	"video-text-to-text",
	"any-to-any",
]);

function transformersDirect(model: ModelRecord, tag: string | undefined): string {
	const info = transformersInfo(model);
	const rc = remoteCode(model);
	if (!info) {
		return program((o) => {
			o.add(pip("transformers", "torch"));
			o.add(FALLBACK.unknownModelType);
			o.add("# The record names no auto class; AutoModel loads the bare model for any architecture.");
			o.add("from transformers import AutoModel");
			o.blank();
			o.add(`model = AutoModel.from_pretrained(${pyId(model)}${rc})`);
			o.add("print(model.config)");
		});
	}
	const textGen = tag === "text-generation" || (GENERATIVE_AUTO.has(info.auto) && tag !== "image-text-to-text");
	const processor = info.processor ?? (textGen ? "AutoTokenizer" : undefined);
	const procVar = processor === "AutoTokenizer" ? "tokenizer" : "processor";
	const withProcessor: AutoInfo = processor ? { auto: info.auto, processor } : { auto: info.auto };
	const generates = GENERATIVE_AUTO.has(info.auto) && processor !== undefined;
	const run =
		(generates ? generationBody(model, info, tag, procVar) : undefined) ?? directBody(model, withProcessor, tag);
	return program((o) => {
		const images =
			(tag !== undefined && IMAGE_TAGS.has(tag)) || (run?.imports ?? []).some((i) => i.includes("load_image"));
		o.add(pip("transformers", "torch", ...(images ? ["pillow"] : []), ...(run?.pip ?? [])));
		if (tag && PIPELINES_REMOVED_IN_V5.has(tag))
			o.add(`# transformers v5 has no "${py.comment(tag)}" pipeline: load the model directly.`);
		o.add("# Load model directly");
		const imports = processor && processor !== info.auto ? `${processor}, ${info.auto}` : info.auto;
		o.add(`from transformers import ${imports}`);
		o.addAll(run?.imports ?? []);
		o.blank();
		if (processor) o.add(`${procVar} = ${processor}.from_pretrained(${pyId(model)}${rc})`);
		o.add(`model = ${info.auto}.from_pretrained(${pyId(model)}${rc})`);
		o.blank();
		if (run) {
			o.addAll(run.lines);
		} else {
			o.add(MODEL_SPECIFIC_INPUTS);
			o.add("print(model.config)");
		}
	});
}

/** transformers: a pipeline example when the tag has one, then the direct load by auto class. */
export const transformers: LibrarySnippets = (model) => {
	const tag = taskOf(model);
	const out: string[] = [];
	if (hasPipeline(model, tag)) out.push(transformersPipeline(model, tag));
	out.push(transformersDirect(model, tag));
	return out;
};

// ---- transformers.js ----------------------------------------------------------------------

type JsCall = (model: ModelRecord) => string[];

const jsText =
	(fallback: string): JsCall =>
	(m) => [`const output = await pipe(${js.str(widgetText(m, fallback))});`];
const jsUrl =
	(url: string): JsCall =>
	() => [`const output = await pipe(${js.str(url)});`];

/** Tags with a transformers.js pipeline, and the call each one makes. */
export const TRANSFORMERS_JS_CALLS: Readonly<Record<string, JsCall>> = {
	"text-classification": jsText("I love transformers!"),
	"token-classification": jsText("My name is Clara and I live in Berkeley, California."),
	summarization: jsText(
		"The tower is 324 metres tall, about the same height as an 81-storey building, and the tallest structure in Paris.",
	),
	translation: (m) => {
		const text = js.str(widgetText(m, "My name is Sarah and I live in London."));
		const languages = jsTranslationLanguages(m);
		// Many-to-many translators need the source and target languages; one-pair models (Marian) need nothing.
		return languages
			? [
					`const output = await pipe(${text}, { src_lang: ${js.str(languages.source)}, tgt_lang: ${js.str(languages.target)} });`,
				]
			: [`const output = await pipe(${text});`];
	},
	"text2text-generation": jsText("Translate English to German: How old are you?"),
	"fill-mask": (m) => [`const output = await pipe(${js.str(maskedSentence(m))});`],
	"question-answering": (m) => {
		const w = safeWidget(m);
		const question = typeof w?.text === "string" && w.text ? w.text : "Where do I live?";
		const context =
			typeof w?.context === "string" && w.context ? w.context : "My name is Wolfgang and I live in Berlin.";
		return [`const output = await pipe(${js.str(question)}, ${js.str(context)});`];
	},
	"zero-shot-classification": (m) => [
		`const output = await pipe(${js.str(widgetText(m, "I have a problem with my phone that needs to be fixed today!"))}, ["urgent", "not urgent", "phone", "computer"]);`,
	],
	"sentence-similarity": () => [
		"// Normalized sentence embeddings: their dot products are cosine similarities.",
		`const output = await pipe(${js.value([...EMBEDDING_SENTENCES], 0)}, { pooling: "mean", normalize: true });`,
	],
	"feature-extraction": (m) => [
		`const output = await pipe(${js.str(widgetText(m, "The quick brown fox jumps over the lazy dog."))}, { pooling: "mean", normalize: true });`,
	],
	"text-generation": (m) =>
		isConversational(m)
			? [
					`const messages = ${js.value([{ role: "user", content: CHAT_QUESTION }], 0)};`,
					`const output = await pipe(messages, { max_new_tokens: ${MAX_NEW_TOKENS} });`,
				]
			: [
					`const output = await pipe(${js.str(widgetText(m, "Once upon a time,"))}, { max_new_tokens: ${MAX_NEW_TOKENS} });`,
				],
	"image-classification": jsUrl(SAMPLE_URLS.image),
	"image-segmentation": jsUrl(SAMPLE_URLS.image),
	"object-detection": jsUrl(SAMPLE_URLS.image),
	"depth-estimation": jsUrl(SAMPLE_URLS.image),
	"image-to-text": jsUrl(SAMPLE_URLS.image),
	"image-to-image": jsUrl(SAMPLE_URLS.image),
	"image-feature-extraction": jsUrl(SAMPLE_URLS.image),
	"zero-shot-image-classification": () => [
		`const output = await pipe(${js.str(SAMPLE_URLS.image)}, ["parrots", "cats", "dogs"]);`,
	],
	"zero-shot-object-detection": () => [`const output = await pipe(${js.str(SAMPLE_URLS.image)}, ["bird", "branch"]);`],
	"document-question-answering": () => [
		`const output = await pipe(${js.str(SAMPLE_URLS.document)}, "What is the invoice number?");`,
	],
	"automatic-speech-recognition": jsUrl(SAMPLE_URLS.audio),
	"audio-classification": jsUrl(SAMPLE_URLS.audio),
	"zero-shot-audio-classification": () => [
		`const output = await pipe(${js.str(SAMPLE_URLS.audio)}, ["speech", "music", "dog barking"]);`,
	],
	"text-to-audio": (m) => jsSpeech(m),
	"text-to-speech": (m) => jsSpeech(m),
};

/**
 * Tags whose example passes an audio URL: transformers.js decodes it with the browser's
 * AudioContext, which Node lacks (4.3's load_audio throws there), so the snippet says what a
 * Node user passes instead; the lab runs these with samples in place of the URL.
 */
const JS_AUDIO_URL_TAGS = new Set([
	"automatic-speech-recognition",
	"audio-classification",
	"zero-shot-audio-classification",
]);

function jsSpeech(m: ModelRecord): string[] {
	const text = js.str(widgetText(m, "Hello, my dog is cute and loves to play."));
	if (!isSpeechT5Tts(m)) return [`const output = await pipe(${text});`];
	return [
		// transformers.js 4 loads no processor for a text task's pipeline, and without one its
		// text-to-audio pipeline runs SpeechT5 as a waveform model, which fails.
		"// The pipeline needs SpeechT5's processor, which transformers.js 4 does not load for it.",
		`pipe.processor = await AutoProcessor.from_pretrained(${js.str(m.id)});`,
		`const speaker_embeddings = ${js.str(SPEECHT5_SPEAKER_EMBEDDINGS)};`,
		`const output = await pipe(${text}, { speaker_embeddings });`,
	];
}

/** Source and target language codes (English → French) of the many-to-many translators, by family. */
function jsTranslationLanguages(m: ModelRecord): { source: string; target: string } | undefined {
	if (/nllb/i.test(m.id)) return TRANSLATION_LANGUAGES.nllb;
	if (/mbart-large-50/i.test(m.id)) return TRANSLATION_LANGUAGES.mbart50;
	if (/m2m100/i.test(m.id)) return TRANSLATION_LANGUAGES.m2m100;
	return undefined;
}

/** Tags served by another transformers.js pipeline: speech by text-to-audio, sentence similarity by embeddings. */
const JS_TASK_ALIASES: Readonly<Record<string, string>> = {
	"text-to-speech": "text-to-audio",
	"sentence-similarity": "feature-extraction",
};

/** The comment a transformers.js snippet carries when the pipeline tag has no pipeline. */
export function transformersJsUnknownTag(tag: string | undefined): string {
	return tag
		? `// ⚠️ Unknown pipeline tag: transformers.js has no pipeline for "${js.comment(tag)}"`
		: "// ⚠️ Unknown pipeline tag: the model names no pipeline tag";
}

/** Kokoro's ONNX voices run through kokoro-js, which wraps transformers.js (its pipeline cannot load them). */
function kokoro(model: ModelRecord): string {
	return program((o) => {
		o.add("// npm i kokoro-js");
		o.add('import { KokoroTTS } from "kokoro-js";');
		o.blank();
		o.add(`const tts = await KokoroTTS.from_pretrained(${js.str(model.id)}, { dtype: "q8" });`);
		o.add(
			`const audio = await tts.generate(${js.str(widgetText(model, "Hello, my dog is cute and loves to play."))}, { voice: "af_heart" });`,
		);
		o.add('audio.save("audio.wav");');
	});
}

export const transformersJs: LibrarySnippets = (model) => {
	const tag = taskOf(model);
	if ((tag === "text-to-speech" || tag === "text-to-audio") && /kokoro/i.test(model.id)) return [kokoro(model)];
	const call = tag && Object.hasOwn(TRANSFORMERS_JS_CALLS, tag) ? TRANSFORMERS_JS_CALLS[tag] : undefined;
	if (!tag || !call) {
		return [
			program((o) => {
				o.add("// npm i @huggingface/transformers");
				o.add(transformersJsUnknownTag(tag));
				o.add("// Load the bare model and inspect it instead.");
				o.add('import { AutoModel } from "@huggingface/transformers";');
				o.blank();
				o.add(`const model = await AutoModel.from_pretrained(${js.str(model.id)});`);
				o.add("console.log(model.config);");
			}),
		];
	}
	const task = Object.hasOwn(JS_TASK_ALIASES, tag) ? (JS_TASK_ALIASES[tag] ?? tag) : tag;
	return [
		program((o) => {
			o.add("// npm i @huggingface/transformers");
			o.add(
				`import { ${isSpeechT5Tts(model) ? "AutoProcessor, pipeline" : "pipeline"} } from "@huggingface/transformers";`,
			);
			o.blank();
			o.add(`const pipe = await pipeline(${js.str(task)}, ${js.str(model.id)});`);
			if (JS_AUDIO_URL_TAGS.has(tag)) {
				o.add("// In a browser the URL is decoded for you; in Node (no AudioContext), pass a Float32Array");
				o.add(
					"// of mono samples at the model's sampling rate (pipe.processor.feature_extractor.config.sampling_rate).",
				);
			}
			o.addAll(call(model));
			o.add(
				tag === "text-generation" && isConversational(model)
					? "console.log(output[0].generated_text.at(-1).content);"
					: "console.log(output);",
			);
		}),
	];
};

// ---- PEFT ---------------------------------------------------------------------------------

/** The transformers auto class for each PEFT task type. */
export const PEFT_AUTO_CLASSES: Readonly<Record<string, string>> = {
	CAUSAL_LM: "AutoModelForCausalLM",
	SEQ_2_SEQ_LM: "AutoModelForSeq2SeqLM",
	SEQ_CLS: "AutoModelForSequenceClassification",
	TOKEN_CLS: "AutoModelForTokenClassification",
	QUESTION_ANS: "AutoModelForQuestionAnswering",
	FEATURE_EXTRACTION: "AutoModel",
};

function peftFallback(model: ModelRecord, message: string): string {
	return program((o) => {
		o.add(pip("peft"));
		o.add(`# ⚠️ ${message}`);
		o.add("# Read the adapter configuration to see what it needs.");
		o.add("from peft import PeftConfig");
		o.blank();
		o.add(`config = PeftConfig.from_pretrained(${pyId(model)})`);
		o.add("print(config)");
	});
}

export const peft: LibrarySnippets = (model) => {
	const cfg = model.config?.peft;
	const base = typeof cfg?.base_model_name_or_path === "string" ? cfg.base_model_name_or_path : "";
	if (!base) return [peftFallback(model, FALLBACK.peftBaseModelMissing)];
	const taskType = typeof cfg?.task_type === "string" ? cfg.task_type : "";
	const auto = Object.hasOwn(PEFT_AUTO_CLASSES, taskType) ? PEFT_AUTO_CLASSES[taskType] : undefined;
	if (!auto) return [peftFallback(model, FALLBACK.peftTaskTypeInvalid)];
	const rc = remoteCode(model);
	const generates = taskType === "CAUSAL_LM" || taskType === "SEQ_2_SEQ_LM";
	return [
		program((o) => {
			o.add(pip("peft", "transformers"));
			o.add("from peft import PeftModel");
			o.add(`from transformers import AutoTokenizer, ${auto}`);
			o.blank();
			o.add(`base_model = ${auto}.from_pretrained(${py.str(base)}${rc})`);
			o.add(`model = PeftModel.from_pretrained(base_model, ${pyId(model)})`);
			o.add(`tokenizer = AutoTokenizer.from_pretrained(${py.str(base)}${rc})`);
			o.blank();
			if (generates) {
				const prompt =
					taskType === "SEQ_2_SEQ_LM" ? "Translate English to German: How old are you?" : "Once upon a time,";
				o.add(`inputs = tokenizer(${py.str(widgetText(model, prompt))}, return_tensors="pt")`);
				o.add(`outputs = model.generate(**inputs, max_new_tokens=${MAX_NEW_TOKENS})`);
				o.add("print(tokenizer.decode(outputs[0], skip_special_tokens=True))");
			} else if (taskType === "QUESTION_ANS") {
				// Extractive QA: the answer is the span between the most likely start and end tokens.
				const { question, context } = qaInputs(model);
				o.add(`inputs = tokenizer(${py.str(question)}, ${py.str(context)}, return_tensors="pt")`);
				o.add("outputs = model(**inputs)");
				o.add("start = outputs.start_logits.argmax()");
				o.add("end = outputs.end_logits.argmax() + 1");
				o.add('print(tokenizer.decode(inputs["input_ids"][0][start:end]))');
			} else {
				// Classifiers and encoders run a forward pass on a tokenized sentence.
				o.add(
					`inputs = tokenizer(${py.str(widgetText(model, "The quick brown fox jumps over the lazy dog."))}, return_tensors="pt")`,
				);
				o.add("outputs = model(**inputs)");
				o.add(taskType === "FEATURE_EXTRACTION" ? "print(outputs.last_hidden_state.shape)" : "print(outputs.logits)");
			}
		}),
	];
};

export const TRANSFORMERS_SNIPPETS: Record<string, LibrarySnippets> = {
	transformers,
	"transformers.js": transformersJs,
	peft,
	...HF_LIBRARY_SNIPPETS,
};
