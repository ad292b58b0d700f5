import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { kvCacheBytes, modelArchitecture } from "../src/hardware/index.js";
import { ggufHeaderFacts, readGgufHeader } from "../src/index.js";
import { ggufHeaderBytes, llamaHeader } from "./helpers/gguf-bytes.js";

const LLAMA_FACTS = {
	architecture: "llama",
	context_length: 131072,
	block_count: 32,
	embedding_length: 4096,
	feed_forward_length: 14336,
	head_count: 32,
	head_count_kv: 8,
	vocab_size: 300,
};

describe("GGUF header facts", () => {
	it("reads the header gguf-py writes (the lab's tiny llama): its architecture numbers and vocabulary", () => {
		const bytes = new Uint8Array(readFileSync(new URL("./data/tiny-llama-header.gguf", import.meta.url)));
		const header = readGgufHeader(bytes);
		expect(header?.complete).toBe(true);
		expect(header?.metadata.get("general.name")).toBe("snippet-lab tiny llama");
		expect(ggufHeaderFacts(bytes)).toEqual({
			architecture: "llama",
			context_length: 512,
			block_count: 2,
			embedding_length: 16,
			feed_forward_length: 32,
			head_count: 2,
			head_count_kv: 2,
			vocab_size: 271,
		});
	});

	it("reads the architecture's keys, and the vocabulary from the token list", () => {
		expect(ggufHeaderFacts(llamaHeader())).toEqual(LLAMA_FACTS);
	});

	it("keeps what was read before the bytes end (a range request's prefix), the cut token list's length included", () => {
		const whole = llamaHeader(100_000);
		const cut = whole.subarray(0, whole.length - 500_000);
		expect(readGgufHeader(cut)?.complete).toBe(false);
		expect(ggufHeaderFacts(cut)).toEqual({ ...LLAMA_FACTS, vocab_size: 100_000 });
	});

	it("has no facts when the bytes end before the layer count", () => {
		const whole = llamaHeader();
		const at = Buffer.from(whole).indexOf("llama.block_count");
		expect(ggufHeaderFacts(whole.subarray(0, at + 4))).toBeUndefined();
		expect(ggufHeaderFacts(whole.subarray(0, 10))).toBeUndefined();
		expect(ggufHeaderFacts(new Uint8Array())).toBeUndefined();
	});

	it("refuses another magic, version 1 and a big-endian version", () => {
		const kvs = { "general.architecture": { str: "llama" }, "llama.block_count": { u32: 2 } } as const;
		expect(ggufHeaderFacts(ggufHeaderBytes(kvs))).toEqual({ architecture: "llama", block_count: 2 });
		expect(ggufHeaderFacts(ggufHeaderBytes(kvs, { version: 2 }))).toEqual({ architecture: "llama", block_count: 2 });
		expect(readGgufHeader(ggufHeaderBytes(kvs, { magic: "GGML" }))).toBeUndefined();
		expect(readGgufHeader(ggufHeaderBytes(kvs, { version: 1 }))).toBeUndefined();
		expect(readGgufHeader(ggufHeaderBytes(kvs, { version: 0x03000000 }))).toBeUndefined();
	});

	it("refuses a header with an array length no file holds, without reading or allocating it", () => {
		const bytes = ggufHeaderBytes({
			"general.architecture": { str: "llama" },
			"llama.block_count": { u32: 2 },
			"tokenizer.ggml.tokens": { arr: "str", values: ["a"], length: 2n ** 62n },
		});
		expect(readGgufHeader(bytes)).toBeUndefined();
		expect(ggufHeaderFacts(bytes)).toBeUndefined();
	});

	it("a declared length within bounds but past the bytes ends the read there, before any loop", () => {
		const bytes = ggufHeaderBytes({
			"general.architecture": { str: "llama" },
			"llama.block_count": { u32: 2 },
			"tokenizer.ggml.tokens": { arr: "str", values: ["a"], length: 2n ** 30n },
		});
		expect(readGgufHeader(bytes)?.complete).toBe(false);
		expect(ggufHeaderFacts(bytes)).toEqual({ architecture: "llama", block_count: 2, vocab_size: 2 ** 30 });
	});

	it("refuses an unknown value type, a boolean that is neither 0 nor 1, an empty or repeated key, a string past 2^53", () => {
		const arch = { "general.architecture": { str: "llama" } } as const;
		expect(readGgufHeader(ggufHeaderBytes({ ...arch, x: { type: 13, raw: new Uint8Array(4) } }))).toBeUndefined();
		expect(readGgufHeader(ggufHeaderBytes({ ...arch, "x.flag": { bool: 2 } }))).toBeUndefined();
		expect(readGgufHeader(ggufHeaderBytes({ ...arch, "": { u32: 1 } }))).toBeUndefined();
		const once = ggufHeaderBytes({ ...arch, "llama.block_count": { u32: 2 } }, { kvCount: 3n });
		const again = ggufHeaderBytes({ "llama.block_count": { u32: 2 } }).subarray(24); // past the 24-byte preamble
		expect(readGgufHeader(new Uint8Array(Buffer.concat([once, again])))).toBeUndefined();
		const huge = new Uint8Array(8);
		new DataView(huge.buffer).setBigUint64(0, 2n ** 60n, true);
		expect(readGgufHeader(ggufHeaderBytes({ ...arch, s: { type: 8, raw: huge } }))).toBeUndefined();
	});

	it("takes no count that is not a whole positive 32-bit number, and no architecture name that is not one", () => {
		const facts = ggufHeaderFacts(
			ggufHeaderBytes({
				"general.architecture": { str: "llama" },
				"llama.block_count": { u32: 4 },
				"llama.context_length": { f32: 0.5 },
				"llama.attention.head_count": { i32: -8 },
				"llama.attention.head_count_kv": { u64: 2n ** 40n },
				"llama.embedding_length": { u32: 0 },
			}),
		);
		expect(facts).toEqual({ architecture: "llama", block_count: 4 });
		expect(ggufHeaderFacts(ggufHeaderBytes({ "general.architecture": { str: "../etc" } }))).toBeUndefined();
	});

	it("counts sliding-window layers from the header's pattern: a per-layer list or a period (llama.cpp's set_swa_pattern)", () => {
		const base = {
			"general.architecture": { str: "gemma3" },
			"gemma3.block_count": { u32: 12 },
			"gemma3.attention.sliding_window": { u32: 512 },
		} as const;
		const list = [true, true, false, true, true, false, true, true, false, true, true, false];
		expect(
			ggufHeaderFacts(
				ggufHeaderBytes({ ...base, "gemma3.attention.sliding_window_pattern": { arr: "bool", values: list } }),
			),
		).toMatchObject({ sliding_window: 512, sliding_window_layers: 8 });
		expect(
			ggufHeaderFacts(ggufHeaderBytes({ ...base, "gemma3.attention.sliding_window_pattern": { u32: 6 } })),
		).toMatchObject({ sliding_window_layers: 10 });
		// No pattern in the header: Gemma 3's period fixed in llama.cpp's loader (6: five windowed layers in six) ...
		expect(ggufHeaderFacts(ggufHeaderBytes(base))).toMatchObject({ sliding_window_layers: 10 });
		// ... and for an architecture without one, every layer counted as full attention (the larger cache).
		const other = {
			"general.architecture": { str: "mistral" },
			"mistral.block_count": { u32: 12 },
			"mistral.attention.sliding_window": { u32: 4096 },
		} as const;
		expect(ggufHeaderFacts(ggufHeaderBytes(other))).not.toHaveProperty("sliding_window_layers");
	});

	describe("llama.cpp's fixed periods for gpt-oss, Cohere 2 and Gemma 3n: the KV cache of a header with no pattern", () => {
		/** A header of `arch` with these numbers and no sliding-window pattern, read as an upstream GGUF record. */
		const record = (arch: string, layers: number, kvHeads: number, headDim: number, window: number) => {
			const facts = ggufHeaderFacts(
				ggufHeaderBytes({
					"general.architecture": { str: arch },
					[`${arch}.block_count`]: { u32: layers },
					[`${arch}.attention.head_count`]: { u32: kvHeads * 4 },
					[`${arch}.attention.head_count_kv`]: { u32: kvHeads },
					[`${arch}.attention.key_length`]: { u32: headDim },
					[`${arch}.attention.sliding_window`]: { u32: window },
				}),
			);
			return { facts, arch: modelArchitecture({ id: `x/${arch}-gguf`, gguf: facts }) };
		};
		const ctx = 8192;
		/** f16 K and V (2 bytes each) of kvHeads × headDim per cached token, summed over the layers. */
		const f16 = (tokens: number, kvHeads: number, headDim: number) => tokens * 2 * kvHeads * headDim * 2;

		it("gpt-oss (period 2): half its layers windowed", () => {
			// gpt-oss-20b's shape: 24 layers, 8 KV heads of 64, a 128-token window (its model card, as quoted
			// at https://hg.istephan-squireso.workers.dev/InferenceIllusionist/gpt-oss-20b-MLX-4bit, read 2026-11-28).
			const { facts, arch } = record("gpt-oss", 24, 8, 64, 128);
			expect(facts).toMatchObject({ sliding_window_layers: 12 });
			expect(kvCacheBytes(arch, ctx)).toBe(f16(12 * ctx + 12 * 128, 8, 64));
		});

		it("Cohere 2 (period 4): three layers in four windowed", () => {
			const { facts, arch } = record("cohere2", 32, 8, 128, 4096);
			expect(facts).toMatchObject({ sliding_window_layers: 24 });
			expect(kvCacheBytes(arch, ctx)).toBe(f16(8 * ctx + 24 * 4096, 8, 128));
		});

		it("Gemma 3n (period 5): four in five windowed, over the 20 layers with a cache of their own", () => {
			const { facts, arch } = record("gemma3n", 30, 2, 256, 512);
			expect(facts).toMatchObject({ kv_block_count: 20, sliding_window_layers: 16 });
			expect(kvCacheBytes(arch, ctx)).toBe(f16(4 * ctx + 16 * 512, 2, 256));
		});

		it("Gemma 3n from config.json: the same figure, its last num_kv_shared_layers keeping no cache", () => {
			// transformers' Gemma 3n: layers from first_kv_shared_layer_idx = num_hidden_layers - num_kv_shared_layers
			// on reuse an earlier layer's cache; E2B's text config has 30 layers, 10 of them shared.
			const layerTypes = Array.from({ length: 30 }, (_, i) =>
				(i + 1) % 5 === 0 ? "full_attention" : "sliding_attention",
			);
			const text_config = {
				model_type: "gemma3n_text",
				num_hidden_layers: 30,
				num_attention_heads: 8,
				num_key_value_heads: 2,
				head_dim: 256,
				hidden_size: 2048,
				sliding_window: 512,
				layer_types: layerTypes,
				num_kv_shared_layers: 10,
			};
			const arch = modelArchitecture({ id: "o/gemma-3n", config: { model_type: "gemma3n", text_config } });
			expect(arch).toMatchObject({ kvLayers: 20, slidingLayers: 16 });
			expect(kvCacheBytes(arch, ctx)).toBe(f16(4 * ctx + 16 * 512, 2, 256));
			// Without the shared layers every layer keeps a cache: 6 full, 24 windowed.
			const unshared = modelArchitecture({
				id: "o/g",
				config: { text_config: { ...text_config, num_kv_shared_layers: 0 } },
			});
			expect(kvCacheBytes(unshared, ctx)).toBe(f16(6 * ctx + 24 * 512, 2, 256));
		});
	});
});
