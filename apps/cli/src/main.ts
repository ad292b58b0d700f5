#!/usr/bin/env node
import { routeGeneratorLog } from "@hubkit/hub-core";
/** The `hubkit` binary. */
import { run } from "./cli.js";

// A provider that does not serve the model's task is worth one line on stderr, not a stack trace.
routeGeneratorLog((line) => process.stderr.write(`hubkit: ${line}\n`));

process.exitCode = await run(process.argv.slice(2), {
	stdout: (text) => process.stdout.write(text),
	stderr: (text) => process.stderr.write(text),
	isTTY: process.stdout.isTTY === true,
	env: process.env,
});
