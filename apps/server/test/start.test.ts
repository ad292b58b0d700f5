import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { afterAll, describe, expect, it } from "vitest";

const root = new URL("../../../", import.meta.url).pathname;

/** A port that is free right now (the OS picks it). */
function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const probe = createServer();
		probe.once("error", reject);
		probe.listen(0, "127.0.0.1", () => {
			const address = probe.address();
			const port = typeof address === "object" && address ? address.port : 0;
			probe.close(() => resolve(port));
		});
	});
}

let child: ChildProcess | undefined;
afterAll(() => {
	if (child && child.exitCode === null) child.kill("SIGTERM");
});

describe("npm start (scripts/start.mjs)", () => {
	it("builds, starts the server on PORT, prints the URL and answers /api/health", async () => {
		const port = await freePort();
		const started = spawn(process.execPath, ["scripts/start.mjs"], {
			cwd: root,
			env: { ...process.env, PORT: String(port), HUB_URL: "" },
			stdio: ["ignore", "pipe", "pipe"],
		});
		child = started;
		let output = "";
		const url = await new Promise<string>((resolve, reject) => {
			const timer = setTimeout(() => reject(new Error(`no URL printed:\n${output}`)), 170_000);
			const onData = (chunk: Buffer) => {
				output += chunk.toString();
				const match = /Hubkit is running at (http:\/\/\S+)/.exec(output);
				if (match?.[1]) {
					clearTimeout(timer);
					resolve(match[1]);
				}
			};
			started.stdout?.on("data", onData);
			started.stderr?.on("data", onData);
			started.once("exit", (code) => reject(new Error(`start exited with ${code}:\n${output}`)));
		});
		expect(url).toBe(`http://localhost:${port}`);
		const res = await fetch(`http://127.0.0.1:${port}/api/health`);
		expect(res.status).toBe(200);
		expect(await res.json()).toMatchObject({ status: "ok", source: "embedded" });
		const exited = new Promise((resolve) => started.once("exit", resolve));
		started.kill("SIGTERM");
		await exited;
	}, 180_000);
});
