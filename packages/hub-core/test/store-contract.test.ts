/**
 * The ModelStore contract: the same queries give the same answers from every store over the same
 * records. The upstream store is run against a hub whose list API is answered, in the real API's
 * shapes (a JSON array, a `Link: <…>; rel="next"` cursor), from those records; the database store
 * (@hubkit/model-db) over the same records written to a `.jsonl` file and indexed.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ModelRecord, modelParents } from "@hubkit/catalog";
import { openModelDb } from "@hubkit/model-db";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { afterAll, describe, expect, it } from "vitest";
import { holdsWholePiece, type ModelListQuery, type ModelStore, memoryStore, summariseModel } from "../src/index.js";
import { upstreamStore } from "../src/upstream.js";

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

const dir = mkdtempSync(join(tmpdir(), "hubkit-contract-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(join(dir, "models.jsonl"), records.map((r) => JSON.stringify(r)).join("\n"));
const database = openModelDb({ source: join(dir, "models.jsonl"), dbPath: join(dir, "models.sqlite") }).store;

const STORES: Record<string, ModelStore> = {
	memory: memoryStore(records),
	upstream: upstreamStore({ hubUrl: HUB, fetch: fakeHub }),
	database,
};

/** Stores that hold the records themselves: every filter, facet and offset of the API. */
const LOCAL: Record<string, ModelStore> = { memory: STORES.memory as ModelStore, database };

/** Queries the upstream hub's API cannot express (apps, providers, sizes, short words), asked of local stores. */
const LOCAL_QUERIES: Omit<ModelListQuery, "limit">[] = [
	{ sort: "lastModified" },
	{ sort: "lastModified", direction: "asc" },
	{ sort: "id", direction: "desc" },
	{ sort: "downloads", direction: "asc" },
	{ sort: "likes" },
	{ sort: "downloads", app: "llama.cpp" },
	{ sort: "likes", provider: "together" },
	{ sort: "id", size: "1-3B" },
	{ sort: "downloads", search: "qwen" },
	{ sort: "downloads", search: "qwen2.5 instruct" },
	{ sort: "id", search: "mlx" },
	{ sort: "downloads", search: "a" },
	{ sort: "likes", search: "gp 2" },
	{ sort: "downloads", search: "qwen 7b" },
	{ sort: "id", search: "instruct q" },
	{ sort: "downloads", search: "meta-llama/Llama-3.2-1B" },
	{ sort: "downloads", search: "sentence-transformers" },
	{ sort: "downloads", search: "Qwen2.5-0.5B" },
	{ sort: "downloads", search: "no such words anywhere" },
	{ sort: "downloads", search: 'qwen" OR "llama* NEAR(' },
	{ sort: "downloads", task: "no-such-task" },
	{ sort: "downloads", library: "transformers", license: "apache-2.0", language: "en" },
];

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

	for (const query of LOCAL_QUERIES) {
		it(`${JSON.stringify(query)} (stores with the records)`, async () => {
			const expected = await all(LOCAL.memory as ModelStore, query);
			for (const [name, store] of Object.entries(LOCAL)) expect(await all(store, query), name).toEqual(expected);
		});
	}

	it("counts the same facets and totals, and pages the same at any offset", async () => {
		for (const query of [...QUERIES, ...LOCAL_QUERIES]) {
			for (const offset of [0, 7, 100, 5000]) {
				const q = { ...query, limit: 13, offset, facets: true };
				const expected = await (LOCAL.memory as ModelStore).list(q);
				for (const [name, store] of Object.entries(LOCAL)) {
					expect(await store.list(q), `${name} ${JSON.stringify(q)}`).toEqual(expected);
				}
			}
		}
	});

	it("best match: an exact id first, then ids holding the words whole, then the rest; another sort by its key", async () => {
		for (const store of Object.values(LOCAL)) {
			const exact = await store.list({ sort: "match", search: "Qwen/Qwen2.5-7B-Instruct", limit: 3 });
			expect(exact.models[0]?.id).toBe("Qwen/Qwen2.5-7B-Instruct");
			const best = await store.list({ sort: "match", search: "qwen2.5", limit: 100 });
			const whole = best.models.map((m) => holdsWholePiece(m.id.toLowerCase(), "qwen2.5"));
			const firstOther = whole.indexOf(false);
			expect(firstOther, "some matches hold it otherwise").toBeGreaterThan(0);
			expect(whole.slice(firstOther).every((w) => !w)).toBe(true);
			const likes = (await store.list({ sort: "likes", direction: "asc", search: "qwen2.5", limit: 100 })).models.map(
				(m) => m.likes,
			);
			expect(likes).toEqual([...likes].sort((a, b) => a - b));
		}
	});

	it("gives the same records", async () => {
		for (const r of records.slice(0, 50)) expect(await database.get(r.id)).toEqual(await STORES.memory?.get(r.id));
		expect(await database.get("nobody/nothing")).toBeUndefined();
	});

	it("gives the same summaries", async () => {
		const page = await (STORES.upstream as ModelStore).list({ sort: "downloads", limit: 10 });
		const byId = new Map(records.map((r) => [r.id, r]));
		expect(page.models).toEqual(page.models.map((m) => summariseModel(byId.get(m.id) as ModelRecord)));
	});

	it("lists the same children of every base model, by relation, most downloaded first", async () => {
		const parents = [...new Set(records.flatMap((r) => modelParents(r).map((p) => p.id)))];
		expect(parents.length, "the samples name base models").toBeGreaterThan(10);
		for (const id of [...parents, "nobody/nothing"]) {
			for (const limit of [1, 3, 100]) {
				const expected = await (LOCAL.memory as ModelStore).children?.(id, limit);
				for (const [name, store] of Object.entries(LOCAL)) {
					expect(await store.children?.(id, limit), `${name} ${id} ${limit}`).toEqual(expected);
				}
			}
		}
		const llama = await database.children?.("meta-llama/Llama-3.1-8B-Instruct", 2);
		expect(llama?.quantized.total).toBeGreaterThan(2);
		expect(llama?.quantized.models.map((m) => m.id)).toEqual([
			"bartowski/Meta-Llama-3.1-8B-Instruct-GGUF",
			"hugging-quants/Meta-Llama-3.1-8B-Instruct-AWQ-INT4",
		]);
	});
});
