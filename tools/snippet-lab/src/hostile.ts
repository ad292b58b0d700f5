/**
 * Hostile text: what a model record or a user could put in any field that reaches generated
 * code. Each carries quotes of every kind, a backslash, `${x}`, backticks, `$(touch MARKER)`
 * and a Python `__import__('os').system(...)`: a snippet that lets any of them out of its
 * string creates a file named MARKER (or fails to parse).
 */

/** The file the payloads would create in the snippet's working directory. */
export const MARKER = "MARKER";

/** For values sent as data (JSON bodies, chat messages): anything goes, newlines included. */
export const HOSTILE_TEXT =
	"it's \"quoted\" \\ back\\slash\n${x} `touch MARKER` $(touch MARKER) '; __import__('os').system('touch MARKER') # \u2028 é 🐱";

/** For values sent in headers (bill-to, tokens): no control characters, which HTTP forbids there. */
export const HOSTILE_HEADER =
	"it's \"q\" \\ ${x} `touch MARKER` $(touch MARKER) __import__('os').system('touch MARKER')";

/**
 * For model ids, which end up in URL paths: only characters a URL path may hold as they are
 * (so curl and fetch send them unchanged; no space, so `$(>MARKER)` stands for `touch`),
 * still hostile to Python and shell code.
 */
export const HOSTILE_ID = "lab/x'$(>MARKER);__import__('pathlib').Path('MARKER').touch()";

/** A grab bag for the fuzz test. */
export const HOSTILE_STRINGS: readonly string[] = [
	HOSTILE_TEXT,
	HOSTILE_HEADER,
	HOSTILE_ID,
	"",
	" ",
	"\\",
	"'",
	'"',
	"`",
	"${process.exit(1)}",
	'"""',
	"'''",
	"\n",
	"\r\n",
	"\u0000",
	"\ud800",
	"#",
	"-- --",
	"*/ /*",
	"</script>",
	"{{ x }}",
	"%s %d",
	"a".repeat(300),
];
