/**
 * createApp: the hub's HTTP API (Hono), wired from its parts: one ModelStore (the catalogue's, or
 * an upstream hub's), the handlers of each resource (handlers/), the answers they keep
 * (answers.ts) and what every request goes through (middleware.ts). Every input is validated with
 * the zod schemas of schemas.ts, which also generate /api/openapi.json.
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import type { ModelRecord } from "@hubkit/catalog";
import { answersChange, type ModelStore, memoryStore, type StoreHealth } from "@hubkit/hub-core";
import { type UpstreamStoreOptions, upstreamStore } from "@hubkit/hub-core/upstream";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { AnswerCache } from "./answers.js";
import { catalogueRoutes } from "./handlers/catalogue.js";
import { compareRoutes } from "./handlers/compare.js";
import { docsRoutes } from "./handlers/docs.js";
import { type CatalogueProblems, healthRoutes } from "./handlers/health.js";
import { leaderboardRoutes } from "./handlers/leaderboard.js";
import { modelRoutes } from "./handlers/models.js";
import { providerRoutes } from "./handlers/providers.js";
import { snippetRoutes } from "./handlers/snippets.js";
import { escapingLog, sendError } from "./http.js";
import { afterRoutes, beforeRoutes } from "./middleware.js";
import { firstIssue } from "./schemas.js";

/** Rendered snippet answers kept in memory (each some 5–40 KB, plus its gzip form). */
export const SNIPPET_CACHE_SIZE = 1000;

/** Bytes of answers built from the store kept, as JSON text (about 1,500 list pages with facets, 5,000 without). */
export const STORE_ANSWER_BYTES = 64 * 1024 * 1024;

export interface AppOptions {
	/** The records of the catalogue, held in memory (default: the embedded sample models). */
	models?: readonly ModelRecord[];
	/** Where `models` came from (HUBKIT_MODELS: the file and its loaded / skipped counts). */
	modelsHealth?: Omit<StoreHealth, "models">;
	/** The store of the catalogue instead of `models` (e.g. a database of a catalogue file). */
	store?: ModelStore;
	/** What of the catalogue file was skipped or loaded with warnings (`GET /api/catalogue/problems`). */
	catalogueProblems?: CatalogueProblems;
	/** Model records and lists from this hub instead of the catalogue. */
	hubUrl?: string;
	/** Bearer token for the upstream hub; never logged. */
	hubToken?: string;
	/** Retry policy, clock, time-out, breaker and cache bounds of the upstream hub (tests shorten them). */
	upstream?: Omit<UpstreamStoreOptions, "hubUrl" | "token">;
	/** The built web app; defaults to apps/web/dist. */
	webDir?: string;
	/** Receives one line per request: method, path (never the query string), status, duration. */
	log?: (line: string) => void;
	/** Bound of the rendered-snippets cache (entries). */
	snippetCacheSize?: number;
}

/** The one store of the app: `store`, else an upstream hub's, else one over the records in memory. */
function appStore(options: AppOptions): ModelStore {
	if (options.store) return options.store;
	if (options.hubUrl) return upstreamStore({ ...options.upstream, hubUrl: options.hubUrl, token: options.hubToken });
	return memoryStore(options.models ?? SAMPLE_MODELS, options.modelsHealth);
}

export function createApp(options: AppOptions = {}) {
	const store = appStore(options);
	// What the store answers never changes while the process runs, except an upstream hub's.
	const fixedRecords = !answersChange(store);
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
	const fixed = new AnswerCache({ max: 100 });
	const answers = new AnswerCache({ max: 100_000, maxBytes: STORE_ANSWER_BYTES, keep: fixedRecords });

	beforeRoutes(app, log);
	// Registered in the order of ROUTES, the order of the OpenAPI document.
	docsRoutes(app, fixed);
	healthRoutes(app, store, (options.models ?? SAMPLE_MODELS).length, options.catalogueProblems);
	catalogueRoutes(app, { store, answers, fixed });
	modelRoutes(app, { store, answers });
	providerRoutes(app, { store });
	compareRoutes(app, { store });
	leaderboardRoutes(app, { store, answers });
	const cacheSize = options.snippetCacheSize ?? SNIPPET_CACHE_SIZE;
	snippetRoutes(app, { store, fixedRecords, cacheSize, samples: SAMPLE_MODELS });
	afterRoutes(app, { webDir: options.webDir, log });
	return app;
}

export type HubApp = ReturnType<typeof createApp>;
