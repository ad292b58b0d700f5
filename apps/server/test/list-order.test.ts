/**
 * `GET /api/models` over the sample catalogue: a search is sorted by best match unless the query
 * names a sort, another sort really orders the matches by its key, and facet counts tell what
 * choosing a value instead would list. (The order itself is checked against a brute-force order in
 * packages/model-db/test/list-order.test.ts, for both stores.)
 */
import { compareDeviceIds, type ModelListPage, SIZE_UNKNOWN } from "@hubkit/hub-core";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../src/server.js";

let server: RunningServer;
beforeAll(async () => {
	server = await startServer({ port: 0, models: SAMPLE_MODELS, log: () => {} });
});
afterAll(async () => {
	await server.close();
});

async function list(query: string): Promise<Required<Pick<ModelListPage, "total" | "models">> & ModelListPage> {
	const res = await fetch(`${server.url}/api/models?${query}`);
	expect(res.status, query).toBe(200);
	return (await res.json()) as Required<Pick<ModelListPage, "total" | "models">> & ModelListPage;
}
const ids = (page: ModelListPage) => page.models.map((m) => m.id);

describe("GET /api/models: the order of a search", () => {
	it("is best match by default, and sort=downloads sorts the same matches by downloads", async () => {
		const byDefault = await list("search=llama&limit=100");
		expect(byDefault.total).toBeGreaterThan(20);
		expect(ids(byDefault)).toEqual(ids(await list("search=llama&limit=100&sort=match")));
		const byDownloads = await list("search=llama&limit=100&sort=downloads");
		expect([...ids(byDownloads)].sort()).toEqual([...ids(byDefault)].sort());
		const downloads = byDownloads.models.map((m) => m.downloads);
		expect(downloads).toEqual([...downloads].sort((a, b) => b - a));
		// Best match is another order: a match inside a longer word (TinyLlama) or by a tag only moves down.
		expect(ids(byDefault)).not.toEqual(ids(byDownloads));
		// Without a search the default is the most downloaded first, and sort=match is that order too.
		expect(ids(await list("limit=50"))).toEqual(ids(await list("limit=50&sort=downloads")));
		expect(ids(await list("limit=50&sort=match"))).toEqual(ids(await list("limit=50")));
	});

	it("refuses a direction with best match, saying why", async () => {
		for (const query of ["search=llama&direction=asc", "sort=match&direction=desc"]) {
			const res = await fetch(`${server.url}/api/models?${query}`);
			expect(res.status, query).toBe(400);
			const body = (await res.json()) as { error: string; field: string };
			expect(body.field).toBe("direction");
			expect(body.error).toMatch(/^direction does not apply to best match/);
		}
		expect((await list("search=llama&sort=likes&direction=asc")).total).toBeGreaterThan(0);
	});
});

describe("GET /api/models: facets", () => {
	it("counts each value as the list choosing it instead would hold", async () => {
		const page = await list("search=instruct&license=apache-2.0&size=1-3B&facets=true&limit=1");
		for (const name of ["license", "size"] as const) {
			const values = page.facets?.[name] ?? [];
			expect(values.length, name).toBeGreaterThan(1);
			for (const { value, count } of values) {
				const other = name === "license" ? `license=${value}&size=1-3B` : `license=apache-2.0&size=${value}`;
				const instead = await list(`search=instruct&${other}&limit=1`);
				expect(count, `${name}=${value}`).toBe(instead.total);
			}
		}
	});

	it("lists devices by kind and memory, size-unknown last", async () => {
		const page = await list("facets=true&limit=1");
		const devices = page.facets?.fits.map((f) => f.value) ?? [];
		expect(devices.length).toBeGreaterThan(10);
		expect(devices).toEqual([...devices].sort(compareDeviceIds));
		expect(devices.at(-1)).toBe(SIZE_UNKNOWN);
		// A reader's own card first: a GeForce, not the largest data-centre GPU.
		expect(devices[0]).toMatch(/^rtx-/);
	});
});
