/**
 * createApp: the hub's HTTP API (Hono). Every input is validated with the zod schemas of
 * schemas.ts, which also generate /api/openapi.json.
 */

import { OpenAPIHono } from "@hono/zod-openapi";
import type { InferenceProviderMappingEntry, ModelRecord } from "@hubkit/catalog";
import { buildSnippets, LruCache, type SnippetRequest, taskPageView } from "@hubkit/hub-core";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { CatalogueView } from "./catalogue.js";
import { entity, type JsonEntity, securityHeaders, sendEntity, sendError, sendJson } from "./http.js";
import { embeddedSource, type ModelSource, type UpstreamOptions, upstreamSource } from "./records.js";
import { registerDocs } from "./routes.js";
import {
	IdParamsSchema,
	ModelListQuerySchema,
	ModelParamsSchema,
	SnippetsBodySchema,
	SnippetsQuerySchema,
	validate,
} from "./schemas.js";
import { webApp } from "./web.js";

export const BODY_LIMIT_BYTES = 64 * 1024;

/** Rendered snippet answers kept in memory (each some 5–40 KB, plus its gzip form). */
export const SNIPPET_CACHE_SIZE = 1000;

export interface AppOptions {
	/** The catalogue listed by /api/models and served by default (the embedded sample models). */
	models?: readonly ModelRecord[];
	/** Fetch single model records from this hub instead of the embedded catalogue. */
	hubUrl?: string;
	/** Bearer token for the upstream hub; never logged. */
	hubToken?: string;
	/** Retry policy, clock, time-out and cache bounds of the upstream client (tests shorten them). */
	upstream?: Omit<UpstreamOptions, "hubUrl" | "token">;
	/** The built web app; defaults to apps/web/dist. */
	webDir?: string;
	/** Receives one line per request: method, path (never the query string), status, duration. */
	log?: (line: string) => void;
	/** Bound of the rendered-snippets cache (entries). */
	snippetCacheSize?: number;
}

