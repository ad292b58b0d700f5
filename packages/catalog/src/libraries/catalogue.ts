import { LIBRARY_FACTS } from "./facts.js";
import { LIBRARY_SNIPPETS } from "./snippets/index.js";
import type { LibraryEntry } from "./types.js";

export type LibraryId = keyof typeof LIBRARY_FACTS;

/** The library catalogue: each library's facts joined with its snippet generator, when it has one. */
export const LIBRARIES: Readonly<Record<LibraryId, LibraryEntry>> = Object.fromEntries(
	Object.entries(LIBRARY_FACTS).map(([id, facts]) => {
		const snippets = Object.hasOwn(LIBRARY_SNIPPETS, id) ? LIBRARY_SNIPPETS[id] : undefined;
		return [id, snippets ? { id, ...facts, hasSnippets: true, snippets } : { id, ...facts, hasSnippets: false }];
	}),
) as Record<LibraryId, LibraryEntry>;

export const LIBRARY_IDS = Object.keys(LIBRARY_FACTS) as LibraryId[];

export function isLibraryId(id: unknown): id is LibraryId {
	return typeof id === "string" && Object.hasOwn(LIBRARY_FACTS, id);
}

export function getLibrary(id: string): LibraryEntry | undefined {
	return isLibraryId(id) ? LIBRARIES[id] : undefined;
}
