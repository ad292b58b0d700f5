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

const MODELS: ModelRecord[] = [
	card("acme/asr-good", [
		{ dataset: "librispeech_asr", config: "clean", split: "test", type: "wer", value: 2.1, verified: true },
	]),
	card("acme/asr-bad", [
		{ dataset: "librispeech_asr", config: "clean", split: "test", type: "wer", value: 5.4 },
		{ dataset: "librispeech_asr", config: "other", split: "test", type: "wer", value: 9.9 },
	]),
	card("acme/qa-big", [{ dataset: "squad_v2", type: "f1", value: 91.2 }]),
	card("acme/qa-small", [{ dataset: "squad_v2", type: "f1", value: 80.5 }]),
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
		expect(body).toContainEqual({ dataset: "squad_v2", metric: "f1", higherIsBetter: true, models: 2 });
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
		expect((body.rows as { id: string }[]).map((r) => r.id)).toEqual(["acme/qa-big", "acme/qa-small"]);
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
