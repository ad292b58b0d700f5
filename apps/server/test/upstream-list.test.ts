import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type ModelList, RECORD_LIST_LIMITS } from "@hubkit/hub-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../src/server.js";

/** A fake upstream hub on 127.0.0.1 answering its model list API in the real shapes. */
const ROWS = Array.from({ length: 5 }, (_, i) => ({
	_id: `id${i}`,
	id: `org${i % 2}/model-${i}`,
	modelId: `org${i % 2}/model-${i}`,
	likes: 10 - i,
	downloads: 1000 - i,
	private: false,
	pipeline_tag: i % 2 ? "fill-mask" : "text-generation",
	library_name: "transformers",
	tags: ["transformers", `license:${i % 2 ? "mit" : "apache-2.0"}`],
	createdAt: "2024-01-01T00:00:00.000Z",
}));
const seen: URL[] = [];
const hits = new Map<string, number>();
let hub: Server;
let hubUrl: string;
let app: RunningServer;

beforeAll(async () => {
	hub = createServer((req, res) => {
		const url = new URL(req.url ?? "/", "http://x");
		seen.push(url);
		const search = url.searchParams.get("search") ?? "";
		const n = (hits.get(search) ?? 0) + 1;
		hits.set(search, n);
		const send = (status: number, body: string, headers: Record<string, string> = {}) => {
			res.writeHead(status, { "content-type": "application/json", ...headers });
			res.end(body);
		};
		if (search === "ratelimited" && n === 1) return send(429, '{"error":"slow down"}', { "retry-after": "1" });
		if (search === "broken") return send(500, '{"error":"oops"}');
		if (search === "badjson") return send(200, "[{not json");
		if (search === "badshape") return send(200, JSON.stringify([{ likes: 3 }]));
		if (search === "badid") return send(200, JSON.stringify([{ id: "org/../../admin", likes: 3 }]));
		if (search === "badcount") return send(200, JSON.stringify([{ id: "org/model", downloads: "12k" }]));
		if (search === "manytags") {
			const tags = Array.from({ length: 5000 }, (_, i) => `tag-${i}`);
			return send(200, JSON.stringify([{ id: "org/many-tags", tags }]));
		}
		let rows = ROWS.filter((r) => r.id.includes(search === "ratelimited" ? "" : search));
		const task = url.searchParams.get("pipeline_tag");
		if (task) rows = rows.filter((r) => r.pipeline_tag === task);
		for (const f of url.searchParams.getAll("filter")) rows = rows.filter((r) => r.tags.includes(f));
		const sign = url.searchParams.get("direction") === "1" ? 1 : -1;
		const key = (url.searchParams.get("sort") ?? "downloads") as "downloads" | "likes";
		rows = [...rows].sort((a, b) => sign * (a[key] - b[key]));
		const start = Number(url.searchParams.get("cursor") ?? 0);
		const limit = Number(url.searchParams.get("limit") ?? 20);
		const page = rows.slice(start, start + limit);
		const headers: Record<string, string> = {};
		if (start + limit < rows.length) {
			const next = new URL(url.toString().replace("http://x", hubUrl));
			next.searchParams.set("cursor", String(start + limit));
			headers.link = `<${next}>; rel="next"`;
		}
		send(200, JSON.stringify(page), headers);
	});
	await new Promise<void>((resolve) => hub.listen(0, "127.0.0.1", resolve));
	hubUrl = `http://127.0.0.1:${(hub.address() as AddressInfo).port}`;
	app = await startServer({
		port: 0,
		models: [],
		hubUrl,
		upstream: { sleep: async () => undefined, random: () => 0.5, timeoutMs: 1000 },
	});
});
afterAll(async () => {
	await app.close();
	hub.closeAllConnections();
	await new Promise((resolve) => hub.close(resolve));
});

const list = async (query: string, status = 200) => {
	const res = await fetch(`${app.url}/api/models?${query}`);
	expect(res.status, query).toBe(status);
	expect(res.headers.get("content-type")).toMatch(/^application\/json/);
	return (await res.json()) as ModelList & { error?: string; field?: string };
};

