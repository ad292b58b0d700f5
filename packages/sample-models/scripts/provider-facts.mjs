/**
 * A dated snapshot of what providers publish for the sample models they serve: price per million
 * input and output tokens, context length, tool calling, structured output. build-data.mjs writes
 * each entry into the record's inferenceProviderMapping entry for that provider (lib.mjs
 * `withProviderFacts`), so the embedded catalogue's "Run via an API" table, `hubkit providers` and
 * GET /api/models/{id}/providers show them with their source.
 *
 * Every figure comes from the page in its `source.url`, read on `source.asOf`; a figure that was
 * not found stays out, and the table says "price not published" or "—" for it. These pages were
 * read from stored public copies (no live network here): where two copies of one page disagreed,
 * the figure kept is the one the newest-looking copy states and `note` says so. The router's own
 * listing (router.huggingface.co/v1/models) could not be read for this snapshot: with HUB_URL set
 * the server reads it live instead (hub-core router.ts).
 *
 * `SNAPSHOT_DATE` is the day the snapshot was taken; test/provider-facts.test.ts fails when it is
 * older than MAX_SNAPSHOT_AGE_DAYS by today's clock, so the snapshot is refreshed, not left to rot.
 *
 * Shape: { [modelId]: { [provider]: { pricing?: { input, output }, contextLength?, maxOutputTokens?,
 * tools?, structuredOutput?, source: { kind: "price-page" | "curated", url: "https://…", asOf:
 * "YYYY-MM-DD", note? } } } }
 */

export const SNAPSHOT_DATE = "2026-11-27";

const CEREBRAS_GPT_OSS = {
	kind: "price-page",
	url: "https://inference-docs.cerebras.ai/models/openai-oss",
	asOf: SNAPSHOT_DATE,
	note: "Exploration pricing for gpt-oss-120b; an older copy of the page listed $0.25 / $0.69, the current one (with the Developer tier and a 40k output limit) $0.35 / $0.75. Context: 131k tokens on paid tiers (65k on the free tier). Capabilities: Tool Calling, Structured Outputs.",
};

const FIREWORKS_GPT_OSS = {
	kind: "price-page",
	url: "https://fireworks.ai/models/fireworks/gpt-oss-120b",
	asOf: SNAPSHOT_DATE,
	note: "Serverless: $0.15 / $0.60 per 1M tokens (input/output); maximum context stated as 128K tokens.",
};

const FIREWORKS_GPT_OSS_20B = {
	kind: "price-page",
	url: "https://fireworks.ai/models/fireworks/gpt-oss-20b",
	asOf: SNAPSHOT_DATE,
	note: "Serverless: $0.07 / $0.04 / $0.30 per 1M tokens (input / cached input / output); maximum context 131,072 tokens.",
};

export const PROVIDER_FACTS = {
	"openai/gpt-oss-120b": {
		cerebras: {
			pricing: { input: 0.35, output: 0.75 },
			contextLength: 131072,
			tools: true,
			structuredOutput: true,
			source: CEREBRAS_GPT_OSS,
		},
		"fireworks-ai": {
			pricing: { input: 0.15, output: 0.6 },
			contextLength: 131072,
			source: FIREWORKS_GPT_OSS,
		},
	},
	"openai/gpt-oss-20b": {
		"fireworks-ai": {
			pricing: { input: 0.07, output: 0.3 },
			contextLength: 131072,
			source: FIREWORKS_GPT_OSS_20B,
		},
	},
};
