/** LOCAL_APPS: every local app, by id. Written by the library-snippets issue. */
import type { LocalApp } from "./types.js";

export type { LocalApp, LocalAppSnippet } from "./types.js";

export const LOCAL_APPS: Readonly<Record<string, LocalApp>> = {};
