/**
 * The task catalogue's invariants, checked over EVERY task in TASKS (written pages and placeholders alike), plus the
 * exact facts a task page must carry (labels, canonical ids, YouTube ids) and the demo assets shipped with the package.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
	type DemoItem,
	getTask,
	LIBRARIES,
	PIPELINE_TYPES,
	PIPELINES,
	type PipelineType,
	TASK_LIBRARIES,
	TASKS,
	type TaskData,
} from "../src/index.js";
import { placeholderTask } from "../src/tasks/placeholder.js";
import { WRITTEN_TASKS } from "../src/tasks/registry.js";

const ASSETS = fileURLToPath(new URL("../assets/", import.meta.url));
const MAX_ASSET_BYTES = 150_000;

/** Tags the reference table gives no page (`tasks_data` undefined). */
const NO_PAGE_TAGS: readonly PipelineType[] = [
	"text-to-audio",
	"voice-activity-detection",
	"robotics",
	"tabular-to-text",
	"table-to-text",
	"multiple-choice",
	"text-retrieval",
	"time-series-forecasting",
	"graph-ml",
	"other",
];
/** Of those, the ones we wrote a real page for anyway. */
const EXTRA_PAGES: readonly PipelineType[] = [
	"text-to-audio",
	"time-series-forecasting",
	"voice-activity-detection",
	"robotics",
];

/** The 44 tasks the product names (its "tabular classification and regression" is two tags): 45 tags, each a full page. */
const NAMED_TASKS: readonly PipelineType[] = [
	"audio-classification",
	"audio-to-audio",
	"audio-text-to-text",
	"automatic-speech-recognition",
	"depth-estimation",
	"document-question-answering",
	"visual-document-retrieval",
	"feature-extraction",
	"fill-mask",
	"image-classification",
	"image-feature-extraction",
	"image-segmentation",
	"image-to-image",
	"image-text-to-text",
	"image-to-text",
	"image-to-video",
	"keypoint-detection",
	"mask-generation",
	"object-detection",
	"video-classification",
	"question-answering",
	"reinforcement-learning",
	"sentence-similarity",
	"summarization",
	"table-question-answering",
	"tabular-classification",
	"tabular-regression",
	"text-classification",
	"text-generation",
	"text-ranking",
	"text-to-image",
	"text-to-speech",
	"text-to-video",
	"token-classification",
	"translation",
	"unconditional-image-generation",
	"video-text-to-text",
	"video-to-video",
	"visual-question-answering",
	"zero-shot-classification",
	"zero-shot-image-classification",
	"zero-shot-object-detection",
	"text-to-3d",
	"image-to-3d",
	"any-to-any",
];

/** The tasks with a written page: every entry of the task registry (the text-to-audio and time-series pages included). */
const FULL_PAGES = Object.keys(WRITTEN_TASKS) as PipelineType[];

type Counted = "models" | "datasets" | "metrics" | "spaces";
const MINIMUM: Record<Counted, number> = { models: 2, datasets: 2, metrics: 1, spaces: 1 };
/** Where the reference table itself lists fewer than MINIMUM, the page may too (and no fewer than the table). */
const FEWER: Partial<Record<PipelineType, Partial<Record<Counted, number>>>> = {
	"zero-shot-classification": { metrics: 0, spaces: 0 },
	"feature-extraction": { datasets: 1, metrics: 0 },
	"fill-mask": { spaces: 0 },
	"sentence-similarity": { datasets: 1 },
	"audio-to-audio": { datasets: 1 },
	"audio-text-to-text": { metrics: 0 },
	"depth-estimation": { metrics: 0 },
	"image-segmentation": { datasets: 1 },
	"image-to-text": { metrics: 0 },
	"video-classification": { datasets: 1 },
	"reinforcement-learning": { datasets: 1 },
	"tabular-classification": { models: 1, datasets: 1 },
	"tabular-regression": { models: 1, datasets: 1 },
	"text-ranking": { datasets: 1, spaces: 0 },
	"image-text-to-text": { metrics: 0 },
	"image-text-to-image": { models: 1, datasets: 0 },
	"image-text-to-video": { models: 1, datasets: 0 },
	"zero-shot-image-classification": { datasets: 0 },
	"zero-shot-object-detection": { datasets: 0 },
	"text-to-3d": { metrics: 0 },
	"image-to-3d": { metrics: 0 },
	"image-feature-extraction": { datasets: 1, metrics: 0 },
	"video-text-to-text": { metrics: 0 },
	"keypoint-detection": { datasets: 1, metrics: 0 },
	"visual-document-retrieval": { datasets: 1 },
	"any-to-any": { datasets: 1, metrics: 0 },
	"video-to-video": { metrics: 0 },
};

