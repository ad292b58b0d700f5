/**
 * 🧨 diffusers and the other image/video generation libraries: DiffusionKit (MLX), Sana,
 * LTX-2 and Pruna. The diffusers variant is chosen by tags first (controlnet, LoRA,
 * textual inversion, Flux fill, inpainting), then by the pipeline tag.
 */
import type { Lines } from "../../code/lines.js";
import * as py from "../../code/py.js";
import type { ModelRecord } from "../../model.js";
import type { LibrarySnippets } from "../types.js";
import { pipFloor } from "../verification.js";
import {
	cardBaseModel,
	pip,
	program,
	pyId,
	remoteCode,
	repoName,
	SAMPLE_URLS,
	siblingNames,
	tagsOf,
	taskOf,
	widgetText,
} from "./helpers.js";
import { MAX_NEW_TOKENS } from "./transformers-pipeline-inputs.js";

/** Prompts of the diffusers examples, by task. */
export const DIFFUSERS_PROMPTS = {
	textToImage: "Astronaut in a jungle, cold color palette, muted colors, detailed, 8k",
	imageToImage: "Turn this cat into a dog",
	textToVideo: "A man with short gray hair plays a red electric guitar.",
	imageToVideo: "The astronaut slowly turns around and waves at the camera.",
	videoToVideo: "Change the archer's shirt to a red knitted sweater",
	inpainting: "A majestic tiger sitting on a park bench, photorealistic",
	fluxFill: "A white paper cup with a red logo",
	textToAudio: "Gentle rain on a tin roof with distant thunder",
	textTo3d: "A red armchair with wooden legs",
} as const;

/** Inpainting: image size, guidance, steps and strength. */
export const DIFFUSERS_INPAINT = { width: 1024, height: 1024, guidance: 8.0, steps: 20, strength: 0.99 } as const;

/** Flux fill: output size, guidance, steps and the T5 sequence length. */
export const DIFFUSERS_FLUX_FILL = {
	height: 1632,
	width: 1232,
	guidance: 30,
	steps: 50,
	maxSequenceLength: 512,
} as const;

const INPAINT_IMAGE =
	"https://raw.githubusercontent.com/CompVis/latent-diffusion/main/data/inpainting_examples/overture-creations-5sI6fQgYIuo.png";
const INPAINT_MASK =
	"https://raw.githubusercontent.com/CompVis/latent-diffusion/main/data/inpainting_examples/overture-creations-5sI6fQgYIuo_mask.png";
const FLUX_FILL_IMAGE = "https://huggingface.co/datasets/diffusers/diffusers-images-docs/resolve/main/cup.png";
const FLUX_FILL_MASK = "https://huggingface.co/datasets/diffusers/diffusers-images-docs/resolve/main/cup_mask.png";
const CONTROL_IMAGE =
	"https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers/input_image_vermeer.png";

/**
 * diffusers runs on PyTorch but does not install it; text encoders come from transformers.
 * The snippets pass `dtype=`, which diffusers takes from 0.40 on (`torch_dtype=` is deprecated there).
 */
const DIFFUSERS = pipFloor("diffusers");
const INSTALL = pip(DIFFUSERS, "transformers", "accelerate", "torch");
/** export_to_video writes MP4 through imageio's ffmpeg plugin. */
const VIDEO_INSTALL = pip(DIFFUSERS, "transformers", "accelerate", "torch", "imageio", "imageio-ffmpeg");

function installFor(kind: Kind): string {
	if (kind === "image-to-video" || kind === "text-to-video" || kind === "video-to-video") return VIDEO_INSTALL;
	// scipy writes the generated waveform to a WAV file.
	if (kind === "text-to-audio") return `${INSTALL} scipy`;
	return INSTALL;
}

/** `1024` for integers, `8.0` style for floats the API takes as floats. */
function float(n: number): string {
	return Number.isInteger(n) ? `${n}.0` : String(n);
}

function instancePrompt(model: ModelRecord, fallback: string): string {
	const p = model.cardData?.instance_prompt;
	return typeof p === "string" && p.trim() !== "" ? p : fallback;
}

function className(model: ModelRecord): string {
	const c = model.config?.diffusers?._class_name;
	return typeof c === "string" ? c : "";
}

function isFluxFill(model: ModelRecord): boolean {
	return className(model) === "FluxFillPipeline" || /flux\.?1?-?fill/i.test(model.id);
}

