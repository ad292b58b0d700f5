/**
 * The shape of the generated record of the inference snippets the snippet lab ran
 * (inference-verification-data.ts, written by `npm run lab -- --levels execute` over the whole
 * sample catalogue), kept apart so the generated file takes its type without importing the
 * module that reads it.
 */

export interface InferenceRunManifest {
	/** Per client (`<language>/<client>`): the package the lab ran its programs with, and its version. */
	clients: Readonly<Record<string, { library: string; version: string }>>;
	/**
	 * What ran with the default options and sent exactly the call the generator computed, one
	 * line each: `<language>/<client>|<task>|<provider>|<stream or ->` (the lab's signature).
	 */
	runs: readonly string[];
	/**
	 * The other option sets that ran the same way, once per client and call shape:
	 * `<language>/<client>|<option set>|<chat or ->|<stream or ->`.
	 */
	optionRuns: readonly string[];
}
