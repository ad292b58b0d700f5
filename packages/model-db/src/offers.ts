/**
 * The index's live provider listings ("offers", hub-core provider-filter.ts), for the list's
 * provider filters (`provider`, `maxPrice`, `tools`, `structuredOutput`) that one stored facet set
 * cannot answer: two of them at once (they must hold for the same listing), or a `maxPrice` that is
 * not one of PRICE_STEPS. One of them alone is its facet value's stored set (facetValues), as
 * every other filter. Held in memory at open as arrays, a few bytes an offer; the rule applied to
 * each is hub-core's offerPasses / offerValues, never restated here.
 */

import type { ModelRecord } from "@hubkit/catalog";
import {
	countFacets,
	FACET_NAMES,
	type FacetAnswer,
	type FacetName,
	isOfferFacet,
	OFFER_FACETS,
	type OfferFilter,
	offerFilter,
	offerPasses,
	offerValues,
	PRICE_STEPS,
	type ProviderOffer,
	providerOffers,
} from "@hubkit/hub-core";
import type Database from "better-sqlite3";
import { type Bits, emptyBits, hasBit, setBit } from "./bits.js";

export const OFFER_TABLES = `
	-- Each record's live provider listings, in record order (offers.ts).
	CREATE TABLE offers (n INTEGER NOT NULL, provider TEXT NOT NULL, price REAL, tools INTEGER NOT NULL, structured INTEGER NOT NULL);
`;

/** Writes each record's offers while indexing. */
export function offerWriter(db: Database.Database): { add(n: number, model: ModelRecord): void } {
	const insert = db.prepare("INSERT INTO offers (n, provider, price, tools, structured) VALUES (?, ?, ?, ?, ?)");
	return {
		add(n, model) {
			for (const o of providerOffers(model)) {
				insert.run(n, o.provider, o.price ?? null, o.tools ? 1 : 0, o.structuredOutput ? 1 : 0);
			}
		},
	};
}

export interface Offers {
	/**
	 * The sets the list's filters stand for: each record filter's stored set, and the provider
	 * filters as one set (the stored set of the one asked, or the records with an offer passing all).
	 */
	filterSets(
		filters: readonly (readonly [FacetName, string])[],
		stored: (name: FacetName, value: string) => Bits,
	): Bits[];
	/** `answer`, with the provider facets counted under the provider filters among `filters` (none: as it is). */
	counted(
		answer: FacetAnswer,
		filters: readonly (readonly [FacetName, string])[],
		matching: Bits | undefined,
	): FacetAnswer;
}

/** Whether a lone provider filter is a stored facet set: every value but a `maxPrice` off PRICE_STEPS. */
const stored = ([name, value]: readonly [FacetName, string]) =>
	name !== "maxPrice" || (PRICE_STEPS as readonly number[]).includes(Number(value));

/** The offers of an index over records numbered 1 to size - 1. */
export function openOffers(db: Database.Database, size: number): Offers {
	const rows = db.prepare("SELECT n, provider, price, tools, structured FROM offers ORDER BY rowid").raw().all() as [
		number,
		string,
		number | null,
		number,
		number,
	][];
	const record = new Uint32Array(rows.length);
	const names: string[] = [];
	const nameAt = new Map<string, number>();
	const provider = new Uint32Array(rows.length);
	const price = new Float64Array(rows.length);
	const flags = new Uint8Array(rows.length);
	for (const [i, [n, p, cost, tools, structured]] of rows.entries()) {
		record[i] = n;
		let at = nameAt.get(p);
		if (at === undefined) {
			at = names.length;
			names.push(p);
			nameAt.set(p, at);
		}
		provider[i] = at;
		price[i] = cost ?? Number.NaN;
		flags[i] = (tools ? 1 : 0) | (structured ? 2 : 0);
	}
	const offerAt = (i: number): ProviderOffer => {
		const cost = price[i] as number;
		return {
			provider: names[provider[i] as number] as string,
			price: Number.isNaN(cost) ? undefined : cost,
			tools: ((flags[i] as number) & 1) !== 0,
			structuredOutput: ((flags[i] as number) & 2) !== 0,
		};
	};
	/** Calls `visit` with each record (in `matching`, or all) and its offers. */
	const eachRecord = (matching: Bits | undefined, visit: (offers: ProviderOffer[]) => void) => {
		for (let i = 0; i < record.length; ) {
			const n = record[i] as number;
			const offers: ProviderOffer[] = [];
			for (; i < record.length && record[i] === n; i++) offers.push(offerAt(i));
			if (!matching || hasBit(matching, n)) visit(offers);
		}
	};
	const passingAll = (filter: OfferFilter): Bits => {
		const bits = emptyBits(size);
		for (let i = 0; i < record.length; i++) if (offerPasses(offerAt(i), filter)) setBit(bits, record[i] as number);
		return bits;
	};
	const none = Object.fromEntries(FACET_NAMES.map((name) => [name, []])) as unknown as Record<FacetName, string[]>;
	return {
		filterSets(filters, storedSet) {
			const parts = filters.filter(([name]) => !isOfferFacet(name)).map(([name, value]) => storedSet(name, value));
			const asked = filters.filter(([name]) => isOfferFacet(name));
			const filter = offerFilter(asked);
			const lone = asked[0];
			if (asked.length === 1 && lone && stored(lone)) parts.push(storedSet(lone[0], lone[1]));
			else if (filter) parts.push(passingAll(filter));
			return parts;
		},
		counted(answer, filters, matching) {
			const filter = offerFilter(filters);
			if (!filter || !answer.facets) return answer;
			const values: Record<FacetName, string[]>[] = [];
			eachRecord(matching, (offers) => values.push({ ...none, ...offerValues(offers, filter) }));
			const own = countFacets(values);
			const facets = { ...answer.facets };
			const leftOut = { ...answer.facetsLeftOut };
			for (const name of OFFER_FACETS) {
				facets[name] = own.facets?.[name] ?? [];
				const more = own.facetsLeftOut?.[name];
				if (more) leftOut[name] = more;
				else delete leftOut[name];
			}
			return Object.keys(leftOut).length > 0 ? { facets, facetsLeftOut: leftOut } : { facets };
		},
	};
}