function isInpainting(model: ModelRecord): boolean {
	return tagsOf(model).includes("inpainting") || /Inpaint/.test(className(model));
}

type Kind =
	| "text-to-image"
	| "image-to-image"
	| "image-to-video"
	| "text-to-video"
	| "video-to-video"
	| "unconditional"
	| "text-to-audio"
	| "text-to-3d";

/** The kind of call a pipeline tag asks for (editing tags read an image, like image-to-image). */
function kindOf(model: ModelRecord): Kind {
	switch (taskOf(model)) {
		case "image-to-image":
		case "image-text-to-image":
			return "image-to-image";
		case "image-to-video":
		case "image-text-to-video":
			return "image-to-video";
		case "text-to-video":
			return "text-to-video";
		case "video-to-video":
			return "video-to-video";
		case "unconditional-image-generation":
			return "unconditional";
		case "text-to-audio":
			return "text-to-audio";
		case "text-to-3d":
			return "text-to-3d";
		default:
			return "text-to-image";
	}
}

/** Sampling rate of the AudioLDM family, the diffusers text-to-audio pipelines on the Hub. */
export const DIFFUSERS_AUDIO_SAMPLING_RATE = 16000;

/**
 * Pipelines whose call differs from their kind's usual one, by the class the repository declares:
 * VACE conditions on reference images (its `video`/`mask` are optional), Lucy edits a video.
 */
function generateFor(out: Lines, kind: Kind, prompt: string, cls: string): void {
	if (cls === "WanVACEPipeline") {
		out.add(`prompt = ${py.str(prompt)}`);
		out.add(`reference_image = load_image(${py.str(SAMPLE_URLS.astronaut)})`);
		out.add("frames = pipe(prompt=prompt, reference_images=[reference_image]).frames[0]");
		out.add('export_to_video(frames, "output.mp4")');
		return;
	}
	generate(out, kind, prompt);
}

/** The generation call and output handling for each kind, given the prompt. */
function generate(out: Lines, kind: Kind, prompt: string): void {
	if (kind === "unconditional") {
		// Unconditional pipelines (DDPM, LDM…) take no prompt: they sample from noise.
		out.add("image = pipe().images[0]");
		out.add('image.save("image.png")');
		return;
	}
	out.add(`prompt = ${py.str(prompt)}`);
	switch (kind) {
		case "image-to-image":
			out.add(`input_image = load_image(${py.str(SAMPLE_URLS.cat)})`);
			out.add("image = pipe(image=input_image, prompt=prompt).images[0]");
			out.add('image.save("image.png")');
			return;
		case "image-to-video":
			out.add(`input_image = load_image(${py.str(SAMPLE_URLS.astronaut)})`);
			out.add("frames = pipe(image=input_image, prompt=prompt).frames[0]");
			out.add('export_to_video(frames, "output.mp4")');
			return;
		case "text-to-video":
			out.add("frames = pipe(prompt).frames[0]");
			out.add('export_to_video(frames, "output.mp4")');
			return;
		case "video-to-video":
			out.add(`video = load_video(${py.str(SAMPLE_URLS.video)})`);
			out.add("frames = pipe(video=video, prompt=prompt).frames[0]");
			out.add('export_to_video(frames, "output.mp4")');
			return;
		case "text-to-audio":
			out.add("audio = pipe(prompt, audio_length_in_s=10.0).audios[0]");
			out.add(`wavfile.write("output.wav", rate=${DIFFUSERS_AUDIO_SAMPLING_RATE}, data=audio)`);
			return;
		case "text-to-3d":
			out.add("# Text-to-3D pipelines (Shap-E…) render turntable frames of the generated object.");
			out.add("frames = pipe(prompt).images[0]");
			out.add('export_to_gif(frames, "output.gif")');
			return;
		default:
			out.add("image = pipe(prompt).images[0]");
			out.add('image.save("image.png")');
	}
}

function utilsImport(kind: Kind): string | undefined {
	if (kind === "text-to-audio") return "from scipy.io import wavfile";
	if (kind === "text-to-3d") return "from diffusers.utils import export_to_gif";
	if (kind === "image-to-image") return "from diffusers.utils import load_image";
	if (kind === "image-to-video") return "from diffusers.utils import export_to_video, load_image";
	if (kind === "text-to-video") return "from diffusers.utils import export_to_video";
	if (kind === "video-to-video") return "from diffusers.utils import export_to_video, load_video";
	return undefined;
}

