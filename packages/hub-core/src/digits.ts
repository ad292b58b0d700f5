/**
 * An integer as every query and flag gives it: plain decimal digits, no sign, exponent, hex,
 * spaces or leading zeros. Lenient readings (`0x10`, `1e2`, ` 5`, `05`, `-0`) each meant something
 * other than what the caller may have meant, so the API, the CLI and the web all refuse them.
 */
export const DECIMAL_DIGITS = /^(0|[1-9][0-9]*)$/;

/** The number `text` writes in plain decimal digits; undefined when it is not written so. */
export function readDecimal(text: string): number | undefined {
	return DECIMAL_DIGITS.test(text) ? Number(text) : undefined;
}
