import { GEDIT_BENCH_EN } from "../benchmarks.js";
import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Image-to-image transforms a source picture into a new one while keeping its content recognisable. The input is an image, often with a text instruction or a control signal such as a mask or depth map, and the output is an edited image. Typical uses are relighting, super-resolution, inpainting, style transfer, virtual try-on and instruction-based photo editing.",
	datasets: [
		{
			id: "timbrooks/instructpix2pix-clip-filtered",
			description: "About 300,000 before-and-after image pairs with the written edit instruction that links them.",
		},
		{
			id: "huggan/CelebA-faces",
			description: "Photos of celebrity faces, a common set for face editing and image translation.",
		},
		{
			id: "Spawning/PD12M",
			description: "Twelve million public-domain images with captions, safe to train on without licence questions.",
		},
	],
	metrics: [
		{
			id: "PSNR",
			description:
				"Peak signal-to-noise ratio between the output and a reference image, in decibels; higher is closer.",
		},
		{
			id: "SSIM",
			description: "Structural similarity, which compares local brightness, contrast and structure with a reference.",
		},
		{
			id: "LPIPS",
			description:
				"Perceptual distance between output and reference measured with deep features; lower looks more alike.",
		},
		{
			id: "Human preference (Elo)",
			description: "Ratings from blind pairwise votes between two models' edits of the same image and instruction.",
		},
	],
	models: [
		{
			id: "Qwen/Qwen-Image-Edit",
			description:
				"A 20-billion-parameter editor that changes a photo from a written instruction, including text in the image, under Apache 2.0.",
		},
		{
			id: "black-forest-labs/FLUX.1-Kontext-dev",
			description:
				"An editing model that changes a picture from a plain-language request while keeping the rest intact.",
		},
		{
			id: "black-forest-labs/FLUX.1-Fill-dev",
			description: "Inpainting and outpainting with FLUX.1: fills a masked area so that it follows a prompt.",
		},
		{
			id: "timbrooks/instruct-pix2pix",
			description: "The first widely used instruction editor, small and MIT-licensed, built on Stable Diffusion 1.5.",
		},
		{
			id: "OmniGen2/OmniGen2",
			description:
				"OmniGen2, an open unified model under Apache 2.0 that edits a photo from an instruction and also generates new images.",
		},
		{ id: "fal/AuraSR-v2", description: "A GAN-based upscaler that enlarges images four times in a single pass." },
		{
			id: "caidas/swin2SR-classical-sr-x2-64",
			description: "A small Swin transformer that doubles image resolution, fast enough for a CPU.",
		},
	],
	spaces: [
		{ id: "black-forest-labs/FLUX.1-Kontext-Dev", description: "Edit an uploaded image by typing what should change." },
		{
			id: "lllyasviel/iclight-v2-vary",
			description: "IC-Light v2 relights a subject to match a new background or light.",
		},
		{
			id: "jasperai/Flux.1-dev-Controlnet-Upscaler",
			description: "Upscales low-resolution pictures with a FLUX.1 ControlNet.",
		},
	],
	demo: {
		inputs: [{ type: "img", filename: "image-to-image-input.jpeg", label: "Daytime photo" }],
		outputs: [{ type: "img", filename: "image-to-image-output.png", label: "Relit at night" }],
	},
	widgetModels: ["Qwen/Qwen-Image-Edit"],
	reviewedOn: "2026-11-23",
	freshnessMonths: 18,
	recommendedModel: "Qwen/Qwen-Image-Edit",
	benchmark: GEDIT_BENCH_EN,
	bestFor: [
		{
			pick: "small",
			modelId: "caidas/swin2SR-classical-sr-x2-64",
			why: "About twelve million parameters for 2x super-resolution without a GPU.",
		},
		{
			pick: "multilingual",
			modelId: "Qwen/Qwen-Image-Edit",
			why: "It takes instructions in Chinese or English and can edit text written in either language inside the image.",
		},
		{
			pick: "quality",
			modelId: "Qwen/Qwen-Image-Edit",
			why: "Precise instruction edits that keep identity and layout, with strong results in public editing arenas. The one GEdit-Bench table the column reads does not include it, so it shows no figure there.",
		},
		{
			pick: "permissive",
			modelId: "Qwen/Qwen-Image-Edit",
			why: "Apache 2.0, where the FLUX.1 Kontext and Fill weights are for non-commercial use.",
		},
	],
	guidance: [
		{
			heading: "Variants",
			paragraphs: [
				"Image-to-image covers any task where a picture goes in and a picture comes out. Instruction editing changes an image from a sentence such as 'make it winter'. Inpainting fills a masked region and outpainting extends the canvas. Controlled generation keeps the structure of an input, such as edges, depth or a pose, and repaints everything else. Restoration tasks, such as super-resolution, denoising, deblurring and colourisation, aim to recover a faithful version rather than a creative one. Specialised models handle relighting, virtual try-on and style transfer.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"Decide whether you want a faithful or a creative result. Upscalers and restoration models should not invent content, and are small and fast; generative editors produce convincing changes but may alter details you wanted to keep. For everyday edits from text, the large instruction editors are the most capable and also the most demanding, needing 24 GB or more of GPU memory unless quantised; hosted providers serve the popular ones. For precise local changes, inpainting with a mask gives more control than an instruction. For a consistent look across many images, use a control model or a LoRA rather than re-describing the style each time.",
				"Check licences before commercial use: several FLUX.1 tools are for non-commercial use, while Qwen-Image-Edit, InstructPix2Pix and the upscalers here are permissive.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Editors drift: faces change identity, text gets rewritten and colours shift across repeated edits, so edit from the original where possible. Input resolution and aspect ratio are often changed to what the model expects; resize back and check the borders. Generative upscalers invent texture that looks real but is not, which matters for documents, evidence and medical images. Edits of real people can mislead; follow the law where you publish and label altered photos.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"Restoration is scored against a reference image with PSNR and SSIM, which reward pixel accuracy, and LPIPS, which tracks perceived similarity better. Editing has no single reference, so benchmarks check whether the instruction was followed and whether unedited regions were preserved, often with a vision-language model as judge, and arenas collect human preferences. Test on your own images and instructions before choosing.",
				"If you only need to describe what should change, or generate a new image loosely inspired by the input, a chat model with image output may be simpler; for precise, repeatable edits, a dedicated editor is more reliable.",
			],
		},
	],
	resources: [
		{
			title: "Diffusers image-to-image guide",
			url: "https://huggingface.co/docs/diffusers/using-diffusers/img2img",
			kind: "docs",
		},
		{
			title: "Diffusers inpainting guide",
			url: "https://huggingface.co/docs/diffusers/using-diffusers/inpaint",
			kind: "docs",
		},
		{ title: "InstructPix2Pix", url: "https://arxiv.org/abs/2211.09800", kind: "paper" },
		{ title: "FLUX.1 Kontext", url: "https://arxiv.org/abs/2506.15742", kind: "paper" },
		{ title: "LMArena image edit leaderboard", url: "https://lmarena.ai/leaderboard/image-edit", kind: "leaderboard" },
	],
};