const DEFAULT_PROMPT: Record<Kind, string> = {
	"text-to-image": DIFFUSERS_PROMPTS.textToImage,
	"image-to-image": DIFFUSERS_PROMPTS.imageToImage,
	"text-to-video": DIFFUSERS_PROMPTS.textToVideo,
	"video-to-video": DIFFUSERS_PROMPTS.videoToVideo,
	"image-to-video": DIFFUSERS_PROMPTS.imageToVideo,
	unconditional: "",
	"text-to-audio": DIFFUSERS_PROMPTS.textToAudio,
	"text-to-3d": DIFFUSERS_PROMPTS.textTo3d,
};

/** Stable Video Diffusion animates an image without a prompt. */
function isStableVideoDiffusion(model: ModelRecord): boolean {
	return className(model) === "StableVideoDiffusionPipeline" || /stable-video-diffusion/i.test(model.id);
}

function stableVideoDiffusion(model: ModelRecord): string {
	return program((o) => {
		o.add(VIDEO_INSTALL);
		o.add("import torch");
		o.add("from diffusers import DiffusionPipeline");
		o.add("from diffusers.utils import export_to_video, load_image");
		o.blank();
		o.add(`pipe = DiffusionPipeline.from_pretrained(${pyId(model)}, dtype=torch.float16)`);
		o.add('pipe.to("cuda")');
		o.blank();
		o.add("# Stable Video Diffusion takes no prompt: the image alone drives the motion.");
		o.add(`input_image = load_image(${py.str(SAMPLE_URLS.astronaut)}).resize((1024, 576))`);
		o.add("frames = pipe(input_image, decode_chunk_size=8).frames[0]");
		o.add('export_to_video(frames, "output.mp4", fps=7)');
	});
}

/**
 * Text-to-video pipelines a repository declares, and the pipeline of the same family that
 * animates an image (they take no `image` themselves).
 */
const IMAGE_TO_VIDEO_CLASS: Readonly<Record<string, string>> = {
	LTXPipeline: "LTXImageToVideoPipeline",
	WanPipeline: "WanImageToVideoPipeline",
};

/** The pipeline class a snippet loads: the declared one's image-to-video sibling when needed. */
function pipelineClass(model: ModelRecord, kind: Kind): string {
	const cls = className(model);
	if (kind === "image-to-video" && Object.hasOwn(IMAGE_TO_VIDEO_CLASS, cls)) return IMAGE_TO_VIDEO_CLASS[cls] as string;
	return "DiffusionPipeline";
}

/** A repository without model_index.json declares no pipeline: DiffusionPipeline cannot load it. */
function noPipeline(model: ModelRecord): string {
	return program((o) => {
		o.add(pip("huggingface_hub"));
		o.add("# ⚠️ This repository declares no diffusers pipeline (no model_index.json), so");
		o.add("# DiffusionPipeline.from_pretrained cannot load it: follow the model card's instructions.");
		o.add("from huggingface_hub import snapshot_download");
		o.blank();
		o.add(`path = snapshot_download(${pyId(model)})`);
		o.add('print("Files downloaded to", path)');
	});
}

function basic(model: ModelRecord): string {
	const kind = kindOf(model);
	if (kind === "image-to-video" && isStableVideoDiffusion(model)) return stableVideoDiffusion(model);
	if (className(model) === "") return noPipeline(model);
	const cls = pipelineClass(model, kind);
	// DDPM/LDM-style unconditional pipelines sample float32 noise and return numpy images: they run in float32.
	const dtype = kind === "unconditional" ? "" : ", dtype=torch.bfloat16";
	return program((o) => {
		o.add(installFor(kind));
		if (dtype) o.add("import torch");
		o.add(`from diffusers import ${cls}`);
		const u = utilsImport(
			kind === "image-to-video" || className(model) !== "WanVACEPipeline" ? kind : "image-to-video",
		);
		if (u) o.add(u);
		o.blank();
		o.add(`pipe = ${cls}.from_pretrained(${pyId(model)}${dtype})`);
		o.add('pipe.to("cuda")  # "mps" on Apple silicon');
		o.blank();
		generateFor(o, kind, DEFAULT_PROMPT[kind], className(model));
	});
}

