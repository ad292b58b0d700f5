/**
 * What several local apps share: the display predicates, the GGUF quant a command names,
 * and the OpenAI-compatible curl request people send to a local server.
 *
 * Records are untrusted, so every predicate reads fields defensively (a tag list that is
 * not an array, a quant method that is not a string) and never throws.
 */
import { sh } from "../code/index.js";
import { lines } from "../code/lines.js";
import { GGMLFileQuantizationType, GGUF_QUANT_ORDER, parseQuantLabel } from "../gguf.js";
import { type ChatMessage, chatTemplate, hasTag, isConversational, type ModelRecord } from "../model.js";

// ---- constants shown in commands ---------------------------------------------------------

/** The prompt of every text-completion example. */
export const COMPLETION_PROMPT = "Once upon a time,";
/** `max_tokens` of every text-completion example. */
export const COMPLETION_MAX_TOKENS = 512;
/** The question of every chat example. */
export const CHAT_QUESTION = "What is the capital of France?";
/** Vision chat examples describe this public picture. */
export const EXAMPLE_IMAGE_URL =
	"https://cdn.britannica.com/61/93061-050-99147DCE/Statue-of-Liberty-Island-New-York-Bay.jpg";
export const IMAGE_QUESTION = "Describe this image in one sentence.";

/** Shown where a command needs a GGUF file name and the record lists none. */
export const GGUF_FILE_PLACEHOLDER = "model.gguf";

/** Quants tried first when the user picked no file: the usual size/quality sweet spot. */
export const PREFERRED_QUANTS: readonly string[] = [
	"Q4_K_M",
	"Q4_K_S",
	"Q4_K_XL",
	"IQ4_NL",
	"IQ4_XS",
	"Q4_0",
	"Q5_K_M",
	"Q5_K_S",
	"Q5_0",
	"Q6_K",
	"Q8_0",
];

// ---- record readers ----------------------------------------------------------------------

function str(x: unknown): string | undefined {
	return typeof x === "string" ? x : undefined;
}

function pipeline(model: ModelRecord): string | undefined {
	return str(model.pipeline_tag);
}

function quantMethod(model: ModelRecord): string | undefined {
	const q = model.config?.quantization_config;
	return q && typeof q === "object" ? str(q.quant_method) : undefined;
}

/** GGUF repositories: the hub read a context length from the GGUF header. */
export function isGgufModel(model: ModelRecord): boolean {
	const ctx = model.gguf && typeof model.gguf === "object" ? model.gguf.context_length : undefined;
	return typeof ctx === "number" && ctx > 0;
}

export function isMlxModel(model: ModelRecord): boolean {
	return hasTag(model, "mlx");
}

export function isTgiModel(model: ModelRecord): boolean {
	return hasTag(model, "text-generation-inference");
}

export function isDiffusersModel(model: ModelRecord): boolean {
	return model.library_name === "diffusers";
}

/**
 * Embedding models (a GGUF of an embedding model is common): apps must embed with them, not
 * chat or complete text, which such a model cannot do.
 */
export function isEmbeddingModel(model: ModelRecord): boolean {
	const tag = pipeline(model);
	return tag === "feature-extraction" || tag === "sentence-similarity";
}

/** The text every embedding example embeds. */
export const EMBEDDING_INPUT = "The sun is out and the whole park smells of fresh cut grass.";

/** The OpenAI-compatible embeddings request to a local server. */
export function curlEmbeddingRequest(baseUrl: string): string {
	return lines()
		.add("# Call the server using curl:")
		.add(`curl -X POST ${sh.str(`${baseUrl}/v1/embeddings`)} \\`)
		.add(`-H 'Content-Type: application/json' \\`, 1)
		.add(`--data ${sh.json({ input: EMBEDDING_INPUT })}`, 1)
		.toString();
}

export function isTextToImage(model: ModelRecord): boolean {
	return pipeline(model) === "text-to-image";
}

/** Quantization formats that vLLM and SGLang load directly. */
const SERVER_QUANT_METHODS = new Set(["awq", "gptq", "aqlm", "marlin"]);

function isLlmTask(model: ModelRecord): boolean {
	const tag = pipeline(model);
	return tag === "text-generation" || tag === "image-text-to-text";
}

function isServerLoadable(model: ModelRecord): boolean {
	const method = quantMethod(model);
	return (method !== undefined && SERVER_QUANT_METHODS.has(method)) || hasTag(model, "transformers");
}

/** vLLM: LLM tasks whose weights are transformers, AWQ/GPTQ/AQLM/Marlin, or GGUF. */
export function isVllmModel(model: ModelRecord): boolean {
	return isLlmTask(model) && (isServerLoadable(model) || isGgufModel(model));
}

