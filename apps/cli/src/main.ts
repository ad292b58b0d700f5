#!/usr/bin/env node
/** The `hubkit` binary. */
import { run } from "./cli.js";
import { outputFailure } from "./output.js";

// Write errors arrive as 'error' events on the streams: a closed pipe ends quietly, a full disk
// is one line (output.ts). stderr failing too leaves nothing to report on.
process.stdout.on("error", (error) => {
	const { code, message } = outputFailure(error);
	if (message) process.stderr.write(message);
	process.exit(code);
});
process.stderr.on("error", () => process.exit(process.exitCode ?? 1));

process.exitCode = await run(process.argv.slice(2), {
	stdout: (text) => process.stdout.write(text),
	stderr: (text) => process.stderr.write(text),
	isTTY: process.stdout.isTTY === true,
	env: process.env,
});
