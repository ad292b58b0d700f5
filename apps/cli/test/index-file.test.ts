/** `hubkit models` never writes its index (HUBKIT_MODELS_DB) over a file it did not create. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "./run-cli.js";

const dir = mkdtempSync(join(tmpdir(), "hubkit-cli-index-file-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const catalogue = join(dir, "mine.jsonl");
const text = '{"id":"acme/one","downloads":3}\n{"id":"acme/two","downloads":7}\n';
writeFileSync(catalogue, text);

describe("hubkit models with HUBKIT_MODELS_DB naming a file Hubkit did not create", () => {
	it("refuses the catalogue itself: one line, exit 2, its bytes unchanged", async () => {
		const r = await runCli(["models", "--models", catalogue], { env: { HUBKIT_MODELS_DB: catalogue } });
		expect(r.code).toBe(2);
		expect(r.stdout).toBe("");
		expect(r.stderr.trim().split("\n")).toHaveLength(1);
		expect(r.stderr).toContain(
			`HUBKIT_MODELS_DB: the index file ${catalogue} is the catalogue's own source file: refusing to write over it (nothing was written)`,
		);
		expect(readFileSync(catalogue, "utf8")).toBe(text);
	});

	it("refuses a user's notes: one line, exit 2, their bytes unchanged", async () => {
		const notes = join(dir, "notes.txt");
		writeFileSync(notes, "do not lose me\n");
		const r = await runCli(["models", "--models", catalogue], { env: { HUBKIT_MODELS_DB: notes } });
		expect(r.code).toBe(2);
		expect(r.stderr).toContain(`HUBKIT_MODELS_DB: the index file ${notes} exists and is not a Hubkit index`);
		expect(readFileSync(notes, "utf8")).toBe("do not lose me\n");
	});
});
