/**
 * Per pipeline tag: the snippet kind (the shape of its example) and the helper method of each
 * SDK. Which clients get an example is each target's own rule (targets/<language>/<client>/):
 * the SDKs where they have a method for the task, the raw HTTP clients by kind.
 */

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

export interface TaskSnippetSpec {
	kind: SnippetKind;
	/** huggingface_hub InferenceClient method. */
	python?: string;
	/** @huggingface/inference InferenceClient method. */
	js?: string;
}

function spec(kind: SnippetKind, python?: string, js?: string): TaskSnippetSpec {
	return { kind, python, js };
}

export const TASK_SNIPPETS: Readonly<Record<string, TaskSnippetSpec>> = {
	"text-classification": spec("basic", "text_classification", "textClassification"),
	"token-classification": spec("basic", "token_classification", "tokenClassification"),
	"table-question-answering": spec("tableQuestionAnswering", "table_question_answering"),
	"question-answering": spec("questionAnswering", "question_answering"),
	"zero-shot-classification": spec("zeroShotClassification"),
	translation: spec("basic", "translation", "translation"),
	summarization: spec("basic", "summarization", "summarization"),
	"feature-extraction": spec("basic", "feature_extraction", "featureExtraction"),
	"text-generation": spec("basic", "text_generation", "textGeneration"),
	"fill-mask": spec("basic", "fill_mask", "fillMask"),
	"sentence-similarity": spec("basic", "sentence_similarity", "sentenceSimilarity"),
	"text-to-speech": spec("textToSpeech", "text_to_speech", "textToSpeech"),
	"text-to-audio": spec("textToAudio", undefined, "textToAudio"),
	"automatic-speech-recognition": spec("basicAudio", "automatic_speech_recognition", "automaticSpeechRecognition"),
	"audio-to-audio": spec("basicAudio", "audio_to_audio"),
	"audio-classification": spec("basicAudio", "audio_classification"),
	"image-classification": spec("basicImage", "image_classification", "imageClassification"),
	"object-detection": spec("basicImage", "object_detection"),
	"image-segmentation": spec("basicImage", "image_segmentation"),
	"text-to-image": spec("textToImage", "text_to_image", "textToImage"),
	"image-to-text": spec("basicImage", "image_to_text"),
	"image-to-image": spec("imageToImage", "image_to_image", "imageToImage"),
	"image-to-video": spec("imageToVideo", "image_to_video", "imageToVideo"),
	"tabular-classification": spec("tabular"),
	"tabular-regression": spec("tabular"),
	"text-to-video": spec("textToVideo", "text_to_video", "textToVideo"),
	// Always a chat model: every target with a chat form applies.
	"image-text-to-text": spec("conversational"),
	// huggingface_hub 2.0 has no image_text_to_* methods (and refuses these mappings in image_to_*).
	"image-text-to-image": spec("imageToImage", undefined, "imageTextToImage"),
	"image-text-to-video": spec("imageToVideo", undefined, "imageTextToVideo"),
	"document-question-answering": spec("documentQuestionAnswering", "document_question_answering"),
	"zero-shot-image-classification": spec("zeroShotImageClassification"),
};

/** Tags whose example is a chat (image-text-to-text always; text-generation when conversational). */
export const CHAT_TAGS: readonly string[] = ["text-generation", "image-text-to-text"];
