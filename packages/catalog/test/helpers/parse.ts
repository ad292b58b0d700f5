/**
 * Parse checks for generated code, batched: one python3 process for all Python, one bash
 * process for all shell, acorn in-process for JavaScript.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse as parseJs } from "acorn";

export interface ParseFailure {
	index: number;
	error: string;
	code: string;
}

const PY_CHECK = `
import ast, json, sys
codes = json.load(sys.stdin)
bad = []
for i, c in enumerate(codes):
    try:
        ast.parse(c)
    except SyntaxError as e:
        bad.append({"index": i, "error": f"{e.msg} (line {e.lineno})"})
json.dump(bad, sys.stdout)
`;

/** Every Python snippet through `ast.parse`, in one process. */
export function pythonFailures(codes: readonly string[]): ParseFailure[] {
	if (codes.length === 0) return [];
	const out = execFileSync("python3", ["-c", PY_CHECK], { input: JSON.stringify(codes), maxBuffer: 256 * 1024 * 1024 });
	return (JSON.parse(out.toString()) as { index: number; error: string }[]).map((f) => ({
		...f,
		code: codes[f.index]!,
	}));
}

/** Every shell snippet through `bash -n`, in one bash process. */
export function shellFailures(codes: readonly string[]): ParseFailure[] {
	if (codes.length === 0) return [];
	const dir = mkdtempSync(join(tmpdir(), "hubkit-sh-"));
	try {
		codes.forEach((c, i) => writeFileSync(join(dir, `${i}.sh`), c));
		const script = `for i in $(seq 0 ${codes.length - 1}); do bash -n "${dir}/$i.sh" 2>"${dir}/$i.err" || echo "$i"; done`;
		const out = execFileSync("bash", ["-c", script]).toString().trim();
		if (!out) return [];
		return out.split("\n").map((i) => ({
			index: Number(i),
			error: execFileSync("cat", [join(dir, `${i}.err`)]).toString(),
			code: codes[Number(i)]!,
		}));
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

/** Every JavaScript snippet through acorn (ES modules, latest syntax, top-level await). */
export function jsFailures(codes: readonly string[]): ParseFailure[] {
	const bad: ParseFailure[] = [];
	codes.forEach((code, index) => {
		try {
			parseJs(code, { ecmaVersion: "latest", sourceType: "module" });
		} catch (e) {
			bad.push({ index, error: String(e), code });
		}
	});
	return bad;
}

/** Failures for snippets tagged with their language. */
export function failuresByLanguage(snippets: readonly { language: string; code: string }[]): ParseFailure[] {
	const groups: Record<string, { idx: number[]; codes: string[] }> = {};
	snippets.forEach((s, i) => {
		const g = groups[s.language] ?? { idx: [], codes: [] };
		groups[s.language] = g;
		g.idx.push(i);
		g.codes.push(s.code);
	});
	const fails: ParseFailure[] = [];
	const run = (lang: string, f: (c: string[]) => ParseFailure[]) => {
		const g = groups[lang];
		if (g) for (const x of f(g.codes)) fails.push({ ...x, index: g.idx[x.index]! });
	};
	run("python", pythonFailures);
	run("sh", shellFailures);
	run("js", jsFailures);
	return fails;
}
