/**
 * Texts kept as chunks of newline-ended lines (the dictionary's tokens, words.ts; the lower-case
 * ids, id-text.ts), each with `ends`: the offset of every line's newline, ascending.
 */

/** The line holding byte `at`: the first whose newline comes after it (binary search over `ends`). */
export function lineOf(ends: Uint32Array, at: number): number {
	let lo = 0;
	let hi = ends.length - 1;
	while (lo < hi) {
		const mid = (lo + hi) >>> 1;
		if ((ends[mid] as number) < at) lo = mid + 1;
		else hi = mid;
	}
	return lo;
}
