/** JSON answers with strong ETags, and the one error shape of the API: `{ error, field }`. */
import { createHash } from "node:crypto";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** A serialised JSON body and its entity tag, computed once and reused while the data is unchanged. */
export interface JsonEntity {
	body: string;
	etag: string;
}

export function entity(value: unknown): JsonEntity {
	const body = JSON.stringify(value);
	const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
	return { body, etag };
}

/** Whether If-None-Match names this entity (weak tags match too: compression weakens ours). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
	if (!ifNoneMatch) return false;
	if (ifNoneMatch.trim() === "*") return true;
	const strip = (tag: string) => tag.trim().replace(/^W\//, "");
	return ifNoneMatch.split(",").some((tag) => strip(tag) === etag);
}

/** Answers with `entity`, or 304 when the client already holds it. Clients revalidate every time. */
export function sendEntity(c: Context, value: JsonEntity): Response {
	const headers = {
		"Content-Type": "application/json; charset=utf-8",
		ETag: value.etag,
		"Cache-Control": "no-cache",
	};
	if (matches(c.req.header("If-None-Match"), value.etag)) return c.body(null, 304, headers);
	return c.body(value.body, 200, headers);
}

export function sendError(c: Context, status: ContentfulStatusCode, error: string, field?: string): Response {
	return c.json(field === undefined ? { error } : { error, field }, status, { "Cache-Control": "no-store" });
}
