import { LIBRARIES, LIBRARY_TASKS, PIPELINE_TYPES, TASKS } from "@hubkit/catalog";
import { describe, expect, it } from "vitest";
import {
	libraryDetail,
	librarySummaries,
	localAppSummaries,
	storeTaskSummaries,
	summariseModel,
	taskSummaries,
} from "../src/catalogue.js";
import { type ModelStore, memoryStore } from "../src/store.js";

const MODELS = [
	{ id: "a/one", pipeline_tag: "text-generation", library_name: "transformers", downloads: 1 },
	{ id: "b/two", pipeline_tag: "text-generation", library_name: "diffusers" },
	{ id: "c/three", pipeline_tag: "fill-mask", library_name: "transformers", downloads: 7 },
];
const STORE = memoryStore(MODELS);

describe("catalogue summaries", () => {
	it("lists every task in pipeline order with its model count, from the store's facet counts", async () => {
		const tasks = await storeTaskSummaries(STORE);
		expect(tasks.map((t) => t.id)).toEqual([...PIPELINE_TYPES]);
		expect(tasks.find((t) => t.id === "text-generation")?.modelCount).toBe(2);
		expect(tasks.find((t) => t.id === "fill-mask")?.modelCount).toBe(1);
		expect(tasks.find((t) => t.id === "image-classification")?.modelCount).toBe(0);
	});

	it("gives no counts when the store cannot count (an upstream hub), and never asks its list", async () => {
		const upstream: ModelStore = {
			health: () => ({ kind: "upstream" }),
			get: async () => undefined,
			list: async () => {
				throw new Error("not asked");
			},
		};
		const tasks = await storeTaskSummaries(upstream);
		expect(tasks.map((t) => t.id)).toEqual([...PIPELINE_TYPES]);
		for (const t of tasks) expect(t).not.toHaveProperty("modelCount");
		expect(taskSummaries()).toEqual(tasks);
	});

	it("drops the generator function from library entries", () => {
		const libraries = librarySummaries();
		expect(libraries).toHaveLength(Object.keys(LIBRARIES).length);
		for (const l of libraries) expect("snippets" in l).toBe(false);
		expect(JSON.parse(JSON.stringify(libraries))).toEqual(libraries);
	});

	it("joins a library with its tasks, its model count and its most downloaded models", async () => {
		const detail = await libraryDetail("transformers", STORE);
		expect(detail?.modelCount).toBe(2);
		expect(detail?.models.map((m) => m.id)).toEqual(["c/three", "a/one"]);
		expect(detail?.tasks).toContain("text-generation");
		expect(await libraryDetail("no-such-library", STORE)).toBeUndefined();
		// However many models use it, the answer names only the first few.
		const many = Array.from({ length: 50 }, (_, i) => ({ id: `m/${i}`, library_name: "transformers", downloads: i }));
		const big = await libraryDetail("transformers", memoryStore(many), 5);
		expect(big?.modelCount).toBe(50);
		expect(big?.models.map((m) => m.id)).toEqual(["m/49", "m/48", "m/47", "m/46", "m/45"]);
	});

	it("lists a library's tasks in pipeline order, including every task whose page names it", async () => {
		const tasks = (await libraryDetail("transformers.js", STORE))?.tasks ?? [];
		expect(tasks).toContain("token-classification");
		expect(tasks).toContain("zero-shot-object-detection");
		for (const task of PIPELINE_TYPES) {
			if (TASKS[task].libraries.includes("transformers.js")) expect(tasks).toContain(task);
		}
		expect(tasks).toEqual(PIPELINE_TYPES.filter((t) => tasks.includes(t)));
		// The library's own list is kept, in the same order as every other list.
		const speechbrain = (await libraryDetail("speechbrain", STORE))?.tasks ?? [];
		for (const task of LIBRARY_TASKS.speechbrain ?? []) expect(speechbrain).toContain(task);
		expect(speechbrain).toEqual(PIPELINE_TYPES.filter((t) => speechbrain.includes(t)));
	});

	it("describes each local app by kind", () => {
		const apps = localAppSummaries();
		expect(apps.find((a) => a.id === "llama.cpp")?.kind).toBe("snippet");
		for (const a of apps) expect(["snippet", "deeplink"]).toContain(a.kind);
	});

	it("summarises a model, reading sample counts and the author from the id", () => {
		expect(summariseModel({ id: "acme/x", sample: { downloads: 10, likes: 2 } })).toEqual({
			id: "acme/x",
			author: "acme",
			tags: [],
			downloads: 10,
			likes: 2,
		});
		expect(summariseModel({ id: "solo", downloads: Number.NaN })).toMatchObject({ downloads: 0, likes: 0 });
	});
});
