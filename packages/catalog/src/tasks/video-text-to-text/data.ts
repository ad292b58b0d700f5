import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Video-text-to-text models watch a video and answer in text. The input is a clip together with a question or instruction, and the output is free text: an answer, a summary, a description of events or their timestamps. They help search and summarise long recordings, write video descriptions and find highlights.",
	datasets: [
		{
			id: "lmms-lab/Video-MME",
			description: "A benchmark of multiple-choice questions over short, medium and long videos in many domains.",
		},
		{
			id: "lmms-lab/VideoChatGPT",
			description: "Question-answer pairs for judging how correct, detailed and consistent video chat answers are.",
		},
		{
			id: "HuggingFaceFV/finevideo",
			description: "Tens of thousands of YouTube videos with rich annotations of scenes, characters and mood.",
		},
	],
	metrics: [
		{
			id: "accuracy",
			description:
				"The share of multiple-choice questions answered correctly on video benchmarks such as Video-MME, split by video length.",
		},
	],
	models: [
		{
			id: "Qwen/Qwen3-VL-8B-Instruct",
			description:
				"A multilingual vision-language model that follows long videos with timestamps and answers questions about them.",
		},
		{
			id: "Qwen/Qwen2.5-VL-7B-Instruct",
			description:
				"The previous Qwen generation, widely supported by serving tools, with video and event localisation.",
		},
		{
			id: "Qwen/Qwen2.5-VL-3B-Instruct",
			description: "A 3B Qwen2.5-VL for video questions on a single consumer GPU, under a research-only licence.",
		},
		{
			id: "lmms-lab/LLaVA-Video-7B-Qwen2",
			description:
				"A LLaVA model trained on a large synthetic video instruction set to describe and answer questions about clips.",
		},
		{
			id: "HuggingFaceTB/SmolVLM2-2.2B-Instruct",
			description: "SmolVLM2, a small model that understands videos and images well enough to run on a laptop.",
		},
		{
			id: "Qwen/Qwen2.5-Omni-7B",
			description:
				"An omni model that hears the audio track as well as seeing the frames, and answers in text or speech.",
		},
	],
	spaces: [
		{ id: "llava-hf/video-llava", description: "Chat about an uploaded video or image with Video-LLaVA." },
		{
			id: "opencompass/openvlm_video_leaderboard",
			description: "Ranks vision-language models on video understanding benchmarks.",
		},
		{
			id: "HuggingFaceTB/SmolVLM2-HighlightGenerator",
			description: "Finds the highlights of a long video and cuts them into a short reel with SmolVLM2.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "video-text-to-text-input.gif" },
			{ type: "text", label: "Question", content: "What is the person in this video doing?" },
		],
		outputs: [
			{
				type: "text",
				label: "Answer",
				content:
					"A man stands under a spotlight on a dark stage and plays a red electric guitar, strumming with his right hand while musical notes float up beside him.",
			},
		],
	},
	widgetModels: [],
	reviewedOn: "2026-11-23",
	freshnessMonths: 18,
	recommendedModel: "Qwen/Qwen2.5-VL-7B-Instruct",
	benchmark: {
		dataset: "lmms-lab/Video-MME",
		config: "without-subtitles",
		split: "test",
		metric: "accuracy",
		label: "Video-MME without subtitles, accuracy % (each maker's own run)",
		url: "https://huggingface.co/datasets/lmms-lab/Video-MME",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "HuggingFaceTB/SmolVLM2-2.2B-Instruct",
			why: "About two billion parameters describe short clips on a laptop or a phone-class GPU.",
		},
		{
			pick: "multilingual",
			modelId: "Qwen/Qwen3-VL-8B-Instruct",
			why: "It reads on-screen text and answers in many languages, including Chinese, Japanese and the major European ones.",
		},
		{
			pick: "quality",
			modelId: "Qwen/Qwen3-VL-8B-Instruct",
			why: "The newest model here, with long context for hour-scale video and text timestamps for locating events.",
		},
		{
			pick: "permissive",
			modelId: "Qwen/Qwen2.5-VL-7B-Instruct",
			why: "Apache 2.0 weights supported by vLLM, SGLang and Transformers, so it is easy to deploy commercially.",
		},
	],
	guidance: [
		{
			heading: "Variants",
			paragraphs: [
				"Video-text-to-text models sample frames from a clip, turn them into visual tokens and let a language model reason over them together with your question. The same model can answer questions, write a summary or a description for accessibility, list events with their times, or find the moment that matches a query. Short-clip models handle a few seconds to a couple of minutes well; long-video models compress frames or use very long contexts to follow meetings, lectures or films. Some also take the audio track; most of those listed here see only frames, so speech must be transcribed separately.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"Start from video length and the kind of question. For short clips and simple questions, a small model such as SmolVLM2 is fast and cheap. For long recordings or questions about when something happens, prefer a model trained with timestamps and long context, such as Qwen3-VL, and budget the GPU memory: each sampled frame costs tens to hundreds of tokens, so frame rate and resolution trade accuracy against memory. Many questions about talks and meetings are really about what was said, and a speech recognition model plus a text LLM answers them better than any video model. When the answer must be one of a fixed set of labels, a video classifier is cheaper and more consistent.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Sparse frame sampling misses brief events: a model that sees one frame per second will not notice a dropped glass. Models describe plausible scenes rather than the actual one, especially for counting, ordering and fine motion; ask for timestamps and check them. Benchmarks reward multiple-choice guessing, so scores overstate free-form accuracy. Processing video is expensive, so cache frame extraction, and respect the privacy of people in footage you analyse.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"Accuracy on multiple-choice suites is the common comparison: Video-MME reports it separately for short, medium and long videos, and that split is the most useful number when your videos are long. Temporal grounding tasks use intersection over union between predicted and true time spans. Free-form answers are scored by an LLM judge, which is convenient but should be spot-checked by people.",
			],
		},
	],
	resources: [
		{ title: "Video-MME benchmark", url: "https://video-mme.github.io/", kind: "leaderboard" },
		{ title: "Qwen2.5-VL technical report", url: "https://arxiv.org/abs/2502.13923", kind: "paper" },
		{ title: "SmolVLM2 announcement", url: "https://huggingface.co/blog/smolvlm2", kind: "docs" },
		{
			title: "LLaVA-Video: video instruction tuning with synthetic data",
			url: "https://arxiv.org/abs/2410.02713",
			kind: "paper",
		},
	],
};
