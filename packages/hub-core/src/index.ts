/**
 * @hubkit/hub-core: what the hub's server and CLI share. Pure functions over the catalogue and
 * the inference generator (snippet assembly, option checks, summaries), the API's JSON types,
 * and the upstream hub client, whose only I/O goes through an injected or the global `fetch`.
 */
export {
	libraryDetail,
	librarySummaries,
	librarySummary,
	localAppSummaries,
	summariseModel,
	taskSummaries,
} from "./catalogue.js";
export {
	DEFAULT_HUB_TIMEOUT_MS,
	describeHubError,
	EXPAND_FIELDS,
	fetchModelRecord,
	type HubClientOptions,
	type HubError,
	type HubResult,
	modelApiUrl,
	recordFromHub,
} from "./hub.js";
export {
	type InferenceOptions,
	inferenceSnippets,
	mappingFor,
	type ProviderMapping,
	routeGeneratorLog,
	type SnippetFilter,
} from "./inference.js";
export { LruCache } from "./lru.js";
export {
	ALL_CLIENTS,
	billToMessage,
	CLIENTS,
	checkSnippetOptions,
	clientMessage,
	clientsFor,
	endpointUrlMessage,
	endpointUrlProblem,
	isBillTo,
	isProvider,
	isSnippetLanguage,
	languageMessage,
	MAX_ENDPOINT_URL_LENGTH,
	type OptionsCheck,
	PROVIDERS,
	providerMessage,
	SNIPPET_LANGUAGES,
	type SnippetChoice,
	type SnippetLanguageId,
	type SnippetOptionField,
	type SnippetOptionsInput,
} from "./options.js";
export {
	DEFAULT_RETRY_POLICY,
	fetchWithRetry,
	RETRYABLE_STATUSES,
	type RetryOptions,
	type RetryPolicy,
	realSleep,
	retryDelay,
	type Sleep,
} from "./retry.js";
export { buildSnippets, librarySnippets, localApps, type SnippetRequest } from "./snippets.js";
export * from "./task-page.js";
export type * from "./types.js";
