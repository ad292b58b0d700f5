/** `hubkit models` over a catalogue in a database (HUBKIT_MODELS_DB): indexed once, then reused. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
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
		expect(first.stderr).toMatch(/^Indexing .*mine\.jsonl into .*mine\.sqlite …$/m);
		expect(first.stderr).toContain(`Indexing ${file} into ${db}`);
		expect(first.stderr).toMatch(/^warning: skipped .*mine\.jsonl:2: gated: /m);
		// Progress and a skipped record are not failures: only an error line starts with "hubkit:".
		expect(first.stderr).not.toMatch(/^hubkit:/m);
		expect(first.stdout).toContain("Models (2)");
		expect(first.stdout.indexOf("acme/three")).toBeLessThan(first.stdout.indexOf("acme/one"));
		expect(first.stdout).toContain("license: mit (1)");

		const again = await hubkit(["models", "--facets"], env);
		expect(again.stderr).toMatch(/^Index .*mine\.sqlite is up to date with .*mine\.jsonl: reused$/m);
		expect(again.stderr).toMatch(/^warning: skipped .*mine\.jsonl:2: gated: /m);
		expect(again.stderr).not.toMatch(/^hubkit:/m);
		expect(again.stdout).toBe(first.stdout);
	});
});

describe("tasks, libraries and models --fits over a database catalogue", () => {
	const samples = join(dir, "samples.jsonl");
	writeFileSync(samples, SAMPLE_MODELS.map((m) => JSON.stringify(m)).join("\n"));
	const inDb = { HUBKIT_MODELS: samples, HUBKIT_MODELS_DB: join(dir, "samples.sqlite") };
	// The same file below DATABASE_FROM_BYTES without a database named: held in memory.
	const inMemory = { HUBKIT_MODELS: samples };
	const json = async (args: string[], env: Record<string, string>) => {
		const r = await hubkit([...args, "--json"], env);
		expect(r.code, r.stderr).toBe(0);
		return JSON.parse(r.stdout) as unknown;
	};

	it("counts, lists and filters as over the same records in memory", async () => {
		for (const args of [
			["tasks"],
			["libraries", "transformers"],
			["models", "--fits", "rtx-4060", "--facets", "--limit", "100"],
			["models", "--fits", "cpu-8gb-ddr4", "--context", "8192"],
		]) {
			expect(await json(args, inDb), args.join(" ")).toEqual(await json(args, inMemory));
		}
		const tasks = (await json(["tasks"], inDb)) as { id: string; modelCount: number }[];
		expect(tasks.find((t) => t.id === "text-generation")?.modelCount).toBe(
			SAMPLE_MODELS.filter((m) => m.pipeline_tag === "text-generation").length,
		);
	}, 60_000);

	it("takes another --context from records in memory only, and says so", async () => {
		expect(await hubkit(["models", "--fits", "rtx-4060", "--context", "131072"], inMemory)).toMatchObject({ code: 0 });
		const refused = await hubkit(["models", "--fits", "rtx-4060", "--context", "131072"], inDb);
		expect(refused.code).toBe(2);
		expect(refused.stderr).toContain("--context must be 8192 with fits on a database catalogue");
		expect((await hubkit(["models", "--fits", "nope"], inMemory)).stderr).toContain("--fits: unknown device: nope");
	}, 60_000);
});
