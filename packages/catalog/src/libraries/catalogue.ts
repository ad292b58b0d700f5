import { LIBRARY_FACTS } from "./facts.js";
import { LIBRARY_SNIPPETS } from "./snippets/index.js";
import type { LibraryEntry } from "./types.js";

export type LibraryId = keyof typeof LIBRARY_FACTS;

/** The library catalogue: facts from the product table, each joined with its snippet generator. */
export const LIBRARIES: Readonly<Record<LibraryId, LibraryEntry>> = Object.fromEntries(
	Object.entries(LIBRARY_FACTS).map(([id, facts]) => {
		const snippets = LIBRARY_SNIPPETS[id];
		return [id, snippets ? { id, ...facts, snippets } : { id, ...facts }];
	}),
) as Record<LibraryId, LibraryEntry>;

export const LIBRARY_IDS = Object.keys(LIBRARY_FACTS) as LibraryId[];

export function isLibraryId(id: unknown): id is LibraryId {
	return typeof id === "string" && Object.hasOwn(LIBRARY_FACTS, id);
}

export function getLibrary(id: string): LibraryEntry | undefined {
	return isLibraryId(id) ? LIBRARIES[id] : undefined;
}
