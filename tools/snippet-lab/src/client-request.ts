/**
 * What each client really sends for a call: the lab's oracle for executed snippets. fetch, requests, curl and the
 * openai clients send call.request itself. The two hub SDKs (huggingface.js, huggingface_hub)
 * first ask the hub which id the provider gives the model, then call the provider's own route
 * through the router (chat included: they do not use the router's /v1 endpoint for a named
 * provider). fal_client talks to fal directly, with uploaded files.
 */
import {
	type Body,
	type BodyValue,
	FAL_QUEUE,
	FAL_SYNC,
	FileRef,
	HF_HUB_URL,
	HF_ROUTER_URL,
	type HttpRequest,
	type InferenceCall,
	type InferenceClientName,
	PROVIDERS,
} from "@hubkit/inference-snippets";

export interface ClientRequest {
	request: HttpRequest;
	/** The hub lookup an SDK makes before the call, and the mapping it must answer. */
	mappingLookup?: { url: string; provider: string; providerId: string; task: string };
	/** Where the client's request is known to differ from call.request, in words. */
	note?: string;
}

function jsonValue(body: Body): { [key: string]: BodyValue | undefined } {
	return body.type === "json" ? body.value : {};
}

/**
 * fal tasks the SDKs queue: the computed call takes fal's synchronous route, the SDKs submit to
 * the queue (the router's `?_subdomain=queue`, or queue.fal.run direct) and poll it.
 */
function sdkFalQueue(call: InferenceCall): HttpRequest {
	const base = call.request;
	if (call.provider !== "fal-ai" || call.via === "endpoint" || !PROVIDERS["fal-ai"].tasks[call.task]?.queue)
		return base;
	const url =
		call.via === "direct" ? base.url.replace(`${FAL_SYNC}/`, `${FAL_QUEUE}/`) : `${base.url}?_subdomain=queue`;
	return { ...base, url };
}

export function getClientRequest(call: InferenceCall, client: InferenceClientName): ClientRequest {
	if (client !== "huggingface.js" && client !== "huggingface_hub" && client !== "fal_client")
		return { request: call.request };
	const base = sdkFalQueue(call);

	if (client === "fal_client") {
		const { "Content-Type": _ct, ...rest } = base.headers;
		return {
			request: {
				...base,
				url: `https://queue.fal.run/${call.providerModelId}`,
				headers: { ...rest, "Content-Type": "application/json" },
			},
			note: "fal_client authenticates with `Key $FAL_KEY`, uploads local files first (their URLs replace the data URLs) and polls the queue",
		};
	}

	// With `auto` on a non-chat task the SDKs take the first provider the hub lists; the call
	// describes hf-inference, so that is the mapping to answer. Chat with `auto` uses the router's
	// own endpoint and needs no lookup.
	// Closed providers (openai) take the id as given.
	const closed = call.provider !== "auto" && PROVIDERS[call.provider].clientSideRoutingOnly;
	const needsLookup = call.via !== "endpoint" && !(call.provider === "auto" && call.chat) && !closed;
	const lookup = needsLookup
		? {
				url: `${HF_HUB_URL}/api/models/${call.modelId}?expand[]=inferenceProviderMapping`,
				provider: call.provider === "auto" ? "hf-inference" : call.provider,
				providerId: call.providerModelId,
				task: call.task,
			}
		: undefined;

	if (call.chat) {
		const { model: _m, ...rest } = jsonValue(base.body);
		const py = client === "huggingface_hub";
		const streamFlag = py ? { stream: call.streaming } : {};
		// The Python client names the model by its hub id on hf-inference and openai.
		const pyHubId = py && (call.provider === "hf-inference" || call.provider === "openai");
		const model = pyHubId ? call.modelId : call.providerModelId;
		if (call.via === "router" && call.provider !== "auto") {
			const info = PROVIDERS[call.provider];
			const url =
				call.provider === "hf-inference"
					? `${HF_ROUTER_URL}/hf-inference/models/${model}/v1/chat/completions`
					: `${HF_ROUTER_URL}/${call.provider}/${info.chatRoute ?? "v1/chat/completions"}`;
			return {
				request: {
					...base,
					url,
					headers: { ...(info.headers ?? {}), ...base.headers },
					body: { type: "json", value: { model, ...rest, ...streamFlag } },
				},
				mappingLookup: lookup,
			};
		}
		const body = jsonValue(base.body);
		return {
			request: {
				...base,
				body: {
					type: "json",
					value: { ...body, ...(pyHubId && call.via === "direct" ? { model } : {}), ...streamFlag },
				},
			},
			mappingLookup: lookup,
		};
	}

	// `auto` on a non-chat task resolves to the mapping the lookup answers: hf-inference.
	if (
		client === "huggingface.js" &&
		call.pipelineTag === "text-generation" &&
		(call.provider === "hf-inference" || call.provider === "auto" || call.via === "endpoint")
	) {
		const input = call.input;
		// The snippet names the hub id beside an endpoint URL; the router path uses the mapped id.
		const model = call.via === "endpoint" ? call.modelId : call.providerModelId;
		const { max_new_tokens, ...params } = call.parameters ?? {};
		return {
			request: {
				...base,
				url: `${base.url.replace(/\/+$/, "")}/v1/completions`,
				body: {
					type: "json",
					value: {
						model,
						// The client renames the hub task API's max_new_tokens to max_tokens.
						...(call.parameters ? { max_tokens: max_new_tokens } : {}),
						...params,
						prompt: input.kind === "text" ? input.text : "",
					},
				},
			},
			mappingLookup: lookup,
			note: "huggingface.js sends text generation on hf-inference to the OpenAI-style completions route",
		};
	}
	if (client === "huggingface_hub") {
		// On hf-inference the Python client addresses the hub id, whatever the mapping says.
		if (call.provider === "hf-inference" && call.providerModelId !== call.modelId) {
			const pyCall = {
				...call,
				providerModelId: call.modelId,
				request: { ...base, url: base.url.replace(`/models/${call.providerModelId}`, `/models/${call.modelId}`) },
			};
			return { ...getClientRequest(pyCall, client), mappingLookup: lookup };
		}
		const hub = hubQuirks(call, base, lookup);
		if (hub) return hub;
	}
	if (client === "huggingface.js" && call.provider === "novita" && call.pipelineTag === "text-generation") {
		const input = call.input;
		return {
			request: {
				...base,
				url: base.url.replace("/v3/openai/completions", "/v3/openai/chat/completions"),
				body: {
					type: "json",
					value: {
						inputs: input.kind === "text" ? input.text : "",
						parameters: call.parameters,
						model: call.providerModelId,
					},
				},
			},
			mappingLookup: lookup,
			note: "huggingface.js posts {inputs, model} to Novita's chat route for text generation",
		};
	}
	// huggingface.js passes its arguments through on these providers' completions routes: `inputs` rides along.
	if (
		client === "huggingface.js" &&
		call.pipelineTag === "text-generation" &&
		(call.provider === "together" || call.provider === "scaleway") &&
		base.body.type === "json"
	) {
		const { model, prompt, ...rest } = base.body.value;
		const parameters = call.parameters ? { parameters: call.parameters } : {};
		return {
			request: { ...base, body: { type: "json", value: { model, inputs: prompt, ...parameters, ...rest, prompt } } },
			mappingLookup: lookup,
			note: "huggingface.js also sends `inputs` (the prompt) on this route; the provider ignores it",
		};
	}
	// huggingface_hub sends `parameters` with the hub task API's `inputs` (feature extraction: options at the root).
	const body = base.body;
	const hubTaskApi = call.via === "endpoint" || call.provider === "hf-inference" || call.provider === "auto";
	if (
		client === "huggingface_hub" &&
		hubTaskApi &&
		call.task !== "feature-extraction" &&
		body.type === "json" &&
		"inputs" in body.value &&
		!body.value.parameters
	) {
		return {
			request: { ...base, body: { type: "json", value: { ...body.value, parameters: {} } } },
			mappingLookup: lookup,
		};
	}
	return { request: base, mappingLookup: lookup };
}

