import type { ModelRecord } from "@hubkit/catalog";
import { describe, expect, it } from "vitest";
import { CircuitBreaker } from "../src/breaker.js";
import {
	architectureFromConfig,
	configJsonUrl,
	treeUrl,
	weightSizesFromTree,
	withUpstreamFacts,
} from "../src/upstream-facts.js";

const GGUF: ModelRecord = {
	id: "own er/m",
	tags: ["gguf"],
	gguf: { total: 1_000_000_000 },
	siblings: [{ rfilename: "m.Q4_0.gguf" }],
};

describe("upstream fact URLs", () => {
	it("names config.json and the tree of the repository, segments escaped", () => {
		expect(configJsonUrl("https://hub.test/", "own er/m")).toBe("https://hub.test/own%20er/m/resolve/main/config.json");
		expect(treeUrl("https://hub.test", "a/b")).toBe("https://hub.test/api/models/a/b/tree/main?recursive=true");
	});
});

describe("architectureFromConfig", () => {
	it("keeps the estimator's fields with values of the right kind, text_config included", () => {
		expect(
			architectureFromConfig({
				num_hidden_layers: 28,
				num_key_value_heads: -2,
				head_dim: 64.5,
				hidden_size: "2048",
				sliding_window: null,
				use_sliding_window: "yes",
				layer_types: ["full_attention", 3],
				auto_map: { AutoModel: "evil.Model" },
				text_config: { num_key_value_heads: 4, text_config: { num_hidden_layers: 1 } },
			}),
		).toEqual({ num_hidden_layers: 28, sliding_window: null, text_config: { num_key_value_heads: 4 } });
		expect(architectureFromConfig([1, 2])).toBeUndefined();
		expect(architectureFromConfig({ nothing: 1 })).toBeUndefined();
	});
});

describe("weightSizesFromTree", () => {
	it("reads weight files' sizes, the LFS size first, and nothing else", () => {
		const sizes = weightSizesFromTree([
			{ type: "file", path: "a.gguf", size: 130, lfs: { size: 5000 } },
			{ type: "file", path: "b.safetensors", size: 7 },
			{ type: "file", path: "c.gguf", size: -1 },
			{ type: "file", path: "README.md", size: 10 },
			{ type: "directory", path: "d.gguf", size: 0 },
		]);
		expect([...sizes]).toEqual([
			["a.gguf", 5000],
			["b.safetensors", 7],
		]);
	});

	it("reads PyTorch, ONNX and Keras weights too, training state left out", () => {
		const sizes = weightSizesFromTree([
			{ type: "file", path: "pytorch_model.bin", size: 100, lfs: { size: 438_000_000 } },
			{ type: "file", path: "onnx/model.onnx", size: 2_000 },
			{ type: "file", path: "onnx/model.onnx_data", size: 9_000 },
			{ type: "file", path: "model.keras", size: 3_000 },
			{ type: "file", path: "training_args.bin", size: 4 },
			{ type: "file", path: "fasttext.bin", size: 5 },
		]);
		expect([...sizes]).toEqual([
			["pytorch_model.bin", 438_000_000],
			["onnx/model.onnx", 2_000],
			["onnx/model.onnx_data", 9_000],
			["model.keras", 3_000],
		]);
	});
});

describe("withUpstreamFacts", () => {
	it("asks nothing while the shared breaker is open, and returns the record as it was", async () => {
		let calls = 0;
		const fetch = (async () => {
			calls++;
			return new Response("[]");
		}) as typeof globalThis.fetch;
		const breaker = new CircuitBreaker({ threshold: 1, coolDownMs: 60_000 });
		breaker.failure();
		expect(await withUpstreamFacts("http://hub.test", GGUF, { fetch, breaker })).toBe(GGUF);
		expect(calls).toBe(0);
	});

	it("degrades on a network error", async () => {
		const fetch = (async () => {
			throw new TypeError("fetch failed");
		}) as typeof globalThis.fetch;
		expect(await withUpstreamFacts("http://hub.test", GGUF, { fetch })).toBe(GGUF);
	});
});
