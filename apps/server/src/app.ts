/**
 * createApp: the hub's HTTP API (Hono). Every input is validated with the zod schemas of
 * schemas.ts, which also generate /api/openapi.json.
 */

import { OpenAPIHono } from "@hono/zod-openapi";
import type { InferenceProviderMappingEntry, ModelRecord } from "@hubkit/catalog";
import {
	buildSnippets,
	CircuitBreaker,
	checkFitParams,
	DEFAULT_FIT_CONTEXT,
	exampleRecords,
	fileProblem,
	fitsContextMessage,
	fitsFilter,
	fitsOnCommon,
	fitView,
	type HubHealth,
	hardwareList,
	LruCache,
	libraryDetail,
	type ModelStore,
	memoryStore,
	type SnippetRequest,
	StoreError,
	type StoreHealth,
	storeTaskSummaries,
	taskPageView,
	upstreamStore,
} from "@hubkit/hub-core";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import { CatalogueView } from "./catalogue.js";
import { entity, escapingLog, type JsonEntity, securityHeaders, sendEntity, sendError, sendJson } from "./http.js";
import {
	jsonContentTypeProblem,
	noQueryParameters,
	repeatableQueryParams,
	singleValuedQuery,
	utf8Body,
} from "./input.js";
import { embeddedSource, type ModelSource, storeSource, type UpstreamOptions, upstreamSource } from "./records.js";
import { apiIndex, OPENAPI_PATH, ROUTES, registerDocs } from "./routes.js";
import { firstIssue, type ModelListQuery } from "./schemas.js";
import { webApp } from "./web.js";

export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * @hono/zod-openapi types the answers of a route whose every answer has a JSON body (health, POST
 * snippets) as its own typed responses; ours are built by http.ts (serialised once, with ETag and
 * gzip), so they pass as such. That their bodies match the schemas is checked in schemas.ts.
 */
const built = (response: Response): never => response as never;

/** Rendered snippet answers kept in memory (each some 5–40 KB, plus its gzip form). */
export const SNIPPET_CACHE_SIZE = 1000;

/** Bytes of /api/models answers kept, as JSON text (about 1,500 pages with facets, 5,000 without). */
export const LIST_ANSWER_CACHE_BYTES = 64 * 1024 * 1024;

export interface AppOptions {
	/**
	 * The records of the catalogue when they are held in memory (default: the embedded sample
	 * models). With a `store` of a database catalogue there are none: every page asks the store.
	 */
	models?: readonly ModelRecord[];
	/** Where `models` came from (HUBKIT_MODELS: the file and its loaded / skipped counts). */
	modelsHealth?: Omit<StoreHealth, "models">;
	/** The store behind /api/models and, without a hub, single records; default: an in-memory store over `models`. */
	store?: ModelStore;
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
	const catalogue = new CatalogueView();
	/** The records held in memory, if any: not a database's (too many), not an upstream hub's. */
	const held = options.store ? options.models : options.hubUrl ? undefined : (options.models ?? SAMPLE_MODELS);
	const source: ModelSource = options.hubUrl
		? upstreamSource({ ...options.upstream, hubUrl: options.hubUrl, token: options.hubToken })
		: options.store
			? storeSource(options.store)
			: embeddedSource(held ?? []);
	const store =
		options.store ??
		(options.hubUrl
			? upstreamStore({
					...options.upstream,
					hubUrl: options.hubUrl,
					token: options.hubToken,
					breaker: new CircuitBreaker({ now: options.upstream?.now, ...options.upstream?.breaker }),
				})
			: memoryStore(held ?? [], options.modelsHealth));
	/** The list comes from an upstream hub (paged there), not from records this server holds. */
	const upstream = options.store === undefined && Boolean(options.hubUrl);
	/**
	 * Whether `fits` is answered at any context: the upstream hub's list, or the estimate run over
	 * the records held in memory (listAnswer); a database catalogue holds neither, and its "runs on"
	 * facet is counted at the default context only.
	 */
	const fitsAtAnyContext = upstream || held !== undefined;
	// Paths and error messages come from clients: no raw control characters reach the log.
	const log = options.log && escapingLog(options.log);

