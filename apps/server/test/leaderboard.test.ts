/**
 * Leaderboards from the catalogue's evaluation results: `GET /api/benchmarks`, `GET /api/leaderboard`
 * (a lower-is-better metric ascending, a higher-is-better one descending, a 400 naming the field),
 * and `GET /api/models?sort=<dataset>:<metric>` (models without the figure last).
 */
import type { ModelRecord } from "@hubkit/catalog";
import { describe, expect, it } from "vitest";
import { createApp } from "../src/app.js";

const card = (
	id: string,
	results: { dataset: string; config?: string; split?: string; type: string; value: number; verified?: boolean }[],
): ModelRecord => ({
	id,
	downloads: 10,
	cardData: {
		"model-index": [
			{
				results: results.map((r) => ({
					dataset: { type: r.dataset, config: r.config, split: r.split },
					metrics: [{ type: r.type, value: r.value, verified: r.verified }],
				})),
			},
		],
	},
});

const withLicence = (model: ModelRecord, license: string): ModelRecord => ({
	...model,
	cardData: { ...model.cardData, license },
});
/** Safetensors weights of `parameters` in BF16. */
const sized = (model: ModelRecord, parameters: number): ModelRecord => ({
	...model,
	library_name: "transformers",
	siblings: [{ rfilename: "model.safetensors" }],
	safetensors: { parameters: { BF16: parameters }, total: parameters },
});

const MODELS: ModelRecord[] = [
	card("acme/asr-good", [
		{ dataset: "librispeech_asr", config: "clean", split: "test", type: "wer", value: 2.1, verified: true },
	]),
	card("acme/asr-bad", [
		{ dataset: "librispeech_asr", config: "clean", split: "test", type: "wer", value: 5.4 },
		{ dataset: "librispeech_asr", config: "other", split: "test", type: "wer", value: 9.9 },
	]),
	sized(withLicence(card("acme/qa-big", [{ dataset: "squad_v2", type: "f1", value: 91.2 }]), "cc-by-nc-4.0"), 30e9),
	sized(withLicence(card("acme/qa-small", [{ dataset: "squad_v2", type: "f1", value: 80.5 }]), "apache-2.0"), 1e8),
	withLicence(card("acme/qa-custom", [{ dataset: "squad_v2", type: "f1", value: 60 }]), "other"),
	card("acme/odd", [{ dataset: "arena", type: "arena_points", value: 3 }]),
	{ id: "acme/no-results", downloads: 1000 },
];
const app = createApp({ models: MODELS });

const get = async (path: string) => {
	const res = await app.request(path);
	return { status: res.status, body: (await res.json()) as Record<string, unknown> & unknown[] };
};

describe("GET /api/benchmarks", () => {
	it("lists each dataset, config, split and metric with its direction and how many models report it", async () => {
		const { status, body } = await get("/api/benchmarks");
		expect(status).toBe(200);
		expect(body).toContainEqual({
			dataset: "librispeech_asr",
			config: "clean",
			split: "test",
			metric: "wer",
			higherIsBetter: false,
			models: 2,
		});
		expect(body).toContainEqual({
			dataset: "librispeech_asr",
			config: "other",
			split: "test",
			metric: "wer",
			higherIsBetter: false,
			models: 1,
		});
		expect(body).toContainEqual({ dataset: "squad_v2", metric: "f1", higherIsBetter: true, models: 3 });
		expect(body).toContainEqual({ dataset: "arena", metric: "arena_points", higherIsBetter: null, models: 1 });
	});
});

