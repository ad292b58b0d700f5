import type { ModelRecord } from "@hubkit/catalog";
import { DEVICES, fitBaseId, modelFits } from "@hubkit/catalog/hardware";
import { getSampleModel, SAMPLE_MODELS } from "@hubkit/sample-models";
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
/** An adapter's base in the sample catalogue, as the store finds it. */
const baseOf = (m: ModelRecord): ModelRecord | undefined => {
	const id = fitBaseId(m);
	return id === undefined ? undefined : getSampleModel(id);
};
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
		record("tiny/tinyllama-1b", { sample: { downloads: 2000 } }),
	];

	it("best match: the exact id or name, then ids holding the words whole, then the rest, most downloaded first in each", async () => {
		const page = await list(models, { search: "meta/llama", sort: "match" });
		expect(page.models.map((m) => m.id)).toEqual(["meta/llama", "meta/llama-3-8b"]);
		const byName = await list(models, { search: "llama", sort: "match" });
		expect(byName.models.map((m) => m.id)).toEqual([
			"meta/llama",
			"acme/llama-tools",
			"meta/llama-3-8b",
			"llama-fan/thing",
			// Inside a longer word, or only a tag: after every whole match, despite the most downloads.
			"zoo/other",
			"tiny/tinyllama-1b",
		]);
	});

	it("any other sort orders every match by its key alone", async () => {
		const byDownloads = await list(models, { search: "llama", sort: "downloads" });
		expect(byDownloads.models.map((m) => m.id)).toEqual([
			"zoo/other",
			"tiny/tinyllama-1b",
			"acme/llama-tools",
			"meta/llama-3-8b",
			"llama-fan/thing",
			"meta/llama",
		]);
		const byId = await list(models, { search: "llama", sort: "id", direction: "desc" });
		expect(byId.models.map((m) => m.id)).toEqual([...byDownloads.models.map((m) => m.id)].sort().reverse());
	});

	it("a whole piece is a run of letters or of digits the word does not cut", () => {
		const tierOf = (id: string, search: string) => searchRank({ id, tags: ["x"] }, search);
		for (const [id, search] of [
			["meta-llama/Llama-3.1-8B", "llama"],
			["a/Meta-Llama-3.1-8B-Instruct-GGUF", "llama"],
			["a/llama3-8b", "llama"],
			["a/Qwen2.5-7B", "7b"],
			["a/Qwen2.5-7B", "qwen"],
			["a/Qwen2.5-7B", "2.5-7"],
			["a/Qwen2.5-7B", "-7b"],
			["a/x_gguf", "gguf"],
		])
			expect(tierOf(id as string, search as string), `${search} in ${id}`).toBe(1);
		for (const [id, search] of [
			["a/TinyLlama-1.1B", "llama"],
			["a/CodeLlama-7b", "llama"],
			["a/qwen2.5-7b", "wen"],
		])
			expect(tierOf(id as string, search as string), `${search} in ${id}`).toBe(2);
		// A short word matches only at a word start (SHORT_WORD_RULE), in every tier: "7b" is not in 27b.
		expect(tierOf("a/gemma-27b", "7b")).toBeUndefined();
		expect(tierOf("org1/model-1", "-1")).toBeUndefined();
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
	it("counts each facet's values over the matches of every filter but its own, as a brute-force count does", async () => {
		const filters = [
			{},
			{ task: "text-generation" },
			{ app: "llama.cpp", search: "instruct" },
			{ task: "text-generation", fits: "rtx-4060", license: "apache-2.0" },
		];
		for (const filter of filters) {
			const page = await list(SAMPLE_MODELS as ModelRecord[], { ...filter, facets: true, limit: 1 });
			const total = (await list(SAMPLE_MODELS as ModelRecord[], { ...filter, limit: 10_000 })).models.length;
			expect(page.total).toBe(total);
			expect(total, "the query matches models").toBeGreaterThan(0);
			for (const name of FACET_NAMES) {
				// The filter's own value left out: the count of each value is what choosing it instead would list.
				const { [name]: _own, ...others } = filter as Partial<Record<string, string>>;
				const matching = (await list(SAMPLE_MODELS as ModelRecord[], { ...others, limit: 10_000 })).models.map((m) => {
					const record = SAMPLE_MODELS.find((r) => r.id === m.id) as ModelRecord;
					return facetValues(record, baseOf(record));
				});
				const expected = new Map<string, number>();
				for (const v of matching) for (const value of v[name]) expected.set(value, (expected.get(value) ?? 0) + 1);
				const counted = new Map((page.facets?.[name] ?? []).map((c) => [c.value, c.count]));
				expect(counted, `${JSON.stringify(filter)}: ${name}`).toEqual(expected);
				const chosen = (filter as Partial<Record<string, string>>)[name];
				if (chosen) expect(counted.get(chosen), `${name}=${chosen} counts the list`).toBe(total);
			}
		}
	});

	it("lists devices by kind and memory, and sizes smallest first", async () => {
		const page = await list(SAMPLE_MODELS as ModelRecord[], { facets: true, limit: 1 });
		const fits = page.facets?.fits.map((c) => c.value) ?? [];
		const group = (id: string) => {
			const d = DEVICES.find((x) => x.id === id);
			if (!d) return 9;
			if (d.kind === "apple") return 5;
			if (d.kind === "cpu") return 6;
			if (d.label.includes("GeForce")) return 0;
			if (d.label.startsWith("NVIDIA")) return 1;
			if (d.label.startsWith("AMD")) return 2;
			if (d.label.startsWith("Intel")) return 3;
			return 4;
		};
		const memory = (id: string) => DEVICES.find((x) => x.id === id)?.memoryBytes ?? 0;
		expect(new Set(fits.map(group)).size, "several kinds").toBeGreaterThan(3);
		for (let i = 1; i < fits.length; i++) {
			const [a, b] = [fits[i - 1] as string, fits[i] as string];
			expect(group(a) < group(b) || (group(a) === group(b) && memory(a) <= memory(b)), `${a} before ${b}`).toBe(true);
		}
		expect(fits.at(-1)).toBe("size-unknown");
		const sizes = page.facets?.size.map((c) => c.value) ?? [];
		expect(sizes).toEqual(SIZE_BUCKETS.map((b) => b.id).filter((id) => sizes.includes(id)));
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
			const fitting = SAMPLE_MODELS.filter((m) => modelFits(m, device, { context: DEFAULT_FIT_CONTEXT }, baseOf(m)));
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
