/**
 * Hostile and random records through every local app: shell commands must parse, must run
 * (against stub programs that only print their arguments) without executing anything the
 * record carries, and must hand the record's values to the programs intact.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_APPS, type LocalAppSnippet } from "../src/local-apps/index.js";
import type { ModelRecord } from "../src/model.js";
import { shellFailures } from "./helpers/parse.js";

const asList = (x: string | string[] | undefined): string[] => (x === undefined ? [] : Array.isArray(x) ? x : [x]);

function shellOf(list: LocalAppSnippet[]): string[] {
	return list.filter((s) => (s.language ?? "sh") === "sh").flatMap((s) => [...asList(s.setup), ...asList(s.content)]);
}

function jsonOf(list: LocalAppSnippet[]): string[] {
	return list.filter((s) => s.language === "json").flatMap((s) => asList(s.content));
}

// ---- hostile records -----------------------------------------------------------------------

const NASTY = `'"\\\n\`touch MARKER\`\${x}$(touch MARKER)`;
const HOSTILE_IDS = [
	`own'er/na"me${NASTY}`,
	`$(touch MARKER)/\`touch MARKER\``,
	`a/b'; touch MARKER; echo '`,
	`x/\${x}\\"'\\''`,
];
const HOSTILE_FILES = [
	`weights/${NASTY}-Q5_K_M.gguf`,
	`$(touch MARKER).Q4_K_M.gguf`,
	"mmproj-`touch MARKER`.gguf",
	`plain${NASTY}.safetensors`,
];
const HOSTILE_TEMPLATE = `{% if tools %}${NASTY}{% endif %}{{ messages }}`;
const HOSTILE_TAGS = [NASTY, "$(touch MARKER)", "`touch MARKER`"];

function hostileRecords(id: string): ModelRecord[] {
	const siblings = HOSTILE_FILES.map((rfilename) => ({ rfilename }));
	const cardData = { base_model: `base/${NASTY}`, instance_prompt: NASTY };
	return [
		{
			id,
			pipeline_tag: "text-generation",
			tags: ["gguf", "conversational", "unsloth", ...HOSTILE_TAGS],
			gguf: { context_length: 4096, chat_template: HOSTILE_TEMPLATE },
			siblings,
			cardData,
		},
		{
			id,
			pipeline_tag: "text-generation",
			tags: ["gguf", "ryzenai-npu", ...HOSTILE_TAGS],
			gguf: { context_length: 2048 },
			siblings,
		},
		{
			id,
			pipeline_tag: "text-generation",
			library_name: "mlx",
			tags: ["mlx", "conversational", ...HOSTILE_TAGS],
			config: { tokenizer_config: { chat_template: HOSTILE_TEMPLATE } },
			siblings,
		},
		{
			id,
			pipeline_tag: "image-text-to-text",
			tags: ["transformers", "conversational", "text-generation-inference", "ryzenai-hybrid", ...HOSTILE_TAGS],
			config: { quantization_config: { quant_method: "awq" } },
			siblings,
			cardData,
		},
		{ id, pipeline_tag: "text-generation", tags: ["transformers", "mlx", ...HOSTILE_TAGS], siblings },
		{
			id,
			pipeline_tag: "text-to-image",
			library_name: "diffusers",
			tags: ["diffusers", "safetensors", "lora", "coreml", "joyfusion", ...HOSTILE_TAGS],
			siblings,
			cardData,
		},
	];
}

interface Run {
	app: string;
	record: ModelRecord;
	filepath: string | undefined;
	snippets: LocalAppSnippet[];
}

function hostileRuns(): Run[] {
	const runs: Run[] = [];
	for (const id of HOSTILE_IDS) {
		for (const record of hostileRecords(id)) {
			for (const app of Object.values(LOCAL_APPS)) {
				if (!app.displayOnModelPage(record) || !app.snippet) continue;
				for (const filepath of [undefined, HOSTILE_FILES[0]])
					runs.push({ app: app.id, record, filepath, snippets: app.snippet(record, filepath) });
			}
		}
	}
	return runs;
}

// ---- stub programs -----------------------------------------------------------------------

const PROGRAMS = [
	"llama-server",
	"llama-cli",
	"npx",
	"vllm",
	"pip",
	"python3",
	"docker",
	"curl",
	"sh",
	"bash",
	"mlx_lm.chat",
	"mlx_lm.generate",
	"mlx_lm.server",
	"ollama",
	"local-ai",
	"unsloth",
	"lemonade-server",
	"brew",
	"winget",
	"git",
	"cmake",
	"hermes",
	"pi",
	"npm",
	"openclaw",
];

/** Each stub prints its name and arguments, NUL-separated, then a \x01 to end the call. */
const STUB = "#!/bin/bash\nprintf '%s\\0' \"${0##*/}\" \"$@\"\nprintf '\\1'\n";

