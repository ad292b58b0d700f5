import type { ModelRecord } from "@hubkit/catalog";
import { DEVICES, modelFits } from "@hubkit/catalog/hardware";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { describe, expect, it } from "vitest";
import {
	DEFAULT_FIT_CONTEXT,
	FACET_NAMES,
	facetValues,
	MAX_SEARCH_WORDS,
	type ModelListQuery,
	memoryStore,
	SHORT_WORD_CHARS,
	SIZE_BUCKETS,
	searchRank,
	sizeBucket,
} from "../src/index.js";

const record = (id: string, extra: Partial<ModelRecord> = {}): ModelRecord => ({ id, tags: [], ...extra });
const list = (models: ModelRecord[], query: Partial<ModelListQuery>) =>
	memoryStore(models).list({ sort: "downloads", limit: 100, ...query });

describe("search", () => {
	const models = [
		record("acme/llama-tools", { sample: { downloads: 900 } }),
		record("meta/llama", { sample: { downloads: 1 } }),
		record("meta/llama-3-8b", { sample: { downloads: 50 } }),
		record("zoo/other", { tags: ["llama"], sample: { downloads: 5000 } }),
		record("llama-fan/thing", { sample: { downloads: 10 } }),
		record("unrelated/model", { sample: { downloads: 1e6 } }),
	];

	it("ranks the exact id first, then id prefixes, then word matches (by downloads within each)", async () => {
		const page = await list(models, { search: "meta/llama" });
		expect(page.models.map((m) => m.id)).toEqual(["meta/llama", "meta/llama-3-8b"]);
		const byName = await list(models, { search: "llama" });
		expect(byName.models.map((m) => m.id)).toEqual([
			"meta/llama",
			"acme/llama-tools",
			"meta/llama-3-8b",
			"llama-fan/thing",
			// Only a tag matches: after every id prefix, despite the most downloads.
			"zoo/other",
		]);
	});

	it("finds words in the id, the author and the tags, every word required", async () => {
		expect((await list(models, { search: "LLAMA 8B" })).models.map((m) => m.id)).toEqual(["meta/llama-3-8b"]);
		expect((await list(models, { search: "llama-fan" })).models.map((m) => m.id)).toEqual(["llama-fan/thing"]);
		expect(searchRank({ id: "a/b", tags: ["chat"] }, "chat")).toBe(2);
		expect(searchRank({ id: "a/b", tags: [] }, "nothing")).toBeUndefined();
	});
});

describe("the rule for short words and long searches (searchQuery)", () => {
	const models = [
		record("acme/llama-7b", { sample: { downloads: 3 } }),
		record("acme/koala", { tags: ["a7b"], sample: { downloads: 2 } }),
		record("zoo/x-ray", { sample: { downloads: 1 } }),
	];
	const ids = async (search: string) => (await list(models, { search })).models.map((m) => m.id);

	it("matches a word under SHORT_WORD_CHARS characters only where a word starts, and says so", async () => {
		expect(SHORT_WORD_CHARS).toBe(3);
		// "7b" starts a word of acme/llama-7b only; inside "a7b" it is no word start.
		expect(await ids("7b")).toEqual(["acme/llama-7b"]);
		expect(await ids("la")).toEqual([]);
		expect(await ids("r")).toEqual(["zoo/x-ray"]);
		// A longer word matches anywhere.
		expect(await ids("a7b")).toEqual(["acme/koala"]);
		expect(await ids("lam")).toEqual(["acme/llama-7b"]);
		const page = await list(models, { search: "7B llama" });
		expect(page.narrowed).toEqual({
			droppedWords: [],
			wordStartsOnly: ["7b"],
			reason: expect.stringContaining("under 3 characters match only the start of a word"),
		});
		expect((await list(models, { search: "llama" })).narrowed).toBeUndefined();
	});

	it("keeps the first MAX_SEARCH_WORDS distinct words and names the ones it left out", async () => {
		expect(MAX_SEARCH_WORDS).toBe(8);
		// Eight words acme/koala holds (one repeated, counted once), then two no record holds: left out.
		const kept = ["acme", "koala", "acme", "a7b", "acme/koala", "oala", "koal", "cme", "acm"];
		const page = await list(models, { search: [...kept, "nothing1", "nothing2"].join(" ") });
		expect(page.models.map((m) => m.id)).toEqual(["acme/koala"]);
		expect(page.narrowed?.droppedWords).toEqual(["nothing1", "nothing2"]);
		expect(page.narrowed?.reason).toContain(`first ${MAX_SEARCH_WORDS} words`);
		const letters = await list(models, { search: ["acme", ...Array(40).fill("a")].join(" ") });
		expect(letters.models.map((m) => m.id)).toEqual(["acme/llama-7b", "acme/koala"]);
	});
});

