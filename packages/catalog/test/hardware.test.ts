import { getSampleModel, SAMPLE_MODELS } from "@hubkit/sample-models";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	appleGpuWorkingSet,
	DEVICES,
	type Device,
	type Estimate,
	estimateModel,
	estimateOption,
	fitUnits,
	GGUF_QUANT_INFO,
	getDevice,
	ggufFileQuant,
	ggufOptions,
	inputEmbeddingType,
	isTight,
	kvCacheBytes,
	modelArchitecture,
	modelFits,
	parametersFromConfig,
	recommend,
	TIGHT_SHARE,
	usableMemory,
	weightOptions,
} from "../src/hardware/index.js";
import { GGMLQuantizationType, type ModelRecord, parseModelRecord } from "../src/index.js";

const GiB = 2 ** 30;
const MiB = 2 ** 20;
const model = (id: string): ModelRecord => {
	const m = getSampleModel(id);
	if (!m) throw new Error(`no sample record ${id}`);
	return m;
};
const device = (id: string): Device => {
	const d = getDevice(id);
	if (!d) throw new Error(`no device ${id}`);
	return d;
};
const option = (m: ModelRecord, quant: string) => {
	const o = weightOptions(m).find((x) => x.quant === quant);
	if (!o) throw new Error(`${m.id} has no ${quant}`);
	return o;
};
/**
 * llama.cpp's compute buffer where the logits are its peak: one 512-token micro-batch of logits
 * and the final norm's output, f32 (llama-cpp-memory.ts).
 */
const logitsBuffer = (vocab: number, hidden: number) => 512 * (vocab + hidden) * 4;
/** The backend's fixed cost: CUDA context and pool on a discrete GPU (more for a mixture of experts); 256 MiB on Metal and the CPU. */
const CUDA_RUNTIME = (518 + 86) * MiB;
const OTHER_RUNTIME = 256 * MiB;