let root = "";
let stubs = "";
let work = "";
let bashPath = "";

beforeAll(() => {
	root = mkdtempSync(join(tmpdir(), "hubkit-local-apps-"));
	stubs = join(root, "bin");
	work = join(root, "work");
	mkdirSync(stubs);
	mkdirSync(join(work, "build", "bin"), { recursive: true });
	mkdirSync(join(work, "llama.cpp"));
	for (const p of PROGRAMS) writeFileSync(join(stubs, p), STUB);
	for (const p of ["llama-server", "llama-cli"]) writeFileSync(join(work, "build", "bin", p), STUB);
	for (const dir of [stubs, join(work, "build", "bin")])
		for (const f of readdirSync(dir)) chmodSync(join(dir, f), 0o755);
	bashPath = spawnSync("bash", ["-c", "command -v bash"]).stdout.toString().trim();
});

afterAll(() => {
	if (root) rmSync(root, { recursive: true, force: true });
});

const executed = new Map<string, { calls: string[][]; stderr: string }>();

/**
 * Runs a script with nothing but the stubs on PATH; returns the calls it made, as argv arrays.
 * Identical scripts (shared install steps) run once; a marker would show up after the first run.
 */
function execute(script: string): { calls: string[][]; stderr: string } {
	const seen = executed.get(script);
	if (seen) return seen;
	const file = join(root, "script.sh");
	writeFileSync(file, script);
	const r = spawnSync("/usr/bin/env", ["-i", `PATH=${stubs}`, bashPath, file], { cwd: work, timeout: 10_000 });
	const calls = r.stdout
		.toString()
		.split("\u0001")
		.filter((c) => c.length > 0)
		.map((c) => c.split("\u0000").slice(0, -1));
	const result = { calls, stderr: r.stderr.toString() };
	executed.set(script, result);
	return result;
}

function markers(): string[] {
	const found: string[] = [];
	const walk = (dir: string) => {
		for (const e of readdirSync(dir, { withFileTypes: true })) {
			if (e.name.includes("MARKER")) found.push(join(dir, e.name));
			if (e.isDirectory()) walk(join(dir, e.name));
		}
	};
	walk(root);
	return found;
}

// ---- the tests -----------------------------------------------------------------------------

