import type { LibrarySnippets } from "../types.js";

export const RL_SNIPPETS: Record<string, LibrarySnippets> = {};
