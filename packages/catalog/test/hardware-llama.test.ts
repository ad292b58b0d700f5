/**
 * The estimator against a real runtime: node-llama-cpp (llama.cpp's Node binding) reads GGUF
 * files written here with the real tensor layout of popular architectures (header only; the
 * data region is a sparse hole of the right length) and estimates the weights and KV cache
 * itself. Target: within 5%. Only the f16 cache is compared: node-llama-cpp 3.22.1 multiplies
 * quantized cache types' block size in bytes (34 for q8_0) by the element count, 32 times
 * llama.cpp's own `ggml_row_size`.
 *
 * node-llama-cpp is not a dependency of the repository: with its prebuilt binaries for every GPU
 * backend (CUDA, Vulkan, …) an install weighs ~725 MB. `tools/fit-check/setup.sh` (run by
 * `.ci/run`) installs it with only the linux-x64 CPU build into tools/fit-check/node_modules,
 * where this test finds it (or wherever Node resolves it). Without it the test is skipped, except
 * in CI (`CI` set), where a missing runtime fails the test instead of hiding it.
 */
import { mkdtempSync, rmSync, statSync, truncateSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { attentionMaskBytes, estimateOption, getDevice, weightOptions } from "../src/hardware/index.js";
import { GGML_QUANT_SIZES, GGMLQuantizationType, GGUFValueType, type ModelRecord } from "../src/index.js";

/** Where node-llama-cpp is: resolved from here, else from tools/fit-check (setup.sh). */
const FIT_CHECK = new URL("../../../tools/fit-check/package.json", import.meta.url);
const runtimePath = ((): string | undefined => {
	for (const from of [import.meta.url, FIT_CHECK.href]) {
		try {
			return createRequire(from).resolve("node-llama-cpp");
		} catch {
			// not installed there
		}
	}
	return undefined;
})();
const available = runtimePath !== undefined;
/** In CI the comparison must run: a missing runtime is a failure there, not a skip. */
const required = available || Boolean(process.env.CI);

// ---- a minimal GGUF v3 writer ------------------------------------------------------------

/** Metadata values: strings, u32 (integers), f32, and arrays of strings, f32 or i32. */
type MetaValue = string | number | { strings: string[] } | { f32: number[] } | { i32: number[] };
type Meta = Record<string, MetaValue>;
interface Tensor {
	name: string;
	/** Dimensions as GGUF stores them: fastest-varying first. */
	dims: number[];
	type: GGMLQuantizationType;
	/** F32 values to store; without them the data region is a sparse hole. */
	data?: Float32Array;
}

const ALIGN = 32;
const u32 = (n: number) => {
	const b = Buffer.alloc(4);
	b.writeUInt32LE(n);
	return b;
};
const u64 = (n: number) => {
	const b = Buffer.alloc(8);
	b.writeBigUInt64LE(BigInt(n));
	return b;
};
const str = (s: string) => Buffer.concat([u64(Buffer.byteLength(s)), Buffer.from(s)]);
const f32 = (x: number) => Buffer.from(new Float32Array([x]).buffer);
const i32 = (n: number) => {
	const b = Buffer.alloc(4);
	b.writeInt32LE(n);
	return b;
};
const array = (type: GGUFValueType, items: Buffer[]) =>
	Buffer.concat([u32(GGUFValueType.ARRAY), u32(type), u64(items.length), ...items]);

function metaValue(v: MetaValue): Buffer {
	if (typeof v === "string") return Buffer.concat([u32(GGUFValueType.STRING), str(v)]);
	if (typeof v === "number") {
		return Number.isInteger(v)
			? Buffer.concat([u32(GGUFValueType.UINT32), u32(v)])
			: Buffer.concat([u32(GGUFValueType.FLOAT32), f32(v)]);
	}
	if ("strings" in v) return array(GGUFValueType.STRING, v.strings.map(str));
	if ("f32" in v) return array(GGUFValueType.FLOAT32, v.f32.map(f32));
	return array(GGUFValueType.INT32, v.i32.map(i32));
}

function tensorBytes(t: Tensor): number {
	const q = GGML_QUANT_SIZES[t.type]!;
	const elements = t.dims.reduce((a, b) => a * b, 1);
	return (elements / q.blockSize) * q.typeSize;
}

/** Writes the header and tensor table, then extends the file (sparse) to its full length. Returns that length. */
function writeGguf(path: string, meta: Meta, tensors: Tensor[]): number {
	const kv = Object.entries(meta).map(([k, v]) => Buffer.concat([str(k), metaValue(v)]));
	let offset = 0;
	const data: Buffer[] = [];
	const infos = tensors.map((t) => {
		const info = Buffer.concat([
			str(t.name),
			u32(t.dims.length),
			...t.dims.map((d) => u64(d)),
			u32(t.type),
			u64(offset),
		]);
		const padded = Math.ceil(tensorBytes(t) / ALIGN) * ALIGN;
		if (t.data) {
			const b = Buffer.alloc(padded);
			Buffer.from(t.data.buffer, t.data.byteOffset, t.data.byteLength).copy(b);
			data.push(b);
		}
		offset += padded;
		return info;
	});
	const head = Buffer.concat([Buffer.from("GGUF"), u32(3), u64(tensors.length), u64(kv.length), ...kv, ...infos]);
	const dataStart = Math.ceil(head.length / ALIGN) * ALIGN;
	writeFileSync(path, Buffer.concat([head, Buffer.alloc(dataStart - head.length), ...data]));
	if (data.length < tensors.length) truncateSync(path, dataStart + offset);
	return statSync(path).size;
}

// ---- real layouts ------------------------------------------------------------------------

const { F32, Q4_K, Q6_K } = GGMLQuantizationType;

/** llama.cpp's Q4_K_M rule for attn_v and ffn_down: Q6_K in the first and last eighth and every third layer between. */
const moreBits = (i: number, n: number) => i < n / 8 || i >= (7 * n) / 8 || (i - Math.floor(n / 8)) % 3 === 2;

/** A llama-style decoder in llama.cpp's tensor names, with Q4_K_M's mix of Q4_K and Q6_K. */
function decoderTensors(c: {
	layers: number;
	hidden: number;
	heads: number;
	kvHeads: number;
	headDim: number;
	ffn: number;
	vocab: number;
	tied: boolean;
}): Tensor[] {
	const q = c.heads * c.headDim;
	const kv = c.kvHeads * c.headDim;
	const out: Tensor[] = [{ name: "token_embd.weight", dims: [c.hidden, c.vocab], type: Q4_K }];
	for (let i = 0; i < c.layers; i++) {
		const b = `blk.${i}.`;
		out.push(
			{ name: `${b}attn_norm.weight`, dims: [c.hidden], type: F32 },
			{ name: `${b}attn_q.weight`, dims: [c.hidden, q], type: Q4_K },
			{ name: `${b}attn_k.weight`, dims: [c.hidden, kv], type: Q4_K },
			{ name: `${b}attn_v.weight`, dims: [c.hidden, kv], type: moreBits(i, c.layers) ? Q6_K : Q4_K },
			{ name: `${b}attn_output.weight`, dims: [q, c.hidden], type: Q4_K },
			{ name: `${b}ffn_norm.weight`, dims: [c.hidden], type: F32 },
			{ name: `${b}ffn_gate.weight`, dims: [c.hidden, c.ffn], type: Q4_K },
			{ name: `${b}ffn_up.weight`, dims: [c.hidden, c.ffn], type: Q4_K },
			{ name: `${b}ffn_down.weight`, dims: [c.ffn, c.hidden], type: moreBits(i, c.layers) ? Q6_K : Q4_K },
		);
	}
	out.push({ name: "output_norm.weight", dims: [c.hidden], type: F32 });
	if (!c.tied) out.push({ name: "output.weight", dims: [c.hidden, c.vocab], type: Q6_K });
	return out;
}

interface Case {
	name: string;
	arch: string;
	meta: Meta;
	tensors: Tensor[];
	record: (fileName: string, size: number) => ModelRecord;
	contexts: number[];
}

const LLAMA_31_8B: Case = {
	name: "Llama 3.1 8B (dense, GQA)",
	arch: "llama",
	meta: {
		"general.architecture": "llama",
		"general.file_type": 15,
		"llama.context_length": 131072,
		"llama.embedding_length": 4096,
		"llama.block_count": 32,
		"llama.feed_forward_length": 14336,
		"llama.attention.head_count": 32,
		"llama.attention.head_count_kv": 8,
		"llama.rope.dimension_count": 128,
		"llama.attention.layer_norm_rms_epsilon": 1e-5,
		"llama.vocab_size": 128256,
	},
	tensors: decoderTensors({
		layers: 32,
		hidden: 4096,
		heads: 32,
		kvHeads: 8,
		headDim: 128,
		ffn: 14336,
		vocab: 128256,
		tied: false,
	}),
	record: (file, size) => ({
		id: "test/llama-3.1-8b-GGUF",
		gguf: {
			total: 8030261248,
			architecture: "llama",
			context_length: 131072,
			block_count: 32,
			head_count: 32,
			head_count_kv: 8,
			embedding_length: 4096,
			vocab_size: 128256,
		},
		siblings: [{ rfilename: file, size }],
	}),
	contexts: [4096, 32768, 131072],
};

const GEMMA3_4B: Case = {
	name: "Gemma 3 4B (sliding window, 5 local : 1 global)",
	arch: "gemma3",
	meta: {
		"general.architecture": "gemma3",
		"general.file_type": 15,
		"gemma3.context_length": 131072,
		"gemma3.embedding_length": 2560,
		"gemma3.block_count": 34,
		"gemma3.feed_forward_length": 10240,
		"gemma3.attention.head_count": 8,
		"gemma3.attention.head_count_kv": 4,
		"gemma3.attention.key_length": 256,
		"gemma3.attention.value_length": 256,
		"gemma3.attention.sliding_window": 1024,
		"gemma3.attention.layer_norm_rms_epsilon": 1e-6,
		"gemma3.vocab_size": 262208,
	},
	tensors: decoderTensors({
		layers: 34,
		hidden: 2560,
		heads: 8,
		kvHeads: 4,
		headDim: 256,
		ffn: 10240,
		vocab: 262208,
		tied: true,
	}),
	record: (file, size) => ({
		id: "test/gemma-3-4b-GGUF",
		gguf: {
			total: 3880263168,
			architecture: "gemma3",
			context_length: 131072,
			block_count: 34,
			head_count: 8,
			head_count_kv: 4,
			embedding_length: 2560,
			key_length: 256,
			vocab_size: 262208,
			sliding_window: 1024,
			sliding_window_layers: 29,
		},
		siblings: [{ rfilename: file, size }],
	}),
	contexts: [32768, 131072],
};

/** The part of node-llama-cpp's API this test uses (its own types are not available to the typecheck). */
interface GgufInsightsLike {
	modelSize: number;
	_estimateContextCacheMemorySplitInBytes(o: object): { cpuKVCacheSize: number };
	_getTotalFileLayers(): number;
	estimateContextResourceRequirements(o: { contextSize: number; modelGpuLayers: number; flashAttention: boolean }): {
		cpuRam: number;
	};
}
interface LlamaLike {
	loadModel(o: { modelPath: string }): Promise<{
		createContext(o: { contextSize: number; flashAttention: boolean }): Promise<{ dispose(): Promise<void> }>;
		dispose(): Promise<void>;
	}>;
}
interface NodeLlamaCpp {
	getLlama(o: {
		gpu: false;
		build: "never";
		logLevel: unknown;
		logger: (level: unknown, message: string) => void;
	}): Promise<LlamaLike>;
	LlamaLogLevel: { debug: unknown };
	readGgufFileInfo(path: string, o: { logWarnings: boolean }): Promise<object>;
	GgufInsights: { from(info: object, llama: LlamaLike): Promise<GgufInsightsLike> };
}

/** A tiny llama with real weights and a SentencePiece vocabulary (specials, the 256 byte tokens, a few words). */
const TINY = { layers: 2, hidden: 64, heads: 4, kvHeads: 2, ffn: 128, vocab: 320 };
function tinyMeta(): Meta {
	const t = TINY;
	const tokens = Array.from({ length: t.vocab }, (_, i) =>
		i === 0
			? "<unk>"
			: i === 1
				? "<s>"
				: i === 2
					? "</s>"
					: i < 259
						? `<0x${(i - 3).toString(16).toUpperCase().padStart(2, "0")}>`
						: `\u2581w${i}`,
	);
	return {
		"general.architecture": "llama",
		"llama.context_length": 16384,
		"llama.embedding_length": t.hidden,
		"llama.block_count": t.layers,
		"llama.feed_forward_length": t.ffn,
		"llama.attention.head_count": t.heads,
		"llama.attention.head_count_kv": t.kvHeads,
		"llama.rope.dimension_count": t.hidden / t.heads,
		"llama.attention.layer_norm_rms_epsilon": 1e-5,
		"tokenizer.ggml.model": "llama",
		"tokenizer.ggml.tokens": { strings: tokens },
		"tokenizer.ggml.scores": { f32: tokens.map(() => 0) },
		// 2 unknown, 3 control, 6 byte, 1 normal
		"tokenizer.ggml.token_type": { i32: tokens.map((_, i) => (i === 0 ? 2 : i < 3 ? 3 : i < 259 ? 6 : 1)) },
		"tokenizer.ggml.bos_token_id": 1,
		"tokenizer.ggml.eos_token_id": 2,
		"tokenizer.ggml.unknown_token_id": 0,
	};
}
function tinyTensors(): Tensor[] {
	const t = TINY;
	const kv = (t.kvHeads * t.hidden) / t.heads;
	const shapes: [string, number[]][] = [["token_embd.weight", [t.hidden, t.vocab]]];
	for (let i = 0; i < t.layers; i++) {
		shapes.push(
			[`blk.${i}.attn_norm.weight`, [t.hidden]],
			[`blk.${i}.attn_q.weight`, [t.hidden, t.hidden]],
			[`blk.${i}.attn_k.weight`, [t.hidden, kv]],
			[`blk.${i}.attn_v.weight`, [t.hidden, kv]],
			[`blk.${i}.attn_output.weight`, [t.hidden, t.hidden]],
			[`blk.${i}.ffn_norm.weight`, [t.hidden]],
			[`blk.${i}.ffn_gate.weight`, [t.hidden, t.ffn]],
			[`blk.${i}.ffn_up.weight`, [t.hidden, t.ffn]],
			[`blk.${i}.ffn_down.weight`, [t.ffn, t.hidden]],
		);
	}
	shapes.push(["output_norm.weight", [t.hidden]], ["output.weight", [t.hidden, t.vocab]]);
	return shapes.map(([name, dims]) => {
		const n = dims.reduce((a, b) => a * b, 1);
		// Norms at 1, small deterministic weights elsewhere.
		const data = Float32Array.from({ length: n }, (_, j) => (name.includes("norm") ? 1 : Math.sin(j) * 0.02));
		return { name, dims, type: F32, data };
	});
}

const dir = available ? mkdtempSync(join(tmpdir(), "hubkit-gguf-")) : "";
afterAll(() => {
	if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!required)("estimates agree with node-llama-cpp's (within 5%)", async () => {
	it("finds node-llama-cpp (bash tools/fit-check/setup.sh installs it)", () => {
		expect(runtimePath).toBeDefined();
	});
	// Imported by path so the repository typechecks where the package is not installed.
	const nlc = runtimePath
		? ((await import(/* @vite-ignore */ pathToFileURL(runtimePath).href)) as NodeLlamaCpp)
		: undefined;
	// llama.cpp's own log, where it states the buffers it allocates.
	let log = "";
	const llama = nlc
		? await nlc.getLlama({
				gpu: false,
				build: "never",
				logLevel: nlc.LlamaLogLevel.debug,
				logger: (_level: unknown, message: string) => {
					log += message;
				},
			})
		: undefined;

	for (const c of [LLAMA_31_8B, GEMMA3_4B]) {
		it(c.name, async () => {
			if (!nlc || !llama) return;
			const file = `${c.arch}-Q4_K_M.gguf`;
			const size = writeGguf(join(dir, file), c.meta, c.tensors);
			const info = await nlc.readGgufFileInfo(join(dir, file), { logWarnings: false });
			const insights = await nlc.GgufInsights.from(info, llama);
			const record = c.record(file, size);
			const [opt] = weightOptions(record);
			if (!opt) throw new Error("no option");

			// Weights: the file's size against the runtime's sum of tensor sizes.
			expect(Math.abs(opt.weightsBytes - insights.modelSize) / insights.modelSize).toBeLessThan(0.05);
			// And where no size is known: parameters × Q4_K_M's effective bits per weight.
			const [guess] = weightOptions({ ...record, siblings: [{ rfilename: file }] });
			expect(guess!.estimated).toBe(true);
			expect(Math.abs(guess!.weightsBytes - insights.modelSize) / insights.modelSize).toBeLessThan(0.05);

			for (const context of c.contexts) {
				const ours = estimateOption(record, opt, getDevice("cpu-128gb-ddr5")!, { context });
				// node-llama-cpp's KV cache for the context with every layer on the CPU, as llama.cpp sizes it
				// (the sliding layers' cache: window + micro-batch + 1, padded to 256, per its public estimate).
				const batch = Math.min(context, 512);
				const swaKvSize = c.meta[`${c.arch}.attention.sliding_window`]
					? Math.min(context, Math.ceil((1024 + batch + 1) / 256) * 256)
					: context;
				// Internal methods of GgufInsights (the KV part of its public context estimate).
				const split = insights;
				const cacheArgs = {
					fullAttentionKvSize: context,
					swaKvSize,
					sequences: 1,
					totalFileLayers: split._getTotalFileLayers(),
					finalModelGpuLayers: 0,
					usingGpu: false,
					flashAttention: false,
				};
				const theirs = split._estimateContextCacheMemorySplitInBytes(cacheArgs);
				const theirTotal = insights.modelSize + theirs.cpuKVCacheSize;
				const ourTotal = ours.weightsBytes + ours.kvCacheBytes;
				expect(Math.abs(ourTotal - theirTotal) / theirTotal, `${c.name} at ${context}`).toBeLessThan(0.05);
				expect(Math.abs(ours.kvCacheBytes - theirs.cpuKVCacheSize) / theirs.cpuKVCacheSize).toBeLessThan(0.05);

				// The whole context (KV cache, output and compute buffers) with flash attention, node-llama-cpp's
				// public estimate: inside our KV + overhead, and our compute buffer within 10% of its buffers.
				// Its estimate is the same at every context: it leaves out the attention masks (f16 [n_kv, 512]
				// per kind of layer), which llama.cpp does allocate (the loaded model below shows them in its
				// log), so they are set aside here; the 256 MiB backend allowance it does not count either.
				const contextBytes = split.estimateContextResourceRequirements({
					contextSize: context,
					modelGpuLayers: 0,
					flashAttention: true,
				}).cpuRam;
				expect(ours.kvCacheBytes + ours.overheadBytes).toBeGreaterThanOrEqual(contextBytes);
				expect(ours.overheadBytes - ours.computeBytes!).toBe(256 * 2 ** 20);
				const window = c.meta[`${c.arch}.attention.sliding_window`] ? Math.min(context, 1536) : 0;
				const masks = attentionMaskBytes(context, context, window);
				const buffers = contextBytes - theirs.cpuKVCacheSize;
				expect(Math.abs(ours.computeBytes! - masks - buffers) / buffers).toBeLessThan(0.1);
			}
		});
	}

	it("a tiny real model, loaded: llama.cpp's allocation stays within the estimate", async () => {
		if (!nlc || !llama) return;
		const t = TINY;
		const path = join(dir, "tiny-F32.gguf");
		const size = writeGguf(path, tinyMeta(), tinyTensors());
		const record: ModelRecord = {
			id: "test/tiny-GGUF",
			gguf: {
				architecture: "llama",
				context_length: 16384,
				block_count: t.layers,
				head_count: t.heads,
				head_count_kv: t.kvHeads,
				embedding_length: t.hidden,
				vocab_size: t.vocab,
			},
			siblings: [{ rfilename: "tiny-F32.gguf", size }],
		};
		const [opt] = weightOptions(record);
		const sizeLine = (what: string) => new RegExp(`${what} buffer size =\\s+([\\d.]+) MiB`, "g");
		// llama.cpp's log reaches the logger asynchronously, a line sometimes in pieces: wait (at most
		// 10 s) for each whole line read.
		const logged = async (...what: string[]) => {
			const seen = () => what.every((w) => sizeLine(w).test(log));
			for (let i = 0; i < 200 && !seen(); i++) await new Promise((r) => setTimeout(r, 50));
		};
		// The last such line: the buffer just sized.
		const mib = (what: string) => {
			const m = [...log.matchAll(sizeLine(what))].at(-1);
			if (!m) throw new Error(`no "${what} buffer size" in llama.cpp's log`);
			return Number(m[1]) * 2 ** 20;
		};
		log = "";
		const model = await llama.loadModel({ modelPath: path });
		await logged("model");
		// Weights: the model buffer is the file less its header and tokenizer.
		const modelBuffer = mib("model");
		expect(modelBuffer).toBeLessThanOrEqual(opt!.weightsBytes);
		const computeBuffers: number[] = [];
		for (const context of [4096, 16384]) {
			const ours = estimateOption(record, opt!, getDevice("cpu-8gb-ddr4")!, { context });
			expect(ours.deviceWeightsBytes).toBe(opt!.weightsBytes);
			log = "";
			const ctx = await model.createContext({ contextSize: context, flashAttention: true });
			await logged("output", "KV", "compute");
			// KV cache: exactly 2 × layers × context × KV heads × head dim × 2 bytes (to the log's 0.01 MiB).
			expect(Math.abs(mib("KV") - ours.kvCacheBytes)).toBeLessThanOrEqual(0.01 * 2 ** 20);
			expect(ours.kvCacheBytes).toBe(2 * t.layers * context * t.kvHeads * (t.hidden / t.heads) * 2);
			// Compute buffer: within 10% of llama.cpp's (its attention mask, f16 [context, 512], is most of it
			// here); with the output buffer, inside the stated overhead.
			const compute = mib("compute");
			computeBuffers.push(compute);
			expect(Math.abs(ours.computeBytes! - compute) / compute, `compute at ${context}`).toBeLessThan(0.1);
			expect(compute + mib("output")).toBeLessThanOrEqual(ours.overheadBytes);
			await ctx.dispose();
		}
		// The mask grows with the context: 512 tokens × 2 bytes per cached token (to the log's 0.01 MiB).
		expect(Math.abs(computeBuffers[1]! - computeBuffers[0]! - (16384 - 4096) * 512 * 2)).toBeLessThanOrEqual(
			0.02 * 2 ** 20,
		);
		await model.dispose();
	});
});
