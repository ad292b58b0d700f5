import type { LibrarySnippets } from "../types.js";

export const FRAMEWORKS_SNIPPETS: Record<string, LibrarySnippets> = {};
