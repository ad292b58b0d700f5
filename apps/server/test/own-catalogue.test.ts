import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startBuiltServer as start, stopBuiltServers } from "./built-server.js";

const dir = mkdtempSync(join(tmpdir(), "hubkit-own-"));
const file = join(dir, "models.jsonl");
writeFileSync(
	file,
	[
		{ id: "acme/alpha", pipeline_tag: "text-generation", cardData: { license: "mit" }, downloads: 5 },
		{ id: "acme/beta", pipeline_tag: "text-generation", cardData: { license: "apache-2.0" }, downloads: 9 },
		{ id: "acme/gamma", tags: "not-a-list" },
		{ id: "acme/delta", pipeline_tag: "fill-mask", cardData: { license: "mit" }, downloads: 1 },
	]
		.map((r) => JSON.stringify(r))
		.join("\n"),
);

afterAll(stopBuiltServers);

describe("HUBKIT_MODELS", () => {
	it("serves the file's records, reports the bad one with file, line and field, and counts both", async () => {
		const { url, output, stop } = await start({ HUBKIT_MODELS: file });
		expect(output()).toContain(`skipped ${file}:3: tags:`);
		expect(output()).toContain("3 models loaded");
		expect(output()).toContain("1 record skipped");
		const health = await (await fetch(`${url}/api/health`)).json();
		expect(health).toMatchObject({ source: "file", models: 3, catalogue: { loaded: 3, skipped: 1, warned: 0 } });
		const list = (await (await fetch(`${url}/api/models?license=mit&facets=true`)).json()) as {
			total: number;
			models: { id: string }[];
			facets: Record<string, unknown>;
		};
		expect(list.total).toBe(2);
		expect(list.models.map((m) => m.id)).toEqual(["acme/alpha", "acme/delta"]);
		expect(list.facets.task).toEqual([
			{ value: "fill-mask", count: 1 },
			{ value: "text-generation", count: 1 },
		]);
		expect((await fetch(`${url}/api/models/acme/beta`)).status).toBe(200);
		expect((await fetch(`${url}/api/models/acme/gamma`)).status).toBe(404);
		stop();
	}, 30_000);

	it("skips records too large to list or no page could serve, each with its line, and serves the rest", async () => {
		const hostile = join(dir, "hostile.jsonl");
		const lines = [
			{ id: "acme/alpha", tags: ["x"] },
			{ id: "acme/tags", tags: Array.from({ length: 501 }, (_, i) => `t${i}`) },
			{ id: "evil/.." },
			{ id: "baremodel" },
			{ id: `acme/${"x".repeat(97)}` },
			{ tags: ["x"] },
		];
		writeFileSync(hostile, lines.map((r) => JSON.stringify(r)).join("\n"));
		const { url, output, stop } = await start({ HUBKIT_MODELS: hostile });
		for (const line of [
			`skipped ${hostile}:2: tags: 501 entries, more than the 500 a record may have`,
			`skipped ${hostile}:3: id: name cannot be '.' or '..'`,
			`skipped ${hostile}:4: id: baremodel has no owner: a listed model's id is owner/name, the address of its page`,
			`skipped ${hostile}:5: id: name is longer than 96 characters`,
			`skipped ${hostile}:6: id: missing (a model record needs an id such as owner/name)`,
		]) {
			expect(output()).toContain(line);
		}
		expect(output()).toContain("1 models loaded, 5 records skipped");
		const ids = async (query: string) =>
			((await (await fetch(`${url}/api/models?${query}`)).json()) as { models: { id: string }[] }).models.map(
				(m) => m.id,
			);
		expect(await ids("sort=id")).toEqual(["acme/alpha"]);
		expect(await ids("search=baremodel")).toEqual([]);
		expect(await ids("search=evil")).toEqual([]);
		stop();
	}, 30_000);

	it("refuses a missing path in one line, exit 2", async () => {
		await expect(start({ HUBKIT_MODELS: join(dir, "missing.jsonl") })).rejects.toThrow(
			/exited with 2:\n.*HUBKIT_MODELS: .*missing\.jsonl/s,
		);
	}, 30_000);
});
