/**
 * The ModelStore over an index built by openModelDb (model-db.ts). Held in memory: each facet
 * value's bit set, every order's record numbers and the search dictionary's token text (for 1M
 * records some 150 MB); records stay on disk.
 *
 * A list answer is built in three steps, each kept for the next query that needs it:
 * 1. the records of each search word (words.ts), in `words`;
 * 2. the records of the query's words and filters (bit-set ANDs), their count, their facet counts
 *    and searchRank's classes (exact id or name, then id or name prefix, then the rest), in `matches`;
 * 3. the page: the classes in the sort's order from the offset, each read by walking the order
 *    (dense matches) or by sorting the matches' places in it (sparse ones).
 * Measured need (1M records, 2-core machine): a search's first answer takes 2-130 ms to find its
 * words' records and up to 30 ms to read the ids that start with its phrase ("qwen": 59,000), and
 * its facet counts 15 ms; with steps 1 and 2 kept, another page, sort or filter of the same words
 * costs a fraction of a millisecond (bench/profile-store.mjs prints both).
 */
import type { ModelRecord } from "@hubkit/catalog";
import {
	defaultDirection,
	FACET_NAMES,
	type FacetName,
	type Facets,
	LruCache,
	type ModelListPage,
	type ModelListQuery,
	type ModelSort,
	type ModelStore,
	queryFilters,
	type SortDirection,
	type StoreHealth,
	searchRank,
	searchWords,
	sortedFacet,
	summariseModel,
} from "@hubkit/hub-core";
import type Database from "better-sqlite3";
import {
	type Bits,
	clearBit,
	countBits,
	countBoth,
	emptyBits,
	fromBlob,
	hasBit,
	keepBoth,
	setBit,
	setBits,
} from "./bits.js";
import { openDictionary } from "./words.js";

export const orderKey = (sort: ModelSort, direction: SortDirection) => `order:${sort}:${direction}`;
export const facetKey = (name: FacetName, value: string) => `facet:${name}:${value}`;

/** List answers kept per database: the records never change while it is open. */
export const LIST_CACHE_SIZE = 2000;

const MiB = 1024 * 1024;
/** Bytes of word record sets kept (a set is one bit per record: 125 KB for 1M records). */
export const WORD_CACHE_BYTES = 64 * MiB;
/** Bytes of query match sets (and of prefix sets, as much again) kept. */
export const MATCH_CACHE_BYTES = 64 * MiB;
/** What a match set's facet counts and classes weigh besides its bits, about. */
const MATCH_OVERHEAD_BYTES = 16 * 1024;

/**
 * Walking the order visits about (offset + limit) × records / matches places; sorting the matches'
 * places costs about this many walk steps per match. The cheaper of the two reads a page.
 */
const SORT_STEPS_PER_MATCH = 16;

/** Records whose id or name starts with the search phrase: the only ones searchRank ranks above 2. */
const PREFIX_SQL = "(id_lc >= ? AND id_lc < ?) OR (name_lc >= ? AND name_lc < ?)";
const prefixParams = (phrase: string) => {
	const end = `${phrase}\u{10FFFF}`;
	return [phrase, end, phrase, end];
};

/** Sets the bits of a comma-separated list of record numbers (SQLite's group_concat: one string, not a row each). */
function setListed(bits: Bits, list: string | null): void {
	if (!list) return;
	let n = 0;
	for (let i = 0; i < list.length; i++) {
		const c = list.charCodeAt(i);
		if (c === 44) {
			setBit(bits, n);
			n = 0;
		} else n = n * 10 + c - 48;
	}
	setBit(bits, n);
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
	count: number;
	has: (n: number) => boolean;
	/** Its records, in any order (for sparse classes). */
	members: () => number[];
}

interface Matches {
	/** The matching records; undefined for all of them. */
	bits: Bits | undefined;
	total: number;
	/** searchRank's classes, best first. */
	classes: RankClass[];
	facets?: Facets;
}