describe("GET /api/leaderboard", () => {
	it("ranks a lower-is-better metric ascending, with each row's source badge", async () => {
		const { status, body } = await get("/api/leaderboard?dataset=librispeech_asr&metric=wer&config=clean");
		expect(status).toBe(200);
		expect(body.higherIsBetter).toBe(false);
		expect(body.rows).toEqual([
			expect.objectContaining({ id: "acme/asr-good", value: 2.1, badge: "verified" }),
			expect.objectContaining({ id: "acme/asr-bad", value: 5.4, badge: "self-reported" }),
		]);
	});

	it("ranks a higher-is-better metric descending", async () => {
		const { body } = await get("/api/leaderboard?dataset=squad_v2&metric=f1");
		expect((body.rows as { id: string }[]).map((r) => r.id)).toEqual([
			"acme/qa-big",
			"acme/qa-small",
			"acme/qa-custom",
		]);
	});

	it("gives each row the model's weights, named licence with its verdict, and the first device it runs whole on", async () => {
		const { body } = await get("/api/leaderboard?dataset=squad_v2&metric=f1");
		const facts = Object.fromEntries((body.rows as { id: string; facts: unknown }[]).map((r) => [r.id, r.facts]));
		expect(facts["acme/qa-small"]).toMatchObject({
			weights: "safetensors 200 MB",
			parameters: 1e8,
			licenseName: "Apache 2.0",
			commercialUse: "yes",
			wholeOn: "rtx-2060",
			wholeOnLabel: "NVIDIA GeForce RTX 2060 6 GB",
		});
		expect(facts["acme/qa-big"]).toMatchObject({ licenseName: "CC BY-NC 4.0", commercialUse: "no" });
		expect((facts["acme/qa-big"] as { wholeOn: string }).wholeOn).not.toBe("rtx-2060");
		expect(facts["acme/qa-custom"]).toMatchObject({
			weights: "size unknown",
			licenseName: "custom licence (not read)",
			licenseUrl: "https://huggingface.co/acme/qa-custom",
			wholeOn: "size-unknown",
			wholeOnLabel: "Size unknown",
		});
		expect(facts["acme/qa-custom"]).not.toHaveProperty("commercialUse");
		// What the filters read is not answered.
		expect(body.rows as object[]).not.toContainEqual(expect.objectContaining({ match: expect.anything() }));
	});

	it("filters by licence, commercial use and a device the model runs whole on, as /api/models words them", async () => {
		const ids = async (filters: string) => {
			const { status, body } = await get(`/api/leaderboard?dataset=squad_v2&metric=f1&${filters}`);
			expect(status, filters).toBe(200);
			return (body.rows as { id: string }[]).map((r) => r.id);
		};
		expect(await ids("license=apache-2.0")).toEqual(["acme/qa-small"]);
		expect(await ids("commercial=true")).toEqual(["acme/qa-small"]);
		// A loose spelling of a device, as the list's `fits` reads it.
		expect(await ids("fits=RTX 2060")).toEqual(["acme/qa-small"]);
		expect(await ids("fits=size-unknown")).toEqual(["acme/qa-custom"]);
		expect(await ids("fits=h100-80gb")).toEqual(["acme/qa-big", "acme/qa-small"]);
	});

	it("answers 400 naming a bad filter and what it takes, not an unknown parameter", async () => {
		for (const [filters, field, says] of [
			["fits=toaster", "fits", /unknown device: toaster/],
			["commercial=yes", "commercial", /commercial must be true/],
			["license=", "license", /license is empty/],
		] as const) {
			const { status, body } = await get(`/api/leaderboard?dataset=squad_v2&metric=f1&${filters}`);
			expect(status, filters).toBe(400);
			expect(body.field, filters).toBe(field);
			// A route that did not take the filter would also answer 400, with "unknown parameter".
			expect(String(body.error), filters).toMatch(says);
		}
	});

	it("answers 400 naming the field: a missing metric, an unknown dataset or metric, an ambiguous config", async () => {
		const cases: [string, string][] = [
			["/api/leaderboard?dataset=squad_v2", "metric"],
			["/api/leaderboard?dataset=nope&metric=f1", "dataset"],
			["/api/leaderboard?dataset=squad_v2&metric=wer", "metric"],
			["/api/leaderboard?dataset=librispeech_asr&metric=wer", "config"],
		];
		for (const [path, field] of cases) {
			const { status, body } = await get(path);
			expect(status, path).toBe(400);
			expect(body.field, path).toBe(field);
			expect(String(body.error), path).not.toBe("");
		}
	});
});

describe("GET /api/models?sort=<dataset>:<metric>", () => {
	it("ranks the list by the figure, best first, models without it last", async () => {
		const { status, body } = await get("/api/models?sort=squad_v2:f1");
		expect(status).toBe(200);
		const ids = (body.models as { id: string }[]).map((m) => m.id);
		expect(ids.slice(0, 2)).toEqual(["acme/qa-big", "acme/qa-small"]);
		expect(ids).toContain("acme/no-results");
	});

	it("ranks an error rate lowest first with the four-part form naming config and split", async () => {
		const { body } = await get("/api/models?sort=librispeech_asr:clean:test:wer");
		expect((body.models as { id: string }[]).slice(0, 2).map((m) => m.id)).toEqual(["acme/asr-good", "acme/asr-bad"]);
	});

	it("refuses a sort naming no benchmark of the catalogue, or a malformed one, naming sort", async () => {
		for (const path of [
			"/api/models?sort=squad_v2:wer",
			"/api/models?sort=librispeech_asr:wer",
			"/api/models?sort=a:b:c",
		]) {
			const { status, body } = await get(path);
			expect(status, path).toBe(400);
			expect(body.field, path).toBe("sort");
		}
	});
});
