/**
 * Makes sure the Python environment exists: runs the setup script (a no-op taking a fraction
 * of a second when everything is installed; it holds a lock, so test files may race).
 */
import { execFileSync } from "node:child_process";
import { SETUP_SCRIPT, venvReady } from "./paths.js";

let done = false;

export function ensurePythonEnv(): void {
	if (done) return;
	execFileSync("bash", [SETUP_SCRIPT], { stdio: ["ignore", "ignore", "inherit"] });
	if (!venvReady()) throw new Error(`${SETUP_SCRIPT} ran but the virtualenv is incomplete`);
	done = true;
}
