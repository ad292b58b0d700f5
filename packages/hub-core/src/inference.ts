/**
 * The one place that calls `@hubkit/inference-snippets`: picks the provider mapping of a record,
 * keeps a generator failure on an odd record from failing the whole answer, and filters by
 * language and client.
 */
import type { InferenceProviderMappingEntry, ModelRecord } from "@hubkit/catalog";
import {
	getInferenceSnippets,
	type InferenceProviderMapping,
	type InferenceSnippetOptions,
	setLogger,
} from "@hubkit/inference-snippets";
import type { InferenceSnippetView } from "./types.js";

/** The options a caller may set on inference snippets (an access token is never accepted). */
export type InferenceOptions = Pick<InferenceSnippetOptions, "streaming" | "billTo" | "directRequest" | "endpointUrl">;

/** A provider mapping as the generator takes it: the record's entry plus the hub id. */
export type ProviderMapping = InferenceProviderMapping;

/**
 * Sends the generator's own messages (e.g. "Failed to get provider helper for …", logged when a
 * provider does not serve a task) to `log` as one line each, without the stack trace.
 */
export function routeGeneratorLog(log: (line: string) => void): void {
	setLogger({ error: (message: string) => log(message) });
}

/** The mapping entry of `provider` in the record, if the record lists one. */
export function mappingFor(model: ModelRecord, provider: string): ProviderMapping | undefined {
	const entry = model.inferenceProviderMapping?.find((e) => e.provider === provider);
	return entry ? { ...entry, hfModelId: model.id } : undefined;
}

export interface SnippetFilter {
	language?: string;
	client?: string;
}

/**
 * Inference snippets for a model, filtered to one language and/or client when asked. `mapping`
 * (a caller's own) wins over the record's entry for the provider. A generator that throws on an
 * odd record yields no snippets rather than a failed request.
 */
export function inferenceSnippets(
	model: ModelRecord,
	provider: string,
	mapping: InferenceProviderMappingEntry | undefined,
	options: InferenceOptions,
	filter: SnippetFilter = {},
): InferenceSnippetView[] {
	let snippets: InferenceSnippetView[];
	try {
		const resolved = mapping ? { hfModelId: model.id, ...mapping } : mappingFor(model, provider);
		snippets = getInferenceSnippets(model, provider, resolved, options);
	} catch {
		return [];
	}
	return snippets
		.filter((s) => (filter.language ? s.language === filter.language : true))
		.filter((s) => (filter.client ? s.client === filter.client : true))
		.map((s) => ({ language: s.language, client: s.client, content: s.content }));
}