/** YouTube ids from the reference table; every other full page has none. */
const YOUTUBE: Partial<Record<PipelineType, string>> = {
	"text-classification": "leNG9fN9FQU",
	"token-classification": "wVHdVlPScxA",
	"question-answering": "ajPx5LwJD-I",
	translation: "1JvfrvZgi6c",
	summarization: "yHnr5Dk2zCI",
	"text-generation": "e9gNEAlsOvU",
	"fill-mask": "mqElG5QJWUg",
	"sentence-similarity": "VCZq5AkbNEU",
	"text-to-speech": "NW62DpzJ274",
	"automatic-speech-recognition": "TksaY_FDgnk",
	"audio-to-audio": "iohj7nCCYoM",
	"audio-classification": "KWwzcmG98Ds",
	"image-classification": "tjAIM7BOYhw",
	"object-detection": "WdAeKSOpxhw",
	"image-segmentation": "dKE8SIt9C-w",
	"reinforcement-learning": "q0BiUn5LiBc",
	"image-text-to-text": "IoGaGfU1CIg",
};

/** Demo item types, inputs then outputs, per the reference table. */
const DEMO_TYPES: Partial<Record<PipelineType, [DemoItem["type"][], DemoItem["type"][]]>> = {
	"text-classification": [["text"], ["chart"]],
	"token-classification": [["text"], ["text-with-tokens"]],
	"table-question-answering": [["tabular", "text"], ["text"]],
	"question-answering": [["text", "text"], ["text"]],
	"zero-shot-classification": [["text", "text"], ["chart"]],
	translation: [["text"], ["text"]],
	summarization: [["text"], ["text"]],
	"feature-extraction": [["text"], ["tabular"]],
	"text-generation": [["text"], ["text"]],
	"fill-mask": [["text"], ["chart"]],
	"sentence-similarity": [["text", "text", "text", "text"], ["chart"]],
	"text-to-speech": [["text"], ["audio"]],
	"automatic-speech-recognition": [["audio"], ["text"]],
	"audio-to-audio": [["audio"], ["audio", "audio"]],
	"audio-classification": [["audio"], ["chart"]],
	"audio-text-to-text": [["audio", "text"], ["text"]],
	"depth-estimation": [["img"], ["img"]],
	"image-classification": [["img"], ["chart"]],
	"object-detection": [["img"], ["img"]],
	"image-segmentation": [["img"], ["img"]],
	"text-to-image": [["text"], ["img"]],
	"image-to-text": [["img"], ["text"]],
	"image-to-image": [["img"], ["img"]],
	"image-to-video": [["img", "text"], ["img"]],
	"unconditional-image-generation": [["text", "text"], ["img"]],
	"video-classification": [["img"], ["chart"]],
	"reinforcement-learning": [["text"], ["text", "text"]],
	"tabular-classification": [["tabular"], ["tabular"]],
	"tabular-regression": [["tabular"], ["tabular"]],
	"text-ranking": [["text", "text", "text", "text"], ["chart"]],
	"text-to-video": [["text"], ["img"]],
	"image-text-to-text": [["img", "text"], ["text"]],
	"image-text-to-image": [["img", "text"], ["img"]],
	"image-text-to-video": [["img", "text"], ["img"]],
	"visual-question-answering": [["img", "text"], ["chart"]],
	"document-question-answering": [["text", "img"], ["text"]],
	"zero-shot-image-classification": [["img", "text"], ["chart"]],
	"mask-generation": [["img"], ["img"]],
	"zero-shot-object-detection": [["img", "text"], ["img"]],
	"text-to-3d": [["text"], ["text"]],
	"image-to-3d": [["img"], ["text"]],
	"image-feature-extraction": [["img"], ["tabular"]],
	"video-text-to-text": [["img", "text"], ["text"]],
	"keypoint-detection": [["img"], ["img"]],
	"visual-document-retrieval": [["img", "text"], ["chart"]],
	"any-to-any": [
		["img", "text"],
		["text", "audio"],
	],
	"video-to-video": [["img"], ["img"]],
	// Our own pages for tags the reference table leaves without one.
	"text-to-audio": [["text"], ["audio"]],
	"time-series-forecasting": [["tabular"], ["tabular"]],
	"voice-activity-detection": [["text"], ["tabular"]],
	robotics: [["text", "tabular"], ["tabular"]],
};

