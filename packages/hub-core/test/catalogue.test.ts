import { LIBRARIES, LIBRARY_TASKS, PIPELINE_TYPES, TASKS } from "@hubkit/catalog";
import { describe, expect, it } from "vitest";
import { libraryDetail, librarySummaries, localAppSummaries, summariseModel, taskSummaries } from "../src/catalogue.js";

const MODELS = [
	{ id: "a/one", pipeline_tag: "text-generation", library_name: "transformers" },
	{ id: "b/two", pipeline_tag: "text-generation", library_name: "diffusers" },
	{ id: "c/three", pipeline_tag: "fill-mask", library_name: "transformers" },
];

describe("catalogue summaries", () => {
	it("lists every task in pipeline order with its model count", () => {
		const tasks = taskSummaries(MODELS);
		expect(tasks.map((t) => t.id)).toEqual([...PIPELINE_TYPES]);
		expect(tasks.find((t) => t.id === "text-generation")?.modelCount).toBe(2);
		expect(tasks.find((t) => t.id === "fill-mask")?.modelCount).toBe(1);
		expect(tasks.find((t) => t.id === "image-classification")?.modelCount).toBe(0);
	});

	it("drops the generator function from library entries", () => {
		const libraries = librarySummaries();
		expect(libraries).toHaveLength(Object.keys(LIBRARIES).length);
		for (const l of libraries) expect("snippets" in l).toBe(false);
		expect(JSON.parse(JSON.stringify(libraries))).toEqual(libraries);
	});

	it("joins a library with its tasks and the models that use it", () => {
		const detail = libraryDetail("transformers", MODELS);
		expect(detail?.modelIds).toEqual(["a/one", "c/three"]);
		expect(detail?.tasks).toContain("text-generation");
		expect(libraryDetail("no-such-library", MODELS)).toBeUndefined();
	});

	it("lists a library's tasks in pipeline order, including every task whose page names it", () => {
		const tasks = libraryDetail("transformers.js", MODELS)?.tasks ?? [];
		expect(tasks).toContain("token-classification");
		expect(tasks).toContain("zero-shot-object-detection");
		for (const task of PIPELINE_TYPES) {
			if (TASKS[task].libraries.includes("transformers.js")) expect(tasks).toContain(task);
		}
		expect(tasks).toEqual(PIPELINE_TYPES.filter((t) => tasks.includes(t)));
		// The library's own list is kept, in the same order as every other list.
		const speechbrain = libraryDetail("speechbrain", MODELS)?.tasks ?? [];
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
