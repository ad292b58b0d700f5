/**
 * Level 4: library snippets run for real. The Python snippets of the libraries installed in
 * the ML venv (scripts/setup-ml-env.sh) run unmodified, offline, on tiny random models the
 * fixture factory (ml/fixtures.py) writes into a Hugging Face cache under each record's id;
 * media URLs are answered with small local files (ml/site/sitecustomize.py).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ModelRecord } from "@hubkit/catalog";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { librarySnippets } from "./corpus.js";
import { knownMlLimit, ML_SETUP_LIMITS } from "./ml-known.js";
import { LAB_DIR, scratchDir } from "./paths.js";
import { run } from "./run.js";
import type { LabSnippet } from "./types.js";

/** The libraries whose snippets level 4 runs (installed by setup-ml-env.sh). */
export const ML_LIBRARIES: readonly string[] = [
	"transformers",
	"sentence-transformers",
	"peft",
	"sklearn",
	"keras",
	"spacy",
	"timm",
	"open_clip",
];

export const ML_VENV: string = process.env.SNIPPET_LAB_ML_VENV ?? join(LAB_DIR, ".venv-ml");
export const ML_PYTHON: string = join(ML_VENV, "bin", "python");
export const ML_SETUP_SCRIPT: string = join(LAB_DIR, "scripts", "setup-ml-env.sh");
const ML_DIR = join(LAB_DIR, "ml");
/** The fixture cache: git-ignored, kept between runs (fixtures are content-hashed). */
export const FIXTURE_HOME: string = join(LAB_DIR, ".work", "hf");

export function mlVenvReady(): boolean {
	return existsSync(join(ML_VENV, ".ml-ready")) && existsSync(ML_PYTHON);
}

/** Runs the setup script (a no-op when the venv is ready). */
export function ensureMlEnv(): void {
	execFileSync("bash", [ML_SETUP_SCRIPT], { stdio: ["ignore", "ignore", "inherit"] });
	if (!mlVenvReady()) throw new Error(`${ML_SETUP_SCRIPT} ran but the ML virtualenv is incomplete`);
}

/** Every Python snippet of the level-4 libraries over `models`. */
export function mlSnippets(models: readonly ModelRecord[] = SAMPLE_MODELS): LabSnippet[] {
	return librarySnippets(models).filter((s) => s.language === "python" && ML_LIBRARIES.includes(s.client));
}

/** The shape of a snippet: library × task × which of the library's programs it is. */
export function shapeOf(snippet: LabSnippet, models: ReadonlyMap<string, ModelRecord>): string {
	const task = models.get(snippet.modelId)?.pipeline_tag ?? "none";
	const index = snippet.id.slice(snippet.id.lastIndexOf("#") + 1);
	return `${snippet.client}|${task}|#${index}`;
}

/** One snippet per shape (the first in catalogue order): the subset `npm test` runs. */
export function stratifiedSubset(snippets: readonly LabSnippet[], models: readonly ModelRecord[]): LabSnippet[] {
	const byId = new Map(models.map((m) => [m.id, m]));
	const seen = new Set<string>();
	return snippets.filter((s) => {
		const shape = shapeOf(s, byId);
		if (seen.has(shape)) return false;
		seen.add(shape);
		return true;
	});
}

export type MlStatus = "passed" | "failed" | "fixture-limit";

export interface MlResult {
	snippet: LabSnippet;
	status: MlStatus;
	/** Why it failed or could not run (empty when passed). */
	reason: string;
	seconds: number;
	stdout: string;
	stderr: string;
}

interface RawResult {
	id: string;
	code: number;
	stdout: string;
	stderr: string;
	seconds: number;
	files: string[];
}

