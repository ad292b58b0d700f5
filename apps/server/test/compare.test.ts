/** `GET /api/compare`: models side by side, with the benchmarks they share and the best marked. */
import type { ModelRecord } from "@hubkit/catalog";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { describe, expect, it } from "vitest";
import { createApp } from "../src/app.js";

const asr = (id: string, clean: number, other?: number): ModelRecord => ({
	id,
	pipeline_tag: "automatic-speech-recognition",
	cardData: {
		license: "apache-2.0",
		"model-index": [
			{
				results: [
					{
						dataset: { type: "librispeech_asr", config: "clean", split: "test" },
						metrics: [{ type: "wer", value: clean }],
					},
					...(other === undefined
						? []
						: [
								{
									dataset: { type: "librispeech_asr", config: "other", split: "test" },
									metrics: [{ type: "wer", value: other }],
								},
							]),
				],
			},
		],
	},
});

const app = createApp({
	models: [...SAMPLE_MODELS, asr("acme/asr-a", 3.4, 7.6), asr("acme/asr-b", 2.9), asr("acme/asr-c", 5.1, 6.2)],
});

interface CompareBody {
	device: string;
	context: number;
	models: { id: string; facts: { license?: string }; fit: { label: string }; sizes: unknown[] }[];
	shared: { dataset: string; config?: string; metric: string; values: (number | null)[]; best?: number }[];
}

describe("GET /api/compare", () => {
	it("marks the lowest word error rate best among the models that report the benchmark", async () => {
		const res = await app.request("/api/compare?models=acme/asr-a,acme/asr-b,acme/asr-c");
		expect(res.status).toBe(200);
		const body = (await res.json()) as CompareBody;
		expect(body.models.map((m) => m.id)).toEqual(["acme/asr-a", "acme/asr-b", "acme/asr-c"]);
		expect(body.models[0]?.facts.license).toBe("apache-2.0");
		const clean = body.shared.find((s) => s.config === "clean");
		expect(clean).toMatchObject({ dataset: "librispeech_asr", metric: "wer", values: [3.4, 2.9, 5.1], best: 1 });
		const other = body.shared.find((s) => s.config === "other");
		expect(other).toMatchObject({ values: [7.6, null, 6.2], best: 2 });
	});

	it("says where each model runs on the device asked", async () => {
		const res = await app.request(
			"/api/compare?models=bartowski/Meta-Llama-3.1-8B-Instruct-GGUF,meta-llama/Llama-3.3-70B-Instruct&device=rtx-4060",
		);
		expect(res.status).toBe(200);
		const body = (await res.json()) as CompareBody;
		expect(body.device).toBe("rtx-4060");
		const [small, large] = body.models;
		expect(small?.fit.label).toBe("fits");
		expect(large?.fit.label).not.toBe("fits");
		expect(small?.sizes.length).toBeGreaterThan(0);
	});

	it("sizes an adapter on its base from the same catalogue, as the model page does", async () => {
		const res = await app.request(
			"/api/compare?models=smangrul/bge-small-en-lora-feature-extraction,BAAI/bge-small-en-v1.5&device=rtx-4060",
		);
		expect(res.status).toBe(200);
		const [adapter, base] = ((await res.json()) as CompareBody).models;
		expect(adapter?.fit.label).not.toBe("size unknown");
		expect(adapter?.fit.label).toBe(base?.fit.label);
		expect(adapter?.sizes.length).toBeGreaterThan(0);
	});

	it("refuses one model, five, a bad id and an unknown device with the field named; 404 names a missing model", async () => {
		for (const q of [
			"models=acme/asr-a",
			"models=a/b,c/d,e/f,g/h,i/j",
			"models=acme/asr-a,ok/..",
			"models=acme/asr-a,acme/asr-a",
		]) {
			const res = await app.request(`/api/compare?${q}`);
			expect(res.status, q).toBe(400);
			expect(((await res.json()) as { field: string }).field, q).toBe("models");
		}
		const device = await app.request("/api/compare?models=acme/asr-a,acme/asr-b&device=gtx-9000");
		expect(device.status).toBe(400);
		expect(((await device.json()) as { field: string }).field).toBe("device");
		const missing = await app.request("/api/compare?models=acme/asr-a,acme/nope");
		expect(missing.status).toBe(404);
		expect(((await missing.json()) as { error: string }).error).toBe("model not found: acme/nope");
	});
});
