/**
 * The ids read while indexing, kept in a temporary table (seen-ids.ts): a repeated id is reported
 * with the place of the first, as the memory loader reports it, within a chunk of a file, across
 * chunks and across files.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadCatalogue } from "@hubkit/hub-core";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { nodeFiles, openModelDb } from "../src/index.js";
import { storedIds } from "../src/seen-ids.js";

const dir = mkdtempSync(join(tmpdir(), "hubkit-seen-ids-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("storedIds", () => {
	it("answers where each id was first added, by file and line, from its table", () => {
		const db = new Database(":memory:");
		const seen = storedIds(db);
		seen.add("acme/a", "one.jsonl", 1);
		seen.add("acme/b", "one.jsonl", 7);
		seen.add("Acme/a", "two.jsonl", 2);
		expect(seen.where("acme/a")).toBe("one.jsonl:1");
		expect(seen.where("acme/b")).toBe("one.jsonl:7");
		// Ids differ by case.
		expect(seen.where("Acme/a")).toBe("two.jsonl:2");
		expect(seen.where("acme/c")).toBeUndefined();
		expect(db.prepare("SELECT count(*) FROM temp.seen_ids").pluck().get()).toBe(3);
		seen.drop();
		expect(db.prepare("SELECT count(*) FROM temp.sqlite_master WHERE name = 'seen_ids'").pluck().get()).toBe(0);
		db.close();
	});
});

describe("indexing a catalogue with repeated ids", () => {
	it("skips each repeat with the place of the first, as the memory loader does", () => {
		const folder = join(dir, "catalogue");
		const line = (id: string) => JSON.stringify({ id, downloads: 1, tags: ["text-generation"] });
		const many = Array.from({ length: 200 }, (_, i) => line(`org/model-${i}`));
		mkdirSync(folder);
		// a.jsonl: a repeat in the next line, and one 200 lines on (another chunk at 1 KB chunks).
		writeFileSync(join(folder, "a.jsonl"), [line("acme/x"), line("acme/x"), ...many, line("org/model-3")].join("\n"));
		// b.jsonl: repeats of both files' ids.
		writeFileSync(
			join(folder, "b.jsonl"),
			[line("acme/y"), line("acme/x"), line("org/model-199"), line("acme/y")].join("\n"),
		);
		const opened = openModelDb({ source: folder, dbPath: join(dir, "index.sqlite"), chunkBytes: 1024 });
		const memory = loadCatalogue(folder, nodeFiles);
		expect(opened.problems).toEqual(memory.problems);
		expect(opened.problems.map((p) => p.message)).toEqual([
			`repeats acme/x (first at ${join(folder, "a.jsonl")}:1)`,
			`repeats org/model-3 (first at ${join(folder, "a.jsonl")}:6)`,
			`repeats acme/x (first at ${join(folder, "a.jsonl")}:1)`,
			`repeats org/model-199 (first at ${join(folder, "a.jsonl")}:202)`,
			`repeats acme/y (first at ${join(folder, "b.jsonl")}:1)`,
		]);
		expect(opened.loaded).toBe(memory.models.length);
	});
});
