/**
 * Every value a facet lists is a link the page follows: filtering by it must list the models it
 * counted, whatever text a catalogue's records hold (a task newer than the catalogue's, a library
 * name with a space, a license with a '+'), over a catalogue in memory and the same in a database.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ModelRecord } from "@hubkit/catalog";
import { FACET_NAMES, type FacetName } from "@hubkit/hub-core";
import { openCatalogue } from "@hubkit/model-db";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type HubApp } from "../src/app.js";

const ODD: ModelRecord[] = [
	{ id: "odd/new-task", pipeline_tag: "video-to-3d", library_name: "my lib", tags: ["license:gpl-3.0+"] },
	{ id: "odd/unicode", pipeline_tag: "video-to-3d", library_name: "bibliothèque", cardData: { license: "gpl-3.0+" } },
	{ id: "odd/empty-card", cardData: { license: null, language: null, base_model: null } },
];

/** The list parameter of each facet (the task facet's is the hub API's `pipeline_tag`). */
const PARAM: Record<FacetName, string> = {
	task: "pipeline_tag",
	library: "library",
	app: "app",
	provider: "provider",
	maxPrice: "maxPrice",
	tools: "tools",
	structuredOutput: "structuredOutput",
	license: "license",
	language: "language",
	size: "size",
	fits: "fits",
};

const dir = mkdtempSync(join(tmpdir(), "hubkit-facet-links-"));
const apps: [string, HubApp][] = [];

beforeAll(() => {
	const file = join(dir, "models.jsonl");
	writeFileSync(file, [...SAMPLE_MODELS, ...ODD].map((m) => JSON.stringify(m)).join("\n"));
	const memory = openCatalogue(file, { choice: "memory" });
	const database = openCatalogue(file, { dbPath: join(dir, "index.sqlite") });
	apps.push(["memory", createApp({ store: memory.store, webDir: dir })]);
	apps.push(["database", createApp({ store: database.store, webDir: dir })]);
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Page {
	total: number;
	facets: Record<FacetName, { value: string; count: number }[]>;
}

async function list(app: HubApp, query: URLSearchParams): Promise<Page> {
	const res = await app.request(`/api/models?${query}`);
	expect(res.status, `/api/models?${query}: ${res.status} ${res.status === 200 ? "" : await res.text()}`).toBe(200);
	return (await res.json()) as Page;
}

describe("each facet value filters to the models it counts", () => {
	it("lists the odd records' values, and each one filters to its count", async () => {
		for (const [name, app] of apps) {
			const { facets } = await list(app, new URLSearchParams({ facets: "true", limit: "1" }));
			expect(facets.task, name).toContainEqual({ value: "video-to-3d", count: 2 });
			expect(
				facets.library.map((f) => f.value),
				name,
			).toEqual(expect.arrayContaining(["my lib", "bibliothèque"]));
			expect(facets.license, name).toContainEqual({ value: "gpl-3.0+", count: 1 });
			for (const facet of FACET_NAMES) {
				for (const { value, count } of facets[facet]) {
					const page = await list(app, new URLSearchParams({ [PARAM[facet]]: value, limit: "1" }));
					expect(page.total, `${name}: ${facet} = ${value}`).toBe(count);
				}
			}
		}
	});
});
