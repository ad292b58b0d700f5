/**
 * The JSON shapes of the hub's HTTP API, as the web app reads them. They are defined once in
 * @hubkit/hub-core (which the server and the CLI share) and imported here as types only, so the
 * web app cannot drift from the API. (Pages that generate in the page import hub-core's functions
 * in their own lazy chunks.)
 */
export type { DemoItem, LocalAppSnippet, ModelRecord, SnippetVerification, TaskData } from "@hubkit/catalog";
export type {
	HubHealth,
	InferenceSnippetView,
	InferenceView,
	LibraryDetail,
	LibrarySnippetsView,
	LibrarySummary,
	LocalAppSummary,
	LocalAppView,
	ModelList,
	ModelSummary,
	ModelTree as ModelTreeView,
	SnippetsView,
	TaskSummary,
} from "@hubkit/hub-core";
