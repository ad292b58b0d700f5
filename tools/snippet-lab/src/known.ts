/**
 * Known deviations: executed snippets whose request does not (yet) equal the generator's
 * call, or that the real client refuses or the lab cannot yet answer. All are in the SDK
 * targets (huggingface.js, huggingface_hub): the raw HTTP clients and the openai SDKs match
 * their call everywhere. Each entry says why; the execution test fails when a new deviation
 * appears, and prints the listed ones that stopped deviating (take them off). Reported to the
 * inference-snippets owner; shrink it as the call learns what each SDK sends.
 *
 * Keys are signatures: `<language>/<client>|<task>|<provider>|<stream or ->`.
 */
import type { InferenceLabSnippet } from "./inference-corpus.js";

/** The SDKs send chat to the provider's route on the router with the provider's model id. */
const CHAT_ROUTE =
	"generator: the SDK posts chat to router.huggingface.co/<provider>/<chat route> with the provider's model id; the call says router /v1/chat/completions with <id>:<provider>";
/** The SDKs refuse the openai provider with a hub token (client-side routing only). */
const REFUSED_OPENAI =
	"generator: the SDK refuses the openai provider through the router (client-side routing only), yet an SDK snippet with a hub token is offered";
/** The SDK has no helper for this (provider, task), or the mapping's task differs from the pipeline tag. */
const REFUSED_TASK =
	"generator: the SDK refuses this provider/task (no helper, or the mapping's task is not the model's pipeline tag), yet a snippet is offered";
/** auto: the SDK resolves the provider from the hub mapping; the call assumes hf-inference. */
const AUTO_PROVIDER =
	"generator: with the auto policy the SDK routes to the first mapped provider; the call assumes hf-inference, which this model is not mapped to";
/** The SDK uses another route than the call (queue vs sync, OpenAI-style completions). */
const SDK_ROUTE = "generator: the SDK calls another route for this provider/task than the call computes";
/** The SDK shapes the payload differently (extra fields, media type of data URLs, field values). */
const SDK_PAYLOAD = "generator: the SDK sends a different payload for this provider/task than the call computes";
/**
 * @huggingface/inference waits between status polls on an unref'd timer (utils/delay.js), so
 * a script with nothing else pending exits with code 13 ("unsettled top-level await") before
 * the result arrives: observed here against the recording server for every polling provider.
 */
const JS_UNREF_POLL =
	"client: @huggingface/inference polls on an unref'd timer; `node file.mjs` exits 13 before the result (snippet would need to keep the process alive)";

