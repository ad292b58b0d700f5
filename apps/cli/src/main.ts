#!/usr/bin/env node
/** The `hubkit` binary. */
import { routeGeneratorLog } from "@hubkit/hub-core";
import { run } from "./cli.js";
import { messageLine } from "./messages.js";
import { outputFailure } from "./output.js";

// Write errors arrive as 'error' events on the streams: a closed pipe ends quietly, a full disk
// is one line (output.ts). stderr failing too leaves nothing to report on.
process.stdout.on("error", (error) => {
	const { code, message } = outputFailure(error);
	if (message) process.stderr.write(message);
	process.exit(code);
});
process.stderr.on("error", () => process.exit(process.exitCode ?? 1));

// A provider that does not serve the model's task is worth one line on stderr, not a stack trace;
// a warning, since the snippets are still printed.
routeGeneratorLog((line) => process.stderr.write(messageLine("warning", line)));

process.exitCode = await run(process.argv.slice(2), {
	stdout: (text) => process.stdout.write(text),
	stderr: (text) => process.stderr.write(text),
	isTTY: process.stdout.isTTY === true,
	env: process.env,
});
