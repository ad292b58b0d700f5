import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Zero-shot image classification sorts an image into classes that the model never saw during training. The input is an image and a list of candidate labels written as text, and the output is a score for each label. Because the labels can change at every call, it suits quick prototypes, content moderation and tagging with an evolving vocabulary.",
	datasets: [],
	metrics: [
		{
			id: "top-K accuracy",
			description: "The share of images whose true label is among the K highest-scoring candidate labels.",
		},
	],
	models: [
		{
			id: "visheratin/mexma-siglip",
			description: "A multilingual image-text model that pairs the MEXMA text encoder with a SigLIP image encoder.",
		},
		{
			id: "google/siglip2-base-patch16-224",
			description:
				"SigLIP 2, a CLIP-style model trained with a sigmoid loss and extra objectives for better localisation.",
		},
		{
			id: "intfloat/mmE5-mllama-11b-instruct",
			description:
				"A multimodal, multilingual embedding model built on Llama 3.2 Vision that embeds images and texts together.",
		},
		{
			id: "jinaai/jina-clip-v2",
			description: "Jina CLIP v2, a multilingual image-text embedding model that also handles long texts.",
		},
		{
			id: "microsoft/BiomedCLIP-PubMedBERT_256-vit_base_patch16_224",
			description: "BiomedCLIP, trained on figure-caption pairs from biomedical papers, for medical images.",
		},
	],
	spaces: [
		{
			id: "pharma/CLIP-Interrogator",
			description: "Finds a text description of an image by scoring many phrases with CLIP.",
		},
		{
			id: "merve/compare_clip_siglip",
			description: "Scores the same image and labels with CLIP and SigLIP side by side.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "zero-shot-image-classification-input.jpeg" },
			{ type: "text", label: "Candidate labels", content: "cat, dog, bird" },
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "cat", score: 0.93 },
					{ label: "dog", score: 0.05 },
					{ label: "bird", score: 0.02 },
				],
			},
		],
	},
	widgetModels: ["google/siglip-so400m-patch14-224"],
};
