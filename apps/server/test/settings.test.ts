import { execFile, execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { listenProblem, readSettings } from "../src/settings.js";

describe("server settings", () => {
	it("defaults to 127.0.0.1:3000 and the embedded catalogue", () => {
		expect(readSettings({})).toEqual({ ok: true, settings: { port: 3000, hostname: "127.0.0.1", workers: 1 } });
		expect(readSettings({ PORT: "0", HUB_URL: "" })).toMatchObject({ ok: true, settings: { port: 0 } });
	});

	it("refuses an empty or odd PORT instead of listening on a random port", () => {
		expect(readSettings({ PORT: "" })).toEqual({
			ok: false,
			error: "PORT is empty; unset it for 3000 or give a port number (0 picks a free one)",
		});
		for (const port of ["0x10", "1e3", " 80", "65536", "-1", "80.5"]) {
			expect(readSettings({ PORT: port }), port).toEqual({
				ok: false,
				error: `PORT must be a port number (0-65535), not ${JSON.stringify(port)}`,
			});
		}
	});

	it("reads HUBKIT_WORKERS and HUBKIT_LIST_BUDGET_MS, refusing what is not a count of them", () => {
		expect(readSettings({ HUBKIT_WORKERS: "2", HUBKIT_LIST_BUDGET_MS: "500" })).toMatchObject({
			ok: true,
			settings: { workers: 2, listBudgetMs: 500 },
		});
		for (const workers of ["0", "two", "-1", "65"]) {
			expect(readSettings({ HUBKIT_WORKERS: workers }), workers).toEqual({
				ok: false,
				error: `HUBKIT_WORKERS must be a number of server processes (1-64), not ${JSON.stringify(workers)}`,
			});
		}
		expect(readSettings({ HUBKIT_LIST_BUDGET_MS: "2s" })).toEqual({
			ok: false,
			error: 'HUBKIT_LIST_BUDGET_MS must be a number of milliseconds (0-999999), not "2s"',
		});
	});

	it("refuses a HUB_URL with credentials or another scheme", () => {
		expect(readSettings({ HUB_URL: "https://user:secret@hub.example" })).toEqual({
			ok: false,
			error: "HUB_URL must not hold credentials (user:password@); put an access token in HF_TOKEN",
		});
		expect(readSettings({ HUB_URL: "ftp://hub.example" })).toEqual({
			ok: false,
			error: "HUB_URL must be an http(s) URL",
		});
		expect(readSettings({ HUB_URL: "https://hub.example", HF_TOKEN: "hf_x" })).toMatchObject({
			ok: true,
			settings: { hubUrl: "https://hub.example", hubToken: "hf_x" },
		});
	});

	const main = fileURLToPath(new URL("../dist/main.js", import.meta.url));
	it.skipIf(!existsSync(main))("the built server exits 2 with one line for a bad setting", () => {
		let failure: { status?: number; stderr?: Buffer } = {};
		try {
			execFileSync(process.execPath, [main], { env: { ...process.env, PORT: "" }, stdio: "pipe" });
		} catch (e) {
			failure = e as typeof failure;
		}
		expect(failure.status).toBe(2);
		expect(String(failure.stderr)).toBe(
			"hubkit server: PORT is empty; unset it for 3000 or give a port number (0 picks a free one)\n",
		);
	});

	it.skipIf(!existsSync(main))("the built server says a port in use is in use, in one line, and exits 2", async () => {
		// A listener of this test holds the port.
		const taken = createServer();
		const port = await new Promise<number>((resolve, reject) => {
			taken.once("error", reject);
			taken.listen(0, "127.0.0.1", () => {
				const address = taken.address();
				resolve(typeof address === "object" && address ? address.port : 0);
			});
		});
		try {
			const exit = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
				const child = execFile(
					process.execPath,
					[main],
					{ env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", HUB_URL: "" } },
					(_error, stdout, stderr) => resolve({ code: child.exitCode, stdout, stderr }),
				);
			});
			expect(exit.code).toBe(2);
			expect(exit.stderr).toBe(`hubkit server: port ${port} is in use; start with PORT=<another port>\n`);
			expect(exit.stdout).toBe("");
		} finally {
			await new Promise((resolve) => taken.close(resolve));
		}
	});

	it("says what to change when the server cannot listen", () => {
		const failure = (code: string) => Object.assign(new Error(`listen ${code}`), { code });
		const settings = { port: 80, hostname: "10.9.8.7" };
		expect(listenProblem(failure("EADDRINUSE"), settings)).toBe("port 80 is in use; start with PORT=<another port>");
		expect(listenProblem(failure("EACCES"), settings)).toContain("PORT=");
		expect(listenProblem(failure("EADDRNOTAVAIL"), settings)).toContain("HOST 10.9.8.7");
		expect(listenProblem(new Error("something else"), settings)).toBe("something else");
	});
});

describe("HUB_ROUTER_URL", () => {
	it("reads the Hugging Face router with HUB_URL=https://huggingface.co, and another hub's router only when named", () => {
		expect(readSettings({ HUB_URL: "https://huggingface.co" })).toMatchObject({
			ok: true,
			settings: { routerUrl: "https://router.huggingface.co" },
		});
		const other = readSettings({ HUB_URL: "https://hub.example" });
		expect(other.ok && other.settings.routerUrl).toBeUndefined();
		expect(readSettings({ HUB_URL: "https://hub.example", HUB_ROUTER_URL: "https://router.example" })).toMatchObject({
			ok: true,
			settings: { routerUrl: "https://router.example" },
		});
	});

	it("refuses a router without a hub, or one that is not an http(s) URL", () => {
		expect(readSettings({ HUB_ROUTER_URL: "https://router.example" })).toEqual({
			ok: false,
			error: "HUB_ROUTER_URL is read only with HUB_URL: set both, or neither",
		});
		expect(readSettings({ HUB_URL: "https://hub.example", HUB_ROUTER_URL: "ftp://router.example" })).toEqual({
			ok: false,
			error: "HUB_ROUTER_URL must be an http(s) URL without credentials",
		});
	});
});
