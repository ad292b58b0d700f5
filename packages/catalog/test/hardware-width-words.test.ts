/**
 * The width a record's words state (its tags, and for a conversion its repository name), as the
 * two places that read one size with it: an MLX repository's own checkpoint (its quantization label
 * and bits per weight) and a conversion sized on its base's parameter count.
 */
import { describe, expect, it } from "vitest";
import { conversionOption, weightOptions } from "../src/hardware/index.js";
import type { ModelRecord } from "../src/index.js";

const ARCH = { architectures: ["LlamaForCausalLM"], model_type: "llama" };

/** An MLX repository with its own stored counts (so its own checkpoint is sized) and `tags`. */
const mlxRecord = (tags: string[], name = "a/model"): ModelRecord => ({
	id: name,
	library_name: "mlx",
	tags: ["mlx", "safetensors", ...tags],
	config: ARCH,
	safetensors: { parameters: { BF16: 1_000_000_000 }, total: 1_000_000_000 },
});
const mlxQuant = (tags: string[], name?: string) =>
	weightOptions(mlxRecord(tags, name)).find((o) => o.format === "safetensors")?.quant;

const base: ModelRecord = {
	id: "b/base",
	library_name: "transformers",
	tags: ["transformers", "safetensors"],
	config: ARCH,
	safetensors: { parameters: { BF16: 1_000_000_000 }, total: 1_000_000_000 },
};
/** An MLX conversion of `base` with no size of its own: sized on the base at the width its words state. */
const conversionQuant = (tags: string[], name = "a/model") =>
	conversionOption(
		{
			id: name,
			library_name: "mlx",
			tags: ["mlx", "safetensors", `base_model:${base.id}`, `base_model:quantized:${base.id}`, ...tags],
			config: ARCH,
		},
		base,
	)?.quant;

describe("a width stated in a record's words", () => {
	it.each([
		["4-bit", "MLX 4-bit"],
		["8-bit", "MLX 8-bit"],
		["8bit", "MLX 8-bit"],
		["4-bits", "MLX 4-bit"],
		["int4", "MLX 4-bit"],
		["w4a16", "MLX 4-bit"],
		["q8", "MLX 8-bit"],
	])("a conversion reads the tag %s as %s", (tag, quant) => {
		expect(conversionQuant([tag])).toBe(quant);
	});

	it("a conversion reads its repository name, and no width from MXFP4 (its base's precision, assumed)", () => {
		expect(conversionQuant([], "a/model-4bit")).toBe("MLX 4-bit");
		expect(conversionQuant(["mxfp4"])).toBe("BF16 (assumed)");
	});

	it.each([
		["4-bit", "MLX 4-bit"],
		["8-bit", "MLX 8-bit"],
	])("an MLX checkpoint reads the tag %s as %s", (tag, quant) => {
		expect(mlxQuant([tag])).toBe(quant);
	});

	it.each([["8bit"], ["4-bits"], ["int4"], ["w4a16"], ["q8"], ["mxfp4"]])(
		"an MLX checkpoint reads no width from the tag %s: its stored type",
		(tag) => {
			expect(mlxQuant([tag])).toBe("BF16");
		},
	);

	it("an MLX checkpoint reads no width from its repository name", () => {
		expect(mlxQuant([], "a/model-4bit")).toBe("BF16");
	});
});
