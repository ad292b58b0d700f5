/**
 * The database store answers as the memory store does (hub-core's reference for every rule), also
 * when it answers from what it kept of earlier queries: the same words at other offsets, sorts,
 * directions and filters, with and without facets, in an order that reuses each kept set.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ModelRecord } from "@hubkit/catalog";
import {
	FACET_VALUES_LIMIT,
	loadCatalogue,
	type ModelListQuery,
	type ModelStore,
	memoryStore,
	RECORD_LIST_LIMITS,
} from "@hubkit/hub-core";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { afterAll, describe, expect, it } from "vitest";
import { nodeFiles, openModelDb } from "../src/index.js";

const dir = mkdtempSync(join(tmpdir(), "hubkit-database-store-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The database store of `records`, and the memory store of the same file (read by the memory path). */
function open(name: string, records: readonly ModelRecord[]): { database: ModelStore; memory: ModelStore } {
	const source = join(dir, `${name}.jsonl`);
	writeFileSync(source, records.map((r) => JSON.stringify(r)).join("\n"));
	const opened = openModelDb({
		source,
		dbPath: join(dir, `${name}.sqlite`),
	});
	expect(opened.problems).toEqual([]);
	return { database: opened.store, memory: memoryStore(loadCatalogue(source, nodeFiles).models) };
}

/** Asks both stores, in turn, and compares every answer. */
async function expectSameAnswers(database: ModelStore, memory: ModelStore, queries: readonly ModelListQuery[]) {
	for (const query of queries)
		expect(await database.list(query), JSON.stringify(query)).toEqual(await memory.list(query));
}

/**
 * One test a query: the memory store finds `total` models (so that no case passes by finding
 * nothing in both), and the database store gives the same answer.
 */
function itAnswersAlike(
	stores: { database: ModelStore; memory: ModelStore },
	cases: readonly [ModelListQuery, number][],
) {
	for (const [query, total] of cases) {
		it(`${JSON.stringify(query)}: ${total}`, async () => {
			const expected = await stores.memory.list(query);
			expect(expected.total).toBe(total);
			expect(await stores.database.list(query)).toEqual(expected);
		});
	}
}

/** Searches, each with the number of models it finds, as queries with facets. */
const searches = (cases: readonly [string, number][]): [ModelListQuery, number][] =>
	cases.map(([search, total]) => [{ search, sort: "downloads", limit: 10, facets: true }, total]);

describe("the database store, answering from kept match sets", () => {
	// The sample records under new ids with varied licenses, so words match from a few to most records.
	const LICENSES = ["apache-2.0", "mit", "gemma", "other"];
	const spread = (i: number, mod: number) => ((i * 2654435761) >>> 0) % mod;
	const records: ModelRecord[] = Array.from({ length: 4000 }, (_, i) => {
		const sample = SAMPLE_MODELS[i % SAMPLE_MODELS.length] as ModelRecord;
		return {
			...sample,
			id: i < SAMPLE_MODELS.length ? sample.id : `org${spread(i, 50)}/${sample.id.split("/")[1]}-${i}`,
			cardData: { ...(sample.cardData ?? {}), license: LICENSES[spread(i + 3, LICENSES.length)] },
			downloads: spread(i + 11, 1000),
			likes: spread(i + 5, 50),
		};
	});
	const { database, memory } = open("kept", records);

	// From one record to most of them; exact ids, prefixes of ids and names, short words, two words.
	const SEARCHES = [
		"qwen",
		"qwen2.5",
		"Qwen/Qwen2.5-7B-Instruct",
		"instruct",
		"llama 8b",
		"7b",
		"a",
		"gguf q4",
		"org7/",
		"whisper",
		"-1234",
		"no-such-word",
	];
	const SORTS = [
		{ sort: "downloads" },
		{ sort: "likes", direction: "asc" },
		{ sort: "id" },
		{ sort: "id", direction: "desc" },
		{ sort: "lastModified" },
	] as const;
	const FILTERS = [{}, { license: "mit" }, { task: "text-generation", license: "gemma" }, { app: "llama.cpp" }];

	for (const search of SEARCHES) {
		it(`"${search}": every offset, sort and filter after the first answer`, async () => {
			const queries: ModelListQuery[] = [];
			for (const filters of FILTERS) {
				for (const [i, order] of SORTS.entries()) {
					// Offsets from the first page to past the end and back: a walk through the order going
					// on from the last page, or back in what it found, and the sort of few matches far in.
					for (const offset of [0, 3, 40, 900, 3990, 17]) {
						queries.push({ search, ...order, ...filters, limit: 10, offset, facets: i === offset % 5 });
					}
				}
			}
			await expectSameAnswers(database, memory, queries);
		});
	}

	it("lists and filters without words at any offset", async () => {
		const queries: ModelListQuery[] = [];
		for (const filters of FILTERS) {
			for (const order of SORTS) {
				for (const offset of [0, 17, 2500, 4000])
					queries.push({ ...order, ...filters, limit: 25, offset, facets: true });
			}
		}
		await expectSameAnswers(database, memory, queries);
	});
});