/** The LoRA weight files of the repository (diffusers needs `weight_name` when there are several). */
export function loraWeightFiles(model: ModelRecord): string[] {
	return siblingNames(model).filter((f) => f.endsWith(".safetensors") && !f.includes("/"));
}

/** FLUX.1 Depth/Canny control LoRAs: FluxControlPipeline conditions on `control_image`. */
function isFluxControlLora(model: ModelRecord): boolean {
	return /flux/i.test(`${model.id} ${cardBaseModel(model)}`) && /(depth|canny)/i.test(model.id);
}

function fluxControlLora(model: ModelRecord): string {
	const depth = /depth/i.test(model.id);
	return program((o) => {
		o.add(INSTALL.replace("accelerate", "accelerate peft"));
		o.add("import torch");
		o.add("from diffusers import FluxControlPipeline");
		o.add("from diffusers.utils import load_image");
		o.blank();
		o.add(`pipe = FluxControlPipeline.from_pretrained(${py.str(cardBaseModel(model))}, dtype=torch.bfloat16)`);
		o.add(`pipe.load_lora_weights(${pyId(model)})`);
		o.add('pipe.to("cuda")');
		o.blank();
		o.add(`# Replace with a ${depth ? "depth map" : "Canny edge map"} of your scene: the LoRA follows it.`);
		o.add(`control_image = load_image(${py.str(CONTROL_IMAGE)})`);
		o.add("image = pipe(");
		o.add(`prompt=${py.str(instancePrompt(model, DIFFUSERS_PROMPTS.textToImage))},`, 1);
		o.add("control_image=control_image,", 1);
		o.add(").images[0]");
		o.add('image.save("image.png")');
	});
}

/**
 * The repository diffusers loads for a card's base model. Wan-AI publishes each Wan model twice:
 * in its original layout (`Wan-AI/Wan2.1-T2V-14B`, no model_index.json, which
 * `DiffusionPipeline.from_pretrained` cannot load) and converted (`…-Diffusers`); LoRA cards
 * name the original.
 */
export function diffusersBaseModel(model: Pick<ModelRecord, "cardData">): string {
	const base = cardBaseModel(model);
	return /^Wan-AI\/Wan[\w.-]+$/.test(base) && !/-Diffusers$/i.test(base) ? `${base}-Diffusers` : base;
}

function lora(model: ModelRecord): string {
	if (isFluxControlLora(model)) return fluxControlLora(model);
	const kind = kindOf(model);
	return program((o) => {
		o.add(installFor(kind).replace("accelerate", "accelerate peft"));
		o.add("import torch");
		o.add("from diffusers import DiffusionPipeline");
		const u = utilsImport(kind);
		if (u) o.add(u);
		o.blank();
		o.add(`pipe = DiffusionPipeline.from_pretrained(${py.str(diffusersBaseModel(model))}, dtype=torch.bfloat16)`);
		const weights = loraWeightFiles(model);
		if (weights.length > 1) {
			o.add("# The repository holds several LoRA files: pick the one made for your base model.");
			o.add(`pipe.load_lora_weights(${pyId(model)}, weight_name=${py.str(weights[0] ?? "")})`);
		} else {
			o.add(`pipe.load_lora_weights(${pyId(model)})`);
		}
		o.add('pipe.to("cuda")');
		o.blank();
		generate(o, kind, instancePrompt(model, DEFAULT_PROMPT[kind]));
	});
}

/** The sd-concepts-library embeddings add the token `<repo-name>` to the tokenizer. */
export function conceptToken(model: ModelRecord): string | undefined {
	return model.id.startsWith("sd-concepts-library/") ? `<${repoName(model)}>` : undefined;
}

function textualInversion(model: ModelRecord): string {
	return program((o) => {
		o.add(INSTALL);
		o.add("import torch");
		o.add("from diffusers import DiffusionPipeline");
		o.blank();
		o.add(`pipe = DiffusionPipeline.from_pretrained(${py.str(cardBaseModel(model))}, dtype=torch.float16)`);
		o.add(`pipe.load_textual_inversion(${pyId(model)})`);
		o.add('pipe.to("cuda")');
		o.blank();
		const token = conceptToken(model);
		if (token) {
			o.add(`# The embedding adds the token ${py.comment(token)}: use it in the prompt.`);
			generate(
				o,
				"text-to-image",
				instancePrompt(model, `A ${token} in a jungle, cold color palette, muted colors, detailed, 8k`),
			);
		} else {
			o.add("# Use the concept's token (see the model card) in the prompt.");
			generate(o, "text-to-image", instancePrompt(model, DIFFUSERS_PROMPTS.textToImage));
		}
	});
}

