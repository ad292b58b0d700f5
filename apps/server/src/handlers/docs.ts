/** What the API offers: `GET /api` (every declared route) and the OpenAPI document. */
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AnswerCache } from "../answers.js";
import { built, sendEntity } from "../http.js";
import { noQueryParameters } from "../input.js";
import { apiIndex, OPENAPI_PATH, ROUTES, registerDocs } from "../routes.js";

export function docsRoutes(app: OpenAPIHono, fixed: AnswerCache): void {
	app.openapi(ROUTES.index, async (c) => built(sendEntity(c, await fixed.answer("index", apiIndex))));
	app.use(OPENAPI_PATH, noQueryParameters());
	registerDocs(app);
}
