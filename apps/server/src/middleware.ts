/**
 * What every request goes through before its route (the request log, security headers,
 * compression, the body bound, one value per query parameter), and what answers when no route
 * does (an unknown API route, the web app, a failure).
 */
import type { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import { securityHeaders, sendError } from "./http.js";
import { repeatableQueryParams, singleValuedQuery } from "./input.js";
import { ROUTES } from "./routes.js";
import { webApp } from "./web.js";

export const BODY_LIMIT_BYTES = 64 * 1024;

/** A log sink whose lines are already free of control characters (http.ts escapingLog). */
type Log = ((line: string) => void) | undefined;

export function beforeRoutes(app: OpenAPIHono, log: Log): void {
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
}

export function afterRoutes(app: OpenAPIHono, options: { webDir?: string; log: Log }): void {
	const { log } = options;
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
}
