/**
 * Provider facts in a record: what a mapping entry may say of price, context, capabilities and
 * speed, refused with the field named when it cannot be true, and unknown when left out or null.
 */
import { describe, expect, it } from "vitest";
import { parseModelRecord, sourceOf } from "../src/index.js";

const entry = (facts: Record<string, unknown>) => ({
	provider: "together",
	providerId: "acme/chat",
	task: "conversational",
	status: "live",
	...facts,
});
const record = (facts: Record<string, unknown>) => ({
	id: "acme/chat",
	pipeline_tag: "text-generation",
	inferenceProviderMapping: [entry({}), entry(facts)],
});

const FULL = {
	pricing: { input: 0.18, output: 0.59 },
	contextLength: 131072,
	maxOutputTokens: 8192,
	tools: true,
	structuredOutput: false,
	performance: { firstTokenLatencyMs: 320, throughput: 140.5 },
	source: { kind: "router", url: "https://router.huggingface.co/v1/models" },
	asOf: "2026-11-20",
};

describe("provider facts in a record", () => {
	it("reads a listing's facts with their source and date", () => {
		const parsed = parseModelRecord(record(FULL));
		expect(parsed.ok).toBe(true);
		if (!parsed.ok) return;
		const facts = parsed.model.inferenceProviderMapping?.[1];
		expect(facts?.pricing).toEqual({ input: 0.18, output: 0.59 });
		expect(facts && sourceOf(facts, "pricing")).toEqual({
			kind: "router",
			url: "https://router.huggingface.co/v1/models",
			asOf: "2026-11-20",
		});
	});

	it("reads unknown facts (absent or null) as unknown, not as refused", () => {
		expect(parseModelRecord(record({})).ok).toBe(true);
		expect(parseModelRecord(record({ pricing: { input: null, output: null }, contextLength: null })).ok).toBe(true);
	});

	it.each([
		[{ pricing: { input: -0.1, output: 0.2 } }, "inferenceProviderMapping.1.pricing.input", "more than 0"],
		[{ pricing: { input: 0, output: 0 } }, "inferenceProviderMapping.1.pricing.input", "leave it out"],
		[{ pricing: { perImage: "0.025" } }, "inferenceProviderMapping.1.pricing.perImage", "must be a number, not string"],
		[{ contextLength: 0 }, "inferenceProviderMapping.1.contextLength", "more than 0"],
		[{ contextLength: 8192.5 }, "inferenceProviderMapping.1.contextLength", "whole number"],
		[{ maxOutputTokens: -1 }, "inferenceProviderMapping.1.maxOutputTokens", "more than 0"],
		[{ tools: "yes" }, "inferenceProviderMapping.1.tools", "true or false"],
		[
			{ performance: { firstTokenLatencyMs: Number.POSITIVE_INFINITY } },
			"inferenceProviderMapping.1.performance.firstTokenLatencyMs",
			"finite",
		],
		[{ performance: { throughput: Number.NaN } }, "inferenceProviderMapping.1.performance.throughput", "finite"],
		[{ asOf: "yesterday" }, "inferenceProviderMapping.1.asOf", "date"],
		[{ asOf: "2026-02-31" }, "inferenceProviderMapping.1.asOf", "date"],
		[{ source: { kind: "rumour" } }, "inferenceProviderMapping.1.source.kind", "router"],
		[{ source: [{ kind: "curated", url: "http://example.com" }] }, "inferenceProviderMapping.1.source.0.url", "https"],
	])("refuses %j, naming the field", (facts, path, words) => {
		const parsed = parseModelRecord(record(facts));
		expect(parsed.ok).toBe(false);
		if (parsed.ok) return;
		expect(parsed.errors[0]?.path).toBe(path);
		expect(parsed.errors[0]?.message).toContain(words);
	});

	it("names the source that backs each fact when facts come from several pages", () => {
		const facts = {
			pricing: { input: 0.1, output: 0.1 },
			contextLength: 131072,
			source: [
				{ kind: "price-page", url: "https://example.com/pricing", fields: ["pricing"], asOf: "2026-11-01" },
				{ kind: "curated", url: "https://example.com/models", fields: ["contextLength"] },
			],
			asOf: "2026-11-02",
		};
		const parsed = parseModelRecord(record(facts));
		expect(parsed.ok).toBe(true);
		if (!parsed.ok) return;
		const read = parsed.model.inferenceProviderMapping?.[1];
		if (!read) throw new Error("no entry");
		expect(sourceOf(read, "pricing")?.url).toBe("https://example.com/pricing");
		expect(sourceOf(read, "contextLength")).toMatchObject({ url: "https://example.com/models", asOf: "2026-11-02" });
		expect(sourceOf(read, "tools")).toBeUndefined();
	});
});
