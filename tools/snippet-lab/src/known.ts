/**
 * Known deviations: executed snippets whose request does not (yet) equal the generator's
 * call, or that the real client refuses. Each is a finding about the generator (see the
 * reasons), not about the lab; the execution test fails when a new one appears AND when a
 * listed one is fixed, so this list always says exactly where the snippets stand.
 *
 * Keys are signatures: `<language>/<client>|<task>|<provider>|<stream or ->`.
 */
import type { InferenceLabSnippet } from "./inference-corpus.js";

export const KNOWN_DEVIATIONS: Readonly<Record<string, string>> = {};

export function knownDeviation(snippet: Pick<InferenceLabSnippet, "signature">, problems: readonly string[]): boolean {
	return problems.length > 0 && Object.hasOwn(KNOWN_DEVIATIONS, snippet.signature);
}
