/**
 * The providers of a model side by side: the order a reader asks for (cheapest first by default,
 * unknown prices last), the marks, the blended price and the cost line, and the honest gaps: no
 * price shows as "price not published", an old figure is stale with its date, a validation
 * latency says who measured it.
 */
import type { InferenceProviderMappingEntry, ModelRecord } from "@hubkit/catalog";
import { parseModelRecord } from "@hubkit/catalog";
import { describe, expect, it } from "vitest";
import {
	asOfText,
	BLENDED_RATIO,
	blendedText,
	checkProviderSort,
	formatUsd,
	fromPrice,
	fromPriceText,
	modelDecisionFacts,
	PRICE_NOT_PUBLISHED,
	priceText,
	providerComparison,
} from "../src/index.js";

const NOW = new Date("2026-11-27T12:00:00Z");
const ROUTER = { kind: "router" as const, url: "https://router.huggingface.co/v1/models" };

const served = (
	provider: string,
	facts: Partial<InferenceProviderMappingEntry> = {},
): InferenceProviderMappingEntry => ({
	provider,
	providerId: `${provider}/chat`,
	task: "conversational",
	status: "live",
	...facts,
});

const MODEL: ModelRecord = {
	id: "acme/chat",
	pipeline_tag: "text-generation",
	inferenceProviderMapping: [
		served("dear", {
			pricing: { input: 0.9, output: 0.9 },
			contextLength: 131072,
			performance: { firstTokenLatencyMs: 900 },
			source: ROUTER,
			asOf: "2026-11-20",
		}),
		served("unpriced", { contextLength: 32768, source: ROUTER, asOf: "2026-11-20" }),
		served("cheap", {
			pricing: { input: 0.1, output: 0.3 },
			contextLength: 8192,
			tools: true,
			performance: { firstTokenLatencyMs: 200, throughput: 150 },
			source: [ROUTER, { kind: "validation", fields: ["performance"] }],
			asOf: "2026-11-21",
		}),
		served("middle", {
			pricing: { input: 0.2, output: 0.6 },
			performance: { firstTokenLatencyMs: 400 },
			source: ROUTER,
			asOf: "2026-11-22",
		}),
	],
};

const order = (view: ReturnType<typeof providerComparison>) => view.providers.map((p) => p.provider);

