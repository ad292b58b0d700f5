import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Zero-shot image classification sorts an image into classes that the model never saw during training. The input is an image and a list of candidate labels written as text, and the output is a score for each label. Because the labels can change at every call, it suits quick prototypes, content moderation and tagging with an evolving vocabulary.",
	datasets: [
		{
			id: "clip-benchmark/wds_imagenet1k",
			description: "The ImageNet validation set in the form the CLIP benchmark uses to score zero-shot accuracy.",
		},
		{
			id: "nlphuji/flickr30k",
			description: "31,000 photos with five captions each, the usual test of image-text retrieval.",
		},
	],
	metrics: [
		{
			id: "accuracy",
			description: "Zero-shot top-1 accuracy: the share of images whose true label gets the highest score.",
		},
		{
			id: "top-5 accuracy",
			description: "The share of images whose true label is among the five highest-scoring candidates.",
		},
		{
			id: "recall",
			description:
				"Recall@K of image-to-text and text-to-image retrieval, which tests the same shared embedding space.",
		},
	],
	models: [
		{
			id: "google/siglip2-so400m-patch14-384",
			description:
				"SigLIP 2 with the 400-million-parameter vision tower at 384 pixels, among the most accurate open image-text models.",
		},
		{
			id: "google/siglip2-base-patch16-224",
			description: "SigLIP 2 base at 224 pixels, multilingual and small enough for CPU serving.",
		},
		{
			id: "facebook/PE-Core-L14-336",
			description:
				"Meta's Perception Encoder Core L/14, a contrastive image-text model with strong zero-shot accuracy.",
		},
		{
			id: "google/siglip-so400m-patch14-384",
			description: "The first SigLIP so400m, widely used as the vision tower of open VLMs.",
		},
		{
			id: "laion/CLIP-ViT-H-14-laion2B-s32B-b79K",
			description: "OpenCLIP ViT-H/14 trained on LAION-2B, a fully open reproduction of CLIP at large scale.",
		},
		{
			id: "openai/clip-vit-large-patch14",
			description: "OpenAI's CLIP ViT-L/14, the original reference that most tools and tutorials still support.",
		},
		{
			id: "openai/clip-vit-base-patch32",
			description: "CLIP ViT-B/32, about 150 million parameters, the cheapest way to try zero-shot labels on a CPU.",
		},
	],
	spaces: [
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
	widgetModels: ["google/siglip2-base-patch16-224", "openai/clip-vit-large-patch14"],
	reviewedOn: "2026-11-23",
	freshnessMonths: 24,
	recommendedModel: "google/siglip2-base-patch16-224",
	benchmark: {
		dataset: "ILSVRC/imagenet-1k",
		config: "zero-shot",
		metric: "top_1_accuracy",
		label: "ImageNet-1k zero-shot, top-1 (0–1, open_clip)",
		url: "https://github.com/mlfoundations/open_clip/blob/main/docs/openclip_results.csv",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "openai/clip-vit-base-patch32",
			why: "Its 32-pixel patches make it the fastest model here on a CPU, at a clear cost in accuracy.",
		},
		{
			pick: "multilingual",
			modelId: "google/siglip2-base-patch16-224",
			why: "SigLIP 2 was trained on captions in many languages with a multilingual tokenizer, so labels need not be English.",
		},
		{
			pick: "quality",
			modelId: "google/siglip2-so400m-patch14-384",
			why: "The highest zero-shot accuracy among the models here, at a size one GPU serves easily.",
		},
		{
			pick: "permissive",
			modelId: "facebook/PE-Core-L14-336",
			why: "Apache 2.0 weights that compete with SigLIP 2 on accuracy.",
		},
	],
	guidance: [
		{
			heading: "How it works, and its variants",
			paragraphs: [
				"A contrastive image-text model embeds the picture and each candidate label into one shared space and ranks the labels by similarity. CLIP trains this with a softmax over the batch; SigLIP replaces it with an independent sigmoid per pair, which trains more cheaply and gives scores that do not depend on how many labels you pass. The same models serve multi-label tagging (keep every label over a threshold), single-label classification (take the best) and retrieval (rank images for one text).",
				"Domain versions exist for medicine, remote sensing and retail; a general model may miss the vocabulary of such fields, so try one if your images are far from web photos.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"Accuracy grows with both the vision tower and the input resolution, so a so400m model at 384 pixels is the strong choice when a GPU is available and a base model at 224 pixels the frugal one. For labels in languages other than English, use SigLIP 2 or another model trained on multilingual captions. If the label list is fixed and you can collect a few hundred examples per class, a small classifier trained on the embeddings (or a fine-tuned image classifier) usually beats zero-shot scoring.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Wording matters a lot. Wrap labels in a short template such as 'a photo of a {label}', average several templates for robustness, and avoid labels that overlap ('car' against 'vehicle'). CLIP-style softmax scores always sum to one, so the best label looks confident even when none of them fits; add a 'something else' label or use SigLIP's independent scores with a threshold tuned on your data. Check the processor's text padding: SigLIP models expect labels padded to a fixed length, and getting this wrong silently lowers accuracy.",
			],
		},
		{
			heading: "Metrics, and when a VLM fits better",
			paragraphs: [
				"Published zero-shot ImageNet accuracy is a fair first filter, but the spread between models on your own labels can be quite different; label fifty images per class and measure accuracy on them. Retrieval recall is the figure to watch if you will search rather than classify.",
				"When the answer needs reasoning, reading text in the image or counting, a vision-language model that answers a question does better than similarity scoring, at a much higher cost per image.",
			],
		},
	],
	resources: [
		{ title: "SigLIP 2", url: "https://arxiv.org/abs/2502.14786", kind: "paper" },
		{
			title: "Learning Transferable Visual Models From Natural Language Supervision (CLIP)",
			url: "https://arxiv.org/abs/2103.00020",
			kind: "paper",
		},
		{ title: "OpenCLIP", url: "https://github.com/mlfoundations/open_clip", kind: "tool" },
		{
			title: "Transformers zero-shot image classification guide",
			url: "https://huggingface.co/docs/transformers/tasks/zero_shot_image_classification",
			kind: "docs",
		},
	],
};
