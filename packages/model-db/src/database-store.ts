/**
 * The ModelStore over an index built by openModelDb (model-db.ts), wired from its parts. Held in
 * memory: each facet value's bit set and each record's facet values, every order's record numbers
 * and the search dictionary's token text (for 1M records some 150 MB, an RSS of 380 MB after
 * start); records and summaries stay on disk. What queries found is kept within WORD_CACHE_BYTES +
 * 3 × MATCH_CACHE_BYTES (cache-sizes.ts).
 *
 * A list answer is built in three steps, each kept for the next query that needs it:
 * 1. the records of each search word (search.ts, from the dictionary of words.ts);
 * 2. the records of the query's words and filters (bit-set ANDs), their count and searchRank's
 *    tiers (exact id or name, then every word a whole piece of the id, then the rest) (matches.ts),
 *    and their facet counts (facets.ts, value-counts.ts; a facet's own filter left out of its
 *    counts, hub-core's queryFacets);
 * 3. the page: best match's tiers one after another, each most downloaded first, or for another
 *    sort all the matches in its order, from the offset, by walking the order (kept too, so
 *    the next page goes on from there) or, for few matches far in, by sorting their places in it
 *    (pages.ts).
 * Measured need (1M records, the shared 2-core machine, CPU time): a search's first answer takes
 * 15-50 ms for a word (finding its words' records and the ids that start with it; 0.1-0.4 s for a
 * single letter), its facet counts 1-10 ms; with steps 1 and 2 kept, another page, sort or filter
 * of the same words takes 0.2-1 ms (bench/profile-store.mjs prints both).
 */
import { type Benchmark, benchmarkKey, compareEvalValues, type ModelRecord, metricDirection } from "@hubkit/catalog";
import {
	keyOrder,
	type ModelListPage,
	type ModelListQuery,
	type ModelStore,
	type ModelSummary,
	queryFacets,
	queryFilters,
	type StoreHealth,
	searchQuery,
} from "@hubkit/hub-core";
import type Database from "better-sqlite3";
import { openBenchmarks } from "./benchmarks.js";
import { clearBit, emptyBits, hasBit } from "./bits.js";
import { openFacets } from "./facets.js";
import { type Matches, openMatches, type RankClass } from "./matches.js";
import { openOffers } from "./offers.js";
import { openPages } from "./pages.js";
import { openSearch } from "./search.js";
import { orderKey, readStoredSets } from "./stored-sets.js";
import { openTree } from "./tree.js";

export function databaseStore(db: Database.Database, health: Omit<StoreHealth, "models">): ModelStore {
	const count = (db.prepare("SELECT count(*) AS c FROM models").get() as { c: number }).c;
	const size = count + 1;
	const getRecord = db.prepare("SELECT record FROM models WHERE id = ?").pluck();
	const { orders, facets: facetSets } = readStoredSets(db);
	const search = openSearch(db, size);
	const facets = openFacets(facetSets, size);
	const offers = openOffers(db, size);
	const matchesOf = openMatches(search, facets, count, (filters) => offers.filterSets(filters, facets.filter));
	const pages = openPages(db, orders, size);
	const children = openTree(db);
	const benchmarks = openBenchmarks(db);
	/** Every record's bit (numbers 1 to count), for a benchmark sort of an unfiltered list. */
	const allRecords = () => {
		const bits = emptyBits(size).fill(0xffffffff);
		clearBit(bits, 0);
		for (let n = size; n < bits.length * 32; n++) clearBit(bits, n);
		return bits;
	};

	/**
	 * A page sorted by a benchmark (`rankBy`), as the memory store sorts it (hub-core store.ts): the
	 * matches with a figure first, best first in the metric's direction (a tie in the sort's order),
	 * then the others in the sort's order.
	 */
	function rankedPage(m: Matches, rankBy: Benchmark, order: string, offset: number, limit: number): ModelSummary[] {
		const places = pages.places(order);
		const higher = metricDirection(rankBy.metric);
		const figured = benchmarks
			.numbered(rankBy)
			.filter(({ n }) => m.bits === undefined || hasBit(m.bits, n))
			.sort(
				(a, b) =>
					compareEvalValues(a.row.value, b.row.value, higher) || (places[a.n] as number) - (places[b.n] as number),
			);
		const first = figured.slice(offset, offset + limit).map((r) => r.n);
		const models = pages.summaries(first);
		if (models.length === limit) return models;
		// The matches without a figure: the matches (all records when unfiltered) but the figured.
		const rest = m.bits ? m.bits.slice() : allRecords();
		for (const { n } of figured) clearBit(rest, n);
		const others: RankClass = {
			key: `${m.all.key}:without ${benchmarkKey(rankBy)}`,
			count: m.total - figured.length,
			bits: rest,
		};
		return [...models, ...pages.page([others], order, Math.max(0, offset - figured.length), limit - models.length)];
	}

	function list(query: ModelListQuery): ModelListPage {
		const key = keyOrder(query.sort, query.direction);
		const { words: searched, narrowed } = searchQuery(query.search);
		const filters = queryFilters(query);
		const m = matchesOf(searched, filters);
		const classes = query.sort === "match" ? m.classes : [m.all];
		const order = orderKey(key.sort, key.direction);
		const offset = query.offset ?? 0;
		const result: ModelListPage = {
			total: m.total,
			models: query.rankBy
				? rankedPage(m, query.rankBy, order, offset, query.limit)
				: pages.page(classes, order, offset, query.limit),
		};
		if (narrowed) result.narrowed = narrowed;
		if (query.facets) {
			m.facets ??= queryFacets(filters, (kept) => {
				const over = matchesOf(searched, kept);
				return offers.counted(facets.answer(over.bits, over.total), kept, over.bits);
			});
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
		// No cache of pages here: what a query found is kept (matches.ts, pages.ts), and the server
		// keeps its answers serialised (apps/server app.ts), which costs the garbage collector far less.
		list: async (query) => list(query),
		children: async (id, limit) => children(id, limit),
		benchmarks: benchmarks.index,
	};
}
