import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Video classification assigns a label to a whole video clip, usually the action or activity it shows. The input is a clip (a sequence of frames) and the output is a list of classes with scores. It sorts and moderates uploaded videos, recognises exercises in fitness apps and flags events in surveillance footage.",
	datasets: [
		{
			id: "kinetics400",
			description:
				"About 300,000 ten-second YouTube clips of 400 human actions, from playing instruments to shaking hands.",
		},
	],
	metrics: [
		{ id: "accuracy", description: "The share of clips whose top predicted label is correct." },
		{ id: "recall", description: "For one action, the share of its clips that the model recognises." },
		{ id: "precision", description: "For one action, the share of clips given that label that really show it." },
		{ id: "f1", description: "The harmonic mean of precision and recall, averaged over classes." },
	],
	models: [
		{
			id: "google/vivit-b-16x2-kinetics400",
			description: "ViViT, a video Vision Transformer that attends over space and time, trained on Kinetics-400.",
		},
		{
			id: "microsoft/xclip-base-patch32",
			description: "X-CLIP, which extends CLIP to video and can classify clips against any list of labels.",
		},
	],
	spaces: [
		{
			id: "nateraw/lavila",
			description: "Writes narrations of first-person videos with LaViLa, a video-language model.",
		},
		{ id: "fcakyon/video-classification", description: "Classifies uploaded clips with several video transformers." },
	],
	demo: {
		inputs: [{ type: "img", filename: "video-classification-input.gif" }],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "dribbling basketball", score: 0.71 },
					{ label: "playing basketball", score: 0.18 },
					{ label: "shooting basketball", score: 0.06 },
					{ label: "juggling balls", score: 0.02 },
				],
			},
		],
	},
	widgetModels: [],
};
