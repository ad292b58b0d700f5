/**
 * Inference snippets of the sample catalogue, each with the call it renders: for every model
 * a provider serves, every provider of its mapping (and the `auto` policy) × every option set
 * × streaming on chat models. The call is the generator's own computation
 * (getInferenceCall); level 3 compares what a snippet sends with it.
 */
import type { ModelRecord } from "@hubkit/catalog";
import {
	getInferenceCall,
	getInferenceSnippets,
	type InferenceCall,
	type InferenceProviderMapping,
	type InferenceSnippet,
	type InferenceSnippetOptions,
} from "@hubkit/inference-snippets";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import type { LabSnippet } from "./types.js";

/** The literal token and the organisation the option sets use. */
export const LAB_TOKEN = "hf_lab_literal_token";
export const LAB_BILL_TO = "lab-org";
export const LAB_ENDPOINT = "https://lab-endpoint.example.com";

/** Option sets every (model, provider) is rendered with; streaming is added for chat models. */
export const OPTION_SETS: Readonly<Record<string, InferenceSnippetOptions>> = {
	default: {},
	billTo: { billTo: LAB_BILL_TO },
	token: { accessToken: LAB_TOKEN },
	direct: { directRequest: true },
	endpoint: { endpointUrl: LAB_ENDPOINT },
	sampling: { temperature: 0.5, max_tokens: 64, top_p: 0.9 },
};

export interface InferenceCase {
	/** `<model id>|<provider>|<option set>[|stream]` */
	key: string;
	model: ModelRecord;
	provider: string;
	mapping: InferenceProviderMapping | undefined;
	optionSet: string;
	options: InferenceSnippetOptions;
	/** Undefined when the provider does not serve the task (the generator then returns []). */
	call: InferenceCall | undefined;
	snippets: InferenceLabSnippet[];
}

export interface InferenceLabSnippet extends LabSnippet {
	source: "inference";
	/** The case this snippet belongs to (its call). */
	caseKey: string;
	/** `<language>/<client>|<task>|<provider>|<stream or ->`: what level 3 tells apart. */
	signature: string;
	/** The ids the snippet quotes (hub id, provider id): level 2 treats programs differing only in them as one. */
	ids: readonly string[];
}

export function toMapping(
	model: ModelRecord,
	entry: NonNullable<ModelRecord["inferenceProviderMapping"]>[number],
): InferenceProviderMapping {
	return { ...entry, hfModelId: model.id };
}

/** Which (provider, mapping) pairs a model is rendered for: its mapping's providers, then `auto`. */
export function providersOf(model: ModelRecord): [string, InferenceProviderMapping | undefined][] {
	const entries = model.inferenceProviderMapping ?? [];
	if (entries.length === 0) return [];
	return [
		...entries.map((e): [string, InferenceProviderMapping] => [e.provider, toMapping(model, e)]),
		["auto", undefined],
	];
}

function isChatCall(call: InferenceCall | undefined): boolean {
	return call?.chat === true;
}

/** Builds one case: the call (or undefined when unserved) and its snippets. */
export function inferenceCase(
	model: ModelRecord,
	provider: string,
	mapping: InferenceProviderMapping | undefined,
	optionSet: string,
	options: InferenceSnippetOptions,
): InferenceCase {
	const key = `${model.id}|${provider}|${optionSet}${options.streaming ? "|stream" : ""}`;
	let call: InferenceCall | undefined;
	try {
		call = getInferenceCall(model, provider, mapping, options);
	} catch (e) {
		if (!(e instanceof Error) || !e.message.startsWith("Failed to get provider helper")) throw e;
	}
	const generated: InferenceSnippet[] = getInferenceSnippets(model, provider, mapping, options);
	const snippets = generated.map(
		(s, i): InferenceLabSnippet => ({
			id: `inference:${s.language}/${s.client}:${key}#${i}`,
			source: "inference",
			language: s.language,
			client: s.client,
			modelId: model.id,
			code: s.content,
			caseKey: key,
			signature: `${s.language}/${s.client}|${call?.task ?? model.pipeline_tag}|${provider}|${options.streaming ? "stream" : "-"}`,
			ids: [model.id, ...(mapping?.providerId ? [mapping.providerId] : [])],
		}),
	);
	return { key, model, provider, mapping, optionSet, options, call, snippets };
}

/** Every case of `models` (default: the sample catalogue). */
export function inferenceCases(models: readonly ModelRecord[] = SAMPLE_MODELS): InferenceCase[] {
	const out: InferenceCase[] = [];
	for (const model of models) {
		for (const [provider, mapping] of providersOf(model)) {
			for (const [name, options] of Object.entries(OPTION_SETS)) {
				const c = inferenceCase(model, provider, mapping, name, options);
				out.push(c);
				if (isChatCall(c.call))
					out.push(inferenceCase(model, provider, mapping, name, { ...options, streaming: true }));
			}
		}
	}
	return out;
}

export function allSnippets(cases: readonly InferenceCase[]): InferenceLabSnippet[] {
	return cases.flatMap((c) => c.snippets);
}
