/**
 * The model tree in the index (tree.ts): the children of a model, per relation, as the memory
 * store answers them, read through indexes at any catalogue size.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ModelRecord } from "@hubkit/catalog";
import { MAX_CHILDREN_LIMIT, memoryStore } from "@hubkit/hub-core";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { openModelDb } from "../src/index.js";

const child = (id: string, tags: string[], downloads: number): ModelRecord => ({ id, tags, downloads });
const records: ModelRecord[] = [
	{ id: "org/base", tags: ["text-generation"], downloads: 5 },
	// More quantized children than an answer lists, with tied downloads (ordered by id then).
	...Array.from({ length: MAX_CHILDREN_LIMIT + 30 }, (_, i) =>
		child(`q${i % 9}/base-${i}-GGUF`, ["gguf", "base_model:quantized:org/base"], (i * 37) % 11),
	),
	child("tuner/base-chat", ["base_model:org/base", "base_model:finetune:org/base"], 900),
	// The card alone: finetune; with its relation: that relation.
	{ id: "tuner/base-card", cardData: { base_model: "org/base" }, downloads: 3 },
	{ id: "merger/mix", cardData: { base_model: ["org/base", "org/other"], base_model_relation: "merge" } },
	child("lora/base-lora", ["base_model:adapter:roberta-large"], 1),
	// Hostile edges are none.
	child("bad/edges", ["base_model:quantized:../x", "base_model:forked:org/base", "base_model:merge:bad/edges"], 1),
];

const dir = mkdtempSync(join(tmpdir(), "hubkit-tree-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const source = join(dir, "models.jsonl");
writeFileSync(source, records.map((r) => JSON.stringify(r)).join("\n"));
const dbPath = join(dir, "models.sqlite");
const database = openModelDb({ source, dbPath }).store;
const memory = memoryStore(records);

describe("a model's children in the index", () => {
	it("agree with the memory store's at every limit", async () => {
		for (const id of ["org/base", "org/other", "roberta-large", "bad/edges", "../x", "nobody/nothing"]) {
			for (const limit of [0, 1, 10, MAX_CHILDREN_LIMIT, MAX_CHILDREN_LIMIT + 50]) {
				expect(await database.children?.(id, limit), `${id} ${limit}`).toEqual(await memory.children?.(id, limit));
			}
		}
	});

	it("count every child and list the most downloaded, by relation", async () => {
		const base = await database.children?.("org/base", 3);
		expect(base?.quantized.total).toBe(MAX_CHILDREN_LIMIT + 30);
		expect(base?.quantized.models).toEqual([
			{ id: "q0/base-63-GGUF", downloads: 10 },
			{ id: "q1/base-118-GGUF", downloads: 10 },
			{ id: "q1/base-19-GGUF", downloads: 10 },
		]);
		expect(base?.finetune).toEqual({
			total: 2,
			models: [
				{ id: "tuner/base-chat", downloads: 900 },
				{ id: "tuner/base-card", downloads: 3 },
			],
		});
		expect(base?.merge).toEqual({ total: 1, models: [{ id: "merger/mix", downloads: 0 }] });
		expect(base?.adapter).toEqual({ total: 0, models: [] });
		expect((await database.children?.("org/base", 1000))?.quantized.models).toHaveLength(MAX_CHILDREN_LIMIT);
		expect((await database.children?.("roberta-large", 5))?.adapter.total).toBe(1);
	});

	it("are read through indexes, not by scanning the edges", () => {
		const db = new Database(dbPath, { readonly: true });
		try {
			const plan = (sql: string, ...args: unknown[]) =>
				(db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...args) as { detail: string }[]).map((r) => r.detail).join("; ");
			const counts = plan("SELECT relation, total FROM tree_counts WHERE parent = ?", "org/base");
			const top = plan(
				"SELECT child AS id, downloads FROM tree_edges WHERE parent = ? AND relation = ? ORDER BY downloads DESC, child LIMIT ?",
				"org/base",
				"quantized",
				10,
			);
			expect(counts).toMatch(/SEARCH tree_counts USING PRIMARY KEY/);
			expect(top).toMatch(/SEARCH tree_edges USING (COVERING )?INDEX tree_edges_by_parent/);
			expect(top).not.toMatch(/TEMP B-TREE/);
		} finally {
			db.close();
		}
	});
});