describe("hardware catalogue", () => {
	it("has unique ids, positive figures and a source for every device", () => {
		expect(new Set(DEVICES.map((d) => d.id)).size).toBe(DEVICES.length);
		for (const d of DEVICES) {
			expect(d.memoryBytes, d.id).toBeGreaterThan(0);
			expect(d.bandwidthGBps, d.id).toBeGreaterThan(0);
			expect(d.source, d.id).toMatch(/^https:\/\//);
			if (d.usableBytes !== undefined) expect(d.usableBytes).toBeLessThan(d.memoryBytes);
		}
	});

	it("gives a Mac's GPU two thirds of unified memory up to 36 GB and three quarters above", () => {
		expect(device("m4-16gb").usableBytes).toBe(Math.floor((16 * GiB * 2) / 3));
		expect(appleGpuWorkingSet(36 * GiB)).toBe(24 * GiB);
		expect(device("m4-max-128gb").usableBytes).toBe(96 * GiB);
		expect(device("rtx-4090")).toMatchObject({ kind: "gpu", memoryBytes: 24 * GiB, bandwidthGBps: 1008 });
	});
});

describe("weight options", () => {
	it("reads quant labels, including the fp16 alias", () => {
		expect(ggufFileQuant("qwen2.5-7b-instruct-fp16.gguf")).toBe("F16");
		expect(ggufFileQuant("Qwen3-8B-UD-Q4_K_XL.gguf")).toBe("Q4_K_XL");
		expect(ggufFileQuant("README.md")).toBeUndefined();
	});

	it("groups a split GGUF's shards into one option and sums them", () => {
		const base = model("unsloth/Llama-3.3-70B-Instruct-GGUF");
		// Shard names as llama.cpp's gguf-split writes them; the sizes here are illustrative.
		const split: ModelRecord = {
			...base,
			siblings: [
				{
					rfilename: "Llama-3.3-70B-Instruct-Q8_0/Llama-3.3-70B-Instruct-Q8_0-00002-of-00002.gguf",
					size: 24_975_000_000,
				},
				{
					rfilename: "Llama-3.3-70B-Instruct-Q8_0/Llama-3.3-70B-Instruct-Q8_0-00001-of-00002.gguf",
					size: 49_999_000_000,
				},
				{ rfilename: "Llama-3.3-70B-Instruct-Q6_K-00001-of-00002.gguf", size: 40_000_000_000 },
			],
		};
		const [q8, q6] = ggufOptions(split);
		expect(q8).toMatchObject({
			quant: "Q8_0",
			files: [
				"Llama-3.3-70B-Instruct-Q8_0/Llama-3.3-70B-Instruct-Q8_0-00001-of-00002.gguf",
				"Llama-3.3-70B-Instruct-Q8_0/Llama-3.3-70B-Instruct-Q8_0-00002-of-00002.gguf",
			],
			weightsBytes: 74_974_000_000,
			estimated: false,
		});
		// One shard of two listed: the real size is unknown, so the quant's bits per weight decide.
		expect(q6).toMatchObject({
			quant: "Q6_K",
			estimated: true,
			weightsBytes: Math.round((70553706560 * GGUF_QUANT_INFO.Q6_K!.bitsPerWeight) / 8),
		});
	});

	it("pairs the vision projector with every quantization of a vision GGUF", () => {
		const m = model("ggml-org/gemma-3-4b-it-GGUF");
		const q4 = option(m, "Q4_K_M");
		expect(q4.files).toEqual(["gemma-3-4b-it-Q4_K_M.gguf", "mmproj-model-f16.gguf"]);
		expect(q4.weightsBytes).toBe(2489757856 + 851251104);
		expect(q4.projectorBytes).toBe(851251104);
		expect(q4.estimated).toBe(false);
		for (const o of weightOptions(m)) expect(o.files.at(-1)).toBe("mmproj-model-f16.gguf");
	});

	it("sizes safetensors checkpoints from the hub's per-dtype counts, and quantized ones from bits", () => {
		expect(option(model("Qwen/Qwen3-8B"), "BF16")).toMatchObject({ weightsBytes: 2 * 8190735360, estimated: false });
		const awq = option(model("Qwen/Qwen2.5-7B-Instruct-AWQ"), "AWQ 4-bit");
		// 4 bits plus a 16-bit scale and zero point per group of 128 weights.
		expect(awq.bitsPerWeight).toBe(4.25);
		expect(awq.estimated).toBe(true);
		expect(option(model("mlx-community/Llama-3.2-3B-Instruct-4bit"), "MLX 4-bit").runtime).toBe("mlx");
	});
});

describe("estimates for real models", () => {
	it("dense GQA: Llama 3.1 8B Q4_K_M at 8k on an 8 GB RTX 4060", () => {
		const m = model("bartowski/Meta-Llama-3.1-8B-Instruct-GGUF");
		const e = estimateOption(m, option(m, "Q4_K_M"), device("rtx-4060"), { context: 8192 });
		const kv = 2 * 32 * 8192 * 8 * 128 * 2; // 1 GiB
		// The input embedding, Q4_K like the file's other tensors (128256 × 4096 × 144 bytes per 256), stays in RAM.
		const embedding = (128256 * 4096 * 144) / 256;
		const weights = 4920734016 - embedding;
		const compute = logitsBuffer(128256, 4096);
		const overhead = compute + CUDA_RUNTIME;
		expect(e).toMatchObject({
			weightsBytes: 4920734016,
			deviceWeightsBytes: weights,
			hostWeightsBytes: embedding,
			kvCacheBytes: kv,
			computeBytes: compute,
			runtimeBytes: CUDA_RUNTIME,
			overheadBytes: overhead,
			totalBytes: weights + kv + overhead,
			fits: "gpu",
			estimated: false,
		});
		// 8 GiB less weights and overhead, 128 KiB of KV cache per token.
		expect(e.maxContext).toBe(Math.floor((8 * GiB - weights - overhead) / (2 * 32 * 8 * 128 * 2)));
		expect(e.tokensPerSecond).toBe(Math.round((10 * 272e9) / (4920734016 + kv)) / 10);
		// q8_0 cache: 34 bytes per 32 elements.
		const q8 = estimateOption(m, option(m, "Q4_K_M"), device("rtx-4060"), { context: 8192, cacheType: "q8_0" });
		expect(q8.kvCacheBytes).toBe((kv / 2) * (34 / 32));
	});

	it("mixture of experts: Qwen3 235B A22B keeps every expert resident and reads 22B per token", () => {
		const m = model("Qwen/Qwen3-235B-A22B-Instruct-2507");
		const arch = modelArchitecture(m);
		expect(arch).toMatchObject({ parameters: 235093634560, layers: 94, kvHeads: 4, headDim: 128 });
		expect(arch.activeParameters).toBe(235093634560 - 94 * (128 - 8) * 3 * 4096 * 1536);
		const [bf16] = estimateModel(m, device("mi300x"), { context: 32768 });
		expect(bf16).toMatchObject({ weightsBytes: 2 * 235093634560, kvCacheBytes: 2 * 94 * 32768 * 4 * 128 * 2 });
		expect(bf16!.overheadBytes).toBe(Math.round(0.2 * 2 * 235093634560));
		expect(bf16!.fits).toBe("no");
	});

	it("mixture of experts, GGUF: gpt-oss-20b's decode speed counts the active parameters only", () => {
		const m = model("unsloth/gpt-oss-20b-GGUF");
		const q4 = option(m, "Q4_K_M");
		const e = estimateOption(m, q4, device("rtx-4090"), { context: 8192 });
		const active = 20914757184 - 24 * (32 - 4) * 3 * 2880 * 2880;
		const perToken = (q4.weightsBytes * active) / 20914757184 + e.kvCacheBytes;
		expect(e.tokensPerSecond).toBe(Math.round((10 * 1008e9) / perToken) / 10);
		// 12 full layers at 8192 tokens; 12 sliding layers keep the 128-token window plus
		// llama.cpp's 512-token micro-batch, padded to 256.
		expect(e.kvCacheBytes).toBe((12 * 8192 + 12 * 768) * 2 * 8 * 64 * 2);
	});

	it("sliding window: Gemma 3 windows 29 of 34 layers; Gemma 2 every other layer", () => {
		const g3 = model("ggml-org/gemma-3-4b-it-GGUF");
		const e = estimateOption(g3, option(g3, "Q4_K_M"), device("m4-16gb"), { context: 32768 });
		// llama.cpp: the 1024-token window plus a 512-token micro-batch in the sliding layers.
		expect(e.kvCacheBytes).toBe((5 * 32768 + 29 * 1536) * 2 * 4 * 256 * 2);
		expect(kvCacheBytes(modelArchitecture(g3), 32768)).toBe((5 * 32768 + 29 * 1024) * 2 * 4 * 256 * 2);
		// On Metal: the logits of a 262,208-token vocabulary and Metal's 256 MiB, no CUDA context.
		expect(e.overheadBytes).toBe(logitsBuffer(262208, 2560) + OTHER_RUNTIME);
		expect(e.fits).toBe("gpu");
		const g2 = modelArchitecture(model("google/gemma-2-9b-it"));
		expect(kvCacheBytes(g2, 8192)).toBe((21 * 8192 + 21 * 4096) * 2 * 8 * 256 * 2);
		// Qwen2.5 names a window it does not use (use_sliding_window: false).
		expect(modelArchitecture(model("Qwen/Qwen2.5-7B-Instruct")).slidingLayers).toBe(0);
	});

	it("counts parameters from config.json within 0.1% of the hub's totals (dense and mixtures)", () => {
		for (const id of [
			"meta-llama/Llama-3.1-8B-Instruct",
			"Qwen/Qwen2.5-7B-Instruct",
			"microsoft/phi-4",
			"mistralai/Mixtral-8x7B-Instruct-v0.1",
			"Qwen/Qwen3-235B-A22B-Instruct-2507",
		]) {
			const m = model(id);
			const c = { ...m.config, ...(m.config?.text_config ?? {}) };
			const total = m.safetensors!.total;
			expect(Math.abs(parametersFromConfig(c)! - total) / total, id).toBeLessThan(0.001);
		}
	});

	it("multi-head latent attention: DeepSeek R1 caches 576 elements per token and layer", () => {
		expect(kvCacheBytes(modelArchitecture(model("deepseek-ai/DeepSeek-R1")), 32768)).toBe(61 * 32768 * 576 * 2);
	});

	it("partial offload: Llama 3.3 70B Q4_K_M on a 24 GB RTX 4090 puts 43 of 80 layers on the GPU", () => {
		const m = model("unsloth/Llama-3.3-70B-Instruct-GGUF");
		const e = estimateOption(m, option(m, "Q4_K_M"), device("rtx-4090"), { context: 8192 });
		expect(e.fits).toBe("partial");
		expect(e.gpuLayers).toBe(43);
		expect(e.estimated).toBe(true);
		expect(e.tokensPerSecond).toBeGreaterThan(0);
		expect(e.tokensPerSecond).toBeLessThan(5);
	});

	it("CPU only: TinyLlama runs in 8 GB of RAM; a 70B does not", () => {
		const cpu = device("cpu-8gb-ddr4");
		const tiny = model("TheBloke/TinyLlama-1.1B-Chat-v1.0-GGUF");
		expect(estimateOption(tiny, option(tiny, "Q4_K_M"), cpu, { context: 2048 }).fits).toBe("cpu");
		expect(modelFits(model("unsloth/Llama-3.3-70B-Instruct-GGUF"), cpu, { context: 2048 })).toBe(false);
	});

	it("recommends the best quality that runs fully on the accelerator, capped at Q8_0", () => {
		const m = model("bartowski/Meta-Llama-3.1-8B-Instruct-GGUF");
		expect(recommend(estimateModel(m, device("rtx-4090"), { context: 8192 }))?.option.quant).toBe("Q8_0");
		expect(recommend(estimateModel(m, device("rtx-4060"), { context: 8192 }))?.option.quant).toBe("Q6_K");
		expect(recommend(estimateModel(m, device("rtx-4060"), { context: 131072 }))?.option.quant).toBe("Q8_0");
		expect(recommend(estimateModel(model("Qwen/Qwen3-235B-A22B-Instruct-2507"), device("t4"), { context: 8192 }))).toBe(
			undefined,
		);
	});

	it("marks a whole fit with under 5 % of a consumer card free tight, and recommends one with room before it", () => {
		const m = model("bartowski/Meta-Llama-3.1-8B-Instruct-GGUF");
		const rtx4060 = device("rtx-4060");
		// At 16K an 8 GB card holds Q5_K_M whole with no headroom, Q4_K_M with room.
		const estimates = estimateModel(m, rtx4060, { context: 16384 });
		const tight = estimates.filter((e) => e.tight);
		expect(tight.length).toBeGreaterThan(0);
		for (const e of tight) {
			expect(e.fits).toBe("gpu");
			expect(isTight(e, rtx4060)).toBe(true);
			expect(e.totalBytes).toBeGreaterThan((1 - TIGHT_SHARE) * usableMemory(rtx4060));
			// What it leaves free, said with the mark: under 5 % of the card.
			expect(e.headroomBytes).toBe(usableMemory(rtx4060) - e.totalBytes);
			expect(e.headroomBytes).toBeLessThan(TIGHT_SHARE * usableMemory(rtx4060));
		}
		for (const e of estimates.filter((x) => !x.tight)) expect(e.headroomBytes).toBeUndefined();
		const best = recommend(estimates);
		expect(best?.fits).toBe("gpu");
		expect(best?.tight).toBeUndefined();
		// A better-quality whole fit exists, but it is tight: the one with room wins.
		expect(tight.some((e) => (e.option.bitsPerWeight ?? 0) > (best?.option.bitsPerWeight ?? 0))).toBe(true);
		// Only a consumer card: a T4 of the same size has no display to share with.
		expect(estimateModel(m, device("t4"), { context: 16384 }).some((e) => e.tight)).toBe(false);
	});

	it("still recommends a tight whole fit over partial offload", () => {
		const rtx4060 = device("rtx-4060");
		const lm: ModelRecord = {
			id: "someone/one-quant",
			pipeline_tag: "text-generation",
			siblings: [{ rfilename: "m-Q8_0.gguf", size: Math.round(usableMemory(rtx4060) * 0.9) }],
		};
		const estimates = estimateModel(lm, rtx4060, { context: 512 });
		expect(estimates).toHaveLength(1);
		const only = estimates[0];
		expect(only).toMatchObject({ fits: "gpu", tight: true });
		expect(recommend(estimates)).toBe(only);
		const roomy = { ...(only as Estimate), tight: undefined, fits: "partial" as const };
		expect(recommend([roomy, only as Estimate])).toBe(only);
	});

	it("gives tokens per second to models that generate tokens only", () => {
		for (const [id, units] of [
			["bartowski/Meta-Llama-3.1-8B-Instruct-GGUF", "tokens"],
			["black-forest-labs/FLUX.1-dev", "memory"],
			["google-bert/bert-base-uncased", "memory"],
		] as const) {
			const m = model(id);
			expect(fitUnits(m), id).toBe(units);
			const speeds = estimateModel(m, device("rtx-4090"), { context: 8192 }).map((e) => e.tokensPerSecond);
			if (units === "tokens")
				expect(
					speeds.every((s) => typeof s === "number"),
					id,
				).toBe(true);
			else
				expect(
					speeds.every((s) => s === undefined),
					id,
				).toBe(true);
		}
		// No task: a causal language model's class or a GGUF header says it generates tokens.
		expect(fitUnits({ config: { architectures: ["LlamaForCausalLM"] } })).toBe("tokens");
		expect(fitUnits({ gguf: { architecture: "llama" } })).toBe("tokens");
		expect(fitUnits({ config: { architectures: ["BertForMaskedLM"] } })).toBe("memory");
		expect(fitUnits({ pipeline_tag: "text-to-image", gguf: { architecture: "flux" } })).toBe("memory");
	});
});

describe("where llama.cpp keeps a GGUF file's memory", () => {
	it("keeps the input embedding in system RAM beside an accelerator, and all of it in RAM on a CPU", () => {
		const m = model("bartowski/Meta-Llama-3.1-8B-Instruct-GGUF");
		const q8 = option(m, "Q8_0");
		const embedding = (128256 * 4096 * 34) / 32; // Q8_0 like the rest of a Q8_0 file
		for (const id of ["rtx-4090", "m4-max-128gb"]) {
			const e = estimateOption(m, q8, device(id), { context: 8192 });
			expect(e, id).toMatchObject({
				weightsBytes: q8.weightsBytes,
				deviceWeightsBytes: q8.weightsBytes - embedding,
				hostWeightsBytes: embedding,
			});
			expect(e.totalBytes).toBe(e.deviceWeightsBytes + e.kvCacheBytes + e.overheadBytes);
		}
		const cpu = estimateOption(m, q8, device("cpu-64gb-ddr5"), { context: 8192 });
		expect(cpu.deviceWeightsBytes).toBe(q8.weightsBytes);
		expect(cpu.hostWeightsBytes).toBeUndefined();
	});

	it("a tied model's output is that embedding loaded again: the whole file stays on the accelerator", () => {
		const m = model("bartowski/Llama-3.2-3B-Instruct-GGUF");
		// 128256 × 3072 is 12% of its 3.2 B parameters: small models tie their embeddings.
		expect(modelArchitecture(m).tiedEmbeddings).toBe(true);
		expect(modelArchitecture(model("bartowski/Meta-Llama-3.1-8B-Instruct-GGUF")).tiedEmbeddings).toBe(false);
		expect(modelArchitecture(model("ggml-org/gemma-3-4b-it-GGUF")).tiedEmbeddings).toBe(true);
		expect(modelArchitecture(model("Qwen/Qwen2.5-7B-Instruct")).tiedEmbeddings).toBe(false);
		const q4 = option(m, "Q4_K_M");
		const e = estimateOption(m, q4, device("rtx-4090"), { context: 8192 });
		// Tied: llama-quantize stores the embedding as it stores the output matrix, Q6_K.
		expect(e).toMatchObject({ deviceWeightsBytes: q4.weightsBytes, hostWeightsBytes: (128256 * 3072 * 210) / 256 });
	});

	it("types the input embedding as llama-quantize does", () => {
		const { Q4_K, Q6_K, Q8_0, Q5_0, Q2_K, IQ3_S, F16, BF16 } = GGMLQuantizationType;
		expect(inputEmbeddingType("Q4_K_M", false, 4096)).toBe(Q4_K);
		expect(inputEmbeddingType("Q4_K_M", true, 2560)).toBe(Q6_K);
		expect(inputEmbeddingType("Q8_0", true, 4096)).toBe(Q8_0);
		expect(inputEmbeddingType("BF16", false, 4096)).toBe(BF16);
		expect(inputEmbeddingType("f16", true, 4096)).toBe(F16);
		// Qwen2.5 0.5B's 896-wide rows do not divide into 256-element k-quant blocks.
		expect(inputEmbeddingType("Q4_K_M", true, 896)).toBe(Q8_0);
		expect(inputEmbeddingType("Q4_K_M", false, 896)).toBe(Q5_0);
		expect(inputEmbeddingType("IQ2_XXS", false, 4096)).toBe(Q2_K);
		expect(inputEmbeddingType("IQ2_M", false, 4096)).toBe(IQ3_S);
		expect(inputEmbeddingType("IQ2_M", true, 4096)).toBe(GGMLQuantizationType.Q5_K);
		expect(inputEmbeddingType("MXFP4_MOE", false, 2880)).toBe(Q8_0);
		expect(inputEmbeddingType("model-v2", false, 4096)).toBeUndefined();
	});

	it("counts the CUDA context and pool on a discrete GPU only; Metal and the CPU keep 256 MiB", () => {
		const m = model("bartowski/Meta-Llama-3.1-8B-Instruct-GGUF");
		const q4 = option(m, "Q4_K_M");
		const runtime = (id: string) => estimateOption(m, q4, device(id), { context: 8192 }).runtimeBytes;
		expect(runtime("rtx-4090")).toBe(CUDA_RUNTIME);
		expect(runtime("rx-7900-xtx")).toBe(CUDA_RUNTIME);
		expect(runtime("m4-max-128gb")).toBe(OTHER_RUNTIME);
		expect(runtime("cpu-64gb-ddr5")).toBe(OTHER_RUNTIME);
		// A mixture of experts' expert products take more of the CUDA pool.
		const moe = model("unsloth/gpt-oss-20b-GGUF");
		expect(estimateOption(moe, option(moe, "Q4_K_M"), device("rtx-4090"), { context: 8192 }).runtimeBytes).toBe(
			CUDA_RUNTIME + 94 * MiB,
		);
	});

	it("grows the compute buffer with the FFN's activations when they outweigh a small vocabulary's logits", () => {
		// Mistral 7B: 32,768-token vocabulary, 14,336-wide FFN.
		const config = {
			num_hidden_layers: 32,
			num_attention_heads: 32,
			num_key_value_heads: 8,
			hidden_size: 4096,
			intermediate_size: 14336,
			vocab_size: 32768,
		};
		const m: ModelRecord = { id: "a/mistral", config, siblings: [{ rfilename: "m-Q4_K_M.gguf", size: 4_372_812_000 }] };
		const e = estimateModel(m, device("rtx-4090"), { context: 8192 })[0]!;
		// The residual stream and three FFN activations, f32, for 512 tokens, and the f16 attention mask.
		expect(e.computeBytes).toBe(512 * 4 * (4096 + 3 * 14336) + 512 * 2 * 8192);
		expect(e.computeBytes).toBeGreaterThan(logitsBuffer(32768, 4096));
		expect(e.hostComputeBytes).toBe(512 * 4 * 2 * 4096 + 512 * 2 * 8192);
	});
});

describe("bad and sparse inputs", () => {
	it("estimates nothing for a record without weights or architecture, without throwing", () => {
		expect(weightOptions({ id: "a/b" })).toEqual([]);
		expect(modelArchitecture({ id: "a/b", config: { num_hidden_layers: -3, head_dim: Number.NaN } })).toMatchObject({
			layers: undefined,
			headDim: undefined,
		});
		expect(modelFits({ id: "a/b" }, device("rtx-4090"), { context: 4096 })).toBe(false);
	});

	it("rejects architecture numbers of the wrong type in a record", () => {
		const r = parseModelRecord({ id: "a/b", config: { num_hidden_layers: "32" }, gguf: { block_count: -1 } });
		expect(r.ok).toBe(false);
		if (!r.ok) expect(r.errors.map((e) => e.path)).toEqual(["config.num_hidden_layers", "gguf.block_count"]);
		expect(parseModelRecord({ id: "a/b", config: { sliding_window: null } }).ok).toBe(true);
	});

	it("reads a config number written as null as absent (its default)", () => {
		const config = { num_hidden_layers: 32, num_attention_heads: 32, num_key_value_heads: 8, hidden_size: 4096 };
		const r = parseModelRecord({ id: "a/b", config: { ...config, head_dim: null, max_position_embeddings: null } });
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		expect(modelArchitecture(r.model)).toEqual(modelArchitecture({ id: "a/b", config }));
		expect(modelArchitecture(r.model).headDim).toBe(128);
	});

	it("every sample record with facts passes the schema", () => {
		for (const m of SAMPLE_MODELS) expect(parseModelRecord(m).ok, m.id).toBe(true);
	});
});

describe("properties", () => {
	const withOptions = SAMPLE_MODELS.filter((m) => weightOptions(m).length > 0);

	it("more context never needs less memory, nor a better fit", () => {
		const rank = { gpu: 0, partial: 1, cpu: 2, no: 3 };
		fc.assert(
			fc.property(
				fc.constantFrom(...withOptions),
				fc.constantFrom(...DEVICES),
				fc.integer({ min: 1, max: 2_000_000 }),
				fc.integer({ min: 0, max: 2_000_000 }),
				fc.constantFrom("f16" as const, "q8_0" as const, "q4_0" as const),
				(m, d, a, extra, cacheType) => {
					for (const opt of weightOptions(m)) {
						const small = estimateOption(m, opt, d, { context: a, cacheType });
						const large = estimateOption(m, opt, d, { context: a + extra, cacheType });
						expect(large.totalBytes).toBeGreaterThanOrEqual(small.totalBytes);
						expect(rank[large.fits]).toBeGreaterThanOrEqual(rank[small.fits]);
					}
				},
			),
			{ numRuns: 200 },
		);
	});

	it("a quantization with more bits per weight never weighs less", () => {
		const labels = Object.keys(GGUF_QUANT_INFO);
		fc.assert(
			fc.property(
				fc.integer({ min: 1_000_000, max: 1_000_000_000_000 }),
				fc.constantFrom(...labels),
				fc.constantFrom(...labels),
				(total, a, b) => {
					const r: ModelRecord = {
						id: "a/b",
						gguf: { total },
						siblings: [{ rfilename: `m-${a}.gguf` }, { rfilename: `m-${b}.gguf` }],
					};
					const [oa, ob] = ggufOptions(r);
					if (!oa || !ob || a === b) return;
					const bits = (q: string) => GGUF_QUANT_INFO[q as keyof typeof GGUF_QUANT_INFO]!.bitsPerWeight;
					if (bits(a) >= bits(b)) expect(oa.weightsBytes).toBeGreaterThanOrEqual(ob.weightsBytes);
				},
			),
		);
	});

	it("the k-quant ladder grows with every step", () => {
		const ladder = [
			"Q2_K",
			"Q3_K_S",
			"Q3_K_M",
			"Q3_K_L",
			"Q4_K_S",
			"Q4_K_M",
			"Q5_K_S",
			"Q5_K_M",
			"Q6_K",
			"Q8_0",
			"F16",
			"F32",
		];
		const bits = ladder.map((q) => GGUF_QUANT_INFO[q as keyof typeof GGUF_QUANT_INFO]!.bitsPerWeight);
		for (let i = 1; i < bits.length; i++) expect(bits[i]!).toBeGreaterThan(bits[i - 1]!);
	});
});
