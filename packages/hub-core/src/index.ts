/**
 * @hubkit/hub-core: what the hub's server and CLI share. Pure functions over the catalogue and
 * the inference generator (snippet assembly, option checks, summaries), the API's JSON types,
 * and the store interface. The upstream hub client is the subpath `@hubkit/hub-core/upstream`.
 */

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
export * from "./device-order.js";
export * from "./digits.js";
export {
	formatBytes,
	formatContextLength,
	formatMebibytes,
	formatParameters,
	formatRamGiB,
	formatSpeed,
	UNKNOWN_FIGURE,
} from "./figures.js";
export * from "./fit.js";
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
	noSnippetNote,
	type ProviderMapping,
	providerNote,
	providersFor,
	type SnippetFilter,
	unservedNote,
} from "./inference.js";
export * from "./leaderboard.js";
export { type LimitedList, MAX_RECORD_BYTES, RECORD_LIST_LIMITS } from "./limits.js";
export { LruCache } from "./lru.js";
export { type ModelAnswer, modelAnswer } from "./model-answer.js";
export {
	type ChildList,
	type ChildModel,
	compareChildren,
	MAX_CHILDREN_LIMIT,
	type ModelChildren,
	noChildren,
	type TreeEdge,
	treeEdges,
} from "./model-children.js";
export {
	checkLeaderboardFilter,
	checkListField,
	checkModelListQuery,
	defaultSort,
	type FieldNamer,
	listModels,
	MAX_PRICE_RULE,
	MODEL_LIST_FIELDS,
	MODEL_LIST_LIMITS,
	type ModelListCheck,
	type ModelListField,
	type ModelListInput,
	type ModelListRequest,
	orderPhrase,
	SORT_LABELS,
	withoutFits,
} from "./model-list.js";
export { type BestLocal, bestLocalLine, type ModelTree, modelTree, TREE_CHILDREN_SHOWN } from "./model-tree.js";
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
	ROUTING_POLICIES,
	type RoutingPolicy,
	routingChoices,
	routingProblem,
	SNIPPET_LANGUAGES,
	type SnippetChoice,
	type SnippetLanguageId,
	type SnippetOptionField,
	type SnippetOptionsInput,
} from "./options.js";
export * from "./provider-filter.js";
export {
	asOfText,
	BLENDED_RATIO,
	BLENDED_RATIO_TEXT,
	blendedPrice,
	blendedText,
	COST_EXAMPLE,
	checkProviderSort,
	type FromPrice,
	formatUsd,
	fromPrice,
	fromPriceText,
	LATENCY_MEASURED_BY,
	PRICE_NOT_PUBLISHED,
	PROVIDER_FACT_FRESH_DAYS,
	PROVIDER_SORTS,
	type ProviderComparison,
	type ProviderComparisonOptions,
	type ProviderMark,
	type ProviderRow,
	type ProviderRowPricing,
	type ProviderSort,
	priceText,
	providerComparison,
} from "./providers.js";
export * from "./snippet-proof.js";
export { buildSnippets, librarySnippets, localApps, type SnippetRequest } from "./snippets.js";
export * from "./store.js";
export * from "./task-page.js";
export { escapeControl } from "./text.js";
export type * from "./types.js";
export * from "./verification-words.js";
