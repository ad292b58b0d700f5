/**
 * A search's records before the filters: each word's records are those the memory store finds
 * for the word, and the records put first for a search are searchRank's tiers 0 (the lower-case
 * id or name is the phrase) and 1 (every word a whole piece of the id), over the whole catalogue.
 */
import type { ModelRecord } from "@hubkit/catalog";
import { searchRank, searchWords, summariseModel } from "@hubkit/hub-core";
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
const search = openSearch(index.db, index.size);

/** The ids searchRank gives `rank` for `phrase`, A to Z. */
const ranked = (phrase: string, rank: number) =>
	records
		.filter((r) => searchRank(summariseModel(r), phrase) === rank)
		.map((r) => r.id)
		.sort();

describe("a search word's records", () => {
	// Also pieces only an id holds (the ids are found in the id text, not among the tokens): inside
	// it, short at a word start ("mo", "to") or not ("ls", "od").
	const inIds = ["wen2.5-7b-in", "/model-3", "mo", "to", "ls", "od", "x/z"];
	for (const word of [
		"qwen",
		"a",
		"7b",
		"-1",
		"org1",
		"acme/",
		"instruct",
		"é",
		"ａ",
		"😀",
		"σ",
		"no-such-word",
		...inIds,
	]) {
		it(`"${word}": the records the memory store finds`, async () => {
			const expected = await idsListed(index.memory, { search: word });
			expect(index.idsIn(search.wordRecords(word))).toEqual(expected);
			// Asked again: the same records.
			expect(index.idsIn(search.wordRecords(word))).toEqual(expected);
		});
	}
});

describe("the dictionary's tokens", () => {
	it("leave out each record's own id, which the id text holds once", () => {
		const text = (index.db.prepare("SELECT text FROM tokens").all() as { text: Buffer }[])
			.map((row) => row.text.toString("utf8"))
			.join("");
		const tokens = text.split("\n");
		expect(tokens).toContain("qwen-like");
		for (const id of ["acme/qwen2.5-7b-instruct", "org7/model-7", "qwen/tools"]) expect(tokens).not.toContain(id);
	});
});

describe("the records put first for a search", () => {
	const PHRASES = [
		"qwen2.5-7b", // exact name of two records, a whole piece of another's id
		"acme/qwen2.5-7b", // exact id
		"acme", // exact name of one record, a whole piece of others' ids, a tag
		"qwen", // a whole piece of names and of an id; inside a tag
		"q", // inside pieces only
		"a",
		"7b", // whole after a dot or a dash
		"org1", // whole in org1/, inside org10/ … org19/
		"model-3", // whole in model-3, inside model-30 …
		"zeta", // whole before "-" and "_"
		"zeta_",
		"1.0", // digits either side of a dot
		"x/",
		"é",
		"llama 8b", // two words, each a whole piece
		"qwen instruct", // one word whole, the other in a tag only
		"no-such-word",
	];
	for (const phrase of PHRASES) {
		it(`"${phrase}": searchRank's tiers 0 and 1`, () => {
			const top = search.top(searchWords(phrase));
			expect(index.ids(top.exact).sort()).toEqual(ranked(phrase, 0));
			expect(top.strong ? index.idsIn(top.strong) : []).toEqual(ranked(phrase, 1));
		});
	}

	it("finds someone in each tier of the phrases above", () => {
		expect(ranked("qwen2.5-7b", 0).length).toBeGreaterThan(1);
		expect(ranked("qwen2.5-7b", 1).length).toBeGreaterThan(0);
		expect(ranked("zeta", 1)).toHaveLength(2);
		expect(ranked("org1", 1)).toEqual(["org1/model-1"]);
		expect(ranked("llama 8b", 1)).toEqual(["acme/llama-3-8b"]);
	});
});
