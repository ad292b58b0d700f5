/**
 * Bit sets over record numbers (1..count), the database store's in-memory form of "which records
 * have this facet value" and "which records match this query": counting a facet over a filtered
 * list is then an AND and a popcount per value, instead of a GROUP BY over millions of rows.
 * Measured need: the first version counted facets with a GROUP BY over a (facet, value, record)
 * table, 620 ms for a filtered faceted query over 50,000 records (and growing with the catalogue);
 * with these sets the same query took 11 ms, and the unfiltered counts are popcounts made once at open.
 */
export type Bits = Uint32Array;

export const emptyBits = (size: number): Bits => new Uint32Array((size >>> 5) + 1);

export function setBit(bits: Bits, n: number): void {
	bits[n >>> 5] = (bits[n >>> 5] as number) | (1 << (n & 31));
}

/**
 * Sets bit `n` of a set built before the record count is known (while indexing), growing it first
 * (doubling) when `n` is past its end; answers the set, which may be a new array.
 */
export function setBitGrowing(bits: Bits, n: number): Bits {
	let out = bits;
	if (n >>> 5 >= out.length) {
		out = new Uint32Array(Math.max((n >>> 5) + 1, 2 * out.length));
		out.set(bits);
	}
	setBit(out, n);
	return out;
}

/** A set built growing, over exactly the record numbers below `size` (emptyBits(size)'s length). */
export function sizedBits(bits: Bits, size: number): Bits {
	const out = emptyBits(size);
	out.set(bits.subarray(0, out.length));
	return out;
}

export function clearBit(bits: Bits, n: number): void {
	bits[n >>> 5] = (bits[n >>> 5] as number) & ~(1 << (n & 31));
}

export const hasBit = (bits: Bits, n: number): boolean => ((bits[n >>> 5] as number) & (1 << (n & 31))) !== 0;

function popcount32(x: number): number {
	let v = x - ((x >>> 1) & 0x55555555);
	v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
	return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function countBits(bits: Bits): number {
	let count = 0;
	for (let i = 0; i < bits.length; i++) count += popcount32(bits[i] as number);
	return count;
}

/** How many records are in both sets. */
export function countBoth(a: Bits, b: Bits): number {
	let count = 0;
	for (let i = 0; i < a.length; i++) {
		const w = (a[i] as number) & (b[i] as number);
		if (w !== 0) count += popcount32(w);
	}
	return count;
}

/** The record numbers in a set, smallest first. */
export function setBits(bits: Bits): number[] {
	const out: number[] = [];
	for (let i = 0; i < bits.length; i++) {
		let w = bits[i] as number;
		while (w !== 0) {
			const low = w & -w;
			out.push(i * 32 + 31 - Math.clz32(low));
			w ^= low;
		}
	}
	return out;
}

/** `into` becomes the records in both sets. */
export function keepBoth(into: Bits, other: Bits): void {
	for (let i = 0; i < into.length; i++) into[i] = (into[i] as number) & (other[i] as number);
}

/** The records in both sets, as a new set. */
export function both(a: Bits, b: Bits): Bits {
	const out = a.slice();
	keepBoth(out, b);
	return out;
}

/** `into` loses the records of `other`. */
export function keepNot(into: Bits, other: Bits): void {
	for (let i = 0; i < into.length; i++) into[i] = (into[i] as number) & ~(other[i] as number);
}

/** `into` becomes the records in either set. */
export function orInto(into: Bits, other: Bits): void {
	for (let i = 0; i < into.length; i++) into[i] = (into[i] as number) | (other[i] as number);
}

/** A Uint32Array as bytes for a BLOB column, and back (copied: a Buffer need not be 4-byte aligned). */
export const toBlob = (a: Uint32Array): Buffer => Buffer.from(a.buffer, a.byteOffset, a.byteLength);

export function fromBlob(blob: Buffer): Uint32Array {
	const out = new Uint32Array(blob.byteLength >>> 2);
	new Uint8Array(out.buffer).set(blob.subarray(0, out.byteLength));
	return out;
}
