/**
 * The in-page inference snippet engine: a thin layer over @hubkit/inference-snippets, loaded
 * lazily (only the model page and the playground import this module). It runs in the page so
 * that an access token typed by the user is written into the snippet without leaving the page.
 */
import { isConversational, type ModelRecord } from "@hubkit/catalog";
import {
	CLIENT_LABELS,
	CLIENTS,
	getInferenceSnippets,
	INFERENCE_PROVIDERS,
	type InferenceProviderMapping,
	type InferenceSnippet,
	type InferenceSnippetOptions,
	providerSupports,
	setLogger,
} from "@hubkit/inference-snippets";

// The package reports an unavailable provider on console.error; the page shows its own message instead.
setLogger({ error: () => {} });

export { CLIENT_LABELS, CLIENTS };
export type Language = keyof typeof CLIENTS;
export const LANGUAGES = Object.keys(CLIENTS) as Language[];

/** Whether the model gets chat examples (and so a streaming switch). */
export function isChatModel(model: ModelRecord): boolean {
	return (
		model.pipeline_tag === "image-text-to-text" || (model.pipeline_tag === "text-generation" && isConversational(model))
	);
}

/** The provider-side task of the model: `conversational` for chat models, else its pipeline tag. */
export function providerTask(model: ModelRecord): string | undefined {
	return isChatModel(model) ? "conversational" : model.pipeline_tag;
}

export interface ProviderOption {
	id: string;
	/** The record maps the model to this provider (it serves this very model). */
	mapped: boolean;
}

/** `auto` first, then every provider that serves the model's task; mapped providers are marked. */
export function providerOptions(model: ModelRecord): ProviderOption[] {
	const task = providerTask(model);
	const mapped = new Set((model.inferenceProviderMapping ?? []).map((m) => m.provider));
	const list: ProviderOption[] = [{ id: "auto", mapped: false }];
	if (!task) return list;
	for (const id of INFERENCE_PROVIDERS) {
		if (providerSupports(id, task)) list.push({ id, mapped: mapped.has(id) });
	}
	return list;
}

function mappingFor(model: ModelRecord, provider: string): InferenceProviderMapping | undefined {
	const entry = model.inferenceProviderMapping?.find((m) => m.provider === provider);
	return entry ? { ...entry, hfModelId: model.id } : undefined;
}

export type GenerateResult = { ok: true; snippets: InferenceSnippet[] } | { ok: false; error: string };

/** Inference snippets for the model on `provider`; a generator error becomes a message, never a crash. */
export function generateInference(
	model: ModelRecord,
	provider: string,
	options: InferenceSnippetOptions,
): GenerateResult {
	try {
		return { ok: true, snippets: getInferenceSnippets(model, provider, mappingFor(model, provider), options) };
	} catch (e) {
		return { ok: false, error: e instanceof Error ? e.message : String(e) };
	}
}
