/**
 * The one helpers module of the library snippet generators: reading a record defensively
 * (records come from outside and may be sparse or odd), the shared sample inputs, and turning
 * code into one program through the line builder. Every value that comes from a record goes
 * through an encoder here or at the call site; these helpers only decide *which* value to use.
 */
import { type Lines, lines } from "../../code/lines.js";
import { FALLBACK } from "../../code/placeholders.js";
import * as py from "../../code/py.js";
import { baseModels, hasRemoteCode, type ModelRecord, type WidgetExample } from "../../model.js";

/** Public sample assets the snippets load, so every program runs without local files. */
export const SAMPLE_URLS = {
	image: "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/hub/parrots.png",
	cat: "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers/cat.png",
	astronaut: "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers/astronaut.jpg",
	audio: "https://huggingface.co/datasets/Narsil/asr_dummy/resolve/main/mlk.flac",
	document: "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/invoice.png",
	video: "https://huggingface.co/datasets/nateraw/video-demo/resolve/main/archery.mp4",
} as const;

/** Default texts the generators put in front of a speech or text model. */
export const DEFAULT_TTS_TEXT = "Hello! This sentence was turned into speech on my own computer.";
export const DEFAULT_IMAGE_URL =
	"https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/bee.jpg";

/**
 * One complete program (one trailing newline, no trailing spaces), from either a block of code
 * (leading blank lines dropped) or a callback that fills a fresh line builder.
 */
export function program(body: string | ((out: Lines) => void)): string {
	const out = lines();
	if (typeof body === "string") out.add(body.replace(/^\n+/, ""));
	else body(out);
	return out.toString();
}

/** `# pip install -U a b c`: install steps are comments users run first, never notebook magics. */
export function pip(...packages: string[]): string {
	return `# pip install -U ${packages.join(" ")}`;
}

/** The `, trust_remote_code=True` suffix every transformers-style load call gets for custom-code models. */
export function remoteCode(model: Pick<ModelRecord, "tags">): string {
	return hasRemoteCode(model) ? ", trust_remote_code=True" : "";
}

/** The model id as a Python string literal. */
export function pyId(model: Pick<ModelRecord, "id">): string {
	return py.str(String(model.id));
}

/**
 * The repository name: the last segment of the id (`owner/name` → `name`, a legacy `name` →
 * `name`). Hub ids have at most one slash; for anything longer the last segment is kept because
 * the generators use the name as one file or folder name (`<name>.zip`, `models/<name>`), which
 * must never become a nested path.
 */
export function repoName(model: Pick<ModelRecord, "id">): string {
	const id = String(model.id);
	return id.slice(id.lastIndexOf("/") + 1);
}

/** The first widget example, tolerating malformed `widgetData`. */
export function safeWidget(model: Pick<ModelRecord, "widgetData">): WidgetExample | undefined {
	const first = Array.isArray(model.widgetData) ? model.widgetData[0] : undefined;
	return first && typeof first === "object" ? first : undefined;
}

/** The first widget's text when it is a non-empty string, else `fallback`. */
export function widgetText(model: Pick<ModelRecord, "widgetData">, fallback: string): string {
	const text = safeWidget(model)?.text;
	return typeof text === "string" && text.trim() !== "" ? text : fallback;
}

/** Repository file names, tolerating malformed `siblings`. */
export function siblingNames(model: Pick<ModelRecord, "siblings">): string[] {
	if (!Array.isArray(model.siblings)) return [];
	return model.siblings
		.map((s) => (s && typeof s === "object" ? s.rfilename : undefined))
		.filter((f): f is string => typeof f === "string" && f !== "");
}

/** File names of the repository that end with one of `exts` (case-insensitive). */
export function filesEnding(model: Pick<ModelRecord, "siblings">, ...exts: string[]): string[] {
	return siblingNames(model).filter((name) => exts.some((e) => name.toLowerCase().endsWith(e)));
}

/** The record's tags as a list of strings, tolerating malformed records. */
export function tagsOf(model: Pick<ModelRecord, "tags">): string[] {
	return Array.isArray(model.tags) ? model.tags.filter((t): t is string => typeof t === "string") : [];
}

/** The pipeline tag when it is a string. */
export function taskOf(model: Pick<ModelRecord, "pipeline_tag">): string | undefined {
	return typeof model.pipeline_tag === "string" ? model.pipeline_tag : undefined;
}

/** Tags plus the pipeline tag: the places a record states what it does. */
export function tasksOf(model: Pick<ModelRecord, "tags" | "pipeline_tag">): string[] {
	const tag = taskOf(model);
	return tag === undefined ? tagsOf(model) : [tag, ...tagsOf(model)];
}

/** The first base model the card names, or the placeholder the user fills in. */
export function cardBaseModel(model: Pick<ModelRecord, "cardData">): string {
	if (!model.cardData || typeof model.cardData !== "object") return FALLBACK.baseModelPlaceholder;
	return baseModels(model)[0] ?? FALLBACK.baseModelPlaceholder;
}
