/**
 * The fixed example input of each task: what an inference snippet sends when the user gives
 * none. One entry per pipeline tag; the sentences are ours, the file names are the hub's
 * shared sample assets (`cats.jpg`, `cat.png`, `sample1.flac`).
 */

import { FALLBACK } from "./code/placeholders.js";
import type { JsonValue } from "./code/py.js";
// model.js imports nothing (the record validator, with zod, is validate.js): snippet bundles may carry it.
import { type ChatMessage, isConversational, type ModelRecord } from "./model.js";

export type ModelInput =
	/** A sentence or a prompt, sent as `inputs`. */
	| { kind: "text"; text: string }
	/** A file sent as raw bytes with its content type. */
	| { kind: "file"; file: string; contentType: string }
	/** A file together with a sentence: an instruction (`prompt`) or a question (`question`). */
	| { kind: "file-text"; file: string; contentType: string; key: "prompt" | "question"; text: string }
	/** A text and the labels a zero-shot model chooses from. */
	| { kind: "labels"; text: string; candidateLabels: string[] }
	/** A file and the labels a zero-shot image model chooses from. */
	| { kind: "file-labels"; file: string; contentType: string; candidateLabels: string[] }
	/** Structured inputs (question + context, a table, rows of features), sent as `inputs`. */
	| { kind: "json"; value: { [key: string]: JsonValue } }
	/** Chat messages for conversational models. */
	| { kind: "messages"; messages: ChatMessage[] };

/**
 * Whether a model's example is a chat (its input a conversation): image-text-to-text models
 * always, text-generation models when conversational. The one chat rule: the example input
 * below, the inference snippets and the provider task they ask for all call it.
 */
export function isChat(model: Pick<ModelRecord, "pipeline_tag" | "tags">): boolean {
	const tag = model.pipeline_tag;
	return tag === "image-text-to-text" || (tag === "text-generation" && isConversational(model));
}

export class NoInputExampleError extends Error {
	constructor() {
		super(FALLBACK.noInputExample);
		this.name = "NoInputExampleError";
	}
}

/** Sample files, as the hub serves them next to its widgets. */
export const SAMPLE_FILES = {
	image: { file: "cats.jpg", contentType: "image/jpeg" },
	editImage: { file: "cat.png", contentType: "image/png" },
	audio: { file: "sample1.flac", contentType: "audio/flac" },
} as const;

/** The image the vision chat example points at (a public photo URL). */
export const SAMPLE_IMAGE_URL =
	"https://cdn.britannica.com/61/93061-050-99147DCE/Statue-of-Liberty-Island-New-York-Bay.jpg";

export const CHAT_QUESTION = "What is the capital of France?";
export const VISION_QUESTION = "Describe this image in one sentence.";
export const ZERO_SHOT_LABELS: readonly string[] = ["refund", "legal", "faq"];
export const ZERO_SHOT_IMAGE_LABELS: readonly string[] = ["cat", "dog", "bird"];
const DEFAULT_MASK = "[MASK]";

const text = (t: string): ModelInput => ({ kind: "text", text: t });
const file = (f: { file: string; contentType: string }): ModelInput => ({ kind: "file", ...f });

const SUMMARY_SOURCE =
	"The Eiffel Tower stands on the Champ de Mars in Paris and was designed by the engineering firm of " +
	"Gustave Eiffel for the World's Fair of 1889. Its wrought-iron lattice rises about 330 metres, and for " +
	"four decades it was the tallest structure built by people anywhere on Earth, until the Chrysler Building " +
	"in New York overtook it in 1930. Many artists of the time found it ugly and signed a petition against it, " +
	"yet it soon became the best known symbol of the city. The tower has three levels open to visitors, with " +
	"restaurants on the first two, and a lift climbs to an observation deck near the top. It is repainted by " +
	"hand roughly every seven years, which takes about sixty tonnes of paint, and millions of people visit it " +
	"every year, making it one of the most visited paid monuments in the world.";

type InputFn = (model: ModelRecord) => ModelInput;

