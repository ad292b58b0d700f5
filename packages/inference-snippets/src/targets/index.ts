/**
 * The registry of inference targets, in output order (by language, then client). Adding a client
 * is a folder `targets/<language>/<client>/` (descriptor + fixtures) and a line here.
 */
import { TemplateNotFoundError } from "../errors.js";
import type { SnippetKind } from "../tasks.js";
import type { SnippetLanguage } from "../types.js";
import { fetchTarget } from "./js/fetch/index.js";
import { huggingFaceJsTarget } from "./js/huggingface.js/index.js";
import { jsOpenAITarget } from "./js/openai/index.js";
import { falClientTarget } from "./python/fal_client/index.js";
import { huggingFaceHubTarget } from "./python/huggingface_hub/index.js";
import { pyOpenAITarget } from "./python/openai/index.js";
import { requestsTarget } from "./python/requests/index.js";
import { curlTarget } from "./sh/curl/index.js";
import type { InferenceTarget } from "./target.js";

export const TARGETS = [
	jsOpenAITarget,
	huggingFaceJsTarget,
	fetchTarget,
	pyOpenAITarget,
	huggingFaceHubTarget,
	falClientTarget,
	requestsTarget,
	curlTarget,
] as const;

export type Target = (typeof TARGETS)[number];
/** The clients of one language. */
export type ClientOf<L extends SnippetLanguage> = Extract<Target, { language: L }>["client"];
export type JsClient = ClientOf<"js">;
export type PythonClient = ClientOf<"python">;
export type ShellClient = ClientOf<"sh">;
export type InferenceClientName = JsClient | PythonClient | ShellClient;

/** One complete program showing how to call the model from one client. */
export interface InferenceSnippet {
	language: SnippetLanguage;
	client: InferenceClientName;
	content: string;
}

/** A client id qualified by its language, e.g. `python/requests`. */
export type ClientKey = {
	[T in Target as T["language"]]: `${T["language"]}/${ClientOf<T["language"]>}`;
}[SnippetLanguage];

/** Every (language, client) pair in output order. */
export const CLIENT_ORDER: readonly ClientKey[] = TARGETS.map((t) => `${t.language}/${t.client}` as ClientKey);

/** Languages in output order. */
export const LANGUAGES: readonly SnippetLanguage[] = [...new Set(TARGETS.map((t) => t.language))];

/** Clients of each language, in the order snippets are listed. */
export const CLIENTS: Readonly<{ [L in SnippetLanguage]: readonly ClientOf<L>[] }> = (() => {
	const out: Record<string, string[]> = {};
	for (const t of TARGETS) {
		out[t.language] ??= [];
		out[t.language]?.push(t.client);
	}
	return out as unknown as { [L in SnippetLanguage]: readonly ClientOf<L>[] };
})();

/** Tab label of each client id (a client of several languages has one label). */
export const CLIENT_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
	TARGETS.map((t) => [t.client, t.label]),
);

const BY_KEY: ReadonlyMap<string, InferenceTarget> = new Map(TARGETS.map((t) => [`${t.language}/${t.client}`, t]));

/**
 * The target of (language, client), checked to render `kind` when one is given. Anything else is
 * TemplateNotFoundError: 'Template not found: {language}/{client}/{kind}' (the product's wording).
 */
export function getTarget(language: string, client: string, kind?: string): InferenceTarget {
	const target = BY_KEY.get(`${language}/${client}`);
	if (!target || (kind !== undefined && !target.kinds.has(kind as SnippetKind)))
		throw new TemplateNotFoundError(language, client, kind ?? "");
	return target;
}

export type { InferenceTarget, SnippetKind };
