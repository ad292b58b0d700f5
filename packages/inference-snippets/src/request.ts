/**
 * The single truth of a snippet: for (model, provider, task, options) compute the HTTP request
 * one call makes (method, URL, headers, body), how its answer is read, and the SDK-level view
 * (inputs, provider). Every target renders this call (an SDK's method names live with its target);
 * the snippet lab checks that what a snippet sends equals `call.request`.
 */
import type { ChatMessage, JsonValue, ModelInput, ModelRecord } from "@hubkit/catalog";
import { API_TOKEN_ENV, HF_TOKEN_ENV } from "@hubkit/catalog/code";
import { getModelInput, isChat } from "@hubkit/catalog/inputs";
import type { Body, BodyValue } from "./body.js";
import { BODY_NOT_JSON, falAppId, getLogger, ProviderHelperError } from "./errors.js";
import * as P from "./payloads.js";
import {
	BILL_TO_HEADER,
	HF_ROUTER_CHAT_BASE,
	HF_ROUTER_URL,
	type InferenceProviderOrPolicy,
	isInferenceProvider,
	PROVIDERS,
	providerKeyEnv,
	type RawAnswer,
	type TaskRoute,
} from "./providers.js";
import { type SnippetKind, TASK_SNIPPETS, type TaskSnippetSpec } from "./tasks.js";
import type { InferenceProviderMapping, InferenceSnippetOptions, RoutingPolicy } from "./types.js";

/** Where the token comes from: an environment variable, or a literal the user gave. */
export type TokenSource = { kind: "env"; name: string } | { kind: "literal"; value: string };

export interface HttpRequest {
	method: "POST";
	url: string;
	/** Every header but Authorization (see `call.auth` and requestHeaders()). */
	headers: Readonly<Record<string, string>>;
	body: Body;
}

/** How the answer is read: JSON, bytes (saved to a file), a chat completion, or a stream of chunks. */
export type AnswerKind = RawAnswer | "chat" | "chat-stream";

export interface InferenceCall {
	pipelineTag: string;
	/** The provider-side task: `conversational` for chat examples. */
	task: string;
	/** The snippet kind (the shape of its example), e.g. `basicImage`, `conversationalStream`. */
	kind: SnippetKind;
	provider: InferenceProviderOrPolicy;
	modelId: string;
	/** The model's id at the provider (the mapping's providerId, else the hub id). */
	providerModelId: string;
	/** router: through router.huggingface.co with a hub token; direct: the provider's own URL and key; endpoint: a custom URL. */
	via: "router" | "direct" | "endpoint";
	chat: boolean;
	streaming: boolean;
	/** The task input after options (file name, text, messages, …). */
	input: ModelInput;
	parameters: { [key: string]: JsonValue } | undefined;
	auth: { scheme: "Bearer" | "Key"; token: TokenSource };
	request: HttpRequest;
	answer: AnswerKind;
	billTo: string | undefined;
	endpointUrl: string | undefined;
	mapping: InferenceProviderMapping | undefined;
	/** Chat: the OpenAI-compatible base URL and model name the openai clients use. */
	chatBaseUrl: string | undefined;
	chatModel: string | undefined;
	/** Chat through the router with provider `auto`: the policy the router picks the provider by (chatModel's suffix). */
	routing: RoutingPolicy | undefined;
	/** Where snippets save a bytes answer. */
	outputFile: string;
	spec: TaskSnippetSpec;
}

const JSON_TYPE = "application/json";

/** The task the provider is asked for: `conversational` for chat examples (the catalog's isChat), else the pipeline tag. */
export function providerTask(model: ModelRecord): string | undefined {
	return isChat(model) ? "conversational" : model.pipeline_tag;
}

function contentTypeOf(file: string, fallback: string): string {
	const ext = file.slice(file.lastIndexOf(".") + 1).toLowerCase();
	return EXT_TYPES[ext] ?? fallback;
}

const EXT_TYPES: Record<string, string> = {
	jpg: "image/jpeg",
	jpeg: "image/jpeg",
	png: "image/png",
	webp: "image/webp",
	gif: "image/gif",
	flac: "audio/flac",
	wav: "audio/wav",
	mp3: "audio/mpeg",
	ogg: "audio/ogg",
	webm: "audio/webm",
	m4a: "audio/mp4",
};

