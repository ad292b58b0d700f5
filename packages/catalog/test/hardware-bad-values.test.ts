/**
 * Records with absurd numbers (negative, fractional, infinite, beyond what a float holds exactly)
 * give no absurd figures: a figure derived from them is unknown, so the option is marked
 * estimated or dropped and the figure left out, never null, negative, Infinity or a fraction
 * where a whole number belongs.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	DEVICES,
	type Device,
	type Estimate,
	estimateModel,
	getDevice,
	MAX_CONTEXT,
	modelArchitecture,
	modelFits,
	recommend,
	weightOptions,
} from "../src/hardware/index.js";
import type { ModelRecord } from "../src/index.js";

const device = (id: string): Device => {
	const d = getDevice(id);
	if (!d) throw new Error(`no device ${id}`);
	return d;
};

/** Byte, token and layer figures of an estimate: whole numbers ≥ 0 where present. */
const WHOLE_FIGURES = [
	"weightsBytes",
	"deviceWeightsBytes",
	"kvCacheBytes",
	"overheadBytes",
	"totalBytes",
	"hostWeightsBytes",
	"computeBytes",
	"hostComputeBytes",
	"runtimeBytes",
	"gpuLayers",
	"maxContext",
] as const;

/** Every figure of an estimate finite, non-negative, whole where it should be; what JSON sends is what it holds. */
function expectSane(e: Estimate, what: string): void {
	for (const key of WHOLE_FIGURES) {
		if (!(key in e)) continue;
		const v = e[key];
		expect(typeof v, `${what} ${key}`).toBe("number");
		expect(Number.isFinite(v) && Number.isInteger(v) && (v as number) >= 0, `${what} ${key} = ${v}`).toBe(true);
	}
	expect(e.totalBytes).toBe(e.deviceWeightsBytes + e.kvCacheBytes + e.overheadBytes);
	if ("tokensPerSecond" in e) {
		const v = e.tokensPerSecond;
		expect(typeof v === "number" && Number.isFinite(v) && v > 0, `${what} tokensPerSecond = ${v}`).toBe(true);
	}
	const o = e.option;
	for (const v of [o.weightsBytes, o.projectorBytes]) {
		expect(Number.isFinite(v) && Number.isInteger(v) && v >= 0, `${what} option bytes = ${v}`).toBe(true);
	}
	if ("bitsPerWeight" in o) {
		const v = o.bitsPerWeight;
		expect(typeof v === "number" && Number.isFinite(v) && v > 0, `${what} bitsPerWeight = ${v}`).toBe(true);
	}
	// Infinity and NaN would be sent as null.
	expect(JSON.parse(JSON.stringify(e)), what).toEqual(e);
}

/** Counts that may be 0: a recurrent model's layers with a KV cache, a model's sliding-window layers. */
const MAY_BE_ZERO = new Set(["kvLayers", "slidingLayers"]);

/** The architecture's numbers: whole and positive where present. */
function expectSaneArchitecture(record: ModelRecord): void {
	const arch = modelArchitecture(record);
	for (const [key, v] of Object.entries(arch)) {
		if (typeof v !== "number") continue;
		const ok = Number.isFinite(v) && Number.isInteger(v) && (MAY_BE_ZERO.has(key) ? v >= 0 : v > 0);
		expect(ok, `${record.id} ${key} = ${v}`).toBe(true);
	}
}

const LAYERED = { num_hidden_layers: 32, hidden_size: 4096, num_attention_heads: 32, vocab_size: 32000 };

