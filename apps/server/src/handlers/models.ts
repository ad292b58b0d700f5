/**
 * The catalogue's models: the list (`GET /api/models`: hub-core's checkModelListQuery and
 * listModels, the CLI's too), a record, its fit on a device and its model tree (hub-core's
 * modelTree, the CLI's too).
 */
import type { OpenAPIHono } from "@hono/zod-openapi";
import {
	checkModelListQuery,
	findFitBase,
	fitView,
	listModels,
	type ModelStore,
	modelAnswer,
	modelTree,
} from "@hubkit/hub-core";
import { type AnswerCache, sendAnswer } from "../answers.js";
import { entity, sendEntity, sendError, sendStoreError } from "../http.js";
import { recordOrAnswer } from "../records.js";
import { ROUTES } from "../routes.js";

export function modelRoutes(app: OpenAPIHono, { store, answers }: { store: ModelStore; answers: AnswerCache }): void {
	app.openapi(ROUTES.models, (c) => {
		const { pipeline_tag, ...query } = c.req.valid("query");
		// The schema ran the same checks: this turns the checked text into the request.
		const checked = checkModelListQuery({ ...query, task: pipeline_tag });
		if (!checked.ok) return sendError(c, 400, checked.error, checked.field);
		const request = checked.value;
		return sendAnswer(
			c,
			answers.answer(`models ${JSON.stringify(request)}`, () => listModels(store, request)),
		);
	});

	app.openapi(ROUTES.model, async (c) => {
		const model = await recordOrAnswer(c, store, c.req.valid("param"));
		if (model instanceof Response) return model;
		// The decision facts size an adapter on its base, as the fit route does.
		const base = await findFitBase(model, (id) => store.get(id));
		return sendEntity(c, entity(modelAnswer(model, base)));
	});

	app.openapi(ROUTES.fit, async (c) => {
		const { device, context, ram } = c.req.valid("query");
		const model = await recordOrAnswer(c, store, c.req.valid("param"));
		if (model instanceof Response) return model;
		// An adapter (or a conversion with no size of its own) is sized on its base from the same
		// catalogue; a base that cannot be had leaves it unsized.
		const base = await findFitBase(model, (id) => store.get(id));
		// The query passed the same checks, so this is only for type narrowing.
		const view = fitView(model, device, context, ram, base);
		if (!view.ok) return sendError(c, 400, view.error, view.field);
		return sendEntity(c, entity(view.value));
	});

	app.openapi(ROUTES.tree, async (c) => {
		const model = await recordOrAnswer(c, store, c.req.valid("param"));
		if (model instanceof Response) return model;
		try {
			const tree = await modelTree(store, model, c.req.valid("query"));
			if (!tree.ok) return sendError(c, 400, tree.error, tree.field);
			return sendEntity(c, entity(tree.value));
		} catch (e) {
			return sendStoreError(c, e);
		}
	});
}
