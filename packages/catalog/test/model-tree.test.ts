import { describe, expect, it } from "vitest";
import { MAX_PARENTS, type ModelRecord, modelParents } from "../src/index.js";

const record = (fields: Partial<ModelRecord>): ModelRecord => ({ id: "someone/derived", ...fields });

describe("modelParents", () => {
	it("reads the hub's relation tags, one entry per base and relation", () => {
		const gguf = record({
			tags: [
				"gguf",
				"base_model:meta-llama/Llama-3.1-8B-Instruct",
				"base_model:quantized:meta-llama/Llama-3.1-8B-Instruct",
			],
			cardData: { base_model: "meta-llama/Llama-3.1-8B-Instruct" },
		});
		expect(modelParents(gguf)).toEqual([{ id: "meta-llama/Llama-3.1-8B-Instruct", relation: "quantized" }]);
		const merge = record({
			tags: ["base_model:merge:a/one", "base_model:merge:b/two", "base_model:adapter:c/three"],
		});
		expect(modelParents(merge)).toEqual([
			{ id: "a/one", relation: "merge" },
			{ id: "b/two", relation: "merge" },
			{ id: "c/three", relation: "adapter" },
		]);
	});

	it("takes the card's relation for a base no tag qualifies, else finetune", () => {
		expect(modelParents(record({ cardData: { base_model: ["x/a", "y/b"], base_model_relation: "merge" } }))).toEqual([
			{ id: "x/a", relation: "merge" },
			{ id: "y/b", relation: "merge" },
		]);
		expect(modelParents(record({ cardData: { base_model: "x/a" } }))).toEqual([{ id: "x/a", relation: "finetune" }]);
		expect(modelParents(record({ cardData: { base_model: "x/a", base_model_relation: "forked" } }))).toEqual([
			{ id: "x/a", relation: "finetune" },
		]);
		expect(modelParents(record({ tags: ["base_model:roberta-large"] }))).toEqual([
			{ id: "roberta-large", relation: "finetune" },
		]);
	});

	it("passes over bad ids, unknown relations and the record itself", () => {
		const hostile = record({
			tags: [
				"base_model:quantized:../../etc/passwd",
				"base_model:quantized:a/b/c",
				"base_model:forked:x/y",
				"base_model:quantized:",
				"base_model:finetune:someone/derived",
				"base_model:adapter:ok/fine",
			],
			cardData: { base_model: ["$(rm -rf ~)", "", "  ", "with space/x"] },
		});
		expect(modelParents(hostile)).toEqual([{ id: "ok/fine", relation: "adapter" }]);
		// Malformed fields (untrusted JSON) are no parents, not a crash.
		expect(modelParents({ id: "a/b", tags: "base_model:quantized:x/y" } as unknown as ModelRecord)).toEqual([]);
		expect(modelParents({ id: "a/b", cardData: { base_model: [1, null] } } as unknown as ModelRecord)).toEqual([]);
	});

	it("reads at most MAX_PARENTS parents", () => {
		const many = record({
			tags: Array.from({ length: 10_000 }, (_, i) => `base_model:merge:org/m${i}`),
			cardData: { base_model: Array.from({ length: 10_000 }, (_, i) => `org/c${i}`) },
		});
		const parents = modelParents(many);
		expect(parents).toHaveLength(MAX_PARENTS);
		expect(parents[0]).toEqual({ id: "org/m0", relation: "merge" });
	});
});
