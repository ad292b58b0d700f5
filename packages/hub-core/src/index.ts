/**
 * @hubkit/hub-core: what the hub's server and CLI share. Pure functions over the catalogue and
 * the inference generator (snippet assembly, option checks, summaries), the API's JSON types,
 * and the upstream hub client, whose only I/O goes through an injected or the global `fetch`.
 */

export { BodyTooLargeError, MAX_UPSTREAM_BODY_BYTES, readBoundedText } from "./body.js";
export { type BreakerOptions, type BreakerState, CircuitBreaker, DEFAULT_BREAKER } from "./breaker.js";
export {
	LIBRARY_MODELS_SHOWN,
	libraryDetail,
	librarySummaries,
	librarySummary,
	localAppSummaries,
	storeCounts,
	storeTaskSummaries,
	summariseModel,
	taskSummaries,
} from "./catalogue.js";
export * from "./catalogue-file.js";
export * from "./compare.js";
export * from "./digits.js";
export { formatBytes, formatContextLength, formatParameters, formatSpeed, UNKNOWN_FIGURE } from "./figures.js";
export * from "./fit.js";
export {
	answersRequest,
	DEFAULT_HUB_TIMEOUT_MS,
	describeHubError,
	EXPAND_FIELDS,
	fetchModelRecord,
	getUpstreamJson,
	guarded,
	type HubClientOptions,
	type HubError,
	type HubResult,
	type JsonResult,
	megabytes,
	modelApiUrl,
	recordFromHub,
} from "./hub.js";
export {
	type IdProblem,
	listedIdProblem,
	MAX_ID_SEGMENT_LENGTH,
	modelIdProblem,
	nameProblem,
	ownerProblem,
} from "./ids.js";
export {
	type InferenceOptions,
	inferenceSnippets,
	inferenceTask,
	inferenceView,
	isChatModel,
	type LocalInferenceOptions,
	mappingFor,
	NO_PROVIDER_NOTE,
	type ProviderMapping,
	providerNote,
	providersFor,
	routeGeneratorLog,
	type SnippetFilter,
	unservedNote,
} from "./inference.js";
export {
	cutLists,
	type LimitedList,
	type LongList,
	longList,
	MAX_RECORD_BYTES,
	RECORD_LIST_LIMITS,
	trimRecord,
} from "./limits.js";
export { LruCache } from "./lru.js";
export { type ModelAnswer, modelAnswer } from "./model-answer.js";
export {
	checkListField,
	checkModelListQuery,
	type FieldNamer,
	listModels,
	MODEL_LIST_FIELDS,
	MODEL_LIST_LIMITS,
	type ModelListCheck,
	type ModelListField,
	type ModelListInput,
	type ModelListRequest,
	withoutFits,
} from "./model-list.js";
export {
	ALL_CLIENTS,
	billToMessage,
	CLIENTS,
	checkSnippetOptions,
	clientMessage,
	clientsOfLanguage,
	endpointUrlMessage,
	endpointUrlProblem,
	fileProblem,
	isBillTo,
	isProvider,
	isSnippetLanguage,
	languageMessage,
	librariesProblem,
	MAX_ENDPOINT_URL_LENGTH,
	MAX_EXTRA_LIBRARIES,
	type OptionsCheck,
	PROVIDER_IDS,
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
	MAX_RETRY_AFTER_MS,
	RETRYABLE_STATUSES,
	type RetryOptions,
	type RetryPolicy,
	realSleep,
	retryAfterMs,
	retryDelay,
	type Sleep,
} from "./retry.js";
export { buildSnippets, librarySnippets, localApps, type SnippetRequest } from "./snippets.js";
export * from "./store.js";
export * from "./task-page.js";
export { escapeControl } from "./text.js";
export type * from "./types.js";
export {
	architectureFromConfig,
	configJsonUrl,
	fetchModelWithFacts,
	treeUrl,
	UPSTREAM_FACT_LIMITS,
	weightSizesFromTree,
	withUpstreamFacts,
} from "./upstream-facts.js";
export { modelListUrl, nextCursor } from "./upstream-list.js";
export { UPSTREAM_CACHE, type UpstreamStoreOptions, upstreamStore } from "./upstream-store.js";
