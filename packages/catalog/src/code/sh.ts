/**
 * Shell word encoders for bash. A value becomes single-quoted text (a `'` inside becomes
 * `'\''`); control characters such as newlines are written as `$'\n'` segments so a word
 * never spans lines and nothing inside is ever expanded.
 *
 * Documented fallbacks: a shell argument cannot hold NUL, so NUL characters are dropped;
 * lone UTF-16 surrogates have no UTF-8 form, so they become U+FFFD (as any UTF-8 writer does).
 */
import { escapeInvisibles } from "./js.js";
import { oneLine } from "./py.js";

const SAFE_WORD = /^[A-Za-z0-9_@%+=:,./-]+$/;
const QUOTABLE = /^[ -&(-~]+$/;

function ansiC(c: string): string {
	const code = c.charCodeAt(0);
	switch (c) {
		case "\n":
			return "\\n";
		case "\t":
			return "\\t";
		case "\r":
			return "\\r";
		default:
			return `\\x${code.toString(16).padStart(2, "0")}`;
	}
}

/** A bash word that expands to exactly `s` (see the fallbacks above). */
export function str(s: string): string {
	// Printable ASCII but `'` (most values: URLs, headers, file names) is one quoted word as it is.
	if (QUOTABLE.test(s)) return `'${s}'`;
	const clean = s.replace(/\u0000/g, "").toWellFormed();
	if (clean.length > 0 && SAFE_WORD.test(clean)) return `'${clean}'`;
	let out = "";
	let quoted = "";
	let open = false;
	const flush = () => {
		if (open) out += `'${quoted}'`;
		quoted = "";
		open = false;
	};
	for (const ch of clean) {
		const code = ch.charCodeAt(0);
		if (ch.length === 1 && (code < 0x20 || code === 0x7f)) {
			flush();
			out += `$'${ansiC(ch)}'`;
		} else if (ch === "'") {
			flush();
			out += "\\'";
		} else {
			quoted += ch;
			open = true;
		}
	}
	flush();
	return out === "" ? "''" : out;
}

/**
 * A JSON body as one single-quoted bash word. JSON escapes every control character inside
 * its strings, so the only raw newlines are the pretty-printing between tokens.
 */
export function json(v: unknown, indent = 4): string {
	const text = escapeInvisibles(JSON.stringify(v === undefined ? null : v, null, indent) ?? "null");
	return `'${text.replace(/'/g, "'\\''")}'`;
}

/** Text safe inside a `#` comment: one line, no control characters. */
export function comment(s: string): string {
	return oneLine(s);
}

const ENV_NAME = /^[A-Z_][A-Z0-9_]*$/;

/** An environment-variable name: only `[A-Z0-9_]`, never starting with a digit. */
export function envName(s: string): string {
	// Names are usually already valid (HF_TOKEN, FAL_AI_API_KEY): one test, no new string.
	if (ENV_NAME.test(s)) return s;
	const name = s.toUpperCase().replace(/[^A-Z0-9_]/g, "_");
	return /^[0-9]/.test(name) ? `_${name}` : name;
}
