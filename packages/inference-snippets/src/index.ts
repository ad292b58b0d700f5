/**
 * @hubkit/inference-snippets: API call examples (JavaScript, Python, shell) for a model on an
 * inference provider. One call is computed per (model, provider, task, options) in request.ts;
 * each client renders it (targets/<language>/<client>.ts).
 */
import type { ModelRecord } from "@hubkit/catalog";
import { js, py, sh } from "@hubkit/catalog/code";
import { type BodyValue, bodyToJson } from "./body.js";
import {
	type CompiledSnippet,
	compile,
	Fills,
	fill,
	idChangesShape,
	STANDIN_MARK,
	shapeKey,
	standIns,
} from "./compiled.js";
import { falAppId, getLogger, ProviderHelperError, UnsupportedFormatError } from "./errors.js";
import { HUB_PYTHON_TASKS, type InferenceProviderOrPolicy } from "./providers.js";
import { buildCall, getInferenceCall, type InferenceCall } from "./request.js";
import { jsLiteral, pyLiteral } from "./targets/common.js";
import {
	AUTO_CLIENTS,
	CHAT_CLIENTS,
	CHAT_STREAM_CLIENTS,
	CLIENT_ORDER,
	type ClientKey,
	TASK_SNIPPETS,
} from "./tasks.js";
import { getTemplate } from "./templates.js";
import type {
	InferenceClientName,
	InferenceProviderMapping,
	InferenceSnippet,
	InferenceSnippetOptions,
	SnippetLanguage,
} from "./types.js";

export type { Body, BodyValue } from "./body.js";
export { bodyToJson, FileRef } from "./body.js";
export { type ClientRequest, getClientRequest } from "./client-request.js";
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
export { getInferenceCall, isChat, providerTask, requestHeaders } from "./request.js";
export type { ClientKey, SnippetKind, TaskSnippetSpec } from "./tasks.js";
export { CLIENT_ORDER, CLIENTS, TASK_SNIPPETS } from "./tasks.js";
export { getTemplate } from "./templates.js";
export type * from "./types.js";

function split(key: ClientKey): [SnippetLanguage, InferenceClientName] {
	const i = key.indexOf("/");
	return [key.slice(0, i) as SnippetLanguage, key.slice(i + 1) as InferenceClientName];
}

// Client lists in output order, computed once per tag (no per-call sorting).
const ORDERED = new Map<string, readonly ClientKey[]>();
for (const [tag, spec] of Object.entries(TASK_SNIPPETS)) {
	const wanted = new Set(spec.clients);
	ORDERED.set(
		tag,
		CLIENT_ORDER.filter((k) => wanted.has(k)),
	);
}
const AUTO_SET: ReadonlySet<ClientKey> = new Set(AUTO_CLIENTS);

/**
 * Audio types @huggingface/inference accepts for fal-ai (it sends audio as a data URL and fal
 * decodes by declared type); with another type (the FLAC sample) the client throws, so no example.
 */
const FAL_JS_AUDIO_TYPES: ReadonlySet<string> = new Set([
	"audio/mpeg",
	"audio/mp3",
	"audio/wav",
	"audio/wave",
	"audio/x-wav",
	"audio/webm",
	"video/webm",
]);

function jsRefusesInput(call: InferenceCall): boolean {
	const input = call.input;
	return (
		call.provider === "fal-ai" &&
		input.kind === "file" &&
		input.contentType.startsWith("audio/") &&
		!FAL_JS_AUDIO_TYPES.has(input.contentType)
	);
}

/** Whether huggingface_hub's InferenceClient serves the call's (provider, task). */
function hubServes(call: InferenceCall): boolean {
	if (call.provider === "auto" || call.via === "endpoint") return true;
	return (HUB_PYTHON_TASKS[call.provider] ?? []).includes(call.task);
}

