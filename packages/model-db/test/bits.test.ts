/**
 * A set built while indexing ends in the smaller stored form with exactly its records, whichever
 * forms it passed through (a list, then a bit set as it grew, then a list again when the
 * catalogue turned out larger).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { forEachMember, GrowingSet, setBlob, setCount, smallerForm } from "../src/bits.js";

/** Ascending distinct record numbers from 1 below `size`, with `size`. */
const recordsAndSize = fc
	.tuple(fc.uniqueArray(fc.integer({ min: 1, max: 5000 }), { maxLength: 600 }), fc.integer({ min: 0, max: 5000 }))
	.map(([records, extra]) => {
		const sorted = records.sort((a, b) => a - b);
		return { records: sorted, size: (sorted.at(-1) ?? 0) + 1 + extra };
	});

const members = (set: Parameters<typeof forEachMember>[0]) => {
	const out: number[] = [];
	forEachMember(set, (n) => out.push(n));
	return out;
};

describe("stored record sets", () => {
	it("a growing set ends with its records, in the form that takes fewer bytes", () => {
		fc.assert(
			fc.property(recordsAndSize, ({ records, size }) => {
				const growing = new GrowingSet();
				for (const n of records) growing.add(n);
				const set = growing.finish(size);
				expect(members(set)).toEqual(records);
				expect(setCount(set)).toBe(records.length);
				// A bit set takes a 32-bit word per 32 records of the catalogue, a list one per member.
				expect(set.dense).toBe(records.length * 32 > size);
				expect(setBlob(set).byteLength).toBeLessThanOrEqual(Math.max(4 * records.length, 4 * ((size >>> 5) + 1)));
			}),
		);
	});

	it("a list in its smaller form keeps its records", () => {
		fc.assert(
			fc.property(recordsAndSize, ({ records, size }) => {
				expect(members(smallerForm(Uint32Array.from(records), size))).toEqual(records);
			}),
		);
	});
});
