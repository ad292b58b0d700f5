import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Visual question answering answers open questions about an image. The input is a picture and a question in natural language, and the output is a short answer, often chosen from a list of likely answers with scores. It helps describe scenes to people with low vision and lets users query charts and photos.",
	datasets: [
		{
			id: "Graphcore/vqa",
			description: "Open-ended questions about everyday photos, each answered by several people.",
		},
		{
			id: "facebook/textvqa",
			description: "Questions that can only be answered by reading the text that appears in the image.",
		},
	],
	metrics: [
		{
			id: "accuracy",
			description: "The share of answers that match the reference, counted against what several annotators said.",
		},
		{
			id: "wu-palmer similarity",
			description: "A score of how close the predicted and true answers are in the WordNet hierarchy of meanings.",
		},
	],
	models: [
		{
			id: "google/deplot",
			description: "A Pix2Struct model that turns a chart or plot into a data table for reasoning.",
		},
		{
			id: "google/matcha-base",
			description:
				"A Pix2Struct model pretrained on chart reading and maths reasoning, a base for questions about plots.",
		},
		{
			id: "google/pix2struct-ocrvqa-large",
			description: "A Pix2Struct model that answers questions about book covers, such as title or author.",
		},
	],
	spaces: [
		{
			id: "merve/pix2struct",
			description: "A demo of several Pix2Struct checkpoints answering questions about images.",
		},
		{ id: "nielsr/vilt-vqa", description: "A demo of ViLT answering questions about uploaded pictures." },
		{ id: "Salesforce/BLIP", description: "A demo of BLIP for captioning images and answering questions about them." },
		{
			id: "vumichien/Img2Prompt",
			description: "An app that answers questions about images by prompting a language model.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "elephant.jpeg" },
			{ type: "text", label: "Question", content: "What animal is this?" },
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "elephant", score: 0.94 },
					{ label: "rhino", score: 0.03 },
					{ label: "hippo", score: 0.02 },
				],
			},
		],
	},
	widgetModels: ["dandelin/vilt-b32-finetuned-vqa"],
};
