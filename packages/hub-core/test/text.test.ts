/** The one encoder of text shown on a terminal or written to a log. */
import { describe, expect, it } from "vitest";
import { escapeControl } from "../src/text.js";

/** What must never be written raw: C0, DEL, C1, the line separators, the bidi embeddings, overrides and isolates. */
const ACTING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

describe("escapeControl", () => {
	it("writes every acting character as \\xNN or \\uNNNN", () => {
		const all = Array.from({ length: 0xa0 }, (_, i) => String.fromCharCode(i)).join("");
		const bidi = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069";
		const escaped = escapeControl(`${all}\u2028\u2029${bidi}`);
		expect(escaped).not.toMatch(ACTING);
		expect(escaped).toContain("\\x1b\\x1c");
		expect(escaped).toContain("~\\x7f\\x80");
		expect(escaped).toContain("\\x9b");
		expect(escaped).toMatch(/\\u2028\\u2029\\u202a\\u202b\\u202c\\u202d\\u202e\\u2066\\u2067\\u2068\\u2069$/);
	});

	it("leaves printable text as it is, other Unicode and the bidi marks included", () => {
		const text = "acme/Llama-3 ≈ 8 GB, é→, 日本語, عربي\u200f, \u200e, \u061c, 🙂";
		expect(escapeControl(text)).toBe(text);
		expect(escapeControl("a tag \u001b[31mred\u001b[0m")).toBe("a tag \\x1b[31mred\\x1b[0m");
	});
});
