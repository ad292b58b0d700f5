/**
 * Shared pieces of the library snippet tests: running a generator by library id, the parse
 * check in the library's language, records that push hostile values into every branch, and the
 * Python checks that the hostile text never becomes code and that every name is defined.
 */
import { execFileSync } from "node:child_process";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { parse as parseJs } from "acorn";
import { expect, it } from "vitest";
import { LIBRARIES, type LibrarySnippets, type ModelRecord, type SnippetLanguage } from "../../src/index.js";
import { LIBRARY_SNIPPETS } from "../../src/libraries/snippets/index.js";
import { failuresByLanguage } from "./parse.js";

export const gen = (lib: string) => {
	const g = LIBRARY_SNIPPETS[lib];
	if (!g) throw new Error(`no generator for ${lib}`);
	return g;
};
export const run = (lib: string, model: Partial<ModelRecord> & { id: string }) => gen(lib)(model as ModelRecord);
export const all = (lib: string, model: Partial<ModelRecord> & { id: string }) => run(lib, model).join("\n");
export const languageOf = (lib: string) => LIBRARIES[lib as keyof typeof LIBRARIES].snippetLanguage;

export function expectParses(lib: string, snippets: string[]): void {
	const lang = languageOf(lib);
	const fails = failuresByLanguage(snippets.map((code) => ({ language: lang, code })));
	expect(fails.map((f) => `${f.error}\n${f.code}`)).toEqual([]);
}

// ---- names: every Python snippet defines what it uses and uses what it imports ----------------

const PY_NAMES = `
import ast, builtins, json, sys
codes = json.load(sys.stdin)
known = set(dir(builtins))
bad = []
for i, c in enumerate(codes):
    tree = ast.parse(c)
    defined, loaded, imported = set(), set(), {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            (loaded if isinstance(node.ctx, ast.Load) else defined).add(node.id)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            noqa = "noqa: F401" in c.splitlines()[node.lineno - 1]
            for a in node.names:
                name = a.asname or a.name.split(".")[0]
                defined.add(name)
                if not noqa:
                    imported[name] = node.lineno
    for n in sorted(loaded - defined - known):
        bad.append(f"{i}: undefined name {n}")
    for n in sorted(set(imported) - loaded):
        bad.append(f"{i}: unused import {n}")
json.dump(bad, sys.stdout)
`;

/** The Python programs of `libs` on their sample records and on the branch-switching hostile records use no undefined name and import nothing unused. */
export function expectPythonNames(libs: readonly string[]): void {
	const python = libs.filter((l) => languageOf(l) === "python");
	const codes: string[] = [];
	for (const m of SAMPLE_MODELS) {
		const lib = m.library_name;
		if (lib && python.includes(lib)) codes.push(...gen(lib)(m));
	}
	// The hostile records switch tags and tasks around, reaching the other branches.
	for (const lib of python) for (const m of hostileRecords(lib)) codes.push(...gen(lib)(m));
	const bad = JSON.parse(
		execFileSync("python3", ["-c", PY_NAMES], { input: JSON.stringify(codes), maxBuffer: 1 << 28 }).toString(),
	) as string[];
	expect(bad.map((b) => `${b}\n${codes[Number(b.split(":")[0])]}`)).toEqual([]);
}

// ---- hostile records ----------------------------------------------------------------------------

export const NASTY = `'"\\\n\`touch MARKER\`\${x}$(touch MARKER)__import__('os').system('touch MARKER')\u2028`;

export function hostileRecords(lib: string): ModelRecord[] {
	const common = {
		library_name: lib,
		widgetData: [
			{
				text: NASTY,
				context: NASTY,
				source_sentence: NASTY,
				sentences: [NASTY, NASTY],
				structured_data: { [NASTY]: [NASTY, 1] },
			},
		],
		cardData: { base_model: NASTY, instance_prompt: NASTY, language: NASTY },
		mask_token: NASTY,
		config: {
			architectures: [NASTY],
			peft: { base_model_name_or_path: NASTY, task_type: "CAUSAL_LM" },
			adapter_transformers: { model_name: NASTY },
			sklearn: { model: { file: NASTY }, model_format: "skops" },
			keras_hub: { tasks: [NASTY, "CausalLM"] },
			diffusers: { _class_name: NASTY },
		},
		transformersInfo: { auto_model: NASTY, processor: NASTY },
		siblings: [{ rfilename: `${NASTY}.gguf` }, { rfilename: `${NASTY}.pth` }, { rfilename: `${NASTY}.litertlm` }],
	};
	const ids = [
		`own'er/na"me${NASTY}`,
		`$(touch MARKER)/\`touch MARKER\``,
		`flux/a\\'); __import__('os').system('touch MARKER`,
		`black-forest-labs/FLUX.1-Fill-dev'"$(touch MARKER)`,
		`stabilityai/stable-video-diffusion-img2vid\\"\n__import__('os').system('touch MARKER')`,
	];
	const branches = ["lora", "controlnet", "textual_inversion", "inpainting", "cross-encoder", "none"];
	const tags = [
		"text-generation",
		"image-text-to-text",
		"text-to-image",
		"image-to-video",
		"question-answering",
		"fill-mask",
		"text-ranking",
		"image-to-image",
		"text-to-video",
		"translation",
		"feature-extraction",
	];
	return ids.flatMap((id, i) =>
		tags.map((pipeline_tag, j) => ({
			...common,
			id,
			pipeline_tag,
			// Vary the branch-selecting tags so every variant meets the hostile values.
			tags: [
				NASTY,
				branches[(i + j) % branches.length] ?? "none",
				...(j % 2 ? ["conversational"] : []),
				...(i % 2 ? ["custom_code"] : []),
			],
		})),
	);
}

