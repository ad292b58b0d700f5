import type { LibrarySnippets } from "../types.js";

export const NLP_SNIPPETS: Record<string, LibrarySnippets> = {};