/** Charts of these tasks are one probability distribution over classes, so their scores sum to at most 1. */
const SINGLE_LABEL: readonly PipelineType[] = [
	"text-classification",
	"zero-shot-classification",
	"fill-mask",
	"audio-classification",
	"image-classification",
	"video-classification",
	"zero-shot-image-classification",
	"visual-question-answering",
];

/** Tasks whose image output is drawn on (or is a mask of) the input image, so it has the input's size. */
const SAME_SIZE_OUTPUT: readonly PipelineType[] = [
	"image-segmentation",
	"mask-generation",
	"object-detection",
	"zero-shot-object-detection",
	"keypoint-detection",
];

const ALL = PIPELINE_TYPES.map((id) => TASKS[id]);
const WRITTEN = ALL.filter((t) => !t.isPlaceholder);
const PLACEHOLDERS = ALL.filter((t) => t.isPlaceholder);

const REPO_ID = /^[A-Za-z0-9][\w.-]*\/[\w.-]*[A-Za-z0-9]$/;
/** Datasets and widget models may still be bare legacy names (`squad_v2`, `distilroberta-base`). */
const LEGACY_OR_REPO_ID = /^[A-Za-z0-9][\w.-]*(\/[\w.-]*)?[A-Za-z0-9]$/;

/** Splits prose into sentences: a stop followed by a space and a capital, digit or quote starts a new one. */
function sentences(text: string): string[] {
	return text
		.trim()
		.split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/)
		.filter((s) => s.length > 0);
}

function demoItems(task: TaskData): DemoItem[] {
	return [...task.demo.inputs, ...task.demo.outputs];
}

function filesOf(task: TaskData): string[] {
	return demoItems(task).flatMap((item) => ("filename" in item ? [item.filename] : []));
}

function assetBytes(task: TaskData, filename: string): Buffer {
	return readFileSync(`${ASSETS}${task.id}/${filename}`);
}

/** What a file really is, from its first bytes (not its name). */
function sniff(bytes: Buffer): "png" | "jpeg" | "gif" | "webp" | "wav" | "flac" | "mp3" | "ogg" | "unknown" {
	const ascii = (from: number, to: number) => bytes.subarray(from, to).toString("latin1");
	if (bytes.length < 12) return "unknown";
	if (bytes[0] === 0x89 && ascii(1, 4) === "PNG") return "png";
	if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
	if (ascii(0, 4) === "GIF8") return "gif";
	if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
	if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WAVE") return "wav";
	if (ascii(0, 4) === "fLaC") return "flac";
	if (ascii(0, 3) === "ID3" || (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0)) return "mp3";
	if (ascii(0, 4) === "OggS") return "ogg";
	return "unknown";
}

