/**
 * Conversions sized on their base: an ONNX export, an MLX quantization or a same-architecture
 * fine-tune that lists no sized weights of its own has its base's parameter count, at its own
 * format and stated precision. Records are shaped like the hub's answers for such repositories.
 */
import { describe, expect, it } from "vitest";
import {
	conversionBaseId,
	conversionOption,
	fitBaseId,
	fitFacts,
	getDevice,
	modelFits,
	modelFitter,
} from "../src/hardware/index.js";
import type { ModelRecord } from "../src/index.js";

const base: ModelRecord = {
	id: "google-bert/bert-base-uncased",
	library_name: "transformers",
	pipeline_tag: "fill-mask",
	tags: ["transformers", "safetensors", "bert", "fill-mask"],
	config: { architectures: ["BertForMaskedLM"], model_type: "bert" },
	safetensors: { parameters: { F32: 110_106_428 }, total: 110_106_428 },
};

const xenova: ModelRecord = {
	id: "Xenova/bert-base-uncased",
	library_name: "transformers.js",
	pipeline_tag: "fill-mask",
	tags: [
		"transformers.js",
		"onnx",
		"fill-mask",
		"base_model:google-bert/bert-base-uncased",
		"base_model:quantized:google-bert/bert-base-uncased",
	],
};

describe("a conversion of a sized base", () => {
	it("names its base for the caller to look up, and has no size without it", () => {
		expect(conversionBaseId(xenova)).toBe(base.id);
		expect(fitBaseId(xenova)).toBe(base.id);
		expect(fitFacts(xenova)).toBeUndefined();
	});

	it("an ONNX export with no stated precision weighs the base's parameters at float32, assumed and estimated", () => {
		const facts = fitFacts(xenova, base);
		expect(facts?.options).toHaveLength(1);
		expect(facts?.options[0]).toMatchObject({
			format: "onnx",
			runtime: "transformers.js",
			quant: "F32 (assumed)",
			weightsBytes: 110_106_428 * 4,
			estimated: true,
			derivedFrom: { id: base.id, relation: "conversion" },
		});
		expect(facts?.options[0]?.description).toContain("onnx");
		expect(facts?.options[0]?.description).not.toContain("safetensors");
		// It runs where its size says: 440 MB fits a 4090 whole.
		expect(modelFits(xenova, getDevice("rtx-4090")!, { context: 512 }, base)).toBe(true);
		expect(modelFitter(xenova, base)).toBeDefined();
	});

	it("a stated precision sets the bytes: an MLX 4-bit conversion by its name, an ONNX int8 by its tag", () => {
		const qwen: ModelRecord = {
			id: "Qwen/Qwen2.5-7B-Instruct",
			library_name: "transformers",
			tags: ["safetensors"],
			safetensors: { parameters: { BF16: 7_615_616_512 }, total: 7_615_616_512 },
		};
		const mlx: ModelRecord = {
			id: "mlx-community/Qwen2.5-7B-Instruct-4bit",
			library_name: "mlx",
			tags: ["mlx", "safetensors", "base_model:quantized:Qwen/Qwen2.5-7B-Instruct"],
			siblings: [{ rfilename: "config.json" }, { rfilename: "model.safetensors" }],
		};
		expect(conversionOption(mlx, qwen)).toMatchObject({
			format: "safetensors",
			runtime: "mlx",
			quant: "MLX 4-bit",
			files: ["model.safetensors"],
			weightsBytes: Math.round((7_615_616_512 * 4.5) / 8),
			estimated: true,
		});
		const int8 = { ...xenova, tags: [...(xenova.tags ?? []), "int8"] };
		expect(conversionOption(int8, base)).toMatchObject({ format: "onnx", quant: "8-bit" });
	});

	it("a conversion of a base with no size stays unsized", () => {
		const unsizedBase: ModelRecord = { id: base.id, library_name: "transformers", tags: ["pytorch"] };
		expect(conversionOption(xenova, unsizedBase)).toBeUndefined();
		expect(fitFacts(xenova, unsizedBase)).toBeUndefined();
	});

	it("a record sized by its own files keeps them, and names no base to look up", () => {
		const own: ModelRecord = { ...xenova, siblings: [{ rfilename: "onnx/model.onnx", size: 438_000_000 }] };
		expect(fitBaseId(own)).toBeUndefined();
		expect(fitFacts(own, base)?.options[0]).toMatchObject({ weightsBytes: 438_000_000, estimated: false });
		expect(fitFacts(own, base)?.options[0]?.derivedFrom).toBeUndefined();
	});

	it("a record that is not the base's conversion, a fine-tune of another architecture, or a merge gives nothing", () => {
		expect(conversionOption(xenova, { ...base, id: "other/model" })).toBeUndefined();
		const head: ModelRecord = {
			id: "o/bert-ner",
			library_name: "transformers",
			tags: ["safetensors", `base_model:finetune:${base.id}`],
			config: { architectures: ["BertForTokenClassification"], model_type: "bert" },
		};
		expect(conversionOption(head, base)).toBeUndefined();
		const sameArch = { ...head, config: { architectures: ["BertForMaskedLM"], model_type: "bert" } };
		expect(conversionOption(sameArch, base)).toMatchObject({
			format: "safetensors",
			quant: "F32 (assumed)",
			derivedFrom: { id: base.id, relation: "finetune" },
		});
		const merge: ModelRecord = {
			id: "o/merge",
			tags: ["safetensors", `base_model:merge:${base.id}`, "base_model:merge:o/other"],
		};
		expect(conversionBaseId(merge)).toBeUndefined();
	});
});

