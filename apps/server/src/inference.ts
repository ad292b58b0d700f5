/**
 * The one place the server touches `@hubkit/inference-snippets`. The package is written in
 * parallel and may still be an empty module, so its exports are read defensively: when a name
 * is missing the server falls back to the facts below (provider ids and client order from the
 * product's tables) and answers with no inference snippets instead of failing.
 */
import type { InferenceProviderMappingEntry, ModelRecord } from "@hubkit/catalog";
import * as inferencePackage from "@hubkit/inference-snippets";

export type SnippetLanguageId = "js" | "python" | "sh";
export const SNIPPET_LANGUAGES: readonly SnippetLanguageId[] = ["js", "python", "sh"];

/** The options a caller may set on inference snippets (the server never accepts an access token). */
export interface InferenceOptions {
	streaming?: boolean;
	billTo?: string;
	directRequest?: boolean;
	endpointUrl?: string;
}

export interface InferenceSnippetView {
	language: string;
	client: string;
	content: string;
}

type GetInferenceSnippets = (
	model: ModelRecord,
	provider: string,
	providerMapping?: ProviderMapping,
	options?: InferenceOptions,
) => Array<{ language: string; client: string; content: string }>;

interface InferenceModule {
	getInferenceSnippets: GetInferenceSnippets;
	setLogger: (logger: { error: (message: string, cause?: unknown) => void }) => void;
	INFERENCE_PROVIDERS: readonly string[] | Readonly<Record<string, unknown>>;
	CLIENTS: Readonly<Record<string, readonly string[]>>;
}

const mod = inferencePackage as unknown as Partial<InferenceModule>;

/** Providers of the product's table, used until the package exports its own list. */
const FALLBACK_PROVIDERS = [
	"baseten",
	"cerebras",
	"cohere",
	"deepinfra",
	"fal-ai",
	"featherless-ai",
	"fireworks-ai",
	"groq",
	"hf-inference",
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
];

const FALLBACK_CLIENTS: Record<SnippetLanguageId, readonly string[]> = {
	js: ["openai", "huggingface.js", "fetch"],
	python: ["openai", "huggingface_hub", "fal_client", "requests"],
	sh: ["curl"],
};

function providerList(): string[] {
	const exported = mod.INFERENCE_PROVIDERS;
	const list = Array.isArray(exported)
		? exported.filter((p): p is string => typeof p === "string")
		: exported && typeof exported === "object"
			? Object.keys(exported)
			: FALLBACK_PROVIDERS;
	// `auto` is the router's policy (pick the first live provider), accepted wherever a provider is.
	return ["auto", ...list.filter((p) => p !== "auto")];
}

/** Provider ids a request may name, `auto` first. */
export const PROVIDERS: readonly string[] = providerList();

function clientTable(): Record<SnippetLanguageId, readonly string[]> {
	const exported = mod.CLIENTS;
	if (!exported || typeof exported !== "object") return FALLBACK_CLIENTS;
	const table = { ...FALLBACK_CLIENTS };
	for (const language of SNIPPET_LANGUAGES) {
		const clients = exported[language];
		if (Array.isArray(clients) && clients.length > 0) table[language] = clients;
	}
	return table;
}

/** Clients per language, in the order the product shows them. */
export const CLIENTS: Readonly<Record<SnippetLanguageId, readonly string[]>> = clientTable();

/** Every client id of every language. */
export const ALL_CLIENTS: readonly string[] = [...new Set(Object.values(CLIENTS).flat())];

/**
 * Sends the generator's own messages (e.g. "Failed to get provider helper for …", logged when a
 * provider does not serve a task) to `log` as one line each, without the stack trace.
 */
export function routeGeneratorLog(log: (line: string) => void): void {
	mod.setLogger?.({ error: (message) => log(message) });
}

/** Whether the inference-snippets package has landed its generator. */
export const hasInferenceGenerator = typeof mod.getInferenceSnippets === "function";

/** A provider mapping as the generator takes it: the record's entry plus the hub id. */
export type ProviderMapping = InferenceProviderMappingEntry & { hfModelId: string };

/** The mapping entry of `provider` in the record, if the record lists one. */
export function mappingFor(model: ModelRecord, provider: string): ProviderMapping | undefined {
	const entry = model.inferenceProviderMapping?.find((e) => e.provider === provider);
	return entry ? { ...entry, hfModelId: model.id } : undefined;
}

/**
 * Inference snippets for a model, filtered to one language and/or client when asked. A generator
 * that throws on an odd record yields no snippets rather than a failed request.
 */
export function inferenceSnippets(
	model: ModelRecord,
	provider: string,
	mapping: InferenceProviderMappingEntry | undefined,
	options: InferenceOptions,
	filter: { language?: string; client?: string } = {},
): InferenceSnippetView[] {
	const generate = mod.getInferenceSnippets;
	if (typeof generate !== "function") return [];
	let snippets: ReturnType<GetInferenceSnippets>;
	try {
		const resolved = mapping ? { hfModelId: model.id, ...mapping } : mappingFor(model, provider);
		snippets = generate(model, provider, resolved, options);
	} catch {
		return [];
	}
	if (!Array.isArray(snippets)) return [];
	return snippets
		.filter((s) => (filter.language ? s.language === filter.language : true))
		.filter((s) => (filter.client ? s.client === filter.client : true))
		.map((s) => ({ language: s.language, client: s.client, content: s.content }));
}
