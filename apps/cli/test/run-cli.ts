/**
 * Running the CLI in tests, in one place. `runCli` calls `run` in this process with an Io that
 * collects the output (fast, and no build needed); `runBuiltCli` spawns the BUILT binary
 * (apps/cli/dist/main.js) as a user would, and `buildCli` brings that build up to date first.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { run } from "../src/cli.js";

export const ROOT = new URL("../../../", import.meta.url).pathname;
export const CLI_BIN = join(ROOT, "apps/cli/dist/main.js");
const SRC_DIR = join(ROOT, "apps/cli/src");

export interface CliResult {
	code: number;
	stdout: string;
	stderr: string;
}

/** `hubkit args…` in this process, not on a terminal unless `isTTY`, with only `env` in its environment. */
export async function runCli(
	args: string[],
	options: { env?: Record<string, string>; isTTY?: boolean } = {},
): Promise<CliResult> {
	let stdout = "";
	let stderr = "";
	const code = await run(args, {
		stdout: (t) => {
			stdout += t;
		},
		stderr: (t) => {
			stderr += t;
		},
		isTTY: options.isTTY ?? false,
		env: options.env ?? {},
	});
	return { code, stdout, stderr };
}

/** The newest modification time in a folder. */
const newest = (dir: string): number => Math.max(...readdirSync(dir).map((f) => statSync(join(dir, f)).mtimeMs));

/**
 * Builds the CLI for `runBuiltCli`. `tsc -b` is incremental: it rebuilds the CLI and the packages
 * it imports only when their sources changed.
 */
export function buildCli(): void {
	try {
		execFileSync(
			process.execPath,
			[join(ROOT, "node_modules/typescript/bin/tsc"), "-b", "apps/cli/tsconfig.build.json"],
			{
				cwd: ROOT,
				stdio: "pipe",
			},
		);
	} catch (e) {
		// A build error elsewhere in the repository must not hide an up-to-date CLI build.
		if (!existsSync(CLI_BIN) || statSync(CLI_BIN).mtimeMs < newest(SRC_DIR)) throw e;
	}
}

export interface BuiltCliOptions {
	/** Added to this process's environment (NO_COLOR is cleared unless given). */
	env?: Record<string, string>;
	/** Written to the CLI's standard input, which is then closed; without it there is no input. */
	stdin?: string;
	/** A file descriptor to write the output to instead of collecting it (`stdout` is then ""). */
	stdout?: number;
	/** Called with the child as soon as it is spawned (e.g. to close its output early). */
	onSpawn?: (child: ChildProcess) => void;
}

/** `node apps/cli/dist/main.js args…` from the repository root; resolves when it has exited. */
export function runBuiltCli(args: string[], options: BuiltCliOptions = {}): Promise<CliResult> {
	return new Promise((resolve, reject) => {
		const child = spawn(process.execPath, [CLI_BIN, ...args], {
			cwd: ROOT,
			env: { ...process.env, NO_COLOR: "", ...options.env },
			stdio: [options.stdin === undefined ? "ignore" : "pipe", options.stdout ?? "pipe", "pipe"],
		});
		let stdout = "";
		let stderr = "";
		child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
			stdout += chunk;
		});
		child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
			stderr += chunk;
		});
		if (options.stdin !== undefined) child.stdin?.end(options.stdin);
		options.onSpawn?.(child);
		child.on("error", reject);
		// Killed by a signal, the CLI has no exit code: report a failure, as a shell does.
		child.on("close", (code) => resolve({ code: code ?? 1, stdout, stderr }));
	});
}
