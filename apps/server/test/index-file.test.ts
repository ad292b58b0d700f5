/**
 * The server's index file (HUBKIT_MODELS_DB): it never writes over a file it did not create (the
 * catalogue itself, a user's notes), and two servers started at once on one new index both serve
 * from a sound file.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { startBuiltServer, stopBuiltServers } from "./built-server.js";

const root = new URL("../../../", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "hubkit-index-file-"));
afterEach(stopBuiltServers);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const catalogue = join(dir, "models.jsonl");
const text = `${[
	{ id: "acme/alpha", downloads: 5 },
	{ id: "acme/beta", downloads: 9 },
]
	.map((r) => JSON.stringify(r))
	.join("\n")}\n`;
writeFileSync(catalogue, text);

/** The built server started with `env`, expected to stop at once: its exit code and what it printed. */
function startAndExit(env: Record<string, string>) {
	const r = spawnSync(process.execPath, ["apps/server/dist/main.js"], {
		cwd: root,
		env: { ...process.env, PORT: "0", HUB_URL: "", ...env },
		encoding: "utf8",
		timeout: 60_000,
	});
	return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe("HUBKIT_MODELS_DB never names a file Hubkit did not create", () => {
	it("refuses the catalogue itself in one line, exit 2, and leaves its bytes as they were", () => {
		const r = startAndExit({ HUBKIT_MODELS: catalogue, HUBKIT_MODELS_DB: catalogue });
		expect(r.code).toBe(2);
		expect(r.stderr).toBe(
			`hubkit server: HUBKIT_MODELS_DB: the index file ${catalogue} is the catalogue's own source file: refusing to write over it (nothing was written); name a new file for the index\n`,
		);
		expect(readFileSync(catalogue, "utf8")).toBe(text);
	});

	it("refuses a user's notes, exit 2, and leaves them as they were", () => {
		const notes = join(dir, "notes.txt");
		writeFileSync(notes, "do not lose me\n");
		const r = startAndExit({ HUBKIT_MODELS: catalogue, HUBKIT_MODELS_DB: notes });
		expect(r.code).toBe(2);
		expect(r.stderr.trim().split("\n")).toHaveLength(1);
		expect(r.stderr).toContain(`HUBKIT_MODELS_DB: the index file ${notes} exists and is not a Hubkit index`);
		expect(readFileSync(notes, "utf8")).toBe("do not lose me\n");
		expect(readdirSync(dir).filter((f) => f.includes("building"))).toEqual([]);
	});
});

describe("two servers on one index", () => {
	it("both index a new file at once, both serve it, and the file is sound", async () => {
		const db = join(dir, "shared", "models.sqlite");
		const env = { HUBKIT_MODELS: catalogue, HUBKIT_MODELS_DB: db };
		const [a, b] = await Promise.all([startBuiltServer(env), startBuiltServer(env)]);
		for (const server of [a, b]) {
			const page = (await (await fetch(`${server.url}/api/models?sort=downloads`)).json()) as {
				models: { id: string }[];
			};
			expect(page.models.map((m) => m.id)).toEqual(["acme/beta", "acme/alpha"]);
		}
		// A third start while both serve reuses the file they left.
		const c = await startBuiltServer(env);
		expect(c.output()).toContain(`Index ${db} is up to date with ${catalogue}: reused`);
		const check = new Database(db, { readonly: true });
		expect(check.pragma("quick_check", { simple: true })).toBe("ok");
		check.close();
	});
});