/** Canny ControlNets get their edge map computed from the sample photo; the others need a ready map. */
function isCannyControlnet(model: ModelRecord): boolean {
	return /canny/i.test(model.id) || tagsOf(model).some((t) => /canny/i.test(t));
}

function controlnet(model: ModelRecord): string {
	const canny = isCannyControlnet(model);
	// FLUX ControlNets load as FluxControlNetModel and condition FluxControlNetPipeline through `control_image`.
	const flux = className(model) === "FluxControlNetModel";
	const modelClass = flux ? "FluxControlNetModel" : "ControlNetModel";
	const pipeClass = flux ? "FluxControlNetPipeline" : "AutoPipelineForText2Image";
	const dtype = flux ? "torch.bfloat16" : "torch.float16";
	return program((o) => {
		o.add(canny ? INSTALL.replace("accelerate", "accelerate opencv-python") : INSTALL);
		if (canny) o.add("import cv2");
		if (canny) o.add("import numpy as np");
		o.add("import torch");
		o.add(`from diffusers import ${[pipeClass, modelClass].sort().join(", ")}`);
		o.add("from diffusers.utils import load_image");
		if (canny) o.add("from PIL import Image");
		o.blank();
		o.add(`controlnet = ${modelClass}.from_pretrained(${pyId(model)}, dtype=${dtype})`);
		if (!flux) o.add("# AutoPipeline picks the ControlNet variant of the base model's pipeline.");
		o.add(`pipe = ${pipeClass}.from_pretrained(`);
		o.add(`${py.str(cardBaseModel(model))}, controlnet=controlnet, dtype=${dtype}`, 1);
		o.add(")");
		o.add('pipe.to("cuda")');
		o.blank();
		if (canny) {
			o.add("# This ControlNet follows Canny edges: compute them from a photo.");
			o.add(`photo = load_image(${py.str(CONTROL_IMAGE)})`);
			o.add("edges = cv2.Canny(np.array(photo), 100, 200)");
			o.add("control_image = Image.fromarray(np.stack([edges] * 3, axis=-1))");
		} else {
			o.add("# Replace with a conditioning map (depth, pose, scribble…) of the kind this ControlNet expects.");
			o.add(`control_image = load_image(${py.str(CONTROL_IMAGE)})`);
		}
		o.add(
			`image = pipe(${py.str(instancePrompt(model, DIFFUSERS_PROMPTS.textToImage))}, ${flux ? "control_image" : "image"}=control_image, num_inference_steps=20).images[0]`,
		);
		o.add('image.save("image.png")');
	});
}

function fluxFill(model: ModelRecord): string {
	const f = DIFFUSERS_FLUX_FILL;
	return program((o) => {
		o.add(INSTALL);
		o.add("import torch");
		o.add("from diffusers import FluxFillPipeline");
		o.add("from diffusers.utils import load_image");
		o.blank();
		o.add(`image = load_image(${py.str(FLUX_FILL_IMAGE)})`);
		o.add(`mask = load_image(${py.str(FLUX_FILL_MASK)})`);
		o.blank();
		o.add(`pipe = FluxFillPipeline.from_pretrained(${pyId(model)}, dtype=torch.bfloat16)`);
		o.add('pipe.to("cuda")');
		o.add("image = pipe(");
		o.add(`prompt=${py.str(DIFFUSERS_PROMPTS.fluxFill)},`, 1);
		o.add("image=image,", 1);
		o.add("mask_image=mask,", 1);
		o.add(`height=${f.height},`, 1);
		o.add(`width=${f.width},`, 1);
		o.add(`guidance_scale=${f.guidance},`, 1);
		o.add(`num_inference_steps=${f.steps},`, 1);
		o.add(`max_sequence_length=${f.maxSequenceLength},`, 1);
		o.add('generator=torch.Generator("cpu").manual_seed(0),', 1);
		o.add(").images[0]");
		o.add('image.save("flux-fill.png")');
	});
}

