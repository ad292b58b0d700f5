/**
 * The `pipeline(...)` call of 🤗 transformers for each pipeline tag it supports, with a
 * realistic input. Shared by the transformers and multimolecule generators.
 */
import * as py from "../../code/py.js";
import { maskToken, namedMaskToken } from "../../inputs.js";
import type { ModelRecord } from "../../model.js";
import { SAMPLE_URLS, safeWidget, taskOf, widgetText } from "./helpers.js";

/** The chat question conversational text models are asked. */
export const CHAT_QUESTION = "What is the capital of France?";
/** The question vision-language models are asked about the sample image. */
export const VISION_QUESTION = "What animals are in this picture?";
/** Default generation budget of chat and text-generation examples. */
export const MAX_NEW_TOKENS = 40;

/** Python lines that call `pipe` on a realistic input and print the result; undefined when the tag has no pipeline. */
export type PipelineCall = (model: ModelRecord) => string[];

const text =
	(fallback: string): PipelineCall =>
	(m) => [`print(pipe(${py.str(widgetText(m, fallback))}))`];
const image: PipelineCall = () => [`print(pipe(${py.str(SAMPLE_URLS.image)}))`];
const audio: PipelineCall = () => [`print(pipe(${py.str(SAMPLE_URLS.audio)}))`];

/** Speaker embeddings (512 float32 values) the transformers.js documentation uses for SpeechT5, which cannot speak without them. */
export const SPEECHT5_SPEAKER_EMBEDDINGS =
	"https://huggingface.co/datasets/Xenova/transformers.js-docs/resolve/main/speaker_embeddings.bin";

/** A SpeechT5 text-to-speech model, which its pipeline drives with speaker embeddings. */
export function isSpeechT5Tts(m: ModelRecord): boolean {
	const tag = taskOf(m);
	return (tag === "text-to-speech" || tag === "text-to-audio") && /speecht5/i.test(m.id);
}

/**
 * Text to speech; SpeechT5 needs a speaker's voice as `speaker_embeddings` in forward_params (the
 * transformers pipeline raises without it), read here from the same file the transformers.js
 * snippet uses.
 */
const speech: PipelineCall = (m) => {
	const line = py.str(widgetText(m, "Hello, my dog is cute and loves to play."));
	if (!isSpeechT5Tts(m)) return [`print(pipe(${line}))`];
	return [
		"# SpeechT5 speaks in the voice of a speaker embedding: 512 float32 values.",
		"from urllib.request import urlopen",
		"import torch",
		`speaker = torch.frombuffer(bytearray(urlopen(${py.str(SPEECHT5_SPEAKER_EMBEDDINGS)}).read()), dtype=torch.float32)`,
		`print(pipe(${line}, forward_params={"speaker_embeddings": speaker.unsqueeze(0)}))`,
	];
};

/**
 * Tags whose pipeline transformers v5 removed (text-to-text, summarization, translation,
 * captioning, extractive and visual question answering, image-to-image): their models are
 * loaded directly instead.
 */
export const PIPELINES_REMOVED_IN_V5: ReadonlySet<string> = new Set([
	"text2text-generation",
	"summarization",
	"translation",
	"image-to-text",
	"question-answering",
	"visual-question-answering",
	"image-to-image",
]);

/** The fill-mask sentence: the widget's when it holds the mask token, else one about Paris. */
export function maskedSentence(m: ModelRecord): string {
	const mask = maskToken(m);
	const text = widgetText(m, "");
	return text.includes(mask) ? text : `Paris is the ${mask} of France.`;
}

/**
 * The fill-mask sentence as a Python expression. When the record names no mask token and its
 * widget shows none, guessing BERT's `[MASK]` breaks every other tokenizer (`<mask>` models
 * find no mask and fail), so the sentence asks the tokenizer (the Python expression
 * `tokenizer`) for its own mask token at run time.
 */