describe("absurd record values", () => {
	it("a negative quantization width sizes nothing: the option without file sizes is dropped", () => {
		const m: ModelRecord = {
			id: "a/awq",
			tags: ["safetensors"],
			config: { ...LAYERED, intermediate_size: 11008, quantization_config: { quant_method: "awq", bits: -4 } },
		};
		expect(weightOptions(m)).toEqual([]);
		expect(modelFits(m, device("cpu-8gb-ddr4"), { context: 8192 })).toBe(false);
		// With the files' sizes the option is back, named by its method, sized by its files.
		const sized = { ...m, siblings: [{ rfilename: "model.safetensors", size: 3_900_000_000 }] };
		const [e] = estimateModel(sized, device("rtx-4090"), { context: 8192 });
		expect(e?.option).toMatchObject({ quant: "AWQ", weightsBytes: 3_900_000_000, estimated: false });
		expectSane(e!, "AWQ with sizes");
	});

	it("a parameter total of 1e308 is unknown: no Infinity, no null", () => {
		const m: ModelRecord = {
			id: "a/huge",
			gguf: { total: 1e308, block_count: 32, head_count: 32, embedding_length: 4096 },
			siblings: [{ rfilename: "m-Q4_K_M.gguf" }, { rfilename: "m-Q8_0.gguf", size: 7_700_000_000 }],
		};
		expect(modelArchitecture(m).parameters).toBeUndefined();
		const estimates = estimateModel(m, device("rtx-4090"), { context: 8192 });
		// The unsized Q4_K_M cannot be computed from an unknown parameter count: dropped.
		expect(estimates.map((e) => e.option.quant)).toEqual(["Q8_0"]);
		for (const e of estimates) expectSane(e, e.option.quant);
	});

	it("a context length of 0.5 tokens is unknown: the context asked for is used, the max context is whole", () => {
		const m: ModelRecord = {
			id: "a/half",
			gguf: { total: 7_000_000_000, context_length: 0.5, block_count: 32, head_count: 32, embedding_length: 4096 },
			siblings: [{ rfilename: "m-Q4_K_M.gguf", size: 4_000_000_000 }],
		};
		expect(modelArchitecture(m).contextLength).toBeUndefined();
		const [e] = estimateModel(m, device("rtx-4090"), { context: 8192 });
		expect(e!.kvCacheBytes).toBe(2 * 32 * 8192 * 32 * 128 * 2);
		expect(Number.isInteger(e!.maxContext)).toBe(true);
		expectSane(e!, "0.5 tokens");
	});

	it("more layer_types than layers: every layer caches (the larger figure), and the KV cache is marked estimated", () => {
		const m: ModelRecord = {
			id: "a/types",
			config: {
				num_hidden_layers: 2,
				hidden_size: 4096,
				num_attention_heads: 32,
				layer_types: Array(4).fill("linear_attention"),
			},
			siblings: [{ rfilename: "m-Q4_K_M.gguf", size: 4_000_000_000 }],
		};
		expect(modelArchitecture(m)).toMatchObject({ kvLayers: 2, slidingLayers: 0, layerTypesIgnored: true });
		const [e] = estimateModel(m, device("cpu-8gb-ddr4"), { context: 8192 });
		expect(e).toMatchObject({ kvCacheBytes: 2 * 2 * 8192 * 32 * 128 * 2, estimated: true });
		expectSane(e!, "layer_types");
	});

	it("file sizes of 0, -1, 0.5 or 1e308 bytes are unknown: the size is estimated from the parameters", () => {
		for (const size of [0, -1, 0.5, 1e308, Number.NaN]) {
			const m: ModelRecord = {
				id: "a/size",
				gguf: { total: 8_000_000_000 },
				siblings: [{ rfilename: "m-Q8_0.gguf", size }],
			};
			const [o] = weightOptions(m);
			expect(o, String(size)).toMatchObject({ estimated: true, weightsBytes: Math.round((8e9 * 8.51) / 8) });
		}
	});

	it("a hidden size that does not split into its heads gives no fractional head width", () => {
		const m: ModelRecord = { id: "a/odd", config: { num_hidden_layers: 2, hidden_size: 100, num_attention_heads: 3 } };
		expect(modelArchitecture(m).headDim).toBeUndefined();
	});
});

// ---- random and hostile records ----------------------------------------------------------

/** Mostly plausible numbers, often absurd ones. */
const hostileNumber = fc.oneof(
	{ weight: 4, arbitrary: fc.integer({ min: 1, max: 300_000 }) },
	{
		weight: 3,
		arbitrary: fc.constantFrom(
			-4,
			-1,
			0,
			-0,
			0.5,
			2.5,
			1e-300,
			1e308,
			-1e308,
			Number.POSITIVE_INFINITY,
			Number.NEGATIVE_INFINITY,
			Number.NaN,
			Number.MAX_VALUE,
			Number.MAX_SAFE_INTEGER,
			2 ** 53 + 2,
			2 ** 31,
			2 ** 32,
		),
	},
	{ weight: 1, arbitrary: fc.double() },
	{ weight: 1, arbitrary: fc.integer() },
);
const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined, freq: 3 });
const size = fc.oneof(
	{ weight: 3, arbitrary: fc.integer({ min: 1, max: 2 ** 40 }) },
	{ weight: 2, arbitrary: hostileNumber },
);