export function createApp(options: AppOptions = {}) {
	const catalogue = new CatalogueView(options.models ?? SAMPLE_MODELS);
	const source: ModelSource = options.hubUrl
		? upstreamSource({ ...options.upstream, hubUrl: options.hubUrl, token: options.hubToken })
		: embeddedSource(catalogue.models);
	const log = options.log;

	const app = new OpenAPIHono();

	// Catalogue answers never change while the process runs: serialise and tag each once.
	const staticEntities = new Map<string, JsonEntity>();
	const once = (key: string, build: () => unknown): JsonEntity => {
		let hit = staticEntities.get(key);
		if (!hit) {
			hit = entity(build());
			staticEntities.set(key, hit);
		}
		return hit;
	};
	// Rendered snippets, keyed by model id and options; valid while the record object is the same.
	const snippetCache = new LruCache<string, { model: ModelRecord; value: JsonEntity }>({
		max: options.snippetCacheSize ?? SNIPPET_CACHE_SIZE,
	});

	if (log) {
		app.use(async (c, next) => {
			const started = performance.now();
			await next();
			// c.req.path has no query string, so tokens and bill-to values never reach the log.
			log(`${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms`);
		});
	}
	app.use(securityHeaders());
	// API answers bring their own cached gzip (http.ts); compress the rest (pages, static files).
	const compression = compress();
	app.use((c, next) => (c.req.path.startsWith("/api/") ? next() : compression(c, next)));
	const limit = bodyLimit({
		maxSize: BODY_LIMIT_BYTES,
		onError: (c) => sendError(c, 413, `request body is larger than ${BODY_LIMIT_BYTES / 1024} KB`, "body"),
	});
	// Only requests with a body: reading `body` makes the Node adapter build a full web Request.
	app.use("/api/*", (c, next) => (c.req.method === "GET" || c.req.method === "HEAD" ? next() : limit(c, next)));

	app.get("/api/health", (c) =>
		sendJson(c, {
			status: "ok" as const,
			source: source.kind,
			models: catalogue.models.length,
			// Kept for clients that read it: the inference generator is always present now.
			inferenceSnippets: true,
		}),
	);

	app.get("/api/tasks", (c) =>
		sendEntity(
			c,
			once("tasks", () => catalogue.tasks()),
		),
	);
	app.get("/api/tasks/:id", (c) => {
		const params = validate(IdParamsSchema, c.req.param());
		if (!params.ok) return sendError(c, 400, params.error, params.field);
		const task = catalogue.task(params.data.id);
		if (!task) return sendError(c, 404, `unknown task: ${params.data.id}`, "id");
		return sendEntity(
			c,
			once(`task:${task.id}`, () => taskPageView(task, catalogue.models)),
		);
	});

	app.get("/api/libraries", (c) =>
		sendEntity(
			c,
			once("libraries", () => catalogue.libraries()),
		),
	);
	app.get("/api/libraries/:id", (c) => {
		const params = validate(IdParamsSchema, c.req.param());
		if (!params.ok) return sendError(c, 400, params.error, params.field);
		const library = catalogue.library(params.data.id);
		if (!library) return sendError(c, 404, `unknown library: ${params.data.id}`, "id");
		return sendEntity(
			c,
			once(`library:${library.id}`, () => library),
		);
	});

	app.get("/api/local-apps", (c) =>
		sendEntity(
			c,
			once("local-apps", () => catalogue.localApps()),
		),
	);

	app.get("/api/models", (c) => {
		const query = validate(ModelListQuerySchema, c.req.query());
		if (!query.ok) return sendError(c, 400, query.error, query.field);
		return sendEntity(c, entity(catalogue.listModels(query.data)));
	});

	/** Validates the path, then fetches the record; answers the error itself when there is one. */
	async function record(c: Context): Promise<ModelRecord | Response> {
		const params = validate(ModelParamsSchema, c.req.param());
		if (!params.ok) return sendError(c, 400, params.error, params.field);
		const id = `${params.data.owner}/${params.data.name}`;
		const result = await source.get(id);
		if (!result.ok) return sendError(c, result.status, result.error, result.status === 404 ? "model" : undefined);
		return result.model;
	}

	app.get("/api/models/:owner/:name", async (c) => {
		const model = await record(c);
		if (model instanceof Response) return model;
		return sendEntity(c, entity(model));
	});

	// Embedded records never change, so an exact URL seen before maps straight to its answer
	// (validation already passed for it); this is the hot path of the load benchmark.
	const byUrl = new LruCache<string, JsonEntity>({ max: options.snippetCacheSize ?? SNIPPET_CACHE_SIZE });
	app.get("/api/models/:owner/:name/snippets", async (c) => {
		const url = c.req.url;
		const urlKey = source.kind === "embedded" ? url.slice(url.indexOf("/", 8)) : undefined;
		const known = urlKey === undefined ? undefined : byUrl.get(urlKey);
		if (known) return sendEntity(c, known);
		// Query first: a bad option is the caller's mistake whatever the model.
		const query = validate(SnippetsQuerySchema, c.req.query());
		if (!query.ok) return sendError(c, 400, query.error, query.field);
		const model = await record(c);
		if (model instanceof Response) return model;
		const key = `${model.id}\n${JSON.stringify(query.data)}`;
		const cached = snippetCache.get(key);
		if (cached && cached.model === model) return sendEntity(c, cached.value);
		const { provider, language, client, ...inferenceOptions } = query.data;
		const value = entity(buildSnippets(model, { provider, language, client, options: inferenceOptions }));
		snippetCache.set(key, { model, value });
		if (urlKey !== undefined) byUrl.set(urlKey, value);
		return sendEntity(c, value);
	});

	app.post("/api/snippets", async (c) => {
		const type = c.req.header("Content-Type") ?? "";
		if (!/^application\/json\b/i.test(type)) return sendError(c, 415, "send the body as application/json", "body");
		let json: unknown;
		try {
			json = JSON.parse(await c.req.text());
		} catch {
			return sendError(c, 400, "the body is not valid JSON", "body");
		}
		const body = validate(SnippetsBodySchema, json, "body");
		if (!body.ok) return sendError(c, 400, body.error, body.field);
		const { model, provider, providerMapping, options: all } = body.data;
		const { language, client, ...inferenceOptions } = all;
		const request: SnippetRequest = {
			provider,
			providerMapping: providerMapping as InferenceProviderMappingEntry | undefined,
			language,
			client,
			options: inferenceOptions,
		};
		return sendEntity(c, entity(buildSnippets(model as ModelRecord, request)));
	});

	registerDocs(app);
	app.all("/api/*", (c) => sendError(c, 404, `no such API route: ${c.req.method} ${c.req.path}`));
	app.use(webApp(options.webDir));
	app.notFound((c) => sendError(c, 404, "not found"));
	app.onError((error, c) => {
		// Never a stack trace to the client; the message goes to the server's log only.
		log?.(`error ${c.req.method} ${c.req.path}: ${error instanceof Error ? error.message : String(error)}`);
		return sendError(c, 500, "internal error");
	});
	return app;
}

export type HubApp = ReturnType<typeof createApp>;
