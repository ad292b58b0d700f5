/**
 * The one place that calls `@hubkit/inference-snippets`: picks the provider mapping of a record,
 * turns a generator error on an odd record into a message instead of a failed answer, filters by
 * language and client, and says what the reader should know about the calls (the providers that
 * can be asked, whether no provider serves the model). The server, the CLI and the web page all
 * show inference snippets through `inferenceView`, so they agree on every rule.
 */
import type { InferenceProviderMappingEntry, ModelRecord } from "@hubkit/catalog";
import {
	CLIENT_LABELS,
	type ClientKey,
	getInferenceSnippets,
	INFERENCE_PROVIDERS,
	type InferenceProviderMapping,
	type InferenceSnippetOptions,
	isChat,
	ProviderHelperError,
	providerSupports,
	providerTask,
} from "@hubkit/inference-snippets";
import { inferenceVerification } from "./snippet-proof.js";
import type { InferenceSnippetView, InferenceView, ProviderChoice } from "./types.js";

/** The options a caller may set on inference snippets (an access token is never accepted). */
export type InferenceOptions = Pick<
	InferenceSnippetOptions,
	"streaming" | "billTo" | "directRequest" | "endpointUrl" | "routing"
>;

/**
 * The options of snippets generated where the reader is (the web page): an access token typed
 * there is written into the code and never sent anywhere.
 */
export type LocalInferenceOptions = InferenceOptions & Pick<InferenceSnippetOptions, "accessToken">;

/** A provider mapping as the generator takes it: the record's entry plus the hub id. */
export type ProviderMapping = InferenceProviderMapping;

/** Whether the model gets chat examples (and so a streaming choice): the generator's own rule. */
export const isChatModel: (model: ModelRecord) => boolean = isChat;

/** The task the provider is asked for: `conversational` for chat models, else the pipeline tag. */
export const inferenceTask: (model: ModelRecord) => string | undefined = providerTask;

/** A generator that gave no snippet (it threw, or refused the record), in Hubkit's words. */
export const noSnippetNote = (subject: string, reason: string): string => `no snippet for ${subject}: ${reason}`;

/**
 * The note for what the inference generator logged instead of failing: a provider that does not
 * serve the task (the generator's "Failed to get provider helper for …", which gives no snippet),
 * with the providers that do; any other message as it is.
 */
function generatorNote(message: string, cause: unknown, providers: readonly ProviderChoice[]): string {
	if (!(cause instanceof ProviderHelperError)) return message;
	const others = providers.filter((p) => p.id !== "auto" && p.id !== cause.provider).map((p) => p.id);
	if (cause.provider === "auto") {
		const pick = others.length > 0 ? `; pick ${others.join(", ")}` : "";
		return noSnippetNote("auto", `it does not cover ${cause.task}${pick}`);
	}
	const tryOthers = others.length > 0 ? `; try ${others.join(", ")} or auto` : "";
	return noSnippetNote(cause.provider, `it does not serve ${cause.task}${tryOthers}`);
}

/** The mapping entry of `provider` in the record, if the record lists one. */
export function mappingFor(model: ModelRecord, provider: string): ProviderMapping | undefined {
	const entry = model.inferenceProviderMapping?.find((e) => e.provider === provider);
	return entry ? { ...entry, hfModelId: model.id } : undefined;
}

/**
 * The providers a reader may pick for the model: `auto` first, then every provider that serves
 * the model's task; `serves` marks those the record maps the model to.
 */
export function providersFor(model: ModelRecord): ProviderChoice[] {
	const task = inferenceTask(model);
	const mapped = new Set((model.inferenceProviderMapping ?? []).map((m) => m.provider));
	const list: ProviderChoice[] = [{ id: "auto", serves: false }];
	if (!task) return list;
	for (const id of INFERENCE_PROVIDERS) {
		if (providerSupports(id, task)) list.push({ id, serves: mapped.has(id) });
	}
	return list;
}

export const NO_PROVIDER_NOTE =
	"No inference provider serves this model yet: the router refuses these calls until one does.";

export const unservedNote = (provider: string, serving: readonly string[]): string =>
	`${provider} does not serve this model (per its record), so these calls fail; try ${serving.join(", ")} or auto.`;

/**
 * Why the calls would be refused, when the record says so: the router needs a provider that
 * serves the model. A custom endpoint is the reader's own deployment and needs none.
 */
export function providerNote(
	model: ModelRecord,
	provider: string,
	endpointUrl?: string,
	providers: readonly ProviderChoice[] = providersFor(model),
): string | undefined {
	if (endpointUrl) return undefined;
	const serving = providers.filter((p) => p.serves).map((p) => p.id);
	if (serving.length === 0) return NO_PROVIDER_NOTE;
	return provider !== "auto" && !serving.includes(provider) ? unservedNote(provider, serving) : undefined;
}

export interface SnippetFilter {
	language?: string;
	client?: string;
}

/**
 * Inference snippets for a model with what a reader needs beside them: the provider choices,
 * whether the model chats, notes, and the generator's error (e.g. a fal endpoint id that is not
 * `owner/name`) as a message. `mapping` (a caller's own) wins over the record's entry.
 */
export function inferenceView(
	model: ModelRecord,
	provider: string,
	mapping: InferenceProviderMappingEntry | undefined,
	options: LocalInferenceOptions,
	filter: SnippetFilter = {},
): InferenceView {
	const providers = providersFor(model);
	const chat = isChatModel(model);
	const view: InferenceView = { inference: [], chat, providers, notes: [], errors: [] };
	// What the generator survives is reported in this answer's notes, not in a process-wide log.
	const logger = {
		error: (message: string, cause?: unknown) => view.notes.push(generatorNote(message, cause, providers)),
	};
	try {
		const resolved = mapping ? { hfModelId: model.id, ...mapping } : mappingFor(model, provider);
		const streaming = chat && options.streaming === true;
		const all = getInferenceSnippets(model, provider, resolved, { ...options, streaming, logger });
		const task = inferenceTask(model) ?? "";
		view.inference = all
			.filter((s) => (filter.language ? s.language === filter.language : true))
			.filter((s) => (filter.client ? s.client === filter.client : true))
			.map(
				(s): InferenceSnippetView => ({
					language: s.language,
					client: s.client,
					// The tab name each client goes by, from its target descriptor (one place for it).
					label: CLIENT_LABELS[`${s.language}/${s.client}` as ClientKey] ?? s.client,
					content: s.content,
					verification: inferenceVerification({ ...s, task, provider, chat, streaming, options }),
				}),
			);
	} catch (e) {
		view.errors.push(e instanceof Error ? e.message : String(e));
		return view;
	}
	const note = view.inference.length > 0 ? providerNote(model, provider, options.endpointUrl, providers) : undefined;
	if (note) view.notes.push(note);
	return view;
}

/** Just the snippets of `inferenceView` (a generator error gives none). */
export function inferenceSnippets(
	model: ModelRecord,
	provider: string,
	mapping: InferenceProviderMappingEntry | undefined,
	options: InferenceOptions,
	filter: SnippetFilter = {},
): InferenceSnippetView[] {
	return inferenceView(model, provider, mapping, options, filter).inference;
}
