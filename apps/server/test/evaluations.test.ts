/** `GET /api/models/{id}` carries the record's evaluation results, read by catalog's evalResultsOf. */
import type { ModelRecord } from "@hubkit/catalog";
import { describe, expect, it } from "vitest";
import { createApp } from "../src/app.js";

const withResults: ModelRecord = {
	id: "acme/classifier",
	pipeline_tag: "text-classification",
	cardData: {
		"model-index": [
			{
				name: "classifier",
				results: [
					{
						dataset: { type: "glue", config: "sst2", split: "validation" },
						metrics: [{ type: "accuracy", value: 0.93 }, { type: "f1" }],
						source: { url: "https://example.org/paper" },
					},
				],
			},
		],
	},
};
const app = createApp({ models: [withResults, { id: "acme/plain" }] });

describe("GET /api/models/{id} evalResults", () => {
	it("answers the normalised results, and the entries skipped with their field", async () => {
		const res = await app.request("/api/models/acme/classifier");
		expect(res.status).toBe(200);
		const body = (await res.json()) as ModelRecord & { evalResults: unknown[]; evalResultsSkipped?: unknown[] };
		expect(body.evalResults).toEqual([
			{
				dataset: "glue",
				config: "sst2",
				split: "validation",
				metric: "accuracy",
				value: 0.93,
				higherIsBetter: true,
				source: "model-index",
				sourceUrl: "https://example.org/paper",
				verified: false,
			},
		]);
		expect(body.evalResultsSkipped).toEqual([
			{ path: "cardData.model-index.0.results.0.metrics.1.value", reason: "missing" },
		]);
		// The record itself is still answered as written.
		expect(body.cardData?.["model-index"]).toEqual(withResults.cardData?.["model-index"]);
	});

	it("answers an empty list for a record that reports none", async () => {
		const body = (await (await app.request("/api/models/acme/plain")).json()) as { evalResults: unknown[] };
		expect(body.evalResults).toEqual([]);
		expect(body).not.toHaveProperty("evalResultsSkipped");
	});

	it("documents evalResults in the OpenAPI document", async () => {
		const doc = JSON.stringify(await (await app.request("/api/openapi.json")).json());
		expect(doc).toContain("EvalResult");
		expect(doc).toContain("higherIsBetter");
	});
});
