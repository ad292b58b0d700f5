export { type AppOptions, createApp, type HubApp } from "./app.js";
export { BODY_LIMIT_BYTES } from "./middleware.js";
export { type RunningServer, startServer } from "./server.js";
