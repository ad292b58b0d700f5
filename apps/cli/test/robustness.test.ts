/**
 * The CLI at its edges: a reader that goes away, a full disk, ids the API refuses, flags a command
 * does not take. The pipe and disk cases run the BUILT binary (`npm run build` first).
 */
import { execFileSync } from "node:child_process";
import { closeSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fileErrorMessage } from "../src/errors.js";
import { outputFailure } from "../src/output.js";
import { CLI_BIN, runBuiltCli, runCli as runInProcess } from "./run-cli.js";

describe.skipIf(!existsSync(CLI_BIN))("hubkit's output", () => {
	it("ends quietly with exit 0 when the reader closes the pipe (| head -1)", async () => {
		const result = await runBuiltCli(["libraries", "--json"], {
			// Read one chunk, then go away as `head -1` does: the rest of the output meets a closed pipe.
			onSpawn: (child) => child.stdout?.once("data", () => child.stdout?.destroy()),
		});
		expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: "" });
	});

	it.skipIf(!existsSync("/dev/full"))("says in one line that it cannot write to a full disk, exit 1", async () => {
		const full = openSync("/dev/full", "w");
		try {
			const result = await runBuiltCli(["libraries", "--json"], { stdout: full });
			expect(result.code).toBe(1);
			expect(result.stderr).toMatch(/^hubkit: cannot write the output: ENOSPC[^\n]*\n$/);
		} finally {
			closeSync(full);
		}
	});
});

describe("outputFailure", () => {
	it("treats a closed pipe as the end and other write errors as one line", () => {
		const epipe = Object.assign(new Error("write EPIPE"), { code: "EPIPE" });
		expect(outputFailure(epipe)).toEqual({ code: 0 });
		const enospc = Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
		expect(outputFailure(enospc)).toEqual({
			code: 1,
			message: "hubkit: cannot write the output: ENOSPC: no space left on device, write\n",
		});
	});
});

describe("fileErrorMessage", () => {
	it("says a file system error in Hubkit's words, with its path, and leaves other errors", () => {
		const denied = Object.assign(new Error("EACCES: permission denied, open '/x/y.json'"), {
			code: "EACCES",
			path: "/x/y.json",
		});
		expect(fileErrorMessage(denied)).toBe("/x/y.json: permission denied");
		expect(fileErrorMessage(Object.assign(new Error("x"), { code: "ENOENT" }))).toBe("no such file or folder");
		expect(fileErrorMessage(new Error("something else"))).toBeUndefined();
		expect(fileErrorMessage(Object.assign(new Error("x"), { code: "constructor" }))).toBeUndefined();
		expect(fileErrorMessage(undefined)).toBeUndefined();
	});
});

describe("hubkit's arguments", () => {
	it("refuses the ids the API refuses, before any hub is asked", async () => {
		for (const id of ["ok/..", "ok/.", "a/b/c", ".hidden/x"]) {
			for (const command of ["snippets", "apps"]) {
				const result = await runInProcess([command, id, "--hub", "http://127.0.0.1:9"]);
				expect(result.code, `${command} ${id}`).toBe(2);
				expect(result.stderr).toMatch(/^hubkit: not a model id or a \.json record file: .*\n$/);
				expect(result.stderr.split("\n")).toHaveLength(2);
			}
		}
		expect((await runInProcess(["snippets", "ok/.."])).stderr).toBe(
			'hubkit: not a model id or a .json record file: "ok/.."\n',
		);
	});

	it("cuts a very long bad id short on its one error line, saying how much was left out", async () => {
		const id = `a/${"b".repeat(5000)}`;
		const { code, stderr } = await runInProcess(["fit", id]);
		expect(code).toBe(2);
		expect(stderr).toMatch(/^hubkit: not a model id or a \.json record file: "a\/b+… \(\d+ more characters\)\n$/);
		expect(stderr.length).toBeLessThan(500);
	});

	it("refuses flags a command does not take, with exit 2 and one line", async () => {
		for (const command of ["tasks", "libraries"]) {
			const result = await runInProcess([command, "--hub", "https://huggingface.co"]);
			expect(result).toEqual({ code: 2, stdout: "", stderr: "hubkit: unknown option --hub\n" });
		}
	});
});

describe("the committed launcher (bin/hubkit.mjs)", () => {
	it("says to build first when dist/main.js is missing, in one line with exit 1", () => {
		const dir = mkdtempSync(join(tmpdir(), "hubkit-bin-"));
		try {
			mkdirSync(join(dir, "bin"));
			const launcher = join(dir, "bin", "hubkit.mjs");
			copyFileSync(new URL("../bin/hubkit.mjs", import.meta.url), launcher);
			let failure: { status?: number; stderr?: Buffer } = {};
			try {
				execFileSync(process.execPath, [launcher, "tasks"], { stdio: "pipe" });
			} catch (e) {
				failure = e as typeof failure;
			}
			expect(failure.status).toBe(1);
			expect(String(failure.stderr)).toBe("hubkit: not built yet; run `npm run build` first\n");
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});
});