describe("search words beyond ASCII", () => {
	const records: ModelRecord[] = [
		{ id: "acme/jp-bert", tags: ["日本語-bert", "fill-mask"], downloads: 3 },
		{ id: "acme/naive-model", tags: ["naïve"], downloads: 2 },
		{ id: "acme/emoji", tags: ["smile😀"], downloads: 1 },
		{ id: "acme/sofia", tags: ["ΣΟΦΙΑΣ"], downloads: 4 },
		// A lone surrogate, as a `\ud800` escape in a catalogue file can give.
		{ id: "acme/odd", tags: ["bad\ud800tag", "x\ufffdy"], downloads: 5 },
	];
	const stores = open("unicode", records);

	// Words under SHORT_WORD_CHARS characters (UTF-16 units) match at word starts only, longer ones anywhere.
	const SEARCHES: [string, number][] = [
		["日本", 1],
		["日", 1],
		["語-b", 1],
		["naï", 1],
		["na", 1],
		["b", 2],
		["naive", 1],
		["le😀", 1],
		["le\ud83d", 1], // half of 😀: a substring of the tag's UTF-16, as `includes` sees it
		["\ude00", 1], // after a lone half, which is not a letter: a word start
		["ad\ud800", 1],
		["bad", 1],
		["d\ud800t", 1],
		["x\ufffd", 1], // only the tag that holds U+FFFD itself, not the lone surrogate
		["σοφ", 1],
		["ιας", 1],
		["σ", 1],
	];
	itAnswersAlike(stores, searches(SEARCHES));
});

describe("records with many words, some of them repeated", () => {
	// Each record's tags repeat words of its own and of the others', so a word is counted once a
	// record however often the record holds it, and a record with as many tags as a record may have
	// is one record.
	const many = Array.from({ length: RECORD_LIST_LIMITS.tags - 2 }, (_, i) => `w${i % 170}`);
	const records: ModelRecord[] = [
		{ id: "acme/many", tags: [...many, "acme", "many"], downloads: 3 },
		{ id: "acme/few", tags: ["w1", "w1", "few", "acme/few"], downloads: 2 },
		{ id: "other/none", tags: ["z", "z", "z"], downloads: 1 },
	];
	const stores = open("repeated", records);

	const SEARCHES: [string, number][] = [
		["w1", 2],
		["w169", 1],
		["w170", 0],
		["acme", 2],
		["z", 1],
		["many", 1],
	];
	itAnswersAlike(stores, searches(SEARCHES));
});

describe("facet values few records have", () => {
	// Most records name a license and a language of their own (stored as lists of record
	// numbers), a few share common ones (bit sets); more values than an answer lists.
	const records: ModelRecord[] = Array.from({ length: 3000 }, (_, i) => ({
		id: `org${i % 7}/model-${i}`,
		tags: [`t${i % 40}`],
		downloads: (i * 7919) % 1000,
		cardData: {
			license: i % 3 === 0 ? "mit" : `license-${i}`,
			language: i % 5 === 0 ? ["en", `lang-${i}`] : [`lang-${i}`],
		},
	}));
	const stores = open("sparse", records);
	const { database, memory } = stores;

	it("cuts each facet's list to the same values and says how many it left out", async () => {
		const query: ModelListQuery = { sort: "downloads", limit: 5, facets: true };
		const expected = await memory.list(query);
		expect(expected.facets?.license).toHaveLength(FACET_VALUES_LIMIT);
		expect(expected.facets?.license[0]).toEqual({ value: "mit", count: 1000 });
		expect(expected.facetsLeftOut).toEqual({ license: 2001 - FACET_VALUES_LIMIT, language: 3001 - FACET_VALUES_LIMIT });
		expect(await database.list(query)).toEqual(expected);
	});

	const QUERIES: [ModelListQuery, number][] = [
		[{ license: "license-1", sort: "downloads", limit: 10, facets: true }, 1],
		[{ language: "lang-2995", license: "license-2995", sort: "likes", limit: 10, facets: true }, 1],
		[{ language: "en", license: "mit", sort: "downloads", limit: 10, facets: true }, 200],
		[{ search: "t3", language: "en", sort: "id", limit: 10, offset: 20, facets: true }, 150],
		[{ license: "license-0", sort: "downloads", limit: 10, facets: true }, 0],
	];
	itAnswersAlike(stores, QUERIES);
});

describe('"runs on": the devices of sized records, "size-unknown" for the rest', () => {
	const { database, memory } = open("runs-on", SAMPLE_MODELS);

	it("both stores count the same chips and list the same records for each, a record never both", async () => {
		const all = await memory.list({ sort: "id", limit: 1, facets: true });
		expect(await database.list({ sort: "id", limit: 1, facets: true })).toEqual(all);
		const chips = all.facets?.fits.map((c) => c.value) ?? [];
		expect(chips).toContain("size-unknown");
		expect(chips).toContain("rtx-4090");
		const ids = async (fits: string) => {
			const query: ModelListQuery = { fits, sort: "id", limit: 1000 };
			const page = await memory.list(query);
			expect(await database.list(query), fits).toEqual(page);
			expect(page.total, fits).toBeGreaterThan(0);
			return new Set(page.models.map((m) => m.id));
		};
		const unknown = await ids("size-unknown");
		for (const device of ["rtx-4090", "cpu-8gb-ddr4", "m3-ultra-512gb"]) {
			const running = await ids(device);
			expect(
				[...running].filter((id) => unknown.has(id)),
				device,
			).toEqual([]);
		}
	});
});