/** Duration in seconds of a PCM WAV file (from its fmt and data chunks) or a FLAC file (from STREAMINFO). */
function audioSeconds(bytes: Buffer): number {
	const kind = sniff(bytes);
	if (kind === "flac") {
		// STREAMINFO follows the 4-byte magic and a 4-byte block header: sample rate is 20 bits at bit 80,
		// total samples 36 bits at bit 108 of the block.
		const info = bytes.subarray(8, 8 + 34);
		const rate = (info[10]! << 12) | (info[11]! << 4) | (info[12]! >> 4);
		const samples = (info[13]! & 0x0f) * 2 ** 32 + info.readUInt32BE(14);
		return samples / rate;
	}
	if (kind === "wav") {
		let at = 12;
		let byteRate = 0;
		while (at + 8 <= bytes.length) {
			const id = bytes.subarray(at, at + 4).toString("latin1");
			const size = bytes.readUInt32LE(at + 4);
			if (id === "fmt ") byteRate = bytes.readUInt32LE(at + 16);
			if (id === "data") {
				if (byteRate === 0) throw new Error("WAV data before fmt");
				return size / byteRate;
			}
			at += 8 + size + (size % 2);
		}
	}
	throw new Error(`cannot read the duration of a ${kind} file`);
}

const IMAGE_KINDS = ["png", "jpeg", "gif", "webp"];
const AUDIO_KINDS = ["wav", "flac", "mp3", "ogg"];

/** Width and height of a PNG, JPEG, GIF or WebP file. */
function imageSize(bytes: Buffer): { width: number; height: number } {
	const kind = sniff(bytes);
	if (kind === "png") return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
	if (kind === "gif") return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
	if (kind === "webp") {
		const chunk = bytes.subarray(12, 16).toString("latin1");
		if (chunk === "VP8X") return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
		if (chunk === "VP8L") {
			const bits = bytes.readUInt32LE(21);
			return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
		}
		return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
	}
	if (kind === "jpeg") {
		// Walk the segments to the first start-of-frame marker (SOF0..SOF15 except DHT, JPG and DAC).
		let at = 2;
		while (at + 9 < bytes.length) {
			if (bytes[at] !== 0xff) throw new Error(`bad JPEG segment at ${at}`);
			const marker = bytes[at + 1]!;
			if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
				return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
			}
			at += 2 + bytes.readUInt16BE(at + 2);
		}
	}
	throw new Error(`cannot read the size of a ${kind} file`);
}

describe("TASKS", () => {
	it("has exactly the pipeline tags, in pipeline order, each entry carrying its own id", () => {
		expect(Object.keys(TASKS)).toEqual([...PIPELINE_TYPES]);
		for (const id of PIPELINE_TYPES) expect(TASKS[id].id).toBe(id);
	});

	it("joins in the label from the pipeline table and the libraries from the task → libraries mapping", () => {
		for (const task of ALL) {
			expect(task.label, task.id).toBe(PIPELINES[task.id].label);
			expect(task.libraries, task.id).toEqual([...TASK_LIBRARIES[task.id]]);
		}
		expect(TASKS["text-classification"].label).toBe("Text Classification");
		expect(TASKS["automatic-speech-recognition"].label).toBe("Automatic Speech Recognition");
		expect(TASKS["fill-mask"].label).toBe("Fill-Mask");
		expect(TASKS["any-to-any"].label).toBe("Any-to-Any");
		expect(TASKS["voice-activity-detection"].label).toBe("Voice Activity Detection");
		expect(TASKS["text-to-audio"].libraries).toEqual(["transformers", "transformers.js"]);
		expect(TASKS["feature-extraction"].libraries).toEqual(["sentence-transformers", "transformers", "transformers.js"]);
	});

	it("lists only libraries that exist in the library catalogue", () => {
		for (const task of ALL) {
			for (const lib of task.libraries) expect(Object.hasOwn(LIBRARIES, lib), `${task.id} → ${lib}`).toBe(true);
		}
	});

	it("getTask finds a tag and nothing else", () => {
		expect(getTask("translation")?.canonicalId).toBe("text-generation");
		for (const id of PIPELINE_TYPES) expect(getTask(id), id).toBe(TASKS[id]);
		expect(getTask("no-such-task")).toBeUndefined();
		expect(getTask("__proto__")).toBeUndefined();
		expect(getTask("toString")).toBeUndefined();
		expect(getTask("Translation")).toBeUndefined();
	});
});

