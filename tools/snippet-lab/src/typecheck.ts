/**
 * Level 2: type-check against the real clients. All JS snippets go through one `tsc --strict`
 * over a temporary project (ESM, nodenext) that resolves `openai` and `@huggingface/inference`
 * from the repository's node_modules; all Python snippets go through one `pyright` run against
 * the lab's virtualenv (openai, huggingface_hub, requests).
 *
 * The JS snippets are JavaScript programs a user saves as `file.mjs`, so they are checked as
 * such (`.mjs` with checkJs: strict rules, JSDoc annotations honoured), not renamed to `.mts`.
 *
 * Programs that differ only in the model ids they quote have the same types; they are checked
 * once (ids replaced by a fixed stand-in), and a failure is reported on every copy.
 */
import { existsSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import { TARGETS } from "@hubkit/inference-snippets";
import { scratchDir, VENV_DIR } from "./paths.js";
import { run } from "./run.js";
import type { LabFailure, LabSnippet } from "./types.js";

/** Clients whose snippets level 2 checks: the targets whose descriptor says so (`typecheckedByLab`). */
export const TYPECHECKED_CLIENTS: ReadonlySet<string> = new Set(
	TARGETS.filter((t) => t.typecheckedByLab).map((t) => `${t.language}/${t.client}`),
);

export function isTypechecked(s: Pick<LabSnippet, "language" | "client">): boolean {
	return TYPECHECKED_CLIENTS.has(`${s.language}/${s.client}`);
}

const require = createRequire(import.meta.url);

export const TSCONFIG = {
	compilerOptions: {
		strict: true,
		noEmit: true,
		module: "nodenext",
		moduleResolution: "nodenext",
		target: "ES2022",
		lib: ["ES2022"],
		types: ["node"],
		skipLibCheck: true,
		allowJs: true,
		checkJs: true,
	},
	include: ["*.mjs"],
};

/** A stand-in for model ids: letters only, so it reads the same in every language's string. */
const ID_STANDIN = "labmodelid";

/** The program with the ids it quotes replaced by the stand-in (types do not depend on them). */
export function typeShape(s: LabSnippet & { ids?: readonly string[] }): string {
	let code = s.code;
	const ids = [...(s.ids ?? [s.modelId])].filter((id) => id.length >= 3).sort((a, b) => b.length - a.length);
	for (const id of ids) code = code.split(id).join(ID_STANDIN);
	return code;
}

/** Groups programs of the same shape: checks the first, reports a failure on each copy. */
export function unique(snippets: readonly LabSnippet[]): { first: LabSnippet[]; copies: Map<string, LabSnippet[]> } {
	const byShape = new Map<string, LabSnippet[]>();
	for (const s of snippets) {
		const key = typeShape(s);
		const list = byShape.get(key);
		if (list) list.push(s);
		else byShape.set(key, [s]);
	}
	const first = [...byShape.values()].map((l) => l[0] as LabSnippet);
	return { first, copies: new Map(first.map((s) => [s.id, byShape.get(typeShape(s)) as LabSnippet[]])) };
}

function spread(failures: LabFailure[], copies: Map<string, LabSnippet[]>): LabFailure[] {
	return failures.flatMap((f) => (copies.get(f.id) ?? []).map((s) => ({ ...f, id: s.id })));
}

/**
 * tsc over every JS snippet at once; `nodeModules` (linked into the project) resolves packages
 * outside the repository's install (the lab's transformers.js).
 */
export async function tscFailures(snippets: readonly LabSnippet[], nodeModules?: string): Promise<LabFailure[]> {
	const { first, copies } = unique(snippets);
	if (first.length === 0) return [];
	const dir = scratchDir("tsc");
	try {
		if (nodeModules) symlinkSync(nodeModules, join(dir, "node_modules"), "dir");
		first.forEach((s, i) => writeFileSync(join(dir, `s${i}.mjs`), s.code));
		writeFileSync(join(dir, "tsconfig.json"), JSON.stringify(TSCONFIG, null, 2));
		const tsc = require.resolve("typescript/bin/tsc");
		const res = await run(process.execPath, [tsc, "-p", join(dir, "tsconfig.json"), "--pretty", "false"], { cwd: dir });
		const failures: LabFailure[] = [];
		// tsc prints `s12.mjs(3,7): error TS2339: …` (continuation lines are indented).
		for (const line of res.stdout.split("\n")) {
			const m = /^s(\d+)\.mjs\((\d+),\d+\): error (TS\d+: .*)$/.exec(line);
			if (m)
				failures.push({
					id: (first[Number(m[1])] as LabSnippet).id,
					level: "typecheck",
					message: `${m[3]} (line ${m[2]})`,
				});
			else if (/error TS/.test(line)) throw new Error(`tsc: ${line}`);
		}
		if (res.code !== 0 && failures.length === 0) throw new Error(`tsc crashed: ${res.stdout}${res.stderr}`);
		return spread(failures, copies);
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

/** The pyright CLI shipped inside the pip package, run on this Node (never a downloaded one). */
export function pyrightEntry(): string {
	const lib = join(VENV_DIR, "lib");
	for (const d of existsSync(lib) ? readdirSync(lib) : []) {
		const entry = join(lib, d, "site-packages", "pyright", "dist", "index.js");
		if (existsSync(entry)) return entry;
	}
	throw new Error(`pyright is not installed in ${VENV_DIR}; run tools/snippet-lab/scripts/setup-env.sh`);
}

export interface PyrightDiagnostic {
	file: string;
	severity: "error" | "warning" | "information";
	message: string;
	rule?: string;
	range: { start: { line: number } };
}

export interface PyrightError {
	/** Which of the given codes the diagnostic is in; undefined for another file (a library's own source). */
	index?: number;
	diagnostic: PyrightDiagnostic;
}

/**
 * pyright once over `codes` (written as s0.py, s1.py, … in a scratch folder) against the lab
 * venv's packages and `extraPaths`; its error diagnostics. Levels 2 and 9 both run it.
 */
export async function runPyright(
	codes: readonly string[],
	options: { extraPaths?: string[]; stubPath?: string; env?: NodeJS.ProcessEnv; venv?: string } = {},
): Promise<PyrightError[]> {
	if (codes.length === 0) return [];
	const dir = scratchDir("pyright");
	try {
		codes.forEach((code, i) => writeFileSync(join(dir, `s${i}.py`), code));
		writeFileSync(
			join(dir, "pyrightconfig.json"),
			JSON.stringify({
				pythonVersion: "3.11",
				// The lab venv (the inference clients), or the one named (the ML venv's real libraries).
				venvPath: dirname(options.venv ?? VENV_DIR),
				venv: basename(options.venv ?? VENV_DIR),
				...(options.extraPaths && { extraPaths: options.extraPaths }),
				...(options.stubPath && { stubPath: options.stubPath }),
				typeCheckingMode: "standard",
				reportMissingModuleSource: "none",
			}),
		);
		const res = await run(process.execPath, [pyrightEntry(), "--outputjson", "-p", join(dir, "pyrightconfig.json")], {
			cwd: dir,
			...(options.env && { env: options.env }),
		});
		if (!res.stdout.trim().startsWith("{")) throw new Error(`pyright crashed: ${res.stdout}${res.stderr}`);
		const out = JSON.parse(res.stdout) as { generalDiagnostics: PyrightDiagnostic[] };
		return out.generalDiagnostics
			.filter((d) => d.severity === "error")
			.map((diagnostic) => {
				const m = /s(\d+)\.py$/.exec(diagnostic.file);
				return m ? { index: Number(m[1]), diagnostic } : { diagnostic };
			});
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

/** How a pyright diagnostic reads in a report. */
export function pyrightMessage(d: PyrightDiagnostic): string {
	return `${d.rule ?? "error"}: ${d.message} (line ${d.range.start.line + 1})`;
}

/** pyright over every Python snippet at once, against the venv's packages. */
export async function pyrightFailures(snippets: readonly LabSnippet[]): Promise<LabFailure[]> {
	const { first, copies } = unique(snippets);
	const failures: LabFailure[] = [];
	for (const { index, diagnostic } of await runPyright(first.map((s) => s.code))) {
		if (index === undefined) throw new Error(`pyright reported an unknown file ${diagnostic.file}`);
		failures.push({ id: (first[index] as LabSnippet).id, level: "typecheck", message: pyrightMessage(diagnostic) });
	}
	return spread(failures, copies);
}

/** Level 2 over a batch: tsc and pyright run side by side. */
export async function typecheckFailures(snippets: readonly LabSnippet[]): Promise<LabFailure[]> {
	const checked = snippets.filter(isTypechecked);
	const [ts, py] = await Promise.all([
		tscFailures(checked.filter((s) => s.language === "js")),
		pyrightFailures(checked.filter((s) => s.language === "python")),
	]);
	return [...ts, ...py];
}
