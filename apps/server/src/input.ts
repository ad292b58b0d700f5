/**
 * The API's strict reading of what a request sends, one rule each: a query parameter is one the
 * route takes (a route without parameters takes none), given once unless its schema declares a
 * list, and a body is UTF-8 JSON sent as `application/json` (or an `application/*+json` type)
 * with no parameter but `charset=utf-8`. An integer query value is plain decimal digits (no sign,
 * exponent, hex, spaces or leading zeros): hub-core's rule (digits.ts), the CLI's too. Lenient
 * readings (`0x10`, `1e2`, ` 5`, `-0`, the first of two values, JSON sequences, UTF-16) each meant
 * something other than what the client may have meant; they are refused with the field they concern.
 */
import { z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { sendError } from "./http.js";

/**
 * A route's query parameters, read strictly: a parameter the route does not take is refused (400
 * naming it) rather than ignored, since an ignored filter answers as if there were none: a client
 * asking `/api/models?task=text-generation` (the CLI's word; the API's is `pipeline_tag`) got
 * every model. `renamed` maps such likely words to the parameter meant.
 */
export function queryObject<Shape extends z.ZodRawShape>(shape: Shape, renamed: Readonly<Record<string, string>> = {}) {
	const names = Object.keys(shape);
	return z.strictObject(shape, {
		error: (issue) => {
			if (issue.code !== "unrecognized_keys") return undefined;
			const name = issue.keys[0] ?? "";
			const meant = Object.hasOwn(renamed, name) ? ` (use ${renamed[name]})` : "";
			return unknownParameterMessage(name, names, meant);
		},
	});
}

/** The query of a route that takes no parameter: any one given is refused, naming it. */
export const noQuery = () => queryObject({});

function unknownParameterMessage(name: string, names: readonly string[], meant = ""): string {
	const takes = names.length === 0 ? "takes no query parameters" : `takes ${names.join(", ")}`;
	return `unknown parameter ${name}${meant}; this route ${takes}`;
}

/**
 * The same refusal for a path served outside the declared routes (the OpenAPI document), which
 * takes no query parameters either.
 */
export function noQueryParameters(): MiddlewareHandler {
	return async (c, next) => {
		const url = c.req.url;
		const start = url.indexOf("?");
		const [name] = start < 0 ? [] : new URLSearchParams(url.slice(start + 1)).keys();
		if (name !== undefined) return sendError(c, 400, unknownParameterMessage(name, []), name);
		await next();
	};
}

/** The message for a query parameter given more than once. */
export const repeatedMessage = (name: string): string =>
	`${name} is given more than once (give it once${name === "libraries" ? ", as a comma-separated list" : ""})`;

/** What may hold a list: a query field whose schema is an array (through optional and default). */
function isList(schema: z.ZodType): boolean {
	let current: z.ZodType = schema;
	for (;;) {
		if (current instanceof z.ZodArray) return true;
		if (current instanceof z.ZodOptional || current instanceof z.ZodDefault || current instanceof z.ZodNullable) {
			current = current.unwrap() as z.ZodType;
		} else return false;
	}
}

/** The query parameters some route declares as a list (they may be repeated); from the routes' own schemas. */
export function repeatableQueryParams(routes: Iterable<object>): Set<string> {
	const names = new Set<string>();
	for (const route of routes) {
		const query = (route as { request?: { query?: unknown } }).request?.query;
		if (!(query instanceof z.ZodObject)) continue;
		for (const [name, field] of Object.entries(query.shape as Record<string, z.ZodType>)) {
			if (isList(field)) names.add(name);
		}
	}
	return names;
}

/**
 * Refuses a query parameter given more than once (400 naming it), unless it is in `repeatable`.
 * A framework would otherwise hand the route a list, or the first value, that the client did not
 * mean; this runs before any route's validation, so the answer is the same on every route.
 */
export function singleValuedQuery(repeatable: ReadonlySet<string>): MiddlewareHandler {
	return async (c, next) => {
		const url = c.req.url;
		const start = url.indexOf("?");
		if (start >= 0) {
			const seen = new Set<string>();
			for (const name of new URLSearchParams(url.slice(start + 1)).keys()) {
				if (seen.has(name) && !repeatable.has(name)) return sendError(c, 400, repeatedMessage(name), name);
				seen.add(name);
			}
		}
		await next();
	};
}

// A subset of what @hono/zod-openapi and hono's validator read as JSON, so that every body let
// through here is validated by the route's schema.
const JSON_TYPE = /^application\/(?:[a-z.-]+\+)?json$/i;
const UTF8_ONLY = /^;\s*charset=(?:utf-8|"utf-8")$/i;

/** Why a body sent with `contentType` is not JSON this API reads (415), or undefined when it is. */
export function jsonContentTypeProblem(contentType: string | undefined): string | undefined {
	const value = contentType ?? "";
	const cut = value.indexOf(";");
	const type = cut < 0 ? value : value.slice(0, cut);
	if (!JSON_TYPE.test(type)) return "send the body as application/json";
	if (cut >= 0 && !UTF8_ONLY.test(value.slice(cut))) {
		return "send the body as UTF-8 JSON (no parameter but charset=utf-8)";
	}
	return undefined;
}

const NOT_UTF8 = "send the body as UTF-8 JSON (not UTF-16, UTF-32 or another encoding)";

/**
 * The body as text when it is UTF-8, else why not (415). UTF-16 and UTF-32 are recognised by their
 * byte order mark or by a zero byte among the first two (JSON text starts with an ASCII character,
 * which they pad with zeros); other encodings by bytes that are not UTF-8. A UTF-8 byte order mark
 * is UTF-8: it is dropped.
 */
export function utf8Body(bytes: Uint8Array): { ok: true; text: string } | { ok: false; error: string } {
	const [a, b] = bytes;
	const utf16Mark = (a === 0xfe && b === 0xff) || (a === 0xff && b === 0xfe);
	if (utf16Mark || a === 0 || (bytes.length > 1 && b === 0)) return { ok: false, error: NOT_UTF8 };
	try {
		return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
	} catch {
		return { ok: false, error: NOT_UTF8 };
	}
}
