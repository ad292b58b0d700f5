/**
 * Processes that open one index at once: two indexers started together leave one good index (one
 * builds it, the other waits and reuses it), and a lock file Hubkit did not write is refused.
 * The indexers are separate processes running the built package (`npm run build` first).
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ModelRecord } from "@hubkit/catalog";
import { loadCatalogue, memoryStore } from "@hubkit/hub-core";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { afterAll, describe, expect, it } from "vitest";
import { IndexPathError, nodeFiles, openModelDb } from "../src/index.js";

const dir = mkdtempSync(join(tmpdir(), "hubkit-index-lock-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const built = fileURLToPath(new URL("../dist/index.js", import.meta.url));

const source = join(dir, "catalogue.jsonl");
const records = Array.from({ length: 3000 }, (_, i) => {
	const sample = SAMPLE_MODELS[i % SAMPLE_MODELS.length] as ModelRecord;
	return { ...sample, id: `org${i % 11}/${sample.id.split("/")[1]}-${i}`, downloads: (i * 7919) % 5000 };
});
writeFileSync(source, records.map((r) => JSON.stringify(r)).join("\n"));

/** An indexing process: opens the index of `source` at `dbPath` and prints its log lines. */
function indexer(dbPath: string): Promise<string> {
	const script = `import { openModelDb } from ${JSON.stringify(built)};
openModelDb({ source: ${JSON.stringify(source)}, dbPath: ${JSON.stringify(dbPath)}, log: (l) => console.log(l) });`;
	return new Promise((resolve, reject) =>
		execFile(process.execPath, ["--input-type=module", "-e", script], (error, stdout, stderr) =>
			error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
		),
	);
}

describe("two processes opening one index at once", () => {
	it("index once: one builds, the other waits and reuses; the index answers as the memory store", async () => {
		const dbPath = join(dir, "index.sqlite");
		const logs = await Promise.all([indexer(dbPath), indexer(dbPath)]);
		expect(logs.filter((log) => /^Indexed /m.test(log))).toHaveLength(1);
		expect(logs.filter((log) => /: reused$/m.test(log))).toHaveLength(1);
		// Nothing left beside the index: no second build, no lock.
		expect(readdirSync(dir).sort()).toEqual(["catalogue.jsonl", "index.sqlite"]);
		const { store, reused } = openModelDb({ source, dbPath });
		expect(reused).toBe(true);
		const memory = memoryStore(loadCatalogue(source, nodeFiles).models);
		for (const search of [undefined, "llama", "7b instruct"]) {
			const query = { search, sort: "downloads" as const, limit: 20, facets: true };
			expect(await store.list(query)).toEqual(await memory.list(query));
		}
	});

	it("refuses a lock file Hubkit did not write, and leaves it as it was", () => {
		const dbPath = join(dir, "refused.sqlite");
		writeFileSync(`${dbPath}.lock`, "my notes\n");
		expect(() => openModelDb({ source, dbPath })).toThrow(IndexPathError);
		expect(() => openModelDb({ source, dbPath })).toThrow(/lock file .* is not Hubkit's/);
		expect(readdirSync(dir)).not.toContain("refused.sqlite");
	});
});
