/**
 * The model list's provider filters (`provider`, `maxPrice`, `tools`, `structuredOutput`) and their
 * facets, the one rule both stores apply. They ask about one offer: a live provider listing of the
 * model. A model matches when ONE of its offers passes all of them, so `provider=groq&tools=true`
 * is "groq serves it with tool calling", not "groq serves it, and someone has tool calling".
 *
 * The price compared is the blended price (providers.ts's entryBlendedPrice: USD per million tokens
 * at BLENDED_RATIO input:output), the figure the model page's table shows; an offer without both
 * token prices has no price, and an unknown price, tool calling or structured output never passes.
 *
 * A record's facet values of these facets (store.ts facetValues) are its offers' values with no
 * filter; under filters, a facet's values are those of the offers passing the other provider
 * filters (offerValues), which is queryFacets' "every filter but its own" at the level of one offer.
 */
import type { ModelRecord } from "@hubkit/catalog";
import { entryBlendedPrice } from "./providers.js";

/** The facets that ask about one offer, as FACET_NAMES names them (the list's query fields too). */
export const OFFER_FACETS = ["provider", "maxPrice", "tools", "structuredOutput"] as const;
export type OfferFacet = (typeof OFFER_FACETS)[number];

export const isOfferFacet = (name: string): name is OfferFacet => (OFFER_FACETS as readonly string[]).includes(name);

/**
 * The prices the `maxPrice` facet counts at (USD per million tokens, blended): a value's count is
 * how many models some offer serves at or below it. `maxPrice` itself takes any price.
 */
export const PRICE_STEPS = [0.1, 0.25, 0.5, 1, 2, 5, 10] as const;

/** The most `maxPrice` may be: far above any token price listed, so a typo is caught. */
export const MAX_PRICE_LIMIT = 10_000;

/** What a live provider listing of a model offers, as the filters read it. */
export interface ProviderOffer {
	provider: string;
	/** USD per million tokens at BLENDED_RATIO; undefined when not both token prices are published. */
	price: number | undefined;
	tools: boolean;
	structuredOutput: boolean;
}

/** The offers of a record: its live provider mapping entries (a staging or failing one serves no one). */
export function providerOffers(model: ModelRecord): ProviderOffer[] {
	return (model.inferenceProviderMapping ?? [])
		.filter((entry) => entry.status === "live" && typeof entry.provider === "string")
		.map((entry) => ({
			provider: entry.provider,
			price: entryBlendedPrice(entry),
			tools: entry.tools === true,
			structuredOutput: entry.structuredOutput === true,
		}));
}

/** The provider filters of a query, checked (model-list.ts). */
export interface OfferFilter {
	provider?: string;
	maxPrice?: number;
	tools?: true;
	structuredOutput?: true;
}

/**
 * The provider filters among a query's filters (store.ts queryFilters), or undefined when it has
 * none. The values are the texts queryFilters wrote: `maxPrice` a number, the flags "true".
 */
export function offerFilter(filters: readonly (readonly [string, string])[]): OfferFilter | undefined {
	let out: OfferFilter | undefined;
	for (const [name, value] of filters) {
		if (!isOfferFacet(name)) continue;
		out ??= {};
		if (name === "provider") out.provider = value;
		else if (name === "maxPrice") out.maxPrice = Number(value);
		else out[name] = true;
	}
	return out;
}

/** Whether one offer passes every provider filter. */
export function offerPasses(offer: ProviderOffer, filter: OfferFilter): boolean {
	return (
		(filter.provider === undefined || offer.provider === filter.provider) &&
		(filter.maxPrice === undefined || (offer.price !== undefined && offer.price <= filter.maxPrice)) &&
		(filter.tools === undefined || offer.tools) &&
		(filter.structuredOutput === undefined || offer.structuredOutput)
	);
}

/** Whether a model with these offers matches the provider filters: one offer passes them all. */
export const servesAsAsked = (offers: readonly ProviderOffer[], filter: OfferFilter | undefined): boolean =>
	filter === undefined || offers.some((offer) => offerPasses(offer, filter));

/** The filter without one facet's own part: what that facet's values are counted under. */
function without(filter: OfferFilter, name: OfferFacet): OfferFilter {
	const { [name]: _left, ...rest } = filter;
	return rest;
}

/**
 * The values of the provider facets of a model with these offers: each facet's values are those
 * of the offers passing every provider filter but the facet's own (none: all its live offers).
 */
export function offerValues(offers: readonly ProviderOffer[], filter: OfferFilter = {}): Record<OfferFacet, string[]> {
	const providers = new Set<string>();
	let cheapest: number | undefined;
	let tools = false;
	let structured = false;
	for (const offer of offers) {
		if (offerPasses(offer, without(filter, "provider"))) providers.add(offer.provider);
		if (offer.price !== undefined && offerPasses(offer, without(filter, "maxPrice"))) {
			cheapest = cheapest === undefined ? offer.price : Math.min(cheapest, offer.price);
		}
		if (offer.tools && offerPasses(offer, without(filter, "tools"))) tools = true;
		if (offer.structuredOutput && offerPasses(offer, without(filter, "structuredOutput"))) structured = true;
	}
	const lowest = cheapest;
	return {
		provider: [...providers],
		maxPrice: lowest === undefined ? [] : PRICE_STEPS.filter((step) => lowest <= step).map(String),
		tools: tools ? ["true"] : [],
		structuredOutput: structured ? ["true"] : [],
	};
}

/** How a `maxPrice` facet value reads on a chip: "≤ $1 / M tokens". */
export const maxPriceLabel = (value: string): string => `≤ $${value} / M tokens`;