describe("placeholders", () => {
	it("are the tags with no page, and have empty lists, an empty demo and the flag", () => {
		for (const task of PLACEHOLDERS) {
			expect(task.isPlaceholder).toBe(true);
			expect(task.summary, task.id).toBe("");
			for (const list of [task.datasets, task.metrics, task.models, task.spaces, task.widgetModels]) {
				expect(list, task.id).toEqual([]);
			}
			expect(task.demo, task.id).toEqual({ inputs: [], outputs: [] });
			expect(task.youtubeId, task.id).toBeUndefined();
			expect(task.canonicalId, task.id).toBeUndefined();
		}
	});

	it("do not share their lists, so one placeholder cannot leak into another", () => {
		// TASKS calls placeholderTask() once per tag without a page; checked on the function, so that the test
		// does not depend on how many placeholders are left.
		const [a, b] = [placeholderTask(), placeholderTask()];
		expect(a.models).not.toBe(b.models);
		expect(a.demo).not.toBe(b.demo);
	});

	it("flag nothing else: a written page has no isPlaceholder field at all, and a summary", () => {
		for (const task of WRITTEN) {
			expect(Object.hasOwn(task, "isPlaceholder"), task.id).toBe(false);
			expect(task.summary.length, task.id).toBeGreaterThan(0);
		}
	});
});

