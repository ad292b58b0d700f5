/**
 * HUBKIT_MODELS through the database store (HUBKIT_MODELS_DB names the index): the built server
 * indexes the file once, says so, reuses the index on the next start, and re-indexes after the
 * file changes.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { startBuiltServer, stopBuiltServers } from "./built-server.js";

const dir = mkdtempSync(join(tmpdir(), "hubkit-db-"));
const file = join(dir, "models.jsonl");
const db = join(dir, "index", "models.sqlite");
const write = (records: object[]) => writeFileSync(file, records.map((r) => JSON.stringify(r)).join("\n"));
const RECORDS = [
	{ id: "acme/alpha", pipeline_tag: "text-generation", cardData: { license: "mit" }, downloads: 5 },
	{ id: "acme/beta", pipeline_tag: "text-generation", cardData: { license: "apache-2.0" }, downloads: 9 },
	{ id: "acme/gamma", tags: "not-a-list" },
	{ id: "acme/delta", pipeline_tag: "fill-mask", cardData: { license: "mit" }, downloads: 1 },
];

afterEach(stopBuiltServers);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const start = () => startBuiltServer({ HUBKIT_MODELS: file, HUBKIT_MODELS_DB: db });

const ids = async (url: string) =>
	((await (await fetch(`${url}/api/models?sort=downloads`)).json()) as { models: { id: string }[] }).models.map(
		(m) => m.id,
	);

describe("HUBKIT_MODELS in a database (HUBKIT_MODELS_DB)", () => {
	it("indexes once, reports bad records, reuses the index, and re-indexes a changed file", async () => {
		write(RECORDS);
		const first = await start();
		expect(first.output()).toContain(`Indexing ${file} into ${db}`);
		expect(first.output()).toContain(`skipped ${file}:3: tags:`);
		expect(first.output()).toContain("3 models loaded, 1 record skipped");
		const health = await (await fetch(`${first.url}/api/health`)).json();
		expect(health).toMatchObject({ source: "database", models: 3, catalogue: { loaded: 3, skipped: 1, warned: 0 } });
		const list = (await (await fetch(`${first.url}/api/models?license=mit&facets=true&search=acme`)).json()) as {
			total: number;
			models: { id: string }[];
			facets: Record<string, unknown>;
		};
		expect(list.total).toBe(2);
		expect(list.facets.task).toEqual([
			{ value: "fill-mask", count: 1 },
			{ value: "text-generation", count: 1 },
		]);
		// The pages that count models ask the database, as the model list does.
		const tasks = (await (await fetch(`${first.url}/api/tasks`)).json()) as { id: string; modelCount: number }[];
		expect(tasks.find((t) => t.id === "text-generation")?.modelCount).toBe(2);
		expect(tasks.find((t) => t.id === "fill-mask")?.modelCount).toBe(1);
		expect((await fetch(`${first.url}/api/models/acme/beta`)).status).toBe(200);
		expect((await fetch(`${first.url}/api/models/acme/gamma`)).status).toBe(404);
		expect(await ids(first.url)).toEqual(["acme/beta", "acme/alpha", "acme/delta"]);
		first.stop();

		const second = await start();
		expect(second.output()).toContain(`Index ${db} is up to date with ${file}: reused`);
		expect(second.output()).not.toContain("Indexing");
		// The bad record is reported again from the index, the same way.
		expect(second.output()).toContain(`skipped ${file}:3: tags:`);
		expect(await ids(second.url)).toEqual(["acme/beta", "acme/alpha", "acme/delta"]);
		second.stop();

		write([...RECORDS, { id: "acme/epsilon", downloads: 100 }]);
		const third = await start();
		expect(third.output()).toContain(`Indexing ${file} into ${db}`);
		expect(await ids(third.url)).toEqual(["acme/epsilon", "acme/beta", "acme/alpha", "acme/delta"]);
	}, 60_000);
});
