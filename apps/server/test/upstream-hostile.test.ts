/**
 * HUB_URL mode against a hostile upstream on 127.0.0.1: huge records, a gzip bomb, a million
 * tags, another model's record, Retry-After, a trickling body and a failing id under load.
 * The server must answer each with a clear 502 (or the trimmed record) and stay up.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { gzipSync } from "node:zlib";
import { RECORD_LIST_LIMITS } from "@hubkit/hub-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entity } from "../src/http.js";
import { type RunningServer, startServer } from "../src/server.js";

const MB = 1024 * 1024;
const KB_OF_X = "x".repeat(1024);
const hits = new Map<string, number>();
/** Bytes the upstream handed to the socket, per path. */
const written = new Map<string, number>();
let bomb: Buffer;
let hub: Server;
let hubUrl: string;

/** Streams `head`, then `pieces` pieces from `piece(i)`, then `tail`, counting what was written. */
function stream(
	res: ServerResponse,
	path: string,
	head: string,
	pieces: number,
	piece: (i: number) => string,
	tail: string,
) {
	async function* body() {
		yield head;
		let chunk = "";
		for (let i = 0; i < pieces; i++) {
			chunk += piece(i);
			if (chunk.length >= 64 * 1024) {
				written.set(path, (written.get(path) ?? 0) + chunk.length);
				yield chunk;
				chunk = "";
			}
		}
		yield chunk + tail;
	}
	res.writeHead(200, { "content-type": "application/json" });
	pipeline(Readable.from(body()), res).catch(() => undefined);
}

function serve(req: IncomingMessage, res: ServerResponse) {
	const url = new URL(req.url ?? "/", "http://x");
	const path = url.pathname;
	const n = (hits.get(path) ?? 0) + 1;
	hits.set(path, n);
	const json = (body: unknown, status = 200, headers: Record<string, string> = {}) => {
		res.writeHead(status, { "content-type": "application/json", ...headers });
		res.end(JSON.stringify(body));
	};
	switch (path) {
		case "/api/models/huge/padding": // 50 MB of valid JSON: an unknown padding field
			return stream(res, path, '{"id":"huge/padding","padding":"', 50 * 1024, () => KB_OF_X, '"}');
		case "/api/models/many/tags": // 1.6 million tags
			return stream(res, path, '{"id":"many/tags","tags":["t"', 1_600_000, (i) => `,"t${i}"`, "]}");
		case "/api/models/gzip/bomb":
			res.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" });
			return res.end(bomb);
		case "/api/models/long/lists": // within the body cap, but far more than Hubkit keeps
			return json({
				id: "long/lists",
				pipeline_tag: "text-generation",
				tags: Array.from({ length: 100_000 }, (_, i) => `tag-${i}`),
				siblings: Array.from({ length: 20_000 }, (_, i) => ({ rfilename: `f${i}.bin`, blobId: "b".repeat(40) })),
				unknownField: "y".repeat(MB),
			});
		case "/api/models/asked/model":
			return json({ id: "other/model", pipeline_tag: "text-generation" });
		case "/api/models/Mixed/Case":
			return json({ id: "mixed/case" });
		case "/api/models/renamed/old":
			res.writeHead(307, { location: `/api/models/renamed/new${url.search}` });
			return res.end();
		case "/api/models/renamed/new":
			return json({ id: "renamed/new" });
		case "/api/models/rate/long":
			return json({ error: "slow down" }, 429, { "retry-after": "120" });
		case "/api/models/rate/short":
			return n === 1 ? json({ error: "slow down" }, 429, { "retry-after": "2" }) : json({ id: "rate/short" });
		case "/api/models/trickle/body": {
			res.writeHead(200, { "content-type": "application/json" });
			res.write('{"id":"trickle/body",');
			const timer = setInterval(() => res.write(" "), 20);
			res.on("close", () => clearInterval(timer));
			return;
		}
		default:
			if (path.startsWith("/api/models/failing/")) return json({ error: "boom" }, 500);
			return json({ error: "Repository not found" }, 404);
	}
}

let app: RunningServer;
let breakerApp: RunningServer;
let shortTimeoutApp: RunningServer;
const delays: number[] = [];
let now = 0;

beforeAll(async () => {
	bomb = gzipSync(
		Buffer.concat([Buffer.from('{"id":"gzip/bomb","padding":"'), Buffer.alloc(50 * MB, 0x61), Buffer.from('"}')]),
	);
	hub = createServer(serve);
	await new Promise<void>((resolve) => hub.listen(0, "127.0.0.1", resolve));
	hubUrl = `http://127.0.0.1:${(hub.address() as AddressInfo).port}`;
	const upstream = {
		sleep: async (ms: number) => void delays.push(ms),
		random: () => 0.5,
		now: () => now,
	};
	app = await startServer({
		port: 0,
		models: [],
		hubUrl,
		upstream: { ...upstream, breaker: { threshold: 1000 } },
	});
	// Only the trickling body needs a short time-out; the others get the default, so a slow machine
	// streaming 50 MB cannot turn "too large" into "timed out".
	shortTimeoutApp = await startServer({ port: 0, models: [], hubUrl, upstream: { ...upstream, timeoutMs: 300 } });
	breakerApp = await startServer({
		port: 0,
		models: [],
		hubUrl,
		upstream: { ...upstream, breaker: { threshold: 3, coolDownMs: 30_000 } },
	});
});
afterAll(async () => {
	await app.close();
	await breakerApp.close();
	await shortTimeoutApp.close();
	hub.closeAllConnections();
	await new Promise((resolve) => hub.close(resolve));
});