export const PY_INERT = `
import ast, json, sys
codes = json.load(sys.stdin)
bad = []
for i, c in enumerate(codes):
    try:
        tree = ast.parse(c)
    except SyntaxError as e:
        bad.append(f"{i}: {e}")
        continue
    for node in ast.walk(tree):
        names = []
        if isinstance(node, ast.Name): names.append(node.id)
        if isinstance(node, ast.Attribute): names.append(node.attr)
        if isinstance(node, ast.keyword) and node.arg: names.append(node.arg)
        if isinstance(node, ast.alias): names.append(node.name)
        if isinstance(node, ast.Import) or isinstance(node, ast.ImportFrom):
            names += [a.name for a in node.names]
        for n in names:
            if "MARKER" in n or n in ("__import__", "system"):
                bad.append(f"{i}: identifier {n!r} carries hostile text")
json.dump(bad, sys.stdout)
`;

export function jsIdentifiers(code: string): string[] {
	const names: string[] = [];
	const walk = (node: unknown): void => {
		if (!node || typeof node !== "object") return;
		if (Array.isArray(node)) {
			for (const x of node) walk(x);
			return;
		}
		const n = node as { type?: string; name?: string };
		if (n.type === "Identifier" && typeof n.name === "string") names.push(n.name);
		for (const v of Object.values(node)) if (v && typeof v === "object") walk(v);
	};
	walk(parseJs(code, { ecmaVersion: "latest", sourceType: "module" }));
	return names;
}

/** Every program of `libs` on the hostile records is non-empty and keeps the hostile text inside string literals and comments. */
export function expectHostileInert(libs: readonly string[]): void {
	const python: string[] = [];
	for (const lib of libs) {
		for (const m of hostileRecords(lib)) {
			const out = gen(lib)(m);
			expect(out.length, lib).toBeGreaterThan(0);
			const lang = languageOf(lib);
			for (const code of out) {
				if (lang === "python") python.push(code);
				else if (lang === "js") {
					expect(jsIdentifiers(code).filter((n) => n.includes("MARKER") || n === "system")).toEqual([]);
				} else if (lang === "csharp") {
					// C#: record values only ever appear on `//` comment lines (shell is run in the contract test).
					for (const line of code.split("\n"))
						if (line.includes("MARKER")) expect(line.trimStart().startsWith("//")).toBe(true);
				}
			}
		}
	}
	expect(pythonInertFailures(python)).toEqual([]);
}

/** Python programs in which the hostile text became an identifier. */
export function pythonInertFailures(codes: readonly string[]): string[] {
	return JSON.parse(
		execFileSync("python3", ["-c", PY_INERT], { input: JSON.stringify(codes), maxBuffer: 1 << 28 }).toString(),
	) as string[];
}

/** The programs of `lib` for a record that fills in only what the test states (id "org/model" unless given). */
export function programsFor(lib: string, model: Partial<ModelRecord>): string[] {
	return gen(lib)({ id: "org/model", ...model } as ModelRecord);
}

/** All programs of `lib` for the record, joined with a separator line. */
export const one = (lib: string, model: Partial<ModelRecord>): string => programsFor(lib, model).join("\n---\n");

/** A sample record by id. */
export function record(id: string): ModelRecord {
	const m = SAMPLE_MODELS.find((r) => r.id === id);
	if (!m) throw new Error(`no sample record ${id}`);
	return m;
}

/**
 * The checks every family test runs over its own generators: the language each library is written
 * in, hostile records kept inert and, where the family is clean of them, no undefined or unused
 * Python names.
 */
export function familyChecks(
	generators: Readonly<Record<string, LibrarySnippets>>,
	options: { language: (id: string) => SnippetLanguage; pythonNames: boolean },
): void {
	const family = Object.keys(generators);
	it("writes each library in its language", () => {
		for (const id of family) expect(languageOf(id), id).toBe(options.language(id));
	});
	if (options.pythonNames) {
		it("on sample and branch-switching records, Python programs define every name and import nothing unused", () => {
			expectPythonNames(family);
		});
	}
	it("on hostile records, every program keeps the hostile text inside string literals and comments", () => {
		expectHostileInert(family);
	});
}
