/**
 * A search's records before the filters: each word's records are those the memory store finds
 * for the word, and the records put first for a phrase are searchRank's ranks 0 (the lower-case
 * id or name is the phrase) and 1 (it starts with the phrase), over the whole catalogue.
 */
import type { ModelRecord } from "@hubkit/catalog";
import { searchRank, summariseModel } from "@hubkit/hub-core";
import { afterAll, describe, expect, it } from "vitest";
import { openSearch } from "../src/search.js";
import { idsListed, smallIndex } from "./small-index.js";

const records: ModelRecord[] = [
	{ id: "Acme/Qwen2.5-7B", tags: ["text-generation"], downloads: 5 },
	{ id: "acme/qwen2.5-7b-instruct", tags: ["instruct"], downloads: 4 },
	{ id: "other/Qwen2.5-7B", tags: ["gguf"], downloads: 3 },
	{ id: "qwen/tools", tags: ["acme"], downloads: 2 },
	{ id: "acme/llama-3-8b", tags: ["qwen-like"], downloads: 1 },
	{ id: "acme/acme", tags: ["same-owner-and-name"], downloads: 1 },
	// Tags beyond ASCII (an id is ASCII letters, digits and "-_.").
	{ id: "x/wide", tags: ["ａｂｃ"], downloads: 1 },
	{ id: "x/smile", tags: ["😀-smile"], downloads: 1 },
	{ id: "x/Zeta_1.0", tags: ["émile"], downloads: 1 },
	{ id: "x/zeta-1.0", tags: ["σ"], downloads: 1 },
	...Array.from({ length: 40 }, (_, i) => ({ id: `org${i}/model-${i}`, tags: [`t${i % 4}`], downloads: i })),
];
const index = smallIndex(records);
afterAll(() => index.close());
const search = openSearch(index.db, index.sets.orders, index.size);

/** The ids searchRank gives `rank` for `phrase`, A to Z. */
const ranked = (phrase: string, rank: number) =>
	records
		.filter((r) => searchRank(summariseModel(r), phrase) === rank)
		.map((r) => r.id)
		.sort();

describe("a search word's records", () => {
	for (const word of ["qwen", "a", "7b", "-1", "org1", "acme/", "instruct", "é", "ａ", "😀", "σ", "no-such-word"]) {
		it(`"${word}": the records the memory store finds`, async () => {
			const expected = await idsListed(index.memory, { search: word });
			expect(index.idsIn(search.wordRecords(word))).toEqual(expected);
			// Asked again: the same records.
			expect(index.idsIn(search.wordRecords(word))).toEqual(expected);
		});
	}
});

describe("the records put first for a phrase", () => {
	const PHRASES = [
		"qwen2.5-7b", // exact name of two records, prefix of another's
		"acme/qwen2.5-7b", // exact id
		"acme", // exact name of one record, prefix of others' ids
		"qwen", // prefix of names and of an id
		"q",
		"a",
		"org1", // prefix of ids only
		"model-3", // prefix of names only
		"zeta", // prefix of two names that differ at "-" and "_"
		"zeta_",
		"x/",
		"é",
		"llama 8b", // two words: no id or name starts with it
		"no-such-word",
	];
	for (const phrase of PHRASES) {
		it(`"${phrase}": searchRank's ranks 0 and 1`, () => {
			const top = search.top(phrase);
			expect(index.ids(top.exact).sort()).toEqual(ranked(phrase, 0));
			expect(top.starts ? index.idsIn(top.starts) : []).toEqual(ranked(phrase, 1));
		});
	}

	it("finds someone in each rank of the phrases above", () => {
		expect(ranked("qwen2.5-7b", 0).length).toBeGreaterThan(1);
		expect(ranked("qwen2.5-7b", 1).length).toBeGreaterThan(0);
		expect(ranked("zeta", 1)).toHaveLength(2);
		expect(ranked("zeta_", 1)).toHaveLength(1);
	});
});
