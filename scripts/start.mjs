#!/usr/bin/env node
// `npm start`: builds what is not built, then starts the hub. Until the server exists it
// prints the catalogue summary.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
execFileSync(process.execPath, [join(root, "scripts/build.mjs")], { stdio: "inherit" });
const server = join(root, "apps/server/dist/main.js");
if (existsSync(server)) {
	await import(server);
} else {
	const { PIPELINE_TYPES, LIBRARY_IDS, TASKS } = await import("@hubkit/catalog");
	const placeholders = Object.values(TASKS).filter((t) => t.isPlaceholder).length;
	console.log(
		`Hubkit catalogue: ${PIPELINE_TYPES.length} pipeline tags (${placeholders} placeholder task pages), ${LIBRARY_IDS.length} libraries.`,
	);
}