describe("the model list from an upstream hub (HUB_URL)", () => {
	it("pages with the hub's cursor, without a total", async () => {
		const first = await list("limit=2&sort=likes");
		expect(first.total).toBeUndefined();
		expect(first.models.map((m) => m.id)).toEqual(["org0/model-0", "org1/model-1"]);
		expect(first.next).toBe("2");
		const second = await list(`limit=2&sort=likes&cursor=${first.next}`);
		expect(second.models.map((m) => m.id)).toEqual(["org0/model-2", "org1/model-3"]);
		const last = await list("limit=2&sort=likes&cursor=4");
		expect(last.models.map((m) => m.id)).toEqual(["org0/model-4"]);
		expect(last.next).toBeUndefined();
	});

	it("sends search, task, license, sort and direction in the hub's parameters", async () => {
		const page = await list("search=org1&pipeline_tag=fill-mask&license=mit&sort=downloads&direction=asc&limit=5");
		expect(page.models.map((m) => m.id)).toEqual(["org1/model-3", "org1/model-1"]);
		const asked = seen.at(-1) as URL;
		expect(asked.pathname).toBe("/api/models");
		expect(asked.searchParams.get("search")).toBe("org1");
		expect(asked.searchParams.get("pipeline_tag")).toBe("fill-mask");
		expect(asked.searchParams.getAll("filter")).toEqual(["license:mit"]);
		expect(asked.searchParams.get("direction")).toBe("1");
	});

	it("asks the hub, which has no best match, for its most downloaded matches when a search names no sort", async () => {
		const page = await list("search=org0&limit=5");
		expect(page.models.map((m) => m.id)).toEqual(["org0/model-0", "org0/model-2", "org0/model-4"]);
		const asked = seen.at(-1) as URL;
		expect(asked.searchParams.get("sort")).toBe("downloads");
		expect(asked.searchParams.get("direction")).toBe("-1");
	});

	it("retries a 429, and answers a 500 or a malformed list with a 502 JSON error", async () => {
		expect((await list("search=ratelimited")).models.length).toBe(5);
		expect(hits.get("ratelimited")).toBe(2);
		expect((await list("search=broken", 502)).error).toMatch(/upstream hub answered 500/);
		expect((await list("search=badjson", 502)).error).toMatch(/malformed JSON/);
		expect((await list("search=badshape", 502)).error).toMatch(/malformed model list/);
		// A row the pages could not link to or sort by is malformed too, not shown changed.
		expect((await list("search=badid", 502)).error).toMatch(/malformed model list/);
		expect((await list("search=badcount", 502)).error).toMatch(/malformed model list/);
	});

	it("keeps a row's first tags, as it does a single record's", async () => {
		const { models } = await list("search=manytags");
		expect(models.map((m) => m.id)).toEqual(["org/many-tags"]);
		expect(models[0]?.tags).toHaveLength(RECORD_LIST_LIMITS.tags);
		expect(models[0]?.tags[0]).toBe("tag-0");
	});

	it("refuses filters the hub cannot apply, naming them", async () => {
		expect((await list("size=3-8B", 400)).field).toBe("size");
		expect((await list("offset=20", 400)).field).toBe("offset");
	});

	it("serves the task and library pages without counts, from the hub's list and records, never failing", async () => {
		const before = seen.length;
		const tasks = (await (await fetch(`${app.url}/api/tasks`)).json()) as { id: string; modelCount?: number }[];
		expect(tasks.length).toBeGreaterThan(0);
		for (const t of tasks) expect(t.modelCount, t.id).toBeUndefined();
		expect(seen.length).toBe(before); // the hub gives no counts: not asked

		const lib = (await (await fetch(`${app.url}/api/libraries/transformers`)).json()) as {
			modelCount?: number;
			models: { id: string }[];
		};
		expect(lib.modelCount).toBeUndefined();
		expect(lib.models.map((m) => m.id)).toEqual(ROWS.map((r) => r.id));
		expect(seen.at(-1)?.searchParams.get("library")).toBe("transformers");

		// This fake hub sends no single records: the example models are listed without facts.
		const res = await fetch(`${app.url}/api/tasks/text-generation`);
		expect(res.status).toBe(200);
		const page = (await res.json()) as { comparison: { inCatalogue: boolean }[] };
		expect(page.comparison.length).toBeGreaterThan(0);
		for (const row of page.comparison) expect(row.inCatalogue).toBe(false);
		expect((await list("fits=rtx-4090", 400)).field).toBe("fits");
	});

	it("answers a repeated query from its cache", async () => {
		const before = seen.length;
		await list("search=org0&limit=3");
		await list("search=org0&limit=3");
		expect(seen.length).toBe(before + 1);
	});
});
