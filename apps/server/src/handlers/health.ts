/** `GET /api/health`: the server is up, and where its model records come from. */
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { HubHealth, ModelStore, StoreHealth } from "@hubkit/hub-core";
import { built, sendJson } from "../http.js";
import { ROUTES } from "../routes.js";

/** `models` is the count of a store that cannot count (an upstream hub). */
export function healthRoutes(app: OpenAPIHono, store: ModelStore, models: number): void {
	app.openapi(ROUTES.health, (c) => {
		const health = store.health();
		const answer: HubHealth = {
			status: "ok",
			// The embedded samples, a catalogue file held in memory, a database, or an upstream hub.
			source: health.kind,
			models: health.models ?? models,
			...catalogueCounts(health),
			// A store without `fitting` (a database) answers `fits` at the default context only.
			fitsAtAnyContext: store.fitting !== undefined,
			// Kept for clients that read it: the inference generator is always present now.
			inferenceSnippets: true,
		};
		return built(sendJson(c, answer));
	});
}

/** The loaded / skipped counts of a catalogue file, when the store read one. */
function catalogueCounts(health: StoreHealth): { catalogue?: { loaded: number; skipped: number } } {
	if (health.loaded === undefined) return {};
	return { catalogue: { loaded: health.loaded, skipped: health.skipped ?? 0 } };
}
