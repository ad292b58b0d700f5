/**
 * Level 4, Node side: the transformers.js library snippets run unmodified in Node against the
 * real `@huggingface/transformers` (installed by js-ml/setup.sh, outside the workspaces), on
 * tiny ONNX models that ml/fixtures_onnx.py exports under each record's id. Only the
 * environment changes: `node --import js-ml/preload.mjs` points the library at the fixtures with
 * remote models off, and answers the example URLs with small local files.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ModelRecord } from "@hubkit/catalog";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { librarySnippets } from "./corpus.js";
import { ML_PYTHON, type MlResult } from "./ml.js";
import { LAB_DIR, scratchDir } from "./paths.js";
import { pool, run } from "./run.js";
import type { LabSnippet } from "./types.js";

export const JS_ML_LIBRARY = "transformers.js";
export const JS_ML_DIR: string = join(LAB_DIR, "js-ml");
export const JS_ML_SETUP_SCRIPT: string = join(JS_ML_DIR, "setup.sh");
const PACKAGE_JSON = join(JS_ML_DIR, "node_modules", "@huggingface", "transformers", "package.json");
/** The fixture folder transformers.js reads as `env.localModelPath` (git-ignored, reused). */
export const JS_FIXTURE_DIR: string = join(LAB_DIR, ".work", "js-ml", "models");

export function jsMlReady(): boolean {
	return existsSync(PACKAGE_JSON);
}

/** Runs the setup script (a no-op when the pinned version is installed). */
export function ensureJsMl(): void {
	execFileSync("bash", [JS_ML_SETUP_SCRIPT], { stdio: ["ignore", "ignore", "inherit"] });
	if (!jsMlReady()) throw new Error(`${JS_ML_SETUP_SCRIPT} ran but @huggingface/transformers is missing`);
}

/** The installed `@huggingface/transformers` version. */
export function jsMlVersion(): string {
	return (JSON.parse(readFileSync(PACKAGE_JSON, "utf8")) as { version: string }).version;
}

/** Every transformers.js snippet over `models`. */
export function jsMlSnippets(models: readonly ModelRecord[] = SAMPLE_MODELS): LabSnippet[] {
	return librarySnippets(models).filter((s) => s.client === JS_ML_LIBRARY);
}

/**
 * What cannot run in Node whatever the fixture: [pattern on the error, why]. Each is a property
 * of the runtime, not of the snippet (which runs in a browser).
 */
