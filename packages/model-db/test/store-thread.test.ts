/**
 * The database store answering in a worker thread (store-thread.ts): the same answers as in the
 * calling thread, and a question past its time budget answered with a 503 StoreError, not a wait.
 * The worker runs the built module (dist): `npm run build` first, as for the built-server tests.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ModelRecord } from "@hubkit/catalog";
import { type ModelListQuery, type ModelStore, StoreError } from "@hubkit/hub-core";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { afterAll, describe, expect, it } from "vitest";
import { openModelDb, overBudgetMessage } from "../src/index.js";

const dir = mkdtempSync(join(tmpdir(), "hubkit-store-thread-"));
const source = join(dir, "catalogue.jsonl");
const records = Array.from({ length: 600 }, (_, i) => {
	const sample = SAMPLE_MODELS[i % SAMPLE_MODELS.length] as ModelRecord;
	return { ...sample, id: `org${i % 7}/${sample.id.split("/")[1]}-${i}`, downloads: (i * 7919) % 1000 };
});
writeFileSync(source, records.map((r) => JSON.stringify(r)).join("\n"));
const dbPath = join(dir, "index.sqlite");
const here = openModelDb({ source, dbPath }).store;
const opened: (ModelStore & { close?: () => Promise<void> })[] = [];
const inThread = (budgetMs?: number) => {
	const { store } = openModelDb({ source, dbPath, thread: budgetMs === undefined ? {} : { budgetMs } });
	opened.push(store);
	return store;
};
afterAll(async () => {
	for (const store of opened) await store.close?.();
	rmSync(dir, { recursive: true, force: true });
});

describe("the database store in a worker thread", () => {
	it("answers lists, records and model trees as the store in this thread does", async () => {
		const threaded = inThread();
		const queries: ModelListQuery[] = [
			{ sort: "downloads", limit: 5 },
			{ search: "llama 7b", sort: "likes", limit: 10, facets: true },
			{ search: "a b c d e f g h i j", sort: "id", limit: 3, offset: 2 },
			{ license: "mit", sort: "lastModified", direction: "asc", limit: 4 },
		];
		for (const query of queries) expect(await threaded.list(query)).toEqual(await here.list(query));
		const id = records[3]?.id as string;
		expect(await threaded.get(id)).toEqual(await here.get(id));
		expect(await threaded.get("no/such-model")).toBeUndefined();
		expect(await threaded.children?.(id, 5)).toEqual(await here.children?.(id, 5));
		expect(threaded.health()).toEqual(here.health());
	});

	it("answers 503 with what to do when a list is past its time budget (a budget of 0)", async () => {
		const threaded = inThread(0);
		const error = await threaded.list({ search: "llama", sort: "downloads", limit: 5 }).catch((e: unknown) => e);
		expect(error).toBeInstanceOf(StoreError);
		expect(error).toMatchObject({ status: 503, message: overBudgetMessage(0) });
		// A record is one indexed read, answered without the worker.
		expect((await threaded.get(records[0]?.id as string))?.id).toBe(records[0]?.id);
	});
});
