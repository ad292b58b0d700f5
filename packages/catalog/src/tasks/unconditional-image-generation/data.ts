import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Unconditional image generation produces new images that look like the data a model was trained on, without any prompt. The only inputs are settings such as a random seed and the number of images, and the output is one or more images. It is used to make synthetic training data, explore a dataset's variety and study generative models.",
	datasets: [
		{
			id: "cifar100",
			description: "60,000 small 32×32 colour images in 100 classes, a quick test bed for generators.",
		},
		{
			id: "CelebA",
			description: "More than 200,000 celebrity face photos with 40 attribute labels such as smiling or glasses.",
		},
	],
	metrics: [
		{
			id: "Inception score (IS)",
			description:
				"Rewards samples that a pretrained classifier finds clearly recognisable and spread across many classes.",
		},
		{
			id: "Fréchet Inception Distance (FID)",
			description: "Compares feature statistics of generated and real images; the lower, the closer to the real data.",
		},
	],
	models: [
		{
			id: "google/ddpm-cifar10-32",
			description: "The original denoising diffusion model trained on 32×32 CIFAR-10 images.",
		},
		{
			id: "google/ddpm-celebahq-256",
			description: "A denoising diffusion model that generates 256×256 faces in the style of CelebA-HQ.",
		},
	],
	spaces: [
		{
			id: "CompVis/celeba-latent-diffusion",
			description: "Generates face portraits with a latent diffusion model trained on CelebA-HQ.",
		},
	],
	demo: {
		inputs: [
			{ type: "text", label: "Seed", content: "42" },
			{ type: "text", label: "Number of images", content: "1" },
		],
		outputs: [{ type: "img", filename: "unconditional-image-generation-output.jpeg" }],
	},
	widgetModels: [],
};
