import { describe, expect, it } from "vitest";
import {
	describeHubError,
	EXPAND_FIELDS,
	fetchModelRecord,
	type HubError,
	modelApiUrl,
	recordFromHub,
} from "../src/hub.js";

/** A fetch that answers from a list and records what it was asked. */
function fakeFetch(answers: (() => Response | Promise<Response>)[]) {
	const requests: { url: string; headers: Record<string, string> }[] = [];
	const fetch = (async (url: string, init?: RequestInit) => {
		requests.push({ url, headers: { ...(init?.headers as Record<string, string>) } });
		const next = answers[Math.min(requests.length - 1, answers.length - 1)];
		if (!next) throw new Error("no answer");
		return next();
	}) as typeof globalThis.fetch;
	return { fetch, requests };
}

const json =
	(body: unknown, status = 200) =>
	() =>
		new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const noSleep = async () => {};

describe("modelApiUrl", () => {
	it("asks for every expand field and escapes the id's segments", () => {
		const url = new URL(modelApiUrl("https://hub.example/", "own er/na#me"));
		expect(url.pathname).toBe("/api/models/own%20er/na%23me");
		expect(url.searchParams.getAll("expand[]")).toEqual([...EXPAND_FIELDS]);
		expect(EXPAND_FIELDS).toContain("inferenceProviderMapping");
	});
});

describe("fetchModelRecord", () => {
	it("returns the validated record, mapping normalised to a list, with the token as a bearer", async () => {
		const { fetch, requests } = fakeFetch([
			json({
				id: "a/b",
				pipeline_tag: "text-generation",
				inferenceProviderMapping: { together: { providerId: "a/b-t", task: "conversational", status: "live" } },
			}),
		]);
		const result = await fetchModelRecord("http://hub.test", "a/b", { fetch, token: "hf_secret" });
		expect(result).toEqual({
			ok: true,
			model: {
				id: "a/b",
				pipeline_tag: "text-generation",
				inferenceProviderMapping: [
					{ provider: "together", providerId: "a/b-t", task: "conversational", status: "live" },
				],
			},
		});
		expect(requests[0]?.headers.authorization).toBe("Bearer hf_secret");
		expect(requests[0]?.url.startsWith("http://hub.test/api/models/a/b?expand[]=author&")).toBe(true);
	});

	it("retries 503 then succeeds, and gives up after 3 retries", async () => {
		const flaky = fakeFetch([json({}, 503), json({}, 503), json({ id: "a/b" })]);
		expect((await fetchModelRecord("http://hub.test", "a/b", { fetch: flaky.fetch, sleep: noSleep })).ok).toBe(true);
		expect(flaky.requests).toHaveLength(3);
		const busy = fakeFetch([json({}, 503)]);
		const result = await fetchModelRecord("http://hub.test", "a/b", { fetch: busy.fetch, sleep: noSleep });
		expect(result).toEqual({ ok: false, error: { kind: "status", status: 503 } });
		expect(busy.requests).toHaveLength(4);
	});

	it("types every failure", async () => {
		const cases: [() => Response | Promise<Response>, HubError][] = [
			[json({ error: "Repository not found" }, 404), { kind: "not-found" }],
			[json({ error: "Invalid credentials" }, 401), { kind: "not-found" }],
			[json({}, 500), { kind: "status", status: 500 }],
			[() => new Response("{not json"), { kind: "malformed-json" }],
			[json({ id: 42, tags: "x" }), { kind: "malformed-record" }],
			[
				() => {
					throw new TypeError("fetch failed");
				},
				{ kind: "unreachable" },
			],
			[
				() => {
					throw new DOMException("The operation timed out.", "TimeoutError");
				},
				{ kind: "timeout" },
			],
		];
		for (const [answer, error] of cases) {
			const { fetch, requests } = fakeFetch([answer]);
			expect(await fetchModelRecord("http://hub.test", "a/b", { fetch, sleep: noSleep })).toEqual({ ok: false, error });
			expect(requests).toHaveLength(1);
		}
	});
});

describe("describeHubError", () => {
	it("says what went wrong in one line, naming the hub", () => {
		const hub = "http://hub.test";
		expect(describeHubError({ kind: "not-found" }, hub, "a/b")).toBe("model not found on http://hub.test: a/b");
		expect(describeHubError({ kind: "timeout" }, "upstream hub", "a/b")).toBe("upstream hub timed out");
		expect(describeHubError({ kind: "unreachable" }, hub, "a/b")).toBe("cannot reach http://hub.test");
		expect(describeHubError({ kind: "status", status: 503 }, hub, "a/b")).toBe("http://hub.test answered 503");
		expect(describeHubError({ kind: "malformed-json" }, hub, "a/b")).toBe("http://hub.test sent malformed JSON");
		expect(describeHubError({ kind: "malformed-record" }, hub, "a/b")).toBe(
			"http://hub.test sent a malformed model record",
		);
	});
});

describe("recordFromHub", () => {
	it("rejects non-objects and records without a valid id", () => {
		expect(recordFromHub(null)).toBeUndefined();
		expect(recordFromHub([{ id: "a/b" }])).toBeUndefined();
		expect(recordFromHub({ id: "not an id" })).toBeUndefined();
		expect(recordFromHub({ tags: [] })).toBeUndefined();
	});

	it("rejects records whose id no route could serve, by the routes' id rule", () => {
		expect(recordFromHub({ id: "evil/.." })).toBeUndefined();
		expect(recordFromHub({ id: `acme/${"x".repeat(97)}` })).toBeUndefined();
		expect(recordFromHub({ id: `acme/${"x".repeat(96)}` })).toEqual({ id: `acme/${"x".repeat(96)}` });
	});

	it("keeps valid fields and drops invalid optional ones", () => {
		expect(recordFromHub({ id: "a/b", tags: ["x"], pipeline_tag: 3, mask_token: null })).toEqual({
			id: "a/b",
			tags: ["x"],
		});
	});
});
