export { type AppOptions, BODY_LIMIT_BYTES, createApp, type HubApp } from "./app.js";
export type { LibraryDetail, LibrarySummary, LocalAppSummary, ModelSummary, TaskSummary } from "./catalogue.js";
export { CLIENTS, PROVIDERS, routeGeneratorLog } from "./inference.js";
export { LruCache } from "./lru.js";
export { EXPAND_FIELDS, type ModelSource, type RecordResult, recordFromUpstream } from "./records.js";
export { DEFAULT_RETRY_POLICY, fetchWithRetry, RETRYABLE_STATUSES, type RetryPolicy, retryDelay } from "./retry.js";
export { type RunningServer, startServer } from "./server.js";
export type { LibrarySnippetsView, LocalAppView, SnippetsView } from "./snippets.js";
