/**
 * Per pipeline tag: the snippet kind (the "template" name), which clients have an example,
 * and the helper method of each SDK. Helper-method examples exist only where the SDK has a
 * method for the task; raw HTTP clients follow the hub's own choice of examples per task.
 */
import type { InferenceClientName, SnippetLanguage } from "./types.js";

export type SnippetKind =
	| "basic"
	| "basicAudio"
	| "basicImage"
	| "conversational"
	| "conversationalStream"
	| "documentQuestionAnswering"
	| "imageToImage"
	| "imageToVideo"
	| "questionAnswering"
	| "tableQuestionAnswering"
	| "tabular"
	| "textToAudio"
	| "textToImage"
	| "textToSpeech"
	| "textToVideo"
	| "zeroShotClassification"
	| "zeroShotImageClassification";

/** Clients of each language, in the order snippets are listed. */
export const CLIENTS = {
	js: ["openai", "huggingface.js", "fetch"],
	python: ["openai", "huggingface_hub", "fal_client", "requests"],
	sh: ["curl"],
} as const satisfies Record<SnippetLanguage, readonly InferenceClientName[]>;

export const LANGUAGES: readonly SnippetLanguage[] = ["js", "python", "sh"];

/** A client id qualified by its language, e.g. `python/requests`. */
export type ClientKey = { [L in keyof typeof CLIENTS]: `${L}/${(typeof CLIENTS)[L][number]}` }[keyof typeof CLIENTS];

/** Every (language, client) pair in output order. */
export const CLIENT_ORDER: readonly ClientKey[] = LANGUAGES.flatMap((l) =>
	CLIENTS[l].map((c) => `${l}/${c}` as ClientKey),
);

export interface TaskSnippetSpec {
	kind: SnippetKind;
	/** Clients with an example for this tag (non-chat form). */
	clients: readonly ClientKey[];
	/** huggingface_hub InferenceClient method. */
	python?: string;
	/** @huggingface/inference InferenceClient method. */
	js?: string;
	/** Clients shown only for one provider. */
	onlyFor?: Readonly<Partial<Record<ClientKey, string>>>;
}

const BASIC: readonly ClientKey[] = [
	"js/huggingface.js",
	"js/fetch",
	"python/huggingface_hub",
	"python/requests",
	"sh/curl",
];
const BASIC_NO_JS_METHOD: readonly ClientKey[] = ["js/fetch", "python/huggingface_hub", "python/requests", "sh/curl"];
const MEDIA_OUT: readonly ClientKey[] = [
	"js/huggingface.js",
	"js/fetch",
	"python/huggingface_hub",
	"python/fal_client",
	"python/requests",
];

const MEDIA_OUT_NO_HUB: readonly ClientKey[] = MEDIA_OUT.filter((c) => c !== "python/huggingface_hub");

function spec(
	kind: SnippetKind,
	clients: readonly ClientKey[],
	python?: string,
	js?: string,
	onlyFor?: TaskSnippetSpec["onlyFor"],
): TaskSnippetSpec {
	return { kind, clients, python, js, onlyFor };
}

