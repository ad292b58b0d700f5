#!/usr/bin/env node
// Type-checks every workspace that has a tsconfig.json (no emit), one tsc per workspace.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const { workspaces } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const tsc = join(root, "node_modules/typescript/bin/tsc");
let failed = 0;
for (const ws of workspaces) {
	if (!existsSync(join(root, ws, "tsconfig.json"))) continue;
	try {
		execFileSync(process.execPath, [tsc, "-p", join(root, ws, "tsconfig.json")], { stdio: "inherit" });
		console.log(`typecheck ok: ${ws}`);
	} catch {
		console.error(`typecheck FAILED: ${ws}`);
		failed++;
	}
}
process.exit(failed ? 1 : 0);
