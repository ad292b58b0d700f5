/**
 * The renderers, keyed by (language, client), and the snippet kinds ("templates") each one
 * has. Asking for a kind a client does not have is the error
 * 'Template not found: {language}/{client}/{template}'.
 */
import { TemplateNotFoundError } from "./errors.js";
import type { InferenceCall } from "./request.js";
import { renderFetch } from "./targets/js/fetch.js";
import { renderHuggingFaceJs } from "./targets/js/huggingface.js.js";
import { renderJsOpenAI } from "./targets/js/openai.js";
import { renderFalClient } from "./targets/python/fal_client.js";
import { renderHuggingFaceHub } from "./targets/python/huggingface_hub.js";
import { renderPyOpenAI } from "./targets/python/openai.js";
import { renderRequests } from "./targets/python/requests.js";
import { renderCurl } from "./targets/sh/curl.js";
import type { ClientKey, SnippetKind } from "./tasks.js";

export interface Target {
	render(call: InferenceCall): string;
	kinds: ReadonlySet<SnippetKind>;
}

const CHAT: SnippetKind[] = ["conversational", "conversationalStream"];
const MEDIA: SnippetKind[] = ["imageToImage", "imageToVideo", "textToImage"];

export const TARGETS: Readonly<Record<ClientKey, Target>> = {
	"js/openai": { render: renderJsOpenAI, kinds: new Set(CHAT) },
	"js/huggingface.js": {
		render: renderHuggingFaceJs,
		kinds: new Set<SnippetKind>([
			"basic",
			"basicAudio",
			"basicImage",
			...CHAT,
			...MEDIA,
			"textToAudio",
			"textToSpeech",
			"textToVideo",
		]),
	},
	"js/fetch": {
		render: renderFetch,
		kinds: new Set<SnippetKind>([
			"basic",
			"basicAudio",
			"basicImage",
			"conversational",
			...MEDIA,
			"textToAudio",
			"textToSpeech",
			"zeroShotClassification",
		]),
	},
	"python/openai": { render: renderPyOpenAI, kinds: new Set(CHAT) },
	"python/huggingface_hub": {
		render: renderHuggingFaceHub,
		kinds: new Set<SnippetKind>([
			"basic",
			"basicAudio",
			"basicImage",
			...CHAT,
			"documentQuestionAnswering",
			...MEDIA,
			"questionAnswering",
			"tableQuestionAnswering",
			"textToSpeech",
			"textToVideo",
		]),
	},
	"python/fal_client": { render: renderFalClient, kinds: new Set(MEDIA) },
	"python/requests": {
		render: renderRequests,
		kinds: new Set<SnippetKind>([
			"basic",
			"basicAudio",
			"basicImage",
			...CHAT,
			"documentQuestionAnswering",
			...MEDIA,
			"tabular",
			"textToAudio",
			"textToSpeech",
			"zeroShotClassification",
			"zeroShotImageClassification",
		]),
	},
	"sh/curl": {
		render: renderCurl,
		kinds: new Set<SnippetKind>(["basic", "basicAudio", "basicImage", ...CHAT, "zeroShotClassification"]),
	},
};

/** The renderer of (language, client, template); throws TemplateNotFoundError when there is none. */
export function getTemplate(language: string, client: string, template: string): (call: InferenceCall) => string {
	const target = (TARGETS as Record<string, Target | undefined>)[`${language}/${client}`];
	if (!target?.kinds.has(template as SnippetKind)) throw new TemplateNotFoundError(language, client, template);
	return target.render;
}