	// Every route validates its inputs with its schemas; the first problem is the 400 answer.
	const app = new OpenAPIHono({
		defaultHook: (result, c) => {
			if (result.success) return;
			const { error, field } = firstIssue(result.error, result.target === "json" ? "body" : "(root)");
			return sendError(c, 400, error, field);
		},
	});

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
	// Answers built from the store (task counts, a task page's example models, a library's models):
	// a memory or database store never changes while the process runs, so each is built once (a
	// failed build is not kept). An upstream hub's records and lists do change: those answers are
	// built on each request from the upstream clients' own caches (records 5 min, lists 1 min).
	const storeEntities = new Map<string, Promise<JsonEntity>>();
	const fromStore = (key: string, build: () => Promise<unknown>): Promise<JsonEntity> => {
		if (upstream) return build().then(entity);
		let hit = storeEntities.get(key);
		if (!hit) {
			hit = build().then(entity);
			storeEntities.set(key, hit);
			hit.catch(() => storeEntities.delete(key));
		}
		return hit;
	};
	/** Sends a store's answer; a store's refusal or failure (StoreError) as the API's error. */
	const sendFromStore = async (c: Context, key: string, build: () => Promise<unknown>) => {
		try {
			return sendEntity(c, await fromStore(key, build));
		} catch (e) {
			if (e instanceof StoreError) return sendError(c, e.status, e.message, e.field);
			throw e;
		}
	};
	/** A record by id from wherever records come from; undefined when it is missing or could not be fetched. */
	const lookUp = async (id: string) => {
		const result = await source.get(id);
		return result.ok ? result.model : undefined;
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
	// A query parameter is given once, on every route, unless a route's schema declares it a list.
	app.use("/api/*", singleValuedQuery(repeatableQueryParams(Object.values(ROUTES))));

	app.openapi(ROUTES.index, (c) =>
		built(
			sendEntity(
				c,
				once("index", () => apiIndex()),
			),
		),
	);

	app.openapi(ROUTES.health, (c) => {
		const health: HubHealth = {
			status: "ok",
			// Where model records come from: an upstream hub, or the store's own kind (the
			// embedded samples, a catalogue file held in memory, or a database).
			source: source.kind === "upstream" ? source.kind : store.health().kind,
			models: store.health().models ?? (options.models ?? SAMPLE_MODELS).length,
			...catalogueCounts(store.health()),
			fitsAtAnyContext,
			// Kept for clients that read it: the inference generator is always present now.
			inferenceSnippets: true,
		};
		return built(sendJson(c, health));
	});

	// Counts from the store's task facet; an upstream hub gives none, so its tasks come without counts.
	app.openapi(ROUTES.tasks, (c) => sendFromStore(c, "tasks", () => storeTaskSummaries(store)));
	app.openapi(ROUTES.task, (c) => {
		const { id } = c.req.valid("param");
		const task = catalogue.task(id);
		if (!task) return sendError(c, 404, `unknown task: ${id}`, "id");
		// The example models by id; with an upstream hub, from the hub (one it lacks or cannot send
		// now is listed without facts, `inCatalogue: false`).
		return sendFromStore(c, `task:${task.id}`, async () =>
			taskPageView(task, await exampleRecords(task, lookUp), { fitsOn: fitsOnCommon }),
		);
	});

	app.openapi(ROUTES.libraries, (c) =>
		sendEntity(
			c,
			once("libraries", () => catalogue.libraries()),
		),
	);
	app.openapi(ROUTES.library, (c) => {
		const { id } = c.req.valid("param");
		if (!catalogue.isLibrary(id)) return sendError(c, 404, `unknown library: ${id}`, "id");
		return sendFromStore(c, `library:${id}`, () => libraryDetail(id, store));
	});

	app.openapi(ROUTES.localApps, (c) =>
		sendEntity(
			c,
			once("local-apps", () => catalogue.localApps()),
		),
	);

	app.openapi(ROUTES.hardware, (c) =>
		sendEntity(
			c,
			once("hardware", () => hardwareList()),
		),
	);

	// `fits` at the default context is the store's "runs on" facet (every store filters and counts
	// it alike; an upstream hub refuses it). At another context the estimate must run on each record:
	// over records held in memory, a store of the ones that run there, built once per (device,
	// context); a database's records are not in memory, so there it is refused, naming `context`.
	const fitting = new LruCache<string, ModelStore>({ max: 64 });
	const fittingStore = (records: readonly ModelRecord[], device: string, context: number): ModelStore => {
		const key = `${device}\n${context}`;
		let hit = fitting.get(key);
		if (!hit) {
			const result = fitsFilter(records, device, context);
			hit = memoryStore(result.ok ? result.value : [], store.health());
			fitting.set(key, hit);
		}
		return hit;
	};
	// A catalogue this process holds (embedded, a file, a database) answers a query the same way
	// while it runs, so each list answer is kept by its query, serialised and tagged; an upstream
	// hub's answers are kept by the upstream store, with their time to live. Kept as JSON text, not
	// as page objects (the database store kept 2,000 pages of objects, which every full garbage
	// collection had to mark): measured with bench/store.bench.mjs over 1M records, answers asked
	// again 9,700-12,800 req/s at p99 3-6 ms, and queries never asked before no slower than with
	// the pages kept (2,400-3,000 req/s, p99 17-23 ms in runs on the same machine).
	const listAnswers = upstream
		? undefined
		: new LruCache<string, JsonEntity>({
				max: 100_000,
				maxWeight: LIST_ANSWER_CACHE_BYTES,
				weigh: (e) => 2 * e.body.length + 512,
			});
	app.openapi(ROUTES.models, async (c) => {
		const valid = c.req.valid("query");
		const key = listAnswers && JSON.stringify(valid);
		const known = key === undefined ? undefined : listAnswers?.get(key);
		if (known) return sendEntity(c, known);
		const answer = await listAnswer(c, valid);
		if (answer instanceof Response) return answer;
		if (key !== undefined) listAnswers?.set(key, answer);
		return sendEntity(c, answer);
	});

	/** The answer of a models query (validated): the page as an entity, or an error response. */
	async function listAnswer(c: Context, valid: ModelListQuery): Promise<JsonEntity | Response> {
		const { pipeline_tag, fits, context, ...rest } = valid;
		const query = { ...rest, task: pipeline_tag };
		// The schema checked both, so the check only turns the context into a number.
		const checked = checkFitParams({ device: fits, context });
		const ctx = checked.ok ? checked.value.context : DEFAULT_FIT_CONTEXT;
		try {
			if (fits === undefined || ctx === DEFAULT_FIT_CONTEXT || upstream) {
				return entity(await store.list({ ...query, fits }));
			}
			if (!fitsAtAnyContext || !held) {
				return sendError(c, 400, fitsContextMessage(), "context");
			}
			const page = await fittingStore(held, fits, ctx).list(query);
			// The store's `fits` counts are at the default context, not this one: left out.
			return entity(page.facets ? { ...page, facets: { ...page.facets, fits: [] } } : page);
		} catch (e) {
			if (e instanceof StoreError) return sendError(c, e.status, e.message, e.field);
			throw e;
		}
	}

	/** Fetches the record of a validated path; an error answer when there is none. */
	async function record(c: Context, params: { owner: string; name: string }): Promise<ModelRecord | Response> {
		const result = await source.get(`${params.owner}/${params.name}`);
		if (!result.ok) return sendError(c, result.status, result.error, result.status === 404 ? "model" : undefined);
		return result.model;
	}

	app.openapi(ROUTES.model, async (c) => {
		const model = await record(c, c.req.valid("param"));
		if (model instanceof Response) return model;
		return sendEntity(c, entity(model));
	});

	app.openapi(ROUTES.fit, async (c) => {
		const { device, context } = c.req.valid("query");
		const model = await record(c, c.req.valid("param"));
		if (model instanceof Response) return model;
		const view = fitView(model, device, context);
		// The query passed the same checks, so this is only for type narrowing.
		if (!view.ok) return sendError(c, 400, view.error, view.field);
		return sendEntity(c, entity(view.value));
	});

	// Embedded records never change, so an exact URL seen before maps straight to its answer
	// (validation already passed for it), before any validation runs: the hot path of the load benchmark.
	const byUrl = new LruCache<string, JsonEntity>({ max: options.snippetCacheSize ?? SNIPPET_CACHE_SIZE });
	const urlKey = (c: Context) => (source.kind === "embedded" ? c.req.url.slice(c.req.url.indexOf("/", 8)) : undefined);
	const knownUrl: MiddlewareHandler = async (c, next) => {
		const key = urlKey(c);
		const known = key === undefined ? undefined : byUrl.get(key);
		if (known) return sendEntity(c, known);
		await next();
	};
	app.openapi({ ...ROUTES.snippets, middleware: [knownUrl] }, async (c) => {
		// The query is validated first: a bad option is the caller's mistake whatever the model.
		const query = c.req.valid("query");
		const model = await record(c, c.req.valid("param"));
		if (model instanceof Response) return model;
		const badFile = query.file === undefined ? undefined : fileProblem(model, query.file);
		if (badFile) return sendError(c, 400, badFile, "file");
		const key = `${model.id}\n${JSON.stringify(query)}`;
		const cached = snippetCache.get(key);
		if (cached && cached.model === model) return sendEntity(c, cached.value);
		const { provider, language, client, libraries, file, ...inferenceOptions } = query;
		const request: SnippetRequest = { provider, language, client, libraries, file, options: inferenceOptions };
		const value = entity(buildSnippets(model, request));
		snippetCache.set(key, { model, value });
		const url = urlKey(c);
		if (url !== undefined) byUrl.set(url, value);
		return sendEntity(c, value);
	});

	// The body's type, encoding and JSON are checked here, before the schema, so each refusal names `body`.
	const jsonBody: MiddlewareHandler = async (c, next) => {
		const badType = jsonContentTypeProblem(c.req.header("Content-Type"));
		if (badType) return sendError(c, 415, badType, "body");
		const body = utf8Body(new Uint8Array(await c.req.arrayBuffer()));
		if (!body.ok) return sendError(c, 415, body.error, "body");
		try {
			JSON.parse(body.text);
		} catch {
			return sendError(c, 400, "the body is not valid JSON", "body");
		}
		await next();
	};
	app.openapi({ ...ROUTES.postSnippets, middleware: [jsonBody] }, (c) => {
		const { model, provider, providerMapping, libraries, file, options: all } = c.req.valid("json");
		const { language, client, ...inferenceOptions } = all;
		const request: SnippetRequest = {
			provider,
			providerMapping: providerMapping as InferenceProviderMappingEntry | undefined,
			language,
			client,
			libraries,
			file,
			options: inferenceOptions,
		};
		return built(sendEntity(c, entity(buildSnippets(model as ModelRecord, request))));
	});

	app.use(OPENAPI_PATH, noQueryParameters());
	registerDocs(app);
	app.all("/api/*", (c) => sendError(c, 404, `no such API route: ${c.req.method} ${c.req.path} (GET /api lists them)`));
	app.use(webApp(options.webDir));
	app.notFound((c) => sendError(c, 404, "not found"));
	app.onError((error, c) => {
		// A refusal raised inside the framework (e.g. its own media-type gate) keeps its status.
		if (error instanceof HTTPException && error.status < 500) return sendError(c, error.status, error.message);
		// Never a stack trace to the client; the message goes to the server's log only.
		log?.(`error ${c.req.method} ${c.req.path}: ${error instanceof Error ? error.message : String(error)}`);
		return sendError(c, 500, "internal error");
	});
	return app;
}

export type HubApp = ReturnType<typeof createApp>;

/** The loaded / skipped counts of a catalogue file, when the store read one. */
function catalogueCounts(health: StoreHealth): { catalogue?: { loaded: number; skipped: number } } {
	if (health.loaded === undefined) return {};
	return { catalogue: { loaded: health.loaded, skipped: health.skipped ?? 0 } };
}
