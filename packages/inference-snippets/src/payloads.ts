/**
 * How each provider wants a task's inputs: one small function per payload shape, shared by
 * the provider table. The shapes follow what the providers' APIs take (and what the
 * @huggingface/inference client sends for them): the hub task API takes `inputs` (+ `parameters`),
 * fal takes `prompt` / `image_url` / `audio_url`, Replicate wraps everything in `input`, the
 * OpenAI-compatible routes take `model` + `prompt` / `input`.
 */
import type { JsonValue, ModelInput } from "@hubkit/catalog";
import { type Body, type BodyValue, FileRef } from "./body.js";
import { HF_HUB_URL } from "./hub-urls.js";
import type { InferenceProviderMapping } from "./types.js";

export interface PayloadContext {
	/** The provider-side task (pipeline tag). */
	task: string;
	input: ModelInput;
	parameters: { [key: string]: JsonValue } | undefined;
	/** The model's id at the provider. */
	model: string;
	hfModelId: string;
	mapping: InferenceProviderMapping | undefined;
}

export type PayloadFn = (ctx: PayloadContext) => Body;

type Obj = { [key: string]: BodyValue | undefined };

const json = (value: Obj): Body => ({ type: "json", value });

/** The text of an input (the prompt, the sentence, the question). */
export function inputText(input: ModelInput): string {
	switch (input.kind) {
		case "text":
		case "labels":
		case "file-text":
			return input.text;
		case "file":
		case "file-labels":
			return input.file;
		case "json":
			return JSON.stringify(input.value);
		case "messages": {
			const first = input.messages[0]?.content;
			if (typeof first === "string") return first;
			return first?.find((p) => p.type === "text")?.text ?? "";
		}
	}
}

/** The file of an input, when it has one. */
export function inputFile(input: ModelInput): { file: string; contentType: string } | undefined {
	return input.kind === "file" || input.kind === "file-text" || input.kind === "file-labels"
		? { file: input.file, contentType: input.contentType }
		: undefined;
}

function params(ctx: PayloadContext): Obj {
	return ctx.parameters ? { ...ctx.parameters } : {};
}

function dataUrl(ctx: PayloadContext): FileRef | string {
	const f = inputFile(ctx.input);
	return f ? new FileRef(f.file, f.contentType, "dataUrl") : inputText(ctx.input);
}

/** The hub's task API: `inputs` (+ `parameters`), or the raw file for file tasks. */
export const hubTask: PayloadFn = (ctx) => {
	const input = ctx.input;
	const p = ctx.parameters;
	switch (input.kind) {
		case "file":
			return { type: "bytes", file: input.file, contentType: input.contentType };
		case "labels":
			return json({ inputs: input.text, parameters: { ...p, candidate_labels: input.candidateLabels } });
		case "file-labels":
			return json({
				inputs: new FileRef(input.file, input.contentType, "base64"),
				parameters: { ...p, candidate_labels: input.candidateLabels },
			});
		case "file-text": {
			const image = new FileRef(input.file, input.contentType, "base64");
			if (input.key === "question") return json({ inputs: { image, question: input.text }, parameters: p });
			return json({ inputs: image, parameters: { ...p, prompt: input.text } });
		}
		case "json":
			return json({ inputs: input.value, parameters: p });
		case "text":
			// Feature extraction takes its options (normalize, truncate, …) beside `inputs`.
			if (ctx.task === "feature-extraction") return json({ inputs: input.text, ...p });
			return json({ inputs: input.text, parameters: p });
		case "messages":
			return json({ inputs: inputText(input), parameters: p });
	}
};

function loras(ctx: PayloadContext): Obj {
	const m = ctx.mapping;
	if (m?.adapter !== "lora" || !m.adapterWeightsPath) return {};
	const out: Obj = {
		loras: [{ path: `${HF_HUB_URL}/${ctx.hfModelId}/resolve/main/${m.adapterWeightsPath}`, scale: 1 }],
	};
	if (ctx.model === "fal-ai/lora") out.model_name = "stabilityai/stable-diffusion-xl-base-1.0";
	return out;
}

/** fal: the prompt plus parameters (text-to-image, -video, -audio), with LoRA weights when mapped. */
export const falPrompt: PayloadFn = (ctx) => json({ ...params(ctx), prompt: inputText(ctx.input), ...loras(ctx) });

/** fal text-to-speech takes `text`. */
export const falText: PayloadFn = (ctx) => json({ ...params(ctx), text: inputText(ctx.input) });

/** fal audio tasks take the audio as a data URL. */
export const falAudio: PayloadFn = (ctx) => json({ ...params(ctx), audio_url: dataUrl(ctx) });

/** fal image segmentation takes the image as a data URL. */
export const falImage: PayloadFn = (ctx) => json({ ...params(ctx), image_url: dataUrl(ctx) });

/** fal image editing: the image (single and list forms: endpoints differ) and the instruction. */
export const falImageEdit: PayloadFn = (ctx) => {
	const image = dataUrl(ctx);
	return json({ ...params(ctx), prompt: inputText(ctx.input), image_url: image, image_urls: [image], ...loras(ctx) });
};

/** fal image-to-video: the first frame and the prompt. */
export const falImageVideo: PayloadFn = (ctx) =>
	json({ ...params(ctx), prompt: inputText(ctx.input), image_url: dataUrl(ctx) });

function replicateVersion(model: string): string | undefined {
	const i = model.indexOf(":");
	return i >= 0 ? model.slice(i + 1) : undefined;
}

/** Replicate predictions: everything inside `input`, plus the version when the id pins one. */
function replicate(input: Obj, ctx: PayloadContext): Body {
	return json({ input: { ...params(ctx), ...input }, version: replicateVersion(ctx.model) });
}