const FILES = [
	"m-Q4_K_M.gguf",
	"m-Q8_0.gguf",
	"m-F16.gguf",
	"m-IQ2_M.gguf",
	"m-Q2_K-00001-of-00002.gguf",
	"m-Q2_K-00002-of-00002.gguf",
	"mmproj-model-f16.gguf",
	"odd.gguf",
	"model.safetensors",
	"model-00001-of-00002.safetensors",
];

const configArb = fc.record(
	{
		num_hidden_layers: hostileNumber,
		hidden_size: hostileNumber,
		num_attention_heads: hostileNumber,
		num_key_value_heads: hostileNumber,
		head_dim: hostileNumber,
		intermediate_size: hostileNumber,
		vocab_size: hostileNumber,
		max_position_embeddings: hostileNumber,
		sliding_window: hostileNumber,
		sliding_window_pattern: hostileNumber,
		num_experts: hostileNumber,
		num_experts_per_tok: hostileNumber,
		moe_intermediate_size: hostileNumber,
		first_k_dense_replace: hostileNumber,
		n_shared_experts: hostileNumber,
		kv_lora_rank: hostileNumber,
		qk_rope_head_dim: hostileNumber,
		tie_word_embeddings: fc.boolean(),
		use_sliding_window: fc.boolean(),
		model_type: fc.constantFrom("llama", "gemma3", "gemma2", "qwen2", "deepseek_v3"),
		layer_types: fc.array(fc.constantFrom("full_attention", "sliding_attention", "linear_attention", "mamba"), {
			maxLength: 70,
		}),
		quantization_config: fc.record(
			{
				quant_method: fc.constantFrom("awq", "gptq", "fp8", "bitsandbytes", "compressed-tensors"),
				bits: hostileNumber,
				group_size: hostileNumber,
				load_in_4bit: fc.boolean(),
			},
			{ requiredKeys: [] },
		),
	},
	{ requiredKeys: [] },
);

const ggufArb = fc.record(
	{
		total: hostileNumber,
		active: hostileNumber,
		context_length: hostileNumber,
		block_count: hostileNumber,
		head_count: hostileNumber,
		head_count_kv: hostileNumber,
		embedding_length: hostileNumber,
		key_length: hostileNumber,
		vocab_size: hostileNumber,
		sliding_window: hostileNumber,
		sliding_window_layers: hostileNumber,
		expert_count: hostileNumber,
		expert_used_count: hostileNumber,
		expert_feed_forward_length: hostileNumber,
		leading_dense_block_count: hostileNumber,
		architecture: fc.constantFrom("llama", "gemma3", "qwen3moe", "phi3"),
	},
	{ requiredKeys: [] },
);

const recordArb: fc.Arbitrary<ModelRecord> = fc.record(
	{
		id: fc.constant("fuzz/model"),
		library_name: fc.constantFrom("mlx", "transformers", "gguf"),
		tags: fc.subarray(["safetensors", "mlx", "gguf"]),
		config: configArb,
		gguf: ggufArb,
		safetensors: fc.record({
			parameters: fc.dictionary(fc.constantFrom("BF16", "F16", "F32", "I32", "U8", "F8_E4M3", "Q4"), hostileNumber, {
				maxKeys: 3,
			}),
			total: hostileNumber,
		}),
		siblings: fc.array(fc.record({ rfilename: fc.constantFrom(...FILES), size: maybe(size) }), { maxLength: 5 }),
	},
	{ requiredKeys: ["id"] },
);

describe("properties over random and hostile records", () => {
	it("every figure of every estimate is finite, non-negative and whole where it should be", () => {
		let estimated = 0;
		fc.assert(
			fc.property(
				recordArb,
				fc.constantFrom(...DEVICES),
				fc.oneof(fc.integer({ min: 1, max: MAX_CONTEXT }), hostileNumber),
				fc.constantFrom("f16" as const, "q8_0" as const, "q4_0" as const),
				(record, d, context, cacheType) => {
					expectSaneArchitecture(record);
					const estimates = estimateModel(record, d, { context, cacheType });
					estimated += estimates.length;
					for (const e of estimates) {
						expectSane(e, `${e.option.quant} on ${d.id} at ${context}`);
						expect(e.maxContext).toBeLessThanOrEqual(MAX_CONTEXT);
					}
					const best = recommend(estimates);
					if (best) expect(best.fits).not.toBe("no");
					expect(typeof modelFits(record, d, { context, cacheType })).toBe("boolean");
				},
			),
			{ numRuns: 400 },
		);
		// The records are sized often enough for the property to say something.
		expect(estimated).toBeGreaterThan(100);
	});
});
