/**
 * The JSON shapes of the hub's HTTP API, as the web app reads them. They are defined once in
 * @hubkit/hub-core (which the server and the CLI share) and imported here as types only, so the
 * web app cannot drift from the API and its bundle gains no code from hub-core.
 */
export type { DemoItem, LocalAppSnippet, ModelRecord, TaskData } from "@hubkit/catalog";
export type {
	InferenceSnippetView,
	LibraryDetail,
	LibrarySnippetsView,
	LibrarySummary,
	LocalAppSummary,
	LocalAppView,
	ModelList,
	ModelSummary,
	SnippetsView,
	TaskSummary,
} from "@hubkit/hub-core";
