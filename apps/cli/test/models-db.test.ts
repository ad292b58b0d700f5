/** `hubkit models` over a catalogue in a database (HUBKIT_MODELS_DB): indexed once, then reused. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "./run-cli.js";

const hubkit = (args: string[], env: Record<string, string>) => runCli(args, { env });

const dir = mkdtempSync(join(tmpdir(), "hubkit-cli-db-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = join(dir, "mine.jsonl");
const db = join(dir, "mine.sqlite");
writeFileSync(
	file,
	'{"id":"acme/one","cardData":{"license":"mit"},"downloads":3}\n{"id":"acme/two","gated":"maybe"}\n{"id":"acme/three","downloads":7}\n',
);

describe("hubkit models with HUBKIT_MODELS_DB", () => {
	it("indexes the catalogue once, reports the bad record each time, and answers the same from the index", async () => {
		const env = { HUBKIT_MODELS: file, HUBKIT_MODELS_DB: db };
		const first = await hubkit(["models", "--facets"], env);
		expect(first.code).toBe(0);
		expect(first.stderr).toContain(`hubkit: Indexing ${file} into ${db}`);
		expect(first.stderr).toMatch(/skipped .*mine\.jsonl:2: gated: /);
		expect(first.stdout).toContain("Models (2)");
		expect(first.stdout.indexOf("acme/three")).toBeLessThan(first.stdout.indexOf("acme/one"));
		expect(first.stdout).toContain("license: mit (1)");

		const again = await hubkit(["models", "--facets"], env);
		expect(again.stderr).toContain(`hubkit: Index ${db} is up to date with ${file}: reused`);
		expect(again.stderr).toMatch(/skipped .*mine\.jsonl:2: gated: /);
		expect(again.stdout).toBe(first.stdout);
	});
});
