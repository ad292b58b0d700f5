/**
 * Known deviations: executed snippets whose request does not (yet) equal the request the
 * generator computes for their client (getClientRequest), or that do not finish. All are in
 * huggingface.js / huggingface_hub snippets: the raw HTTP clients and the openai SDKs match
 * everywhere. Each entry says why; the execution test fails when a new deviation appears, and
 * prints the listed ones that stopped deviating (take them off). Reported to the
 * inference-snippets owner.
 *
 * Keys are signatures: `<language>/<client>|<task>|<provider>|<stream or ->`.
 */
import type { InferenceLabSnippet } from "./inference-corpus.js";

/** The SDK calls another route for this provider/task than the generator computes for it. */
const SDK_ROUTE = "generator: the SDK calls another route for this provider/task than getClientRequest computes";
/** The SDK shapes the payload differently (extra fields such as a default voice, the model field). */
const SDK_PAYLOAD =
	"generator: the SDK sends a different payload for this provider/task than getClientRequest computes";
/**
 * @huggingface/inference waits between status polls on an unref'd timer (utils/delay.js), so
 * a script with nothing else pending exits with code 13 ("unsettled top-level await") before
 * the result arrives: observed here against the recording server for every polling provider.
 */
const JS_UNREF_POLL =
	"client: @huggingface/inference polls on an unref'd timer; `node file.mjs` exits 13 before the result (the snippet would need to keep the process alive)";

export const KNOWN_DEVIATIONS: Readonly<Record<string, string>> = {
	"js/huggingface.js|text-generation|featherless-ai|-": SDK_PAYLOAD,
	"js/huggingface.js|text-generation|auto|-": SDK_ROUTE,
	"js/huggingface.js|image-text-to-image|fal-ai|-": JS_UNREF_POLL,
	"js/huggingface.js|image-text-to-video|fal-ai|-": JS_UNREF_POLL,
	"python/huggingface_hub|table-question-answering|auto|-": SDK_PAYLOAD,
	"js/huggingface.js|text-to-speech|together|-": SDK_PAYLOAD,
	"js/huggingface.js|text-to-audio|fal-ai|-": JS_UNREF_POLL,
	"js/huggingface.js|text-to-image|fal-ai|-": JS_UNREF_POLL,
	"js/huggingface.js|text-to-image|zai-org|-": JS_UNREF_POLL,
	"js/huggingface.js|image-to-video|fal-ai|-": JS_UNREF_POLL,
	"js/huggingface.js|image-to-image|fal-ai|-": JS_UNREF_POLL,
	"js/huggingface.js|image-to-video|together|-": JS_UNREF_POLL,
	"js/huggingface.js|text-to-video|fal-ai|-": JS_UNREF_POLL,
	"js/huggingface.js|text-to-video|novita|-": JS_UNREF_POLL,
	"js/huggingface.js|text-to-video|together|-": JS_UNREF_POLL,
};

export function knownDeviation(snippet: Pick<InferenceLabSnippet, "signature">, problems: readonly string[]): boolean {
	return problems.length > 0 && Object.hasOwn(KNOWN_DEVIATIONS, snippet.signature);
}
