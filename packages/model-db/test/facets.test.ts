/**
 * Filters and facet counts from the stored facet sets: a filter holds the records the memory
 * store lists for it, and the facets over a filter's records (or over all records) are the memory
 * store's.
 */
import type { ModelRecord } from "@hubkit/catalog";
import { type FacetName, type ModelListPage, type ModelListQuery, queryFacets } from "@hubkit/hub-core";
import { afterAll, describe, expect, it } from "vitest";
import { type Bits, countBits, keepBoth } from "../src/bits.js";
import { openFacets } from "../src/facets.js";
import { idsListed, smallIndex } from "./small-index.js";

const TASKS = ["text-generation", "fill-mask", "text-to-image"];
const records: ModelRecord[] = Array.from({ length: 240 }, (_, i) => ({
	id: `org${i % 5}/model-${i}`,
	pipeline_tag: TASKS[i % 3],
	library_name: i % 4 === 0 ? "transformers" : "diffusers",
	tags: [`t${i % 9}`],
	downloads: (i * 7919) % 1000,
	// Common licenses (stored as bit sets) and one of each record's own (stored as a list).
	cardData: { license: i % 3 === 0 ? "mit" : i % 10 === 1 ? `license-${i}` : "apache-2.0" },
}));
const index = smallIndex(records);
afterAll(() => index.close());
const facets = openFacets(index.sets.facets, index.size);

const facetsOf = (page: ModelListPage) => ({ facets: page.facets, facetsLeftOut: page.facetsLeftOut });

/** The records of every filter of `query` (undefined: all of them), and their count. */
function filtered(filters: readonly [FacetName, string][]): { bits: Bits | undefined; total: number } {
	if (filters.length === 0) return { bits: undefined, total: records.length };
	const bits = facets.filter(...(filters[0] as [FacetName, string])).slice();
	for (const filter of filters.slice(1)) keepBoth(bits, facets.filter(...filter));
	return { bits, total: countBits(bits) };
}

describe("facet filters", () => {
	const FILTERS: [FacetName, string][] = [
		["license", "mit"],
		["license", "apache-2.0"],
		["license", "license-31"],
		["task", "fill-mask"],
		["library", "transformers"],
	];
	for (const [name, value] of FILTERS) {
		it(`${name} ${value}: the records the memory store lists`, async () => {
			const ids = index.idsIn(facets.filter(name, value));
			expect(ids.length).toBeGreaterThan(0);
			expect(ids).toEqual(await idsListed(index.memory, { [name]: value }));
		});
	}

	it("a value no record has: no records", () => {
		expect(index.idsIn(facets.filter("license", "no-such-license"))).toEqual([]);
		expect(index.idsIn(facets.filter("task", "mit"))).toEqual([]);
	});
});

describe("facet counts", () => {
	it("over every record: the memory store's facets of the whole catalogue", async () => {
		const expected = await index.memory.list({ sort: "downloads", limit: 1, facets: true });
		expect(facets.answer(undefined, records.length)).toEqual(facetsOf(expected));
	});

	// A third of the records, over half (counted from the rest), a third of those, a few, one, none.
	const QUERIES: Omit<ModelListQuery, "sort" | "limit">[] = [
		{ license: "mit" },
		{ license: "apache-2.0" },
		{ license: "apache-2.0", task: "fill-mask" },
		{ library: "transformers", task: "fill-mask" },
		{ license: "license-31" },
		{ license: "mit", task: "fill-mask" },
	];
	for (const query of QUERIES) {
		it(`over the records of ${JSON.stringify(query)}: the memory store's facets`, async () => {
			const expected = await index.memory.list({ ...query, sort: "downloads", limit: 1, facets: true });
			const filters = Object.entries(query) as [FacetName, string][];
			const { total } = filtered(filters);
			expect(total).toBe(expected.total);
			// Each facet counted over the records of every filter but its own, as both stores count.
			const answer = queryFacets(filters, (kept) => {
				const over = filtered(kept);
				return facets.answer(over.bits, over.total);
			});
			expect(answer).toEqual(facetsOf(expected));
		});
	}
});
