/** Locations the lab uses: its own folder, the project venv and a git-ignored scratch dir. */
import { existsSync, mkdirSync, mkdtempSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** tools/snippet-lab (this file lives in src/; a bundled CLI sets SNIPPET_LAB_DIR). */
export const LAB_DIR: string = process.env.SNIPPET_LAB_DIR ?? resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const REPO_DIR: string = resolve(LAB_DIR, "../..");
export const VENV_DIR: string = process.env.SNIPPET_LAB_VENV ?? join(LAB_DIR, ".venv");
export const VENV_BIN: string = join(VENV_DIR, "bin");
export const VENV_PYTHON: string = join(VENV_BIN, "python");
export const SETUP_SCRIPT: string = join(LAB_DIR, "scripts", "setup-env.sh");

/**
 * A fresh scratch directory under tools/snippet-lab/.work: inside the repository so that
 * `import "openai"` from a snippet resolves to the root node_modules, as in a user's project.
 */
export function scratchDir(prefix: string): string {
	const base = join(LAB_DIR, ".work");
	mkdirSync(base, { recursive: true });
	return mkdtempSync(join(base, `${prefix}-`));
}

export function venvReady(): boolean {
	return existsSync(join(VENV_BIN, "ruff")) && existsSync(join(VENV_BIN, "pyright")) && existsSync(VENV_PYTHON);
}
