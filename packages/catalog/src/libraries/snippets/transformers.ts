import type { LibrarySnippets } from "../types.js";

export const TRANSFORMERS_SNIPPETS: Record<string, LibrarySnippets> = {};