/** Where huggingface_hub 2.0 sends something else than call.request (read off its provider helpers). */
function hubQuirks(
	call: InferenceCall,
	base: HttpRequest,
	lookup: ClientRequest["mappingLookup"],
): ClientRequest | undefined {
	if (call.via === "endpoint" || call.chat) return undefined;
	const value = base.body.type === "json" ? base.body.value : undefined;
	const input = call.input;
	const file = input.kind === "file" || input.kind === "file-text" ? input : undefined;
	const json = (v: { [key: string]: BodyValue | undefined }, url = base.url): ClientRequest => ({
		request: { ...base, url, body: { type: "json", value: v } },
		mappingLookup: lookup,
	});
	// `auto` resolves to the mapping the lookup answers: hf-inference.
	const provider = call.provider === "auto" ? "hf-inference" : call.provider;
	switch (`${provider}/${call.pipelineTag}`) {
		case "fal-ai/text-to-image":
			// The Python client calls fal's synchronous route, not the queue: the computed call's URL.
			return json(value ?? {}, call.request.url);
		case "fal-ai/automatic-speech-recognition":
			// It labels uploaded audio audio/mpeg whatever the file.
			return file ? json({ ...value, audio_url: new FileRef(file.file, "audio/mpeg", "dataUrl") }) : undefined;
		case "fal-ai/image-segmentation":
			return json({ ...value, sync_mode: true });
		case "hf-inference/table-question-answering":
			// The Python client sends the model name among the parameters.
			return json({ ...value, parameters: { model: call.modelId } });
		case "deepinfra/text-generation":
		case "featherless-ai/text-generation":
			return json({ ...value, max_tokens: null });
		case "novita/text-to-video":
			return json(value ?? {}, base.url.replace(`/v3/async/${call.providerModelId}`, `/v3/hf/${call.providerModelId}`));
		case "wavespeed/image-to-image":
		case "wavespeed/image-to-video": {
			// One image, as a data URL labelled image/jpeg.
			const { images: _i, image: _m, ...rest } = value ?? {};
			return file ? json({ image: new FileRef(file.file, "image/jpeg", "dataUrl"), ...rest }) : undefined;
		}
		default:
			return undefined;
	}
}
