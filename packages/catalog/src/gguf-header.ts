/**
 * The metadata of a GGUF file's header, read from its first bytes: the architecture numbers the
 * hardware fit sizes the KV cache by (a GGUF repository has no config.json). A pure function over
 * bytes; the caller fetches them (an upstream hub: a bounded Range request).
 *
 * Layout, as ggml's docs/gguf.md specifies it (ggml-org/ggml, read 2026-11-28) and its reader
 * src/gguf.cpp (`gguf_init_from_file_impl`) follows: magic `GGUF`, u32 version, u64 tensor count,
 * u64 key-value count, then the key-values, little-endian. A key is a string (u64 length, UTF-8
 * bytes, at most 65,535 bytes, not empty, not repeated); a value is a u32 type and its data; an
 * array is an element type, a u64 element count and the elements. Version 1 (u32 counts and
 * lengths) is refused, as llama.cpp refuses it; version 3 only adds big-endian files, whose version
 * reads as 0x03000000 here and is refused too. Tensor infos, after the key-values, are not read.
 *
 * Every length is checked against the bytes at hand before anything is read or allocated: a
 * length, a type or a boolean no file could hold is a malformed header (no facts); bytes that end
 * mid-way are a prefix (the Range request asked for the first few MiB only): the key-values read
 * before that point are kept. Nothing here throws.
 */
import type { GgufSummary } from "./model.js";

export const GGUF_HEADER_LIMITS = {
	/** The longest key the specification allows. */
	keyBytes: 65_535,
	/**
	 * The most elements an array may declare. The largest real arrays are vocabularies (~256K
	 * tokens); 2^32 is beyond any real file and below the lengths that overflow offset arithmetic.
	 */
	arrayLength: 2 ** 32,
	/** Arrays of numbers or booleans up to this length keep their elements (a per-layer list); longer ones only their length. */
	keptElements: 4096,
	/** String values up to this many bytes are kept; longer ones (a chat template, a licence) are skipped. */
	keptStringBytes: 1024,
	/** Arrays of arrays: deeper nesting is malformed (ggml's own reader accepts none). */
	nesting: 4,
} as const;

export type GgufScalar = number | string | boolean;

/** An array value: its element type and length, and its elements when they are few numbers or booleans. */
export interface GgufArray {
	type: number;
	length: number;
	values?: readonly GgufScalar[];
}

/**
 * A value as kept: numbers (a 64-bit integer beyond 2^53 is kept as undefined: no count the
 * estimate reads is that large), short strings, booleans, arrays.
 */
export type GgufValue = GgufScalar | GgufArray | undefined;

export interface GgufHeader {
	version: number;
	tensorCount: number | undefined;
	/** The key-values read, in file order. */
	metadata: ReadonlyMap<string, GgufValue>;
	/** False when the bytes ended before the last key-value. */
	complete: boolean;
}

const MAGIC = 0x46554747; // "GGUF" read as a little-endian u32
const VERSIONS = new Set([2, 3]);

/** The value types of docs/gguf.md's `gguf_metadata_value_type`, with the byte width of the fixed ones. */
const FIXED_WIDTH: Readonly<Record<number, number>> = {
	0: 1,
	1: 1,
	2: 2,
	3: 2,
	4: 4,
	5: 4,
	6: 4,
	7: 1,
	10: 8,
	11: 8,
	12: 8,
};
const STRING = 8;
const ARRAY = 9;
const BOOL = 7;

/** The bytes ended: what was read before stays. */
class Truncated {}
/** The bytes say something no GGUF file says: nothing is kept. */
class Malformed {}

