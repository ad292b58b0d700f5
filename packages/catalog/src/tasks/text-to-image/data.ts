import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Text-to-image generates a picture from a written description. The input is a prompt, sometimes with settings such as size, seed or a negative prompt, and the output is one or more images. It is used for illustration, concept art, advertising mock-ups and making training data.",
	datasets: [
		{ id: "red_caps", description: "Twelve million image-caption pairs from Reddit, covering many everyday subjects." },
		{
			id: "conceptual_captions",
			description: "About 3.3 million web images with cleaned alt-text captions.",
		},
		{
			id: "Spawning/PD12M",
			description:
				"Twelve million public-domain images with captions, for training generators on openly licensed data.",
		},
	],
	metrics: [
		{
			id: "IS",
			description: "Inception score: higher when a classifier sees clear, confident and varied classes in the images.",
		},
		{
			id: "FID",
			description: "Fréchet Inception Distance between features of generated and real images; lower is more realistic.",
		},
		{
			id: "R-Precision",
			description:
				"How often the prompt is ranked first among distractor texts when retrieved with the generated image.",
		},
	],
	models: [
		{
			id: "black-forest-labs/FLUX.1-Krea-dev",
			description: "A FLUX.1 model tuned with Krea for natural, photographic images without the usual AI look.",
		},
		{
			id: "Qwen/Qwen-Image",
			description:
				"Qwen-Image, a 20-billion-parameter model that is strong at drawing legible text, including Chinese.",
		},
		{
			id: "ByteDance/SDXL-Lightning",
			description: "SDXL distilled so that it makes a 1024-pixel image in one to eight steps.",
		},
		{
			id: "ByteDance/Hyper-SD",
			description: "LoRAs that let Stable Diffusion and FLUX models produce images in very few steps.",
		},
	],
	spaces: [
		{
			id: "stabilityai/stable-diffusion-3-medium",
			description: "Generates images from prompts with Stable Diffusion 3 Medium.",
		},
		{ id: "jbilcke-hf/ai-comic-factory", description: "Writes and draws a comic strip from a one-line story idea." },
		{ id: "multimodalart/flux-lora-lab", description: "Combines several FLUX LoRAs to mix styles in one image." },
		{
			id: "latent-consistency/lcm-lora-for-sdxl",
			description: "Shows SDXL making images in a few steps with a latent-consistency LoRA.",
		},
		{
			id: "multimodalart/LoraTheExplorer",
			description: "Browse a gallery of style LoRAs and generate with the one you pick.",
		},
		{
			id: "ArtGAN/Stable-Diffusion-ControlNet-WebUI",
			description: "Guides Stable Diffusion with edges, poses or depth through ControlNet.",
		},
		{ id: "InstantX/InstantID", description: "Generates new pictures of a person from a single photo of their face." },
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Prompt",
				content: "A red and white lighthouse on a rocky cliff at sunset, flat illustration",
			},
		],
		outputs: [{ type: "img", filename: "text-to-image-output.jpeg" }],
	},
	widgetModels: ["black-forest-labs/FLUX.1-dev"],
};
