/**
 * Counting each value over a query's matches: how many of the matching records are in each
 * value's set, whether the matches are a few records or most of them (counted from the rest).
 */
import { describe, expect, it } from "vitest";
import { type Bits, emptyBits, hasBit, type RecordSet, setBit, smallerForm } from "../src/bits.js";
import { recordValues } from "../src/value-counts.js";

const SIZE = 301; // records 1 to 300
const spread = (i: number, mod: number) => ((i * 2654435761) >>> 0) % mod;

/** Values from one record to every record, in both stored forms; many records share their values. */
const MEMBERS: number[][] = [
	[1],
	[300],
	Array.from({ length: 300 }, (_, i) => i + 1),
	Array.from({ length: 150 }, (_, i) => 2 * i + 1),
	Array.from({ length: 100 }, (_, i) => 3 * i + 3),
	Array.from({ length: 30 }, (_, i) => 10 * i + 7),
	Array.from({ length: 300 }, (_, i) => i + 1).filter((n) => spread(n, 7) < 3),
	[],
];
const sets: RecordSet[] = MEMBERS.map((m) => smallerForm(Uint32Array.from(m), SIZE));

function bitsOf(numbers: readonly number[]): Bits {
	const bits = emptyBits(SIZE);
	for (const n of numbers) setBit(bits, n);
	return bits;
}

/** Each value's count over `matching`, one member at a time. */
const expectedCounts = (matching: Bits) => MEMBERS.map((m) => m.filter((n) => hasBit(matching, n)).length);

describe("facet value counts over matching records", () => {
	const counts = recordValues(sets, SIZE);

	it("has values stored in both forms", () => {
		expect(sets.some((s) => s.dense) && sets.some((s) => !s.dense)).toBe(true);
	});

	const MATCHES: [string, number[]][] = [
		["one record", [7]],
		["a few records", [1, 2, 3, 17, 299, 300]],
		["just under half", Array.from({ length: 150 }, (_, i) => 2 * i + 2)],
		["just over half", Array.from({ length: 151 }, (_, i) => i + 1)],
		["most records", Array.from({ length: 300 }, (_, i) => i + 1).filter((n) => n % 11 !== 0)],
		["every record", Array.from({ length: 300 }, (_, i) => i + 1)],
		["no record", []],
	];
	for (const [label, numbers] of MATCHES) {
		it(`counts each value's records among ${label}`, () => {
			const matching = bitsOf(numbers);
			expect(Array.from(counts.count(matching, numbers.length))).toEqual(expectedCounts(matching));
		});
	}
});