describe("full pages", () => {
	it("every registered page is full, every other tag a placeholder, and the extra pages are registered", () => {
		for (const id of PIPELINE_TYPES)
			expect(TASKS[id].isPlaceholder, id).toBe(FULL_PAGES.includes(id) ? undefined : true);
		for (const id of EXTRA_PAGES) expect(TASKS[id].models.length, id).toBeGreaterThan(0);
	});

	it("the named tasks are pipeline tags, and every named task that has landed is a full page", () => {
		expect(new Set(NAMED_TASKS).size).toBe(NAMED_TASKS.length);
		for (const id of NAMED_TASKS) expect(PIPELINE_TYPES, id).toContain(id);
		for (const id of NAMED_TASKS) expect(TASKS[id].isPlaceholder, id).toBeUndefined();
		for (const id of NAMED_TASKS) expect(NO_PAGE_TAGS, id).not.toContain(id);
	});

	it("have at least 2 models, 2 datasets, 1 metric and 1 space, fewer only where the reference table has fewer", () => {
		for (const task of WRITTEN) {
			for (const field of Object.keys(MINIMUM) as Counted[]) {
				const min = FEWER[task.id]?.[field] ?? MINIMUM[field];
				expect(task[field].length, `${task.id} ${field}`).toBeGreaterThanOrEqual(min);
			}
		}
	});

	it("name models and spaces as owner/name, datasets and widget models as owner/name or a bare legacy name", () => {
		for (const task of WRITTEN) {
			for (const m of task.models) expect(m.id, task.id).toMatch(REPO_ID);
			for (const s of task.spaces) expect(s.id, task.id).toMatch(REPO_ID);
			for (const d of task.datasets) expect(d.id, task.id).toMatch(LEGACY_OR_REPO_ID);
			for (const w of task.widgetModels) expect(w, task.id).toMatch(LEGACY_OR_REPO_ID);
			for (const list of [task.models, task.spaces, task.datasets, task.metrics]) {
				const ids = list.map((x) => x.id);
				expect(new Set(ids).size, `${task.id} duplicate ids`).toBe(ids.length);
			}
		}
	});

	it("describe each model, dataset, metric and space in one sentence", () => {
		for (const task of WRITTEN) {
			for (const item of [...task.models, ...task.datasets, ...task.metrics, ...task.spaces]) {
				const where = `${task.id} ${item.id}`;
				expect(item.id.trim(), where).toBe(item.id);
				expect(item.description, where).toMatch(/^[A-Z0-9"'].*[.!?]$/s);
				expect(sentences(item.description), where).toHaveLength(1);
			}
		}
	});

	it("have a summary of two to four sentences", () => {
		for (const task of WRITTEN) {
			const n = sentences(task.summary).length;
			expect(n, `${task.id}: ${task.summary}`).toBeGreaterThanOrEqual(2);
			expect(n, `${task.id}: ${task.summary}`).toBeLessThanOrEqual(4);
		}
	});

	it("have a demo with inputs and outputs, of the types the reference table gives", () => {
		for (const task of WRITTEN) {
			expect(task.demo.inputs.length, task.id).toBeGreaterThan(0);
			expect(task.demo.outputs.length, task.id).toBeGreaterThan(0);
		}
		// Pages the reference table describes carry its demo item types; a page it does not know only needs both lists.
		for (const [id, expected] of Object.entries(DEMO_TYPES) as [
			PipelineType,
			[DemoItem["type"][], DemoItem["type"][]],
		][]) {
			const task = TASKS[id];
			expect(task.isPlaceholder, id).toBeUndefined();
			expect(
				task.demo.inputs.map((i) => i.type),
				`${id} inputs`,
			).toEqual(expected[0]);
			expect(
				task.demo.outputs.map((i) => i.type),
				`${id} outputs`,
			).toEqual(expected[1]);
		}
	});

	it("carry the canonical ids of the reference table and no others", () => {
		expect(TASKS.translation.canonicalId).toBe("text-generation");
		expect(TASKS.summarization.canonicalId).toBe("text-generation");
		expect(TASKS["text-to-speech"].canonicalId).toBe("text-to-audio");
		const others = ALL.filter((t) => !["translation", "summarization", "text-to-speech"].includes(t.id));
		for (const task of others) expect(task.canonicalId, task.id).toBeUndefined();
	});

	it("carry the YouTube ids of the reference table, and none where it has none", () => {
		for (const task of WRITTEN) expect(task.youtubeId, task.id).toBe(YOUTUBE[task.id]);
		expect(TASKS["text-generation"].youtubeId).toBe("e9gNEAlsOvU");
		expect(TASKS["automatic-speech-recognition"].youtubeId).toBe("TksaY_FDgnk");
	});

	it("keep the widget models of the reference table", () => {
		expect(TASKS["text-classification"].widgetModels).toEqual([
			"distilbert/distilbert-base-uncased-finetuned-sst-2-english",
		]);
		expect(TASKS["fill-mask"].widgetModels).toEqual(["distilbert/distilroberta-base"]);
		expect(TASKS["audio-text-to-text"].widgetModels).toEqual([]);
	});
});

describe("demo content", () => {
	it("token spans lie inside the text, are ordered, do not overlap and cover trimmed words", () => {
		let seen = 0;
		for (const task of WRITTEN) {
			for (const item of demoItems(task)) {
				if (item.type !== "text-with-tokens") continue;
				seen++;
				let previousEnd = 0;
				for (const token of item.tokens) {
					const where = `${task.id} ${token.type} ${token.start}-${token.end}`;
					expect(Number.isInteger(token.start) && Number.isInteger(token.end), where).toBe(true);
					expect(token.start, where).toBeGreaterThanOrEqual(previousEnd);
					expect(token.end, where).toBeGreaterThan(token.start);
					expect(token.end, where).toBeLessThanOrEqual(item.text.length);
					const span = item.text.slice(token.start, token.end);
					expect(span.trim(), where).toBe(span);
					expect(token.type.length, where).toBeGreaterThan(0);
					previousEnd = token.end;
				}
			}
		}
		expect(seen).toBeGreaterThan(0);
	});

	it("token outputs annotate the text given as input", () => {
		for (const task of WRITTEN) {
			const inputs = task.demo.inputs.flatMap((i) => (i.type === "text" ? [i.content] : []));
			for (const out of task.demo.outputs) {
				if (out.type === "text-with-tokens" && inputs.length > 0) expect(inputs, task.id).toContain(out.text);
			}
		}
		const ner = TASKS["token-classification"].demo.outputs[0]!;
		expect(ner.type).toBe("text-with-tokens");
		if (ner.type === "text-with-tokens") {
			expect(ner.tokens.map((t) => ner.text.slice(t.start, t.end))).toEqual([
				"Ada Lovelace",
				"Charles Babbage",
				"London",
			]);
		}
	});

	it("chart scores are in [0, 1], labels are distinct, and single-label charts sum to at most 1", () => {
		let seen = 0;
		for (const task of WRITTEN) {
			for (const item of demoItems(task)) {
				if (item.type !== "chart") continue;
				seen++;
				expect(item.data.length, task.id).toBeGreaterThan(0);
				const labels = item.data.map((d) => d.label);
				expect(new Set(labels).size, `${task.id} labels`).toBe(labels.length);
				for (const { label, score } of item.data) {
					expect(label.length, task.id).toBeGreaterThan(0);
					expect(Number.isFinite(score), `${task.id} ${label}`).toBe(true);
					expect(score, `${task.id} ${label}`).toBeGreaterThanOrEqual(0);
					expect(score, `${task.id} ${label}`).toBeLessThanOrEqual(1);
				}
				if (SINGLE_LABEL.includes(task.id)) {
					const sum = item.data.reduce((s, d) => s + d.score, 0);
					expect(sum, `${task.id} sum`).toBeLessThanOrEqual(1 + 1e-9);
				}
			}
		}
		expect(seen).toBeGreaterThan(0);
	});

	it("zero-shot labels in the chart are exactly the candidate labels given as input", () => {
		const task = TASKS["zero-shot-classification"];
		const candidates = task.demo.inputs[1];
		const chart = task.demo.outputs[0];
		expect(candidates?.type).toBe("text");
		expect(chart?.type).toBe("chart");
		if (candidates?.type === "text" && chart?.type === "chart") {
			const given = candidates.content.split(",").map((s) => s.trim());
			expect(given).toEqual(["refund", "legal", "faq"]);
			expect(chart.data.map((d) => d.label).sort()).toEqual([...given].sort());
		}
	});

	it("tables are rectangular, with a header row and non-empty cells", () => {
		for (const task of WRITTEN) {
			for (const item of demoItems(task)) {
				if (item.type !== "tabular") continue;
				expect(item.table.length, task.id).toBeGreaterThanOrEqual(2);
				const width = item.table[0]!.length;
				expect(width, task.id).toBeGreaterThan(0);
				for (const row of item.table) {
					expect(row.length, task.id).toBe(width);
					for (const cell of row) expect(cell.trim().length, task.id).toBeGreaterThan(0);
				}
			}
		}
	});

	it("tabular predictions give one answer per input row", () => {
		for (const id of ["tabular-classification", "tabular-regression"] as const) {
			const [input] = TASKS[id].demo.inputs;
			const [output] = TASKS[id].demo.outputs;
			expect(input?.type, id).toBe("tabular");
			expect(output?.type, id).toBe("tabular");
			if (input?.type === "tabular" && output?.type === "tabular")
				expect(output.table.length, id).toBe(input.table.length);
		}
	});

	it("texts are non-empty and trimmed", () => {
		for (const task of WRITTEN) {
			for (const item of demoItems(task)) {
				if (item.type === "text") {
					expect(item.content.length, task.id).toBeGreaterThan(0);
					expect(item.content.trim(), task.id).toBe(item.content);
				}
			}
		}
	});
});

describe("demo assets", () => {
	it("every demo file exists under assets/<task-id>/, is under 150 KB and is what its type says", () => {
		let seen = 0;
		for (const task of WRITTEN) {
			for (const item of demoItems(task)) {
				if (item.type !== "img" && item.type !== "audio") continue;
				seen++;
				const where = `${task.id}/${item.filename}`;
				expect(item.filename, where).toMatch(/^[\w.-]+$/);
				const size = statSync(`${ASSETS}${task.id}/${item.filename}`).size;
				expect(size, where).toBeGreaterThan(0);
				expect(size, where).toBeLessThan(MAX_ASSET_BYTES);
				const kind = sniff(assetBytes(task, item.filename));
				expect(item.type === "img" ? IMAGE_KINDS : AUDIO_KINDS, `${where} is ${kind}`).toContain(kind);
			}
		}
		expect(seen).toBeGreaterThan(0);
	});

	it("ships no stray files: every asset folder is a task and every file in it is one of that task's demo files", () => {
		const folders = readdirSync(ASSETS, { withFileTypes: true });
		expect(folders.length).toBeGreaterThan(0);
		for (const folder of folders) {
			expect(folder.isDirectory(), folder.name).toBe(true);
			const task = getTask(folder.name);
			expect(task, `assets/${folder.name} is not a task`).toBeDefined();
			const used = filesOf(task!);
			for (const file of readdirSync(`${ASSETS}${folder.name}`))
				expect(used, `assets/${folder.name}/${file}`).toContain(file);
		}
	});

	it("the assets of the written pages are there: speech, documents and drawings", () => {
		expect(filesOf(TASKS["automatic-speech-recognition"])).toEqual(["input.flac"]);
		expect(filesOf(TASKS["audio-to-audio"])).toEqual(["input.wav", "label-0.wav", "label-1.wav"]);
		expect(filesOf(TASKS["document-question-answering"])).toEqual(["document-question-answering-input.png"]);
		expect(filesOf(TASKS["any-to-any"])).toEqual(["any-to-any-input.jpg", "any-to-any-output.wav"]);
		expect(filesOf(TASKS["visual-question-answering"])).toEqual(["elephant.jpeg"]);
	});

	it("separated sources have the mixture's length", () => {
		const task = TASKS["audio-to-audio"];
		const sizes = filesOf(task).map((f) => assetBytes(task, f).length);
		expect(new Set(sizes).size).toBe(1);
		const seconds = filesOf(task).map((f) => audioSeconds(assetBytes(task, f)));
		expect(new Set(seconds).size).toBe(1);
	});

	it("every WAV or FLAC clip plays for between a quarter of a second and twenty seconds", () => {
		let seen = 0;
		for (const task of WRITTEN) {
			for (const item of demoItems(task)) {
				if (item.type !== "audio") continue;
				const bytes = assetBytes(task, item.filename);
				if (!["wav", "flac"].includes(sniff(bytes))) continue;
				seen++;
				const seconds = audioSeconds(bytes);
				expect(seconds, `${task.id}/${item.filename}`).toBeGreaterThan(0.25);
				expect(seconds, `${task.id}/${item.filename}`).toBeLessThan(20);
			}
		}
		expect(seen).toBeGreaterThan(0);
	});

	it("speech clips say the text the page shows: the script that synthesises them speaks exactly that text", () => {
		const script = readFileSync(fileURLToPath(new URL("../scripts/assets/make-assets.sh", import.meta.url)), "utf8");
		const textOf = (id: PipelineType, side: "inputs" | "outputs") =>
			TASKS[id].demo[side].flatMap((i) => (i.type === "text" ? [i.content] : []));
		const spoken = [
			...textOf("text-to-speech", "inputs"),
			...textOf("automatic-speech-recognition", "outputs"),
			textOf("any-to-any", "outputs")[0]!,
		];
		expect(spoken).toHaveLength(3);
		for (const sentence of spoken) expect(script, sentence).toContain(`"${sentence}"`);
	});

	it("segmentation and detection outputs have the size of their input image", () => {
		for (const id of SAME_SIZE_OUTPUT) {
			const task = TASKS[id];
			if (task.isPlaceholder) continue;
			const input = task.demo.inputs.find((i) => i.type === "img");
			const outputs = task.demo.outputs.filter((o) => o.type === "img");
			if (input?.type !== "img") continue;
			const expected = imageSize(assetBytes(task, input.filename));
			for (const out of outputs) {
				if (out.type === "img")
					expect(imageSize(assetBytes(task, out.filename)), `${id}/${out.filename}`).toEqual(expected);
			}
		}
	});
});
