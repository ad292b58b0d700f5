/**
 * A model's snippets: of a catalogue record (`GET`), rendered once per record and options, and of a
 * record sent in the body (`POST`).
 */
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { InferenceProviderMappingEntry, ModelRecord } from "@hubkit/catalog";
import { buildSnippets, fileProblem, type ModelStore, type SnippetRequest } from "@hubkit/hub-core";
import type { Context, MiddlewareHandler } from "hono";
import { AnswerCache } from "../answers.js";
import { built, entity, sendEntity, sendError } from "../http.js";
import { jsonContentTypeProblem, utf8Body } from "../input.js";
import { recordOrAnswer } from "../records.js";
import { ROUTES } from "../routes.js";

export interface SnippetAnswers {
	store: ModelStore;
	/** Whether the store's records never change while the process runs (not an upstream hub's). */
	fixedRecords: boolean;
	/** Rendered answers kept (each some 5–40 KB, plus its gzip form). */
	cacheSize: number;
	/** The records the snippet lab ran over (the sample catalogue): their proofs vouch for the same template elsewhere. */
	samples: readonly ModelRecord[];
}

export function snippetRoutes(app: OpenAPIHono, { store, fixedRecords, cacheSize, samples }: SnippetAnswers): void {
	// Rendered snippets by record (its content's tag: a changed upstream record renders anew) and options.
	const rendered = new AnswerCache({ max: cacheSize });
	// With records that never change, an exact URL seen before maps straight to its answer (it
	// passed validation), before any validation runs: the hot path of the load benchmark.
	const byUrl = new AnswerCache({ max: cacheSize, keep: fixedRecords });
	const urlOf = (c: Context) => c.req.url.slice(c.req.url.indexOf("/", 8));
	const knownUrl: MiddlewareHandler = async (c, next) => {
		const known = byUrl.get(urlOf(c));
		if (known) return sendEntity(c, known);
		await next();
	};
	app.openapi({ ...ROUTES.snippets, middleware: [knownUrl] }, async (c) => {
		// The query is validated first: a bad option is the caller's mistake whatever the model.
		const query = c.req.valid("query");
		const model = await recordOrAnswer(c, store, c.req.valid("param"));
		if (model instanceof Response) return model;
		const badFile = query.file === undefined ? undefined : fileProblem(model, query.file);
		if (badFile) return sendError(c, 400, badFile, "file");
		const { provider, language, client, libraries, file, ...options } = query;
		const request: SnippetRequest = { provider, language, client, libraries, file, options, samples };
		const key = `${entity(model).etag}\n${JSON.stringify(query)}`;
		const value = await rendered.answer(key, () => buildSnippets(model, request));
		byUrl.set(urlOf(c), value);
		return sendEntity(c, value);
	});

	app.openapi({ ...ROUTES.postSnippets, middleware: [jsonBody] }, (c) => {
		const { model, provider, providerMapping, libraries, file, options: all } = c.req.valid("json");
		const { language, client, ...options } = all;
		const mapping = providerMapping as InferenceProviderMappingEntry | undefined;
		const request: SnippetRequest = {
			provider,
			providerMapping: mapping,
			language,
			client,
			libraries,
			file,
			options,
			samples,
		};
		return built(sendEntity(c, entity(buildSnippets(model as ModelRecord, request))));
	});
}

/** The body's type, encoding and JSON are checked before the schema, so each refusal names `body`. */
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
