import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Image feature extraction turns a picture into a vector of numbers (an embedding) that captures what it shows. The input is an image and the output is one vector per image, or one per patch. The vectors power image search, deduplication, clustering, and serve as the frozen backbone of lighter classifiers.",
	datasets: [
		{
			id: "imagenet-1k",
			description:
				"1.28 million training photos in 1,000 object classes, the usual set for pretraining and probing backbones.",
		},
	],
	metrics: [],
	models: [
		{
			id: "timm/vit_large_patch14_dinov2.lvd142m",
			description:
				"DINOv2 ViT-L/14 trained without labels on 142 million curated images; strong general-purpose features.",
		},
		{
			id: "nvidia/MambaVision-T-1K",
			description:
				"A small hybrid backbone from NVIDIA that mixes Mamba blocks with self-attention, trained on ImageNet-1k.",
		},
		{
			id: "facebook/dino-vitb16",
			description:
				"The original self-supervised DINO ViT-B/16, whose attention maps separate objects without any labels.",
		},
		{
			id: "apple/aimv2-large-patch14-336-distilled",
			description:
				"An AIMv2 vision encoder, pretrained by predicting image patches and text together, distilled at 336 pixels.",
		},
		{
			id: "OpenGVLab/InternViT-6B-448px-V1-2",
			description: "A six-billion-parameter vision encoder from the InternVL project, taking 448-pixel inputs.",
		},
	],
	spaces: [
		{
			id: "timm/leaderboard",
			description: "Lists timm backbones with their accuracy and throughput, to pick an encoder for your budget.",
		},
	],
	demo: {
		inputs: [{ type: "img", filename: "image-feature-extraction-input.jpeg" }],
		outputs: [
			{
				type: "tabular",
				label: "Image embedding (1,024 values)",
				table: [
					["dim 0", "dim 1", "dim 2", "dim 3", "…", "dim 1023"],
					["0.0412", "-1.2137", "0.5586", "2.0091", "…", "-0.3378"],
				],
			},
		],
	},
	widgetModels: [],
};