/** The clients that get an example for this call, in output order. */
export function clientsFor(call: InferenceCall): readonly ClientKey[] {
	if (call.chat) return call.streaming ? CHAT_STREAM_CLIENTS : CHAT_CLIENTS;
	const keys = ORDERED.get(call.pipelineTag) ?? [];
	const only = call.spec.onlyFor;
	return keys.filter((k) => {
		if (call.provider === "auto" && !AUTO_SET.has(k)) return false;
		if (k === "js/huggingface.js" && jsRefusesInput(call)) return false;
		// fal's own client cannot call a custom endpoint.
		if (k === "python/fal_client" && call.via === "endpoint") return false;
		if (k === "python/huggingface_hub" && !hubServes(call)) return false;
		const required = only?.[k];
		return required === undefined || required === call.provider;
	});
}

/** Renders every client of a call (the uncached path). */
function render(call: InferenceCall): InferenceSnippet[] {
	const out: InferenceSnippet[] = [];
	for (const key of clientsFor(call)) {
		const [language, client] = split(key);
		const content = getTemplate(language, client, call.kind)(call);
		if (content) out.push({ language, client, content });
	}
	return out;
}

/** A compiled shape, or the provider error its calls log. */
type Shape = CompiledSnippet[] | ProviderHelperError;
const SHAPES = new Map<string, Shape>();
/** Bounds memory when callers vary free text (inputs, messages) on every call. */
const MAX_SHAPES = 4096;

/** Forgets the compiled shapes (benchmarks use it to time the uncompiled path). */
export function clearCompiledSnippets(): void {
	SHAPES.clear();
}

function compileShape(
	model: ModelRecord,
	provider: string,
	mapping: InferenceProviderMapping | undefined,
	options: InferenceSnippetOptions,
): Shape {
	const [m, map] = standIns(model, mapping);
	let call: InferenceCall;
	try {
		call = buildCall(m, provider, map, options);
	} catch (e) {
		if (e instanceof ProviderHelperError) return e;
		throw e;
	}
	return render(call).map((s) => compile(s.language, s.client, s.content));
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
	const providerId = providerMapping?.providerId || model.id;
	if (provider === "fal-ai" && !options?.endpointUrl) falAppId(providerId);
	const key = shapeKey(model, provider, providerMapping, options);
	// Ids that change more than a literal, and caller text holding the stand-ins' marker, render directly.
	if (idChangesShape(model.id) || idChangesShape(providerId) || key.includes(STANDIN_MARK)) {
		try {
			return render(getInferenceCall(model, provider, providerMapping, options));
		} catch (e) {
			if (!(e instanceof ProviderHelperError)) throw e;
			getLogger().error(e.message, e);
			return [];
		}
	}
	let shape = SHAPES.get(key);
	if (shape === undefined) {
		shape = compileShape(model, provider, providerMapping, options ?? {});
		if (SHAPES.size >= MAX_SHAPES) SHAPES.clear();
		SHAPES.set(key, shape);
	}
	if (shape instanceof ProviderHelperError) {
		getLogger().error(shape.message, shape);
		return [];
	}
	const fills = new Fills(model.id, providerId);
	return shape.map((c) => ({ language: c.language, client: c.client as InferenceClientName, content: fill(c, fills) }));
}

/** getInferenceSnippets without compiled shapes: every call renders from scratch (tests compare the two). */
export function renderInferenceSnippets(
	model: ModelRecord,
	provider: InferenceProviderOrPolicy | (string & {}),
	providerMapping?: InferenceProviderMapping,
	options?: InferenceSnippetOptions,
): InferenceSnippet[] {
	if (!model.pipeline_tag || !Object.hasOwn(TASK_SNIPPETS, model.pipeline_tag)) return [];
	try {
		return render(getInferenceCall(model, provider, providerMapping, options));
	} catch (e) {
		if (!(e instanceof ProviderHelperError)) throw e;
		getLogger().error(e.message, e);
		return [];
	}
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