/** Applies `options.inputs` to the task's example input. */
function resolveInput(example: ModelInput, options: InferenceSnippetOptions): ModelInput {
	const inputs = options.inputs;
	if (inputs === undefined) return example;
	if (typeof inputs !== "string") {
		return { kind: "json", value: inputs };
	}
	switch (example.kind) {
		case "text":
			return { kind: "text", text: inputs };
		case "labels":
			return { ...example, text: inputs };
		case "messages":
			return { kind: "messages", messages: [{ role: "user", content: inputs }] };
		case "file":
		case "file-text":
		case "file-labels":
			return { ...example, file: inputs, contentType: contentTypeOf(inputs, example.contentType) };
		case "json":
			try {
				const parsed: unknown = JSON.parse(inputs);
				if (parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)) {
					return { kind: "json", value: parsed as { [key: string]: JsonValue } };
				}
				return { kind: "text", text: inputs };
			} catch (e) {
				(options.logger ?? getLogger()).error(BODY_NOT_JSON, e);
				return { kind: "text", text: inputs };
			}
	}
}

function outputFileFor(tag: string): string {
	if (tag.endsWith("-to-video")) return "output.mp4";
	if (tag === "text-to-speech" || tag === "text-to-audio" || tag === "audio-to-audio") return "output.flac";
	return "output.png";
}

/** An endpoint URL for chat: `…/v1` gets `/chat/completions`, a bare URL gets `/v1/chat/completions`. */
function chatEndpointUrl(endpointUrl: string): string {
	const url = endpointUrl.trim().replace(/\/+$/, "");
	if (url.endsWith("/chat/completions")) return url;
	if (url.endsWith("/v1")) return `${url}/chat/completions`;
	return `${url}/v1/chat/completions`;
}

function routeOf(r: TaskRoute, model: string): string {
	const route = typeof r.route === "function" ? r.route(model) : r.route.replace("{model}", model);
	return route.replace(/^\/+/, "");
}

/**
 * The call for (model, provider, mapping, options). Throws ProviderHelperError when the provider
 * does not serve the task, NoInputExampleError when the task has no example input, and
 * InvalidAppIdError for a fal endpoint id that is not `owner/name`.
 */