/** Tag → example input. A tag absent here has no example (see getModelInput). */
const INPUTS: Readonly<Record<string, InputFn>> = {
	"audio-to-audio": () => file(SAMPLE_FILES.audio),
	"audio-classification": () => file(SAMPLE_FILES.audio),
	"automatic-speech-recognition": () => file(SAMPLE_FILES.audio),
	"document-question-answering": () => ({
		kind: "file-text",
		...SAMPLE_FILES.editImage,
		key: "question",
		text: "Which animal can be seen in this picture?",
	}),
	"feature-extraction": () => text("The sun is out and the whole park smells of fresh cut grass."),
	"fill-mask": (model) =>
		text(`After a long search, the answer to the big question turned out to be ${maskToken(model)}.`),
	"image-classification": () => file(SAMPLE_FILES.image),
	"image-to-text": () => file(SAMPLE_FILES.image),
	"image-segmentation": () => file(SAMPLE_FILES.image),
	"object-detection": () => file(SAMPLE_FILES.image),
	"zero-shot-image-classification": () => ({
		kind: "file-labels",
		...SAMPLE_FILES.image,
		candidateLabels: [...ZERO_SHOT_IMAGE_LABELS],
	}),
	"image-to-image": () => ({
		kind: "file-text",
		...SAMPLE_FILES.editImage,
		key: "prompt",
		text: "Turn the cat into a tiger.",
	}),
	"image-text-to-image": () => ({
		kind: "file-text",
		...SAMPLE_FILES.editImage,
		key: "prompt",
		text: "Turn the cat into a tiger.",
	}),
	"image-to-video": () => ({
		kind: "file-text",
		...SAMPLE_FILES.editImage,
		key: "prompt",
		text: "The cat gets up and starts dancing.",
	}),
	"image-text-to-video": () => ({
		kind: "file-text",
		...SAMPLE_FILES.editImage,
		key: "prompt",
		text: "The cat gets up and starts dancing.",
	}),
	"question-answering": () => ({
		kind: "json",
		value: {
			question: "Which city does Lena live in?",
			context: "Lena is a baker who moved to Lisbon three years ago and paints on weekends.",
		},
	}),
	"sentence-similarity": () => ({
		kind: "json",
		value: {
			source_sentence: "A cheerful person is laughing",
			sentences: ["Someone is smiling happily", "A dog sleeps on the porch", "The stock market fell today"],
		},
	}),
	summarization: () => text(SUMMARY_SOURCE),
	"table-question-answering": () => ({
		kind: "json",
		value: {
			query: "How many stars does the datasets repository have?",
			table: {
				Repository: ["transformers", "datasets", "tokenizers"],
				Stars: ["150000", "20000", "9500"],
				Contributors: ["3000", "650", "110"],
				"Programming language": ["Python", "Python", "Rust, Python and NodeJS"],
			},
		},
	}),
	"tabular-classification": () => tabularRows(),
	"tabular-regression": () => tabularRows(),
	"text-classification": () => text("What a lovely surprise, thank you!"),
	"text-generation": (model) =>
		isChat(model)
			? { kind: "messages", messages: [{ role: "user", content: CHAT_QUESTION }] }
			: text("Explain in a few sentences how a rainbow forms."),
	"image-text-to-text": () => ({
		kind: "messages",
		messages: [
			{
				role: "user",
				content: [
					{ type: "text", text: VISION_QUESTION },
					{ type: "image_url", image_url: { url: SAMPLE_IMAGE_URL } },
				],
			},
		],
	}),
	"text-to-image": () => text("Astronaut riding a horse"),
	"text-to-video": () => text("A young man walking on the street"),
	"text-to-speech": () => text("Good morning, and welcome to the show."),
	"text-to-audio": () => text("calm lo-fi beat with soft piano chords and light rain"),
	"token-classification": () => text("Ada Lovelace worked with Charles Babbage in London."),
	translation: () => text("Привет, меня зовут Анна, и я живу в Москве."),
	"zero-shot-classification": () => ({
		kind: "labels",
		text:
			"I ordered a coffee machine last week, it arrived broken and nobody answers my emails. " +
			"I would like my money back.",
		candidateLabels: [...ZERO_SHOT_LABELS],
	}),
};

/** The mask token the record names, if any. */
export function namedMaskToken(model: ModelRecord): string | undefined {
	return typeof model.mask_token === "string" && model.mask_token !== "" ? model.mask_token : undefined;
}

/** The mask token of the record, or BERT's `[MASK]` when the record names none. */
export function maskToken(model: ModelRecord): string {
	return namedMaskToken(model) ?? DEFAULT_MASK;
}

/** Fish measurements: the classic tabular demo, a few rows per column. */
function tabularRows(): ModelInput {
	return {
		kind: "json",
		value: {
			data: {
				Height: ["11.52", "12.48", "12.3778"],
				Length1: ["23.2", "24", "23.9"],
				Length2: ["25.4", "26.3", "26.5"],
				Species: ["Bream", "Bream", "Bream"],
			},
		},
	};
}

/** Pipeline tags that have an example input. */
export const INPUT_TASKS: readonly string[] = Object.keys(INPUTS);

export function hasModelInput(tag: string | undefined): boolean {
	return tag !== undefined && Object.hasOwn(INPUTS, tag);
}

/** The task's example input for `model`; throws NoInputExampleError when the task has none. */
export function getModelInput(model: ModelRecord): ModelInput {
	const tag = model.pipeline_tag;
	const fn = tag !== undefined && Object.hasOwn(INPUTS, tag) ? INPUTS[tag] : undefined;
	if (!fn) throw new NoInputExampleError();
	return fn(model);
}
