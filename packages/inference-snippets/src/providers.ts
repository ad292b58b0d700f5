/**
 * The inference providers: base URLs, the route and payload shape of each task, the chat
 * route, the Authorization scheme and extra headers. Facts from the providers' APIs as the
 * @huggingface/inference 4.13 client calls them. `auto` is a policy (the router picks a
 * provider), not a provider, so it has no entry here.
 */
import { HF_ROUTER_URL } from "./hub-urls.js";
import * as P from "./payloads.js";

export { HF_HUB_URL, HF_ROUTER_URL } from "./hub-urls.js";
/** The OpenAI-compatible chat endpoint of the router (model `<id>:<provider>`). */
export const HF_ROUTER_CHAT_BASE = `${HF_ROUTER_URL}/v1`;
export const BILL_TO_HEADER = "X-HF-Bill-To";

export const INFERENCE_PROVIDERS = [
	"baseten",
	"cerebras",
	"cohere",
	"deepinfra",
	"fal-ai",
	"featherless-ai",
	"hf-inference",
	"fireworks-ai",
	"groq",
	"novita",
	"nscale",
	"openai",
	"ovhcloud",
	"publicai",
	"replicate",
	"scaleway",
	"together",
	"wavespeed",
	"zai-org",
] as const;

export type InferenceProvider = (typeof INFERENCE_PROVIDERS)[number];
export type InferenceProviderOrPolicy = InferenceProvider | "auto";

/**
 * How the raw HTTP answer is read: JSON, the bytes of an image / audio / video, or JSON
 * naming the URL of the generated media (fal), which the snippet then downloads.
 */
export type RawAnswer = "json" | "bytes" | "media-url";

export interface TaskRoute {
	/** Path after the base URL; `{model}` is the provider's model id. */
	route: string | ((model: string) => string);
	payload: P.PayloadFn;
	answer: RawAnswer;
	/** Direct calls use another host for this task. */
	directBaseUrl?: string;
	/**
	 * fal tasks the SDKs send to the queue (`?_subdomain=queue` through the router,
	 * queue.fal.run direct) and poll. The computed call (fetch, requests, curl) takes fal's
	 * synchronous route instead, which answers the result itself: see getClientRequest.
	 */
	queue?: boolean;
	/**
	 * The answer is a job that @huggingface/inference polls until done. It waits between polls
	 * on an unref'd timer (utils/delay.js in 4.13), which does not keep Node running.
	 */
	polls?: boolean;
}

export interface ProviderInfo {
	id: InferenceProvider;
	/** The provider's organisation on the hub. */
	hubOrg: string;
	directBaseUrl: string;
	/** Route of the OpenAI-compatible chat API (no leading slash), when the provider has one. */
	chatRoute?: string;
	/** Authorization scheme of a direct call with the provider's key (fal uses `Key`). */
	directAuthScheme: "Bearer" | "Key";
	/** Headers the provider's API expects on every call. */
	headers?: Readonly<Record<string, string>>;
	/** Closed providers that cannot be reached with a hub token. */
	clientSideRoutingOnly: boolean;
	tasks: Readonly<Partial<Record<string, TaskRoute>>>;
}

const json = (route: TaskRoute["route"], payload: P.PayloadFn): TaskRoute => ({ route, payload, answer: "json" });
const bytes = (route: TaskRoute["route"], payload: P.PayloadFn): TaskRoute => ({ route, payload, answer: "bytes" });
/** A JSON route whose answer is a job huggingface.js polls (see TaskRoute.polls). */
const polled = (route: TaskRoute["route"], payload: P.PayloadFn): TaskRoute => ({
	...json(route, payload),
	polls: true,
});

const hubModel = "models/{model}";
const HF_TASKS: Record<string, TaskRoute> = {};
for (const task of [
	"text-classification",
	"question-answering",
	"audio-classification",
	"automatic-speech-recognition",
	"fill-mask",
	"image-classification",
	"image-segmentation",
	"document-question-answering",
	"image-to-text",
	"object-detection",
	"audio-to-audio",
	"zero-shot-image-classification",
	"zero-shot-classification",
	"table-question-answering",
	"tabular-classification",
	"tabular-regression",
	"token-classification",
	"translation",
	"summarization",
	"visual-question-answering",
	"text-generation",
]) {
	HF_TASKS[task] = json(hubModel, P.hubTask);
}
for (const task of ["text-to-image", "image-to-image", "text-to-speech", "text-to-audio"]) {
	HF_TASKS[task] = bytes(hubModel, P.hubTask);
}
// On hf-inference these two tasks are served by one pipeline route each.
HF_TASKS["feature-extraction"] = json("models/{model}/pipeline/feature-extraction", P.hubTask);
HF_TASKS["sentence-similarity"] = json("models/{model}/pipeline/sentence-similarity", P.hubTask);

