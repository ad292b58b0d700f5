/**
 * Level "stubs": the Python library snippets of libraries that cannot be installed here are
 * type-checked with pyright against committed signature stubs (`stubs/<module>/…pyi`), so CI
 * repeats the check without network. Each stub holds only the names the sample snippets use,
 * their signatures read from the library's source by `scripts/write_stubs.py` (`npm run lab --
 * --levels source` fetches the sources and rewrites the stubs), with a header naming the
 * repository, ref, commit, files read and licence. A snippet that imports none of those libraries
 * but huggingface_hub (a download-only snippet) is checked against the lab venv's huggingface_hub.
 * What is reported is what the source level reported (`isLibraryDiagnostic`).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { ModelRecord, TypeCheckEntry, TypeCheckManifest } from "@hubkit/catalog";
import { snippetHash } from "@hubkit/catalog";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { librarySnippets } from "./corpus.js";
import { INSTALLABLE_LIBRARIES } from "./coverage.js";
import { LAB_DIR, REPO_DIR, VENV_BIN, VENV_PYTHON } from "./paths.js";
import { type PyrightDiagnostic, pyrightMessage, runPyright, unique as shapeGroups } from "./typecheck.js";
import {
	commitOf,
	importedSource,
	isLibraryDiagnostic,
	LIBRARY_SOURCES,
	type LibrarySource,
	sourceDir,
	sourceLicence,
	sourceVersion,
	typingView,
} from "./typecheck-source.js";
import type { LabSnippet } from "./types.js";

export const STUBS_DIR: string = join(LAB_DIR, "stubs");

/** What every stub file's header states (scripts/write_stubs.py writes it). */
export interface StubHeader {
	pip: string;
	version: string;
	repo: string;
	ref: string;
	commit: string;
	/** The source files the signatures were read from, as the repository names them. */
	files: string;
	licence: string;
}

/** The header of a stub file's text; undefined when a line is missing or empty. */
export function stubHeader(text: string): StubHeader | undefined {
	const line = (key: string) => new RegExp(`^# ${key}: (.+)$`, "m").exec(text)?.[1]?.trim();
	const of = line("stub-of")?.split(" ");
	const source = /^https:\/\/github\.com\/([\w.-]+\/[\w.-]+) (\S+) ([0-9a-f]{7,40})$/.exec(line("source") ?? "");
	const files = line("read-from");
	const licence = line("licence");
	if (of?.length !== 2 || !source || !files || !licence) return undefined;
	return {
		pip: of[0] as string,
		version: of[1] as string,
		repo: source[1] as string,
		ref: source[2] as string,
		commit: source[3] as string,
		files,
		licence,
	};
}

/** Every `.pyi` under the stubs folder, relative to it. */
export function stubFiles(dir: string = STUBS_DIR): string[] {
	if (!existsSync(dir)) return [];
	return readdirSync(dir, { recursive: true, encoding: "utf8" })
		.filter((f) => f.endsWith(".pyi"))
		.sort();
}

/** The stub files (relative to `dir`) whose header lacks a line: a stub must say where it was read from. */
export function stubsWithoutHeader(dir: string = STUBS_DIR): string[] {
	return stubFiles(dir).filter((f) => !stubHeader(readFileSync(join(dir, f), "utf8")));
}

/** Import name → the header of its stub package (`<module>/__init__.pyi`). */
export function stubPackages(dir: string = STUBS_DIR): Map<string, StubHeader> {
	const out = new Map<string, StubHeader>();
	for (const f of stubFiles(dir)) {
		const m = /^([\w]+)[/\\]__init__\.pyi$/.exec(f);
		const header = m && stubHeader(readFileSync(join(dir, f), "utf8"));
		if (m && header) out.set(m[1] as string, header);
	}
	return out;
}

/**
 * Defects the check found in generated snippets, left to the generators' owners: snippet-id
 * prefix → what is wrong. These snippets stay "parsed"; the test fails when one of them checks
 * clean again (delete its line then) or another snippet fails.
 */
export const KNOWN_SNIPPET_DEFECTS: Readonly<Record<string, string>> = {};

export function knownDefect(id: string): string | undefined {
	return Object.entries(KNOWN_SNIPPET_DEFECTS).find(([prefix]) => id.startsWith(prefix))?.[1];
}