export const replicatePrompt: PayloadFn = (ctx) => replicate({ prompt: inputText(ctx.input) }, ctx);
export const replicateText: PayloadFn = (ctx) => replicate({ text: inputText(ctx.input) }, ctx);
export const replicateAudio: PayloadFn = (ctx) => replicate({ audio: dataUrl(ctx) }, ctx);
export const replicateImageEdit: PayloadFn = (ctx) => {
	const image = dataUrl(ctx);
	const m = ctx.mapping;
	return replicate(
		{
			prompt: inputText(ctx.input),
			image,
			images: [image],
			input_image: image,
			input_images: [image],
			lora_weights: m?.adapter === "lora" && m.adapterWeightsPath ? `${HF_HUB_URL}/${ctx.hfModelId}` : undefined,
		},
		ctx,
	);
};

/** OpenAI-style completions: `model` + `prompt`. */
export const completions: PayloadFn = (ctx) => json({ model: ctx.model, ...params(ctx), prompt: inputText(ctx.input) });

/** OpenAI-style embeddings and speech: `model` + `input`. */
export const modelInput: PayloadFn = (ctx) => json({ ...params(ctx), input: inputText(ctx.input), model: ctx.model });

/** Kokoro's default voice: Together's speech route rejects a call without `voice`. */
export const KOKORO_VOICE = "af_alloy";

/** Whether Together gets a default voice for this model (voices are model-specific; Kokoro's are known). */
export const needsKokoroVoice = (model: string): boolean => model.toLowerCase().includes("kokoro");

/** Together speech: the text, the model and a voice (the user's, else Kokoro's default). */
export const togetherSpeech: PayloadFn = (ctx) => {
	const out: Obj = { ...params(ctx), input: inputText(ctx.input), model: ctx.model };
	return json(out.voice === undefined && needsKokoroVoice(ctx.model) ? { ...out, voice: KOKORO_VOICE } : out);
};

/** The inputs as the hub task API names them, plus `model` (text generation on a chat route). */
export const inputsAndModel: PayloadFn = (ctx) =>
	json({ inputs: inputText(ctx.input), parameters: ctx.parameters, model: ctx.model });

/** OpenAI-style transcription: a multipart form with the audio file and the model. */
export const transcription: PayloadFn = (ctx) => {
	const f = inputFile(ctx.input) ?? { file: inputText(ctx.input), contentType: "application/octet-stream" };
	const fields: { [key: string]: string } = { model: ctx.model };
	for (const [k, v] of Object.entries(ctx.parameters ?? {})) fields[k] = typeof v === "string" ? v : JSON.stringify(v);
	return { type: "multipart", file: f.file, contentType: f.contentType, fileField: "file", fields };
};

/** Image generation routes (`v1/images/generations`): prompt, model and a base64 answer. */
export function imagesGeneration(responseFormat: string): PayloadFn {
	return (ctx) =>
		json({ ...params(ctx), prompt: inputText(ctx.input), response_format: responseFormat, model: ctx.model });
}

/** FLUX.1 Kontext models take one `image_url` on Together (others a list of reference images). */
export function isFluxKontext(id: string): boolean {
	const lower = id.toLowerCase();
	return lower.includes("kontext") && lower.includes("flux.1");
}

/** Together image editing: the instruction and the reference image. */
export const togetherImageEdit: PayloadFn = (ctx) => {
	const image = dataUrl(ctx);
	const imageField: Obj = isFluxKontext(ctx.model) ? { image_url: image } : { reference_images: [image] };
	return json({
		prompt: inputText(ctx.input),
		...imageField,
		...params(ctx),
		response_format: "base64",
		model: ctx.model,
	});
};

/** Together videos: prompt and model (plus the first frame for image-to-video). */
export const togetherVideo: PayloadFn = (ctx) => {
	const f = inputFile(ctx.input);
	const frame: Obj = f
		? { frame_images: [{ input_image: new FileRef(f.file, f.contentType, "dataUrl"), frame: "first" }] }
		: {};
	return json({ ...params(ctx), ...frame, prompt: inputText(ctx.input), model: ctx.model });
};

/** Prompt-only payloads (novita video, wavespeed). */
export const prompt: PayloadFn = (ctx) => json({ ...params(ctx), prompt: inputText(ctx.input) });

/** Wavespeed text-to-image / -video: the prompt, with the adapter as a LoRA when mapped. */
export const wavespeedPrompt: PayloadFn = (ctx) => {
	const lora: Obj = ctx.mapping?.adapter === "lora" ? { loras: [{ path: ctx.hfModelId, scale: 1 }] } : {};
	return json({ ...params(ctx), prompt: inputText(ctx.input), ...lora });
};

/** Wavespeed image tasks: the prompt and the image as a data URL. */
export const wavespeedImage: PayloadFn = (ctx) => {
	// Wavespeed takes the image as plain base64 (single and list forms).
	const f = inputFile(ctx.input);
	const image = f ? new FileRef(f.file, f.contentType, "base64") : inputText(ctx.input);
	return json({ ...params(ctx), prompt: inputText(ctx.input), image, images: [image] });
};

/** Novita text-to-video. */
export const novitaVideo: PayloadFn = prompt;

/** z.ai image generation: model and prompt. */
export const zaiImage: PayloadFn = (ctx) => json({ ...params(ctx), model: ctx.model, prompt: inputText(ctx.input) });

/** z.ai layout parsing: model and the file as a data URL. */
export const zaiFile: PayloadFn = (ctx) => json({ model: ctx.model, file: dataUrl(ctx) });
