/**
 * An indexed catalogue's list past its time budget is a clear 503 in the API's error shape, and the
 * rest of the API keeps answering. The budget is 0 here, so no timing enters the test. (The store
 * answers in a worker thread of the built model-db: `npm run build` first.)
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openModelDb, overBudgetMessage } from "@hubkit/model-db";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { afterAll, expect, it } from "vitest";
import { createApp } from "../src/index.js";

const dir = mkdtempSync(join(tmpdir(), "hubkit-list-budget-"));
const source = join(dir, "catalogue.jsonl");
writeFileSync(source, SAMPLE_MODELS.map((r) => JSON.stringify(r)).join("\n"));
const { store } = openModelDb({ source, dbPath: join(dir, "index.sqlite"), thread: { budgetMs: 0 } });
afterAll(async () => {
	await (store as { close?: () => Promise<void> }).close?.();
	rmSync(dir, { recursive: true, force: true });
});

it("answers 503 with what to do for a list past its budget, and keeps answering the rest", async () => {
	const app = createApp({ store });
	const list = await app.request("/api/models?search=llama");
	expect(list.status).toBe(503);
	expect(await list.json()).toEqual({ error: overBudgetMessage(0) });
	expect((await app.request("/api/health")).status).toBe(200);
	const id = SAMPLE_MODELS[0]?.id as string;
	expect((await app.request(`/api/models/${id}`)).status).toBe(200);
});