/**
 * Libraries whose package is a fork imported under the name of another library's stub: THU-MIG's
 * yolov10 installs its own `ultralytics`, with classes (`YOLOv10`) the ultralytics stub does not
 * have. Their snippets are never checked against the other library's stub: the fork's own stub
 * lives in `stubs/forks/<library id>/<module>/` (written from the fork's source when it is in
 * LIBRARY_SOURCES) and is checked in a pyright run of its own.
 */
export const FORKS_OF_STUBBED: Readonly<Record<string, string>> = { yolov10: "ultralytics" };

/** The stub path of a fork library's own stub package. */
export function forkStubDir(library: string, dir: string = STUBS_DIR): string {
	return join(dir, "forks", library);
}

/** The fork a library's snippets import, if it is one. */
function forkOf(library: string): string | undefined {
	return Object.hasOwn(FORKS_OF_STUBBED, library) ? FORKS_OF_STUBBED[library] : undefined;
}

/**
 * The venv packages a snippet that imports no stubbed library is checked against:
 * huggingface_hub (download-only snippets), openai (a local server's OpenAI-compatible API).
 */
const INSTALLED: readonly string[] = ["huggingface_hub", "openai"];

/**
 * How one snippet is checked: against a stub package (in `root`, a fork's stub path, when set),
 * against the venv's huggingface_hub, or not (why).
 */
export type StubTarget =
	| { snippet: LabSnippet; module: string; pip: string; root?: string }
	| { snippet: LabSnippet; module?: undefined; reason: string };

const IMPORT = /^\s*(?:from\s+([\w.]+)\s+import|import\s+([\w.]+))/gm;

function importedModules(code: string): string[] {
	return [...new Set([...code.matchAll(IMPORT)].map((m) => ((m[1] ?? m[2]) as string).split(".")[0] as string))];
}

/** What check `s` gets with the stubs in `dir` (`stubs`: its packages, read once by the caller). */
export function stubTarget(s: LabSnippet, stubs: ReadonlyMap<string, StubHeader>, dir: string = STUBS_DIR): StubTarget {
	if (s.language !== "python") return { snippet: s, reason: `not Python (${s.language}): parsed as such` };
	const modules = importedModules(s.code);
	const fork = forkOf(s.client);
	if (fork && modules.includes(fork)) {
		const root = forkStubDir(s.client, dir);
		const header = stubPackages(root).get(fork);
		return header
			? { snippet: s, module: fork, pip: header.pip, root }
			: { snippet: s, reason: `imports its own fork of ${fork}: the ${fork} stub is another library's` };
	}
	const source = importedSource(s);
	if (source) {
		const header = stubs.get(source.module);
		return header
			? { snippet: s, module: source.module, pip: header.pip }
			: { snippet: s, reason: `no stub of ${source.module} yet` };
	}
	const stubbed = modules.find((m) => stubs.has(m));
	if (stubbed) return { snippet: s, module: stubbed, pip: (stubs.get(stubbed) as StubHeader).pip };
	if (modules.length === 0) return { snippet: s, reason: "no code: the snippet is a comment" };
	const installed = INSTALLED.find((m) => modules.includes(m));
	if (installed) return { snippet: s, module: installed, pip: installed };
	return { snippet: s, reason: `imports ${modules.join(", ")}: no stub` };
}

/**
 * The library snippets this level considers: those of libraries the lab does not install, and
 * those of an installed library that load a package it does not install (scikit-learn's skops).
 */
export function stubSnippets(models: readonly ModelRecord[] = SAMPLE_MODELS): LabSnippet[] {
	return librarySnippets(models).filter(
		(s) => !INSTALLABLE_LIBRARIES.includes(s.client) || Object.hasOwn(LIBRARY_SOURCES, s.client),
	);
}

export interface StubCheck {
	target: StubTarget;
	problems: string[];
}

