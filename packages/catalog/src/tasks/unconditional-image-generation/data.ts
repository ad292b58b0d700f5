import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Unconditional image generation produces new images that look like the data a model was trained on, without any prompt. The only inputs are settings such as a random seed and the number of images, and the result is a single image or a batch of them. It is used to make synthetic training data, explore a dataset's variety and study generative models.",
	datasets: [
		{
			id: "uoft-cs/cifar10",
			description: "60,000 small 32×32 colour images in 10 classes, the quick test bed for new generators.",
		},
		{
			id: "huggan/smithsonian_butterflies_subset",
			description: "A thousand butterfly photos from the Smithsonian, small enough to train a generator on one GPU.",
		},
	],
	metrics: [
		{
			id: "FID",
			description:
				"Fréchet Inception Distance between generated and real images; the lower, the closer to the real data.",
		},
		{
			id: "Inception score",
			description:
				"Rewards samples that a pretrained classifier finds clearly recognisable and spread across many classes.",
		},
		{
			id: "Precision and recall",
			description:
				"Precision counts how many samples look like real data (quality), and recall how much of the real variety they cover.",
		},
	],
	models: [
		{
			id: "google/ddpm-cifar10-32",
			description: "The original denoising diffusion model trained on 32×32 CIFAR-10 images, 36 million parameters.",
		},
		{
			id: "google/ddpm-celebahq-256",
			description: "A denoising diffusion model that generates 256×256 faces in the style of CelebA-HQ.",
		},
		{
			id: "google/ddpm-church-256",
			description: "DDPM trained on LSUN church exteriors at 256×256.",
		},
		{
			id: "google/ddpm-bedroom-256",
			description: "DDPM trained on LSUN bedrooms at 256×256.",
		},
		{
			id: "google/ddpm-cat-256",
			description: "DDPM trained on LSUN cat photos at 256×256.",
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
	widgetModels: ["google/ddpm-cifar10-32"],
	reviewedOn: "2026-11-23",
	freshnessMonths: 60,
	recommendedModel: "google/ddpm-cifar10-32",
	noSharedBenchmark:
		"each pick is trained on, and its FID measured against, its own dataset (CIFAR-10, CelebA-HQ, LSUN churches, bedrooms or cats), so the figures do not compare across them.",
	bestFor: [
		{
			pick: "small",
			modelId: "google/ddpm-cifar10-32",
			why: "Tiny images and 36 million parameters: it samples on a CPU, slowly, and trains on one GPU.",
		},
		{
			pick: "quality",
			modelId: "google/ddpm-celebahq-256",
			why: "The most convincing of these checkpoints at 256 pixels, on the narrow domain of aligned faces.",
		},
		{
			pick: "permissive",
			modelId: "google/ddpm-church-256",
			why: "Apache 2.0 like all the DDPM checkpoints, and a clean example of a scene rather than a face model.",
		},
	],
	guidance: [
		{
			heading: "A research task, honestly",
			paragraphs: [
				"Unconditional generators learn one image distribution, such as faces, churches or butterflies, and sample new members of it with no prompt. Few new open checkpoints appear for this tag: research has moved to class-conditional models on ImageNet (DiT, SiT and their successors) and to text-to-image, and the public checkpoints are mostly the 2020-era DDPM models listed here. They remain the right tool for learning how diffusion works, for synthetic data in a narrow domain and for benchmarking new samplers, which is why this page promises only five-year freshness.",
				"The main families are diffusion models (DDPM, latent diffusion, consistency models), GANs such as StyleGAN, which sample in one step and still win on speed in narrow domains, and autoregressive or flow-matching models.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"If you need images of a specific domain, you will usually train your own model; the diffusers training example gets a small DDPM running on a few thousand images with one GPU. Use a latent diffusion model for resolutions above 256 pixels, since denoising in pixel space grows expensive fast. If you just need varied pictures, a text-to-image model with a fixed generic prompt is far stronger than any unconditional checkpoint.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Small datasets get memorised: check samples against their nearest training images before using them as synthetic data, especially with faces. Sampling with the full thousand DDPM steps is slow; switch to a faster scheduler such as DDIM or DPM-Solver with 25 to 50 steps. Face datasets carry the biases and consent questions of their sources.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"FID is the standard: it compares Inception feature statistics of about 50,000 samples with the real set. It is sensitive to sample count, image resizing and the exact implementation, so only compare numbers computed the same way. The Inception score ignores the real data and suits only ImageNet-like classes. Precision and recall separate sample quality from coverage, revealing a model that produces a few good images again and again.",
			],
		},
	],
	resources: [
		{ title: "Denoising Diffusion Probabilistic Models", url: "https://arxiv.org/abs/2006.11239", kind: "paper" },
		{
			title: "Diffusers unconditional training example",
			url: "https://huggingface.co/docs/diffusers/tutorials/basic_training",
			kind: "docs",
		},
		{
			title: "Improved Precision and Recall Metric for Assessing Generative Models",
			url: "https://arxiv.org/abs/1904.06991",
			kind: "paper",
		},
		{
			title: "Scalable Diffusion Models with Transformers (DiT)",
			url: "https://arxiv.org/abs/2212.09748",
			kind: "paper",
		},
	],
};
