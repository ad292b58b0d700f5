/**
 * `GET /api/health`: the server is up, and where its model records come from; and
 * `GET /api/catalogue/problems`: what of one's own catalogue was skipped or loaded with warnings.
 */
import type { OpenAPIHono } from "@hono/zod-openapi";
import {
	type HubHealth,
	MODEL_LIST_LIMITS,
	type ModelStore,
	problemsPage,
	type RecordProblem,
	type StoreHealth,
} from "@hubkit/hub-core";
import { built, sendJson } from "../http.js";
import { ROUTES } from "../routes.js";

/** The records of one's own catalogue that were skipped, and loaded records' warnings. */
export interface CatalogueProblems {
	skipped: readonly RecordProblem[];
	warnings: readonly RecordProblem[];
}

const NO_PROBLEMS: CatalogueProblems = { skipped: [], warnings: [] };

/** `models` is the count of a store that cannot count (an upstream hub). */
export function healthRoutes(
	app: OpenAPIHono,
	store: ModelStore,
	models: number,
	problems: CatalogueProblems = NO_PROBLEMS,
): void {
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
	app.openapi(ROUTES.catalogueProblems, (c) => {
		const { kind, limit, offset } = c.req.valid("query");
		// Both already checked: decimal digits within MODEL_LIST_LIMITS, as the model list's.
		const page = problemsPage(
			kind,
			problems[kind],
			offset === undefined ? MODEL_LIST_LIMITS.offset.default : Number(offset),
			limit === undefined ? MODEL_LIST_LIMITS.limit.default : Number(limit),
		);
		return built(sendJson(c, page));
	});
}

/** The loaded / skipped / warned counts of a catalogue file, when the store read one. */
function catalogueCounts(health: StoreHealth): Pick<HubHealth, "catalogue"> {
	if (health.loaded === undefined) return {};
	return { catalogue: { loaded: health.loaded, skipped: health.skipped ?? 0, warned: health.warned ?? 0 } };
}
