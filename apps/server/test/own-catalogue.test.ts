import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = new URL("../../../", import.meta.url).pathname;
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

let child: ChildProcess | undefined;
afterAll(() => {
	if (child && child.exitCode === null) child.kill("SIGTERM");
});

/** Starts the built server on a free port with `env`; resolves with its URL and what it printed. */
function start(env: Record<string, string>): Promise<{ url: string; output: () => string }> {
	const started = spawn(process.execPath, ["apps/server/dist/main.js"], {
		cwd: root,
		env: { ...process.env, PORT: "0", HUB_URL: "", ...env },
		stdio: ["ignore", "pipe", "pipe"],
	});
	child = started;
	let output = "";
	return new Promise((resolve, reject) => {
		const onData = (chunk: Buffer) => {
			output += chunk.toString();
			const match = /Hubkit is running at http:\/\/localhost:(\d+)/.exec(output);
			if (match?.[1]) resolve({ url: `http://127.0.0.1:${match[1]}`, output: () => output });
		};
		started.stdout?.on("data", onData);
		started.stderr?.on("data", onData);
		started.once("exit", (code) => reject(new Error(`exited with ${code}:\n${output}`)));
	});
}

describe("HUBKIT_MODELS", () => {
	it("serves the file's records, reports the bad one with file, line and field, and counts both", async () => {
		const { url, output } = await start({ HUBKIT_MODELS: file });
		expect(output()).toContain(`skipped ${file}:3: tags:`);
		expect(output()).toContain("3 models loaded");
		expect(output()).toContain("1 skipped");
		const health = await (await fetch(`${url}/api/health`)).json();
		expect(health).toMatchObject({ models: 3, catalogue: { loaded: 3, skipped: 1 } });
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
		child?.kill("SIGTERM");
	}, 30_000);

	it("refuses a missing path in one line, exit 2", async () => {
		await expect(start({ HUBKIT_MODELS: join(dir, "missing.jsonl") })).rejects.toThrow(
			/exited with 2:\n.*HUBKIT_MODELS: .*missing\.jsonl/s,
		);
	}, 30_000);
});
