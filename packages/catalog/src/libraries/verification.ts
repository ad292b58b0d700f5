/**
 * How far each library snippet has been proven: `ran` (executed unmodified against the real
 * library on a tiny local model, by the snippet lab's level 4), `type-checked` (pyright against
 * the library's real source, for libraries that cannot be installed where the lab runs), or
 * `needs-remote-code` (neither, because the snippet runs the repository's own Python code, which
 * the lab cannot fetch offline: unverifiable, not failed), or `parsed` (every library snippet is
 * parsed and linted by the lab's level 1). The facts come
 * from two generated manifests, verification-data.ts (`npm run lab -- --levels ml`) and
 * verification-source-data.ts (`npm run lab -- --levels source`), keyed by a hash of the
 * snippet text, so a snippet a generator has changed since falls back to `parsed`.
 */

import { SNIPPET_VERIFICATION } from "./verification-data.js";
import type {
	TypeCheckedAgainst,
	TypeCheckManifest,
	VerificationLevel,
	VerificationManifest,
} from "./verification-manifest.js";
import { SNIPPET_TYPE_CHECKS } from "./verification-source-data.js";

export type {
	TypeCheckEntry,
	TypeCheckedAgainst,
	TypeCheckManifest,
	VerificationEntry,
	VerificationLevel,
	VerificationManifest,
} from "./verification-manifest.js";
export { SNIPPET_TYPE_CHECKS, SNIPPET_VERIFICATION };

/**
 * How far one snippet or command is proven: a manifest's level for this very text,
 * `same-template` when a sample record's snippet of the same template (`templateKey`) was proven
 * (`sample` names it, `sampleLevel` says how far), or `generated` for a block in a language the
 * lab has no parser for (a local app's YAML).
 */
export type ProofLevel = VerificationLevel | "same-template" | "generated";

export interface SnippetVerification {
	level: ProofLevel;
	/** The package (pip or npm name, or the runtime) the snippet ran or was type-checked against, with its version. */
	library?: string;
	version?: string;
	/** `type-checked`: against signature stubs read from the library's source, or the installed package. */
	against?: TypeCheckedAgainst;
	/** `same-template`: the sample record whose snippet of the same template was proven. */
	sample?: string;
	/** `same-template`: how far that sample's snippet was proven. */
	sampleLevel?: "ran" | "type-checked";
	/** An inference snippet that ran: the provider whose API the lab's recording answered as. */
	provider?: string;
	/** `parsed`: the language it was parsed as, where the block says (local-app commands: `sh`, `json`, `python`). */
	language?: string;
}

/**
 * The oldest release of a library its snippets are written for, where an older one lacks what
 * they call (diffusers takes `dtype=` from 0.40; transformers 5 removed pipelines and auto classes
 * the snippets route around). Install lines name it through `pipFloor`, so the bound lives here
 * once, beside the versions the lab verified the snippets with (a test checks those meet it).
 */
export const SNIPPET_LIBRARY_FLOORS = { transformers: "5", diffusers: "0.40" } as const;

/** `"diffusers>=0.40"`: the pip requirement for a library at its snippets' floor. */
export function pipFloor(library: keyof typeof SNIPPET_LIBRARY_FLOORS): string {
	return `"${library}>=${SNIPPET_LIBRARY_FLOORS[library]}"`;
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
let typeIndex: Map<string, string> | undefined;

/** The proof level of one library snippet (by its library id and exact text). */
export function snippetVerification(
	libraryId: string,
	snippetText: string,
	manifest: VerificationManifest = SNIPPET_VERIFICATION,
	typeChecks: TypeCheckManifest = SNIPPET_TYPE_CHECKS,
): SnippetVerification {
	let levels: Map<string, VerificationLevel>;
	if (manifest === SNIPPET_VERIFICATION) {
		index ??= indexOf(manifest);
		levels = index;
	} else {
		levels = indexOf(manifest);
	}
	const key = `${libraryId}\n${snippetHash(snippetText)}`;
	const level = levels.get(key);
	const lib = Object.hasOwn(manifest.libraries, libraryId) ? manifest.libraries[libraryId] : undefined;
	if (level === "ran" && lib) return { level, library: lib.library, version: lib.version };
	let packages: Map<string, string>;
	if (typeChecks === SNIPPET_TYPE_CHECKS) {
		typeIndex ??= typeIndexOf(typeChecks);
		packages = typeIndex;
	} else {
		packages = typeIndexOf(typeChecks);
	}
	const pkg = packages.get(key);
	const checked = pkg !== undefined && Object.hasOwn(typeChecks.packages, pkg) ? typeChecks.packages[pkg] : undefined;
	if (checked)
		return {
			level: "type-checked",
			library: checked.library,
			version: checked.version,
			...(checked.against && { against: checked.against }),
		};
	if (level === "type-checked") return { level };
	if (NEEDS_REMOTE_CODE.test(snippetText)) return { level: "needs-remote-code" };
	return { level: "parsed" };
}

/** A snippet that loads the repository's own modelling code (transformers' `trust_remote_code`). */
const NEEDS_REMOTE_CODE = /\btrust_remote_code\s*=\s*True\b/;

function typeIndexOf(manifest: TypeCheckManifest): Map<string, string> {
	return new Map(manifest.snippets.map(([lib, , , hash, , pkg]) => [`${lib}\n${hash}`, pkg]));
}

function indexOf(manifest: VerificationManifest): Map<string, VerificationLevel> {
	return new Map(manifest.snippets.map(([lib, , , hash, level]) => [`${lib}\n${hash}`, level]));
}