/** pyright over every checkable snippet at once, with the stubs folder as its stub path. */
export async function typecheckAgainstStubs(
	snippets: readonly LabSnippet[],
	models: readonly ModelRecord[] = SAMPLE_MODELS,
	dir: string = STUBS_DIR,
): Promise<StubCheck[]> {
	const stubs = stubPackages(dir);
	const byId = new Map(models.map((m) => [m.id, m]));
	const targets = snippets.map((s) => stubTarget(s, stubs, dir));
	const problems = new Map<string, string[]>();
	// A download-only snippet that also imports a package neither installed nor stubbed is
	// checked only in part: it stays unchecked, naming the package.
	const unresolved = new Map<string, Set<string>>();
	// One pyright run per stub path: the stubs folder, and each fork's own.
	const roots = new Map<string, StubTarget[]>();
	for (const t of targets)
		if (t.module !== undefined) roots.set(t.root ?? dir, [...(roots.get(t.root ?? dir) ?? []), t]);
	for (const [root, group] of roots) {
		const checkable = group.map((t) => ({ ...t.snippet, code: typingView(t.snippet.code, (id) => byId.get(id)) }));
		const own = new Set([...stubs.keys(), ...(root === dir ? [] : stubPackages(root).keys())]);
		await pyrightOver(checkable, root, own, problems, unresolved);
	}
	return targets.map((target): StubCheck => {
		const missing = unresolved.get(target.snippet.id);
		if (target.module !== undefined && INSTALLED.includes(target.module) && missing)
			return {
				target: { snippet: target.snippet, reason: `imports ${[...missing].join(", ")}: no stub` },
				problems: [],
			};
		return { target, problems: problems.get(target.snippet.id) ?? [] };
	});
}

/** pyright over `checkable` with `root` as its stub path; adds what it finds to `problems` and `unresolved`. */
async function pyrightOver(
	checkable: readonly LabSnippet[],
	root: string,
	own: ReadonlySet<string>,
	problems: Map<string, string[]>,
	unresolved: Map<string, Set<string>>,
): Promise<void> {
	const { first, copies } = shapeGroups(checkable);
	const errors = await runPyright(
		first.map((s) => s.code),
		{ stubPath: root },
	);
	for (const { index, diagnostic } of errors) {
		if (index === undefined) continue;
		const s = first[index] as LabSnippet;
		const module = /^Import "([\w.]+)" could not be resolved/.exec(diagnostic.message)?.[1]?.split(".")[0];
		if (module && diagnostic.rule === "reportMissingImports")
			for (const copy of copies.get(s.id) ?? [s])
				unresolved.set(copy.id, (unresolved.get(copy.id) ?? new Set()).add(module));
		if (!isStubDiagnostic(diagnostic, own)) continue;
		for (const copy of copies.get(s.id) ?? [s]) {
			const list = problems.get(copy.id) ?? [];
			list.push(pyrightMessage(diagnostic));
			problems.set(copy.id, list);
		}
	}
}

/** The header of the stub package a checked target was checked against (a fork's own, when it is one). */
function targetHeader(
	target: Extract<StubTarget, { module: string }>,
	stubs: ReadonlyMap<string, StubHeader>,
): StubHeader | undefined {
	return target.root ? stubPackages(target.root).get(target.module) : stubs.get(target.module);
}

/** As the source level judges, with the stubbed packages as the libraries under test. */
export function isStubDiagnostic(d: Pick<PyrightDiagnostic, "rule" | "message">, own: ReadonlySet<string>): boolean {
	if (d.rule === "reportMissingImports" || d.rule === "reportMissingModuleSource") {
		const module = /Import "([\w.]+)"/.exec(d.message)?.[1]?.split(".")[0];
		return module !== undefined && own.has(module);
	}
	return isLibraryDiagnostic(d);
}

/** Parses `library:<lib>:<model id>#<index>`. */
function parts(id: string): [string, string, number] {
	const m = /^library:([^:]+):(.+)#(\d+)$/.exec(id);
	if (!m) throw new Error(`not a library snippet id: ${id}`);
	return [m[1] as string, m[2] as string, Number(m[3])];
}

/** The version of an installed package (the lab venv's). */
export function installedVersion(module: string): string {
	return execFileSync(VENV_PYTHON, ["-c", `import ${module}; print(${module}.__version__)`], {
		encoding: "utf8",
	}).trim();
}

/** The manifest: every snippet that type-checked clean, and per package what it was checked against. */
export function buildStubManifest(
	checks: readonly StubCheck[],
	dir: string = STUBS_DIR,
	installed: (module: string) => string = installedVersion,
): TypeCheckManifest {
	const stubs = stubPackages(dir);
	const snippets: TypeCheckEntry[] = [];
	const packages: Record<string, TypeCheckManifest["packages"][string]> = {};
	for (const { target, problems } of checks) {
		if (target.module === undefined || problems.length > 0) continue;
		const [lib, model, i] = parts(target.snippet.id);
		snippets.push([lib, model, i, snippetHash(target.snippet.code), "type-checked", target.pip]);
		const header = targetHeader(target, stubs);
		packages[target.pip] ??= header
			? { library: header.pip, version: header.version, commit: header.commit, against: "signatures" }
			: { library: target.module, version: installed(target.module), against: "package" };
	}
	snippets.sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1]) || a[2] - b[2]);
	const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b)));
	return { packages: sorted, snippets };
}

