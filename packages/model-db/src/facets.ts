/**
 * Filters and facet counts over the facet values' sets of records (read at open, stored-sets.ts).
 * A filter is its value's set, which the query's matches are ANDed with (matches.ts); the counts
 * over a query's matches come from each record's values (value-counts.ts), and those over the
 * whole catalogue from the sets' sizes, once at open.
 */
import { FACET_NAMES, type FacetAnswer, type FacetName, facetAnswer } from "@hubkit/hub-core";
import { asBits, type Bits, emptyBits, type RecordSet, setCount } from "./bits.js";
import { type FacetSet, facetKey } from "./stored-sets.js";
import { recordValues } from "./value-counts.js";

export interface Facets {
	/**
	 * The records with facet `name`'s `value` (none for a value no record has), as a bit set over
	 * the catalogue: the stored one for a dense set, so only to be read.
	 */
	filter(name: FacetName, value: string): Bits;
	/** The facets of an answer over the `total` records of `matching`, or over all records (undefined). */
	answer(matching: Bits | undefined, total: number): FacetAnswer;
}

/** The facets of `sets`, over records numbered 1 to size - 1. */
export function openFacets(sets: readonly FacetSet[], size: number): Facets {
	const byKey = new Map<string, RecordSet>(sets.map((f) => [f.key, f.set]));
	const values = recordValues(
		sets.map((f) => f.set),
		size,
	);
	/** The facets of an answer from each value's count (by its number in `sets`). */
	const fromCounts = (counts: ArrayLike<number>): FacetAnswer => {
		const maps = Object.fromEntries(FACET_NAMES.map((n) => [n, new Map<string, number>()])) as Record<
			FacetName,
			Map<string, number>
		>;
		for (const [i, { name, value }] of sets.entries()) {
			const c = counts[i] as number;
			if (c > 0) maps[name].set(value, c);
		}
		return facetAnswer(maps);
	};
	const allFacets = fromCounts(sets.map((f) => setCount(f.set)));
	return {
		filter(name, value) {
			const set = byKey.get(facetKey(name, value));
			return set ? asBits(set, size) : emptyBits(size);
		},
		answer: (matching, total) => (matching ? fromCounts(values.count(matching, total)) : allFacets),
	};
}
