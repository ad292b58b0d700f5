import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../src/server.js";

/** A fake upstream hub on 127.0.0.1: each path misbehaves in its own way. */
const hits = new Map<string, number>();
const seen: { url: string; authorization?: string }[] = [];
let hub: Server;
let hubUrl: string;

const RECORD = {
	_id: "65f0",
	id: "good/model",
	author: "good",
	pipeline_tag: "text-generation",
	library_name: "transformers",
	tags: ["transformers", "conversational"],
	downloads: 1234,
	likes: 56,
	// Hubs may answer the mapping as an object keyed by provider.
	inferenceProviderMapping: { together: { providerId: "good/model-t", task: "conversational", status: "live" } },
	// A field of a shape we do not read is dropped, not fatal.
	cardData: { license: ["mit", "apache-2.0"] },
	spaces: null,
};

function answer(req: IncomingMessage): { status: number; body: string; delayMs?: number } {
	const path = new URL(req.url ?? "/", "http://x").pathname;
	const n = (hits.get(path) ?? 0) + 1;
	hits.set(path, n);
	const ok = (id: string) => ({ status: 200, body: JSON.stringify({ ...RECORD, id }) });
	switch (path) {
		case "/api/models/good/model":
			return ok("good/model");
		case "/api/models/flaky/model":
			return n <= 2 ? { status: 503, body: "busy" } : ok("flaky/model");
		case "/api/models/rate/limited":
			return n === 1 ? { status: 429, body: "slow down" } : ok("rate/limited");
		case "/api/models/always/busy":
			return { status: 503, body: "busy" };
		case "/api/models/broken/server":
			return { status: 500, body: "oops" };
		case "/api/models/slow/model":
			return { ...ok("slow/model"), delayMs: 1500 };
		case "/api/models/bad/json":
			return { status: 200, body: "{not json" };
		case "/api/models/bad/shape":
			return { status: 200, body: JSON.stringify({ id: 42, tags: "x" }) };
		case "/api/models/gated/model":
			return { status: 401, body: JSON.stringify({ error: "Invalid credentials" }) };
		default:
			return { status: 404, body: JSON.stringify({ error: "Repository not found" }) };
	}
}

let app: RunningServer;
const delays: number[] = [];
const logLines: string[] = [];

beforeAll(async () => {
	hub = createServer((req, res) => {
		seen.push({ url: req.url ?? "", authorization: req.headers.authorization });
		const { status, body, delayMs } = answer(req);
		const send = () => {
			if (res.destroyed) return;
			res.writeHead(status, { "content-type": "application/json" });
			res.end(body);
		};
		if (delayMs) setTimeout(send, delayMs);
		else send();
	});
	await new Promise<void>((resolve) => hub.listen(0, "127.0.0.1", resolve));
	hubUrl = `http://127.0.0.1:${(hub.address() as AddressInfo).port}`;
	app = await startServer({
		port: 0,
		models: [],
		hubUrl,
		hubToken: "hf_upstream_secret",
		log: (line) => logLines.push(line),
		upstream: {
			sleep: async (ms) => {
				delays.push(ms);
			},
			random: () => 0.5,
			timeoutMs: 300,
		},
	});
});
afterAll(async () => {
	await app.close();
	hub.closeAllConnections();
	await new Promise((resolve) => hub.close(resolve));
});

const get = (path: string) => fetch(`${app.url}${path}`);

