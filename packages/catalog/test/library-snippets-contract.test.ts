/**
 * The contract every library snippet generator keeps, run over the whole catalogue (the model
 * is httpsnippet's targets.test.ts): each generator belongs to a catalogue library, has sample
 * records, and on every sample record of its library, on those records made hostile and on
 * random records, returns complete programs that parse in the library's language and keep
 * record values out of the code. Nothing here names a library or counts them: adding a library
 * with a generator and a sample record needs no edit in this file.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LIBRARIES, LIBRARY_IDS, type LibraryEntry, type ModelRecord } from "../src/index.js";
import { LIBRARY_SNIPPETS } from "../src/libraries/snippets/index.js";
import { jsIdentifiers } from "./helpers/library-snippets.js";
import { failuresByLanguage } from "./helpers/parse.js";

type WithGenerator = LibraryEntry & { snippets: NonNullable<LibraryEntry["snippets"]> };

const WITH_GENERATOR: readonly WithGenerator[] = LIBRARY_IDS.map((id) => LIBRARIES[id]).filter(
	(lib): lib is WithGenerator => typeof lib.snippets === "function",
);
const recordsOf = (lib: string): ModelRecord[] => SAMPLE_MODELS.filter((m) => m.library_name === lib);

interface Program {
	lib: string;
	id: string;
	language: string;
	code: string;
}

function programsOf(lib: WithGenerator, models: readonly ModelRecord[]): Program[] {
	return models.flatMap((m) =>
		lib.snippets(m).map((code) => ({ lib: lib.id, id: String(m.id), language: lib.snippetLanguage, code })),
	);
}

const where = (p: Program) => `${p.lib} ${p.id}`;

function expectComplete(programs: readonly Program[]): void {
	const bad = programs.filter((p) => typeof p.code !== "string" || !p.code.endsWith("\n") || p.code.endsWith("\n\n"));
	expect(bad.map(where), "every program ends with exactly one newline").toEqual([]);
}

function expectParses(programs: readonly Program[]): void {
	const fails = failuresByLanguage(programs);
	expect(fails.map((f) => `${where(programs[f.index]!)}: ${f.error}\n${f.code}`)).toEqual([]);
}

// ---- wiring ---------------------------------------------------------------------------------

describe("library catalogue wiring", () => {
	it("every generator belongs to a catalogue library, and hasSnippets says whether it has one", () => {
		expect(Object.keys(LIBRARY_SNIPPETS).filter((id) => !Object.hasOwn(LIBRARIES, id))).toEqual([]);
		for (const id of LIBRARY_IDS) {
			const lib = LIBRARIES[id];
			expect(lib.id, id).toBe(id);
			expect(lib.hasSnippets, id).toBe(Object.hasOwn(LIBRARY_SNIPPETS, id));
			expect(lib.snippets, id).toBe(Object.hasOwn(LIBRARY_SNIPPETS, id) ? LIBRARY_SNIPPETS[id] : undefined);
		}
	});

	it("every library has a label and https links", () => {
		for (const id of LIBRARY_IDS) {
			const lib = LIBRARIES[id];
			expect(lib.prettyLabel.trim(), id).not.toBe("");
			expect(new URL(lib.repoUrl).protocol, `${id} repoUrl`).toBe("https:");
			if (lib.docsUrl) expect(new URL(lib.docsUrl).protocol, `${id} docsUrl`).toBe("https:");
		}
	});
});

// ---- the sample catalogue -------------------------------------------------------------------------

describe("every generator on every sample record of its library", () => {
	const programs = WITH_GENERATOR.flatMap((lib) => programsOf(lib, recordsOf(lib.id)));

	it("every library with a generator has a sample record that yields a program", () => {
		const produced = new Set(programs.map((p) => p.lib));
		expect(WITH_GENERATOR.map((lib) => lib.id).filter((id) => !produced.has(id))).toEqual([]);
	});

	it("returns complete programs that parse in the library's language", () => {
		expectComplete(programs);
		expectParses(programs);
	});

	it("writes install steps as comments, never notebook magics or shell escapes in Python", () => {
		const magics = programs.filter((p) => p.language === "python" && /^\s*[!%]/m.test(p.code));
		expect(magics.map(where)).toEqual([]);
	});
});

// ---- hostile records ------------------------------------------------------------------------------

const HOSTILE = `a'b"c\\d\ne\`f\${x}$(touch MARKER)__import__('os').system('touch MARKER')\u2028`;

/** The record with every free-text place it has, and the usual others, replaced or prefixed by hostile text. */
function hostile(model: ModelRecord): ModelRecord {
	return {
		...model,
		id: `${HOSTILE}/${HOSTILE}`,
		tags: [...(Array.isArray(model.tags) ? model.tags : []), HOSTILE],
		widgetData: [{ text: HOSTILE, context: HOSTILE, source_sentence: HOSTILE, sentences: [HOSTILE] }],
		cardData: { ...model.cardData, base_model: HOSTILE, instance_prompt: HOSTILE, language: HOSTILE },
		mask_token: HOSTILE,
		siblings: [".pt", ".onnx", ".zip", ".pth", ".gguf", ".litertlm", "/config.json"]
			.map((ext) => ({ rfilename: `${HOSTILE}${ext}` }))
			.concat(Array.isArray(model.siblings) ? model.siblings : []),
		config: { ...model.config, model_type: HOSTILE, architectures: [HOSTILE] },
	};
}

