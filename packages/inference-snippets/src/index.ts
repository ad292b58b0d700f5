/**
 * @hubkit/inference-snippets: API call examples (JavaScript, Python, shell) for a model on an
 * inference provider. One call is computed per (model, provider, task, options) in request.ts;
 * each target that supports it renders it (targets/<language>/<client>/, listed in targets/index.ts).
 */
import type { ModelRecord } from "@hubkit/catalog";
import { js, py, sh } from "@hubkit/catalog/code";
import { type BodyValue, bodyToJson } from "./body.js";
import { falAppId, getLogger, ProviderHelperError, UnsupportedFormatError } from "./errors.js";
import type { InferenceProviderOrPolicy } from "./providers.js";
import { getInferenceCall, type InferenceCall } from "./request.js";
import { jsLiteral, pyLiteral } from "./targets/common.js";
import { type ClientKey, type InferenceSnippet, TARGETS } from "./targets/index.js";
import { TASK_SNIPPETS } from "./tasks.js";
import type { InferenceProviderMapping, InferenceSnippetOptions } from "./types.js";

// The chat rule is the catalog's (the example input reads it too); re-exported as the generator's own.
export { isChat } from "@hubkit/catalog/inputs";
export type { Body, BodyValue } from "./body.js";
export { bodyToJson, FileRef } from "./body.js";
export {
	BODY_NOT_JSON,
	falAppId,
	getLogger,
	InvalidAppIdError,
	type Logger,
	ProviderHelperError,
	setLogger,
	TemplateNotFoundError,
	UnsupportedFormatError,
} from "./errors.js";
export type { InferenceProvider, InferenceProviderOrPolicy, ProviderInfo, TaskRoute } from "./providers.js";
export {
	BILL_TO_HEADER,
	FAL_QUEUE,
	FAL_SYNC,
	HF_HUB_URL,
	HF_ROUTER_CHAT_BASE,
	HF_ROUTER_URL,
	INFERENCE_PROVIDERS,
	isInferenceProvider,
	PROVIDERS,
	providerKeyEnv,
	providerSupports,
	providerTasks,
} from "./providers.js";
export type { AnswerKind, HttpRequest, InferenceCall, TokenSource } from "./request.js";
export { getInferenceCall, providerTask, requestHeaders } from "./request.js";
export type {
	ClientKey,
	ClientOf,
	InferenceClientName,
	InferenceSnippet,
	InferenceTarget,
	JsClient,
	PythonClient,
	ShellClient,
	Target,
} from "./targets/index.js";
export { CLIENT_LABELS, CLIENT_ORDER, CLIENTS, getTarget, LANGUAGES, TARGETS } from "./targets/index.js";
export type { SnippetKind, TaskSnippetSpec } from "./tasks.js";
export { TASK_SNIPPETS } from "./tasks.js";
export type * from "./types.js";
export { ROUTING_POLICIES } from "./types.js";

/** The clients that get an example for this call, in output order. */
export function clientsFor(call: InferenceCall): ClientKey[] {
	const out: ClientKey[] = [];
	for (const t of TARGETS) if (t.supports(call)) out.push(`${t.language}/${t.client}` as ClientKey);
	return out;
}

/**
 * Code snippets calling `model` on `provider` (a provider id or `auto`), ordered by language
 * (js, python, sh) then client. A provider that does not serve the task logs
 * 'Failed to get provider helper for …' and gives []. Throws NoInputExampleError (task without
 * an example input) and InvalidAppIdError (fal endpoint id not `owner/name`).
 */
export function getInferenceSnippets(
	model: ModelRecord,
	provider: InferenceProviderOrPolicy | (string & {}),
	providerMapping?: InferenceProviderMapping,
	options?: InferenceSnippetOptions,
): InferenceSnippet[] {
	if (!model.pipeline_tag || !Object.hasOwn(TASK_SNIPPETS, model.pipeline_tag)) return [];
	// A bad fal endpoint id is the caller's error even when fal does not serve the task.
	if (provider === "fal-ai" && !options?.endpointUrl) falAppId(providerMapping?.providerId || model.id);
	let call: InferenceCall;
	try {
		call = getInferenceCall(model, provider, providerMapping, options);
	} catch (e) {
		if (!(e instanceof ProviderHelperError)) throw e;
		(options?.logger ?? getLogger()).error(e.message, e);
		return [];
	}
	const out: InferenceSnippet[] = [];
	for (const t of TARGETS) {
		if (!t.supports(call)) continue;
		const content = t.render(call);
		if (content) out.push({ language: t.language, client: t.client, content });
	}
	return out;
}

export type BodyFormat = "json" | "python" | "js" | "ts" | "curl";

/** A request body written for one language; an unknown format is an UnsupportedFormatError. */
export function formatBody(
	value: { [key: string]: BodyValue | undefined },
	format: BodyFormat | (string & {}),
): string {
	switch (format) {
		case "json":
			return JSON.stringify(
				bodyToJson(value, (f) => f.file),
				null,
				4,
			);
		case "python":
			return pyLiteral(value);
		case "js":
		case "ts":
			return jsLiteral(value);
		case "curl":
			return sh.json(bodyToJson(value, (f) => f.file));
		default:
			throw new UnsupportedFormatError(format);
	}
}

// Re-exported so callers can quote values the same way the snippets do.
export { js, py, sh };
