/**
 * The proof of each library snippet in the API answer: `libraries[].verification[]`, parallel to
 * `snippets[]`, `ran` (with the library and version) for the snippets the snippet lab executed,
 * `same-template` (naming the sample) for the same template under another id, `parsed` for the
 * others, and declared in the OpenAPI document.
 */
import { SNIPPET_VERIFICATION } from "@hubkit/catalog";
import { getSampleModel } from "@hubkit/sample-models";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../src/server.js";

/** A sample model whose transformers snippets all ran in the lab (the manifest lists them). */
const RAN_ID = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";
const ran = getSampleModel(RAN_ID);
if (!ran) throw new Error(`${RAN_ID} left the sample catalogue`);
const TRANSFORMERS = SNIPPET_VERIFICATION.libraries.transformers;

interface Verification {
	level: string;
	library?: string;
	version?: string;
}
interface Answer {
	libraries: { library: string; snippets: string[]; verification: Verification[] }[];
}

let server: RunningServer;
beforeAll(async () => {
	server = await startServer({ port: 0, models: [ran], log: () => {} });
});
afterAll(async () => {
	await server.close();
});

async function json<T>(path: string, init?: RequestInit): Promise<T> {
	const res = await fetch(`${server.url}${path}`, init);
	expect(res.status, path).toBe(200);
	return (await res.json()) as T;
}

describe("API: verification of library snippets", () => {
	it("says each transformers snippet of the model page ran, with the transformers version", async () => {
		const body = await json<Answer>(`/api/models/${RAN_ID}/snippets`);
		const view = body.libraries.find((l) => l.library === "transformers");
		expect(view?.snippets.length).toBeGreaterThan(0);
		expect(view?.verification).toHaveLength(view?.snippets.length ?? -1);
		expect(TRANSFORMERS?.version).toMatch(/^\d+\.\d+/);
		for (const v of view?.verification ?? []) {
			expect(v).toEqual({ level: "ran", library: "transformers", version: TRANSFORMERS?.version });
		}
	});

	it("says the same template ran for the sample, for a copy of it under another id (POST /api/snippets)", async () => {
		const model = { ...ran, id: "acme/never-ran", author: "acme" };
		const body = await json<Answer>("/api/snippets", {
			method: "POST",
			headers: { "content-type": "application/json" },
			body: JSON.stringify({ model }),
		});
		const view = body.libraries.find((l) => l.library === "transformers");
		expect(view?.verification).toHaveLength(view?.snippets.length ?? -1);
		for (const v of view?.verification ?? []) {
			expect(v).toEqual({
				level: "same-template",
				sample: RAN_ID,
				sampleLevel: "ran",
				library: "transformers",
				version: TRANSFORMERS?.version,
			});
		}
	});

	it("says parsed for the snippets of a record no sample shares a template with (POST /api/snippets)", async () => {
		const model = { id: "acme/never-ran", library_name: "mars5-tts", pipeline_tag: "text-to-speech", tags: [] };
		const body = await json<Answer>("/api/snippets", {
			method: "POST",
			headers: { "content-type": "application/json" },
			body: JSON.stringify({ model }),
		});
		expect(body.libraries.length).toBeGreaterThan(0);
		for (const view of body.libraries) {
			expect(view.verification).toHaveLength(view.snippets.length);
			for (const v of view.verification) expect(v).toEqual({ level: "parsed" });
		}
	});

	it("declares the field in the OpenAPI document", async () => {
		const doc = await json<{ components: { schemas: Record<string, { properties?: Record<string, unknown> }> } }>(
			"/api/openapi.json",
		);
		const schema = doc.components.schemas.SnippetVerification;
		expect(Object.keys(schema?.properties ?? {}).sort()).toEqual([
			"against",
			"language",
			"level",
			"library",
			"provider",
			"sample",
			"sampleLevel",
			"version",
		]);
		expect(JSON.stringify(doc.components.schemas.Snippets)).toContain("SnippetVerification");
	});
});
