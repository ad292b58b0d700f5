/**
 * Writes GGUF headers for tests, byte by byte as docs/gguf.md lays them out (little-endian): magic,
 * version, tensor count, key-value count, key-values. Values are tagged with their GGUF type so a
 * test can write any type, a wrong one included.
 */
export type GgufTestValue =
	| { u32: number }
	| { u64: bigint }
	| { i32: number }
	| { f32: number }
	| { bool: boolean | number }
	| { str: string }
	| { arr: "u32" | "str" | "bool"; values: readonly (number | string | boolean)[]; length?: bigint }
	| { type: number; raw: Uint8Array };

const u32 = (n: number) => {
	const b = Buffer.alloc(4);
	b.writeUInt32LE(n);
	return b;
};
const u64 = (n: bigint | number) => {
	const b = Buffer.alloc(8);
	b.writeBigUInt64LE(BigInt(n));
	return b;
};
const str = (s: string) => {
	const bytes = Buffer.from(s, "utf8");
	return Buffer.concat([u64(bytes.length), bytes]);
};

function value(v: GgufTestValue): [number, Buffer] {
	if ("u32" in v) return [4, u32(v.u32)];
	if ("u64" in v) return [10, u64(v.u64)];
	if ("i32" in v) {
		const b = Buffer.alloc(4);
		b.writeInt32LE(v.i32);
		return [5, b];
	}
	if ("f32" in v) {
		const b = Buffer.alloc(4);
		b.writeFloatLE(v.f32);
		return [6, b];
	}
	if ("bool" in v) return [7, Buffer.from([Number(v.bool)])];
	if ("str" in v) return [8, str(v.str)];
	if ("arr" in v) {
		const type = v.arr === "u32" ? 4 : v.arr === "str" ? 8 : 7;
		const items = v.values.map((x) =>
			v.arr === "u32" ? u32(Number(x)) : v.arr === "str" ? str(String(x)) : Buffer.from([Number(x)]),
		);
		return [9, Buffer.concat([u32(type), u64(v.length ?? BigInt(v.values.length)), ...items])];
	}
	return [v.type, Buffer.from(v.raw)];
}

export function ggufHeaderBytes(
	kvs: Readonly<Record<string, GgufTestValue>>,
	options: { magic?: string; version?: number; kvCount?: bigint } = {},
): Uint8Array {
	const entries = Object.entries(kvs);
	const parts: Buffer[] = [
		Buffer.from(options.magic ?? "GGUF", "latin1"),
		u32(options.version ?? 3),
		u64(0),
		u64(options.kvCount ?? BigInt(entries.length)),
	];
	for (const [key, v] of entries) {
		const [type, data] = value(v);
		parts.push(str(key), u32(type), data);
	}
	return new Uint8Array(Buffer.concat(parts));
}

/** The header of a Llama-3.1-8B-shaped file: its architecture numbers and a vocabulary of `vocab` tokens. */
export function llamaHeader(vocab = 300): Uint8Array {
	return ggufHeaderBytes({
		"general.architecture": { str: "llama" },
		"general.name": { str: "Test Llama" },
		"llama.context_length": { u32: 131072 },
		"llama.embedding_length": { u32: 4096 },
		"llama.block_count": { u32: 32 },
		"llama.feed_forward_length": { u32: 14336 },
		"llama.attention.head_count": { u32: 32 },
		"llama.attention.head_count_kv": { u32: 8 },
		"general.file_type": { u32: 15 },
		"tokenizer.ggml.model": { str: "gpt2" },
		"tokenizer.ggml.tokens": { arr: "str", values: Array.from({ length: vocab }, (_, i) => `t${i}`) },
	});
}
