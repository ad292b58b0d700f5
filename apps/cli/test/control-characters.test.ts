/**
 * No record, catalogue file name or argument can drive the terminal: control characters in what
 * the text output shows are escaped (hub-core's escapeControl), on stdout and stderr alike. The
 * BUILT binary runs, so that what reaches the terminal is checked byte for byte.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ESCAPED_CODE_NOTE } from "../src/render.js";
import { buildCli, type CliResult, runBuiltCli, runCli } from "./run-cli.js";

beforeAll(buildCli);

const dir = mkdtempSync(join(tmpdir(), "hubkit-cli-control-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What must never reach a terminal raw (newline aside): C0, DEL, C1, line separators, bidi overrides. */
const RAW = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

const ESC = "\u001b";
const CSI = "\u009b";
// A file name a terminal would act on: colour red, then clear the screen.
const catalogue = join(dir, `cat${ESC}[31m${CSI}2J.jsonl`);
writeFileSync(
	catalogue,
	[
		{
			id: "acme/red",
			pipeline_tag: `text-generation${ESC}[31m`,
			library_name: "transformers",
			tags: [`${ESC}]0;title${"\u0007"}`],
			cardData: { license: `mit${ESC}[0m`, language: [`en${"\u0085"}`, `fr${CSI}2J`, "de\u202eevil", "it\u2028"] },
			downloads: 5,
		},
		// Refused records: their problem lines quote the file name and the field's path.
		{ id: `acme/${ESC}[31mbad` },
		{ id: "acme/table", widgetData: [{ table: { [`${ESC}[2J`]: "not a list" } }] },
	]
		.map((r) => JSON.stringify(r))
		.join("\n"),
);

const hubkit = (args: string[]) => runBuiltCli(args);

/** Nothing raw on either stream; and the run did show the values (escaped), not drop them. */
function expectEscaped(r: CliResult, label: string): void {
	expect(r.stdout, `${label}: stdout`).not.toMatch(RAW);
	expect(r.stderr, `${label}: stderr`).not.toMatch(RAW);
}

describe("control characters from a catalogue", () => {
	it("are escaped in hubkit models, its facets and its skipped-record lines", async () => {
		const list = await hubkit(["models", "--models", catalogue]);
		expect(list.code).toBe(0);
		expectEscaped(list, "models");
		expect(list.stdout).toMatch(/^acme\/red +text-generation\\x1b\[31m +5 downloads/m);
		expect(list.stderr).toContain("warning: skipped ");
		expect(list.stderr).toContain("cat\\x1b[31m\\x9b2J.jsonl:2: id: ");
		expect(list.stderr).toContain(":3: widgetData.0.table.\\x1b[2J: ");

		const facets = await hubkit(["models", "--models", catalogue, "--facets"]);
		expect(facets.code).toBe(0);
		expectEscaped(facets, "models --facets");
		expect(facets.stdout).toMatch(/^task: text-generation\\x1b\[31m \(1\)$/m);
		expect(facets.stdout).toMatch(/^license: mit\\x1b\[0m \(1\)$/m);
		for (const language of ["en\\x85 (1)", "fr\\x9b2J (1)", "de\\u202eevil (1)", "it\\u2028 (1)"]) {
			expect(facets.stdout).toContain(language);
		}
	});

	it("are escaped on a terminal too, where the only escape sequences are hubkit's own colours", async () => {
		const r = await runCli(["models", "--models", catalogue, "--facets"], { isTTY: true });
		expect(r.code).toBe(0);
		expect(r.stdout).toMatch(/\u001b\[1m/);
		const uncoloured = r.stdout.replace(/\u001b\[(1|2|22|32|33|36|39)m/g, "");
		expect(uncoloured).not.toMatch(RAW);
		expect(uncoloured).toMatch(/^acme\/red +text-generation\\x1b\[31m /m);
	});

	it("are escaped in hubkit libraries <id> and hubkit tasks over that catalogue", async () => {
		for (const args of [
			["libraries", "transformers", "--models", catalogue],
			["tasks", "--models", catalogue],
		]) {
			const r = await hubkit(args);
			expect(r.code, args.join(" ")).toBe(0);
			expectEscaped(r, args.join(" "));
			expect(r.stderr).toContain("cat\\x1b[31m\\x9b2J.jsonl:2: id: ");
		}
		expect((await hubkit(["libraries", "transformers", "--models", catalogue])).stdout).toMatch(
			/^most downloaded +acme\/red$/m,
		);
	});

	it("are escaped in an error line that quotes an argument", async () => {
		const r = await hubkit(["tasks", `no${ESC}[2J`]);
		expect(r.code).toBe(1);
		expect(r.stderr).toBe("hubkit: unknown task: no\\x1b[2J (see hubkit tasks)\n");
		const file = await hubkit(["models", "--models", join(dir, `none${CSI}.jsonl`)]);
		expect(file.code).toBe(2);
		expectEscaped(file, "missing catalogue");
	});
});

describe("control characters from a model record", () => {
	// A file name the JS and shell encoders leave C1 raw in (they escape C0): a record may list one.
	const gguf = `model-Q4_K_M${CSI}2J.gguf`;
	const recordFile = (name: string, file: string, provider: string) => {
		const path = join(dir, name);
		writeFileSync(
			path,
			JSON.stringify({
				id: "acme/chat-GGUF",
				pipeline_tag: "text-generation",
				library_name: "gguf",
				tags: ["gguf", "conversational"],
				gguf: { context_length: 4096, total: 1_000_000_000 },
				siblings: [{ rfilename: file, size: 700_000_000 }],
				inferenceProviderMapping: [{ provider, providerId: "x", task: "conversational", status: "live" }],
			}),
		);
		return path;
	};
	const record = recordFile("record.json", gguf, `prov${ESC}[31m`);

	it("are escaped in apps, snippets and fit, code included, with a note that --json has the exact code", async () => {
		for (const args of [
			["apps", record],
			["snippets", record, "--file", gguf],
			["fit", record],
		]) {
			const r = await hubkit(args);
			expect(r.code, `${args.join(" ")}: ${r.stderr}`).toBe(0);
			expectEscaped(r, args[0] as string);
		}
		const snippets = await hubkit(["snippets", record, "--file", gguf]);
		expect(snippets.stdout).toContain("\\x9b2J");
		expect(snippets.stdout).toContain(ESCAPED_CODE_NOTE);
		// --json keeps the code as generated: JSON encodes the character, parsed back it is there.
		const json = await hubkit(["snippets", record, "--file", gguf, "--json"]);
		expect(JSON.stringify(JSON.parse(json.stdout).localApps)).toContain(CSI);
	});

	it("leave code with nothing to escape as it is, without the note", async () => {
		const r = await hubkit(["snippets", recordFile("clean.json", "model-Q4_K_M.gguf", "groq")]);
		expect(r.code).toBe(0);
		expect(r.stdout).not.toContain(ESCAPED_CODE_NOTE);
	});
});