describe("local apps on hostile records", () => {
	const runs = hostileRuns();

	it("covers every snippet app", () => {
		const covered = new Set(runs.map((r) => r.app));
		for (const app of Object.values(LOCAL_APPS)) if (app.snippet) expect(covered.has(app.id), app.id).toBe(true);
	});

	it("every shell command passes bash -n and every JSON config parses", () => {
		const shell = runs.flatMap((r) => shellOf(r.snippets));
		expect(shell.length).toBeGreaterThan(100);
		expect(shellFailures([...new Set(shell)])).toEqual([]);
		for (const r of runs) {
			for (const text of jsonOf(r.snippets)) {
				const parsed = JSON.parse(text);
				expect(JSON.stringify(parsed)).toContain(JSON.stringify(r.record.id).slice(1, -1));
			}
		}
	});

	it("runs every command with stub programs: nothing the record carries executes, and the id arrives intact", () => {
		expect(existsSync(bashPath)).toBe(true);
		const ids = new Set<string>();
		for (const r of runs) {
			const calls: string[][] = [];
			for (const script of shellOf(r.snippets)) calls.push(...execute(script).calls);
			expect(markers(), `${r.app} on ${JSON.stringify(r.record.id)}`).toEqual([]);
			expect(calls.length, r.app).toBeGreaterThan(0);
			const args = calls.flat();
			const id = r.record.id;
			if (r.app !== "unsloth") {
				// The id reaches the program whole: as an argument, inside one (id:quant, hf.co/id…), or inside a JSON body.
				const raw = args.some((a) => a.includes(id));
				const inJson = args.some(
					(a) => a.startsWith("{") && JSON.stringify(JSON.parse(a)).includes(JSON.stringify(id).slice(1, -1)),
				);
				expect(raw || inJson, `${r.app} passes ${JSON.stringify(id)}`).toBe(true);
			}
			ids.add(id);
		}
		expect(ids.size).toBe(HOSTILE_IDS.length);
	});

	it("hands exact values to the programs (ollama, llama-server, curl bodies, lemonade)", () => {
		const id = HOSTILE_IDS[0] ?? "";
		const [gguf, npu] = hostileRecords(id);
		if (!gguf || !npu) throw new Error("records");
		const run = (appId: string, m: ModelRecord, filepath?: string) =>
			(LOCAL_APPS[appId]?.snippet?.(m, filepath) ?? []).flatMap((s) => shellOf([s]).flatMap((t) => execute(t).calls));
		const ollama = run("ollama", gguf).find((c) => c[0] === "ollama");
		expect(ollama).toEqual(["ollama", "run", `hf.co/${id}:Q4_K_M`]);
		const picked = run("ollama", gguf, HOSTILE_FILES[0]).find((c) => c[0] === "ollama");
		expect(picked).toEqual(["ollama", "run", `hf.co/${id}:Q5_K_M`]);
		const server = run("llama.cpp", gguf).find((c) => c[0] === "llama-server");
		expect(server).toEqual(["llama-server", "-hf", `${id}:Q4_K_M`]);
		const curl = run("llama.cpp", gguf).find((c) => c[0] === "curl");
		const body = JSON.parse(curl?.[curl.length - 1] ?? "null");
		expect(body.messages[0].content).toBe("What is the capital of France?");
		const localai = run("localai", gguf).find((c) => c[0] === "local-ai");
		expect(localai).toEqual(["local-ai", "run", `huggingface://${id}/$(touch MARKER).Q4_K_M.gguf`]);
		const lemonade = run("lemonade", npu).find((c) => c[0] === "lemonade-server" && c[1] === "pull");
		expect(lemonade?.[3]).toBe("--checkpoint");
		expect(lemonade?.[4]).toBe(id);
		expect(markers()).toEqual([]);
	});

	it("deeplinks keep the hostile id inside the app's URL", () => {
		for (const id of HOSTILE_IDS) {
			for (const record of hostileRecords(id)) {
				for (const app of Object.values(LOCAL_APPS)) {
					if (!app.deeplink || !app.displayOnModelPage(record)) continue;
					const url = app.deeplink(record, HOSTILE_FILES[0]);
					expect(url.hash, app.id).toBe("");
					// The id comes back whole: from a query parameter, or from the decoded path.
					const fromQuery = [...url.searchParams.values()].includes(id);
					const fromPath = decodeURIComponent(url.pathname).endsWith(`/${id}`);
					expect(fromQuery || fromPath, app.id).toBe(true);
					expect(url.href, app.id).not.toMatch(/[\s"'`<>]/);
				}
			}
		}
	});
});

// ---- fuzz ------------------------------------------------------------------------------------

const TAG_POOL = [
	"gguf",
	"mlx",
	"conversational",
	"transformers",
	"text-generation-inference",
	"lora",
	"safetensors",
	"coreml",
	"joyfusion",
	"unsloth",
	"ryzenai-npu",
	"ryzenai-hybrid",
];
const PIPELINE_POOL = ["text-generation", "image-text-to-text", "text-to-image", "fill-mask"];
const QUANTS = ["Q4_K_M", "Q8_0", "IQ2_XS", "F16", "q5_k_s", "MXFP4", "BF16"];

/** Strings rich in what shells, JSON and URLs treat specially, plus any code point. */
const SPECIAL = [..."'\"\\\n\r\t$`(){}[];|&<>*?!#~% /.:-=+@,^"];
const text = fc.string({
	unit: fc.oneof(
		{ weight: 3, arbitrary: fc.constantFrom(...SPECIAL) },
		{ weight: 2, arbitrary: fc.constantFrom("a", "B", "7", "_") },
		{ weight: 1, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
	),
	maxLength: 30,
});
const fileName = fc.oneof(
	text,
	fc.tuple(text, fc.constantFrom(...QUANTS)).map(([a, q]) => `${a}-${q}.gguf`),
	text.map((a) => `${a}.gguf`),
);

const recordArb: fc.Arbitrary<ModelRecord> = fc.record(
	{
		id: fc.oneof(
			text,
			fc.tuple(text, text).map(([a, b]) => `${a}/${b}`),
		),
		tags: fc.array(fc.oneof(fc.constantFrom(...TAG_POOL), text), { maxLength: 8 }),
		pipeline_tag: fc.oneof(fc.constantFrom(...PIPELINE_POOL), text),
		library_name: fc.constantFrom("diffusers", "transformers", "mlx", "gguf"),
		gguf: fc.record(
			{
				context_length: fc.oneof(fc.nat(), fc.double()),
				chat_template: fc.oneof(
					text,
					text.map((t) => `tools${t}`),
				),
			},
			{ requiredKeys: [] },
		),
		siblings: fc.array(
			fileName.map((rfilename) => ({ rfilename })),
			{ maxLength: 6 },
		),
		config: fc.record(
			{
				quantization_config: fc.record({ quant_method: fc.constantFrom("awq", "gptq", "aqlm", "marlin", "bnb") }),
				tokenizer_config: fc.record({
					chat_template: fc.oneof(
						text,
						text.map((t) => `${t}tools`),
					),
				}),
			},
			{ requiredKeys: [] },
		),
		cardData: fc.record({ base_model: fc.oneof(text, fc.array(text, { maxLength: 2 })) }, { requiredKeys: [] }),
	},
	{ requiredKeys: ["id"] },
);

describe("local apps on random records (fast-check)", () => {
	it("never throw, and every shell command passes bash -n", () => {
		const shell: string[] = [];
		fc.assert(
			fc.property(recordArb, fc.option(fileName, { nil: undefined }), (record, filepath) => {
				for (const app of Object.values(LOCAL_APPS)) {
					const shown = app.displayOnModelPage(record);
					expect(typeof shown).toBe("boolean");
					// Generators must cope with any record, shown or not.
					if (app.snippet) {
						const list = app.snippet(record, filepath);
						shell.push(...shellOf(list));
						for (const t of jsonOf(list)) JSON.parse(t);
					}
					if (app.deeplink) expect(app.deeplink(record, filepath)).toBeInstanceOf(URL);
				}
			}),
			{ numRuns: 40 },
		);
		expect(shell.length).toBeGreaterThan(300);
		// Install steps repeat across records; each distinct text is checked once.
		expect(shellFailures([...new Set(shell)])).toEqual([]);
	});
});

describe("deeplinks and malformed text", () => {
	it("a lone UTF-16 surrogate in the id becomes U+FFFD instead of throwing", async () => {
		const { LOCAL_APPS } = await import("../src/local-apps/index.js");
		const record = {
			id: "owner/model\ud800-GGUF",
			tags: ["gguf", "conversational"],
			pipeline_tag: "text-generation",
			gguf: { context_length: 4096, total: 1 },
			siblings: [{ rfilename: "model-Q4_K_M.gguf" }],
		};
		let links = 0;
		for (const app of Object.values(LOCAL_APPS)) {
			if (!app.deeplink) continue;
			const url = app.deeplink(record);
			expect(url.href, app.id).toContain("%EF%BF%BD");
			links++;
		}
		expect(links).toBeGreaterThan(5);
	});
});
