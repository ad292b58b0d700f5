import { type ChildProcess, execFile, spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
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

/**
 * scripts/start.mjs in a tree of its own where the compiler, Vite and the server are stand-ins that
 * say what they did: what `npm start` prints around the builds, and on which stream.
 */
const trees: string[] = [];
afterAll(() => {
	for (const tree of trees) rmSync(tree, { recursive: true, force: true });
});

function startTree(options: { stale: boolean; webBuilt: boolean }): string {
	const tree = mkdtempSync(join(tmpdir(), "hubkit-start-"));
	trees.push(tree);
	const write = (path: string, text: string) => {
		mkdirSync(dirname(join(tree, path)), { recursive: true });
		writeFileSync(join(tree, path), text);
	};
	mkdirSync(join(tree, "scripts"));
	copyFileSync(join(root, "scripts/start.mjs"), join(tree, "scripts/start.mjs"));
	write("package.json", '{ "type": "commonjs" }');
	// tsc -b --dry names what it would build; tsc -b writes its own lines to stdout.
	const dry = options.stale
		? "A non-dry build would build project '/x/tsconfig.build.json'"
		: "Project '/x/tsconfig.build.json' is up to date";
	write(
		"node_modules/typescript/bin/tsc",
		`if (process.argv.includes("--dry")) console.log(${JSON.stringify(dry)});\n` +
			`else if (${options.stale}) console.log("tsc output");\n`,
	);
	write("node_modules/vite/bin/vite.js", 'console.log("vite output");\n');
	write("apps/web/index.html", "<!doctype html>");
	if (options.webBuilt) write("apps/web/dist/index.html", "<!doctype html>");
	write("apps/server/dist/main.js", 'console.log("Hubkit is running at http://localhost:1");\n');
	return tree;
}

function runStart(tree: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
	return new Promise((resolve) => {
		const child = execFile(process.execPath, [join(tree, "scripts/start.mjs")], (_error, stdout, stderr) =>
			resolve({ code: child.exitCode, stdout, stderr }),
		);
	});
}

describe("npm start's own lines", () => {
	it("says what it builds before it builds, on stderr, and keeps stdout for the server", async () => {
		const run = await runStart(startTree({ stale: true, webBuilt: false }));
		expect(run.code).toBe(0);
		expect(run.stderr).toBe("Building Hubkit (TypeScript)…\ntsc output\nBuilding the web app…\nvite output\n");
		expect(run.stdout).toBe("Hubkit is running at http://localhost:1\n");
	});

	it("says nothing when everything is built", async () => {
		const run = await runStart(startTree({ stale: false, webBuilt: true }));
		expect(run.code).toBe(0);
		expect(run.stderr).toBe("");
		expect(run.stdout).toBe("Hubkit is running at http://localhost:1\n");
	});
});