/** Identifiers anywhere in a Python program (names, attributes, keywords, imports, definitions). */
const PY_IDENTIFIERS = `
import ast, json, sys
bad = []
for i, code in enumerate(json.load(sys.stdin)):
    for node in ast.walk(ast.parse(code)):
        names = []
        if isinstance(node, ast.Name): names.append(node.id)
        elif isinstance(node, ast.Attribute): names.append(node.attr)
        elif isinstance(node, ast.keyword) and node.arg: names.append(node.arg)
        elif isinstance(node, ast.alias): names.append(node.name)
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)): names.append(node.name)
        for n in names:
            if "MARKER" in n or "__import__" in n or n == "system":
                bad.append(i)
json.dump(bad, sys.stdout)
`;

describe("every generator on hostile versions of its sample records", () => {
	const programs = WITH_GENERATOR.flatMap((lib) => {
		const records = recordsOf(lib.id);
		return programsOf(lib, (records.length > 0 ? records : [{ id: "org/model" }]).map(hostile));
	});
	const byLanguage = (language: string) => programs.filter((p) => p.language === language);

	it("returns complete programs that still parse", () => {
		expectComplete(programs);
		expectParses(programs);
	});

	it("no Python or JavaScript identifier carries the hostile text", () => {
		const python = byLanguage("python");
		const out = execFileSync("python3", ["-c", PY_IDENTIFIERS], {
			input: JSON.stringify(python.map((p) => p.code)),
			maxBuffer: 256 * 1024 * 1024,
		});
		expect((JSON.parse(out.toString()) as number[]).map((i) => where(python[i]!))).toEqual([]);
		const js = byLanguage("js").filter((p) =>
			jsIdentifiers(p.code).some((n) => n.includes("MARKER") || n === "system"),
		);
		expect(js.map(where)).toEqual([]);
	});

	it("in languages without a parser here, the hostile text only stands on comment lines", () => {
		const comment: Record<string, string> = { csharp: "//", swift: "//", rust: "//" };
		const bad = programs.filter(
			(p) =>
				p.language in comment &&
				p.code
					.split("\n")
					.some((line) => line.includes("MARKER") && !line.trimStart().startsWith(comment[p.language]!)),
		);
		expect(bad.map(where)).toEqual([]);
	});

	it("shell programs run with an empty PATH leave no marker file", () => {
		const shells = byLanguage("sh");
		const dir = mkdtempSync(join(tmpdir(), "hubkit-contract-"));
		try {
			const bin = join(dir, "bin");
			const work = join(dir, "work");
			mkdirSync(bin);
			mkdirSync(work);
			shells.forEach((p, i) => {
				writeFileSync(join(dir, `${i}.sh`), p.code);
				try {
					execFileSync("/bin/bash", [join(dir, `${i}.sh`)], { cwd: work, env: { PATH: bin }, stdio: "pipe" });
				} catch {
					// the commands are absent on purpose (empty PATH): only the quoting runs
				}
			});
			expect(readdirSync(work)).toEqual([]);
			expect(existsSync(join(work, "MARKER"))).toBe(false);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});
});

// ---- random records -------------------------------------------------------------------------------

/** Words the generators branch on, mixed with arbitrary and hostile strings. */
const WORDS = [
	"text-generation",
	"image-text-to-text",
	"text-to-image",
	"image-to-video",
	"text-to-speech",
	"automatic-speech-recognition",
	"audio-to-audio",
	"object-detection",
	"image-segmentation",
	"fill-mask",
	"text-ranking",
	"conversational",
	"custom_code",
	"lora",
	"controlnet",
	"inpainting",
	"CAUSAL_LM",
	"SEQ_CLS",
	"CausalLM",
	"skops",
	"pickle",
	"text-to-mel",
	"mel-to-wav",
	"musicgen",
	"audiogen",
	"magnet",
	"pyannote-audio-pipeline",
	"yolov8",
	"yolov10",
	"yolov",
	"act",
	"smolvla",
	"diffusion",
	"ppo",
	"qrdqn",
	"CartPole-v1",
	"EncoderClassifier",
	"__proto__",
	"constructor",
	"toString",
	"",
];
const word = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...WORDS, HOSTILE, " ", "\u2028", "\ud800", "a/b"));
const maybeList = fc.oneof(word, fc.array(word, { maxLength: 2 }));
const randomRecord: fc.Arbitrary<ModelRecord> = fc.record(
	{
		id: fc.oneof(
			fc.constantFrom(
				"a/b",
				"x",
				"black-forest-labs/FLUX.1-Fill-dev",
				"stanfordnlp/stanza-en",
				"facebook/musicgen-small",
				"google/videoprism-lvt-large",
			),
			word,
		),
		pipeline_tag: word,
		tags: fc.array(word, { maxLength: 5 }),
		mask_token: word,
		widgetData: fc.array(
			fc.record(
				{
					text: word,
					context: word,
					source_sentence: word,
					sentences: fc.array(word, { maxLength: 3 }),
					structured_data: fc.dictionary(word, fc.array(fc.jsonValue(), { maxLength: 2 })),
				},
				{ requiredKeys: [] },
			),
			{ maxLength: 2 },
		),
		cardData: fc.record(
			{ base_model: maybeList, instance_prompt: fc.option(word), language: maybeList },
			{ requiredKeys: [] },
		),
		config: fc.record(
			{
				architectures: fc.array(word, { maxLength: 2 }),
				model_type: word,
				peft: fc.record({ base_model_name_or_path: word, task_type: word }, { requiredKeys: [] }),
				sklearn: fc.record(
					{ model: fc.record({ file: word }, { requiredKeys: [] }), model_format: word },
					{ requiredKeys: [] },
				),
				keras_hub: fc.record({ tasks: fc.array(word, { maxLength: 3 }) }, { requiredKeys: [] }),
				adapter_transformers: fc.record({ model_name: word }, { requiredKeys: [] }),
				diffusers: fc.record({ _class_name: word }, { requiredKeys: [] }),
				speechbrain: fc.record({ speechbrain_interface: word }, { requiredKeys: [] }),
			},
			{ requiredKeys: [] },
		),
		transformersInfo: fc.record({ auto_model: word, processor: word }, { requiredKeys: ["auto_model"] }),
		siblings: fc.array(
			fc.record({ rfilename: fc.oneof(word, fc.constantFrom("a.pt", "b.zip", "c.onnx", "d.pth", "e/config.json")) }),
			{ maxLength: 4 },
		),
	},
	{ requiredKeys: ["id"] },
) as fc.Arbitrary<ModelRecord>;

describe("every generator on random records", () => {
	it("no exception escapes, every program ends with one newline, and Python and JavaScript parse", () => {
		const programs: Program[] = [];
		fc.assert(
			fc.property(randomRecord, (model) => {
				for (const lib of WITH_GENERATOR) {
					const out = lib.snippets(model);
					if (!Array.isArray(out)) return false;
					for (const code of out) {
						if (typeof code !== "string" || !code.endsWith("\n") || code.endsWith("\n\n")) return false;
						if (lib.snippetLanguage === "python" || lib.snippetLanguage === "js")
							programs.push({ lib: lib.id, id: String(model.id), language: lib.snippetLanguage, code });
					}
				}
				return true;
			}),
			{ numRuns: 200, seed: 12 },
		);
		const fails = failuresByLanguage(programs);
		expect(fails.slice(0, 3).map((f) => `${where(programs[f.index]!)}: ${f.error}\n${f.code}`)).toEqual([]);
	});
});
