import { describe, expect, it } from "vitest";
import { isPipelineType, LIBRARY_IDS, LIBRARY_TASKS, PIPELINE_TYPES, PIPELINES, TASK_LIBRARIES } from "../src/index.js";

describe("pipelines", () => {
	it("has unique tags in catalogue order, each with a label, modality and colour", () => {
		expect(new Set(PIPELINE_TYPES).size).toBe(PIPELINE_TYPES.length);
		expect(PIPELINE_TYPES[0]).toBe("text-classification");
		expect(PIPELINE_TYPES.at(-1)).toBe("other");
		for (const tag of PIPELINE_TYPES) {
			expect(PIPELINES[tag].label.trim(), tag).not.toBe("");
			expect(PIPELINES[tag].modality, tag).toMatch(/^[a-z]+$/);
			expect(PIPELINES[tag].color, tag).toMatch(/^[a-z]+$/);
		}
		expect(PIPELINES["automatic-speech-recognition"].label).toBe("Automatic Speech Recognition");
		expect(PIPELINES["any-to-any"].modality).toBe("multimodal");
		expect(PIPELINES["text-classification"].subtasks).toContain("sentiment-classification");
		expect(PIPELINES["tabular-to-text"]).toMatchObject({ hideInModels: true });
		expect(isPipelineType("text-generation")).toBe(true);
		expect(isPipelineType("text-generation ")).toBe(false);
		expect(isPipelineType("__proto__")).toBe(false);
	});
});

describe("library ↔ task mapping", () => {
	it("maps libraries to tasks and tasks to libraries with known ids only", () => {
		for (const [lib, tags] of Object.entries(LIBRARY_TASKS)) {
			expect(LIBRARY_IDS, lib).toContain(lib);
			for (const t of tags) expect(isPipelineType(t), `${lib} → ${t}`).toBe(true);
		}
		for (const tag of PIPELINE_TYPES)
			for (const lib of TASK_LIBRARIES[tag]) expect(LIBRARY_IDS, `${tag} → ${lib}`).toContain(lib);
		expect(LIBRARY_TASKS.transformers).toContain("text-generation");
	});
});
