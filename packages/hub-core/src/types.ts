/**
 * The JSON shapes of the hub's API (`apps/server`), which `hubkit --json` prints too. One
 * definition for the server, the CLI and the web app, so the three cannot drift apart.
 */
import type { LibraryEntry, LocalAppSnippet, SnippetVerification } from "@hubkit/catalog";

/** One row of `GET /api/tasks`. */
export interface TaskSummary {
	id: string;
	label: string;
	modality: string;
	isPlaceholder: boolean;
	/** Models of the catalogue with this pipeline tag; absent when the store cannot count (an upstream hub). */
	modelCount?: number;
}

/** One row of `GET /api/libraries`: the catalogue entry without its generator function. */
export type LibrarySummary = Omit<LibraryEntry, "snippets">;

/** `GET /api/libraries/:id`. */
export interface LibraryDetail extends LibrarySummary {
	tasks: string[];
	/** How many models of the catalogue use this library; absent when the store cannot count (an upstream hub). */
	modelCount?: number;
	/** The most downloaded of them, at most LIBRARY_MODELS_SHOWN (the rest: the model list's `library` filter). */
	models: ModelSummary[];
}

/** One row of `GET /api/local-apps`. */
export interface LocalAppSummary {
	id: string;
	prettyLabel: string;
	docsUrl: string;
	mainTask: string;
	macOSOnly: boolean;
	kind: "snippet" | "deeplink";
}

/** One row of `GET /api/models`. */
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

/** `GET /api/models`. */
export interface ModelList {
	/** How many models match; absent when the catalogue is an upstream hub, which does not say. */
	total?: number;
	models: ModelSummary[];
	/** Counts of every facet's values over the matching models (when asked for with `facets=true`). */
	facets?: Record<string, { value: string; count: number }[]>;
	/** For each facet whose list was cut (store.ts FACET_VALUES_LIMIT): how many values it leaves out. */
	facetsLeftOut?: Record<string, number>;
	/** The cursor of the next page (`cursor=`), from an upstream hub. */
	next?: string;
	/** How the search was narrowed (store.ts searchQuery), when it was. */
	narrowed?: { droppedWords: string[]; wordStartsOnly: string[]; reason: string };
}

export interface LibrarySnippetsView {
	library: string;
	language: string;
	snippets: string[];
	/**
	 * How far each snippet is proven (parallel to `snippets`): ran against the real library,
	 * type-checked against its source, the same template proven on a sample record, or parsed.
	 */
	verification: SnippetVerification[];
}

/** A local app's block of commands with how far they are proven (the weakest of its commands). */
export interface LocalAppSnippetView extends LocalAppSnippet {
	verification: SnippetVerification;
}

export interface LocalAppView {
	app: string;
	prettyLabel: string;
	macOSOnly: boolean;
	snippets?: LocalAppSnippetView[];
	deeplink?: string;
}

export interface InferenceSnippetView {
	language: string;
	client: string;
	/** The client's display name (e.g. "huggingface_hub", "OpenAI"), from its target descriptor. */
	label: string;
	content: string;
	/** How far it is proven: `ran` against a recording of the provider's API (with the client's version), else `parsed`. */
	verification: SnippetVerification;
}

/** A provider a reader may pick for a model: `auto`, or one that serves the model's task. */
export interface ProviderChoice {
	id: string;
	/** The record maps the model to this provider (it serves this very model). */
	serves: boolean;
}

/** Inference snippets and what a reader needs beside them. */
export interface InferenceView {
	inference: InferenceSnippetView[];
	/** Whether the model gets chat examples (so streaming applies). */
	chat: boolean;
	/** `auto` first, then every provider that serves the model's task. */
	providers: ProviderChoice[];
	/** What the reader should know about the calls, e.g. that no provider serves the model. */
	notes: string[];
	/** Why there are no inference snippets when the generator refused the record or the options. */
	errors: string[];
}

/** `GET /api/models/:owner/:name/snippets`, `POST /api/snippets` and `hubkit snippets --json`. */
export interface SnippetsView extends InferenceView {
	libraries: LibrarySnippetsView[];
	localApps: LocalAppView[];
}
