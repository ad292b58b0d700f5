import type { LibrarySnippets } from "../types.js";

export const DIFFUSERS_SNIPPETS: Record<string, LibrarySnippets> = {};
