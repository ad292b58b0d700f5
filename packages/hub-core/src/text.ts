/**
 * Text from records, files and requests written where some characters act instead of showing: a
 * terminal (the CLI's output) and a log (the server's). One encoder for both.
 */

/**
 * The characters that act: every C0 control (ESC starts a terminal escape sequence, CR and LF
 * forge a log line), DEL, every C1 control (U+009B is a one-character CSI on terminals that take
 * C1 controls), the Unicode line and paragraph separators, and the bidirectional embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069), which reorder the text around them
 * (a tag could make a line read otherwise than it is). The bidi marks (U+200E, U+200F, U+061C)
 * stay: they change no more than the neutral characters next to them.
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * `text` with every character of CONTROL written as `\xNN` (up to U+00FF) or `\uNNNN`, so that a
 * record or a request path cannot send escape sequences to a terminal, forge a log line or
 * reorder what is shown. Everything else, other Unicode included, is left as it is.
 */
export function escapeControl(text: string): string {
	return text.replace(CONTROL, (ch) => {
		const code = ch.charCodeAt(0);
		return code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
	});
}