export const TASK_SNIPPETS: Readonly<Record<string, TaskSnippetSpec>> = {
	"text-classification": spec("basic", BASIC, "text_classification", "textClassification"),
	"token-classification": spec("basic", BASIC, "token_classification", "tokenClassification"),
	"table-question-answering": spec("tableQuestionAnswering", ["python/huggingface_hub"], "table_question_answering"),
	"question-answering": spec("questionAnswering", ["python/huggingface_hub"], "question_answering"),
	"zero-shot-classification": spec("zeroShotClassification", ["js/fetch", "python/requests", "sh/curl"]),
	translation: spec("basic", BASIC, "translation", "translation"),
	summarization: spec("basic", BASIC, "summarization", "summarization"),
	"feature-extraction": spec("basic", BASIC, "feature_extraction", "featureExtraction"),
	"text-generation": spec("basic", BASIC, "text_generation", "textGeneration"),
	"fill-mask": spec("basic", BASIC, "fill_mask", "fillMask"),
	"sentence-similarity": spec("basic", BASIC, "sentence_similarity", "sentenceSimilarity"),
	"text-to-speech": spec(
		"textToSpeech",
		["js/huggingface.js", "js/fetch", "python/huggingface_hub", "python/requests"],
		"text_to_speech",
		"textToSpeech",
	),
	"text-to-audio": spec("textToAudio", ["js/huggingface.js", "js/fetch", "python/requests"], undefined, "textToAudio"),
	"automatic-speech-recognition": spec(
		"basicAudio",
		BASIC,
		"automatic_speech_recognition",
		"automaticSpeechRecognition",
	),
	"audio-to-audio": spec("basicAudio", BASIC_NO_JS_METHOD, "audio_to_audio"),
	"audio-classification": spec("basicAudio", BASIC_NO_JS_METHOD, "audio_classification"),
	"image-classification": spec("basicImage", BASIC, "image_classification", "imageClassification"),
	"object-detection": spec("basicImage", BASIC_NO_JS_METHOD, "object_detection"),
	"image-segmentation": spec("basicImage", BASIC_NO_JS_METHOD, "image_segmentation"),
	"text-to-image": spec("textToImage", MEDIA_OUT, "text_to_image", "textToImage", {
		"python/fal_client": "fal-ai",
		"python/requests": "hf-inference",
	}),
	"image-to-text": spec("basicImage", BASIC_NO_JS_METHOD, "image_to_text"),
	"image-to-image": spec("imageToImage", MEDIA_OUT, "image_to_image", "imageToImage", {
		"python/fal_client": "fal-ai",
	}),
	"image-to-video": spec("imageToVideo", MEDIA_OUT, "image_to_video", "imageToVideo", {
		"python/fal_client": "fal-ai",
	}),
	"tabular-classification": spec("tabular", ["python/requests"]),
	"tabular-regression": spec("tabular", ["python/requests"]),
	"text-to-video": spec("textToVideo", ["js/huggingface.js", "python/huggingface_hub"], "text_to_video", "textToVideo"),
	// Always a chat model: the conversational clients apply (see CHAT_CLIENTS).
	"image-text-to-text": spec("conversational", []),
	// huggingface_hub 2.0 has no image_text_to_* methods (and refuses these mappings in image_to_*).
	"image-text-to-image": spec("imageToImage", MEDIA_OUT_NO_HUB, undefined, "imageTextToImage", {
		"python/fal_client": "fal-ai",
	}),
	"image-text-to-video": spec("imageToVideo", MEDIA_OUT_NO_HUB, undefined, "imageTextToVideo", {
		"python/fal_client": "fal-ai",
	}),
	"document-question-answering": spec(
		"documentQuestionAnswering",
		["python/huggingface_hub", "python/requests"],
		"document_question_answering",
	),
	"zero-shot-image-classification": spec("zeroShotImageClassification", ["python/requests"]),
};

/** Clients of chat examples (conversational text-generation, image-text-to-text). */
export const CHAT_CLIENTS: readonly ClientKey[] = [
	"js/openai",
	"js/huggingface.js",
	"js/fetch",
	"python/openai",
	"python/huggingface_hub",
	"python/requests",
	"sh/curl",
];
/** Streaming chat: every client above that has a streaming form. */
export const CHAT_STREAM_CLIENTS: readonly ClientKey[] = CHAT_CLIENTS.filter((c) => c !== "js/fetch");

/** With the `auto` policy on a non-chat task only the SDKs can pick the provider at run time. */
export const AUTO_CLIENTS: readonly ClientKey[] = ["js/huggingface.js", "python/huggingface_hub"];

/** Tags whose example is a chat (image-text-to-text always; text-generation when conversational). */
export const CHAT_TAGS: readonly string[] = ["text-generation", "image-text-to-text"];
