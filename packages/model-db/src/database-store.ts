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
	LruCache,
	type ModelListPage,
	type ModelListQuery,
	type ModelStore,
	type ModelSummary,
	queryFilters,
	type StoreHealth,
	searchWords,
} from "@hubkit/hub-core";
import type Database from "better-sqlite3";
import { setBits } from "./bits.js";
import { ENTRY_BYTES, MATCH_CACHE_BYTES } from "./cache-sizes.js";
import { openFacets } from "./facets.js";
import { openMatches, type RankClass } from "./matches.js";
import { openSearch } from "./search.js";
import { orderKey, readStoredSets, SUMMARY_ORDER } from "./stored-sets.js";

/**
 * Listing a class's records in an order: walking the order takes a step per record of the
 * catalogue passed, sorting the class's places in it about this many steps per record of the class.
 */
const SORT_STEPS_PER_MATCH = 16;

/** A class's records in an order: the first `found` of them, found by walking it up to `next`. */
interface InOrder {
	list: Uint32Array;
	found: number;
	next: number;
}

export function databaseStore(db: Database.Database, health: Omit<StoreHealth, "models">): ModelStore {
	const count = (db.prepare("SELECT count(*) AS c FROM models").get() as { c: number }).c;
	const size = count + 1;
	const getRecord = db.prepare("SELECT record FROM models WHERE id = ?").pluck();
	// One statement for a page's rows: half the time of one statement a row (measured, 1M records).
	const getSummaries = db.prepare(
		"SELECT place, summary FROM summaries WHERE place IN (SELECT value FROM json_each(?))",
	);
	const { orders, facets: facetSets } = readStoredSets(db);
	const search = openSearch(db, orders, size);
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

	const matchesOf = openMatches(search, facets, count);

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
