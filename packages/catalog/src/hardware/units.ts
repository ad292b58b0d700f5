/**
 * Which figures a model's fit has: a model that generates text token by token has a context (its KV
 * cache grows with it) and a decode speed in tokens per second; any other model (an image
 * generator, an encoder, a speech recogniser, a classifier) has the memory to load its weights and
 * nothing per token. The one rule the estimate, the API's fit view, the CLI and the web app read.
 */
import type { ModelRecord } from "../model.js";

/** `tokens`: context and tokens per second; `memory`: memory figures only (weights, overhead, total). */
export type FitUnits = "tokens" | "memory";

/**
 * The tasks whose models decode tokens autoregressively from a prompt, where the prompt's length
 * (the context) and the decode speed are what a user chooses by. Speech recognition decodes
 * tokens too, but what its users measure is seconds of audio, which the estimate does not model.
 */
export const TOKEN_TASKS: ReadonlySet<string> = new Set([
	"text-generation",
	"text2text-generation",
	"image-text-to-text",
	"audio-text-to-text",
	"video-text-to-text",
	"any-to-any",
	"summarization",
	"translation",
]);

/** A transformers class that generates text from a prompt: `LlamaForCausalLM`, `Qwen2ForCausalLM`, … */
const CAUSAL_LM = /ForCausalLM$/;

/**
 * The units of a model's fit: its task when the record names one; without a task, `tokens` for a
 * causal language model (its config's class) or a GGUF file whose header names an architecture
 * (llama.cpp's language models), else `memory`.
 */
export function fitUnits(model: Pick<ModelRecord, "pipeline_tag" | "config" | "gguf">): FitUnits {
	const task = model.pipeline_tag;
	if (typeof task === "string" && task !== "") return TOKEN_TASKS.has(task) ? "tokens" : "memory";
	const classes = model.config?.architectures;
	if (Array.isArray(classes) && classes.some((c) => typeof c === "string" && CAUSAL_LM.test(c))) return "tokens";
	return typeof model.gguf?.architecture === "string" && model.gguf.architecture !== "" ? "tokens" : "memory";
}
