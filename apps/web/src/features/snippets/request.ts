/**
 * What the panel's state asks of the snippet engine: the options of `buildSnippets` (the
 * playground, in the page) and the same options as the API's query (the model page). Values the
 * engine would refuse are left out (the form flags them with hub-core's own checks and words).
 */
import {
	billToMessage,
	endpointUrlMessage,
	endpointUrlProblem,
	isBillTo,
	isProvider,
	type RoutingPolicy,
	routingProblem,
	type SnippetRequest,
} from "@hubkit/hub-core";
import type { PanelState } from "./panelState.js";

/** The bill-to organisation's problem, in the words of the API and the CLI. */
export function billToError(value: string): string | undefined {
	return value === "" || isBillTo(value) ? undefined : billToMessage("The bill-to organisation");
}

/** The endpoint URL's problem, in the words of the API and the CLI. */
export function endpointUrlError(value: string): string | undefined {
	const problem = value === "" ? undefined : endpointUrlProblem(value);
	return problem ? endpointUrlMessage(problem, "The endpoint URL") : undefined;
}

export interface RequestContext {
	/** The providers of the last answer: a provider not among them falls back to `auto`. */
	providers?: readonly { id: string }[];
	/** The files local apps may run (a chosen file not among them is ignored). */
	files: readonly string[];
	/** Other libraries to ask for. */
	libraries: readonly string[];
}

export function snippetRequest(state: PanelState, context: RequestContext): SnippetRequest {
	const known = context.providers ? context.providers.some((p) => p.id === state.provider) : isProvider(state.provider);
	const request: SnippetRequest = { provider: known ? state.provider : "auto", options: {} };
	if (state.streaming) request.options.streaming = true;
	if (state.billTo && !billToError(state.billTo)) request.options.billTo = state.billTo;
	if (state.directRequest) request.options.directRequest = true;
	if (state.endpointUrl && !endpointUrlError(state.endpointUrl)) request.options.endpointUrl = state.endpointUrl;
	// The router picks only when no provider is named (hub-core's rule; the API refuses the rest).
	if (state.routing && !routingProblem(state.routing, request.provider)) {
		request.options.routing = state.routing as RoutingPolicy;
	}
	if (state.file && context.files.includes(state.file)) request.file = state.file;
	if (context.libraries.length > 0) request.libraries = context.libraries;
	return request;
}

/** The API's query string for `request` (defaults left out, so equal requests share a URL). */
export function snippetQuery(request: SnippetRequest): string {
	const q = new URLSearchParams();
	if (request.provider !== "auto") q.set("provider", request.provider);
	const { streaming, billTo, directRequest, endpointUrl, routing } = request.options;
	if (streaming) q.set("streaming", "true");
	if (billTo) q.set("billTo", billTo);
	if (directRequest) q.set("directRequest", "true");
	if (endpointUrl) q.set("endpointUrl", endpointUrl);
	if (routing) q.set("routing", routing);
	if (request.file) q.set("file", request.file);
	if (request.libraries?.length) q.set("libraries", request.libraries.join(","));
	const s = q.toString();
	return s ? `?${s}` : "";
}
