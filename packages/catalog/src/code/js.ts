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

/** A double-quoted JS string literal that evaluates to exactly `s` (lone surrogates included). */
export function str(s: string): string {
	if (PLAIN.test(s)) return `"${s}"`;
	return JSON.stringify(s).replace(/[\u2028\u2029]/g, (c) => (c === "\u2028" ? "\\u2028" : "\\u2029"));
}

/**
 * A JS literal for a JSON value. `indent` > 0 pretty-prints; continuation lines are not
 * prefixed (the line builder indents them). Non-finite numbers have no JSON form: they
 * become `null`, as JSON.stringify does.
 */
export function value(v: unknown, indent = 4): string {
	const json = JSON.stringify(v === undefined ? null : v, (_k, x) => (typeof x === "bigint" ? Number(x) : x), indent);
	return (json ?? "null").replace(/[\u2028\u2029]/g, (c) => (c === "\u2028" ? "\\u2028" : "\\u2029"));
}

/** `s` when it is a plain JS identifier (not reserved), else `fallback`. */
export function ident(s: string | undefined, fallback: string): string {
	return s !== undefined && JS_IDENT.test(s) && !JS_RESERVED.has(s) ? s : fallback;
}

/** Text safe inside a `//` comment: one line, no control characters. */
export function comment(s: string): string {
	return oneLine(s);
}
