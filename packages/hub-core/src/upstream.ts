/**
 * @hubkit/hub-core/upstream: the client of an upstream hub's model API. One record
 * (`fetchModelRecord`) and the fit's facts (`fetchModelWithFacts`), retried, read with a size bound,
 * trimmed, behind a circuit breaker; and `upstreamStore`, an upstream hub as a `ModelStore`. Its
 * only I/O goes through an injected or the global `fetch`.
 */

export { BodyTooLargeError, MAX_UPSTREAM_BODY_BYTES, readBoundedText, readBytePrefix } from "./body.js";
export { type BreakerOptions, type BreakerState, CircuitBreaker, DEFAULT_BREAKER } from "./breaker.js";
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
	modelApiUrl,
	recordFromHub,
	resolveFileUrl,
} from "./hub.js";
export { cutLists, trimRecord } from "./limits.js";
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
export {
	fetchRouterListing,
	ROUTER_LIMITS,
	type RouterListing,
	type RouterProvider,
	type RouterResult,
	readRouterListing,
	routerModelsUrl,
	withRouterFacts,
} from "./router.js";
export {
	architectureFromConfig,
	configJsonUrl,
	fetchModelWithFacts,
	treeUrl,
	UPSTREAM_FACT_LIMITS,
	weightSizesFromTree,
	withUpstreamFacts,
} from "./upstream-facts.js";
export {
	fetchGgufHeaderFacts,
	fetchHeaderBytes,
	GGUF_HEADER_BYTES,
	headerFile,
	wantsGgufHeader,
	withGgufHeader,
} from "./upstream-gguf.js";
export { modelListUrl, nextCursor } from "./upstream-list.js";
export { UPSTREAM_CACHE, type UpstreamStoreOptions, upstreamStore } from "./upstream-store.js";
