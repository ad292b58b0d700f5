/**
 * Python literal encoders. Every value from a model record or a user enters generated
 * Python through one of these, so no record can end a string early or smuggle code.
 */

const PY_IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
const PY_KEYWORDS = new Set([
	"False",
	"None",
	"True",
	"and",
	"as",
	"assert",
	"async",
	"await",
	"break",
	"class",
	"continue",
	"def",
	"del",
	"elif",
	"else",
	"except",
	"finally",
	"for",
	"from",
	"global",
	"if",
	"import",
	"in",
	"is",
	"lambda",
	"nonlocal",
	"not",
	"or",
	"pass",
	"raise",
	"return",
	"try",
	"while",
	"with",
	"yield",
]);

function hex(code: number, width: number): string {
	return code.toString(16).padStart(width, "0");
}

/** Printable ASCII but `"` and `\`: written as it is in a Python or JS string literal. */
const PLAIN = /^[ !#-[\]-~]*$/;

/** A double-quoted Python string literal that evaluates to exactly `s` (lone surrogates included). */
export function str(s: string): string {
	if (PLAIN.test(s)) return `"${s}"`;
	let out = '"';
	for (let i = 0; i < s.length; i++) {
		const c = s.charCodeAt(i);
		if (c === 0x5c) out += "\\\\";
		else if (c === 0x22) out += '\\"';
		else if (c === 0x0a) out += "\\n";
		else if (c === 0x0d) out += "\\r";
		else if (c === 0x09) out += "\\t";
		else if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) out += `\\x${hex(c, 2)}`;
		// Line separators, the bidirectional embeddings, overrides and isolates ("Trojan Source")
		// and the byte order mark: written escaped, the same value, so the code reads as it runs.
		else if (
			c === 0x2028 ||
			c === 0x2029 ||
			(c >= 0x202a && c <= 0x202e) ||
			(c >= 0x2066 && c <= 0x2069) ||
			c === 0xfeff
		)
			out += `\\u${hex(c, 4)}`;
		else if (c >= 0xd800 && c <= 0xdbff) {
			const next = s.charCodeAt(i + 1);
			if (next >= 0xdc00 && next <= 0xdfff) {
				out += s[i]! + s[i + 1]!;
				i++;
			} else out += `\\u${hex(c, 4)}`;
		} else if (c >= 0xdc00 && c <= 0xdfff) out += `\\u${hex(c, 4)}`;
		else out += s[i]!;
	}
	return `${out}"`;
}

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue | undefined };

function num(n: number): string {
	if (Number.isNaN(n)) return 'float("nan")';
	if (n === Number.POSITIVE_INFINITY) return 'float("inf")';
	if (n === Number.NEGATIVE_INFINITY) return 'float("-inf")';
	return String(n);
}

/**
 * A Python literal for a JSON value: dicts, lists, strings, numbers, True/False/None.
 * `indent` > 0 pretty-prints with that many spaces per level (continuation lines are not
 * prefixed; the line builder indents them).
 */
export function value(v: unknown, indent = 4): string {
	return render(v, indent, 0);
}

function render(v: unknown, indent: number, depth: number): string {
	if (v === null || v === undefined) return "None";
	if (v === true) return "True";
	if (v === false) return "False";
	if (typeof v === "number") return num(v);
	if (typeof v === "bigint") return v.toString();
	if (typeof v === "string") return str(v);
	const pad = indent > 0 ? "\n" + " ".repeat(indent * (depth + 1)) : "";
	const end = indent > 0 ? "\n" + " ".repeat(indent * depth) : "";
	const sep = indent > 0 ? "," : ", ";
	if (Array.isArray(v)) {
		if (v.length === 0) return "[]";
		return `[${v.map((x) => pad + render(x, indent, depth + 1)).join(sep)}${end}]`;
	}
	if (typeof v === "object") {
		const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
		if (entries.length === 0) return "{}";
		return `{${entries.map(([k, x]) => `${pad}${str(k)}: ${render(x, indent, depth + 1)}`).join(sep)}${end}}`;
	}
	return str(String(v));
}

/** `s` when it is a plain Python identifier (not a keyword), else `fallback`. */
export function ident(s: string | undefined, fallback: string): string {
	return s !== undefined && PY_IDENT.test(s) && !PY_KEYWORDS.has(s) ? s : fallback;
}

/** Text safe inside a `#` comment: one line, no control characters. */
export function comment(s: string): string {
	return oneLine(s);
}

/** Collapses control characters (newlines included) to spaces so text stays on one line. */
export function oneLine(s: string): string {
	return s.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").toWellFormed();
}
