import type { LibrarySnippets } from "../types.js";

export const VISION_SNIPPETS: Record<string, LibrarySnippets> = {};
