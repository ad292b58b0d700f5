/**
 * The order of a searched list, in both stores, over the sample catalogue: best match (the default
 * with a search) lists the exact id or name, then the records whose id holds every word as a whole
 * piece, then the other matches, each most downloaded first; any other sort orders every match by
 * its key alone. The expected order is computed here, record by record, from the rule as written
 * in the README, not from the stores' code.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ModelRecord } from "@hubkit/catalog";
import {
	checkModelListQuery,
	type ModelListQuery,
	type ModelSort,
	type ModelStore,
	memoryStore,
	summariseModel,
} from "@hubkit/hub-core";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { afterAll, describe, expect, it } from "vitest";
import { openModelDb } from "../src/index.js";

const dir = mkdtempSync(join(tmpdir(), "hubkit-list-order-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const source = join(dir, "samples.jsonl");
writeFileSync(source, SAMPLE_MODELS.map((r) => JSON.stringify(r)).join("\n"));
const STORES: [string, ModelStore][] = [
	["memory", memoryStore(SAMPLE_MODELS)],
	["database", openModelDb({ source, dbPath: join(dir, "samples.sqlite") }).store],
];

const summaries = SAMPLE_MODELS.map((r) => summariseModel(r as ModelRecord));
type Summary = (typeof summaries)[number];

/** A letter, a digit or anything else: a piece is a run of letters or a run of digits. */
const kind = (c: string | undefined) => (c === undefined ? "" : /[a-z]/i.test(c) ? "a" : /[0-9]/.test(c) ? "0" : "");
/** Whether `word` stands in `id` without cutting a run of letters or of digits on either side. */
function wholeIn(id: string, word: string): boolean {
	for (let at = id.indexOf(word); at !== -1; at = id.indexOf(word, at + 1)) {
		const before = kind(id[at - 1]);
		const after = kind(id[at + word.length]);
		const first = kind(word[0]);
		const last = kind(word[word.length - 1]);
		if ((before === "" || before !== first) && (after === "" || after !== last)) return true;
	}
	return false;
}

/** A word matches anywhere; one under 3 characters only where a word starts (the short-word rule). */
function matchesIn(text: string, word: string): boolean {
	if (word.length >= 3) return text.includes(word);
	for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
		if (at === 0 || !/[\p{L}\p{N}]/u.test(text[at - 1] as string)) return true;
	}
	return false;
}

/** The tier of a match, by the rule; undefined for no match. */
function tier(s: Summary, search: string): number | undefined {
	const words = search.toLowerCase().split(/\s+/).filter(Boolean);
	const id = s.id.toLowerCase();
	const text = [id, (s.author ?? "").toLowerCase(), ...s.tags.map((t) => t.toLowerCase())].join(" ");
	if (!words.every((w) => matchesIn(text, w))) return undefined;
	if (id === words.join(" ") || id.split("/")[1] === words.join(" ")) return 0;
	return words.every((w) => wholeIn(id, w)) ? 1 : 2;
}

const byId = (a: Summary, b: Summary) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const KEYS: Record<Exclude<ModelSort, "match">, (a: Summary, b: Summary) => number> = {
	downloads: (a, b) => b.downloads - a.downloads || byId(a, b),
	likes: (a, b) => b.likes - a.likes || byId(a, b),
	lastModified: (a, b) => (b.lastModified ?? "").localeCompare(a.lastModified ?? "") || byId(a, b),
	id: byId,
};

/** Every match of `search` in the order `sort` asks, by looking at every record. */
function bruteForce(search: string, sort: ModelSort): string[] {
	const matches = summaries
		.map((s) => ({ s, t: tier(s, search) }))
		.filter((m): m is { s: Summary; t: number } => m.t !== undefined);
	const order =
		sort === "match"
			? (a: (typeof matches)[number], b: (typeof matches)[number]) => a.t - b.t || KEYS.downloads(a.s, b.s)
			: (a: (typeof matches)[number], b: (typeof matches)[number]) => KEYS[sort](a.s, b.s);
	return matches.sort(order).map((m) => m.s.id);
}

/** Every id a store lists for the query, page by page as the web asks (30 a page). */
async function listed(store: ModelStore, query: Omit<ModelListQuery, "limit" | "offset">): Promise<string[]> {
	const ids: string[] = [];
	for (let offset = 0; ; offset += 30) {
		const page = await store.list({ ...query, limit: 30, offset });
		ids.push(...page.models.map((m) => m.id));
		if (page.models.length < 30) return ids;
	}
}

/** The query a search alone makes, with the defaults the API and the CLI fill in. */
function defaultQuery(search: string): ModelListQuery {
	const checked = checkModelListQuery({ search });
	if (!checked.ok) throw new Error(checked.error);
	return checked.value;
}

const SEARCHES = ["llama", "qwen 7b", "gguf", "instruct", "bert", "llama-3.1", "Llama-3.1-8B-Instruct", "7b"];

describe("a search's order in both stores", () => {
	it("is best match when the query names no sort", () => {
		expect(defaultQuery("llama").sort).toBe("match");
		expect(defaultQuery("").sort).toBe("downloads");
	});

	for (const [name, store] of STORES) {
		for (const search of SEARCHES) {
			it(`${name}, "${search}": best match, then each other sort, as counted record by record`, async () => {
				const expected = bruteForce(search, "match");
				expect(expected.length, "the search matches records").toBeGreaterThan(0);
				expect(await listed(store, defaultQuery(search))).toEqual(expected);
				for (const sort of ["downloads", "likes", "id"] as const) {
					expect(await listed(store, { search, sort }), sort).toEqual(bruteForce(search, sort));
				}
			});
		}
	}

	it('"llama": the most downloaded matches whose id has the word whole come first', async () => {
		const expected = bruteForce("llama", "match");
		const strong = summaries
			.filter((s) => tier(s, "llama") !== undefined && wholeIn(s.id.toLowerCase(), "llama"))
			.sort(KEYS.downloads)
			.map((s) => s.id);
		// No sample is named "llama" exactly: the first page is the strong matches, most downloaded first.
		expect(strong.length).toBeGreaterThan(20);
		expect(expected.slice(0, 20)).toEqual(strong.slice(0, 20));
		// And a match by a tag or inside a longer word only (TinyLlama) comes after all of them.
		const weak = summaries.filter((s) => tier(s, "llama") === 2).map((s) => s.id);
		expect(weak.length).toBeGreaterThan(0);
		for (const [, store] of STORES) {
			const ids = await listed(store, defaultQuery("llama"));
			expect(Math.min(...weak.map((id) => ids.indexOf(id)))).toBeGreaterThanOrEqual(strong.length);
		}
	});
});