/** fal's queue host (the SDKs' route for queue tasks, see TaskRoute.queue) and its synchronous host. */
export const FAL_QUEUE = "https://queue.fal.run";
export const FAL_SYNC = "https://fal.run";
// Raw clients call the synchronous route: one POST answers the result, whose media URL they download.
const falQueue = (payload: P.PayloadFn): TaskRoute => ({
	route: "{model}",
	payload,
	answer: "media-url",
	directBaseUrl: FAL_SYNC,
	queue: true,
	polls: true,
});
const falSync = (payload: P.PayloadFn, answer: RawAnswer = "json"): TaskRoute => ({
	route: "{model}",
	payload,
	answer,
	directBaseUrl: FAL_SYNC,
});

/** Replicate posts to the model's predictions, or to v1/predictions when the id pins a version. */
const replicateRoute = (model: string): string =>
	model.includes(":") ? "v1/predictions" : `v1/models/${model}/predictions`;

const ZAI_HEADERS = { "x-source-channel": "hugging_face", "accept-language": "en-US,en" } as const;

function provider(
	id: InferenceProvider,
	hubOrg: string,
	directBaseUrl: string,
	chatRoute: string | undefined,
	tasks: Record<string, TaskRoute>,
	extra: Partial<Pick<ProviderInfo, "directAuthScheme" | "headers" | "clientSideRoutingOnly">> = {},
): ProviderInfo {
	return {
		id,
		hubOrg,
		directBaseUrl,
		chatRoute,
		directAuthScheme: extra.directAuthScheme ?? "Bearer",
		headers: extra.headers,
		clientSideRoutingOnly: extra.clientSideRoutingOnly ?? false,
		tasks,
	};
}

