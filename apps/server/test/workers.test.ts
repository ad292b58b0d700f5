/**
 * HUBKIT_WORKERS=2: two server processes (node:cluster) over one index built once, sharing the
 * port, answer exactly as one server process on the same index does. (The built server: `npm run
 * build` first.)
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ModelRecord } from "@hubkit/catalog";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { afterAll, describe, expect, it } from "vitest";
import { startBuiltServer, stopBuiltServers } from "./built-server.js";

const dir = mkdtempSync(join(tmpdir(), "hubkit-workers-"));
afterAll(() => {
	stopBuiltServers();
	rmSync(dir, { recursive: true, force: true });
});
const catalogue = join(dir, "models.jsonl");
const records = Array.from({ length: 2000 }, (_, i) => {
	const sample = SAMPLE_MODELS[i % SAMPLE_MODELS.length] as ModelRecord;
	return { ...sample, id: `org${i % 13}/${sample.id.split("/")[1]}-${i}`, downloads: (i * 7919) % 3000 };
});
writeFileSync(catalogue, records.map((r) => JSON.stringify(r)).join("\n"));

const PATHS = [
	"/api/models?sort=downloads",
	"/api/models?search=llama+7b&facets=true",
	"/api/models?search=instruct&sort=likes&offset=20",
	"/api/models?license=mit&sort=id&direction=desc",
	`/api/models/${records[5]?.id}`,
	"/api/health",
];

/** One answer (status and body) over a connection of its own, so cluster hands each to the next process. */
const ask = (url: string): Promise<string> =>
	new Promise((resolve, reject) => {
		get(url, { agent: false }, (response) => {
			let body = "";
			response.setEncoding("utf8");
			response.on("data", (chunk: string) => {
				body += chunk;
			});
			response.on("end", () => resolve(`${response.statusCode} ${body}`));
		}).on("error", reject);
	});

/** Each path's answer (status and body), asked `times` times in a row. */
async function answers(url: string, times = 1): Promise<string[]> {
	const out: string[] = [];
	for (let i = 0; i < times; i++) for (const path of PATHS) out.push(`${path} ${await ask(url + path)}`);
	return out;
}

describe("HUBKIT_WORKERS", () => {
	it("runs 2 server processes on one index built once, answering as one process does", async () => {
		const db = join(dir, "models.sqlite");
		const env = { HUBKIT_MODELS: catalogue, HUBKIT_MODELS_DB: db };
		const two = await startBuiltServer({ ...env, HUBKIT_WORKERS: "2" });
		expect(two.output()).toMatch(/Hubkit is running at http:\/\/localhost:\d+ \(2 server processes\)/);
		expect(two.output().match(/^Indexed /gm)).toHaveLength(1);
		const one = await startBuiltServer(env);
		expect(one.output()).toContain(": reused");
		// Many requests over new connections: the port's connections go to both processes.
		const expected = await answers(one.url);
		expect(expected.every((line) => / 200 /.test(line))).toBe(true);
		const fromTwo = await answers(two.url, 6);
		for (let i = 0; i < fromTwo.length; i++) expect(fromTwo[i]).toBe(expected[i % expected.length]);
		expect(readdirSync(dir).sort()).toEqual(["models.jsonl", "models.sqlite"]);
	});
});
