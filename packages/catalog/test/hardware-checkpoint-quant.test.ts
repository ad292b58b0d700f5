import { getSampleModel } from "@hubkit/sample-models";
import { describe, expect, it } from "vitest";
import { weightOptions } from "../src/hardware/index.js";
import type { ModelRecord } from "../src/index.js";

const GiB = 2 ** 30;
const model = (id: string): ModelRecord => {
	const m = getSampleModel(id);
	if (!m) throw new Error(`no sample record ${id}`);
	return m;
};
const checkpoint = (m: ModelRecord) => weightOptions(m).find((o) => o.format === "safetensors");

describe("a checkpoint's own quantization, read from the record", () => {
	it("sizes gpt-oss-120b as MXFP4 experts and BF16 rest: the model card's 60.8 GiB, not 234 GB of BF16", () => {
		// OpenAI's gpt-oss model card lists a 60.8 GiB checkpoint for gpt-oss-120b (as quoted at
		// https://fitmygpu.com/models/gpt-oss-120b, read 2026-11-28): within 1 %.
		const o = checkpoint(model("openai/gpt-oss-120b"));
		expect(o?.quant).toBe("MXFP4");
		expect(o?.estimated).toBe(true);
		expect(Math.abs((o?.weightsBytes ?? 0) / GiB - 60.8)).toBeLessThan(0.6);
		expect(o?.description).toMatch(/MXFP4 \(4\.25 bits\), the rest BF16/);
	});

	it("keeps the real file sizes of gpt-oss-20b, named MXFP4", () => {
		const o = checkpoint(model("openai/gpt-oss-20b"));
		expect(o).toMatchObject({
			quant: "MXFP4",
			estimated: false,
			weightsBytes: 4_790_000_000 + 4_800_000_000 + 4_170_000_000,
		});
	});

	it("trusts the hub's stored counts when they hold the packed MXFP4 blocks (U8)", () => {
		const base = model("openai/gpt-oss-120b");
		// The hub's own summary, as an upstream record carries it: not the sample's published count.
		const { publishedSummary: _, ...sample } = base.sample ?? {};
		const packed = {
			...base,
			sample,
			safetensors: { parameters: { BF16: 2_000_000_000, U8: 60_000_000_000 }, total: 62_000_000_000 },
		};
		expect(checkpoint(packed)).toMatchObject({ quant: "MXFP4", estimated: false, weightsBytes: 64_000_000_000 });
	});

	it("without the experts' shape, counts every weight at MXFP4's 4.25 bits", () => {
		const bare: ModelRecord = {
			id: "a/mxfp4",
			tags: ["safetensors"],
			config: { quantization_config: { quant_method: "mxfp4" } },
			safetensors: { parameters: { BF16: 8_000_000_000 }, total: 8_000_000_000 },
		};
		expect(checkpoint(bare)).toMatchObject({ quant: "MXFP4", weightsBytes: 4_250_000_000 });
	});

	it("sizes mlx-community/gpt-oss-20b-MXFP4-Q8 as MXFP4 experts and 8-bit rest, not 8 bits everywhere", () => {
		const m = model("mlx-community/gpt-oss-20b-MXFP4-Q8");
		const o = checkpoint(m);
		// 24 layers × 32 experts × 3 × 2880 × 2880 expert weights at 4.25 bits, the rest at 8 bits
		// plus a 16-bit scale and bias per group of 64 (8.5 bits).
		const parameters = 20_907_786_240;
		const experts = 24 * 32 * 3 * 2880 * 2880;
		expect(o?.quant).toBe("MXFP4 + 8-bit");
		expect(o?.estimated).toBe(true);
		expect(o?.weightsBytes).toBe(Math.round((experts * 4.25 + (parameters - experts) * 8.5) / 8));
		expect(o?.description).toMatch(/MXFP4 \(4\.25 bits\), the rest 8-bit/);
		// About 12 GB, where 8 bits everywhere said 22.
		expect((o?.weightsBytes ?? 0) / 1e9).toBeLessThan(12.5);
	});

	it("per-layer entries of different widths beside MXFP4: no size rather than a wrong one", () => {
		const m = model("mlx-community/gpt-oss-20b-MXFP4-Q8");
		const mixed: ModelRecord = {
			...m,
			config: {
				...m.config,
				quantization_config: {
					mode: "mxfp4",
					bits: 4,
					group_size: 32,
					lm_head: { bits: 8 },
					"model.layers.0.self_attn.q_proj": { bits: 6 },
				},
			},
		};
		expect(checkpoint(mixed)).toBeUndefined();
	});

	it("reads an MLX repository's width from its `4-bit` tag when the record has no quantization config", () => {
		const o = checkpoint(model("mlx-community/Qwen2.5-VL-7B-Instruct-4bit"));
		expect(o?.quant).toBe("MLX 4-bit");
		// 4 bits + a 16-bit scale and bias per group of 64: 4.5 bits per weight, not 16.
		expect(o?.bitsPerWeight).toBe(4.5);
	});
});

describe("a checkpoint whose record states no precision", () => {
	const bare = (extra: Partial<ModelRecord>): ModelRecord => ({
		id: "acme/encoder",
		library_name: "transformers",
		tags: ["safetensors"],
		...extra,
	});

	it("shows the files' real bytes without naming a width nothing states", () => {
		// all-mpnet-base-v2 and friends store F32: their sized files were labelled BF16 before.
		const o = checkpoint(bare({ siblings: [{ rfilename: "model.safetensors", size: 438_000_000 }] }));
		expect(o).toMatchObject({ quant: "precision not stated", weightsBytes: 438_000_000, estimated: false });
	});

	it("marks the width an estimate from the parameter count assumed", () => {
		// The sample record of Mistral 7B gives its architecture in config.json but no stored dtype.
		expect(checkpoint(model("mistralai/Mistral-7B-v0.1"))).toMatchObject({ quant: "BF16 (assumed)", estimated: true });
	});

	it("keeps a stated float type as fact", () => {
		const o = checkpoint(
			bare({ siblings: [{ rfilename: "model.safetensors", size: 438_000_000 }], config: { torch_dtype: "float32" } }),
		);
		expect(o?.quant).toBe("F32");
	});
});
