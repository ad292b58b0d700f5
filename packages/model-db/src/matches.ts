/**
 * A query's matches: the records of all its words and filters (bit-set ANDs), their count, and
 * searchRank's tiers among them (exact id or name, then every word a whole piece of the id, then
 * the rest), which a page sorted by best match lists one after another. Kept for the next query with the same words and filters, which
 * also keeps its facet counts once asked for.
 */
import { type FacetAnswer, type FacetName, LruCache } from "@hubkit/hub-core";
import { type Bits, both, countBits, emptyBits, hasBit, keepBoth, keepNot, setBit } from "./bits.js";
import { MATCH_CACHE_BYTES } from "./cache-sizes.js";
import type { Facets } from "./facets.js";
import type { Search } from "./search.js";

/** What a match set's facet counts and classes weigh besides its bits, about. */
const MATCH_OVERHEAD_BYTES = 16 * 1024;

/** One of searchRank's classes among a query's matches, which a page lists in the order. */
export interface RankClass {
	/** Names the class in the cache of its records in each order. */
	key: string;
	count: number;
	/** Its records; undefined for all of them. */
	bits: Bits | undefined;
}

export interface Matches {
	/** The matching records; undefined for all of them. */
	bits: Bits | undefined;
	total: number;
	/** searchRank's tiers, best first: what a page sorted by best match lists. */
	classes: RankClass[];
	/** Every match as one class: what a page of any other sort lists. */
	all: RankClass;
	/** The facets over the matches, once a query asked for them. */
	facets?: FacetAnswer;
}

/**
 * The matches of searched words (searchWords) and filters (queryFilters), over the `count` records
 * numbered 1 to count.
 */
export function openMatches(
	search: Search,
	facets: Facets,
	count: number,
	// The sets the filters stand for: each one's stored set, unless the store says otherwise (offers.ts).
	filterSets: (filters: readonly [FacetName, string][]) => Bits[] = (filters) =>
		filters.map(([name, value]) => facets.filter(name, value)),
): (searched: readonly string[], filters: readonly [FacetName, string][]) => Matches {
	const size = count + 1;
	const matches = new LruCache<string, Matches>({
		max: 1e6,
		maxWeight: MATCH_CACHE_BYTES,
		// `all` shares the matches' bits, which the last class holds when the search has no tiers.
		weigh: (m) =>
			m.classes.reduce((sum, c) => sum + (c.bits?.byteLength ?? 0), MATCH_OVERHEAD_BYTES) +
			(m.classes.length > 1 ? (m.bits?.byteLength ?? 0) : 0),
	});
	return (searched, filters) => {
		const key = JSON.stringify([searched, filters]);
		const kept = matches.get(key);
		if (kept) return kept;
		const parts: Bits[] = searched.map(search.wordRecords);
		parts.push(...filterSets(filters));
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
			// searchRank's tiers 0 and 1 among the matches (the exact ones are a handful, the strong up to all).
			const top = search.top(searched);
			const exact = top.exact.filter((n) => hasBit(bits, n));
			if (exact.length) {
				const ranked = emptyBits(size);
				for (const n of exact) setBit(ranked, n);
				classes.push({ key: `${key}:0`, count: exact.length, bits: ranked });
			}
			const strong = top.strong && both(top.strong, bits);
			const strongCount = strong ? countBits(strong) : 0;
			if (strong && strongCount) classes.push({ key: `${key}:1`, count: strongCount, bits: strong });
			if (classes.length) {
				rest = bits.slice();
				for (const c of classes) keepNot(rest, c.bits as Bits);
			}
		}
		classes.push({ key: `${key}:2`, count: total - classes.reduce((sum, c) => sum + c.count, 0), bits: rest });
		const m: Matches = { bits, total, classes, all: { key: `${key}:all`, count: total, bits } };
		matches.set(key, m);
		return m;
	};
}
