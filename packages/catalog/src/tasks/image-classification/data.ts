import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Image classification assigns one label from a fixed set of classes to a whole image. The input is a picture and the output is a list of classes with confidence scores. It sorts product photos, flags defects on a production line and tags large photo libraries.",
	datasets: [
		{
			id: "ILSVRC/imagenet-1k",
			description:
				"The 1.28-million-image, 1,000-class ImageNet benchmark most backbones report accuracy on (gated, research terms).",
		},
		{
			id: "uoft-cs/cifar100",
			description: "60,000 small colour images in 100 fine-grained classes that are grouped into 20 superclasses.",
		},
		{
			id: "zalando-datasets/fashion_mnist",
			description:
				"Greyscale 28×28 photos of clothing articles from Zalando in ten categories, a drop-in harder MNIST.",
		},
	],
	metrics: [
		{ id: "accuracy", description: "The share of images whose predicted class is the correct one." },
		{
			id: "recall",
			description: "For one class, the share of its images that the model found; averaged over classes for a summary.",
		},
		{
			id: "precision",
			description: "For one class, the share of images predicted as that class that really belong to it.",
		},
		{ id: "f1", description: "The harmonic mean of precision and recall, useful when classes are unbalanced." },
	],
	models: [
		{
			id: "timm/eva02_large_patch14_448.mim_m38m_ft_in22k_in1k",
			description: "EVA-02 Large at 448 pixels, among the most accurate open ImageNet classifiers (about 90% top-1).",
		},
		{
			id: "facebook/dinov3-vitl16-pretrain-lvd1689m",
			description:
				"A self-supervised DINOv3 backbone whose features make strong classifiers with only a linear layer on top.",
		},
		{
			id: "timm/convnext_base.fb_in22k_ft_in1k",
			description:
				"ConvNeXt Base pretrained on ImageNet-22k, a dependable convolutional starting point for fine-tuning.",
		},
		{
			id: "google/vit-base-patch16-224",
			description:
				"The base Vision Transformer fine-tuned on ImageNet-1k at 224 pixels, widely supported by servers and runtimes.",
		},
		{
			id: "google/siglip2-base-patch16-224",
			description: "SigLIP 2 scores an image against class names you write in any of many languages, with no training.",
		},
		{
			id: "timm/mobilenetv4_conv_small.e2400_r224_in1k",
			description: "MobileNetV4 Small, under four million parameters, for phones and CPUs.",
		},
		{
			id: "timm/mobilenetv3_large_100.ra_in1k",
			description: "MobileNetV3 Large, a small classic that every mobile and edge runtime can convert.",
		},
	],
	spaces: [
		{
			id: "timm/leaderboard",
			description: "Compares the ImageNet accuracy and speed of hundreds of pretrained timm models.",
		},
	],
	demo: {
		inputs: [{ type: "img", filename: "image-classification-input.jpeg" }],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "tabby cat", score: 0.62 },
					{ label: "tiger cat", score: 0.21 },
					{ label: "Egyptian cat", score: 0.09 },
					{ label: "lynx", score: 0.03 },
				],
			},
		],
	},
	widgetModels: ["google/vit-base-patch16-224"],
	reviewedOn: "2026-11-23",
	freshnessMonths: 18,
	recommendedModel: "google/vit-base-patch16-224",
	benchmark: {
		dataset: "ILSVRC/imagenet-1k",
		split: "validation",
		metric: "top_1_accuracy",
		label: "ImageNet-1k validation, top-1 % (timm)",
		url: "https://github.com/huggingface/pytorch-image-models/tree/main/results",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "timm/mobilenetv4_conv_small.e2400_r224_in1k",
			why: "Under four million parameters and a few milliseconds per image on a laptop CPU.",
		},
		{
			pick: "multilingual",
			modelId: "google/siglip2-base-patch16-224",
			why: "It takes the class names as text, in many languages, so new labels need no retraining.",
		},
		{
			pick: "quality",
			modelId: "timm/eva02_large_patch14_448.mim_m38m_ft_in22k_in1k",
			why: "Its ImageNet accuracy is at the top of the open checkpoints, at the cost of 448-pixel inputs and 300 million parameters.",
		},
		{
			pick: "permissive",
			modelId: "timm/convnext_base.fb_in22k_ft_in1k",
			why: "Apache 2.0 weights that fine-tune well on small datasets.",
		},
	],
	guidance: [
		{
			heading: "Variants",
			paragraphs: [
				"Single-label classification picks one class per image; multi-label classification gives each class its own yes-or-no score, which is what tagging needs. Fine-grained classification separates close classes such as bird species or car models, and usually needs higher resolution. Zero-shot classification compares the image with class names written as text, so the label set can change without training (see zero-shot image classification).",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"If your classes are in ImageNet, an ImageNet checkpoint may do as it is. Most real projects have their own labels, so the real question is which backbone to fine-tune. A convolutional network such as ConvNeXt or MobileNet copes well with a few hundred images per class and runs everywhere; a Vision Transformer or EVA-02 gains more from larger datasets and higher resolution. A frozen self-supervised backbone such as DINOv3 with a linear layer trained on top is a quick, cheap baseline that is often hard to beat when labelled data is scarce.",
				"Check the input size in the table: a model trained at 448 pixels costs about four times the compute of one at 224. For phones, browsers and embedded boards, start from MobileNet-class models and export to ONNX or a mobile runtime. Check the licence as well: some popular checkpoints, including parts of the ConvNeXt V2 and DINOv3 releases, carry research or custom terms.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Use the preprocessing the checkpoint was trained with (resize, crop, mean and standard deviation); the image processor or timm's data config reproduces it. Unbalanced classes make accuracy look good while rare classes fail, so read per-class recall. Models confidently assign out-of-distribution images to some class; if unknown inputs are possible, add an 'other' class or a confidence threshold calibrated on held-out data. Near-duplicate images split across train and test inflate scores.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"Top-1 accuracy is the headline on balanced benchmarks. On your own data, macro-averaged F1 or per-class precision and recall say more, because they weight rare classes equally. For multi-label tagging, report mean average precision over classes. Measure latency and memory at the batch size you will serve, since the accuracy gap between two backbones is often smaller than their cost gap.",
				"A general vision-language model can label images from an instruction and explain its answer, which helps when labels are open-ended or data is tiny, but it is far slower and costlier per image than a fine-tuned classifier and harder to calibrate.",
			],
		},
	],
	resources: [
		{
			title: "Transformers image classification guide",
			url: "https://huggingface.co/docs/transformers/tasks/image_classification",
			kind: "docs",
		},
		{ title: "timm documentation", url: "https://huggingface.co/docs/timm/index", kind: "docs" },
		{ title: "An Image is Worth 16x16 Words (ViT)", url: "https://arxiv.org/abs/2010.11929", kind: "paper" },
		{ title: "DINOv3", url: "https://arxiv.org/abs/2508.10104", kind: "paper" },
		{ title: "timm ImageNet results", url: "https://huggingface.co/spaces/timm/leaderboard", kind: "leaderboard" },
	],
	youtubeId: "tjAIM7BOYhw",
};