function inpainting(model: ModelRecord): string {
	const p = DIFFUSERS_INPAINT;
	return program((o) => {
		o.add(INSTALL);
		o.add("import torch");
		o.add("from diffusers import AutoPipelineForInpainting");
		o.add("from diffusers.utils import load_image");
		o.blank();
		o.add(`pipe = AutoPipelineForInpainting.from_pretrained(${pyId(model)}, dtype=torch.float16)`);
		o.add('pipe.to("cuda")');
		o.blank();
		o.add(`image = load_image(${py.str(INPAINT_IMAGE)}).resize((${p.width}, ${p.height}))`);
		o.add(`mask_image = load_image(${py.str(INPAINT_MASK)}).resize((${p.width}, ${p.height}))`);
		o.add('generator = torch.Generator(device="cuda").manual_seed(0)');
		o.add("image = pipe(");
		o.add(`prompt=${py.str(DIFFUSERS_PROMPTS.inpainting)},`, 1);
		o.add("image=image,", 1);
		o.add("mask_image=mask_image,", 1);
		o.add(`guidance_scale=${float(p.guidance)},`, 1);
		o.add(`num_inference_steps=${p.steps},  # steps between 15 and 30 work well`, 1);
		o.add(`strength=${p.strength},  # below 1.0 keeps some of the original image`, 1);
		o.add("generator=generator,", 1);
		o.add(").images[0]");
		o.add('image.save("inpainted.png")');
	});
}

export const diffusers: LibrarySnippets = (model) => {
	const tags = tagsOf(model);
	if (tags.includes("controlnet")) return [controlnet(model)];
	if (tags.includes("lora")) return [lora(model)];
	if (tags.includes("textual_inversion")) return [textualInversion(model)];
	if (isFluxFill(model)) return [fluxFill(model)];
	if (isInpainting(model)) return [inpainting(model)];
	return [basic(model)];
};

// ---- DiffusionKit -------------------------------------------------------------------------

/** DiffusionKit's MLX settings: Flux (distilled) runs 4 steps without guidance, SD3 50 steps at 5. */
export const DIFFUSIONKIT = {
	height: 512,
	width: 512,
	flux: { steps: 4, guidance: 0 },
	other: { steps: 50, guidance: 5 },
} as const;

export const diffusionkit: LibrarySnippets = (model) => {
	const flux = model.id.toLowerCase().includes("flux");
	const s = flux ? DIFFUSIONKIT.flux : DIFFUSIONKIT.other;
	const cls = flux ? "FluxPipeline" : "DiffusionPipeline";
	return [
		program((o) => {
			o.add(pip("diffusionkit"));
			o.add(`from diffusionkit.mlx import ${cls}`);
			o.blank();
			o.add(`pipeline = ${cls}(`);
			o.add(`shift=${flux ? "1.0" : "3.0"},`, 1);
			if (!flux) o.add("use_t5=False,", 1);
			o.add(`model_version=${pyId(model)},`, 1);
			o.add("low_memory_mode=True,", 1);
			o.add("a16=True,", 1);
			o.add("w16=True,", 1);
			o.add(")");
			o.blank();
			o.add(`HEIGHT = ${DIFFUSIONKIT.height}`);
			o.add(`WIDTH = ${DIFFUSIONKIT.width}`);
			o.add(`NUM_STEPS = ${s.steps}`);
			o.add(`CFG_WEIGHT = ${float(s.guidance)}`);
			o.blank();
			o.add("image, _ = pipeline.generate_image(");
			o.add('"a photo of a cat",', 1);
			o.add("cfg_weight=CFG_WEIGHT,", 1);
			o.add("num_steps=NUM_STEPS,", 1);
			o.add("latent_size=(HEIGHT // 8, WIDTH // 8),", 1);
			o.add(")");
			o.add('image.save("image.png")');
		}),
	];
};

// ---- Sana ---------------------------------------------------------------------------------

/** Sana's sampling settings. */
export const SANA = { height: 1024, width: 1024, steps: 18, guidance: 5.0, pagGuidance: 2.0 } as const;