export function getInferenceCall(
	model: ModelRecord,
	provider: InferenceProviderOrPolicy | (string & {}),
	mapping?: InferenceProviderMapping,
	options: InferenceSnippetOptions = {},
): InferenceCall {
	const tag = model.pipeline_tag ?? "";
	const chat = isChat(model);
	const task = chat ? "conversational" : tag;
	const spec = TASK_SNIPPETS[tag];
	if (!spec || (provider !== "auto" && !isInferenceProvider(provider))) throw new ProviderHelperError(provider, task);
	const info = provider === "auto" ? undefined : PROVIDERS[provider as keyof typeof PROVIDERS];
	const taskRoute: TaskRoute | undefined = chat
		? undefined
		: info
			? info.tasks[task]
			: PROVIDERS["hf-inference"].tasks[task];
	if (info && (chat ? info.chatRoute === undefined : taskRoute === undefined))
		throw new ProviderHelperError(provider, task);
	if (!chat && !taskRoute && !options.endpointUrl) throw new ProviderHelperError(provider, task);

	const streaming = chat && options.streaming === true;
	const endpointUrl = options.endpointUrl || undefined;
	// Closed providers (openai) cannot be reached with a hub token: always their own URL and key.
	const via: InferenceCall["via"] = endpointUrl
		? "endpoint"
		: (options.directRequest || info?.clientSideRoutingOnly) && info && info.id !== "hf-inference"
			? "direct"
			: "router";
	const providerModelId = mapping?.providerId || model.id;

	const scheme: "Bearer" | "Key" = via === "direct" && info ? info.directAuthScheme : "Bearer";
	const token: TokenSource =
		options.accessToken !== undefined && options.accessToken !== ""
			? { kind: "literal", value: options.accessToken }
			: {
					kind: "env",
					name: via === "endpoint" ? API_TOKEN_ENV : via === "direct" && info ? providerKeyEnv(info.id) : HF_TOKEN_ENV,
				};

	const example = getModelInput(model);
	let input = resolveInput(example, options);
	const parameters = options.parameters && Object.keys(options.parameters).length > 0 ? options.parameters : undefined;

	const headers: Record<string, string> = {};
	let url: string;
	let body: Body;
	let answer: AnswerKind;
	let chatBaseUrl: string | undefined;
	let chatModel: string | undefined;
	let routing: RoutingPolicy | undefined;

	if (chat) {
		const messages: ChatMessage[] =
			options.messages && options.messages.length > 0
				? options.messages
				: input.kind === "messages"
					? input.messages
					: [{ role: "user", content: P.inputText(input) }];
		input = { kind: "messages", messages };
		if (via === "endpoint" && endpointUrl) {
			url = chatEndpointUrl(endpointUrl);
			chatModel = model.id;
		} else if (via === "direct" && info?.chatRoute) {
			url = `${info.directBaseUrl}/${info.chatRoute}`;
			chatModel = providerModelId;
		} else if (options.directRequest && info?.id === "hf-inference") {
			url = `${HF_ROUTER_URL}/hf-inference/models/${providerModelId}/v1/chat/completions`;
			chatModel = providerModelId;
		} else {
			url = `${HF_ROUTER_CHAT_BASE}/chat/completions`;
			if (provider === "auto" && options.routing) routing = options.routing;
			chatModel = provider === "auto" ? (routing ? `${model.id}:${routing}` : model.id) : `${model.id}:${provider}`;
		}
		chatBaseUrl = url.slice(0, -"/chat/completions".length);
		const value: { [key: string]: BodyValue | undefined } = {
			model: chatModel,
			messages: messages as unknown as BodyValue,
		};
		if (options.temperature !== undefined) value.temperature = options.temperature;
		if (options.max_tokens !== undefined) value.max_tokens = options.max_tokens;
		if (options.top_p !== undefined) value.top_p = options.top_p;
		if (streaming) value.stream = true;
		body = { type: "json", value };
		answer = streaming ? "chat-stream" : "chat";
		if (via === "direct" && info?.headers) Object.assign(headers, info.headers);
	} else {
		const route = taskRoute ?? PROVIDERS["hf-inference"].tasks[task];
		const useHub = via === "endpoint" || !info || info.id === "hf-inference";
		const ctx: P.PayloadContext = { task, input, parameters, model: providerModelId, hfModelId: model.id, mapping };
		body = (useHub || !route ? P.hubTask : route.payload)(ctx);
		answer = route?.answer ?? "json";
		if (via === "endpoint" && endpointUrl) {
			url = endpointUrl;
		} else if (!route) {
			throw new ProviderHelperError(provider, task);
		} else if (!info) {
			url = `${HF_ROUTER_URL}/hf-inference/${routeOf(route, providerModelId)}`;
		} else if (via === "direct") {
			url = `${route.directBaseUrl ?? info.directBaseUrl}/${routeOf(route, providerModelId)}`;
		} else {
			url = `${HF_ROUTER_URL}/${info.id}/${routeOf(route, providerModelId)}`;
		}
		if (info?.headers && via !== "endpoint") Object.assign(headers, info.headers);
	}

	if (body.type === "json") headers["Content-Type"] = JSON_TYPE;
	else if (body.type === "bytes") headers["Content-Type"] = body.contentType;
	if (options.billTo) headers[BILL_TO_HEADER] = options.billTo;

	// A custom endpoint replaces fal, so its endpoint id does not matter then.
	if (provider === "fal-ai" && via !== "endpoint") falAppId(providerModelId);

	return {
		pipelineTag: tag,
		task,
		kind: chat ? (streaming ? "conversationalStream" : "conversational") : spec.kind,
		provider: provider as InferenceProviderOrPolicy,
		modelId: model.id,
		providerModelId,
		via,
		chat,
		streaming,
		input,
		parameters,
		auth: { scheme, token },
		request: { method: "POST", url, headers, body },
		answer,
		billTo: options.billTo || undefined,
		endpointUrl,
		mapping,
		chatBaseUrl,
		chatModel,
		routing,
		outputFile: outputFileFor(tag),
		spec,
	};
}

/** The full header map of a call, with the token read from `env` (or the literal the user gave). */
export function requestHeaders(
	call: InferenceCall,
	env: Readonly<Record<string, string | undefined>> = {},
): Record<string, string> {
	const t = call.auth.token;
	const token = t.kind === "literal" ? t.value : (env[t.name] ?? "");
	return { Authorization: `${call.auth.scheme} ${token}`, ...call.request.headers };
}
