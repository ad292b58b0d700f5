import type { LibrarySnippets } from "../types.js";

export const AUDIO_SNIPPETS: Record<string, LibrarySnippets> = {};