export const KNOWN_DEVIATIONS: Readonly<Record<string, string>> = {
	"js/huggingface.js|conversational|cerebras|-": CHAT_ROUTE,
	"python/huggingface_hub|conversational|cerebras|-": CHAT_ROUTE,
	"js/huggingface.js|conversational|cerebras|stream": CHAT_ROUTE,
	"python/huggingface_hub|conversational|cerebras|stream": CHAT_ROUTE,
	"js/huggingface.js|conversational|fireworks-ai|-": CHAT_ROUTE,
	"python/huggingface_hub|conversational|fireworks-ai|-": CHAT_ROUTE,
	"js/huggingface.js|conversational|fireworks-ai|stream": CHAT_ROUTE,
	"python/huggingface_hub|conversational|fireworks-ai|stream": CHAT_ROUTE,
	"js/huggingface.js|conversational|groq|-": CHAT_ROUTE,
	"python/huggingface_hub|conversational|groq|-": CHAT_ROUTE,
	"js/huggingface.js|conversational|groq|stream": CHAT_ROUTE,
	"python/huggingface_hub|conversational|groq|stream": CHAT_ROUTE,
	"js/huggingface.js|conversational|novita|-": CHAT_ROUTE,
	"python/huggingface_hub|conversational|novita|-": CHAT_ROUTE,
	"js/huggingface.js|conversational|novita|stream": CHAT_ROUTE,
	"python/huggingface_hub|conversational|novita|stream": CHAT_ROUTE,
	"js/huggingface.js|conversational|nscale|-": CHAT_ROUTE,
	"python/huggingface_hub|conversational|nscale|-": CHAT_ROUTE,
	"js/huggingface.js|conversational|nscale|stream": CHAT_ROUTE,
	"python/huggingface_hub|conversational|nscale|stream": CHAT_ROUTE,
	"js/huggingface.js|conversational|featherless-ai|-": CHAT_ROUTE,
	"python/huggingface_hub|conversational|featherless-ai|-": CHAT_ROUTE,
	"js/huggingface.js|conversational|featherless-ai|stream": CHAT_ROUTE,
	"python/huggingface_hub|conversational|featherless-ai|stream": CHAT_ROUTE,
	"js/huggingface.js|conversational|ovhcloud|-": CHAT_ROUTE,
	"python/huggingface_hub|conversational|ovhcloud|-": CHAT_ROUTE,
	"js/huggingface.js|conversational|ovhcloud|stream": CHAT_ROUTE,
	"python/huggingface_hub|conversational|ovhcloud|stream": CHAT_ROUTE,
	"js/huggingface.js|conversational|scaleway|-": CHAT_ROUTE,
	"python/huggingface_hub|conversational|scaleway|-": CHAT_ROUTE,
	"js/huggingface.js|conversational|scaleway|stream": CHAT_ROUTE,
	"python/huggingface_hub|conversational|scaleway|stream": CHAT_ROUTE,
	"js/huggingface.js|conversational|hf-inference|-": CHAT_ROUTE,
	"python/huggingface_hub|conversational|hf-inference|-": CHAT_ROUTE,
	"js/huggingface.js|conversational|hf-inference|stream": CHAT_ROUTE,
	"python/huggingface_hub|conversational|hf-inference|stream": CHAT_ROUTE,
	"js/huggingface.js|conversational|publicai|-": CHAT_ROUTE,
	"python/huggingface_hub|conversational|publicai|-": CHAT_ROUTE,
	"js/huggingface.js|conversational|publicai|stream": CHAT_ROUTE,
	"python/huggingface_hub|conversational|publicai|stream": CHAT_ROUTE,
	"js/huggingface.js|conversational|together|-": CHAT_ROUTE,
	"python/huggingface_hub|conversational|together|-": CHAT_ROUTE,
	"js/huggingface.js|conversational|together|stream": CHAT_ROUTE,
	"python/huggingface_hub|conversational|together|stream": CHAT_ROUTE,
	"js/huggingface.js|conversational|deepinfra|-": CHAT_ROUTE,
	"python/huggingface_hub|conversational|deepinfra|-": CHAT_ROUTE,
	"js/huggingface.js|conversational|deepinfra|stream": CHAT_ROUTE,
	"python/huggingface_hub|conversational|deepinfra|stream": CHAT_ROUTE,
	"python/huggingface_hub|text-generation|featherless-ai|-": SDK_PAYLOAD,
	"js/huggingface.js|text-generation|featherless-ai|-": SDK_ROUTE,
	"js/huggingface.js|text-generation|auto|-": AUTO_PROVIDER,
	"python/huggingface_hub|text-generation|auto|-": AUTO_PROVIDER,
	"js/huggingface.js|conversational|baseten|-": CHAT_ROUTE,
	"python/huggingface_hub|conversational|baseten|-": CHAT_ROUTE,
	"js/huggingface.js|conversational|baseten|stream": CHAT_ROUTE,
	"python/huggingface_hub|conversational|baseten|stream": CHAT_ROUTE,
	"python/huggingface_hub|conversational|openai|-": REFUSED_OPENAI,
	"python/huggingface_hub|conversational|openai|stream": REFUSED_OPENAI,
	"js/huggingface.js|conversational|zai-org|-": CHAT_ROUTE,
	"python/huggingface_hub|conversational|zai-org|-": CHAT_ROUTE,
	"js/huggingface.js|conversational|zai-org|stream": CHAT_ROUTE,
	"python/huggingface_hub|conversational|zai-org|stream": CHAT_ROUTE,
	"js/huggingface.js|conversational|cohere|-": CHAT_ROUTE,
	"python/huggingface_hub|conversational|cohere|-": CHAT_ROUTE,
	"js/huggingface.js|conversational|cohere|stream": CHAT_ROUTE,
	"python/huggingface_hub|conversational|cohere|stream": CHAT_ROUTE,
	"js/huggingface.js|text-generation|hf-inference|-": SDK_ROUTE,
	"python/huggingface_hub|image-to-text|zai-org|-": REFUSED_TASK,
	"js/huggingface.js|image-text-to-image|fal-ai|-": JS_UNREF_POLL,
	"python/huggingface_hub|image-text-to-image|fal-ai|-": REFUSED_TASK,
	"python/huggingface_hub|image-text-to-image|wavespeed|-": REFUSED_TASK,
	"js/huggingface.js|image-text-to-video|fal-ai|-": JS_UNREF_POLL,
	"python/huggingface_hub|image-text-to-video|fal-ai|-": REFUSED_TASK,
	"python/huggingface_hub|image-text-to-video|wavespeed|-": REFUSED_TASK,
	"python/huggingface_hub|table-question-answering|hf-inference|-": SDK_PAYLOAD,
	"python/huggingface_hub|table-question-answering|auto|-": SDK_PAYLOAD,
	"python/huggingface_hub|image-segmentation|fal-ai|-": SDK_PAYLOAD,
	"python/huggingface_hub|automatic-speech-recognition|fal-ai|-": SDK_PAYLOAD,
	"python/huggingface_hub|automatic-speech-recognition|together|-": REFUSED_TASK,
	"js/huggingface.js|text-to-speech|together|-": SDK_PAYLOAD,
	"js/huggingface.js|text-to-audio|fal-ai|-": JS_UNREF_POLL,
	"js/huggingface.js|text-to-image|fal-ai|-": JS_UNREF_POLL,
	"python/huggingface_hub|text-to-image|fal-ai|-": SDK_ROUTE,
	"js/huggingface.js|text-to-image|zai-org|-": JS_UNREF_POLL,
	"js/huggingface.js|image-to-video|fal-ai|-": JS_UNREF_POLL,
	"python/huggingface_hub|image-to-video|fal-ai|-": SDK_PAYLOAD,
	"js/huggingface.js|image-to-image|fal-ai|-": JS_UNREF_POLL,
	"js/huggingface.js|image-to-image|auto|-": AUTO_PROVIDER,
	"python/huggingface_hub|image-to-image|auto|-": AUTO_PROVIDER,
	"python/huggingface_hub|image-to-image|wavespeed|-": SDK_PAYLOAD,
	"python/huggingface_hub|image-to-video|wavespeed|-": SDK_PAYLOAD,
	"js/huggingface.js|image-to-video|together|-": JS_UNREF_POLL,
	"js/huggingface.js|text-to-video|fal-ai|-": JS_UNREF_POLL,
	"js/huggingface.js|text-to-video|novita|-": JS_UNREF_POLL,
	"python/huggingface_hub|text-to-video|novita|-": SDK_ROUTE,
	"js/huggingface.js|text-to-video|together|-": JS_UNREF_POLL,
};

export function knownDeviation(snippet: Pick<InferenceLabSnippet, "signature">, problems: readonly string[]): boolean {
	return problems.length > 0 && Object.hasOwn(KNOWN_DEVIATIONS, snippet.signature);
}
