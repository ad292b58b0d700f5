/** The request log cannot be forged: control characters in a path are escaped, one request is one line. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { escapeControl } from "../src/http.js";
import { type RunningServer, startServer } from "../src/server.js";
import { FIXTURE_MODELS } from "./fixtures.js";

let server: RunningServer;
const lines: string[] = [];

beforeAll(async () => {
	server = await startServer({ port: 0, models: FIXTURE_MODELS, log: (line) => lines.push(line) });
});
afterAll(() => server.close());

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

describe("request log", () => {
	it("writes a forged-line URL as one line with its control characters escaped", async () => {
		lines.length = 0;
		const forged = "/api/tasks/x%0d%0aGET%20%2Fapi%2Fadmin%20200%200.1ms%0a%1b%5b2J";
		const res = await fetch(`${server.url}${forged}`);
		expect(res.status).toBeGreaterThanOrEqual(400);
		await res.arrayBuffer();
		expect(lines).toHaveLength(1);
		const [line = ""] = lines;
		expect(line).not.toMatch(CONTROL);
		expect(line.split("\n")).toHaveLength(1);
		expect(line).toMatch(/^GET \/api\/tasks\/x\\x0d\\x0aGET %2Fapi%2Fadmin 200 0\.1ms\\x0a\\x1b\[2J \d{3} /);
	});

	it("escapes every C0 and C1 control, DEL and the Unicode line separators, and nothing else", () => {
		const all = Array.from({ length: 0xa0 }, (_, i) => String.fromCharCode(i)).join("");
		const escaped = escapeControl(`${all}\u2028\u2029é→`);
		expect(escaped).not.toMatch(CONTROL);
		expect(escaped).toContain("\\x1b");
		expect(escaped).toContain("\\x7f");
		expect(escaped).toContain("\\x9f");
		expect(escaped).toContain("\\u2028");
		expect(escaped).toContain(" !\"#$%&'()*+,-./0123456789");
		expect(escaped.endsWith("\\u2029é→")).toBe(true);
	});
});
