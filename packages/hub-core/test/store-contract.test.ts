/**
 * The ModelStore contract: the same queries give the same answers from every store over the same
 * records. The upstream store is run against a hub whose list API is answered, in the real API's
 * shapes (a JSON array, a `Link: <…>; rel="next"` cursor), from those records.
 */
import type { ModelRecord } from "@hubkit/catalog";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { describe, expect, it } from "vitest";
import { type ModelListQuery, type ModelStore, memoryStore, summariseModel, upstreamStore } from "../src/index.js";

const HUB = "http://hub.test";
const records = SAMPLE_MODELS as ModelRecord[];
const reference = memoryStore(records);

/** A hub's GET /api/models over `records`: the filters of its API, paged by an offset cursor. */
const fakeHub: typeof fetch = async (input) => {
	const url = new URL(String(input));
	const p = url.searchParams;
	const filters = p.getAll("filter");
	const license = filters.find((f) => f.startsWith("license:"))?.slice("license:".length);
	const language = filters.find((f) => !f.startsWith("license:"));
	const start = Number(p.get("cursor") ?? 0);
	const limit = Number(p.get("limit"));
	const page = await reference.list({
		search: p.get("search") ?? undefined,
		task: p.get("pipeline_tag") ?? undefined,
		library: p.get("library") ?? undefined,
		license,
		language,
		sort: p.get("sort") as ModelListQuery["sort"],
		direction: p.get("direction") === "1" ? "asc" : "desc",
		limit,
		offset: start,
	});
	const headers = new Headers({ "content-type": "application/json" });
	if (start + limit < (page.total ?? 0)) {
		p.set("cursor", String(start + limit));
		headers.set("link", `<${url}>; rel="next"`);
	}
	// The hub's rows: the summary's fields plus ones Hubkit does not read.
	const rows = page.models.map((m) => ({ _id: m.id, modelId: m.id, private: false, ...m }));
	return new Response(JSON.stringify(rows), { headers });
};

const STORES: Record<string, ModelStore> = {
	memory: memoryStore(records),
	upstream: upstreamStore({ hubUrl: HUB, fetch: fakeHub }),
};

const QUERIES: Omit<ModelListQuery, "limit">[] = [
	{ sort: "downloads" },
	{ sort: "likes", direction: "asc" },
	{ sort: "id" },
	{ sort: "downloads", search: "llama" },
	{ sort: "downloads", search: "Llama-3.2-3B-Instruct" },
	{ sort: "likes", task: "text-generation" },
	{ sort: "downloads", library: "transformers", search: "instruct" },
	{ sort: "downloads", license: "apache-2.0" },
	{ sort: "id", language: "en", task: "fill-mask" },
];

/** Every model of a query, walking the store's pages (by cursor, or by offset up to the total). */
async function all(store: ModelStore, query: Omit<ModelListQuery, "limit">): Promise<string[]> {
	const ids: string[] = [];
	let cursor: string | undefined;
	for (let i = 0; i < 200; i++) {
		const paging = cursor ? { cursor } : { offset: ids.length };
		const page = await store.list({ ...query, limit: 25, ...paging });
		ids.push(...page.models.map((m) => m.id));
		cursor = page.next;
		if (!cursor && (page.total === undefined || ids.length >= page.total || page.models.length === 0)) break;
	}
	return ids;
}

describe("every ModelStore answers the same queries the same way", () => {
	for (const query of QUERIES) {
		it(JSON.stringify(query), async () => {
			const expected = await all(STORES.memory as ModelStore, query);
			expect(expected.length, "the query should match something").toBeGreaterThan(0);
			for (const [name, store] of Object.entries(STORES)) expect(await all(store, query), name).toEqual(expected);
		});
	}

	it("gives the same summaries", async () => {
		const page = await (STORES.upstream as ModelStore).list({ sort: "downloads", limit: 10 });
		const byId = new Map(records.map((r) => [r.id, r]));
		expect(page.models).toEqual(page.models.map((m) => summariseModel(byId.get(m.id) as ModelRecord)));
	});
});