/** SGLang: as vLLM, but never GGUF repositories (even those also tagged transformers). */
export function isSglangModel(model: ModelRecord): boolean {
	return isLlmTask(model) && isServerLoadable(model) && !isGgufModel(model);
}

/** Vision chat models get an image in their example message. */
export function isVisionChat(model: ModelRecord): boolean {
	return pipeline(model) === "image-text-to-text";
}

/** Agent harnesses need a local chat model whose template knows about tools. */
export function isToolCallingAgentModel(model: ModelRecord): boolean {
	if (!(isGgufModel(model) || isMlxModel(model)) || !isConversational(model)) return false;
	let template: unknown;
	try {
		template = chatTemplate(model);
	} catch {
		return false;
	}
	return typeof template === "string" && template.includes("tools");
}

// ---- GGUF quant -------------------------------------------------------------------------

/** GGUF weight files of the repository (multimodal projector files are not models). */
export function ggufFiles(model: ModelRecord): string[] {
	const siblings = Array.isArray(model.siblings) ? model.siblings : [];
	const out: string[] = [];
	for (const s of siblings) {
		const name = s && typeof s === "object" ? str(s.rfilename) : undefined;
		if (!name || !/\.gguf$/i.test(name)) continue;
		if (/(^|\/)mmproj/i.test(name)) continue;
		out.push(name);
	}
	return out;
}

const ORDERED_LABELS: readonly string[] = GGUF_QUANT_ORDER.map((t) => GGMLFileQuantizationType[t]);

/**
 * The quant a command names: the one in the chosen file's name, else the best quant among
 * the repository's GGUF files (PREFERRED_QUANTS first, then the GGUF_QUANT_ORDER), else none.
 */
export function pickQuant(model: ModelRecord, filepath?: string): string | undefined {
	if (typeof filepath === "string") {
		const q = parseQuantLabel(filepath);
		if (q) return q;
	}
	const available = new Set<string>();
	for (const f of ggufFiles(model)) {
		const q = parseQuantLabel(f);
		if (q) available.add(q);
	}
	if (available.size === 0) return undefined;
	for (const q of PREFERRED_QUANTS) if (available.has(q)) return q;
	for (const q of ORDERED_LABELS) if (available.has(q)) return q;
	return [...available].sort()[0];
}

/** `<id>:<quant>`, or the bare id when no quant is known (the tool then picks its default). */
export function repoWithQuant(model: ModelRecord, filepath?: string): string {
	const quant = pickQuant(model, filepath);
	return quant ? `${model.id}:${quant}` : model.id;
}

/** The GGUF file a command names: the chosen one, else the one with the picked quant, else the first. */
export function pickGgufFile(model: ModelRecord, filepath?: string): string {
	if (typeof filepath === "string" && filepath) return filepath;
	const files = ggufFiles(model);
	const quant = pickQuant(model);
	return (quant && files.find((f) => parseQuantLabel(f) === quant)) || files[0] || GGUF_FILE_PLACEHOLDER;
}

// ---- requests to a local OpenAI-compatible server ------------------------------------------

/** The example messages: the capital question, or an image description for vision models. */
export function exampleMessages(model: ModelRecord): ChatMessage[] {
	if (isVisionChat(model)) {
		return [
			{
				role: "user",
				content: [
					{ type: "text", text: IMAGE_QUESTION },
					{ type: "image_url", image_url: { url: EXAMPLE_IMAGE_URL } },
				],
			},
		];
	}
	return [{ role: "user", content: CHAT_QUESTION }];
}

export interface CurlOptions {
	/** e.g. `http://localhost:8000` */
	baseUrl: string;
	/** The `model` field; omitted for servers that serve one model and ignore it. */
	modelName?: string;
	/** Chat completion when true, text completion otherwise. */
	chat: boolean;
	model: ModelRecord;
}

/** A curl call to `/v1/chat/completions` or `/v1/completions`, the body as one JSON word. */
export function curlRequest(o: CurlOptions): string {
	const named = o.modelName === undefined ? {} : { model: o.modelName };
	const body = o.chat
		? { ...named, messages: exampleMessages(o.model) }
		: { ...named, prompt: COMPLETION_PROMPT, max_tokens: COMPLETION_MAX_TOKENS, temperature: 0.5 };
	const url = `${o.baseUrl}/v1/${o.chat ? "chat/completions" : "completions"}`;
	return lines()
		.add("# Call the server using curl:")
		.add(`curl -X POST ${sh.str(url)} \\`)
		.add(`-H 'Content-Type: application/json' \\`, 1)
		.add(`--data ${sh.json(body)}`, 1)
		.toString();
}

/** Joins shell pieces (each may end with a newline) into one block separated by blank lines. */
export function block(...pieces: string[]): string {
	const b = lines();
	for (const p of pieces) b.blank().add(p.replace(/\n+$/, ""));
	return b.toString();
}
