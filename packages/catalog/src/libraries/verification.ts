/**
 * How far each library snippet has been proven: `ran` (executed unmodified against the real
 * library on a tiny local model, by the snippet lab's level 4), `type-checked`, or `parsed`
 * (every library snippet is parsed and linted by the lab's level 1). The facts come from the
 * generated manifest (verification-data.ts, written by `npm run lab -- --levels ml`), keyed by
 * a hash of the snippet text, so a snippet a generator has changed since is no longer "ran".
 */
import { SNIPPET_VERIFICATION } from "./verification-data.js";

export { SNIPPET_VERIFICATION };

export type VerificationLevel = "ran" | "type-checked" | "parsed";

export interface SnippetVerification {
	level: VerificationLevel;
	/** The library (pip name) the snippet ran against, with its version, for `ran`. */
	library?: string;
	version?: string;
}

/** One manifest line: library id, model id, snippet index, hash of the snippet text, level. */
export type VerificationEntry = readonly [string, string, number, string, VerificationLevel];

export interface VerificationManifest {
	/** Per library id: the package and version its snippets ran against. */
	libraries: Readonly<Record<string, { library: string; version: string }>>;
	snippets: readonly VerificationEntry[];
	/** Local-app commands that ran, one line each in the same shape keyed by the app id (its version in `libraries`). */
	localApps?: readonly VerificationEntry[];
}

/** A short, stable hash of a snippet's text (cyrb53: pure, the same in Node and browsers). */
export function snippetHash(text: string): string {
	let h1 = 0xdeadbeef;
	let h2 = 0x41c6ce57;
	for (let i = 0; i < text.length; i++) {
		const c = text.charCodeAt(i);
		h1 = Math.imul(h1 ^ c, 2654435761);
		h2 = Math.imul(h2 ^ c, 1597334677);
	}
	h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
	h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
	return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, "0");
}

let index: Map<string, VerificationLevel> | undefined;

/** The proof level of one library snippet (by its library id and exact text). */
export function snippetVerification(
	libraryId: string,
	snippetText: string,
	manifest: VerificationManifest = SNIPPET_VERIFICATION,
): SnippetVerification {
	let levels: Map<string, VerificationLevel>;
	if (manifest === SNIPPET_VERIFICATION) {
		index ??= indexOf(manifest);
		levels = index;
	} else {
		levels = indexOf(manifest);
	}
	const level = levels.get(`${libraryId}\n${snippetHash(snippetText)}`);
	const lib = Object.hasOwn(manifest.libraries, libraryId) ? manifest.libraries[libraryId] : undefined;
	if (level === "ran" && lib) return { level, library: lib.library, version: lib.version };
	if (level === "type-checked") return { level };
	return { level: "parsed" };
}

function indexOf(manifest: VerificationManifest): Map<string, VerificationLevel> {
	return new Map(manifest.snippets.map(([lib, , , hash, level]) => [`${lib}\n${hash}`, level]));
}
