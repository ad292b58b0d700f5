#!/usr/bin/env node
// The `hubkit` command. A committed launcher, so that `npm install` links the bin even before
// `npm run build` has made dist/main.js (npm skips a bin whose file is missing at install time).
import { existsSync } from "node:fs";

const main = new URL("../dist/main.js", import.meta.url);
if (!existsSync(main)) {
	process.stderr.write("hubkit: not built yet; run `npm run build` first\n");
	process.exit(1);
}
await import(main.href);