describe("a published parameter count with its format (sample.parameters)", () => {
	const bin: ModelRecord = {
		id: "o/bin-model",
		library_name: "transformers",
		tags: ["transformers", "pytorch"],
		sample: { parameters: { total: 74_000_000, dtype: "F32", format: "pytorch" } },
	};

	it("sizes a PyTorch-only repository as PyTorch weights at the stated type, estimated", () => {
		const options = fitFacts(bin)?.options ?? [];
		expect(options).toHaveLength(1);
		expect(options[0]).toMatchObject({
			format: "pytorch",
			quant: "F32",
			weightsBytes: 74_000_000 * 4,
			estimated: true,
			runtime: "transformers",
		});
		expect(options[0]?.description).toContain("PyTorch weights");
		expect(options[0]?.description).not.toContain("safetensors");
	});

	it("names a NeMo archive by its own format and files", () => {
		const nemo: ModelRecord = {
			id: "o/asr",
			library_name: "nemo",
			siblings: [{ rfilename: "asr.nemo" }, { rfilename: "README.md" }],
			sample: { parameters: { total: 600_000_000, dtype: "F32", format: "nemo" } },
		};
		expect(fitFacts(nemo)?.options[0]).toMatchObject({ format: "nemo", files: ["asr.nemo"], runtime: "nemo" });
	});

	it("gives way to the repository's own files, and gives nothing with an unknown type or format", () => {
		const sized = { ...bin, siblings: [{ rfilename: "pytorch_model.bin", size: 300_000_000 }] };
		expect(fitFacts(sized)?.options).toMatchObject([
			{ format: "pytorch", weightsBytes: 300_000_000, estimated: false },
		]);
		expect(
			fitFacts({ ...bin, sample: { parameters: { total: 74_000_000, dtype: "F7", format: "pytorch" } } }),
		).toBeUndefined();
		expect(
			fitFacts({ ...bin, sample: { parameters: { total: 74_000_000, dtype: "F32", format: "zip" } } }),
		).toBeUndefined();
		expect(
			fitFacts({ ...bin, sample: { parameters: { total: -1, dtype: "F32", format: "pytorch" } } }),
		).toBeUndefined();
	});
});