class Reader {
	#offset = 0;
	readonly #view: DataView;
	readonly #bytes: Uint8Array;
	constructor(bytes: Uint8Array) {
		this.#bytes = bytes;
		this.#view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
	}
	get remaining(): number {
		return this.#bytes.byteLength - this.#offset;
	}
	#take(n: number): number {
		if (n > this.remaining) throw new Truncated();
		const at = this.#offset;
		this.#offset += n;
		return at;
	}
	u32(): number {
		return this.#view.getUint32(this.#take(4), true);
	}
	/** A u64 as a number, or undefined beyond 2^53 (the caller decides whether that is malformed). */
	u64(): number | undefined {
		const v = this.#view.getBigUint64(this.#take(8), true);
		return v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : undefined;
	}
	/** A length: a u64 no larger than `max`, else malformed. */
	length(max: number): number {
		const n = this.u64();
		if (n === undefined || n > max) throw new Malformed();
		return n;
	}
	skip(n: number): void {
		this.#take(n);
	}
	text(n: number): string {
		const at = this.#take(n);
		return new TextDecoder().decode(this.#bytes.subarray(at, at + n));
	}
	scalar(type: number): GgufScalar | undefined {
		const v = this.#view;
		switch (type) {
			case 0:
				return v.getUint8(this.#take(1));
			case 1:
				return v.getInt8(this.#take(1));
			case 2:
				return v.getUint16(this.#take(2), true);
			case 3:
				return v.getInt16(this.#take(2), true);
			case 4:
				return v.getUint32(this.#take(4), true);
			case 5:
				return v.getInt32(this.#take(4), true);
			case 6:
				return v.getFloat32(this.#take(4), true);
			case BOOL: {
				// docs/gguf.md: "Anything else is invalid".
				const b = v.getUint8(this.#take(1));
				if (b > 1) throw new Malformed();
				return b === 1;
			}
			case 10:
				return this.u64();
			case 11: {
				const n = v.getBigInt64(this.#take(8), true);
				return n >= BigInt(Number.MIN_SAFE_INTEGER) && n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : undefined;
			}
			case 12:
				return v.getFloat64(this.#take(8), true);
			default:
				throw new Malformed();
		}
	}
}

function readString(r: Reader): string | undefined {
	const n = r.length(GGUF_HEADER_LIMITS.arrayLength);
	if (n > GGUF_HEADER_LIMITS.keptStringBytes) {
		r.skip(n);
		return undefined;
	}
	return r.text(n);
}

/** An array's element type and declared length, checked before any element is read. */
function readArrayHead(r: Reader, depth: number): { elementType: number; length: number } {
	if (depth >= GGUF_HEADER_LIMITS.nesting) throw new Malformed();
	const elementType = r.u32();
	if (elementType !== STRING && elementType !== ARRAY && FIXED_WIDTH[elementType] === undefined) throw new Malformed();
	return { elementType, length: r.length(GGUF_HEADER_LIMITS.arrayLength) };
}

function readArrayBody(r: Reader, elementType: number, length: number, depth: number): GgufArray {
	const width = FIXED_WIDTH[elementType];
	if (width !== undefined && length > GGUF_HEADER_LIMITS.keptElements) {
		// Fixed-width elements we do not keep: skipped at once (a truncated skip keeps what came before).
		r.skip(length * width);
		return { type: elementType, length };
	}
	// Strings and arrays take at least 8 bytes each: a length beyond the bytes left ends here,
	// before any loop, so a declared 2^32 elements costs nothing.
	if (width === undefined && length * 8 > r.remaining) throw new Truncated();
	const values: GgufScalar[] = [];
	for (let i = 0; i < length; i++) {
		const value = readValue(r, elementType, depth + 1);
		if (width !== undefined && value !== undefined && typeof value !== "object") values.push(value);
	}
	return width !== undefined && values.length === length
		? { type: elementType, length, values }
		: { type: elementType, length };
}

function readValue(r: Reader, type: number, depth: number): GgufValue {
	if (type === STRING) return readString(r);
	if (type !== ARRAY) return r.scalar(type);
	const { elementType, length } = readArrayHead(r, depth);
	return readArrayBody(r, elementType, length, depth);
}

/**
 * The header's key-values, or undefined when the bytes are no GGUF header (wrong magic, a version
 * other than 2 or 3, a malformed key-value) or end before the key-value count.
 */
export function readGgufHeader(bytes: Uint8Array): GgufHeader | undefined {
	const r = new Reader(bytes);
	let version: number;
	let tensorCount: number | undefined;
	let count: number;
	try {
		if (r.u32() !== MAGIC) return undefined;
		version = r.u32();
		if (!VERSIONS.has(version)) return undefined;
		tensorCount = r.u64();
		count = r.length(Number.MAX_SAFE_INTEGER);
	} catch {
		return undefined;
	}
	const metadata = new Map<string, GgufValue>();
	try {
		for (let i = 0; i < count; i++) {
			const keyLength = r.length(Number.MAX_SAFE_INTEGER);
			if (keyLength === 0 || keyLength > GGUF_HEADER_LIMITS.keyBytes) throw new Malformed();
			const key = r.text(keyLength);
			if (metadata.has(key)) throw new Malformed();
			const type = r.u32();
			if (type !== ARRAY) {
				metadata.set(key, readValue(r, type, 0));
				continue;
			}
			// An array's length is kept even when its elements run past the bytes at hand (the
			// vocabulary's length, when the token list is cut).
			const { elementType, length } = readArrayHead(r, 0);
			metadata.set(key, { type: elementType, length });
			metadata.set(key, readArrayBody(r, elementType, length, 0));
		}
	} catch (e) {
		if (e instanceof Truncated) return { version, tensorCount, metadata, complete: false };
		return undefined;
	}
	return { version, tensorCount, metadata, complete: true };
}

/** A count the estimate reads: a whole number from 1 to 2^31 − 1 (llama.cpp's 32-bit hparams). */
const count = (v: GgufValue): number | undefined =>
	typeof v === "number" && Number.isInteger(v) && v > 0 && v <= 2 ** 31 - 1 ? v : undefined;

/** `general.architecture` as docs/gguf.md describes it: lower-case ASCII (llama.cpp's names also use `-` and `_`). */
const ARCHITECTURE = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** The GgufSummary fields read from `<arch>.<key>`. */
const ARCH_COUNTS: readonly [keyof GgufSummary & string, string][] = [
	["context_length", "context_length"],
	["block_count", "block_count"],
	["embedding_length", "embedding_length"],
	["feed_forward_length", "feed_forward_length"],
	["head_count", "attention.head_count"],
	["head_count_kv", "attention.head_count_kv"],
	["key_length", "attention.key_length"],
	["sliding_window", "attention.sliding_window"],
	["vocab_size", "vocab_size"],
	["expert_count", "expert_count"],
	["expert_used_count", "expert_used_count"],
	["expert_feed_forward_length", "expert_feed_forward_length"],
	["leading_dense_block_count", "leading_dense_block_count"],
];

/**
 * Architectures whose windowed layers llama.cpp fixes in code instead of reading them from the
 * header: the period its loader (`llama_model::load_hparams`) passes to `set_swa_pattern`, by the
 * header's architecture name (src/llama-model.cpp, ggml-org/llama.cpp at 00342301, read 2026-11-28):
 * `LLM_ARCH_GEMMA2`: 2, `LLM_ARCH_GEMMA3`: 6, `LLM_ARCH_GEMMA3N`: 5, `LLM_ARCH_COHERE2`: 4,
 * `LLM_ARCH_OPENAI_MOE` (`gpt-oss`): 2.
 */
const FIXED_SWA_PERIOD: Readonly<Record<string, number>> = {
	gemma2: 2,
	gemma3: 6,
	gemma3n: 5,
	cohere2: 4,
	"gpt-oss": 2,
};

/**
 * Architectures whose later layers reuse an earlier layer's KV cache: llama.cpp caches only the
 * first `n_layer_kv_from_start` layers (src/llama-model.cpp at 00342301, `LLM_ARCH_GEMMA3N`: 20).
 */
const KV_LAYERS_FROM_START: Readonly<Record<string, number>> = { gemma3n: 20 };

/**
 * Layers on the sliding window from `<arch>.attention.sliding_window_pattern`, read as llama.cpp's
 * `get_key_or_arr` reads it: a per-layer list (true: a windowed layer), or one period `n` as
 * `llama_hparams::set_swa_pattern` applies it (layer `il` is windowed when `il % n < n - 1`).
 * Counted over the first `cached` layers, those with a KV cache of their own (all by default).
 * Undefined when the header has no pattern and the architecture no fixed period: every layer is
 * then counted as full attention, the larger cache.
 */
function slidingLayers(
	pattern: GgufValue,
	layers: number | undefined,
	cached: number | undefined = layers,
): number | undefined {
	if (layers === undefined || cached === undefined) return undefined;
	if (typeof pattern === "object") {
		const values = pattern.values;
		if (!values || values.length !== layers) return undefined;
		return values.slice(0, cached).filter((v) => v === true || v === 1).length;
	}
	const period = typeof pattern === "number" && Number.isInteger(pattern) && pattern >= 0 ? pattern : undefined;
	if (period === undefined) return undefined;
	if (period === 0) return cached;
	let n = 0;
	for (let il = 0; il < cached; il++) if (il % period < period - 1) n++;
	return n;
}

/**
 * The GGUF summary fields (model.ts's GgufSummary) a header gives: the architecture and its
 * numbers under `<architecture>.`, the vocabulary size (`<arch>.vocab_size`, else the length of
 * `tokenizer.ggml.tokens`), the sliding-window layers. Undefined without an architecture or a
 * layer count: nothing the fit could size a cache by.
 */
export function ggufFactsFromHeader(header: GgufHeader): GgufSummary | undefined {
	const m = header.metadata;
	const architecture = m.get("general.architecture");
	if (typeof architecture !== "string" || !ARCHITECTURE.test(architecture)) return undefined;
	const facts: GgufSummary = { architecture };
	for (const [field, key] of ARCH_COUNTS) {
		const value = count(m.get(`${architecture}.${key}`));
		if (value !== undefined) facts[field] = value;
	}
	if (facts.block_count === undefined) return undefined;
	const tokens = m.get("tokenizer.ggml.tokens");
	if (facts.vocab_size === undefined && typeof tokens === "object" && tokens.type === STRING) {
		const length = count(tokens.length);
		if (length !== undefined) facts.vocab_size = length;
	}
	const kvFromStart = KV_LAYERS_FROM_START[architecture];
	if (kvFromStart !== undefined && kvFromStart < facts.block_count) facts.kv_block_count = kvFromStart;
	if (facts.sliding_window !== undefined) {
		const pattern = m.get(`${architecture}.attention.sliding_window_pattern`) ?? FIXED_SWA_PERIOD[architecture];
		// Of the layers that have a cache: the first kv_block_count when later ones reuse theirs.
		const sliding = slidingLayers(pattern, facts.block_count, facts.kv_block_count);
		if (sliding) facts.sliding_window_layers = sliding;
	}
	return facts;
}

/** readGgufHeader, then ggufFactsFromHeader: the facts of a header's bytes, or undefined. */
export function ggufHeaderFacts(bytes: Uint8Array): GgufSummary | undefined {
	const header = readGgufHeader(bytes);
	return header ? ggufFactsFromHeader(header) : undefined;
}
