/**
 * Apps opened through a URL: the model id goes into a query parameter (URLSearchParams) or
 * into the path, one percent-encoded segment per id part, never pasted raw.
 */
import { hasTag, type ModelRecord } from "../model.js";
import { isDiffusersModel, isGgufModel, isMlxModel, isTextToImage } from "./common.js";
import type { LocalApp } from "./types.js";

/**
 * The id as URL path segments. A segment of dots alone would be resolved away by the URL
 * parser (`..` climbs out of the prefix), so such ids are encoded as one segment with the
 * dots escaped.
 */
export function encodeModelPath(id: string): string {
	const segments = id.split("/");
	if (segments.some((s) => /^\.*$/.test(s))) return strictEncode(id).replace(/\./g, "%2E");
	return segments.map(strictEncode).join("/");
}

/**
 * encodeURIComponent plus the sub-delimiters it leaves alone (`!'()*`), so no quote survives.
 * A lone UTF-16 surrogate has no UTF-8 form (encodeURIComponent would throw): it becomes U+FFFD.
 */
function strictEncode(s: string): string {
	return encodeURIComponent(s.toWellFormed()).replace(
		/[!'()*]/g,
		(c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
	);
}

/** `prefix` followed by the id as path segments. */
export function pathLink(prefix: string, id: string): URL {
	return new URL(prefix + encodeModelPath(id));
}

/** `base` with the given query parameters, encoded by URLSearchParams. */
export function queryLink(base: string, params: Record<string, string | undefined>): URL {
	const url = new URL(base);
	for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
	return url;
}

const isGgufOrMlx = (model: ModelRecord) => isGgufModel(model) || isMlxModel(model);

export const lmstudio: LocalApp = {
	id: "lmstudio",
	prettyLabel: "LM Studio",
	docsUrl: "https://lmstudio.ai",
	mainTask: "text-generation",
	displayOnModelPage: isGgufOrMlx,
	deeplink: (model, filepath) =>
		queryLink("lmstudio://open_from_hf", {
			model: model.id,
			file: typeof filepath === "string" && filepath ? filepath : undefined,
		}),
};

export const jan: LocalApp = {
	id: "jan",
	prettyLabel: "Jan",
	docsUrl: "https://jan.ai",
	mainTask: "text-generation",
	displayOnModelPage: isGgufModel,
	deeplink: (model) => pathLink("jan://models/huggingface/", model.id),
};

export const atomicChat: LocalApp = {
	id: "atomic-chat",
	prettyLabel: "Atomic Chat",
	docsUrl: "https://atomic.chat",
	mainTask: "text-generation",
	displayOnModelPage: isGgufOrMlx,
	deeplink: (model) => pathLink("atomic-chat://models/huggingface/", model.id),
};

export const backyard: LocalApp = {
	id: "backyard",
	prettyLabel: "Backyard AI",
	docsUrl: "https://backyard.ai",
	mainTask: "text-generation",
	displayOnModelPage: isGgufModel,
	deeplink: (model) => pathLink("https://backyard.ai/hf/model/", model.id),
};

/** Jellybox runs GGUF LLMs, and diffusers image models (base or LoRA) stored as safetensors. */
function isJellyboxImageModel(model: ModelRecord): boolean {
	return isDiffusersModel(model) && hasTag(model, "safetensors") && (isTextToImage(model) || hasTag(model, "lora"));
}

export const jellybox: LocalApp = {
	id: "jellybox",
	prettyLabel: "Jellybox",
	docsUrl: "https://jellybox.com",
	mainTask: "text-generation",
	displayOnModelPage: (model) => isGgufModel(model) || isJellyboxImageModel(model),
	deeplink: (model) => {
		if (isGgufModel(model)) return pathLink("jellybox://llm/models/huggingface/LLM/", model.id);
		if (hasTag(model, "lora")) return pathLink("jellybox://image/models/huggingface/ImageLora/", model.id);
		return pathLink("jellybox://image/models/huggingface/Image/", model.id);
	},
};

export const msty: LocalApp = {
	id: "msty",
	prettyLabel: "Msty",
	docsUrl: "https://msty.app",
	mainTask: "text-generation",
	displayOnModelPage: isGgufModel,
	deeplink: (model) => pathLink("msty://models/search/hf/", model.id),
};

export const recursechat: LocalApp = {
	id: "recursechat",
	prettyLabel: "RecurseChat",
	docsUrl: "https://recurse.chat",
	mainTask: "text-generation",
	macOSOnly: true,
	displayOnModelPage: isGgufModel,
	deeplink: (model) => queryLink("recursechat://new-hf-gguf-model", { "hf-model-id": model.id }),
};

export const drawthings: LocalApp = {
	id: "drawthings",
	prettyLabel: "Draw Things",
	docsUrl: "https://drawthings.ai",
	mainTask: "text-to-image",
	macOSOnly: true,
	displayOnModelPage: (model) => isDiffusersModel(model) && (isTextToImage(model) || hasTag(model, "lora")),
	deeplink: (model) =>
		queryLink(
			`https://drawthings.ai/import/diffusers/pipeline.${hasTag(model, "lora") ? "load_lora_weights" : "from_pretrained"}`,
			{ repo_id: model.id },
		),
};

export const diffusionbee: LocalApp = {
	id: "diffusionbee",
	prettyLabel: "DiffusionBee",
	docsUrl: "https://diffusionbee.com",
	mainTask: "text-to-image",
	macOSOnly: true,
	displayOnModelPage: (model) => isDiffusersModel(model) && isTextToImage(model),
	deeplink: (model) => queryLink("https://diffusionbee.com/huggingface_import", { model_id: model.id }),
};

export const joyfusion: LocalApp = {
	id: "joyfusion",
	prettyLabel: "JoyFusion",
	docsUrl: "https://joyfusion.app",
	mainTask: "text-to-image",
	macOSOnly: true,
	displayOnModelPage: (model) => hasTag(model, "coreml") && hasTag(model, "joyfusion") && isTextToImage(model),
	deeplink: (model) => queryLink("https://joyfusion.app/import_from_hf", { repo_id: model.id }),
};