/**
 * Rewrites the stub packages of the fetched sources from the names `snippets` use
 * (scripts/write_stubs.py), then formats them with the venv's ruff. Returns, per package, the
 * names the snippets import that its source does not define.
 */
export function writeStubs(
	sources: readonly LibrarySource[],
	snippets: readonly LabSnippet[],
	dir: string = STUBS_DIR,
	models: readonly ModelRecord[] = SAMPLE_MODELS,
): Record<string, { files: string[]; missing: string[] }> {
	const byId = new Map(models.map((m) => [m.id, m]));
	// A fork's package goes to its own stub path and reads only its library's snippets; the other
	// packages never read a fork library's snippets.
	const forkLibrary = (s: LibrarySource) =>
		Object.keys(FORKS_OF_STUBBED).find((lib) => forkOf(lib) === s.module && LIBRARY_SOURCES[lib]?.includes(s));
	const packages = sources.map((s) => {
		const fork = forkLibrary(s);
		return {
			stubs: fork ? forkStubDir(fork, dir) : dir,
			module: s.module,
			root: join(sourceDir(s), s.root),
			prefix: s.root,
			pip: s.pip,
			version: sourceVersion(s),
			repo: s.repo,
			ref: s.ref ?? "HEAD",
			commit: commitOf(s).slice(0, 12),
			licence: sourceLicence(s),
			snippets: snippets
				.filter((x) => x.language === "python" && importedModules(x.code).includes(s.module))
				.filter((x) => (fork ? x.client === fork : forkOf(x.client) !== s.module))
				.map((x) => typingView(x.code, (id) => byId.get(id))),
		};
	});
	const written: Record<string, { files: string[]; missing: string[] }> = {};
	for (const stubs of new Set(packages.map((p) => p.stubs))) {
		const here = packages.filter((p) => p.stubs === stubs);
		for (const p of here) rmSync(join(stubs, p.module), { recursive: true, force: true });
		const out = execFileSync(VENV_PYTHON, [join(LAB_DIR, "scripts", "write_stubs.py")], {
			input: JSON.stringify({ stubs, packages: here }),
			encoding: "utf8",
			maxBuffer: 64 << 20,
		});
		const answer = JSON.parse(out) as Record<string, { files: string[]; missing: string[] }>;
		for (const [module, w] of Object.entries(answer)) written[stubs === dir ? module : `${module} (fork)`] = w;
	}
	execFileSync(join(VENV_BIN, "ruff"), ["check", "--quiet", "--fix", "--select", "I", dir], { cwd: REPO_DIR });
	execFileSync(join(VENV_BIN, "ruff"), ["format", "--quiet", dir], { cwd: REPO_DIR });
	return written;
}

/** Per library: snippets checked, clean, what against; then each problem and each unchecked reason. */
export function formatStubReport(checks: readonly StubCheck[], dir: string = STUBS_DIR): string {
	const stubs = stubPackages(dir);
	const rows = new Map<string, { checked: number; clean: number; against: Set<string>; not: Map<string, number> }>();
	for (const { target, problems } of checks) {
		const lib = target.snippet.client;
		const row = rows.get(lib) ?? { checked: 0, clean: 0, against: new Set<string>(), not: new Map() };
		if (target.module === undefined) row.not.set(target.reason, (row.not.get(target.reason) ?? 0) + 1);
		else {
			row.checked++;
			if (problems.length === 0) row.clean++;
			const h = targetHeader(target, stubs);
			row.against.add(h ? `${h.pip} ${h.version} (stub)` : `${target.module} (installed)`);
		}
		rows.set(lib, row);
	}
	const lines = [...rows]
		.sort(([a, x], [b, y]) => y.checked + y.not.size - (x.checked + x.not.size) || a.localeCompare(b))
		.map(
			([lib, r]) =>
				`${lib.padEnd(24)} ${String(r.clean).padStart(3)}/${String(r.checked).padEnd(3)} clean  ${[...r.against].join(", ")}${[
					...r.not,
				]
					.map(([why, n]) => `  [${n} not checked: ${why}]`)
					.join("")}`,
		);
	for (const { target, problems } of checks) for (const p of problems) lines.push(`  ${target.snippet.id}: ${p}`);
	return lines.join("\n");
}
