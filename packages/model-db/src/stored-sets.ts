/**
 * The rows of an index's `sets` table: each list order's record numbers and each facet value's
 * records, under the keys below. The indexer (model-db.ts) writes them under these keys and the
 * store reads them all into memory at open, so both take the keys from here.
 */
import { defaultDirection, type FacetName, type KeySort, type SortDirection } from "@hubkit/hub-core";
import type Database from "better-sqlite3";
import { fromBlob, type RecordSet, recordSet } from "./bits.js";

export const orderKey = (sort: KeySort, direction: SortDirection) => `order:${sort}:${direction}`;
export const facetKey = (name: FacetName, value: string) => `facet:${name}:${value}`;

/**
 * The order summaries are stored in: the default list's (most downloaded first), so the records
 * most pages show (popular ones, early pages) share few pages of the file and stay in its cache.
 */
export const SUMMARY_ORDER = orderKey("downloads", defaultDirection("downloads"));

/** A facet value and its records, stored under `key` (facetKey). */
export interface FacetSet {
	key: string;
	name: FacetName;
	value: string;
	set: RecordSet;
}

export interface StoredSets {
	/** Each order's record numbers, by key (orderKey). */
	orders: Map<string, Uint32Array>;
	/** Each facet value's records, in the table's order. */
	facets: FacetSet[];
}

/** Every set of the index, read into memory. */
export function readStoredSets(db: Database.Database): StoredSets {
	const orders = new Map<string, Uint32Array>();
	const facets: FacetSet[] = [];
	// Row by row: a catalogue may have hundreds of thousands of facet values.
	const rows = db.prepare("SELECT key, facet, value, dense, data FROM sets").iterate() as IterableIterator<{
		key: string;
		facet: FacetName | null;
		value: string | null;
		dense: number;
		data: Buffer;
	}>;
	for (const row of rows) {
		if (row.facet === null || row.value === null) orders.set(row.key, fromBlob(row.data));
		else facets.push({ key: row.key, name: row.facet, value: row.value, set: recordSet(row.dense === 1, row.data) });
	}
	return { orders, facets };
}
