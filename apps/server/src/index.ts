export { type AppOptions, BODY_LIMIT_BYTES, createApp, type HubApp } from "./app.js";
export {
	embeddedSource,
	type ModelSource,
	type RecordResult,
	type UpstreamOptions,
	upstreamSource,
} from "./records.js";
export { type RunningServer, startServer } from "./server.js";
