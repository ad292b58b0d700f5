/**
 * Every library snippet generator, by library id. Each family module owns its libraries;
 * this file only merges them.
 */
import type { LibrarySnippets } from "../types.js";

export const LIBRARY_SNIPPETS: Readonly<Record<string, LibrarySnippets>> = {};
