import type { ModelRecord } from "../model.js";

/** The language a library's snippets are written in; each snippet is one complete program in it. */
export type SnippetLanguage = "python" | "js" | "sh" | "csharp" | "swift" | "rust" | "json";

/** A library's snippet generator: a pure function from a model record to complete programs. */
export type LibrarySnippets = (model: ModelRecord) => string[];

/** What the catalogue states about a library (one entry in facts.ts). */
export interface LibraryFacts {
	prettyLabel: string;
	repoName: string;
	repoUrl: string;
	docsUrl?: string;
	/** Whether the library appears as a filter on the model list. */
	filter?: boolean;
	/** A download-counting rule (query string); absent means the default rule. */
	countDownloads?: string;
	snippetLanguage: SnippetLanguage;
}

export interface LibraryEntry extends LibraryFacts {
	id: string;
	/** Whether the library has a snippet generator: derived from `snippets`, never stored. */
	hasSnippets: boolean;
	snippets?: LibrarySnippets;
}