describe("providerComparison", () => {
	it("puts the cheapest first by default and a provider with no price last, saying it is not published", () => {
		const view = providerComparison(MODEL, { now: NOW });
		expect(order(view)).toEqual(["cheap", "middle", "dear", "unpriced"]);
		const unpriced = view.providers.at(-1);
		expect(unpriced?.pricing).toBeUndefined();
		expect(unpriced && priceText(unpriced)).toBe(PRICE_NOT_PUBLISHED);
		expect(view.providers[0] && priceText(view.providers[0])).toBe("$0.10 in / $0.30 out per M tokens");
	});

	it("sorts by context (longest first) and by first-token latency (quickest first), unknown last", () => {
		expect(order(providerComparison(MODEL, { sort: "context", now: NOW }))).toEqual([
			"dear",
			"unpriced",
			"cheap",
			"middle",
		]);
		expect(order(providerComparison(MODEL, { sort: "latency", now: NOW }))).toEqual([
			"cheap",
			"middle",
			"dear",
			"unpriced",
		]);
	});

	it("marks the cheapest, the fastest and the longest context", () => {
		const marks = Object.fromEntries(
			providerComparison(MODEL, { now: NOW }).providers.map((p) => [p.provider, p.marks]),
		);
		expect(marks).toEqual({
			cheap: ["cheapest", "fastest"],
			middle: [],
			dear: ["longest-context"],
			unpriced: [],
		});
	});

	it("blends input and output at the stated ratio and prices the example work at the cheapest provider", () => {
		const view = providerComparison(MODEL, { now: NOW });
		const cheap = view.providers[0];
		expect(BLENDED_RATIO).toEqual({ input: 3, output: 1 });
		expect(cheap?.blendedPrice).toBeCloseTo((3 * 0.1 + 0.3) / 4);
		expect(cheap && blendedText(cheap)).toBe("$0.15 / M tokens (3:1)");
		// 1,000 × (1,000 × $0.10 + 500 × $0.30) / 1M = $0.25
		expect(view.costLine).toBe("1,000 requests of 1,000 in + 500 out tokens ≈ $0.25 at cheap");
	});

	it("labels a latency the hub's validation calls measured as such, and keeps each fact's source", () => {
		const cheap = providerComparison(MODEL, { now: NOW }).providers[0];
		expect(cheap?.latencyMeasuredBy).toContain("validation calls");
		expect(cheap?.latencyMeasuredBy).toContain("not traffic percentiles");
		expect(cheap?.source.map((s) => s.kind)).toEqual(["router", "validation"]);
		expect(cheap?.source[0]).toMatchObject({ url: ROUTER.url, asOf: "2026-11-21" });
	});

	it("flags a figure older than its freshness window as stale, with its date, by the clock and not the record", () => {
		const fresh = providerComparison(MODEL, { now: NOW });
		expect(fresh.providers.every((p) => !p.stale)).toBe(true);
		expect(fresh.asOf).toBe("2026-11-20");
		const later = providerComparison(MODEL, { now: new Date("2027-03-01T00:00:00Z") });
		const dear = later.providers.find((p) => p.provider === "dear");
		expect(dear?.stale).toBe(true);
		expect(dear && asOfText(dear)).toBe("stale: read 2026-11-20");
	});

	it("never shows a price of 0: the validator refuses it, and a record built in code without validation reads as unknown", () => {
		const zero = { ...MODEL, inferenceProviderMapping: [served("free", { pricing: { input: 0, output: 0 } })] };
		const parsed = parseModelRecord(zero);
		expect(parsed.ok).toBe(false);
		if (!parsed.ok) expect(parsed.errors[0]?.path).toBe("inferenceProviderMapping.0.pricing.input");
		const row = providerComparison(zero, { now: NOW }).providers[0];
		expect(row && priceText(row)).toBe(PRICE_NOT_PUBLISHED);
		expect(providerComparison(zero, { now: NOW }).costLine).toBeUndefined();
	});

	it("lists a staging provider after the live ones and never marks it", () => {
		const model = {
			...MODEL,
			inferenceProviderMapping: [
				served("trial", { status: "staging", pricing: { input: 0.01, output: 0.01 } }),
				served("a", { pricing: { input: 0.5, output: 0.5 } }),
				served("b", { pricing: { input: 0.6, output: 0.6 } }),
			],
		};
		const view = providerComparison(model, { now: NOW });
		expect(order(view)).toEqual(["a", "b", "trial"]);
		expect(view.providers[0]?.marks).toEqual(["cheapest"]);
		expect(view.costLine).toContain("at a");
	});

	it("shows a unit price where the task is priced per image", () => {
		const model: ModelRecord = {
			id: "acme/painter",
			pipeline_tag: "text-to-image",
			inferenceProviderMapping: [
				served("fal-ai", { task: "text-to-image", pricing: { perImage: 0.025 } }),
				served("replicate", { task: "text-to-image" }),
			],
		};
		const view = providerComparison(model, { now: NOW });
		expect(view.providers.map((p) => priceText(p))).toEqual(["$0.025 per image", PRICE_NOT_PUBLISHED]);
		expect(view.costLine).toBeUndefined();
		// No token prices, context or tool calls to compare for an image model.
		expect(view.llmColumns).toBe(false);
	});

	it("gives the LLM columns to a model some provider serves as a chat API", () => {
		expect(providerComparison(MODEL, { now: NOW }).llmColumns).toBe(true);
	});
});

describe("labels", () => {
	it("writes small prices with two significant figures and never rounds one to $0", () => {
		expect(formatUsd(0.0035)).toBe("$0.0035");
		expect(formatUsd(0.05)).toBe("$0.05");
		expect(formatUsd(12.5)).toBe("$12.50");
		expect(formatUsd(0.000123)).toBe("$0.000123");
		expect(formatUsd(0.1)).toBe("$0.10");
		expect(formatUsd(0.025)).toBe("$0.025");
	});

	it("says when a row's figures were read, and nothing for a row without any", () => {
		expect(asOfText({ source: [], stale: false })).toBe("—");
		expect(asOfText({ source: [{ kind: "curated" }], stale: false })).toBe("date not known");
		expect(asOfText({ source: [{ kind: "router" }], asOf: "2026-11-20", stale: false })).toBe("as of 2026-11-20");
	});

	it("refuses a sort it does not know, naming the field", () => {
		expect(checkProviderSort(undefined)).toEqual({ ok: true, value: "price" });
		expect(checkProviderSort("speed")).toEqual({
			ok: false,
			error: 'sort must be price, context, latency, not "speed"',
			field: "sort",
		});
	});
});

describe("from price", () => {
	it("gives a task table the cheapest live blended price with its provider, and nothing when none is published", () => {
		const row = modelDecisionFacts(MODEL);
		expect(row.fromPrice?.provider).toBe("cheap");
		expect(row.fromPrice?.blendedPrice).toBeCloseTo(0.15);
		expect(row.fromPrice && fromPriceText(row.fromPrice)).toBe("from $0.15 / M tokens at cheap");
		const unpriced = { ...MODEL, inferenceProviderMapping: [served("unpriced", { contextLength: 8192 })] };
		expect(modelDecisionFacts(unpriced).fromPrice).toBeUndefined();
		const old = fromPrice(MODEL, new Date("2027-06-01T00:00:00Z"));
		expect(old && fromPriceText(old)).toBe("from $0.15 / M tokens at cheap (stale: read 2026-11-21)");
	});
});
