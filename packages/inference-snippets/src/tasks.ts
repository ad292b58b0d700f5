/**
 * Per pipeline tag: the snippet kind (the shape of its example). Which clients get an example is
 * each target's own rule (targets/<language>/<client>/): the SDKs where they have a method for
 * the task (each SDK's methods live with its target), the raw HTTP clients by kind.
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
}

function spec(kind: SnippetKind): TaskSnippetSpec {
	return { kind };
}

export const TASK_SNIPPETS: Readonly<Record<string, TaskSnippetSpec>> = {
	"text-classification": spec("basic"),
	"token-classification": spec("basic"),
	"table-question-answering": spec("tableQuestionAnswering"),
	"question-answering": spec("questionAnswering"),
	"zero-shot-classification": spec("zeroShotClassification"),
	translation: spec("basic"),
	summarization: spec("basic"),
	"feature-extraction": spec("basic"),
	"text-generation": spec("basic"),
	"fill-mask": spec("basic"),
	"sentence-similarity": spec("basic"),
	"text-to-speech": spec("textToSpeech"),
	"text-to-audio": spec("textToAudio"),
	"automatic-speech-recognition": spec("basicAudio"),
	"audio-to-audio": spec("basicAudio"),
	"audio-classification": spec("basicAudio"),
	"image-classification": spec("basicImage"),
	"object-detection": spec("basicImage"),
	"image-segmentation": spec("basicImage"),
	"text-to-image": spec("textToImage"),
	"image-to-text": spec("basicImage"),
	"image-to-image": spec("imageToImage"),
	"image-to-video": spec("imageToVideo"),
	"tabular-classification": spec("tabular"),
	"tabular-regression": spec("tabular"),
	"text-to-video": spec("textToVideo"),
	// Always a chat model: every target with a chat form applies.
	"image-text-to-text": spec("conversational"),
	"image-text-to-image": spec("imageToImage"),
	"image-text-to-video": spec("imageToVideo"),
	"document-question-answering": spec("documentQuestionAnswering"),
	"zero-shot-image-classification": spec("zeroShotImageClassification"),
};