/** The files a snippet says it writes (`.save("x.png")`, `sf.write("out.wav", …)`, …). */
export function savedFiles(code: string): string[] {
	const out = new Set<string>();
	for (const m of code.matchAll(
		/\.(?:save|write|save_pretrained|to_file|savefig)\(\s*(?:[\w.]+,\s*)?["']([^"'/]+\.\w+)["']/g,
	)) {
		out.add(m[1] as string);
	}
	for (const m of code.matchAll(/(?:^|[^\w.])(?:write|save)\(\s*["']([^"'/]+\.\w+)["']/gm)) out.add(m[1] as string);
	return [...out];
}

/**
 * What a library's snippet must print to show it ran the model, beyond printing something: a
 * summary table or a loaded pipeline's repr only shows that it loaded.
 */
const PRINTED: readonly { code: RegExp; stdout: RegExp; what: string }[] = [
	{
		// keras / tf-keras: the array model.predict returns (`[[0.13 0.08 …]]`), not only model.summary()'s table.
		code: /(?:keras\.saving|tf_keras\.models)\.load_model\(/,
		stdout: /^\s*\[+\s*-?\d/m,
		what: "prediction array",
	},
	{
		// spaCy: the entities the pipeline found, one "text LABEL" line each.
		code: /^import spacy$/m,
		stdout: /^\S.*\s[A-Z][A-Z_]*$/m,
		what: "entity with its label",
	},
];

/** What the fixture factory reports about a record's fixture (sizes the output must show). */
export interface FixtureFacts {
	/** The size of the embedding the model returns. */
	embedding_dim?: number;
	/** The classifier's number of classes (0: a feature backbone without one). */
	num_classes?: number;
}

/** The numbers in the first printed row of a tensor (`tensor([[1, 2, 3]])`). */
function tensorRow(text: string): number[] | undefined {
	const m = /tensor\(\[\[([^\]]*)\]/.exec(text);
	return m ? (m[1] as string).split(",").map((x) => Number(x.trim())) : undefined;
}

/**
 * Library-specific evidence in the output: timm prints the top-5 class indices (each a class
 * of the model) or the embedding's shape (the model's feature size); open_clip prints one
 * probability per label, summing to 1.
 */
function libraryOutputProblem(library: string, code: string, stdout: string, facts: FixtureFacts): string | undefined {
	if (library === "timm") {
		if (/print\(output\.shape\)/.test(code)) {
			const shape = /torch\.Size\(\[1, (\d+)\]\)/.exec(stdout);
			if (!shape) return "printed no embedding shape (1, size)";
			if (facts.embedding_dim !== undefined && Number(shape[1]) !== facts.embedding_dim)
				return `printed an embedding of size ${shape[1]}, the model's is ${facts.embedding_dim}`;
			return undefined;
		}
		const indices = tensorRow(stdout);
		const classes = facts.num_classes ?? Number.POSITIVE_INFINITY;
		if (indices?.length !== 5 || !indices.every((i) => Number.isInteger(i) && i >= 0 && i < classes))
			return "printed no top-5 class indices of the model's classes";
	}
	if (library === "open_clip") {
		const labels = /tokenizer\(\[([^\]]*)\]\)/.exec(code)?.[1]?.split(",").length;
		const probabilities = tensorRow(stdout);
		if (!probabilities || probabilities.length !== labels)
			return `printed no probability for each of the ${labels} labels`;
		if (Math.abs(probabilities.reduce((a, b) => a + b, 0) - 1) > 0.01)
			return "printed probabilities that do not sum to 1";
	}
	return undefined;
}

/** Whether a run that exited 0 shows what the snippet says it does; the problem otherwise. */
export function outputProblem(
	code: string,
	raw: Pick<RawResult, "stdout" | "files">,
	library = "",
	facts: FixtureFacts = {},
): string | undefined {
	const missing = savedFiles(code).filter((f) => !raw.files.includes(f));
	if (missing.length > 0) return `exited 0 but did not write ${missing.join(", ")}`;
	const printed = raw.stdout.trim();
	if (/\bprint\(/.test(code) && raw.stdout === "") return "exited 0 but printed nothing";
	if (/\bprint\(/.test(code) && (printed === "" || printed === "None")) return "exited 0 but printed only blank text";
	const expected = PRINTED.find((p) => p.code.test(code));
	if (expected && !expected.stdout.test(raw.stdout)) return `exited 0 but printed no ${expected.what}`;
	return libraryOutputProblem(library, code, raw.stdout, facts);
}

function lastLine(stderr: string): string {
	const lines = stderr
		.split("\n")
		.filter((l) => l.trim() !== "" && !l.startsWith(" "))
		.reverse();
	const error = lines.find((l) => /^\w[\w.]*(Error|Exception|Exit|Interrupt)\b|^\w+Error:/.test(l));
	if (error === undefined) return (lines[0] ?? "no error output").slice(0, 400);
	// Some errors put their message on the lines after `SomeError:`.
	const all = stderr.split("\n");
	const at = all.lastIndexOf(error);
	return [error, ...all.slice(at + 1, at + 4)].join(" ").replace(/\s+/g, " ").trim().slice(0, 400);
}

export interface MlRunOptions {
	/** Parallel children (default 2: the machine's cores). */
	jobs?: number;
	timeoutMs?: number;
}

/** Builds the fixtures `snippets` need, runs them, and classifies each outcome. */
export async function runMlSnippets(
	snippets: readonly LabSnippet[],
	models: readonly ModelRecord[] = SAMPLE_MODELS,
	options: MlRunOptions = {},
): Promise<MlResult[]> {
	if (snippets.length === 0) return [];
	const work = scratchDir("ml");
	const byId = new Map(models.map((m) => [m.id, m]));
	const records = [...new Set(snippets.map((s) => s.modelId))].map((id) => byId.get(id)).filter((m) => m);
	writeFileSync(join(work, "records.json"), JSON.stringify(records));
	writeFileSync(join(work, "jobs.json"), JSON.stringify(snippets.map((s) => ({ id: s.id, code: s.code }))));
	mkdirSync(FIXTURE_HOME, { recursive: true });
	const env: NodeJS.ProcessEnv = {
		// The venv's bin first: the ffmpeg the setup links there decodes audio files for transformers.
		PATH: `${join(ML_VENV, "bin")}:${process.env.PATH ?? ""}`,
		HOME: process.env.HOME,
		LANG: "C.UTF-8",
		HF_HOME: FIXTURE_HOME,
		HF_HUB_OFFLINE: "1",
		TRANSFORMERS_OFFLINE: "1",
		HF_HUB_DISABLE_TELEMETRY: "1",
		TQDM_DISABLE: "1",
		OMP_NUM_THREADS: "1",
		TOKENIZERS_PARALLELISM: "false",
		// site/ answers media URLs; lab-site-packages holds the pipeline packages the fixtures install (spaCy's wheels).
		PYTHONPATH: [join(ML_DIR, "site"), join(FIXTURE_HOME, "lab-site-packages")].join(":"),
		SNIPPET_LAB_MEDIA: join(LAB_DIR, ".work", "media"),
		SNIPPET_LAB_ML_JOBS: String(options.jobs ?? 2),
		MPLBACKEND: "Agg",
	};
	const timeoutMs = options.timeoutMs ?? 1_800_000;
	const fixtures = await run(ML_PYTHON, [join(ML_DIR, "fixtures.py"), join(work, "records.json"), FIXTURE_HOME], {
		env,
		timeoutMs,
	});
	const fixtureLimit = new Map<string, string>();
	const fixtureFacts = new Map<string, FixtureFacts>();
	for (const line of fixtures.stdout.split("\n")) {
		if (!line.startsWith("{")) continue;
		const r = JSON.parse(line) as { id: string; ok: boolean; reason?: string; facts?: FixtureFacts };
		if (!r.ok) fixtureLimit.set(r.id, r.reason ?? "no fixture");
		fixtureFacts.set(r.id, r.facts ?? {});
	}
	if (fixtures.code !== 0)
		throw new Error(`fixture factory failed (${fixtures.code}): ${fixtures.stderr.slice(-2000)}`);
	const runner = await run(ML_PYTHON, [join(ML_DIR, "runner.py"), join(work, "jobs.json"), join(work, "run")], {
		env,
		timeoutMs,
	});
	const raws = new Map<string, RawResult>();
	for (const line of runner.stdout.split("\n")) {
		if (!line.startsWith("{")) continue;
		const r = JSON.parse(line) as RawResult;
		raws.set(r.id, r);
	}
	if (runner.code !== 0) throw new Error(`runner failed (${runner.code}): ${runner.stderr.slice(-2000)}`);
	return snippets.map((snippet) =>
		classify(snippet, raws.get(snippet.id), fixtureLimit.get(snippet.modelId), fixtureFacts.get(snippet.modelId)),
	);
}

function classify(
	snippet: LabSnippet,
	raw: RawResult | undefined,
	fixtureReason: string | undefined,
	facts: FixtureFacts = {},
): MlResult {
	const base = { snippet, seconds: raw?.seconds ?? 0, stdout: raw?.stdout ?? "", stderr: raw?.stderr ?? "" };
	if (!raw) return { ...base, status: "failed", reason: "the runner returned no result" };
	const problem =
		raw.code === 0
			? outputProblem(snippet.code, raw, snippet.client, facts)
			: raw.code === -14
				? "timed out"
				: lastLine(raw.stderr);
	if (problem === undefined) return { ...base, status: "passed", reason: "" };
	if (fixtureReason) return { ...base, status: "fixture-limit", reason: `no fixture: ${fixtureReason}` };
	const known = knownMlLimit(snippet, problem);
	if (known) return { ...base, status: "fixture-limit", reason: `${known} (${problem.slice(0, 160)})` };
	return { ...base, status: "failed", reason: problem };
}

/** Pass counts per key (library, or library × task). */
export function tally(
	results: readonly MlResult[],
	key: (r: MlResult) => string,
): Map<string, Record<MlStatus, number>> {
	const out = new Map<string, Record<MlStatus, number>>();
	for (const r of results) {
		const k = key(r);
		const row = out.get(k) ?? { passed: 0, failed: 0, "fixture-limit": 0 };
		row[r.status]++;
		out.set(k, row);
	}
	return new Map([...out].sort(([a], [b]) => a.localeCompare(b)));
}

export function formatMlReport(results: readonly MlResult[], models: readonly ModelRecord[] = SAMPLE_MODELS): string {
	const byId = new Map(models.map((m) => [m.id, m]));
	const lines: string[] = [];
	const table = (title: string, rows: Map<string, Record<MlStatus, number>>) => {
		lines.push(title);
		for (const [k, v] of rows) {
			const total = v.passed + v.failed + v["fixture-limit"];
			lines.push(
				`  ${k.padEnd(48)} ${String(v.passed).padStart(4)}/${String(total).padEnd(4)} passed  ${v["fixture-limit"]} fixture limit  ${v.failed} failed`,
			);
		}
	};
	table(
		"level 4 by library",
		tally(results, (r) => r.snippet.client),
	);
	table(
		"level 4 by library × task",
		tally(results, (r) => `${r.snippet.client} ${byId.get(r.snippet.modelId)?.pipeline_tag ?? "(no task)"}`),
	);
	const clients = new Set(results.map((r) => r.snippet.client));
	const setup = Object.entries(ML_SETUP_LIMITS).filter(([lib]) => clients.has(lib) || !ML_LIBRARIES.includes(lib));
	if (setup.length > 0) {
		lines.push("not run as a user would:");
		for (const [lib, cause] of setup) lines.push(`  ${lib}: ${cause}`);
	}
	const bad = results.filter((r) => r.status !== "passed");
	if (bad.length > 0) {
		lines.push("not passed:");
		for (const r of bad) lines.push(`  [${r.status}] ${r.snippet.id}: ${r.reason}`);
	}
	return lines.join("\n");
}
