/**
 * One upstream hub, one circuit breaker: outages of its records and of its list open the same
 * circuit, after which neither is asked (a hub down for records is down for lists too).
 */
import { describe, expect, it } from "vitest";
import { createApp } from "../src/app.js";

/** A hub that answers 500 to everything, counting what it is asked. */
function downHub() {
	const asked: string[] = [];
	const fetch: typeof globalThis.fetch = async (input) => {
		asked.push(new URL(String(input)).pathname);
		return new Response('{"error":"oops"}', { status: 500, headers: { "content-type": "application/json" } });
	};
	const app = createApp({
		models: [],
		hubUrl: "http://hub.test",
		upstream: { fetch, sleep: async () => undefined, breaker: { threshold: 2, coolDownMs: 30_000 }, now: () => 0 },
	});
	const answer = async (path: string) => {
		const res = await app.request(path);
		return { status: res.status, error: ((await res.json()) as { error: string }).error };
	};
	return { asked, answer };
}

const OPEN = { status: 502, error: "upstream hub is failing; not asking it again for 30 s" };

describe("an upstream hub's circuit breaker", () => {
	it("opened by failing records, refuses the list without asking the hub", async () => {
		const { asked, answer } = downHub();
		expect(await answer("/api/models/a/one")).toEqual({ status: 502, error: "upstream hub answered 500" });
		expect(await answer("/api/models/a/two")).toEqual({ status: 502, error: "upstream hub answered 500" });
		const before = asked.length;
		expect(await answer("/api/models?search=llama")).toEqual(OPEN);
		expect(await answer("/api/models/a/three/fit")).toEqual(OPEN);
		expect(asked.length).toBe(before);
	});

	it("opened by a failing list, refuses records without asking the hub", async () => {
		const { asked, answer } = downHub();
		expect(await answer("/api/models?search=a")).toEqual({ status: 502, error: "upstream hub answered 500" });
		expect(await answer("/api/models?search=b")).toEqual({ status: 502, error: "upstream hub answered 500" });
		const before = asked.length;
		expect(await answer("/api/models/a/one/snippets")).toEqual(OPEN);
		expect(asked.length).toBe(before);
	});
});