export const sana: LibrarySnippets = (model) => {
	const pth = siblingNames(model).find((f) => f.endsWith(".pth")) ?? `checkpoints/${repoName(model)}.pth`;
	return [
		program((o) => {
			o.add("# git clone https://github.com/NVlabs/Sana.git && cd Sana && ./environment_setup.sh sana");
			o.add("# Run from the Sana checkout; pick the config matching this checkpoint under configs/sana_config/.");
			o.add("import torch");
			o.add("from app.sana_pipeline import SanaPipeline");
			o.add("from torchvision.utils import save_image");
			o.blank();
			o.add('device = torch.device("cuda:0" if torch.cuda.is_available() else "cpu")');
			o.add("generator = torch.Generator(device=device).manual_seed(42)");
			o.blank();
			o.add('sana = SanaPipeline("configs/sana_config/1024ms/Sana_1600M_img1024.yaml")');
			o.add(`sana.from_pretrained(${py.str(`hf://${model.id}/${pth}`)})`);
			o.blank();
			o.add("image = sana(");
			o.add('prompt="a cyberpunk cat with a neon sign that says \\"Sana\\"",', 1);
			o.add(`height=${SANA.height},`, 1);
			o.add(`width=${SANA.width},`, 1);
			o.add(`guidance_scale=${float(SANA.guidance)},`, 1);
			o.add(`pag_guidance_scale=${float(SANA.pagGuidance)},`, 1);
			o.add(`num_inference_steps=${SANA.steps},`, 1);
			o.add("generator=generator,", 1);
			o.add(")");
			o.add('save_image(image, "sana.png", nrow=1, normalize=True, value_range=(-1, 1))');
		}),
	];
};

// ---- LTX-2 --------------------------------------------------------------------------------

export const ltx: LibrarySnippets = (model) => [
	program((o) => {
		o.add(VIDEO_INSTALL);
		o.add("import torch");
		o.add("from diffusers import DiffusionPipeline");
		o.add("from diffusers.utils import export_to_video");
		o.blank();
		o.add(`pipe = DiffusionPipeline.from_pretrained(${pyId(model)}, dtype=torch.bfloat16)`);
		o.add("pipe.enable_model_cpu_offload()");
		o.blank();
		o.add(`frames = pipe(prompt=${py.str(DIFFUSERS_PROMPTS.textToVideo)}).frames[0]`);
		o.add('export_to_video(frames, "output.mp4", fps=24)');
	}),
	program((o) => {
		o.add("# With the LTX-2 reference pipelines:");
		o.add("#   git clone https://github.com/Lightricks/LTX-2.git && cd LTX-2 && uv sync --frozen");
		o.add("#   uv run python -m ltx_pipelines.distilled --help");
		o.add(pip("huggingface_hub"));
		o.add("from huggingface_hub import snapshot_download");
		o.blank();
		o.add(`weights = snapshot_download(${pyId(model)}, local_dir=${py.str(`models/${repoName(model)}`)})`);
		o.add('print("Checkpoints downloaded to", weights)');
	}),
];

// ---- Pruna --------------------------------------------------------------------------------

export const prunaAi: LibrarySnippets = (model) => {
	const tag = taskOf(model);
	return [
		program((o) => {
			o.add(pip("pruna"));
			if (tag === "text-generation") o.add("from transformers import AutoTokenizer");
			o.add("from pruna import PrunaModel");
			o.blank();
			o.add(`model = PrunaModel.from_pretrained(${pyId(model)}${remoteCode(model)})`);
			if (tag === "text-to-image") {
				o.add(`image = model(${py.str(DIFFUSERS_PROMPTS.textToImage)}).images[0]`);
				o.add('image.save("image.png")');
			} else if (tag === "text-generation") {
				o.add("# The smashed repository ships the tokenizer; PrunaModel forwards generate() to the wrapped model.");
				o.add(`tokenizer = AutoTokenizer.from_pretrained(${pyId(model)}${remoteCode(model)})`);
				o.add(`inputs = tokenizer(${py.str(widgetText(model, "Once upon a time,"))}, return_tensors="pt")`);
				o.add(`outputs = model.generate(**inputs, max_new_tokens=${MAX_NEW_TOKENS})`);
				o.add("print(tokenizer.decode(outputs[0], skip_special_tokens=True))");
			} else {
				o.add("# The smashed model is called exactly like the original model it wraps.");
				o.add("print(model)");
			}
		}),
	];
};

export const DIFFUSERS_SNIPPETS: Record<string, LibrarySnippets> = {
	diffusers,
	diffusionkit,
	sana,
	ltx,
	"pruna-ai": prunaAi,
};
