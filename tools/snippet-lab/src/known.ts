/**
 * Known deviations: executed snippets whose request does not equal the request the generator
 * computes for their client (getClientRequest), or that do not finish. The execution test fails
 * when an unlisted deviation appears, and prints listed ones that stopped deviating.
 *
 * Keys are signatures: `<language>/<client>|<task>|<provider>|<stream or ->`.
 */
import type { InferenceLabSnippet } from "./inference-corpus.js";

/**
 * Empty: every executed snippet sends exactly the request computed for its client. A deviation
 * that is understood but cannot be fixed in the generator goes here with its reason.
 */
export const KNOWN_DEVIATIONS: Readonly<Record<string, string>> = {};

export function knownDeviation(snippet: Pick<InferenceLabSnippet, "signature">, problems: readonly string[]): boolean {
	return problems.length > 0 && Object.hasOwn(KNOWN_DEVIATIONS, snippet.signature);
}