describe("filters, sort and facets over the sample catalogue", () => {
	it("counts every facet value as a brute-force count over the matching records does", async () => {
		for (const filter of [{}, { task: "text-generation" }, { library: "gguf", search: "instruct" }]) {
			const page = await list(SAMPLE_MODELS as ModelRecord[], { ...filter, facets: true, limit: 1 });
			const matching = (await list(SAMPLE_MODELS as ModelRecord[], { ...filter, limit: 10_000 })).models.map(
				(m) => SAMPLE_MODELS.find((r) => r.id === m.id) as ModelRecord,
			);
			expect(page.total).toBe(matching.length);
			const values = matching.map(facetValues);
			for (const name of FACET_NAMES) {
				for (const { value, count } of page.facets?.[name] ?? []) {
					expect(count, `${name}=${value}`).toBe(values.filter((v) => v[name].includes(value)).length);
				}
			}
		}
	});

	it("a facet value used as a filter lists exactly the models it counted", async () => {
		const all = await list(SAMPLE_MODELS as ModelRecord[], { facets: true, limit: 1 });
		for (const name of ["license", "app", "provider", "size", "language", "fits"] as const) {
			const top = all.facets?.[name][0];
			expect(top, name).toBeDefined();
			if (!top) continue;
			const filtered = await list(SAMPLE_MODELS as ModelRecord[], { [name]: top.value, limit: 1 });
			expect(filtered.total, `${name}=${top.value}`).toBe(top.count);
		}
	});

	it("counts 'runs on' (fits) per device as modelFits on every record at the default context does", async () => {
		const page = await list(SAMPLE_MODELS as ModelRecord[], { facets: true, limit: 1 });
		const counted = new Map(page.facets?.fits.map((c) => [c.value, c.count]));
		let seen = 0;
		for (const device of DEVICES) {
			const fitting = SAMPLE_MODELS.filter((m) => modelFits(m, device, { context: DEFAULT_FIT_CONTEXT }));
			expect(counted.get(device.id) ?? 0, device.id).toBe(fitting.length);
			if (fitting.length === 0) continue;
			seen++;
			const filtered = await list(SAMPLE_MODELS as ModelRecord[], { fits: device.id, limit: 10_000 });
			expect(filtered.models.map((m) => m.id).sort(), device.id).toEqual(fitting.map((m) => m.id).sort());
		}
		expect(seen).toBeGreaterThan(0);
	});

	it("sorts both ways, ids breaking ties", async () => {
		const models = [record("b/x", { sample: { likes: 2 } }), record("a/x", { sample: { likes: 2 } }), record("c/x")];
		expect((await list(models, { sort: "likes" })).models.map((m) => m.id)).toEqual(["a/x", "b/x", "c/x"]);
		expect((await list(models, { sort: "likes", direction: "asc" })).models.map((m) => m.id)).toEqual([
			"c/x",
			"a/x",
			"b/x",
		]);
		expect((await list(models, { sort: "id", direction: "desc" })).models.map((m) => m.id)).toEqual([
			"c/x",
			"b/x",
			"a/x",
		]);
	});

	it("puts parameter counts in size buckets", () => {
		expect(sizeBucket({ safetensors: { parameters: {}, total: 8e9 } })).toBe("8-15B");
		expect(sizeBucket({ gguf: { total: 999_999_999 } })).toBe("<1B");
		expect(sizeBucket({ gguf: { total: 671e9 } })).toBe(">100B");
		expect(sizeBucket({})).toBeUndefined();
		expect(SIZE_BUCKETS.map((b) => b.id)).toContain("3-8B");
	});

	it("gets a record by id", async () => {
		const store = memoryStore(SAMPLE_MODELS);
		const first = SAMPLE_MODELS[0] as ModelRecord;
		expect((await store.get(first.id))?.id).toBe(first.id);
		expect(await store.get("no/such-model")).toBeUndefined();
	});
});
