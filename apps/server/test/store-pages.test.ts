/**
 * The pages that depend on the models (task counts, a task page's comparison, a library's models,
 * `fits`) over a database catalogue answer as over the same records in memory: every one asks the
 * ModelStore, none reads an array of every record (there is none with a database).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getTask } from "@hubkit/catalog";
import { DEVICES, fitBaseId, modelFits } from "@hubkit/catalog/hardware";
import { DEFAULT_FIT_CONTEXT } from "@hubkit/hub-core";
import { openCatalogue } from "@hubkit/model-db";
import { getSampleModel, SAMPLE_MODELS } from "@hubkit/sample-models";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type HubApp } from "../src/app.js";

const dir = mkdtempSync(join(tmpdir(), "hubkit-store-pages-"));
const file = join(dir, "models.jsonl");
const webDir = join(dir, "no-web");
let database: HubApp;
let memory: HubApp;

beforeAll(() => {
	writeFileSync(file, SAMPLE_MODELS.map((m) => JSON.stringify(m)).join("\n"));
	const db = openCatalogue(file, { dbPath: join(dir, "index.sqlite") });
	expect(db.models).toBeUndefined(); // the records stay in the database
	const mem = openCatalogue(file, { choice: "memory" });
	database = createApp({ store: db.store, webDir });
	memory = createApp({ store: mem.store, webDir });
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function json<T>(app: HubApp, path: string, status = 200): Promise<T> {
	const res = await app.request(path);
	expect(res.status, `${path} → ${res.status}`).toBe(status);
	return (await res.json()) as T;
}
const both = async <T>(path: string): Promise<T> => {
	const fromDb = await json<T>(database, path);
	expect(fromDb, path).toEqual(await json<T>(memory, path));
	return fromDb;
};

describe("a database catalogue's pages answer as the same records in memory", () => {
	it("counts each task's models", async () => {
		const tasks = await both<{ id: string; modelCount?: number }[]>("/api/tasks");
		const textGeneration = SAMPLE_MODELS.filter((m) => m.pipeline_tag === "text-generation").length;
		expect(textGeneration).toBeGreaterThan(0);
		expect(tasks.find((t) => t.id === "text-generation")?.modelCount).toBe(textGeneration);
	});

	it("fills a task page's comparison from the catalogue's records", async () => {
		const task = getTask("text-generation");
		const page = await both<{ comparison: { id: string; inCatalogue: boolean; license?: string }[] }>(
			"/api/tasks/text-generation",
		);
		expect(page.comparison.map((r) => r.id)).toEqual(task?.models.map((m) => m.id));
		const held = page.comparison.filter((r) => SAMPLE_MODELS.some((m) => m.id === r.id));
		expect(held.length).toBeGreaterThan(0);
		for (const row of held) expect(row.inCatalogue, row.id).toBe(true);
	});

	it("gives a library's model count and its most downloaded models, a short list", async () => {
		const lib = await both<{ modelCount: number; models: { id: string; downloads: number }[] }>(
			"/api/libraries/transformers",
		);
		const all = SAMPLE_MODELS.filter((m) => m.library_name === "transformers");
		expect(lib.modelCount).toBe(all.length);
		expect(lib.models.length).toBe(Math.min(all.length, 20));
		const downloads = lib.models.map((m) => m.downloads);
		expect(downloads).toEqual([...downloads].sort((a, b) => b - a));
		expect(lib).not.toHaveProperty("modelIds");
	});

	it("lists and counts the models that run on a device (fits) at the default context", async () => {
		for (const device of ["rtx-4060", "cpu-8gb-ddr4", "m2-ultra-192gb"]) {
			const page = await both<{ total: number; models: { id: string }[]; facets: { fits: { value: string }[] } }>(
				`/api/models?fits=${device}&limit=100&facets=true`,
			);
			const d = DEVICES.find((x) => x.id === device);
			// An adapter runs where its base (from the same catalogue) runs with it.
			const base = (m: (typeof SAMPLE_MODELS)[number]) => {
				const id = fitBaseId(m);
				return id === undefined ? undefined : getSampleModel(id);
			};
			const expected = SAMPLE_MODELS.filter((m) => d && modelFits(m, d, { context: DEFAULT_FIT_CONTEXT }, base(m)));
			expect(page.total, device).toBe(expected.length);
			expect(page.facets.fits.map((f) => f.value)).toContain(device);
			// The explicit default context is the same question.
			await both(`/api/models?fits=${device}&context=${DEFAULT_FIT_CONTEXT}&limit=100`);
		}
	});

	it("answers another context from records in memory, and refuses it (400, context) from a database", async () => {
		const page = await json<{ total: number; facets: { fits: unknown[] } }>(
			memory,
			"/api/models?fits=rtx-4060&context=131072&facets=true",
		);
		expect(page.total).toBeGreaterThan(0);
		expect(page.facets.fits).toEqual([]); // counted at 8192 only: not shown for another context
		const refused = await json<{ error: string; field: string }>(
			database,
			"/api/models?fits=rtx-4060&context=131072",
			400,
		);
		expect(refused.field).toBe("context");
		expect(refused.error).toContain(String(DEFAULT_FIT_CONTEXT));
	});

	it("answers ram (offload) from records in memory, and refuses it (400, ram) from a database", async () => {
		const whole = await json<{ total: number }>(memory, "/api/models?fits=rtx-4060");
		const page = await json<{ total: number; facets: { fits: unknown[] } }>(
			memory,
			"/api/models?fits=rtx-4060&ram=32&facets=true",
		);
		expect(page.total).toBeGreaterThan(whole.total);
		expect(page.facets.fits).toEqual([]); // counted whole on the device only: not shown with ram
		const refused = await json<{ error: string; field: string }>(database, "/api/models?fits=rtx-4060&ram=32", 400);
		expect(refused.field).toBe("ram");
		expect(refused.error).toBe(
			"ram needs the records in memory: a database catalogue answers fits whole on the device only",
		);
		const bad = await json<{ error: string; field: string }>(memory, "/api/models?fits=rtx-4060&ram=0", 400);
		expect(bad).toMatchObject({ field: "ram", error: "ram must be a whole number of GB from 1 to 4096" });
		const lonely = await json<{ error: string; field: string }>(memory, "/api/models?ram=32", 400);
		expect(lonely).toMatchObject({ field: "ram", error: "ram needs fits" });
	});
});
