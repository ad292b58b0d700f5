/**
 * The snippet options a caller may choose (provider, language, client, bill-to, endpoint) and
 * their checks. The server's schemas and the CLI's flags both use these, so they accept the
 * same values and explain a refusal in the same words.
 */
import { getLibrary, type ModelRecord } from "@hubkit/catalog";
import { isChat } from "@hubkit/catalog/inputs";
import {
	CLIENTS as CLIENTS_BY_LANGUAGE,
	INFERENCE_PROVIDERS,
	ROUTING_POLICIES,
	type RoutingPolicy,
	type SnippetLanguage,
} from "@hubkit/inference-snippets";

export type SnippetLanguageId = SnippetLanguage;
export const SNIPPET_LANGUAGES: readonly SnippetLanguageId[] = ["js", "python", "sh"];

/**
 * Provider ids a request may name; `auto` (the router picks a live provider) first. Not the
 * provider table of @hubkit/inference-snippets (`PROVIDERS` there): just the ids a caller may send.
 */
export const PROVIDER_IDS: readonly string[] = ["auto", ...INFERENCE_PROVIDERS];

/** Clients per language, in the order the product shows them. */
export const CLIENTS: Readonly<Record<SnippetLanguageId, readonly string[]>> = CLIENTS_BY_LANGUAGE;

/** Every client id of every language. */
export const ALL_CLIENTS: readonly string[] = [...new Set(Object.values(CLIENTS).flat())];

export const isProvider = (value: string): boolean => PROVIDER_IDS.includes(value);

export const isSnippetLanguage = (value: string): value is SnippetLanguageId =>
	(SNIPPET_LANGUAGES as readonly string[]).includes(value);

/**
 * The clients allowed for `language`, or every client when no language is chosen. (Not the
 * `clientsFor(call)` of @hubkit/inference-snippets, which picks the clients of one computed call.)
 */
export const clientsOfLanguage = (language?: SnippetLanguageId): readonly string[] =>
	language ? CLIENTS[language] : ALL_CLIENTS;

const ORG_NAME = /^[A-Za-z0-9][\w.-]{0,95}$/;

/** A user or organisation name (what `X-HF-Bill-To` takes): letters, digits, `-_.`, at most 96. */
export const isBillTo = (value: string): boolean => ORG_NAME.test(value);

export const MAX_ENDPOINT_URL_LENGTH = 2048;

/** An http(s) URL; credentials in it are refused, since they would be printed into every snippet. */
export function endpointUrlProblem(value: string): "not-http" | "credentials" | undefined {
	if (value.length > MAX_ENDPOINT_URL_LENGTH || !URL.canParse(value)) return "not-http";
	const url = new URL(value);
	if (url.protocol !== "http:" && url.protocol !== "https:") return "not-http";
	return url.username === "" && url.password === "" ? undefined : "credentials";
}

export const providerMessage = (provider: string): string =>
	`unknown provider: ${provider} (one of ${PROVIDER_IDS.join(", ")})`;

export const languageMessage = (name = "language"): string => `${name} must be one of ${SNIPPET_LANGUAGES.join(", ")}`;

export const clientMessage = (client: string, language?: SnippetLanguageId): string =>
	`unknown ${language ? `${language} ` : ""}client: ${client} (one of ${clientsOfLanguage(language).join(", ")})`;

export const billToMessage = (name = "billTo"): string => `${name} must be a user or organisation name`;

export const endpointUrlMessage = (problem: "not-http" | "credentials", name = "endpointUrl"): string =>
	problem === "credentials" ? `${name} must not hold a user name or password` : `${name} must be an http(s) URL`;

/** At most this many other libraries per snippets request. */
export const MAX_EXTRA_LIBRARIES = 10;

/** Why other libraries cannot be asked for: too many, or an id the catalogue does not know. */
export function librariesProblem(ids: readonly string[], name = "libraries"): string | undefined {
	if (ids.length > MAX_EXTRA_LIBRARIES) return `${name} names more than ${MAX_EXTRA_LIBRARIES} libraries`;
	const unknown = ids.find((id) => !getLibrary(id));
	return unknown === undefined ? undefined : `unknown library: ${unknown}`;
}

