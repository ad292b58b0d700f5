/** `GET /api/models/{id}/providers`: the providers serving a model side by side (hub-core providers.ts, the CLI's too). */
import type { OpenAPIHono } from "@hono/zod-openapi";
import { checkProviderSort, type ModelStore, providerComparison } from "@hubkit/hub-core";
import { entity, sendEntity, sendError } from "../http.js";
import { recordOrAnswer } from "../records.js";
import { ROUTES } from "../routes.js";

export function providerRoutes(app: OpenAPIHono, { store }: { store: ModelStore }): void {
	app.openapi(ROUTES.providers, async (c) => {
		// The schema ran the same check: this turns the checked text into the sort.
		const sort = checkProviderSort(c.req.valid("query").sort);
		if (!sort.ok) return sendError(c, 400, sort.error, sort.field);
		const model = await recordOrAnswer(c, store, c.req.valid("param"));
		if (model instanceof Response) return model;
		// Built per request: whether a figure is stale depends on today's date.
		return sendEntity(c, entity(providerComparison(model, { sort: sort.value })));
	});
}
