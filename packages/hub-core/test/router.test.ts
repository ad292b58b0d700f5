/**
 * The router's model listing merged into upstream records, against a fake hub and router on
 * 127.0.0.1: facts kept with their source, malformed rows and impossible figures dropped (a price
 * of 0 is unknown, never $0), and a listing too large or too slow leaves the record as the hub sent it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRICE_NOT_PUBLISHED, priceText, providerComparison } from "../src/index.js";
import { ROUTER_LIMITS, readRouterListing, upstreamStore } from "../src/upstream.js";

const RECORD = {
	id: "acme/chat",
	pipeline_tag: "text-generation",
	tags: ["conversational"],
	inferenceProviderMapping: {
		cerebras: { status: "live", providerId: "chat", task: "conversational" },
		groq: { status: "live", providerId: "acme/chat", task: "conversational" },
		together: { status: "live", providerId: "acme/chat-turbo", task: "conversational" },
	},
};

const LISTING = {
	object: "list",
	data: [
		"not a model",
		{
			id: "acme/chat",
			providers: [
				{
					provider: "cerebras",
					status: "live",
					context_length: 131072,
					pricing: { input: 0.35, output: 0.75 },
					supports_tools: true,
					supports_structured_output: false,
					first_token_latency_ms: 210,
					throughput: 1900,
				},
				// A listing's 0 means it has no price; a negative context is impossible: both dropped, the rest kept.
				{
					provider: "groq",
					status: "live",
					context_length: -5,
					pricing: { input: 0, output: 0 },
					supports_tools: "yes",
				},
				{ status: "live", pricing: { input: 0.1, output: 0.1 } },
				{ provider: "unmapped", status: "live", pricing: { input: 0.01, output: 0.01 } },
			],
		},
		{ id: 42, providers: [] },
	],
};

let server: Server;
let base: string;
const hits = new Map<string, number>();

function serve(req: IncomingMessage, res: ServerResponse) {
	const path = new URL(req.url ?? "/", "http://x").pathname;
	hits.set(path, (hits.get(path) ?? 0) + 1);
	const json = (body: unknown) => {
		res.writeHead(200, { "content-type": "application/json" });
		res.end(JSON.stringify(body));
	};
	if (path === "/api/models/acme/chat") return json(RECORD);
	if (path === "/good/v1/models") return json(LISTING);
	if (path === "/huge/v1/models") {
		// A valid listing larger than the bound, streamed: read no further than the bound.
		async function* body() {
			yield '{"data":[';
			const row = JSON.stringify({ id: "x/y", providers: [{ provider: "p", pricing: { input: 1, output: 1 } }] });
			for (let sent = 0; sent <= ROUTER_LIMITS.bytes; sent += 64 * 1024)
				yield `${row},`.repeat(Math.ceil((64 * 1024) / row.length));
			yield `${row}]}`;
		}
		res.writeHead(200, { "content-type": "application/json" });
		pipeline(Readable.from(body()), res).catch(() => undefined);
		return;
	}
	if (path === "/slow/v1/models") {
		// Headers, then nothing: the attempt's time-out must end it.
		res.writeHead(200, { "content-type": "application/json" });
		res.write('{"data":[');
		setTimeout(() => res.destroy(), 10_000).unref();
		return;
	}
	res.writeHead(404).end();
}

beforeAll(async () => {
	server = createServer(serve);
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
	server.closeAllConnections();
	await new Promise((resolve) => server.close(resolve));
});

const store = (router: string) =>
	upstreamStore({
		hubUrl: base,
		routerUrl: `${base}/${router}`,
		timeoutMs: 500,
		sleep: async () => {},
		now: () => Date.parse("2026-11-27T12:00:00Z"),
	});

// The hub's answer shape (a mapping object by provider) is read by the hub client itself.
describe("the router's listing merged into upstream records", () => {
	it("adds the listing's facts to the providers the record maps, with the listing as their source", async () => {
		const model = await store("good").get("acme/chat");
		const cerebras = model?.inferenceProviderMapping?.find((e) => e.provider === "cerebras");
		expect(cerebras).toMatchObject({
			pricing: { input: 0.35, output: 0.75 },
			contextLength: 131072,
			tools: true,
			structuredOutput: false,
			performance: { firstTokenLatencyMs: 210, throughput: 1900 },
			asOf: "2026-11-27T12:00:00.000Z",
		});
		expect(cerebras?.source).toEqual([
			expect.objectContaining({ kind: "router", url: `${base}/good/v1/models`, asOf: "2026-11-27T12:00:00.000Z" }),
		]);
		// No provider is invented from the listing: it gives no model id at the provider.
		expect(model?.inferenceProviderMapping?.map((e) => e.provider).sort()).toEqual(["cerebras", "groq", "together"]);
	});

	it("drops a price of 0, an impossible context and a non-boolean flag, and shows the price as not published", async () => {
		const model = await store("good").get("acme/chat");
		const groq = model?.inferenceProviderMapping?.find((e) => e.provider === "groq");
		expect(groq?.pricing).toBeUndefined();
		expect(groq?.contextLength).toBeUndefined();
		expect(groq?.tools).toBeUndefined();
		if (!model) throw new Error("no record");
		const rows = providerComparison(model, { now: new Date("2026-11-27T12:00:00Z") }).providers;
		expect(rows[0]?.provider).toBe("cerebras");
		expect(rows.find((r) => r.provider === "groq") && priceText(rows.find((r) => r.provider === "groq") ?? {})).toBe(
			PRICE_NOT_PUBLISHED,
		);
		expect(rows[0]?.latencyMeasuredBy).toContain("validation calls");
	});

	it("counts malformed rows instead of failing on them", () => {
		const listing = readRouterListing(LISTING, "https://router.test/v1/models", "2026-11-27");
		expect(listing.skipped).toBe(3);
		expect([...listing.models.keys()]).toEqual(["acme/chat"]);
		expect(readRouterListing("nonsense", "https://router.test/v1/models", "2026-11-27").models.size).toBe(0);
	});

	it.each(["huge", "slow", "missing"])(
		"answers the record as the hub sent it when the listing is %s",
		async (router) => {
			const model = await store(router).get("acme/chat");
			expect(model?.id).toBe("acme/chat");
			for (const entry of model?.inferenceProviderMapping ?? []) {
				expect(entry.pricing).toBeUndefined();
				expect(entry.source).toBeUndefined();
			}
		},
	);

	it("reads the listing once for many records while it is fresh", async () => {
		const s = store("good");
		const before = hits.get("/good/v1/models") ?? 0;
		await Promise.all([s.get("acme/chat"), s.get("acme/chat"), s.get("acme/chat")]);
		await s.get("acme/chat");
		expect((hits.get("/good/v1/models") ?? 0) - before).toBe(1);
	});
});
