/**
 * /api/models keeps its answers for a catalogue the process holds (app.ts): a query asked again is
 * answered from what was kept. These tests ask many queries that differ in one thing each, on one
 * app, and check every answer against an app that never answered anything before; and that an
 * upstream hub's list is not kept past its time to live.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ModelList } from "@hubkit/hub-core";
import { openCatalogue } from "@hubkit/model-db";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type HubApp } from "../src/app.js";

const dir = mkdtempSync(join(tmpdir(), "hubkit-list-answers-"));
const webDir = join(dir, "no-web");
const file = join(dir, "models.jsonl");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Queries that differ from the first in one parameter each (and a few in two). */
const QUERIES = [
	"",
	"facets=true",
	"limit=5",
	"limit=5&offset=5",
	"offset=5",
	"sort=likes",
	"sort=likes&direction=asc",
	"sort=id",
	"sort=lastModified&direction=desc",
	"search=llama",
	"search=LLAMA",
	"search=llama&facets=true",
	"search=llama+instruct",
	"pipeline_tag=text-generation",
	"pipeline_tag=text-generation&facets=true",
	"library=transformers",
	"license=apache-2.0",
	"license=mit",
	"app=llama.cpp",
	"app=ollama",
	"size=1-3B",
	"size=%3C1B",
	"fits=rtx-4090",
	"fits=rtx-4090&facets=true",
	"language=en",
	"provider=together",
];

async function answer(app: HubApp, query: string) {
	const res = await app.request(`/api/models?${query}`);
	expect(res.status, query).toBe(200);
	return { etag: res.headers.get("etag"), body: (await res.json()) as ModelList };
}

/** Every query on one app, twice, equals the same query on an app that answered nothing before. */
async function expectKeptAnswersTrue(make: () => HubApp, queries: readonly string[]) {
	const kept = make();
	const first = new Map<string, { etag: string | null; body: unknown }>();
	for (const q of queries) first.set(q, await answer(kept, q));
	for (const q of [...queries].reverse()) {
		const again = await answer(kept, q);
		expect(again, `asked again: ${q}`).toEqual(first.get(q));
		expect(again.body, `as a new app answers: ${q}`).toEqual((await answer(make(), q)).body);
	}
}

describe("the answers /api/models keeps", () => {
	it("are each query's own, over the embedded catalogue", async () => {
		await expectKeptAnswersTrue(
			() => createApp({ webDir }),
			[...QUERIES, "fits=rtx-4090&context=131072", "fits=rtx-4090&context=2048"],
		);
	});

	it("are each query's own, over a database catalogue", async () => {
		writeFileSync(file, SAMPLE_MODELS.map((m) => JSON.stringify(m)).join("\n"));
		const { store } = openCatalogue(file, { dbPath: join(dir, "index.sqlite") });
		await expectKeptAnswersTrue(() => createApp({ store, webDir }), QUERIES);
	}, 60_000);

	it("answer 304 to a client that holds the same answer", async () => {
		const app = createApp({ webDir });
		const { etag } = await answer(app, "search=qwen&facets=true");
		expect(etag).toBeTruthy();
		const res = await app.request("/api/models?search=qwen&facets=true", { headers: { "If-None-Match": etag ?? "" } });
		expect(res.status).toBe(304);
	});
});

describe("with an upstream hub", () => {
	let hub: Server;
	let hubUrl: string;
	let likes = 1;
	beforeAll(async () => {
		hub = createServer((_req, res) => {
			res.writeHead(200, { "content-type": "application/json" });
			res.end(JSON.stringify([{ id: "org/model", likes, downloads: 5, tags: [] }]));
		});
		await new Promise<void>((resolve) => hub.listen(0, "127.0.0.1", resolve));
		hubUrl = `http://127.0.0.1:${(hub.address() as AddressInfo).port}`;
	});
	afterAll(async () => {
		hub.closeAllConnections();
		await new Promise((resolve) => hub.close(resolve));
	});

	it("keeps a list only as long as the upstream store's time to live", async () => {
		let now = 0;
		const app = createApp({ webDir, models: [], hubUrl, upstream: { now: () => now, listTtlMs: 1000 } });
		const likesNow = async () => (await answer(app, "search=model")).body.models[0]?.likes;
		expect(await likesNow()).toBe(1);
		likes = 2;
		expect(await likesNow()).toBe(1); // within the time to live
		now = 5000;
		expect(await likesNow()).toBe(2);
	});
});
