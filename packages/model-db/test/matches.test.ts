/**
 * A query's matches: the records of all its words and filters, their count, and searchRank's
 * classes among them, best first, as the memory store finds and ranks them.
 */
import type { ModelRecord } from "@hubkit/catalog";
import { type ModelListQuery, queryFilters, searchRank, searchWords, summariseModel } from "@hubkit/hub-core";
import { afterAll, describe, expect, it } from "vitest";
import { openFacets } from "../src/facets.js";
import { type Matches, openMatches } from "../src/matches.js";
import { openSearch } from "../src/search.js";
import { idsListed, smallIndex } from "./small-index.js";

const license = (l: string) => ({ cardData: { license: l } });
const records: ModelRecord[] = [
	{ id: "acme/qwen2.5-7b", tags: ["text-generation"], downloads: 5, ...license("mit") },
	{ id: "acme/qwen2.5-7b-instruct", tags: ["instruct"], downloads: 4, ...license("apache-2.0") },
	{ id: "other/Qwen2.5-7B", tags: ["gguf"], downloads: 3, ...license("apache-2.0") },
	{ id: "qwen/tools", tags: ["acme"], downloads: 2, ...license("mit") },
	{ id: "acme/llama-3-8b", tags: ["qwen-like", "instruct", "base_model:qwen2.5-7b"], downloads: 1, ...license("mit") },
	...Array.from({ length: 40 }, (_, i) => ({
		id: `org${i}/model-${i}`,
		tags: [`t${i % 4}`, ...(i % 5 === 0 ? ["qwen-tuned"] : [])],
		downloads: i,
		...license(i % 2 === 0 ? "mit" : "apache-2.0"),
	})),
];
const index = smallIndex(records);
afterAll(() => index.close());
const search = openSearch(index.db, index.size);
const matchesOf = openMatches(search, openFacets(index.sets.facets, index.size), records.length);
const allIds = records.map((r) => r.id).sort();

/** The matches of a query's words and filters, as the store asks. */
const matchesOfQuery = (query: Omit<ModelListQuery, "sort" | "limit">) =>
	matchesOf(searchWords(query.search), queryFilters({ ...query, sort: "id", limit: 1 }));

/** Each class's records (ids A to Z), leaving out an empty last class. */
const classIds = (m: Matches) =>
	m.classes.filter((c) => c.count > 0).map((c) => (c.bits ? index.idsIn(c.bits) : allIds));

describe("a query's matches", () => {
	const QUERIES: Omit<ModelListQuery, "sort" | "limit">[] = [
		{},
		{ license: "mit" },
		{ search: "qwen" },
		{ search: "QWEN", license: "mit" },
		{ search: "qwen2.5-7b" }, // two exact names, a prefix, the rest
		{ search: "acme/qwen2.5-7b", license: "apache-2.0" }, // the exact id filtered out
		{ search: "acme" }, // prefix of ids, a tag
		{ search: "qwen instruct" },
		{ search: "org1", license: "apache-2.0" },
		{ search: "t1 qwen" },
		{ license: "no-such-license" },
		{ search: "no-such-word" },
	];
	for (const query of QUERIES) {
		it(`${JSON.stringify(query)}: the memory store's records, in searchRank's classes`, async () => {
			const expected = await idsListed(index.memory, query);
			const m = matchesOfQuery(query);
			expect(m.total).toBe(expected.length);
			expect(m.bits ? index.idsIn(m.bits) : allIds).toEqual(expected);
			const byRank = [0, 1, 2]
				.map((rank) =>
					records
						.filter((r) => expected.includes(r.id) && searchRank(summariseModel(r), query.search ?? "") === rank)
						.map((r) => r.id)
						.sort(),
				)
				.filter((ids) => ids.length > 0);
			expect(classIds(m)).toEqual(byRank);
			for (const c of m.classes) expect(c.count).toBe(c.bits ? index.idsIn(c.bits).length : records.length);
			// Asked again, from what was kept: the same.
			expect(classIds(matchesOfQuery(query))).toEqual(byRank);
		});
	}

	it("finds records in every class of a phrase above", () => {
		const m = matchesOf(["qwen2.5-7b"], []);
		expect(m.classes.map((c) => c.count > 0)).toEqual([true, true, true]);
	});
});
