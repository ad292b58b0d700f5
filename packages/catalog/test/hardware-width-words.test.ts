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
		["8bit", "MLX 8-bit"],
		["4-bits", "MLX 4-bit"],
		["int4", "MLX 4-bit"],
		["w4a16", "MLX 4-bit"],
		["q8", "MLX 8-bit"],
	])("an MLX checkpoint reads the tag %s as %s, as a conversion does", (tag, quant) => {
		expect(mlxQuant([tag])).toBe(quant);
		expect(mlxQuant([tag])).toBe(conversionQuant([tag]));
	});

	it("an MLX checkpoint reads its repository name, and no width from MXFP4: its stored type", () => {
		expect(mlxQuant([], "a/model-4bit")).toBe("MLX 4-bit");
		expect(mlxQuant(["mxfp4"])).toBe("BF16");
	});

	it("MXFP4 beside another width is no one width: a record named MXFP4-Q8 is not read as 8-bit", () => {
		expect(mlxQuant([], "a/model-MXFP4-Q8")).toBe("BF16");
		expect(conversionQuant([], "a/model-MXFP4-Q8")).toBe("BF16 (assumed)");
	});

	it("a width in another record's name (a base_model tag) is not this record's", () => {
		expect(mlxQuant(["base_model:quantized:c/other-4bit"])).toBe("BF16");
		expect(conversionQuant(["base_model:finetune:c/other-4bit"])).toBe("BF16 (assumed)");
	});
});
