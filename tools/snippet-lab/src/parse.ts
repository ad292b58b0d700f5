/**
 * Level 1: parse and lint, batched. Python: one `ast.parse` process and one `ruff` process
 * (undefined names, syntax) for the whole batch; JavaScript: acorn in-process (ES modules,
 * top-level await); shell: one bash process running `bash -n` per file; JSON: JSON.parse.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseJs } from "acorn";
import { scratchDir, VENV_BIN, VENV_PYTHON } from "./paths.js";
import { run } from "./run.js";
import type { LabFailure, LabSnippet } from "./types.js";

/** The ruff rules of the lint pass: undefined names, and syntax / invalid-statement errors. */
export const RUFF_RULES = "F821,E9,F63,F7";

/** Languages level 1 checks; a snippet in another language (csharp, …) is counted only. */
export const PARSED_LANGUAGES: ReadonlySet<string> = new Set(["python", "js", "sh", "json"]);

const PY_PARSE = `
import ast, json, sys
bad = []
for i, path in enumerate(json.load(sys.stdin)):
    with open(path, encoding="utf-8") as f:
        src = f.read()
    try:
        ast.parse(src, filename=path)
    except SyntaxError as e:
        bad.append({"index": i, "message": f"{e.msg} (line {e.lineno})"})
json.dump(bad, sys.stdout)
`;

interface RuffDiagnostic {
	filename: string;
	code: string | null;
	message: string;
	location?: { row: number; column: number };
}

async function pythonFailures(snippets: readonly LabSnippet[], dir: string): Promise<LabFailure[]> {
	if (snippets.length === 0) return [];
	const files = snippets.map((_, i) => join(dir, `s${i}.py`));
	snippets.forEach((s, i) => writeFileSync(files[i] as string, s.code));
	const [parsed, ruff] = await Promise.all([
		run(VENV_PYTHON, ["-c", PY_PARSE], { input: JSON.stringify(files) }),
		run(join(VENV_BIN, "ruff"), [
			"check",
			"--isolated",
			"--no-cache",
			"--select",
			RUFF_RULES,
			"--output-format",
			"json",
			"--exit-zero",
			dir,
		]),
	]);
	if (parsed.code !== 0) throw new Error(`python ast pass crashed: ${parsed.stderr}`);
	if (ruff.code !== 0) throw new Error(`ruff crashed: ${ruff.stderr}`);
	const failures: LabFailure[] = [];
	for (const f of JSON.parse(parsed.stdout) as { index: number; message: string }[]) {
		failures.push({ id: (snippets[f.index] as LabSnippet).id, level: "parse", message: f.message });
	}
	const byFile = new Map(files.map((f, i) => [f, snippets[i] as LabSnippet]));
	for (const d of JSON.parse(ruff.stdout) as RuffDiagnostic[]) {
		const s = byFile.get(d.filename);
		if (!s) throw new Error(`ruff reported an unknown file ${d.filename}`);
		failures.push({ id: s.id, level: "lint", message: `${d.code ?? "syntax"} ${d.message} (line ${d.location?.row})` });
	}
	return failures;
}

function jsFailures(snippets: readonly LabSnippet[]): LabFailure[] {
	const failures: LabFailure[] = [];
	for (const s of snippets) {
		try {
			parseJs(s.code, { ecmaVersion: "latest", sourceType: "module" });
		} catch (e) {
			failures.push({ id: s.id, level: "parse", message: String(e) });
		}
	}
	return failures;
}

async function shellFailures(snippets: readonly LabSnippet[], dir: string): Promise<LabFailure[]> {
	if (snippets.length === 0) return [];
	snippets.forEach((s, i) => writeFileSync(join(dir, `s${i}.sh`), s.code));
	// One bash process; each file is checked by `bash -n` and its errors kept apart.
	const script = `cd "$1" && for ((i = 0; i < $2; i++)); do bash -n "s$i.sh" 2>"s$i.err" || echo "$i"; done`;
	const res = await run("bash", ["-c", script, "bash", dir, String(snippets.length)]);
	if (res.code !== 0) throw new Error(`bash -n pass crashed: ${res.stderr}`);
	const failures: LabFailure[] = [];
	for (const line of res.stdout.split("\n")) {
		if (line.trim() === "") continue;
		const i = Number(line);
		const err = await run("cat", [join(dir, `s${i}.err`)]);
		failures.push({ id: (snippets[i] as LabSnippet).id, level: "parse", message: err.stdout.trim() });
	}
	return failures;
}

function jsonFailures(snippets: readonly LabSnippet[]): LabFailure[] {
	const failures: LabFailure[] = [];
	for (const s of snippets) {
		try {
			JSON.parse(s.code);
		} catch (e) {
			failures.push({ id: s.id, level: "parse", message: String(e) });
		}
	}
	return failures;
}

/**
 * Parse + lint failures of every snippet in a checked language (one process per language).
 * Identical programs are checked once; a failure is reported for each snippet that has it.
 */
export async function parseFailures(all: readonly LabSnippet[]): Promise<LabFailure[]> {
	const copies = new Map<string, LabSnippet[]>();
	for (const s of all) {
		const key = `${s.language}\u0000${s.code}`;
		const list = copies.get(key);
		if (list) list.push(s);
		else copies.set(key, [s]);
	}
	const snippets = [...copies.values()].map((list) => list[0] as LabSnippet);
	const failures = await uniqueFailures(snippets);
	const byId = new Map(snippets.map((s) => [s.id, copies.get(`${s.language}\u0000${s.code}`) as LabSnippet[]]));
	return failures.flatMap((f) => (byId.get(f.id) ?? []).map((s) => ({ ...f, id: s.id })));
}

async function uniqueFailures(snippets: readonly LabSnippet[]): Promise<LabFailure[]> {
	const by = (language: string) => snippets.filter((s) => s.language === language);
	const dir = scratchDir("parse");
	try {
		const pyDir = join(dir, "py");
		const shDir = join(dir, "sh");
		mkdirSync(pyDir);
		mkdirSync(shDir);
		const [py, shell] = await Promise.all([pythonFailures(by("python"), pyDir), shellFailures(by("sh"), shDir)]);
		return [...py, ...jsFailures(by("js")), ...shell, ...jsonFailures(by("json"))];
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}
