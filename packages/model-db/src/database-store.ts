/**
 * The ModelStore over an index built by openModelDb (model-db.ts). Held in memory: each facet
 * value's bit set and each record's facet values, every order's record numbers and the search
 * dictionary's token text (for 1M records some 150 MB, an RSS of 380 MB after start); records and
 * summaries stay on disk. What queries found is kept within WORD_CACHE_BYTES + 3 × MATCH_CACHE_BYTES.
 *
 * A list answer is built in three steps, each kept for the next query that needs it:
 * 1. the records of each search word (words.ts), in `words`;
 * 2. the records of the query's words and filters (bit-set ANDs), their count, their facet counts
 *    and searchRank's classes (exact id or name, then id or name prefix, then the rest), in `matches`;
 * 3. the page: the classes in the sort's order from the offset, by walking the order (kept too, so
 *    the next page goes on from there) or, for few matches far in, by sorting their places in it.
 * Measured need (1M records, the shared 2-core machine, CPU time): a search's first answer takes
 * 15-50 ms for a word (finding its words' records and the ids that start with it; 0.1-0.4 s for a
 * single letter), its facet counts 1-10 ms; with steps 1 and 2 kept, another page, sort or filter
 * of the same words takes 0.2-1 ms (bench/profile-store.mjs prints both).
 */
import type { ModelRecord } from "@hubkit/catalog";
import {
	defaultDirection,
	type FacetAnswer,
	type FacetName,
	LruCache,
	type ModelListPage,
	type ModelListQuery,
	type ModelStore,
	type ModelSummary,
	queryFilters,
	type StoreHealth,
	searchRank,
	searchWords,
} from "@hubkit/hub-core";
import type Database from "better-sqlite3";
import { type Bits, both, clearBit, countBits, emptyBits, hasBit, keepBoth, keepNot, setBit, setBits } from "./bits.js";
import { openFacets } from "./facets.js";
import { orderKey, readStoredSets, SUMMARY_ORDER } from "./stored-sets.js";
import { openDictionary } from "./words.js";

const MiB = 1024 * 1024;
/** Bytes of word record sets kept (a set is one bit per record: 125 KB for 1M records). */
export const WORD_CACHE_BYTES = 64 * MiB;
/** Bytes of query match sets kept, and as much again of prefix sets and of classes' walks. */
export const MATCH_CACHE_BYTES = 64 * MiB;
/** What any kept entry weighs besides its arrays (its key, objects and map slot), about. */
const ENTRY_BYTES = 512;
/** What a match set's facet counts and classes weigh besides its bits, about. */
const MATCH_OVERHEAD_BYTES = 16 * 1024;

/**
 * Listing a class's records in an order: walking the order takes a step per record of the
 * catalogue passed, sorting the class's places in it about this many steps per record of the class.
 */
const SORT_STEPS_PER_MATCH = 16;

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
interface Top {
	/** Rank 0: the id or the name is the phrase. */
	exact: number[];
	/** Rank 1: the id or the name starts with it (the exact ones excluded); undefined for none. */
	starts: Bits | undefined;
}

/** One of searchRank's classes among a query's matches, which a page lists in the order. */
interface RankClass {
	/** Names the class in the cache of its records in each order. */
	key: string;
	count: number;
	/** Its records; undefined for all of them. */
	bits: Bits | undefined;
}

/** A class's records in an order: the first `found` of them, found by walking it up to `next`. */
interface InOrder {
	list: Uint32Array;
	found: number;
	next: number;
}

interface Matches {
	/** The matching records; undefined for all of them. */
	bits: Bits | undefined;
	total: number;
	/** searchRank's classes, best first. */
	classes: RankClass[];
	facets?: FacetAnswer;
}

