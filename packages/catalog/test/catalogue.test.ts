import { describe, expect, it } from "vitest";
import {
	isPipelineType,
	LIBRARIES,
	LIBRARY_IDS,
	LIBRARY_TASKS,
	PIPELINE_TYPES,
	PIPELINES,
	TASK_LIBRARIES,
} from "../src/index.js";

describe("pipelines", () => {
	it("has the 57 tags in catalogue order, each with a label, modality and colour", () => {
		expect(PIPELINE_TYPES).toHaveLength(57);
		expect(new Set(PIPELINE_TYPES).size).toBe(57);
		expect(PIPELINE_TYPES[0]).toBe("text-classification");
		expect(PIPELINE_TYPES.at(-1)).toBe("other");
		expect(PIPELINES["automatic-speech-recognition"].label).toBe("Automatic Speech Recognition");
		expect(PIPELINES["any-to-any"].modality).toBe("multimodal");
		expect(PIPELINES["text-classification"].subtasks).toHaveLength(17);
		expect(PIPELINES["tabular-to-text"]).toMatchObject({ hideInModels: true });
		for (const tag of PIPELINE_TYPES) expect(PIPELINES[tag].color).toMatch(/^[a-z]+$/);
		expect(isPipelineType("text-generation")).toBe(true);
		expect(isPipelineType("text-generation ")).toBe(false);
		expect(isPipelineType("__proto__")).toBe(false);
	});
});

describe("libraries", () => {
	it("has the 240 libraries with unique ids and https URLs", () => {
		expect(LIBRARY_IDS).toHaveLength(240);
		for (const id of LIBRARY_IDS) {
			const lib = LIBRARIES[id];
			expect(lib.prettyLabel.length, id).toBeGreaterThan(0);
			expect(new URL(lib.repoUrl).protocol, `${id} repoUrl`).toBe("https:");
			if (lib.docsUrl) expect(new URL(lib.docsUrl).protocol, `${id} docsUrl`).toBe("https:");
		}
		expect(LIBRARY_IDS.filter((id) => LIBRARIES[id].hasSnippets)).toHaveLength(116);
		expect(LIBRARY_IDS.filter((id) => LIBRARIES[id].filter === true)).toHaveLength(34);
	});

	it("maps libraries to tasks and tasks to libraries with known ids only", () => {
		const pairs = Object.values(LIBRARY_TASKS).reduce((n, tags) => n + tags.length, 0);
		expect(Object.keys(LIBRARY_TASKS)).toHaveLength(28);
		expect(pairs).toBe(73);
		for (const tags of Object.values(LIBRARY_TASKS)) for (const t of tags) expect(isPipelineType(t), t).toBe(true);
		for (const tag of PIPELINE_TYPES)
			for (const lib of TASK_LIBRARIES[tag]) expect(LIBRARY_IDS, `${tag} → ${lib}`).toContain(lib);
	});
});