const list: ProviderInfo[] = [
	provider("baseten", "baseten", "https://inference.baseten.co", "v1/chat/completions", {}),
	provider("cerebras", "cerebras", "https://api.cerebras.ai", "v1/chat/completions", {}),
	provider("cohere", "CohereLabs", "https://api.cohere.com", "compatibility/v1/chat/completions", {}),
	provider("deepinfra", "DeepInfra", "https://api.deepinfra.com", "v1/openai/chat/completions", {
		"automatic-speech-recognition": json("v1/openai/audio/transcriptions", P.transcription),
		"feature-extraction": json("v1/openai/embeddings", P.modelInput),
		"text-generation": json("v1/openai/completions", P.completions),
		"text-to-speech": bytes("v1/openai/audio/speech", P.modelInput),
	}),
	provider(
		"fal-ai",
		"fal",
		FAL_QUEUE,
		undefined,
		{
			"audio-to-audio": falQueue(P.falAudio),
			"automatic-speech-recognition": falSync(P.falAudio),
			"image-text-to-image": falQueue(P.falImageEdit),
			"image-text-to-video": falQueue(P.falImageVideo),
			"image-to-image": falQueue(P.falImageEdit),
			"image-segmentation": falQueue(P.falImage),
			"image-to-video": falQueue(P.falImageVideo),
			"text-to-audio": falQueue(P.falPrompt),
			"text-to-image": falQueue(P.falPrompt),
			"text-to-speech": falSync(P.falText, "media-url"),
			"text-to-video": falQueue(P.falPrompt),
		},
		{ directAuthScheme: "Key" },
	),
	provider("featherless-ai", "featherless-ai", "https://api.featherless.ai", "v1/chat/completions", {
		"text-generation": json("v1/completions", P.completions),
	}),
	provider("hf-inference", "hf-inference", `${HF_ROUTER_URL}/hf-inference`, "v1/chat/completions", HF_TASKS),
	provider("fireworks-ai", "fireworks-ai", "https://api.fireworks.ai", "inference/v1/chat/completions", {}),
	provider("groq", "groq", "https://api.groq.com", "openai/v1/chat/completions", {
		"text-generation": json("openai/v1/chat/completions", P.inputsAndModel),
	}),
	provider("novita", "novita", "https://api.novita.ai", "v3/openai/chat/completions", {
		// Novita's OpenAI-compatible completions route (huggingface.js posts `inputs` to the chat route instead).
		"text-generation": json("v3/openai/completions", P.completions),
		"text-to-video": polled("v3/async/{model}", P.novitaVideo),
	}),
	provider("nscale", "nscale", "https://inference.api.nscale.com", "v1/chat/completions", {
		"text-to-image": json("v1/images/generations", P.imagesGeneration("b64_json")),
	}),
	provider("openai", "openai", "https://api.openai.com", "v1/chat/completions", {}, { clientSideRoutingOnly: true }),
	provider("ovhcloud", "ovhcloud", "https://oai.endpoints.kepler.ai.cloud.ovh.net", "v1/chat/completions", {
		"text-generation": json("v1/completions", P.completions),
	}),
	provider("publicai", "publicai", "https://api.publicai.co", "v1/chat/completions", {}),
	provider(
		"replicate",
		"replicate",
		"https://api.replicate.com",
		undefined,
		{
			"text-to-image": json(replicateRoute, P.replicatePrompt),
			"text-to-speech": json(replicateRoute, P.replicateText),
			"text-to-video": json(replicateRoute, P.replicatePrompt),
			"image-to-image": json(replicateRoute, P.replicateImageEdit),
			"automatic-speech-recognition": json(replicateRoute, P.replicateAudio),
		},
		// Replicate answers synchronously (the finished prediction) when asked to wait.
		{ headers: { Prefer: "wait" } },
	),
	provider("scaleway", "scaleway", "https://api.scaleway.ai", "v1/chat/completions", {
		"text-generation": json("v1/completions", P.completions),
		"feature-extraction": json("v1/embeddings", P.modelInput),
	}),
	provider("together", "togethercomputer", "https://api.together.xyz", "v1/chat/completions", {
		"text-to-image": json("v1/images/generations", P.imagesGeneration("base64")),
		"image-to-image": json("v1/images/generations", P.togetherImageEdit),
		"text-to-video": polled("v2/videos", P.togetherVideo),
		"image-to-video": polled("v2/videos", P.togetherVideo),
		"text-generation": json("v1/completions", P.completions),
		"feature-extraction": json("v1/embeddings", P.modelInput),
		"text-to-speech": bytes("v1/audio/speech", P.togetherSpeech),
		"automatic-speech-recognition": json("v1/audio/transcriptions", P.transcription),
	}),
	provider("wavespeed", "wavespeed", "https://api.wavespeed.ai", undefined, {
		"text-to-image": polled("api/v3/{model}", P.wavespeedPrompt),
		"text-to-video": polled("api/v3/{model}", P.wavespeedPrompt),
		"image-to-image": polled("api/v3/{model}", P.wavespeedImage),
		"image-to-video": polled("api/v3/{model}", P.wavespeedImage),
		"image-text-to-image": polled("api/v3/{model}", P.wavespeedImage),
		"image-text-to-video": polled("api/v3/{model}", P.wavespeedImage),
	}),
	provider(
		"zai-org",
		"zai-org",
		"https://api.z.ai",
		"api/paas/v4/chat/completions",
		{
			"text-to-image": polled("api/paas/v4/async/images/generations", P.zaiImage),
			"image-to-text": json("api/paas/v4/layout_parsing", P.zaiFile),
		},
		{ headers: ZAI_HEADERS },
	),
];

export const PROVIDERS: Readonly<Record<InferenceProvider, ProviderInfo>> = Object.fromEntries(
	list.map((p) => [p.id, p]),
) as Record<InferenceProvider, ProviderInfo>;

export function isInferenceProvider(id: unknown): id is InferenceProvider {
	return typeof id === "string" && Object.hasOwn(PROVIDERS, id);
}

/** Whether the provider serves `task` (`conversational` = has a chat route). */
export function providerSupports(id: InferenceProvider, task: string): boolean {
	const p = PROVIDERS[id];
	return task === "conversational" ? p.chatRoute !== undefined : Object.hasOwn(p.tasks, task);
}

/** The tasks a provider serves, `conversational` included when it has a chat route. */
export function providerTasks(id: InferenceProvider): string[] {
	const p = PROVIDERS[id];
	return [...(p.chatRoute ? ["conversational"] : []), ...Object.keys(p.tasks)];
}

/**
 * Whether huggingface.js polls for this task's answer: on the provider's route, or with `auto`
 * on any provider's (the router may pick that one).
 */
export function jsClientPolls(id: InferenceProviderOrPolicy, task: string): boolean {
	if (id !== "auto") return PROVIDERS[id].tasks[task]?.polls === true;
	return AUTO_POLLED_TASKS.has(task);
}

/** Tasks some provider answers with a job to poll, read off the table once. */
const AUTO_POLLED_TASKS: ReadonlySet<string> = new Set(
	list.flatMap((p) => Object.keys(p.tasks).filter((t) => p.tasks[t]?.polls === true)),
);

/** The environment variable holding a provider's own key, e.g. `FAL_AI_API_KEY`. */
export function providerKeyEnv(id: string): string {
	return `${id.toUpperCase().replace(/[^A-Z0-9]/g, "_")}_API_KEY`;
}
