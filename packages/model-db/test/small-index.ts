/**
 * A small index built by the real indexer (openModelDb) in a folder of its own, with what the
 * store's parts open on (its database, read-only, the record numbers' range and its stored sets),
 * the records' ids by number, and hub-core's memory store of the same records: the reference for
 * every rule.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ModelRecord } from "@hubkit/catalog";
import { loadCatalogue, type ModelListQuery, type ModelStore, memoryStore } from "@hubkit/hub-core";
import Database from "better-sqlite3";
import { type Bits, emptyBits, setBit, setBits } from "../src/bits.js";
import { nodeFiles, openModelDb } from "../src/index.js";
import { readStoredSets, type StoredSets } from "../src/stored-sets.js";

export interface SmallIndex {
	db: Database.Database;
	/** One more than the number of records (records are numbered from 1). */
	size: number;
	sets: StoredSets;
	memory: ModelStore;
	/** The ids of these record numbers, in their order. */
	ids(numbers: Iterable<number>): string[];
	/** The ids of a bit set's records, A to Z. */
	idsIn(bits: Bits): string[];
	/** The records of these ids, as a bit set. */
	bitsOf(ids: Iterable<string>): Bits;
	close(): void;
}

export function smallIndex(records: readonly ModelRecord[]): SmallIndex {
	const dir = mkdtempSync(join(tmpdir(), "hubkit-small-index-"));
	const source = join(dir, "catalogue.jsonl");
	writeFileSync(source, records.map((r) => JSON.stringify(r)).join("\n"));
	const dbPath = join(dir, "index.sqlite");
	const opened = openModelDb({ source, dbPath });
	if (opened.problems.length > 0) throw new Error(`records with problems: ${JSON.stringify(opened.problems)}`);
	const db = new Database(dbPath, { readonly: true });
	const idOf = db.prepare("SELECT id FROM models WHERE n = ?").pluck();
	const ids = (numbers: Iterable<number>) => Array.from(numbers, (n) => idOf.get(n) as string);
	const numberOf = db.prepare("SELECT n FROM models WHERE id = ?").pluck();
	const size = opened.loaded + 1;
	return {
		db,
		size,
		sets: readStoredSets(db),
		memory: memoryStore(loadCatalogue(source, nodeFiles).models),
		ids,
		idsIn: (bits) => ids(setBits(bits)).sort(),
		bitsOf(of) {
			const bits = emptyBits(size);
			for (const id of of) setBit(bits, numberOf.get(id) as number);
			return bits;
		},
		close() {
			db.close();
			rmSync(dir, { recursive: true, force: true });
		},
	};
}

/** Every record the memory store lists for `query` (its filters and search), as ids A to Z. */
export async function idsListed(memory: ModelStore, query: Omit<ModelListQuery, "sort" | "limit">) {
	const page = await memory.list({ ...query, sort: "id", limit: 1e9 });
	return page.models.map((m) => m.id).sort();
}
