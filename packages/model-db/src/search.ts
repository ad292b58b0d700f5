/**
 * A search's records before the filters: each word's records (from the dictionary, words.ts), and
 * the records searchRank ranks above the rest for the phrase, over the whole catalogue: those
 * whose lower-case id or name is the phrase (rank 0), and those whose id or name starts with it
 * (rank 1). Both are kept for the next query with the same words.
 */
import { LruCache, searchRank } from "@hubkit/hub-core";
import type Database from "better-sqlite3";
import { type Bits, clearBit, emptyBits, setBit } from "./bits.js";
import { ENTRY_BYTES, MATCH_CACHE_BYTES, WORD_CACHE_BYTES } from "./cache-sizes.js";
import { openDictionary } from "./words.js";

/**
 * The records in order of their lower-case id, and of their lower-case name (then id), as SQLite
 * orders text (its bytes in UTF-8): the records whose id, or name, starts with a search phrase are
 * one run of each, found by binary search. searchRank ranks only those above the rest. Measured
 * need (1M records): reading them from an index range took 2 s for a letter that begins every id
 * ("o" of "org…"), and held the server that long; a run takes a few dozen point reads.
 */
export const PREFIX_ORDERS = { id: "prefix:id_lc", name: "prefix:name_lc" } as const;
export const PREFIX_ORDER_SQL = {
	id: "SELECT n FROM models ORDER BY id_lc",
	name: "SELECT n FROM models ORDER BY name_lc, id_lc",
} as const;

/** The run of `order` (records in SQLite's order of a text column) whose value starts with `phrase`. */
function prefixRun(order: Uint32Array, columnOf: (n: number) => string, phrase: string): [number, number] {
	// As the SQL `value >= phrase AND value < phrase || U+10FFFF`, compared as SQLite does: by bytes.
	const firstNotBelow = (bound: Buffer) => {
		let lo = 0;
		let hi = order.length;
		while (lo < hi) {
			const mid = (lo + hi) >>> 1;
			if (Buffer.compare(Buffer.from(columnOf(order[mid] as number)), bound) < 0) lo = mid + 1;
			else hi = mid;
		}
		return lo;
	};
	return [firstNotBelow(Buffer.from(phrase)), firstNotBelow(Buffer.from(`${phrase}\u{10FFFF}`))];
}

/** The records searchRank puts first for a phrase, over the whole catalogue. */
export interface Top {
	/** Rank 0: the id or the name is the phrase. */
	exact: number[];
	/** Rank 1: the id or the name starts with it (the exact ones excluded); undefined for none. */
	starts: Bits | undefined;
}

export interface Search {
	/** The records whose search haystack contains `word` (lower case): a kept set, only to be read. */
	wordRecords(word: string): Bits;
	/** The records searchRank puts first for `phrase` (the search's words, lower case, joined by a space). */
	top(phrase: string): Top;
}

/** The search of an index, over records numbered 1 to size - 1; `orders` holds its PREFIX_ORDERS. */
export function openSearch(db: Database.Database, orders: ReadonlyMap<string, Uint32Array>, size: number): Search {
	const idOf = db.prepare("SELECT id_lc FROM models WHERE n = ?").pluck();
	const nameOf = db.prepare("SELECT name_lc FROM models WHERE n = ?").pluck();
	const named = db.prepare("SELECT n, id_lc FROM models WHERE id_lc = ? OR name_lc = ?");
	const findWord = openDictionary(db, size);

	const words = new LruCache<string, Bits>({
		max: 1e6,
		maxWeight: WORD_CACHE_BYTES,
		weigh: (b) => b.byteLength + ENTRY_BYTES,
	});
	const wordRecords = (word: string): Bits => {
		let bits = words.get(word);
		if (!bits) {
			bits = findWord(word);
			words.set(word, bits);
		}
		return bits;
	};

	const prefixOrders: [Uint32Array, (n: number) => string][] = [
		[orders.get(PREFIX_ORDERS.id) as Uint32Array, (n) => idOf.get(n) as string],
		[orders.get(PREFIX_ORDERS.name) as Uint32Array, (n) => nameOf.get(n) as string],
	];
	const tops = new LruCache<string, Top>({
		max: 1e6,
		maxWeight: MATCH_CACHE_BYTES,
		weigh: (t) => (t.starts?.byteLength ?? 0) + 8 * t.exact.length + ENTRY_BYTES,
	});
	const top = (phrase: string): Top => {
		let found = tops.get(phrase);
		if (!found) {
			// searchRank compares the id in lower case, so the stored lower-case id gives the same rank.
			const exact = (named.all(phrase, phrase) as { n: number; id_lc: string }[])
				.filter((r) => searchRank({ id: r.id_lc, tags: [] }, phrase) === 0)
				.map((r) => r.n);
			let starts: Bits | undefined;
			for (const [order, columnOf] of prefixOrders) {
				const [from, to] = prefixRun(order, columnOf, phrase);
				if (from < to) starts ??= emptyBits(size);
				for (let i = from; i < to; i++) setBit(starts as Bits, order[i] as number);
			}
			if (starts) for (const n of exact) clearBit(starts, n);
			found = { exact, starts };
			tops.set(phrase, found);
		}
		return found;
	};

	return { wordRecords, top };
}
