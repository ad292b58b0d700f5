/**
 * What a request carries: a JSON document (which may embed a file, base64 or as a data URL),
 * raw file bytes, or a multipart form. Renderers turn a FileRef into code that reads the file.
 */
import type { JsonValue } from "@hubkit/catalog";

/** A file embedded in a JSON body: its content as base64, or as a `data:` URL. */
export class FileRef {
	constructor(
		readonly file: string,
		readonly contentType: string,
		readonly encoding: "base64" | "dataUrl",
	) {}
}

export type BodyValue =
	| null
	| boolean
	| number
	| string
	| FileRef
	| BodyValue[]
	| { [key: string]: BodyValue | undefined };

export type Body =
	| { type: "json"; value: { [key: string]: BodyValue | undefined } }
	| { type: "bytes"; file: string; contentType: string }
	| { type: "multipart"; file: string; contentType: string; fileField: string; fields: { [key: string]: string } };

/** True when a JSON body holds a file somewhere (renderers then need base64 helpers). */
export function hasFileRef(v: BodyValue | undefined): boolean {
	if (v instanceof FileRef) return true;
	if (Array.isArray(v)) return v.some(hasFileRef);
	if (v !== null && typeof v === "object") {
		for (const k in v) if (hasFileRef(v[k])) return true;
	}
	return false;
}

/** Plain JSON of a body value (FileRefs become a readable stand-in), for logs and tests. */
export function bodyToJson(v: BodyValue | undefined, fileText: (f: FileRef) => string): JsonValue {
	if (v === undefined) return null;
	if (v instanceof FileRef) return fileText(v);
	// Callers' numbers may arrive as BigInt; JSON has only one number type.
	if (typeof v === "bigint") return Number(v);
	if (Array.isArray(v)) return v.map((x) => bodyToJson(x, fileText));
	if (v !== null && typeof v === "object") {
		const out: { [key: string]: JsonValue } = {};
		for (const k in v) if (v[k] !== undefined) out[k] = bodyToJson(v[k], fileText);
		return out;
	}
	return v;
}
