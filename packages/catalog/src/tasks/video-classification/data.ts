import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Video classification assigns a label to a whole video clip, usually the action or activity it shows. The input is a clip (a sequence of frames) and the output is a list of classes with scores. It sorts and moderates uploaded videos, recognises exercises in fitness apps and flags events in surveillance footage.",
	datasets: [
		{
			id: "sayakpaul/ucf101-subset",
			description:
				"A small subset of UCF101, short clips of ten human actions, sized for trying out fine-tuning on one GPU.",
		},
	],
	metrics: [
		{ id: "accuracy", description: "The share of clips whose top predicted label is correct (top-1)." },
		{
			id: "Top-5 accuracy",
			description:
				"The share of clips whose true label is among the five highest-scoring ones, forgiving near-synonyms.",
		},
		{ id: "recall", description: "For one action, the share of its clips that the model recognises." },
		{ id: "precision", description: "For one action, the share of clips given that label that really show it." },
		{ id: "f1", description: "The harmonic mean of precision and recall, averaged over classes." },
	],
	models: [
		{
			id: "facebook/vjepa2-vitg-fpc64-384-ssv2",
			description:
				"V-JEPA 2 ViT-g with a classifier for Something-Something v2: 174 hand-object actions that need motion to tell apart.",
		},
		{
			id: "facebook/vjepa2-vitl-fpc16-256-ssv2",
			description: "The ViT-L V-JEPA 2 classifier on the same 174 actions, at 16 frames and about a third of the size.",
		},
		{
			id: "facebook/vjepa2-vitl-fpc32-256-diving48",
			description:
				"V-JEPA 2 ViT-L tuned on Diving48, telling apart 48 dives that differ only in fine details of motion.",
		},
		{
			id: "MCG-NJU/videomae-base-finetuned-kinetics",
			description: "VideoMAE base tuned on Kinetics-400: 400 everyday actions, from playing guitar to shaking hands.",
		},
		{
			id: "google/vivit-b-16x2-kinetics400",
			description:
				"ViViT base, one of the first pure-transformer video classifiers, on the same Kinetics-400 labels: a plain baseline.",
		},
		{
			id: "microsoft/xclip-base-patch32",
			description: "X-CLIP, which extends CLIP to video and can classify clips against any list of labels you write.",
		},
	],
	spaces: [
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
	reviewedOn: "2026-11-23",
	freshnessMonths: 24,
	recommendedModel: "MCG-NJU/videomae-base-finetuned-kinetics",
	benchmark: {
		dataset: "kinetics400",
		split: "validation",
		metric: "top_1_accuracy",
		label: "Kinetics-400 validation, top-1 % (authors' multi-view tests)",
		url: "https://arxiv.org/abs/1705.06950",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "MCG-NJU/videomae-base-finetuned-kinetics",
			why: "About 87 million parameters classify a 16-frame clip quickly on one consumer GPU.",
		},
		{
			pick: "quality",
			modelId: "facebook/vjepa2-vitg-fpc64-384-ssv2",
			why: "Its self-supervised video pretraining gives some of the best open results on motion-heavy benchmarks. It is tuned for Something-Something v2, not Kinetics, so the Kinetics column has no figure for it.",
		},
		{
			pick: "permissive",
			modelId: "microsoft/xclip-base-patch32",
			why: "MIT-licensed, and it works zero-shot, so new labels need no retraining.",
		},
	],
	guidance: [
		{
			heading: "Variants",
			paragraphs: [
				"Most video classification is action recognition: one label for what happens in a short clip. Datasets differ in what that takes. Kinetics labels can often be guessed from a single frame (a swimming pool suggests swimming), while Something-Something and Diving48 are built so that only the motion tells the classes apart. Temporal action localisation goes further and finds when each action starts and ends in a long video. Zero-shot classifiers such as X-CLIP score a clip against labels written as text, so the label list can change without retraining.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"If your classes look different frame by frame, a model pretrained on Kinetics, or even an image classifier applied to a few frames, may be enough and is much cheaper. If they differ in movement, direction or order, choose a model pretrained for motion such as V-JEPA 2 or VideoMAE and fine-tune it on a few hundred labelled clips per class. Match the frame count and resolution the checkpoint expects, and sample frames to cover the action: 16 frames spread over two seconds see a gesture, but not a whole exercise set. For open-ended questions about a video, or labels that need an explanation, a video-language model from the video-text-to-text task is the better tool, at a far higher cost per clip.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Decoding video is often slower than the model itself, so measure the whole pipeline. Benchmark clips are trimmed around the action; real footage is not, and a classifier asked to label every window of a stream will mislabel the idle moments in between unless it has a background class. Models pick up scene cues, camera style and watermarks from their training data. Several popular checkpoints, including those trained on Kinetics, carry non-commercial licences, and footage of people raises privacy obligations.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"Top-1 accuracy is the headline number, and top-5 accuracy is reported for datasets with many similar classes. For imbalanced or safety-related labels, per-class precision and recall say more, and for localisation tasks mean average precision over time overlaps is used. Compare results only at the same number of frames and views per clip, since averaging several crops raises scores.",
			],
		},
	],
	resources: [
		{
			title: "Transformers video classification guide",
			url: "https://huggingface.co/docs/transformers/tasks/video_classification",
			kind: "docs",
		},
		{ title: "V-JEPA 2 paper", url: "https://arxiv.org/abs/2506.09985", kind: "paper" },
		{ title: "VideoMAE paper", url: "https://arxiv.org/abs/2203.12602", kind: "paper" },
		{ title: "X-CLIP paper", url: "https://arxiv.org/abs/2208.02816", kind: "paper" },
	],
};
