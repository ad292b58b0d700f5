#!/usr/bin/env node
// `npm start`: builds what is not built yet, then starts the hub on http://localhost:3000
// (PORT to change, HUB_URL for an upstream hub). The TypeScript build is incremental, so a second
// start does almost nothing; the web app is built only when apps/web/dist does not exist yet
// (`npm run build` rebuilds it after changes). A first build takes a while: a line says so before
// it starts. Build lines and compiler errors go to stderr; stdout is the server's own, its first
// line where it runs (`node scripts/start.mjs | head -1`).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const root = new URL("..", import.meta.url).pathname;
const server = join(root, "apps/server/dist/main.js");
const tsc = join(root, "node_modules/typescript/bin/tsc");
const run = (args, cwd = root) => execFileSync(process.execPath, args, { stdio: [0, 2, 2], cwd });

/** Whether the incremental build has a project to compile (its dry run says which it would build). */
function typescriptOutOfDate() {
	try {
		const dry = execFileSync(process.execPath, [tsc, "-b", "tsconfig.build.json", "--dry"], { cwd: root });
		return /would build project/.test(dry.toString());
	} catch {
		return true;
	}
}

try {
	if (typescriptOutOfDate()) console.error("Building Hubkit (TypeScript)…");
	run([tsc, "-b", "tsconfig.build.json"]);
} catch (error) {
	if (!existsSync(server)) throw error;
	console.warn("npm start: the TypeScript build failed; starting the last built server.");
}
const web = join(root, "apps/web");
if (existsSync(join(web, "index.html")) && !existsSync(join(web, "dist/index.html"))) {
	console.error("Building the web app…");
	try {
		run([join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"], web);
	} catch {
		console.warn("npm start: the web app did not build; the server will say so on its pages.");
	}
}
await import(pathToFileURL(server).href);
