/**
 * Small helpers shared by the core library families (transformers, diffusers, NLP,
 * frameworks). Every value that comes from a record goes through an encoder here or at the
 * call site; these helpers only decide *which* value to use.
 */
import { type Lines, lines } from "../../code/lines.js";
import { FALLBACK } from "../../code/placeholders.js";
import * as py from "../../code/py.js";
import { baseModels, firstWidget, hasRemoteCode, type ModelRecord } from "../../model.js";

/** Public sample assets the snippets load, so every program runs without local files. */
export const SAMPLE_URLS = {
	image: "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/hub/parrots.png",
	cat: "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers/cat.png",
	astronaut: "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers/astronaut.jpg",
	audio: "https://huggingface.co/datasets/Narsil/asr_dummy/resolve/main/mlk.flac",
	document: "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/invoice.png",
	video: "https://huggingface.co/datasets/nateraw/video-demo/resolve/main/archery.mp4",
} as const;

/** Builds one program: the callback fills a fresh line builder, the result ends with one newline. */
export function program(build: (out: Lines) => void): string {
	const out = lines();
	build(out);
	return out.toString();
}

/** `# pip install -U a b c`: install steps are comments, never notebook magics. */
export function pipInstall(...packages: string[]): string {
	return `# pip install -U ${packages.join(" ")}`;
}

/** The `, trust_remote_code=True` suffix every transformers-style load call gets for custom-code models. */
export function remoteCode(model: Pick<ModelRecord, "tags">): string {
	return hasRemoteCode(model) ? ", trust_remote_code=True" : "";
}

/** The model id as a Python string literal. */
export function pyId(model: Pick<ModelRecord, "id">): string {
	return py.str(model.id);
}

/** The last path segment of the id (`owner/name` → `name`). */
export function repoName(model: Pick<ModelRecord, "id">): string {
	const parts = model.id.split("/");
	return parts[parts.length - 1] ?? model.id;
}

/** The first widget's text when it is a non-empty string, else `fallback`. */
export function widgetText(model: Pick<ModelRecord, "widgetData">, fallback: string): string {
	const text = safeWidget(model)?.text;
	return typeof text === "string" && text.trim() !== "" ? text : fallback;
}

/** The first widget example, tolerating malformed `widgetData`. */
export function safeWidget(model: Pick<ModelRecord, "widgetData">): ReturnType<typeof firstWidget> {
	if (!Array.isArray(model.widgetData)) return undefined;
	const w = firstWidget(model);
	return w && typeof w === "object" ? w : undefined;
}

/** Repository file names, tolerating malformed `siblings`. */
export function siblingNames(model: Pick<ModelRecord, "siblings">): string[] {
	if (!Array.isArray(model.siblings)) return [];
	return model.siblings.map((s) => s?.rfilename).filter((f): f is string => typeof f === "string" && f !== "");
}

/** The record's tags as a list of strings, tolerating malformed records. */
export function tagsOf(model: Pick<ModelRecord, "tags">): string[] {
	return Array.isArray(model.tags) ? model.tags.filter((t): t is string => typeof t === "string") : [];
}

/** The pipeline tag when it is a string. */
export function taskOf(model: Pick<ModelRecord, "pipeline_tag">): string | undefined {
	return typeof model.pipeline_tag === "string" ? model.pipeline_tag : undefined;
}

/** The first base model the card names, or the placeholder the user fills in. */
export function cardBaseModel(model: Pick<ModelRecord, "cardData">): string {
	if (!model.cardData || typeof model.cardData !== "object") return FALLBACK.baseModelPlaceholder;
	return baseModels(model)[0] ?? FALLBACK.baseModelPlaceholder;
}
