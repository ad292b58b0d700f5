/**
 * Every list order of an index is compareSummaries's (hub-core), the memory store's order, also
 * where SQLite, which sorts them while indexing (orders.ts), compares text otherwise: dates not
 * in ISO form (its bytes against localeCompare), with ties and missing dates.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ModelRecord } from "@hubkit/catalog";
import { KEY_SORTS, type ModelStore, memoryStore } from "@hubkit/hub-core";
import { afterAll, describe, expect, it } from "vitest";
import { openModelDb } from "../src/index.js";

const dir = mkdtempSync(join(tmpdir(), "hubkit-orders-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every id of a store's list, in its order. */
async function ids(store: ModelStore, sort: (typeof KEY_SORTS)[number], direction: "asc" | "desc"): Promise<string[]> {
	return (await store.list({ sort, direction, limit: 100 })).models.map((m) => m.id);
}

async function expectSameOrders(name: string, records: ModelRecord[]): Promise<void> {
	const source = join(dir, `${name}.jsonl`);
	writeFileSync(source, records.map((r) => JSON.stringify(r)).join("\n"));
	const database = openModelDb({ source, dbPath: join(dir, `${name}.sqlite`) }).store;
	const memory = memoryStore(records);
	for (const sort of KEY_SORTS) {
		for (const direction of ["asc", "desc"] as const) {
			expect(await ids(database, sort, direction), `${sort} ${direction}`).toEqual(await ids(memory, sort, direction));
		}
	}
}

describe("the orders of an index", () => {
	it("are the memory store's for ordinary ids and dates, ties by id", async () => {
		await expectSameOrders("ordinary", [
			{ id: "acme/b", downloads: 5, likes: 1, lastModified: "2024-05-01T00:00:00.000Z" },
			{ id: "acme/a", downloads: 5, likes: 2, lastModified: "2024-05-01T00:00:00.000Z" },
			{ id: "zeta/c", downloads: 9, likes: 1 },
			{ id: "beta/d", downloads: 0, likes: 7, lastModified: "2023-01-02T03:04:05.000Z" },
		]);
	});

	it("are the memory store's where SQLite compares dates otherwise", async () => {
		// By bytes "B" comes before "a" and "b"; by localeCompare (the rule) after "a" and beside "b".
		await expectSameOrders("otherwise", [
			{ id: "acme/lower-b", downloads: 1, likes: 1, lastModified: "b" },
			{ id: "acme/upper-b", downloads: 1, likes: 1, lastModified: "B" },
			{ id: "acme/plain", downloads: 1, likes: 1, lastModified: "a" },
			{ id: "acme/Upper", downloads: 2, likes: 0, lastModified: "" },
			{ id: "acme/none", downloads: 2, likes: 0 },
		]);
	});
});
