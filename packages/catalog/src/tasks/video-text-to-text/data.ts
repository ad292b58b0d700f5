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
	metrics: [],
	models: [
		{
			id: "Vision-CAIR/LongVU_Qwen2_7B",
			description: "LongVU, which compresses frames adaptively so that a 7B model can follow hour-long videos.",
		},
		{
			id: "GoodiesHere/Apollo-LMMs-Apollo-7B-t32",
			description: "Apollo 7B, a video model from a study of which design choices matter for video understanding.",
		},
		{
			id: "HuggingFaceTB/SmolVLM2-2.2B-Instruct",
			description: "SmolVLM2, a small model that understands videos and images well enough to run on a laptop.",
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
};
