/**
 * Small shared pieces for the audio, vision, RL and science generators: reading a record
 * defensively (records come from outside and may be sparse or odd) and turning a block of
 * code into one program through the line builder.
 */
import { lines } from "../../code/lines.js";
import * as py from "../../code/py.js";
import type { ModelRecord } from "../../model.js";

/** One complete program: the text goes through the line builder (one trailing newline, no trailing spaces). */
export function program(text: string): string {
	return lines().add(text.replace(/^\n+/, "")).toString();
}

/** The install comment users run first; never a notebook magic. */
export function pip(...packages: string[]): string {
	return `# pip install -U ${packages.join(" ")}`;
}

/** The model id as a Python string literal. */
export function pyId(model: ModelRecord): string {
	return py.str(String(model.id));
}

/** Tags that are strings (a record may carry odd values). */
export function tagsOf(model: ModelRecord): string[] {
	return Array.isArray(model.tags) ? model.tags.filter((t): t is string => typeof t === "string") : [];
}

/** Tags plus the pipeline tag: the places a record states what it does. */
export function tasksOf(model: ModelRecord): string[] {
	const tags = tagsOf(model);
	return typeof model.pipeline_tag === "string" ? [model.pipeline_tag, ...tags] : tags;
}

/** The part of the id after the owner (`org/name` → `name`). */
export function repoName(model: ModelRecord): string {
	const id = String(model.id);
	const slash = id.indexOf("/");
	return slash >= 0 ? id.slice(slash + 1) : id;
}

/** The text of the first widget example, when it has a non-empty one. */
export function widgetText(model: ModelRecord, fallback: string): string {
	const first = Array.isArray(model.widgetData) ? model.widgetData[0] : undefined;
	const text = first && typeof first === "object" ? first.text : undefined;
	return typeof text === "string" && text.trim() !== "" ? text : fallback;
}

/** File names of the repository that end with one of `exts` (case-insensitive). */
export function filesEnding(model: ModelRecord, ...exts: string[]): string[] {
	if (!Array.isArray(model.siblings)) return [];
	const out: string[] = [];
	for (const s of model.siblings) {
		const name = s && typeof s === "object" ? s.rfilename : undefined;
		if (typeof name === "string" && exts.some((e) => name.toLowerCase().endsWith(e))) out.push(name);
	}
	return out;
}

/** Default texts the generators put in front of a speech or text model. */
export const DEFAULT_TTS_TEXT = "Hello! This sentence was turned into speech on my own computer.";
export const DEFAULT_IMAGE_URL =
	"https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/bee.jpg";
