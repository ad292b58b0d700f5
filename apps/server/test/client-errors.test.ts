/** A request Node refuses before the app (a URL over its header limit) still gets an error in Hubkit's words. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../src/server.js";

let server: RunningServer;
beforeAll(async () => {
	server = await startServer({ port: 0, models: [] });
});
afterAll(() => server.close());

describe("requests the HTTP parser refuses", () => {
	it("answers a 20,000-character query with 431 and a JSON error saying what to do", async () => {
		const res = await fetch(`${server.url}/api/models?search=${"a".repeat(20_000)}`);
		expect(res.status).toBe(431);
		const body = (await res.json()) as { error: string };
		expect(body.error).toMatch(/over 16 KB: shorten the query/);
	});

	it("still answers a normal request after it", async () => {
		expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
	});
});