/** Why local apps cannot run `file` of the model: the record does not list it among its files. */
export function fileProblem(model: ModelRecord, file: string): string | undefined {
	return (model.siblings ?? []).some((s) => s.rfilename === file)
		? undefined
		: `file is not a file of ${model.id}: ${file}`;
}

export interface SnippetOptionsInput {
	provider?: string;
	language?: string;
	client?: string;
	billTo?: string;
	endpointUrl?: string;
	routing?: string;
}

export interface SnippetChoice {
	provider: string;
	language?: SnippetLanguageId;
	client?: string;
	billTo?: string;
	endpointUrl?: string;
	routing?: RoutingPolicy;
}

export { ROUTING_POLICIES, type RoutingPolicy };

/** Why a routing policy is refused, in Hubkit's words (`name` is the field or the flag). */
export function routingProblem(routing: string, provider: string, name = "routing"): string | undefined {
	if (!(ROUTING_POLICIES as readonly string[]).includes(routing)) {
		return `${name} must be ${ROUTING_POLICIES.join(" or ")}`;
	}
	// The router picks among providers only when none is named.
	return provider === "auto"
		? undefined
		: `${name} lets the router pick the provider: it takes provider auto, not ${provider}`;
}

/**
 * The router's policies a model is offered with: a chat model (the router's policies are a suffix of
 * the model on its OpenAI-compatible chat endpoint) that a live provider serves; none otherwise.
 */
export function routingChoices(model: ModelRecord): { policy: RoutingPolicy; model: string }[] {
	if (!isChat(model)) return [];
	if (!(model.inferenceProviderMapping ?? []).some((e) => e.status === "live")) return [];
	return ROUTING_POLICIES.map((policy) => ({ policy, model: `${model.id}:${policy}` }));
}

export type SnippetOptionField = keyof SnippetOptionsInput;

export type OptionsCheck = { ok: true; value: SnippetChoice } | { ok: false; field: SnippetOptionField; error: string };

/**
 * Checks the options in the order a user reads them and reports the first problem. `names`
 * renames fields inside messages (the CLI says `--bill-to` where the API says `billTo`).
 * A missing provider means `auto`.
 */
export function checkSnippetOptions(
	input: SnippetOptionsInput,
	names: Partial<Record<SnippetOptionField, string>> = {},
): OptionsCheck {
	const provider = input.provider ?? "auto";
	if (!isProvider(provider)) return { ok: false, field: "provider", error: providerMessage(provider) };
	const { language, client, billTo, endpointUrl } = input;
	if (language !== undefined && !isSnippetLanguage(language)) {
		return { ok: false, field: "language", error: languageMessage(names.language) };
	}
	if (client !== undefined && !clientsOfLanguage(language).includes(client)) {
		return { ok: false, field: "client", error: clientMessage(client, language) };
	}
	if (billTo !== undefined && !isBillTo(billTo)) {
		return { ok: false, field: "billTo", error: billToMessage(names.billTo) };
	}
	const endpoint = endpointUrl === undefined ? undefined : endpointUrlProblem(endpointUrl);
	if (endpoint) return { ok: false, field: "endpointUrl", error: endpointUrlMessage(endpoint, names.endpointUrl) };
	const routing = input.routing === undefined ? undefined : routingProblem(input.routing, provider, names.routing);
	if (routing) return { ok: false, field: "routing", error: routing };
	const value: SnippetChoice = { provider };
	if (input.routing !== undefined) value.routing = input.routing as RoutingPolicy;
	if (language !== undefined) value.language = language;
	if (client !== undefined) value.client = client;
	if (billTo !== undefined) value.billTo = billTo;
	if (endpointUrl !== undefined) value.endpointUrl = endpointUrl;
	return { ok: true, value };
}
