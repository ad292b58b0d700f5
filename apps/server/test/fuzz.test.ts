import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../src/server.js";
import { FIXTURE_MODELS } from "./fixtures.js";

let server: RunningServer;
beforeAll(async () => {
	server = await startServer({ port: 0, models: FIXTURE_MODELS, webDir: "/nonexistent-hubkit-web" });
});
afterAll(() => server.close());

/** Every answer to a hostile request is 200 or a 4xx JSON `{ error, field? }`: never a 500, never a stack. */
async function expectHandled(res: Response) {
	expect(res.status === 200 || (res.status >= 400 && res.status < 500), `status ${res.status}`).toBe(true);
	expect(res.headers.get("content-type")).toMatch(/^application\/json/);
	const body = (await res.json()) as Record<string, unknown>;
	if (res.status !== 200) {
		expect(typeof body.error).toBe("string");
		expect(String(body.error)).not.toMatch(/\n\s+at /);
	}
}

const text = fc.oneof(
	fc.string(),
	fc.string({ unit: "grapheme" }),
	fc.constantFrom("", "true", "1", "auto", "python", "curl"),
);
const segment = fc.string({ minLength: 1 }).filter((s) => s !== "." && s !== "..");
const params = ["provider", "language", "client", "streaming", "billTo", "directRequest", "endpointUrl", "x"];

describe("server: hostile input never yields a 500", () => {
	it("snippets query strings", async () => {
		await fc.assert(
			fc.asyncProperty(fc.dictionary(fc.constantFrom(...params), text, { maxKeys: 5 }), async (query) => {
				const qs = new URLSearchParams(query).toString();
				await expectHandled(await fetch(`${server.url}/api/models/acme/chat-7b/snippets?${qs}`));
			}),
			{ numRuns: 150 },
		);
	});

	it("model list query strings", async () => {
		const keys = ["search", "pipeline_tag", "library", "limit", "offset", "sort"];
		await fc.assert(
			fc.asyncProperty(fc.dictionary(fc.constantFrom(...keys), text, { maxKeys: 6 }), async (query) => {
				await expectHandled(await fetch(`${server.url}/api/models?${new URLSearchParams(query)}`));
			}),
			{ numRuns: 100 },
		);
	});

	it("model path segments", async () => {
		await fc.assert(
			// "." and ".." are resolved by the client before sending, so they never reach the route.
			fc.asyncProperty(segment, segment, async (owner, name) => {
				const path = `/api/models/${encodeURIComponent(owner)}/${encodeURIComponent(name)}`;
				const res = await fetch(`${server.url}${path}`);
				await expectHandled(res);
			}),
			{ numRuns: 100 },
		);
	});

	it("POST /api/snippets bodies", async () => {
		const body = fc.oneof(
			fc.jsonValue().map((v) => JSON.stringify(v)),
			fc.record({ model: fc.jsonValue(), provider: text, options: fc.jsonValue() }).map((v) => JSON.stringify(v)),
			fc
				.record({
					model: fc.record({
						id: fc.constantFrom("a/b", "acme/x"),
						pipeline_tag: text,
						library_name: text,
						tags: fc.array(text),
					}),
					provider: fc.constantFrom("auto", "together", "hf-inference"),
					options: fc.record({ streaming: fc.boolean(), billTo: text, endpointUrl: text }, { requiredKeys: [] }),
				})
				.map((v) => JSON.stringify(v)),
			fc.string(),
		);
		await fc.assert(
			fc.asyncProperty(body, async (payload) => {
				const res = await fetch(`${server.url}/api/snippets`, {
					method: "POST",
					headers: { "content-type": "application/json" },
					body: payload,
				});
				await expectHandled(res);
			}),
			{ numRuns: 150 },
		);
	});
});
