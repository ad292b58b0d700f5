/**
 * Every route of the API, declared once: method, path, inputs and answers, from the schemas of
 * schemas.ts. app.ts registers each with its handler (`app.openapi(route, handler)`), which
 * validates the inputs and adds the route to /api/openapi.json.
 */
import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { noQuery } from "./input.js";
import {
	type ApiIndex,
	ApiIndexSchema,
	BenchmarksSchema,
	CatalogueProblemsQuerySchema,
	CatalogueProblemsSchema,
	CompareQuerySchema,
	CompareSchema,
	ErrorSchema,
	FitQuerySchema,
	FitSchema,
	HardwareSchema,
	HealthSchema,
	IdParamsSchema,
	LeaderboardQuerySchema,
	LeaderboardSchema,
	LibraryDetailSchema,
	LibrarySummarySchema,
	LocalAppSummarySchema,
	ModelAnswerSchema,
	ModelListQuerySchema,
	ModelListSchema,
	ModelParamsSchema,
	ModelTreeSchema,
	ProviderComparisonSchema,
	ProvidersQuerySchema,
	SnippetsBodySchema,
	SnippetsQuerySchema,
	SnippetsSchema,
	TaskDataSchema,
	TaskSummarySchema,
} from "./schemas.js";

const json = <S extends z.ZodType>(schema: S, description: string) => ({
	description,
	content: { "application/json": { schema } },
});
const error = (description: string) => json(ErrorSchema, description);
const notModified = { description: "Not modified (the ETag in If-None-Match is current)." };

const unknownParameter = error("A query parameter the route does not take; `field` names it.");

