#!/usr/bin/env node
// Builds what is not built yet: the TypeScript packages (incremental `tsc -b`), then the web
// app when it has sources. Safe to run repeatedly; a second run does almost nothing.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const run = (cmd, args, cwd = root) => execFileSync(cmd, args, { stdio: "inherit", cwd });
run(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-b", "tsconfig.build.json"]);
if (existsSync(join(root, "apps/web/index.html"))) {
	run(
		process.execPath,
		[join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"],
		join(root, "apps/web"),
	);
}
