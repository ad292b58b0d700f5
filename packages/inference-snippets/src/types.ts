/**
 * Public types of @hubkit/inference-snippets. The option names follow the product spec
 * (issue 9) so that callers can pass the same object the hub's web app builds. Client names, and
 * the snippet type that carries one, derive from the target registry (targets/index.ts), which
 * sits above this module: the targets import these types, never the other way round.
 */
import type { ChatMessage, JsonValue } from "@hubkit/catalog";
import type { Logger } from "./errors.js";

export type SnippetLanguage = "js" | "python" | "sh";

/** Where and how a model is served by one provider. */
export interface InferenceProviderMapping {
	provider: string;
	/** The model's id at that provider (a fal endpoint id, a Replicate `owner/name:version`, …). */
	providerId: string;
	/** The model's id on the hub. */
	hfModelId: string;
	task: string;
	status?: "live" | "staging" | "error" | (string & {});
	/** `lora` when the mapping serves a LoRA adapter on top of a base model. */
	adapter?: string;
	/** Path of the adapter weights inside the hub repository. */
	adapterWeightsPath?: string;
}

export interface InferenceSnippetOptions {
	/** Overrides the task's example input: a text (or a file path for file tasks), or structured inputs. */
	inputs?: string | { [key: string]: JsonValue };
	/** Task parameters, sent as `parameters` (hub task API) or merged into the provider payload. */
	parameters?: { [key: string]: JsonValue };
	/** Chat messages (overrides the example conversation). */
	messages?: ChatMessage[];
	temperature?: number;
	max_tokens?: number;
	top_p?: number;
	/** Chat: show the streaming form. */
	streaming?: boolean;
	/** Organisation billed for the call (`X-HF-Bill-To`). */
	billTo?: string;
	/** A token to write into the snippet instead of an environment variable. */
	accessToken?: string;
	/** Call the provider's own URL with the provider's key instead of going through the router. */
	directRequest?: boolean;
	/** Call a custom endpoint (a dedicated or local server) instead of a provider. */
	endpointUrl?: string;
	/**
	 * Chat with provider `auto` through the router: let the router pick the provider by this policy
	 * (the model written `<id>:cheapest` / `<id>:fastest` on its OpenAI-compatible endpoint). Only the
	 * clients that call that endpoint as written (openai, requests, fetch, curl) get a snippet; for
	 * any other call it is ignored.
	 */
	routing?: RoutingPolicy;
	/**
	 * Where this call reports the errors it survives (a provider that does not serve the task,
	 * inputs that are not JSON); the logger set by `setLogger` (console.error) when not given.
	 */
	logger?: Logger;
}

/** The router's provider-selection policies, as a suffix of the model id on its chat endpoint. */
export const ROUTING_POLICIES = ["cheapest", "fastest"] as const;
export type RoutingPolicy = (typeof ROUTING_POLICIES)[number];