const get = (path: string, server = app) => fetch(`${server.url}${path}`);
async function error(path: string, server = app): Promise<{ status: number; error: string }> {
	const res = await get(path, server);
	return { status: res.status, error: ((await res.json()) as { error: string }).error };
}

describe("server: a hostile upstream hub", () => {
	it("refuses a 50 MB record with a 502 and stops reading it", async () => {
		expect(await error("/api/models/huge/padding")).toEqual({
			status: 502,
			error: "upstream hub sent a model record larger than 8 MiB",
		});
		expect(written.get("/api/models/huge/padding") ?? 0).toBeLessThan(30 * MB);
	});

	it("refuses 1.6 million tags and a gzip bomb the same way", async () => {
		for (const path of ["/api/models/many/tags", "/api/models/gzip/bomb"]) {
			expect(await error(path), path).toEqual({
				status: 502,
				error: "upstream hub sent a model record larger than 8 MiB",
			});
		}
	});

	it("keeps only the fields it reads, with bounded lists", async () => {
		const res = await get("/api/models/long/lists");
		expect(res.status).toBe(200);
		const record = (await res.json()) as Record<string, unknown[]>;
		expect(record).not.toHaveProperty("unknownField");
		expect(record.tags).toHaveLength(RECORD_LIST_LIMITS.tags);
		expect(record.siblings).toHaveLength(RECORD_LIST_LIMITS.siblings);
		expect(record.siblings?.[0]).toEqual({ rfilename: "f0.bin" });
	});

	it("refuses another model's record, but accepts another spelling and a rename's redirect", async () => {
		expect(await error("/api/models/asked/model")).toEqual({
			status: 502,
			error: "upstream hub answered with another model's record (other/model) for asked/model",
		});
		expect((await get("/api/models/asked/model/snippets")).status).toBe(502);
		expect((await get("/api/models/Mixed/Case")).status).toBe(200);
		const renamed = await get("/api/models/renamed/old");
		expect(renamed.status).toBe(200);
		expect(((await renamed.json()) as { id: string }).id).toBe("renamed/new");
	});

	it("waits a short Retry-After and gives up on a long one without retrying", async () => {
		delays.length = 0;
		expect((await get("/api/models/rate/short")).status).toBe(200);
		expect(delays).toEqual([2000]);
		delays.length = 0;
		expect(await error("/api/models/rate/long")).toEqual({ status: 502, error: "upstream hub answered 429" });
		expect(hits.get("/api/models/rate/long")).toBe(1);
		expect(delays).toEqual([]);
	});

	it("reports a body that trickles in as a time-out", async () => {
		expect(await error("/api/models/trickle/body", shortTimeoutApp)).toEqual({
			status: 502,
			error: "upstream hub timed out",
		});
	});

	it("asks the upstream once for a failing id under load, and remembers the failure briefly", async () => {
		const answers = await Promise.all(Array.from({ length: 20 }, () => get("/api/models/failing/load")));
		for (const res of answers) {
			expect(res.status).toBe(502);
			await res.arrayBuffer();
		}
		for (let i = 0; i < 5; i++) expect((await error("/api/models/failing/load")).status).toBe(502);
		expect(hits.get("/api/models/failing/load")).toBe(1);
		now += 60_000; // past the failure TTL: asked again
		expect((await error("/api/models/failing/load")).status).toBe(502);
		expect(hits.get("/api/models/failing/load")).toBe(2);
	});

	it("stops asking a failing upstream at all once its circuit opens", async () => {
		for (const id of ["one", "two", "three"]) {
			expect((await error(`/api/models/failing/${id}`, breakerApp)).error).toBe("upstream hub answered 500");
		}
		const refused = await error("/api/models/failing/four", breakerApp);
		expect(refused).toEqual({ status: 502, error: "upstream hub is failing; not asking it again for 30 s" });
		expect(hits.get("/api/models/failing/four")).toBeUndefined();
		now += 30_000; // cool-down over: one trial goes out
		await error("/api/models/failing/five", breakerApp);
		expect(hits.get("/api/models/failing/five")).toBe(1);
	});

	it("is still up and answering", async () => {
		expect((await get("/api/health")).status).toBe(200);
		expect((await get("/api/models/Mixed/Case")).status).toBe(200);
	});
});

describe("entity", () => {
	it("serialises and tags an object once, however often it is sent", () => {
		const record = { id: "a/b", tags: ["x"] };
		expect(entity(record)).toBe(entity(record));
		expect(entity({ ...record }).etag).toBe(entity(record).etag);
	});
});
