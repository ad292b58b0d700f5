import type { ModelRecord } from "../model.js";

/** The language a library's snippets are written in; each snippet is one complete program in it. */
export type SnippetLanguage = "python" | "js" | "sh" | "csharp" | "swift" | "rust" | "json";

/** A library's snippet generator: a pure function from a model record to complete programs. */
export type LibrarySnippets = (model: ModelRecord) => string[];

/** Facts copied from the product's library table. */
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
	/** Whether the product gives this library a snippet generator. */
	hasSnippets: boolean;
}

export interface LibraryEntry extends LibraryFacts {
	id: string;
	snippets?: LibrarySnippets;
}