export function maskedSentencePy(m: ModelRecord, tokenizer: string): string {
	const sentence = maskedSentence(m);
	if (namedMaskToken(m) !== undefined || sentence !== `Paris is the ${maskToken(m)} of France.`)
		return py.str(sentence);
	return `f"Paris is the {${tokenizer}.mask_token} of France."`;
}

/** The question and context of an extractive QA example: the widget's, else ours. */
export function qaInputs(m: ModelRecord): { question: string; context: string } {
	const w = safeWidget(m);
	return {
		question: typeof w?.text === "string" && w.text ? w.text : "Where do I live?",
		context: typeof w?.context === "string" && w.context ? w.context : "My name is Wolfgang and I live in Berlin.",
	};
}

/** Tags with a transformers (v5) pipeline, and the call each one makes. */
export const PIPELINE_CALLS: Readonly<Record<string, PipelineCall>> = {
	"text-classification": text("I love this movie, it was fantastic!"),
	"token-classification": text("My name is Clara and I live in Berkeley, California."),
	"feature-extraction": text("The quick brown fox jumps over the lazy dog."),
	"fill-mask": (m) => [`print(pipe(${maskedSentencePy(m, "pipe.tokenizer")}))`],
	"zero-shot-classification": (m) => [
		`print(pipe(${py.str(widgetText(m, "I have a problem with my phone that needs to be fixed today!"))}, candidate_labels=["urgent", "not urgent", "phone", "computer"]))`,
	],
	"table-question-answering": () => [
		`table = {"Repository": ["transformers", "datasets", "tokenizers"], "Stars": ["36542", "4512", "3934"]}`,
		`print(pipe(table=table, query="How many stars does the transformers repository have?"))`,
	],
	"image-classification": image,
	"image-segmentation": image,
	"object-detection": image,
	"depth-estimation": image,
	"image-feature-extraction": image,
	"mask-generation": image,
	"zero-shot-image-classification": () => [
		`print(pipe(${py.str(SAMPLE_URLS.image)}, candidate_labels=["parrots", "cats", "dogs"]))`,
	],
	"zero-shot-object-detection": () => [
		`print(pipe(${py.str(SAMPLE_URLS.image)}, candidate_labels=["bird", "branch"]))`,
	],
	"document-question-answering": () => [
		`print(pipe(image=${py.str(SAMPLE_URLS.document)}, question="What is the invoice number?"))`,
	],
	"video-classification": () => [`print(pipe(${py.str(SAMPLE_URLS.video)}))`],
	"automatic-speech-recognition": audio,
	"audio-classification": audio,
	"zero-shot-audio-classification": () => [
		`print(pipe(${py.str(SAMPLE_URLS.audio)}, candidate_labels=["speech", "music", "dog barking"]))`,
	],
	"text-to-audio": speech,
	"text-to-speech": speech,
	"text-generation": (m) => [
		`print(pipe(${py.str(widgetText(m, "Once upon a time,"))}, max_new_tokens=${MAX_NEW_TOKENS}))`,
	],
	"image-text-to-text": () => [
		`print(pipe(images=${py.str(SAMPLE_URLS.image)}, text=${py.str(VISION_QUESTION)}, max_new_tokens=${MAX_NEW_TOKENS}))`,
	],
};

/** The task name `pipeline()` takes for a tag (text-to-speech is served by the text-to-audio pipeline). */
export function pipelineTask(tag: string): string {
	return tag === "text-to-speech" ? "text-to-audio" : tag;
}

/** Chat messages asking the capital of France, as a Python literal. */
export function chatMessagesPy(): string {
	return py.value([{ role: "user", content: CHAT_QUESTION }]);
}

/** Chat messages with the sample image and a question about it, as a Python literal. */
export function visionMessagesPy(): string {
	return py.value([
		{
			role: "user",
			content: [
				{ type: "image", url: SAMPLE_URLS.image },
				{ type: "text", text: VISION_QUESTION },
			],
		},
	]);
}
