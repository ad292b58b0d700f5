/**
 * JavaScript/TypeScript literal encoders: JSON string quoting, plus the two line
 * terminators JSON leaves raw, so every literal is valid in any JS or TS parser.
 */
import { oneLine } from "./py.js";

const JS_IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const JS_RESERVED = new Set([
	"break",
	"case",
	"catch",
	"class",
	"const",
	"continue",
	"debugger",
	"default",
	"delete",
	"do",
	"else",
	"enum",
	"export",
	"extends",
	"false",
	"finally",
	"for",
	"function",
	"if",
	"import",
	"in",
	"instanceof",
	"new",
	"null",
	"return",
	"super",
	"switch",
	"this",
	"throw",
	"true",
	"try",
	"typeof",
	"var",
	"void",
	"while",
	"with",
	"yield",
	"let",
	"static",
	"implements",
	"interface",
	"package",
	"private",
	"protected",
	"public",
	"await",
]);

/** Printable ASCII but `"` and `\`: written as it is in a JS string literal. */
const PLAIN = /^[ !#-[\]-~]*$/;

/**
 * Characters JSON.stringify leaves raw that are written as `\uXXXX` escapes instead (same value):
 * DEL and the C1 controls (a terminal that shows the code may act on them), the line and paragraph
 * separators (line ends in older JS), the bidirectional embeddings, overrides and isolates (they
 * reorder how the code reads: "Trojan Source") and the byte order mark. JSON.stringify puts them
 * only inside string literals, so escaping them keeps the program's meaning.
 */
const ESCAPED_IN_LITERALS = /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** `json` (JSON.stringify's output) with ESCAPED_IN_LITERALS written as escapes. */
export const escapeInvisibles = (json: string): string =>
	json.replace(ESCAPED_IN_LITERALS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

/** A double-quoted JS string literal that evaluates to exactly `s` (lone surrogates included). */
export function str(s: string): string {
	if (PLAIN.test(s)) return `"${s}"`;
	return escapeInvisibles(JSON.stringify(s));
}

/**
 * A JS literal for a JSON value. `indent` > 0 pretty-prints; continuation lines are not
 * prefixed (the line builder indents them). Non-finite numbers have no JSON form: they
 * become `null`, as JSON.stringify does.
 */
export function value(v: unknown, indent = 4): string {
	const json = JSON.stringify(v === undefined ? null : v, (_k, x) => (typeof x === "bigint" ? Number(x) : x), indent);
	return escapeInvisibles(json ?? "null");
}

/** `s` when it is a plain JS identifier (not reserved), else `fallback`. */
export function ident(s: string | undefined, fallback: string): string {
	return s !== undefined && JS_IDENT.test(s) && !JS_RESERVED.has(s) ? s : fallback;
}

/** Text safe inside a `//` comment: one line, no control characters. */
export function comment(s: string): string {
	return oneLine(s);
}
