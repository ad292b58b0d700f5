import type { ModelRecord } from "@hubkit/catalog";
import { adapterBaseId, DEVICES, modelFits } from "@hubkit/catalog/hardware";
import { getSampleModel, SAMPLE_MODELS } from "@hubkit/sample-models";
import { describe, expect, it } from "vitest";
import {
	DEFAULT_FIT_CONTEXT,
	FACET_NAMES,
	facetValues,
	type ModelListQuery,
	memoryStore,
	SIZE_BUCKETS,
	searchRank,
	sizeBucket,
} from "../src/index.js";

const record = (id: string, extra: Partial<ModelRecord> = {}): ModelRecord => ({ id, tags: [], ...extra });
/** An adapter's base in the sample catalogue, as the store finds it. */
const baseOf = (m: ModelRecord): ModelRecord | undefined => {
	const id = adapterBaseId(m);
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

describe("filters, sort and facets over the sample catalogue", () => {
	it("counts every facet value as a brute-force count over the matching records does", async () => {
		for (const filter of [{}, { task: "text-generation" }, { library: "gguf", search: "instruct" }]) {
			const page = await list(SAMPLE_MODELS as ModelRecord[], { ...filter, facets: true, limit: 1 });
			const matching = (await list(SAMPLE_MODELS as ModelRecord[], { ...filter, limit: 10_000 })).models.map(
				(m) => SAMPLE_MODELS.find((r) => r.id === m.id) as ModelRecord,
			);
			expect(page.total).toBe(matching.length);
			const values = matching.map((m) => facetValues(m, baseOf(m)));
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
