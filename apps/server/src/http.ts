/**
 * JSON answers with strong ETags and cached gzip, the security headers, and the one error shape
 * of the API: `{ error, field }`. Hot answers are built as plain header objects so that the Node
 * adapter can write them without materialising a web Response (see bench/server.bench.mjs).
 */
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { escapeControl, StoreError } from "@hubkit/hub-core";
import type { Context, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The Content-Security-Policy: everything from this origin, no inline script, no plugins, no framing. */
export const CONTENT_SECURITY_POLICY = [
	"default-src 'self'",
	"script-src 'self'",
	// Inline style attributes are common in highlighted code; inline script stays forbidden.
	"style-src 'self' 'unsafe-inline'",
	"img-src 'self' data: https:",
	"media-src 'self' https:",
	"connect-src 'self'",
	"font-src 'self' data:",
	// Task pages may embed their explainer video.
	"frame-src https://www.youtube-nocookie.com https://www.youtube.com",
	"object-src 'none'",
	"base-uri 'self'",
	"form-action 'self'",
	"frame-ancestors 'none'",
].join("; ");

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
	"Content-Security-Policy": CONTENT_SECURITY_POLICY,
	"X-Content-Type-Options": "nosniff",
	"Referrer-Policy": "strict-origin-when-cross-origin",
	"X-Frame-Options": "DENY",
	"Cross-Origin-Opener-Policy": "same-origin",
	"Cross-Origin-Resource-Policy": "same-origin",
};

/** Responses that already carry the security headers (built by the helpers below). */
const secured = new WeakSet<Response>();

/** Adds the security headers to answers the helpers below did not build (static files, pages). */
export function securityHeaders(): MiddlewareHandler {
	return async (c, next) => {
		await next();
		if (secured.has(c.res)) return;
		for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
	};
}

function respond(body: string | Uint8Array | null, status: number, headers: Record<string, string>): Response {
	const response = new Response(body, { status, headers: { ...SECURITY_HEADERS, ...headers } });
	secured.add(response);
	return response;
}

/** A serialised JSON body and its entity tag, computed once and reused while the data is unchanged. */
export interface JsonEntity {
	body: string;
	etag: string;
	/** The gzip form, made on first demand. */
	gzip?: Uint8Array;
}

/** Bodies smaller than this go uncompressed: gzip would not pay for itself. */
const GZIP_THRESHOLD = 1024;

/**
 * Entities of objects already serialised, by identity: a cached model record (the same object on
 * every GET until it leaves the cache) is serialised, hashed and gzipped once, not per request.
 * Objects handed to `entity` are therefore never mutated afterwards (records and catalogue views
 * are read-only by convention); entries go when their object is collected.
 */
const entities = new WeakMap<object, JsonEntity>();

export function entity(value: unknown): JsonEntity {
	const known = value !== null && typeof value === "object" ? entities.get(value) : undefined;
	if (known) return known;
	const body = JSON.stringify(value);
	const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
	const made: JsonEntity = { body, etag };
	if (value !== null && typeof value === "object") entities.set(value, made);
	return made;
}

/** Whether If-None-Match names this entity (weak tags and the gzip variant's tag match too). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
	if (!ifNoneMatch) return false;
	if (ifNoneMatch.trim() === "*") return true;
	const bare = etag.slice(1, -1);
	return ifNoneMatch.split(",").some((tag) => {
		const t = tag.trim().replace(/^W\//, "");
		return t === etag || t === `"${bare}-gzip"`;
	});
}

const acceptsGzip = (header: string | undefined) => header !== undefined && /\bgzip\b/i.test(header);

/** Answers with `entity` (gzipped when the client accepts it), or 304 when the client holds it. */
export function sendEntity(c: Context, value: JsonEntity): Response {
	const headers: Record<string, string> = {
		"Content-Type": "application/json; charset=utf-8",
		"Cache-Control": "no-cache",
		Vary: "Accept-Encoding",
	};
	const gzip = value.body.length >= GZIP_THRESHOLD && acceptsGzip(c.req.header("Accept-Encoding"));
	headers.ETag = gzip ? `"${value.etag.slice(1, -1)}-gzip"` : value.etag;
	if (matches(c.req.header("If-None-Match"), value.etag)) return respond(null, 304, headers);
	if (!gzip) return respond(value.body, 200, headers);
	value.gzip ??= gzipSync(value.body);
	headers["Content-Encoding"] = "gzip";
	return respond(value.gzip, 200, headers);
}

export function sendJson(_c: Context, value: unknown, status: ContentfulStatusCode = 200): Response {
	return respond(JSON.stringify(value), status, {
		"Content-Type": "application/json; charset=utf-8",
		"Cache-Control": "no-store",
	});
}

export function sendError(c: Context, status: ContentfulStatusCode, error: string, field?: string): Response {
	return sendJson(c, field === undefined ? { error } : { error, field }, status);
}

/** A store's refusal or failure (hub-core's StoreError: 400, 502) as the API's error; anything else is thrown on. */
export function sendStoreError(c: Context, error: unknown): Response {
	if (error instanceof StoreError) return sendError(c, error.status, error.message, error.field);
	throw error;
}

/**
 * @hono/zod-openapi types the answers of a route whose every answer has a JSON body (health, POST
 * snippets) as its own typed responses; ours are built here (serialised once, with ETag and gzip),
 * so they pass as such. That their bodies match the schemas is checked in schemas.ts.
 */
export const built = (response: Response): never => response as never;

/** Control characters in log lines are escaped by hub-core's encoder, the one the CLI uses too. */
export { escapeControl };

/** A log sink that escapes control characters in every line it passes on (see escapeControl). */
export function escapingLog(log: (line: string) => void): (line: string) => void {
	return (line) => log(escapeControl(line));
}