export function databaseStore(db: Database.Database, health: Omit<StoreHealth, "models">): ModelStore {
	const count = (db.prepare("SELECT count(*) AS c FROM models").get() as { c: number }).c;
	const size = count + 1;
	const getRecord = db.prepare("SELECT record FROM models WHERE id = ?").pluck();
	// One statement for a page's rows: half the time of one statement a row (measured, 1M records).
	const getSummaries = db.prepare(
		"SELECT place, summary FROM summaries WHERE place IN (SELECT value FROM json_each(?))",
	);
	const idOf = db.prepare("SELECT id_lc FROM models WHERE n = ?").pluck();
	const nameOf = db.prepare("SELECT name_lc FROM models WHERE n = ?").pluck();
	const named = db.prepare("SELECT n, id_lc FROM models WHERE id_lc = ? OR name_lc = ?");
	const findWord = openDictionary(db, size);

	const { orders, facets: facetSets } = readStoredSets(db);
	const facets = openFacets(facetSets, size);
	/** Where each record stands in an order (built on first need). */
	const positions = new Map<string, Uint32Array>();
	const positionsOf = (key: string, order: Uint32Array) => {
		let pos = positions.get(key);
		if (!pos) {
			pos = new Uint32Array(size);
			for (let i = 0; i < order.length; i++) pos[order[i] as number] = i;
			positions.set(key, pos);
		}
		return pos;
	};

	const words = new LruCache<string, Bits>({
		max: 1e6,
		maxWeight: WORD_CACHE_BYTES,
		weigh: (b) => b.byteLength + ENTRY_BYTES,
	});
	const wordSet = (word: string): Bits => {
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
	const topOf = (phrase: string): Top => {
		let top = tops.get(phrase);
		if (!top) {
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
			top = { exact, starts };
			tops.set(phrase, top);
		}
		return top;
	};

	const matches = new LruCache<string, Matches>({
		max: 1e6,
		maxWeight: MATCH_CACHE_BYTES,
		weigh: (m) => m.classes.reduce((sum, c) => sum + (c.bits?.byteLength ?? 0), MATCH_OVERHEAD_BYTES),
	});
	function matchesOf(searched: readonly string[], filters: readonly [FacetName, string][]): Matches {
		const key = JSON.stringify([searched, filters]);
		const kept = matches.get(key);
		if (kept) return kept;
		const parts: Bits[] = searched.map(wordSet);
		for (const [name, value] of filters) parts.push(facets.filter(name, value));
		let bits: Bits | undefined;
		if (parts.length === 1)
			bits = parts[0]; // a kept set, only read
		else if (parts.length > 1) {
			bits = (parts[0] as Bits).slice();
			for (const part of parts.slice(1)) keepBoth(bits, part);
		}
		const total = bits ? countBits(bits) : count;
		const classes: RankClass[] = [];
		let rest = bits;
		if (bits && searched.length) {
			// searchRank's ranks 0 and 1 among the matches (the exact ones are a handful, the prefixed up to all).
			const top = topOf(searched.join(" "));
			const exact = top.exact.filter((n) => hasBit(bits, n));
			if (exact.length) {
				const ranked = emptyBits(size);
				for (const n of exact) setBit(ranked, n);
				classes.push({ key: `${key}:0`, count: exact.length, bits: ranked });
			}
			const starts = top.starts && both(top.starts, bits);
			const startsCount = starts ? countBits(starts) : 0;
			if (starts && startsCount) classes.push({ key: `${key}:1`, count: startsCount, bits: starts });
			if (classes.length) {
				rest = bits.slice();
				for (const c of classes) keepNot(rest, c.bits as Bits);
			}
		}
		classes.push({ key: `${key}:2`, count: total - classes.reduce((sum, c) => sum + c.count, 0), bits: rest });
		const m: Matches = { bits, total, classes };
		matches.set(key, m);
		return m;
	}

	/**
	 * Each class's records in an order, as far as pages have needed them: the next page of a class
	 * goes on from where the last one stopped. Measured need (1M records): paging one word to
	 * offset 13,000 by walking the order from its start took 1-3 ms a page.
	 */
	const ordered = new LruCache<string, InOrder>({
		max: 1e6,
		maxWeight: MATCH_CACHE_BYTES,
		weigh: (o) => o.list.byteLength + ENTRY_BYTES,
	});

	/** `take` records of a class in the order, after the first `skip` of them. */
	function pick(cls: RankClass, order: Uint32Array, orderName: string, skip: number, take: number): number[] {
		const bits = cls.bits;
		if (!bits) return Array.from(order.subarray(skip, skip + take));
		const key = `${cls.key}\n${orderName}`;
		const want = Math.min(skip + take, cls.count);
		let o = ordered.get(key);
		if (!o) {
			const walk = (want * order.length) / cls.count;
			if (walk > cls.count * SORT_STEPS_PER_MATCH) {
				// Few matches, far in: sort their places in the order rather than walk to them.
				const pos = positionsOf(orderName, order);
				const places = Uint32Array.from(setBits(bits), (n) => pos[n] as number).sort();
				const list = places.map((p) => order[p] as number);
				o = { list, found: list.length, next: order.length };
			} else o = { list: new Uint32Array(Math.min(cls.count, Math.max(256, 2 * want))), found: 0, next: 0 };
			ordered.set(key, o);
		}
		if (o.found < want) {
			if (o.list.length < want) {
				const grown = new Uint32Array(Math.min(cls.count, Math.max(want, 2 * o.list.length)));
				grown.set(o.list.subarray(0, o.found));
				o.list = grown;
				ordered.set(key, o); // weighed again
			}
			const { list } = o;
			let { found, next } = o;
			while (found < want && next < order.length) {
				const n = order[next++] as number;
				if (((bits[n >>> 5] as number) & (1 << (n & 31))) !== 0) list[found++] = n;
			}
			o.found = found;
			o.next = next;
		}
		return Array.from(o.list.subarray(skip, want));
	}

	function list(query: ModelListQuery): ModelListPage {
		const direction = query.direction ?? defaultDirection(query.sort);
		const key = orderKey(query.sort, direction);
		const order = orders.get(key) as Uint32Array;
		const m = matchesOf(searchWords(query.search), queryFilters(query));
		const page: number[] = [];
		let skip = query.offset ?? 0;
		for (const cls of m.classes) {
			if (page.length >= query.limit) break;
			if (skip >= cls.count) {
				skip -= cls.count;
				continue;
			}
			page.push(...pick(cls, order, key, skip, query.limit - page.length));
			skip = 0;
		}
		const placeOf = positionsOf(SUMMARY_ORDER, orders.get(SUMMARY_ORDER) as Uint32Array);
		const places = page.map((n) => placeOf[n] as number);
		const rows = new Map(
			(getSummaries.all(JSON.stringify(places)) as { place: number; summary: string }[]).map((r) => [
				r.place,
				r.summary,
			]),
		);
		const result: ModelListPage = {
			total: m.total,
			models: places.map((place) => JSON.parse(rows.get(place) as string) as ModelSummary),
		};
		if (query.facets) {
			m.facets ??= facets.answer(m.bits, m.total);
			Object.assign(result, m.facets);
		}
		return result;
	}

	return {
		async get(id) {
			const record = getRecord.get(id) as string | undefined;
			return record === undefined ? undefined : (JSON.parse(record) as ModelRecord);
		},
		health: () => ({ ...health, models: count }),
		// No cache of pages here: what a query found is kept above, and the server keeps its
		// answers serialised (apps/server app.ts), which costs the garbage collector far less.
		list: async (query) => list(query),
	};
}
