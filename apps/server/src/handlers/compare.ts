/** `GET /api/compare`: two to four models side by side (hub-core compare.ts, the CLI's too). */
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { ModelRecord } from "@hubkit/catalog";
import {
	checkCompareIds,
	checkFitParams,
	compareModels,
	findFitBases,
	fitsOnCommon,
	type ModelStore,
} from "@hubkit/hub-core";
import { entity, sendEntity, sendError, sendStoreError } from "../http.js";
import { ROUTES } from "../routes.js";

export function compareRoutes(app: OpenAPIHono, { store }: { store: ModelStore }): void {
	app.openapi(ROUTES.compare, async (c) => {
		const query = c.req.valid("query");
		// The schema ran the same checks: these turn the checked text into values.
		const ids = checkCompareIds(query.models);
		if (!ids.ok) return sendError(c, 400, ids.error, ids.field);
		const fit = checkFitParams({ device: query.device, context: query.context });
		if (!fit.ok) return sendError(c, 400, fit.error, fit.field);
		let records: (ModelRecord | undefined)[];
		try {
			records = await Promise.all(ids.value.map((id) => store.get(id)));
		} catch (e) {
			return sendStoreError(c, e);
		}
		const missing = ids.value.filter((_, i) => records[i] === undefined);
		if (missing.length) return sendError(c, 404, `model not found: ${missing.join(", ")}`, "models");
		const { device, context } = fit.value;
		const models = records as ModelRecord[];
		const baseOf = await findFitBases(models, (id) => store.get(id));
		return sendEntity(c, entity(compareModels(models, device.id, context, { fitsOn: fitsOnCommon, baseOf })));
	});
}