describe("server: upstream hub mode (HUB_URL)", () => {
	it("reports the upstream source in /api/health", async () => {
		expect(((await (await get("/api/health")).json()) as { source: string }).source).toBe("upstream");
	});

	it("fetches a record with the expand fields, normalises the mapping and caches it", async () => {
		const res = await get("/api/models/good/model");
		expect(res.status).toBe(200);
		const record = (await res.json()) as Record<string, unknown>;
		expect(record.id).toBe("good/model");
		expect(record.inferenceProviderMapping).toEqual([
			{ provider: "together", providerId: "good/model-t", task: "conversational", status: "live" },
		]);
		expect(record).not.toHaveProperty("cardData");
		const request = seen.find((s) => s.url.startsWith("/api/models/good/model"));
		const expand = new URL(request?.url ?? "", "http://x").searchParams.getAll("expand[]");
		for (const field of [
			"inferenceProviderMapping",
			"config",
			"pipeline_tag",
			"library_name",
			"tags",
			"widgetData",
			"siblings",
		]) {
			expect(expand).toContain(field);
		}
		expect(request?.authorization).toBe("Bearer hf_upstream_secret");
		await (await get("/api/models/good/model")).arrayBuffer();
		await (await get("/api/models/good/model/snippets?provider=together")).arrayBuffer();
		expect(hits.get("/api/models/good/model")).toBe(1);
	});

	it("serves snippets for an upstream record", async () => {
		const res = await get("/api/models/good/model/snippets?provider=together&language=python");
		expect(res.status).toBe(200);
		const body = (await res.json()) as {
			libraries: unknown[];
			localApps: unknown[];
			inference: { language: string }[];
		};
		expect(Array.isArray(body.libraries) && Array.isArray(body.localApps)).toBe(true);
		for (const s of body.inference) expect(s.language).toBe("python");
	});

	it("retries 503 with exponential backoff, then succeeds", async () => {
		delays.length = 0;
		const res = await get("/api/models/flaky/model");
		expect(res.status).toBe(200);
		expect(((await res.json()) as { id: string }).id).toBe("flaky/model");
		expect(hits.get("/api/models/flaky/model")).toBe(3);
		expect(delays).toEqual([1000, 2000]);
	});

	it("retries 429 too", async () => {
		delays.length = 0;
		expect((await get("/api/models/rate/limited")).status).toBe(200);
		expect(delays).toEqual([1000]);
	});

	it("gives up after 3 retries with a 502 JSON error", async () => {
		delays.length = 0;
		const res = await get("/api/models/always/busy");
		expect(res.status).toBe(502);
		expect(((await res.json()) as { error: string }).error).toBe("upstream hub answered 503");
		expect(hits.get("/api/models/always/busy")).toBe(4);
		expect(delays).toEqual([1000, 2000, 4000]);
	});

	it("does not retry a 500", async () => {
		delays.length = 0;
		const res = await get("/api/models/broken/server");
		expect(res.status).toBe(502);
		expect(hits.get("/api/models/broken/server")).toBe(1);
		expect(delays).toEqual([]);
	});

	it("turns a time-out into a 502", async () => {
		const res = await get("/api/models/slow/model");
		expect(res.status).toBe(502);
		expect(((await res.json()) as { error: string }).error).toBe("upstream hub timed out");
	});

	it("turns malformed answers into a 502", async () => {
		const json = await get("/api/models/bad/json");
		expect(json.status).toBe(502);
		expect(((await json.json()) as { error: string }).error).toBe("upstream hub sent malformed JSON");
		const shape = await get("/api/models/bad/shape/snippets");
		expect(shape.status).toBe(502);
		expect(((await shape.json()) as { error: string }).error).toBe("upstream hub sent a malformed model record");
	});

	it("maps missing and hidden models to 404", async () => {
		for (const path of ["/api/models/missing/model", "/api/models/gated/model"]) {
			const res = await get(path);
			expect(res.status, path).toBe(404);
			expect(((await res.json()) as { field: string }).field).toBe("model");
		}
		await (await get("/api/models/missing/model")).arrayBuffer();
		expect(hits.get("/api/models/missing/model")).toBe(1); // the miss is remembered
	});

	it("never logs the upstream token", () => {
		expect(logLines.length).toBeGreaterThan(0);
		expect(logLines.join("\n")).not.toContain("hf_upstream_secret");
	});
});
