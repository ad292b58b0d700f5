import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Image-to-image transforms a source picture into a new one while keeping its content recognisable. The input is an image, often with a text instruction or a control signal such as a mask or depth map, and the output is an edited image. Typical uses are relighting, super-resolution, inpainting, style transfer, virtual try-on and instruction-based photo editing.",
	datasets: [
		{
			id: "VIDIT",
			description: "Rendered scenes shown under many light directions and colour temperatures, made for relighting.",
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
			id: "IS",
			description: "Inception score, which rewards outputs that a classifier finds both recognisable and varied.",
		},
	],
	models: [
		{ id: "fal/AuraSR-v2", description: "A GAN-based upscaler that enlarges generated images four times." },
		{
			id: "black-forest-labs/FLUX.1-Kontext-dev",
			description:
				"An editing model that changes a picture from a plain-language request while keeping the rest intact.",
		},
		{
			id: "yisol/IDM-VTON",
			description: "Virtual try-on: dresses the person in a photo in a garment from another photo.",
		},
		{
			id: "kontext-community/relighting-kontext-dev-lora-v3",
			description: "A LoRA for FLUX.1 Kontext that relights a photo under the lighting you describe.",
		},
		{
			id: "black-forest-labs/FLUX.1-Fill-dev",
			description: "Inpainting and outpainting with FLUX.1: fills a masked area so that it follows a prompt.",
		},
		{
			id: "black-forest-labs/FLUX.1-Depth-dev-lora",
			description: "A LoRA that makes FLUX.1 follow a depth map, keeping a scene's layout while changing its look.",
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
	widgetModels: ["Qwen/Qwen-Image"],
};
