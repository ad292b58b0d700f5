import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Text-to-video generates a short video clip from a written description. The input is a prompt, sometimes with a length, resolution or seed, and the output is a sequence of frames that shows the scene and motion described. It is used for storyboards, social media clips, advertising drafts and synthetic training footage.",
	datasets: [
		{
			id: "iejMac/CLIP-MSR-VTT",
			description: "MSR-VTT video clips, each with twenty human-written sentences, stored with CLIP embeddings.",
		},
		{
			id: "quchenyuan/UCF101-ZIP",
			description: "UCF101, about 13,000 YouTube clips of 101 human actions, packed as zip archives.",
		},
		{
			id: "nateraw/kinetics",
			description: "Kinetics clips of hundreds of human actions, each about ten seconds long.",
		},
		{
			id: "HuggingFaceM4/something_something_v2",
			description:
				"Videos of people doing basic things with everyday objects, labelled with templates like 'putting something on something'.",
		},
		{
			id: "HuggingFaceM4/webvid",
			description:
				"Millions of stock-footage clips with their captions, a common pretraining set for video generators.",
		},
		{
			id: "iejMac/CLIP-DiDeMo",
			description: "DiDeMo personal videos with descriptions of specific moments, stored with CLIP embeddings.",
		},
	],
	metrics: [
		{
			id: "is",
			description: "Inception score computed on frames or clips; higher when they are sharp and varied.",
		},
		{ id: "fid", description: "Fréchet Inception Distance between generated and real frames; lower is better." },
		{
			id: "fvd",
			description: "Fréchet Video Distance, which also judges motion by comparing clip-level features.",
		},
		{ id: "clipsim", description: "The average CLIP similarity between each frame and the prompt." },
	],
	models: [
		{
			id: "tencent/HunyuanVideo",
			description:
				"HunyuanVideo, an open 13-billion-parameter text-to-video model with strong motion and image quality.",
		},
		{
			id: "Lightricks/LTX-Video",
			description: "LTX-Video, a DiT video model fast enough to make clips in about the time it takes to watch them.",
		},
		{
			id: "nvidia/Cosmos-1.0-Diffusion-7B-Text2World",
			description: "An NVIDIA Cosmos world model that generates physically plausible scenes for robotics and driving.",
		},
		{
			id: "Lightricks/LTX-Video-0.9.8-13B-distilled",
			description: "A distilled 13-billion-parameter LTX-Video that generates long clips in few steps.",
		},
	],
	spaces: [
		{ id: "VideoCrafter/VideoCrafter", description: "Generates clips from text or images with VideoCrafter." },
		{ id: "Wan-AI/Wan2.1", description: "Makes videos from prompts or pictures with Wan 2.1." },
		{
			id: "Pyramid-Flow/pyramid-flow",
			description: "Generates videos efficiently with pyramidal flow matching.",
		},
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Prompt",
				content: "A red and yellow hot-air balloon rises slowly over green hills on a clear morning",
			},
		],
		outputs: [{ type: "img", filename: "text-to-video-output.gif" }],
	},
	widgetModels: ["Wan-AI/Wan2.2-TI2V-5B"],
};
