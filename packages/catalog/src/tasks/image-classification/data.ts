import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Image classification assigns one label from a fixed set of classes to a whole image. The input is a picture and the output is a list of classes with confidence scores. It sorts product photos, flags defects on a production line and tags large photo libraries.",
	datasets: [
		{
			id: "cifar100",
			description: "60,000 small colour images in 100 fine-grained classes that are grouped into 20 superclasses.",
		},
		{
			id: "fashion_mnist",
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
			id: "google/vit-base-patch16-224",
			description:
				"The base Vision Transformer, pretrained on ImageNet-21k and fine-tuned on ImageNet-1k at 224 pixels.",
		},
		{
			id: "facebook/deit-base-distilled-patch16-224",
			description: "DeiT, a Vision Transformer trained on ImageNet alone with a distillation token taught by a CNN.",
		},
		{
			id: "facebook/convnext-large-224",
			description: "ConvNeXt, a convolutional network modernised with transformer design choices, at its large size.",
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
	youtubeId: "tjAIM7BOYhw",
};
