/**
 * What an index was built by. An index stores what the rules made of each record (validation,
 * facet values, "runs on", search words, summaries, sort orders), and those rules live in the code
 * of @hubkit/catalog (records, local apps, devices, the fit estimate), @hubkit/hub-core (the store's
 * rules) and this package. An index is reused only under the same code: an upgrade or a changed
 * rule re-indexes rather than serving the old rules' answers (a device added to the catalogue
 * would otherwise be missing from "runs on" until the catalogue file changed).
 * Measured cost: hashing the three packages' 2.2 MB of code (sources and build) takes some 30 ms at
 * open, once a process.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);

/** The folders of code whose rules an index holds. */
function ruleFolders(): string[] {
	const packageRoots = [
		dirname(require.resolve("@hubkit/catalog/package.json")),
		dirname(require.resolve("@hubkit/hub-core/package.json")),
		fileURLToPath(new URL("..", import.meta.url)),
	];
	return packageRoots.flatMap((root) => ["src", "dist"].map((folder) => join(root, folder)));
}

/** The code files under `folder`, by path (none when it does not exist). */
function codeFiles(folder: string): string[] {
	let names: string[];
	try {
		names = readdirSync(folder, { recursive: true, encoding: "utf8" });
	} catch {
		return [];
	}
	return names
		.filter((name) => /\.(js|ts|json)$/.test(name) && !name.endsWith(".d.ts"))
		.sort()
		.map((name) => join(folder, name));
}

/** A hash of the code files under `folders`: their paths within each folder and their bytes. */
export function codeFingerprint(folders: readonly string[]): string {
	const hash = createHash("sha256");
	for (const [i, folder] of folders.entries()) {
		hash.update(`${i}\0`);
		for (const file of codeFiles(folder)) {
			hash.update(file.slice(folder.length));
			hash.update("\0");
			hash.update(readFileSync(file));
			hash.update("\0");
		}
	}
	return hash.digest("hex").slice(0, 16);
}

let fingerprint: string | undefined;

/** The fingerprint of the code that builds and reads indexes; computed once a process. */
export function rulesFingerprint(): string {
	fingerprint ??= codeFingerprint(ruleFolders());
	return fingerprint;
}
