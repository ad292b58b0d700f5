/**
 * The list's provider filters (`provider`, `maxPrice`, `tools`, `structuredOutput`): one live listing
 * must pass them all, in the memory store and in a database index of the same small catalogue, and
 * each provider facet counts the models its value would list.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { InferenceProviderMappingEntry, ModelRecord } from "@hubkit/catalog";
import { openModelDb } from "@hubkit/model-db";
import { afterAll, describe, expect, it } from "vitest";
import { checkModelListQuery, type ModelListQuery, type ModelStore, memoryStore, OFFER_FACETS } from "../src/index.js";

const listing = (
	provider: string,
	facts: Partial<InferenceProviderMappingEntry> = {},
): InferenceProviderMappingEntry => ({
	provider,
	providerId: `${provider}/model`,
	task: "conversational",
	status: "live",
	...facts,
});

const model = (id: string, ...mapping: InferenceProviderMappingEntry[]): ModelRecord => ({
	id,
	pipeline_tag: "text-generation",
	tags: [],
	downloads: 1000 - id.length,
	inferenceProviderMapping: mapping,
});

// Blended prices (3:1): 0.2 in / 0.6 out is 0.30; 1 in / 3 out is 1.50; 0.1 in / 0.1 out is 0.10.
const RECORDS: ModelRecord[] = [
	// groq serves it without tools, together with: `provider=groq&tools=true` must not list it.
	model(
		"acme/split-tools",
		listing("groq", { pricing: { input: 0.2, output: 0.6 } }),
		listing("together", { tools: true, pricing: { input: 1, output: 3 } }),
	),
	// groq with tools and structured output, cheap.
	model(
		"acme/groq-tools",
		listing("groq", { tools: true, structuredOutput: true, pricing: { input: 0.1, output: 0.1 } }),
	),
	// The cheap listing is staging: it serves no one, so its price does not count.
	model(
		"acme/staging-cheap",
		listing("novita", { status: "staging", tools: true, pricing: { input: 0.01, output: 0.01 } }),
		listing("together", { pricing: { input: 1, output: 3 } }),
	),
	// No price published: never under any maxPrice.
	model("acme/unpriced", listing("groq", { tools: true })),
	// Only an input price: no blended price.
	model("acme/input-only", listing("together", { tools: true, pricing: { input: 0.05 } })),
	// Not served.
	{ id: "acme/local-only", pipeline_tag: "text-generation", tags: [], downloads: 5 },
];

const dir = mkdtempSync(join(tmpdir(), "hubkit-provider-filter-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(join(dir, "models.jsonl"), RECORDS.map((r) => JSON.stringify(r)).join("\n"));
const STORES: [string, ModelStore][] = [
	["memory", memoryStore(RECORDS)],
	["database", openModelDb({ source: join(dir, "models.jsonl"), dbPath: join(dir, "models.sqlite") }).store],
];

type Filters = Pick<ModelListQuery, "provider" | "maxPrice" | "tools" | "structuredOutput" | "search">;
const ids = async (store: ModelStore, filters: Filters) =>
	(await store.list({ sort: "id", limit: 100, ...filters })).models.map((m) => m.id);

describe("the provider filters, in both stores", () => {
	for (const [name, store] of STORES) {
		it(`${name}: provider with tools asks the same listing`, async () => {
			expect(await ids(store, { provider: "groq", tools: true })).toEqual(["acme/groq-tools", "acme/unpriced"]);
			expect(await ids(store, { tools: true })).toEqual([
				"acme/groq-tools",
				"acme/input-only",
				"acme/split-tools",
				"acme/unpriced",
			]);
		});

		it(`${name}: maxPrice compares the blended price of live listings; unknown never passes`, async () => {
			expect(await ids(store, { maxPrice: 0.5 })).toEqual(["acme/groq-tools", "acme/split-tools"]);
			expect(await ids(store, { maxPrice: 0.3 })).toEqual(["acme/groq-tools", "acme/split-tools"]);
			expect(await ids(store, { maxPrice: 0.29 })).toEqual(["acme/groq-tools"]);
			expect(await ids(store, { maxPrice: 10 })).toEqual(["acme/groq-tools", "acme/split-tools", "acme/staging-cheap"]);
			// Tools at most 0.5: split-tools has tools only at 1.50 (together).
			expect(await ids(store, { maxPrice: 0.5, tools: true })).toEqual(["acme/groq-tools"]);
			expect(await ids(store, { maxPrice: 2, tools: true, provider: "together" })).toEqual(["acme/split-tools"]);
			expect(await ids(store, { structuredOutput: true })).toEqual(["acme/groq-tools"]);
		});

		it(`${name}: a staging listing is no provider`, async () => {
			expect(await ids(store, { provider: "novita" })).toEqual([]);
		});

		it(`${name}: each provider facet counts what its value lists, under the other filters`, async () => {
			for (const filters of [{}, { tools: true }, { provider: "groq" }, { maxPrice: 0.3, tools: true }] as Filters[]) {
				const page = await store.list({ sort: "id", limit: 1, facets: true, ...filters });
				for (const facet of OFFER_FACETS) {
					for (const { value, count } of page.facets?.[facet] ?? []) {
						const asked = { ...filters, [facet]: facet === "maxPrice" ? Number(value) : value === "true" || value };
						const listed = await store.list({ sort: "id", limit: 1, ...asked });
						expect(listed.total, `${name} ${JSON.stringify(filters)}: ${facet}=${value}`).toBe(count);
					}
				}
			}
			const tools = await store.list({ sort: "id", limit: 1, facets: true, provider: "groq" });
			expect(tools.facets?.tools).toEqual([{ value: "true", count: 2 }]);
			expect(tools.facets?.provider).toEqual([
				{ value: "groq", count: 3 },
				{ value: "together", count: 3 },
			]);
			const cheap = await store.list({ sort: "id", limit: 1, facets: true, tools: true });
			expect(cheap.facets?.maxPrice).toEqual([
				{ value: "0.1", count: 1 },
				{ value: "0.25", count: 1 },
				{ value: "0.5", count: 1 },
				{ value: "1", count: 1 },
				{ value: "2", count: 2 },
				{ value: "5", count: 2 },
				{ value: "10", count: 2 },
			]);
		});
	}
});

describe("the provider filters' checks", () => {
	const flag = (field: string) => `--${field}`;
	it("reads a price and the flags", () => {
		expect(checkModelListQuery({ maxPrice: "0.5", tools: "true", structuredOutput: "true" })).toMatchObject({
			ok: true,
			value: { maxPrice: 0.5, tools: true, structuredOutput: true },
		});
	});

	it("refuses a bad price or flag, naming the field", () => {
		for (const text of ["0", "-1", "abc", "1e3", "0.5$", "", "99999"]) {
			expect(checkModelListQuery({ maxPrice: text }), text).toMatchObject({
				ok: false,
				field: "maxPrice",
				error: expect.stringMatching(/^maxPrice must be a price above 0/),
			});
		}
		expect(checkModelListQuery({ tools: "false" })).toMatchObject({
			ok: false,
			field: "tools",
			error: "tools takes only true (leave it out to list models with or without tool calling)",
		});
		expect(checkModelListQuery({ structuredOutput: "yes" }, flag)).toMatchObject({
			ok: false,
			field: "structuredOutput",
		});
	});
});