export const ROUTES = {
	index: createRoute({
		method: "get",
		path: "/api",
		summary: "List the API's routes and where its OpenAPI document is",
		tags: ["meta"],
		request: { query: noQuery() },
		responses: { 200: json(ApiIndexSchema, "The OpenAPI document's path and every route."), 400: unknownParameter },
	}),
	health: createRoute({
		method: "get",
		path: "/api/health",
		summary: "Check the server and where its model records come from",
		tags: ["meta"],
		request: { query: noQuery() },
		responses: {
			200: json(HealthSchema, "The server is up; where model records come from."),
			400: unknownParameter,
		},
	}),
	catalogueProblems: createRoute({
		method: "get",
		path: "/api/catalogue/problems",
		summary: "List the records of one's own catalogue that were skipped, or loaded with warnings",
		tags: ["meta"],
		request: { query: CatalogueProblemsQuerySchema },
		responses: {
			200: json(
				CatalogueProblemsSchema,
				"A page of the list (file, line, field and why); empty for the sample catalogue and an upstream hub.",
			),
			400: error("A parameter is invalid; `field` names it."),
		},
	}),
	tasks: createRoute({
		method: "get",
		path: "/api/tasks",
		summary: "List every task (pipeline tag)",
		tags: ["catalogue"],
		request: { query: noQuery() },
		responses: {
			200: json(z.array(TaskSummarySchema), "Every pipeline tag as a task."),
			304: notModified,
			400: unknownParameter,
		},
	}),
	task: createRoute({
		method: "get",
		path: "/api/tasks/{id}",
		summary: "Get a task's page: what it is, its metrics and example models",
		tags: ["catalogue"],
		request: { params: IdParamsSchema, query: noQuery() },
		responses: {
			200: json(TaskDataSchema, "The task page data."),
			304: notModified,
			400: error("Malformed id, or a query parameter the route does not take; `field` names it."),
			404: error("No such task."),
		},
	}),
	libraries: createRoute({
		method: "get",
		path: "/api/libraries",
		summary: "List every library",
		tags: ["catalogue"],
		request: { query: noQuery() },
		responses: {
			200: json(z.array(LibrarySummarySchema), "Every library."),
			304: notModified,
			400: unknownParameter,
		},
	}),
	library: createRoute({
		method: "get",
		path: "/api/libraries/{id}",
		summary: "Get a library, its tasks and its most downloaded models",
		tags: ["catalogue"],
		request: { params: IdParamsSchema, query: noQuery() },
		responses: {
			200: json(LibraryDetailSchema, "One library, its tasks and the catalogue's models that use it."),
			304: notModified,
			400: error("Malformed id, or a query parameter the route does not take; `field` names it."),
			404: error("No such library."),
		},
	}),
	localApps: createRoute({
		method: "get",
		path: "/api/local-apps",
		summary: "List every local app",
		tags: ["catalogue"],
		request: { query: noQuery() },
		responses: {
			200: json(z.array(LocalAppSummarySchema), "Every local app."),
			304: notModified,
			400: unknownParameter,
		},
	}),
	hardware: createRoute({
		method: "get",
		path: "/api/hardware",
		summary: "List the devices a model's fit is estimated on",
		tags: ["hardware"],
		request: { query: noQuery() },
		responses: {
			200: json(z.array(HardwareSchema), "Devices models run on: memory and bandwidth of each."),
			304: notModified,
			400: unknownParameter,
		},
	}),
	models: createRoute({
		method: "get",
		path: "/api/models",
		summary: "List the catalogue's models: search, filter, sort, page and count facets",
		tags: ["models"],
		request: { query: ModelListQuerySchema },
		responses: {
			200: json(ModelListSchema, "A page of the catalogue's models, filtered and sorted."),
			304: notModified,
			400: error("A query parameter is invalid; `field` names it."),
			502: error("The upstream hub failed, timed out or sent a malformed list."),
			503: error(
				"An indexed catalogue did not answer within its time budget (HUBKIT_LIST_BUDGET_MS, default 2 s): ask again, or search for fewer or longer words.",
			),
		},
	}),
	model: createRoute({
		method: "get",
		path: "/api/models/{owner}/{name}",
		summary: "Get a model record",
		tags: ["models"],
		request: { params: ModelParamsSchema, query: noQuery() },
		responses: {
			200: json(ModelAnswerSchema, "The model record, with its evaluation results."),
			304: notModified,
			400: error("Malformed model id, or a query parameter the route does not take; `field` names it."),
			404: error("No such model."),
			502: error("The upstream hub failed, timed out or sent a malformed record."),
		},
	}),
	snippets: createRoute({
		method: "get",
		path: "/api/models/{owner}/{name}/snippets",
		summary: "Get a model's library, local-app and inference snippets",
		tags: ["snippets"],
		request: { params: ModelParamsSchema, query: SnippetsQuerySchema },
		responses: {
			200: json(SnippetsSchema, "Library, local-app and inference snippets for the model."),
			304: notModified,
			400: error("A parameter is invalid; `field` names it."),
			404: error("No such model."),
			502: error("The upstream hub failed, timed out or sent a malformed record."),
		},
	}),
	fit: createRoute({
		method: "get",
		path: "/api/models/{owner}/{name}/fit",
		summary: "Estimate how each of a model's weight options runs on a device at a context",
		tags: ["hardware"],
		request: { params: ModelParamsSchema, query: FitQuerySchema },
		responses: {
			200: json(FitSchema, "Every weight option of the model on the device at the context, and the one to pick."),
			304: notModified,
			400: error("A parameter is invalid; `field` names it."),
			404: error("No such model."),
			502: error("The upstream hub failed, timed out or sent a malformed record."),
		},
	}),
	tree: createRoute({
		method: "get",
		path: "/api/models/{owner}/{name}/tree",
		summary: "Get a model's tree: the models it was made from, its derivatives, and the best one to run on a device",
		tags: ["models"],
		request: { params: ModelParamsSchema, query: FitQuerySchema },
		responses: {
			200: json(
				ModelTreeSchema,
				"Parents with their relation; derivatives per relation (total and the most downloaded); with `device`, the best local option.",
			),
			304: notModified,
			400: error("A parameter is invalid; `field` names it."),
			404: error("No such model."),
			502: error("The upstream hub failed, timed out or sent a malformed record."),
			503: error("An indexed catalogue did not answer within its time budget: ask again."),
		},
	}),
	providers: createRoute({
		method: "get",
		path: "/api/models/{owner}/{name}/providers",
		summary: "Compare the providers serving a model: price, context, speed, capabilities, with sources and dates",
		tags: ["models"],
		request: { params: ModelParamsSchema, query: ProvidersQuerySchema },
		responses: {
			200: json(
				ProviderComparisonSchema,
				"One row per provider, ordered by `sort`; cheapest, fastest and longest context marked; a cost line.",
			),
			304: notModified,
			400: error("A parameter is invalid; `field` names it."),
			404: error("No such model."),
			502: error("The upstream hub failed, timed out or sent a malformed record."),
		},
	}),
	compare: createRoute({
		method: "get",
		path: "/api/compare",
		summary: "Compare two to four models side by side",
		tags: ["models"],
		request: { query: CompareQuerySchema },
		responses: {
			200: json(
				CompareSchema,
				"Each model's decision facts, sizes, fit on the device, evaluation results, and the benchmarks they share.",
			),
			304: notModified,
			400: error("A parameter is invalid; `field` names it."),
			404: error("A model of the list is not in the catalogue; the message names it."),
			502: error("The upstream hub failed, timed out or sent a malformed record."),
		},
	}),
	benchmarks: createRoute({
		method: "get",
		path: "/api/benchmarks",
		summary: "List the benchmarks the catalogue's models report results on",
		tags: ["models"],
		request: { query: noQuery() },
		responses: {
			200: json(BenchmarksSchema, "Each dataset, config, split and metric with how many models report it."),
			304: notModified,
			400: unknownParameter,
			404: error("The catalogue does not index evaluation results (an upstream hub)."),
		},
	}),
	leaderboard: createRoute({
		method: "get",
		path: "/api/leaderboard",
		summary: "Rank the catalogue's models on one benchmark",
		tags: ["models"],
		request: { query: LeaderboardQuerySchema },
		responses: {
			200: json(LeaderboardSchema, "Every model reporting the benchmark, best first in the metric's direction."),
			304: notModified,
			400: error("A parameter is missing or names no benchmark of the catalogue; `field` names it."),
			404: error("The catalogue does not index evaluation results (an upstream hub)."),
		},
	}),
	postSnippets: createRoute({
		method: "post",
		path: "/api/snippets",
		summary: "Get the snippets of a model record sent in the body",
		tags: ["snippets"],
		request: {
			query: noQuery(),
			body: { required: true, content: { "application/json": { schema: SnippetsBodySchema } } },
		},
		responses: {
			200: json(SnippetsSchema, "Snippets for a record that need not be in the catalogue."),
			400: error("The body is not JSON or a field is invalid, or a query parameter is given; `field` names it."),
			413: error("The body is larger than 64 KB."),
			415: error("The body is not sent as application/json."),
		},
	}),
} as const;

/** Where the OpenAPI document is served (outside ROUTES: the document describes the routes). */
export const OPENAPI_PATH = "/api/openapi.json";

const API_INFO = {
	title: "Hubkit API",
	version: "0.1.0",
	description: "Tasks, libraries, local apps, model records and their snippets. Errors are `{ error, field? }`.",
};

/**
 * The answer of `GET /api`: the OpenAPI document's path and every route as declared above (paths
 * in OpenAPI's template form, `{owner}`), so the index cannot list a route that does not exist.
 */
export function apiIndex(): ApiIndex {
	return {
		title: API_INFO.title,
		version: API_INFO.version,
		openapi: OPENAPI_PATH,
		routes: Object.values(ROUTES).map((route) => ({
			method: route.method.toUpperCase(),
			path: route.path,
			summary: route.summary,
		})),
	};
}

/** Serves the OpenAPI document of every route registered with `app.openapi`. */
export function registerDocs(app: OpenAPIHono): void {
	app.doc31(OPENAPI_PATH, { openapi: "3.1.0", info: API_INFO });
}
