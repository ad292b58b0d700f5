/**
 * Level "installed": the Python library snippets of a library the lab installs (transformers,
 * peft, …) that could not run here (no fixture for the architecture, a package missing from the
 * mirror, a video decoder transformers cannot use offline) are type-checked with pyright against
 * the real package in the ML venv, judged as the stubs level judges. So they read "type-checked
 * against transformers 5.x" rather than "parsed". `npm run lab -- --levels stubs` writes them into
 * the type-check manifest beside the stubbed libraries' snippets; `test/typecheck-installed.test.ts`
 * repeats the check in CI, where the ML venv is installed.
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import type { ModelRecord } from "@hubkit/catalog";
import { snippetVerification } from "@hubkit/catalog";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { librarySnippets } from "./corpus.js";
import { JS_ML_DIR, JS_ML_LIBRARY, jsMlVersion } from "./js-ml.js";
import { ML_LIBRARIES, ML_PYTHON, ML_VENV } from "./ml.js";
import { type PyrightDiagnostic, pyrightMessage, runPyright, tscFailures, unique } from "./typecheck.js";
import { isLibraryDiagnostic, LIBRARY_SOURCES } from "./typecheck-source.js";
import { installedVersion, type StubCheck } from "./typecheck-stubs.js";
import type { LabSnippet } from "./types.js";

/** An installed Python library's import name: its id with `-` as `_` (`sentence-transformers`). */
function moduleOf(library: string): string {
	return library.replace(/-/g, "_");
}

const NO_TYPE_CHECKS = { packages: {}, snippets: [] };

/**
 * Whether this level checks `library`'s snippets: a library the lab runs for real (Python or
 * transformers.js), unless the stubs level already checks it (scikit-learn, for its skops files).
 */
export function checkedAgainstInstalled(library: string): boolean {
	return library === JS_ML_LIBRARY || (ML_LIBRARIES.includes(library) && !Object.hasOwn(LIBRARY_SOURCES, library));
}

/**
 * The snippets this level checks: Python snippets of those libraries that did not run (the run
 * manifest has no line for their text) and do not load the repository's own code.
 */
export function installedCheckSnippets(models: readonly ModelRecord[] = SAMPLE_MODELS): LabSnippet[] {
	return librarySnippets(models).filter(
		(s) =>
			s.language === "python" &&
			checkedAgainstInstalled(s.client) &&
			snippetVerification(s.client, s.code, undefined, NO_TYPE_CHECKS).level === "parsed",
	);
}

/** transformers.js's package, as its snippets import it. */
export const JS_ML_PACKAGE = "@huggingface/transformers";

/**
 * The transformers.js snippets that did not run (audio from a URL, which Node cannot decode; a
 * model with no fixture) and import only transformers.js: checked with tsc against its types.
 * Kokoro's snippet imports kokoro-js, which the lab does not install: it stays parsed.
 */
export function installedJsCheckSnippets(models: readonly ModelRecord[] = SAMPLE_MODELS): LabSnippet[] {
	const imports = (code: string) => [...code.matchAll(/\bfrom\s+"([^"]+)"/g)].map((m) => m[1]);
	return librarySnippets(models).filter(
		(s) =>
			s.client === JS_ML_LIBRARY &&
			imports(s.code).every((m) => m === JS_ML_PACKAGE) &&
			snippetVerification(s.client, s.code, undefined, NO_TYPE_CHECKS).level === "parsed",
	);
}

/** tsc (strict, as level 2) over every snippet at once, against the lab's installed transformers.js. */
export async function typecheckJsAgainstInstalled(snippets: readonly LabSnippet[]): Promise<StubCheck[]> {
	const failures = await tscFailures(snippets, join(JS_ML_DIR, "node_modules"));
	return snippets.map((snippet) => ({
		target: { snippet, module: JS_ML_PACKAGE, pip: JS_ML_PACKAGE },
		problems: failures.filter((f) => f.id === snippet.id).map((f) => f.message),
	}));
}

/**
 * Complaints that say more about the installed package's annotations than about the snippet, on
 * top of what the stubs level already leaves out (argument types, Optional access): a method
 * pyright cannot bind to the placeholder class transformers' auto classes are annotated with
 * (`_BaseModelWithGenerate`), and "no overload matches" when pyright names an argument's type as
 * the mismatch on the same line (a chat-message list passed as a pipeline's `text`, which the
 * pipeline accepts though its annotation says `list[str]`). An unknown keyword or name still fails.
 */
const ANNOTATION_QUIRKS: readonly RegExp[] = [/Could not bind method "\w+" because/];

/** Whether `d`, one of a snippet's diagnostics `all`, is a defect of the snippet. */
export function isInstalledDiagnostic(
	d: PyrightDiagnostic,
	all: readonly PyrightDiagnostic[],
	module: string,
): boolean {
	if (d.rule === "reportMissingImports" || d.rule === "reportMissingModuleSource")
		return /Import "([\w.]+)"/.exec(d.message)?.[1]?.split(".")[0] === module;
	if (!isLibraryDiagnostic(d) || ANNOTATION_QUIRKS.some((re) => re.test(d.message))) return false;
	if (d.rule === "reportCallIssue" && d.message.startsWith("No overloads for"))
		return !all.some((o) => o.rule === "reportArgumentType" && o.range.start.line === d.range.start.line);
	return true;
}

/** pyright over every snippet at once, in the ML venv (the real installed packages). */
export async function typecheckAgainstInstalled(snippets: readonly LabSnippet[]): Promise<StubCheck[]> {
	const { first, copies } = unique(snippets);
	const byFile = new Map<number, PyrightDiagnostic[]>();
	for (const { index, diagnostic } of await runPyright(
		first.map((s) => s.code),
		{ venv: ML_VENV },
	))
		if (index !== undefined) byFile.set(index, [...(byFile.get(index) ?? []), diagnostic]);
	const problems = new Map<string, string[]>();
	first.forEach((s, i) => {
		const all = byFile.get(i) ?? [];
		const found = all.filter((d) => isInstalledDiagnostic(d, all, moduleOf(s.client))).map(pyrightMessage);
		for (const copy of copies.get(s.id) ?? [s]) problems.set(copy.id, found);
	});
	return snippets.map((snippet) => ({
		target: { snippet, module: moduleOf(snippet.client), pip: snippet.client },
		problems: problems.get(snippet.id) ?? [],
	}));
}

/**
 * The version of a package a snippet was checked against: transformers.js's from the lab's install,
 * an ML library's from the ML venv, any other (huggingface_hub, openai) from the lab venv.
 */
export function checkedPackageVersion(module: string): string {
	if (module === JS_ML_PACKAGE) return jsMlVersion();
	if (!ML_LIBRARIES.some((library) => moduleOf(library) === module)) return installedVersion(module);
	return execFileSync(ML_PYTHON, ["-c", `import ${module}; print(${module}.__version__)`], {
		encoding: "utf8",
	}).trim();
}
