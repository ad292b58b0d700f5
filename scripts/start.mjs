#!/usr/bin/env node
// `npm start`: builds what is not built yet, then starts the hub on http://localhost:3000
// (PORT to change, HUB_URL for an upstream hub). The TypeScript build is incremental, so a second
// start does almost nothing; the web app is built only when apps/web/dist does not exist yet
// (`npm run build` rebuilds it after changes).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const root = new URL("..", import.meta.url).pathname;
const server = join(root, "apps/server/dist/main.js");
const run = (args, cwd = root) => execFileSync(process.execPath, args, { stdio: "inherit", cwd });

try {
	run([join(root, "node_modules/typescript/bin/tsc"), "-b", "tsconfig.build.json"]);
} catch (error) {
	if (!existsSync(server)) throw error;
	console.warn("npm start: the TypeScript build failed; starting the last built server.");
}
const web = join(root, "apps/web");
if (existsSync(join(web, "index.html")) && !existsSync(join(web, "dist/index.html"))) {
	try {
		run([join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"], web);
	} catch {
		console.warn("npm start: the web app did not build; the server will say so on its pages.");
	}
}
await import(pathToFileURL(server).href);
