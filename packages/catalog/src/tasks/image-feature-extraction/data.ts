import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Image feature extraction turns a picture into a vector of numbers (an embedding) that captures what it shows. The input is an image and the output is one vector per image, or one per patch. The vectors power image search, deduplication, clustering, and serve as the frozen backbone of lighter classifiers.",
	datasets: [
		{
			id: "ILSVRC/imagenet-1k",
			description:
				"1.28 million training photos in 1,000 object classes, the usual set for probing how good a backbone's features are.",
		},
	],
	metrics: [
		{
			id: "accuracy",
			description:
				"Linear-probe or k-nearest-neighbour accuracy on ImageNet: a simple classifier on frozen features, so it measures the features alone.",
		},
		{
			id: "recall",
			description: "Recall@K for image retrieval: how often a true match is among the K nearest neighbours.",
		},
		{
			id: "mean_iou",
			description: "Mean IoU of a light segmentation head on frozen patch features, which tests spatial detail.",
		},
	],
	models: [
		{
			id: "facebook/dinov3-vitl16-pretrain-lvd1689m",
			description:
				"DINOv3 ViT-L/16, distilled from Meta's 7B teacher: strong global and dense features without any labels.",
		},
		{
			id: "facebook/dinov3-vit7b16-pretrain-lvd1689m",
			description:
				"The 7-billion-parameter DINOv3 teacher, the most accurate self-supervised backbone, for GPU servers.",
		},
		{
			id: "facebook/dinov3-vits16-pretrain-lvd1689m",
			description: "DINOv3 ViT-S/16, about 22 million parameters, fast enough to embed images on a CPU.",
		},
		{
			id: "facebook/dinov2-base",
			description: "DINOv2 ViT-B/14, Apache-licensed and ungated, still a dependable default for search and probing.",
		},
		{
			id: "timm/vit_large_patch14_dinov2.lvd142m",
			description: "DINOv2 ViT-L/14 packaged for timm, handy when a training pipeline already uses timm backbones.",
		},
		{
			id: "facebook/PE-Spatial-G14-448",
			description:
				"Perception Encoder Spatial, a two-billion-parameter encoder tuned for dense, spatially precise features.",
		},
		{
			id: "nvidia/MambaVision-T-1K",
			description: "A 32-million-parameter hybrid of Mamba blocks and attention, trained with ImageNet labels.",
		},
		{
			id: "facebook/dino-vitb16",
			description: "The original 2021 DINO ViT-B/16, a baseline that shows how far self-supervised features have come.",
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
				label: "Image embedding (1,024 values, illustrative)",
				table: [
					["dim 0", "dim 1", "dim 2", "dim 3", "…", "dim 1023"],
					["0.0412", "-1.2137", "0.5586", "2.0091", "…", "-0.3378"],
				],
			},
		],
	},
	widgetModels: ["facebook/dinov2-base"],
	reviewedOn: "2026-11-23",
	freshnessMonths: 24,
	recommendedModel: "facebook/dinov3-vitl16-pretrain-lvd1689m",
	benchmark: {
		dataset: "ILSVRC/imagenet-1k",
		config: "linear-probe",
		split: "validation",
		metric: "top_1_accuracy",
		label: "ImageNet-1k linear probe on frozen features, top-1 % (authors' READMEs)",
		url: "https://huggingface.co/datasets/ILSVRC/imagenet-1k",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "facebook/dinov3-vits16-pretrain-lvd1689m",
			why: "It keeps most of DINOv3's feature quality at a size that embeds a photo in well under a second on a laptop CPU.",
		},
		{
			pick: "quality",
			modelId: "facebook/dinov3-vit7b16-pretrain-lvd1689m",
			why: "The largest self-supervised vision backbone with open weights, ahead of the distilled models on dense tasks.",
		},
		{
			pick: "permissive",
			modelId: "facebook/dinov2-base",
			why: "Apache 2.0 and ungated, unlike DINOv3, whose weights need an accepted licence.",
		},
	],
	guidance: [
		{
			heading: "Which kind of embedding",
			paragraphs: [
				"Backbones differ in what their training taught them to keep. Self-supervised models such as DINOv2 and DINOv3 learn from images alone; their vectors capture shape, texture and layout, and their patch tokens are good enough to segment or match parts of a scene. Image-text models such as CLIP, SigLIP and Perception Encoder learn from captions; their vectors group pictures by what a person would say about them, and they live in the same space as text, so they also answer text queries (see zero-shot image classification). Supervised backbones trained on labelled ImageNet, like MambaVision, are tuned to those thousand classes and transfer less evenly.",
				"Use the pooled vector (the class token or the mean of patches) for search, deduplication and clustering. Use the patch grid when location matters: correspondence, dense probing, or a segmentation head on top.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"Start from what you will compare. To find near-duplicates or the same object from another angle, a DINO model is usually best. To search photos with words, pick an image-text model instead. Then fit the size to your budget: a ViT-S embeds thousands of images per minute on a CPU, a ViT-L wants a GPU for large collections, and the 7B DINOv3 teacher is meant for offline indexing or as a source for distillation.",
				"Check the licence before you index millions of images: DINOv2 is Apache 2.0, DINOv3 uses Meta's own licence and a gated download, and some NVIDIA backbones are for non-commercial use only.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Preprocess exactly as the model was trained: the same resize, crop and normalisation, and a resolution that is a multiple of the patch size. Normalise vectors before cosine search and never compare vectors from two different models. Pooled features of self-supervised models are sensitive to crops and background, so a tight crop of the object often beats a bigger model. Store the model id and version with every index, because changing the backbone means re-embedding everything.",
			],
		},
		{
			heading: "Metrics, and when a VLM fits better",
			paragraphs: [
				"Benchmarks freeze the backbone and train only a small head, so linear-probe and k-NN accuracy measure the features themselves; dense probes such as segmentation mIoU show whether patches keep spatial detail. For your own use, build a small retrieval test from your images and measure recall at 10; it predicts success far better than an ImageNet figure.",
				"If what you need is a description, an answer to a question or a label from a changing list, a vision-language model or a zero-shot classifier will save you from training anything on top of the embeddings.",
			],
		},
	],
	resources: [
		{ title: "DINOv3", url: "https://arxiv.org/abs/2508.10104", kind: "paper" },
		{
			title: "DINOv2: Learning Robust Visual Features without Supervision",
			url: "https://arxiv.org/abs/2304.07193",
			kind: "paper",
		},
		{ title: "Perception Encoder", url: "https://arxiv.org/abs/2504.13181", kind: "paper" },
		{ title: "timm documentation", url: "https://huggingface.co/docs/timm/index", kind: "docs" },
	],
};