export function databaseStore(db: Database.Database, health: Omit<StoreHealth, "models">): ModelStore {
	const count = (db.prepare("SELECT count(*) AS c FROM models").get() as { c: number }).c;
	const size = count + 1;
	const getRecord = db.prepare("SELECT record FROM models WHERE id = ?").pluck();
	const getRecordAt = db.prepare("SELECT record FROM models WHERE n = ?").pluck();
	const prefixed = db.prepare(`SELECT group_concat(n) FROM models WHERE ${PREFIX_SQL}`).pluck();
	const named = db.prepare("SELECT n, id_lc FROM models WHERE id_lc = ? OR name_lc = ?");
	const findWord = openDictionary(db, size);

	const orders = new Map<string, Uint32Array>();
	const facetSets: { name: FacetName; value: string; bits: Bits }[] = [];
	const byFacet = new Map<string, Bits>();
	const sets = db.prepare("SELECT key, facet, value, data FROM sets").all() as {
		key: string;
		facet: FacetName | null;
		value: string | null;
		data: Buffer;
	}[];
	for (const row of sets) {
		const data = fromBlob(row.data);
		if (row.facet === null || row.value === null) orders.set(row.key, data);
		else {
			facetSets.push({ name: row.facet, value: row.value, bits: data });
			byFacet.set(row.key, data);
		}
	}
	const countFacets = (matching: Bits | undefined): Facets => {
		const maps = Object.fromEntries(FACET_NAMES.map((n) => [n, new Map<string, number>()])) as Record<
			FacetName,
			Map<string, number>
		>;
		for (const { name, value, bits } of facetSets) {
			const c = matching ? countBoth(matching, bits) : countBits(bits);
			if (c > 0) maps[name].set(value, c);
		}
		return Object.fromEntries(FACET_NAMES.map((n) => [n, sortedFacet(maps[n])])) as Facets;
	};
	const allFacets = countFacets(undefined);
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

	const words = new LruCache<string, Bits>({ max: 1e6, maxWeight: WORD_CACHE_BYTES, weigh: (b) => b.byteLength });
	const wordSet = (word: string): Bits => {
		let bits = words.get(word);
		if (!bits) {
			bits = findWord(word);
			words.set(word, bits);
		}
		return bits;
	};

	const tops = new LruCache<string, Top>({
		max: 1e6,
		maxWeight: MATCH_CACHE_BYTES,
		weigh: (t) => (t.starts?.byteLength ?? 0) + 8 * t.exact.length + 64,
	});
	const topOf = (phrase: string): Top => {
		let top = tops.get(phrase);
		if (!top) {
			// searchRank compares the id in lower case, so the stored lower-case id gives the same rank.
			const exact = (named.all(phrase, phrase) as { n: number; id_lc: string }[])
				.filter((r) => searchRank({ id: r.id_lc, tags: [] }, phrase) === 0)
				.map((r) => r.n);
			const listed = prefixed.get(...prefixParams(phrase)) as string | null;
			let starts: Bits | undefined;
			if (listed) {
				starts = emptyBits(size);
				setListed(starts, listed);
				for (const n of exact) clearBit(starts, n);
			}
			top = { exact, starts };
			tops.set(phrase, top);
		}
		return top;
	};

	const matches = new LruCache<string, Matches>({
		max: 1e6,
		maxWeight: MATCH_CACHE_BYTES,
		weigh: (m) => (m.bits?.byteLength ?? 0) + MATCH_OVERHEAD_BYTES,
	});
	function matchesOf(searched: readonly string[], filters: readonly [FacetName, string][]): Matches {
		const key = JSON.stringify([searched, filters]);
		const kept = matches.get(key);
		if (kept) return kept;
		const parts: Bits[] = searched.map(wordSet);
		for (const [name, value] of filters) parts.push(byFacet.get(facetKey(name, value)) ?? emptyBits(size));
		let bits: Bits | undefined;
		if (parts.length === 1)
			bits = parts[0]; // a kept set, only read
		else if (parts.length > 1) {
			bits = (parts[0] as Bits).slice();
			for (const part of parts.slice(1)) keepBoth(bits, part);
		}
		const total = bits ? countBits(bits) : count;
		const classes: RankClass[] = [];
		if (!bits) classes.push({ count, has: () => true, members: () => [] });
		else {
			const all = bits;
			let isTop = (_n: number) => false;
			let topCount = 0;
			if (searched.length) {
				const top = topOf(searched.join(" "));
				const exact = top.exact.filter((n) => hasBit(all, n));
				const exactSet = new Set(exact);
				classes.push({ count: exact.length, has: (n) => exactSet.has(n), members: () => exact });
				const starts = top.starts;
				if (starts) {
					const startsCount = countBoth(starts, all);
					classes.push({
						count: startsCount,
						has: (n) => hasBit(starts, n) && hasBit(all, n),
						members: () => setBits(starts).filter((n) => hasBit(all, n)),
					});
					topCount = startsCount;
					isTop = (n) => exactSet.has(n) || hasBit(starts, n);
				} else isTop = (n) => exactSet.has(n);
				topCount += exact.length;
			}
			classes.push({
				count: total - topCount,
				has: (n) => hasBit(all, n) && !isTop(n),
				members: () => setBits(all).filter((n) => !isTop(n)),
			});
		}
		const m: Matches = { bits, total, classes };
		matches.set(key, m);
		return m;
	}

	/** `take` records of a class in the order, after the first `skip` of them. */
	function pick(cls: RankClass, order: Uint32Array, key: string, skip: number, take: number): number[] {
		const out: number[] = [];
		if (cls.count === order.length) {
			for (let i = skip; i < order.length && out.length < take; i++) out.push(order[i] as number);
			return out;
		}
		const walk = ((skip + take) * order.length) / cls.count;
		if (walk <= cls.count * SORT_STEPS_PER_MATCH) {
			for (let i = 0; i < order.length && out.length < take; i++) {
				const n = order[i] as number;
				if (!cls.has(n)) continue;
				if (skip > 0) skip--;
				else out.push(n);
			}
			return out;
		}
		const pos = positionsOf(key, order);
		const places = Uint32Array.from(cls.members(), (n) => pos[n] as number).sort();
		for (const p of places.subarray(skip, skip + take)) out.push(order[p] as number);
		return out;
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
		const result: ModelListPage = {
			total: m.total,
			models: page.map((n) => summariseModel(JSON.parse(getRecordAt.get(n) as string) as ModelRecord)),
		};
		if (query.facets) {
			m.facets ??= m.bits ? countFacets(m.bits) : allFacets;
			result.facets = m.facets;
		}
		return result;
	}

	const cache = new LruCache<string, ModelListPage>({ max: LIST_CACHE_SIZE });
	return {
		async get(id) {
			const record = getRecord.get(id) as string | undefined;
			return record === undefined ? undefined : (JSON.parse(record) as ModelRecord);
		},
		health: () => ({ ...health, models: count }),
		async list(query) {
			const key = JSON.stringify([
				query.search,
				queryFilters(query),
				query.sort,
				query.direction,
				query.limit,
				query.offset,
				query.facets,
			]);
			let page = cache.get(key);
			if (!page) {
				page = list(query);
				cache.set(key, page);
			}
			return page;
		},
	};
}
