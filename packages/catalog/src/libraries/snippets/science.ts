import type { LibrarySnippets } from "../types.js";

export const SCIENCE_SNIPPETS: Record<string, LibrarySnippets> = {};
