/** Makes sure the Python environment exists (runs the setup script once when it does not). */
import { execFileSync } from "node:child_process";
import { SETUP_SCRIPT, venvReady } from "./paths.js";

export function ensurePythonEnv(): void {
	if (venvReady()) return;
	execFileSync("bash", [SETUP_SCRIPT], { stdio: "inherit" });
	if (!venvReady()) throw new Error(`${SETUP_SCRIPT} ran but the virtualenv is incomplete`);
}