const NODE_LIMITS: readonly (readonly [RegExp, string])[] = [
	[
		/AudioContext` is not available/,
		"transformers.js 4.x reads an audio URL only through the Web Audio API (load_audio throws without `AudioContext`, which Node lacks); in Node its pipelines take the decoded samples (a Float32Array at the model's sampling rate) instead, and the library has no decoder of its own (the snippet runs in a browser)",
	],
];

/** A printed string field that is not empty (Node quotes strings with ', " or ` as their content needs). */
const text = (field: string): RegExp => new RegExp(`${field}: ['"\`][^'"\`]`);
const BOX = /box: \{ xmin: \d+, ymin: \d+, xmax: \d+, ymax: \d+ \}/;

/**
 * What each pipeline's printed result shows when the task was done: the fields transformers.js
 * 4.x returns, as Node's console.log prints them. A task not listed only has to print something.
 */
export const JS_TASK_OUTPUTS: Readonly<Record<string, RegExp>> = {
	"text-classification": /label: '.+', score: \d/,
	"token-classification": /entity: '.+', score: \d/,
	"question-answering": text("answer"),
	"fill-mask": text("token_str"),
	"zero-shot-classification": /labels: \[.+\],\s+scores: \[/s,
	"feature-extraction": /_?Tensor \{.+dims: \[ \d+, \d+ \]/s,
	"image-feature-extraction": /_?Tensor \{.+dims: \[ \d+/s,
	"image-classification": /label: '.+', score: \d/,
	"zero-shot-image-classification": /score: \d.+label: '/s,
	"object-detection": BOX,
	"zero-shot-object-detection": BOX,
	"depth-estimation": /predicted_depth: _?Tensor.+depth: _?RawImage/s,
	"image-to-image": /_?RawImage \{.+width: \d+,\s+height: \d+,\s+channels: 3/s,
	"image-to-text": text("generated_text"),
	summarization: text("summary_text"),
	translation: text("translation_text"),
	"document-question-answering": text("answer"),
	"automatic-speech-recognition": text("text"),
	"audio-classification": /label: '.+', score: \d/,
	"text-to-audio": /_?RawAudio \{.+sampling_rate: \d+/s,
};

/** The pipeline task a snippet asks for (`pipeline("task", …)`), if it builds one. */
function pipelineTask(code: string): string | undefined {
	return /\bpipeline\("([\w-]+)"/.exec(code)?.[1];
}

/**
 * Whether a run that exited 0 shows it did what it says; the problem otherwise. `code` is the
 * snippet: a pipeline's result must have its task's fields, a bare model load must print a config.
 */
export function jsOutputProblem(stdout: string, code = ""): string | undefined {
	const printed = stdout.trim();
	if (printed === "") return "exited 0 but printed nothing";
	if (/^(undefined|null|\[\]|\{\})$/.test(printed)) return `exited 0 but printed only ${printed}`;
	const task = pipelineTask(code);
	const expected = task && Object.hasOwn(JS_TASK_OUTPUTS, task) ? JS_TASK_OUTPUTS[task] : undefined;
	if (expected && !expected.test(printed))
		return `exited 0 but its output shows no ${task} result: ${printed.slice(0, 200)}`;
	if (code.includes("console.log(model.config)") && !/model_type: '[\w-]+'/.test(printed))
		return `exited 0 but printed no model config: ${printed.slice(0, 200)}`;
	return undefined;
}

export interface JsMlOptions {
	jobs?: number;
	timeoutMs?: number;
}

/** Builds the ONNX fixtures `snippets` need, runs each snippet in Node, and classifies it. */
export async function runJsMlSnippets(
	snippets: readonly LabSnippet[],
	models: readonly ModelRecord[] = SAMPLE_MODELS,
	options: JsMlOptions = {},
): Promise<MlResult[]> {
	if (snippets.length === 0) return [];
	const work = scratchDir("js-ml");
	const ids = [...new Set(snippets.map((s) => s.modelId))];
	const known = new Set(models.map((m) => m.id));
	writeFileSync(join(work, "records.json"), JSON.stringify(ids.filter((id) => known.has(id)).map((id) => ({ id }))));
	mkdirSync(JS_FIXTURE_DIR, { recursive: true });
	const fixtures = await run(
		ML_PYTHON,
		[join(LAB_DIR, "ml", "fixtures_onnx.py"), join(work, "records.json"), JS_FIXTURE_DIR],
		{
			env: { PATH: process.env.PATH, HOME: process.env.HOME, LANG: "C.UTF-8", OMP_NUM_THREADS: "1" },
			timeoutMs: options.timeoutMs ?? 1_800_000,
		},
	);
	if (fixtures.code !== 0)
		throw new Error(`ONNX fixture factory failed (${fixtures.code}): ${fixtures.stderr.slice(-2000)}`);
	const noFixture = new Map<string, string>();
	for (const line of fixtures.stdout.split("\n")) {
		if (!line.startsWith("{")) continue;
		const r = JSON.parse(line) as { id: string; ok: boolean; reason?: string };
		if (!r.ok) noFixture.set(r.id, r.reason ?? "no fixture");
	}
	const env: NodeJS.ProcessEnv = {
		PATH: process.env.PATH,
		HOME: work,
		LANG: "C.UTF-8",
		SNIPPET_LAB_JS_MODELS: JS_FIXTURE_DIR,
		SNIPPET_LAB_MEDIA: join(JS_FIXTURE_DIR, "..", "media"),
		OMP_NUM_THREADS: "1",
	};
	const preload = join(JS_ML_DIR, "preload.mjs");
	return pool(snippets, options.jobs ?? 2, async (snippet, i) => {
		const reason = noFixture.get(snippet.modelId);
		const base = { snippet, seconds: 0, stdout: "", stderr: "" };
		if (reason !== undefined) return { ...base, status: "fixture-limit", reason: `no fixture: ${reason}` } as const;
		// Each snippet in its own folder whose node_modules is the lab's transformers.js install,
		// as in a user's project after `npm i @huggingface/transformers`.
		const dir = join(work, `run-${i}`);
		mkdirSync(dir);
		symlinkSync(join(JS_ML_DIR, "node_modules"), join(dir, "node_modules"), "dir");
		writeFileSync(join(dir, "snippet.mjs"), snippet.code);
		const t0 = Date.now();
		const r = await run(process.execPath, ["--import", preload, "snippet.mjs"], {
			cwd: dir,
			env,
			timeoutMs: options.timeoutMs ?? 300_000,
		});
		const done = { ...base, seconds: (Date.now() - t0) / 1000, stdout: r.stdout, stderr: r.stderr };
		const problem = r.timedOut
			? "timed out"
			: r.code === 0
				? jsOutputProblem(r.stdout, snippet.code)
				: errorLine(r.stderr);
		if (problem === undefined) return { ...done, status: "passed", reason: "" } as const;
		const limit = NODE_LIMITS.find(([pattern]) => pattern.test(r.stderr));
		if (limit) return { ...done, status: "fixture-limit", reason: `Node limit: ${limit[1]}` } as const;
		return { ...done, status: "failed", reason: problem } as const;
	});
}

/** The error a Node process died of (its first `…Error: message` line). */
function errorLine(stderr: string): string {
	const line = stderr.split("\n").find((l) => /^\w*(Error|Exception)\b.*:/.test(l.trim()));
	return (line ?? stderr.trim().split("\n").at(-1) ?? "no error output").trim().slice(0, 400);
}
