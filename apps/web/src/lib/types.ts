/** The JSON shapes of the hub's HTTP API (apps/server), as the web app reads them. */
import type { LocalAppSnippet } from "@hubkit/catalog";

export type { DemoItem, LocalAppSnippet, ModelRecord, TaskData } from "@hubkit/catalog";

export interface TaskSummary {
	id: string;
	label: string;
	modality: string;
	isPlaceholder: boolean;
	modelCount: number;
}

export interface LibrarySummary {
	id: string;
	prettyLabel: string;
	repoName: string;
	repoUrl: string;
	docsUrl?: string;
	filter?: boolean;
	countDownloads?: string;
	snippetLanguage: string;
	hasSnippets: boolean;
}

export interface LibraryDetail extends LibrarySummary {
	tasks: string[];
	modelIds: string[];
}

export interface ModelSummary {
	id: string;
	author?: string;
	pipeline_tag?: string;
	library_name?: string;
	tags: string[];
	downloads: number;
	likes: number;
	lastModified?: string;
}

export interface ModelList {
	total: number;
	models: ModelSummary[];
}

export interface LibrarySnippetsView {
	library: string;
	language: string;
	snippets: string[];
}

export interface LocalAppView {
	app: string;
	prettyLabel: string;
	macOSOnly: boolean;
	snippets?: LocalAppSnippet[];
	deeplink?: string;
}

export interface SnippetsView {
	libraries: LibrarySnippetsView[];
	localApps: LocalAppView[];
	inference: { language: string; client: string; content: string }[];
}
