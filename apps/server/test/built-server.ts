/** The built server (apps/server/dist/main.js) started as a user starts it, for the tests of what it says and serves at start. */
import { type ChildProcess, spawn } from "node:child_process";

const root = new URL("../../../", import.meta.url).pathname;
const running = new Set<ChildProcess>();

export interface BuiltServer {
	url: string;
	/** The server's process (its stdout and stderr are pipes to this one). */
	child: ChildProcess;
	/** Everything it printed so far (stdout and stderr). */
	output: () => string;
	stop: () => void;
}

/**
 * Starts it on a free port with `env` added (HUB_URL cleared); resolves once it says where it
 * runs, rejects with what it printed when it exits first.
 */
export function startBuiltServer(env: Record<string, string>): Promise<BuiltServer> {
	const child = spawn(process.execPath, ["apps/server/dist/main.js"], {
		cwd: root,
		env: { ...process.env, PORT: "0", HUB_URL: "", ...env },
		stdio: ["ignore", "pipe", "pipe"],
	});
	running.add(child);
	const stop = () => {
		if (child.exitCode === null) child.kill("SIGTERM");
	};
	let output = "";
	return new Promise((resolve, reject) => {
		const onData = (chunk: Buffer) => {
			output += chunk.toString();
			const match = /Hubkit is running at http:\/\/localhost:(\d+)/.exec(output);
			if (match?.[1]) resolve({ url: `http://127.0.0.1:${match[1]}`, child, output: () => output, stop });
		};
		child.stdout?.on("data", onData);
		child.stderr?.on("data", onData);
		child.once("exit", (code) => reject(new Error(`exited with ${code}:\n${output}`)));
	});
}

/** Stops every server these tests started that still runs. */
export function stopBuiltServers(): void {
	for (const child of running) if (child.exitCode === null) child.kill("SIGTERM");
	running.clear();
}
