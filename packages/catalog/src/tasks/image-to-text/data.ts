import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Image-to-text models read an image and write text about it. The input is a picture and the output is a caption, a detailed description or, for documents, a transcription of the text on the page (OCR). They make images accessible with alt text, index photos for search and digitise scanned documents.",
	datasets: [
		{
			id: "red_caps",
			description: "Twelve million image-caption pairs posted on Reddit, spread over hundreds of subreddits.",
		},
		{
			id: "conceptual_captions",
			description: "About 3.3 million web images with alt-text captions, cleaned and made more general.",
		},
	],
	metrics: [],
	models: [
		{
			id: "allenai/olmOCR-7B-0725",
			description: "A vision-language model tuned to turn pages of PDFs and scans into clean plain text.",
		},
		{
			id: "fancyfeast/llama-joycaption-beta-one-hf-llava",
			description:
				"JoyCaption, an open captioner that writes long, detailed descriptions, for example to train image generators.",
		},
	],
	spaces: [
		{ id: "multimodalart/OmniSVG-3B", description: "Turns a picture or a description into SVG vector graphics code." },
		{
			id: "numind/NuMarkdown-8B-Thinking",
			description: "Converts document images into Markdown with an OCR model that reasons before answering.",
		},
		{ id: "fancyfeast/joy-caption-beta-one", description: "Captions uploaded images in several styles and lengths." },
	],
	demo: {
		inputs: [{ type: "img", filename: "savanna.jpg" }],
		outputs: [
			{
				type: "text",
				label: "Caption",
				content: "A giraffe standing next to an acacia tree on the savanna at sunset.",
			},
		],
	},
	widgetModels: ["Salesforce/blip-image-captioning-large"],
};
