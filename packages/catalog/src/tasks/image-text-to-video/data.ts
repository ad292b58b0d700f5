import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Image-text-to-video makes a video clip from a starting picture and a text prompt. The image fixes the look and first frame of the scene and the prompt describes what should happen, and the output is a short video. It animates product shots, artwork and storyboard frames under precise direction.",
	datasets: [
		{
			id: "ali-vilab/VACE-Benchmark",
			description: "Cases for making and editing videos from a first frame, references and masks with a text prompt.",
		},
	],
	metrics: [
		{
			id: "VBench",
			description:
				"VBench scores for image-conditioned video: consistency with the image, motion, temporal stability and quality, each separately.",
		},
		{
			id: "FVD",
			description: "Fréchet Video Distance between generated and real clips; lower means more natural video.",
		},
		{ id: "CLIPScore", description: "The average CLIP similarity between the frames and the prompt." },
	],
	models: [
		{
			id: "Wan-AI/Wan2.2-TI2V-5B-Diffusers",
			description: "Wan 2.2 TI2V 5B: a text and an optional image in, 720p video out, on one 24 GB GPU.",
		},
		{
			id: "Wan-AI/Wan2.2-I2V-A14B-Diffusers",
			description: "Wan 2.2's 14B-expert image-to-video model, the most faithful open choice for following the prompt.",
		},
		{
			id: "Wan-AI/Wan2.1-VACE-14B-diffusers",
			description: "Wan 2.1 VACE, one model for first-frame, reference-image and masked video generation and editing.",
		},
		{
			id: "Lightricks/LTX-Video",
			description:
				"LTX-Video 2B, a fast DiT video model that takes a first frame and a prompt, near real time on a large GPU.",
		},
		{
			id: "tencent/HunyuanVideo-I2V",
			description: "HunyuanVideo image-to-video, 13B, guided by a multimodal language model that reads the prompt.",
		},
		{
			id: "THUDM/CogVideoX-5b-I2V",
			description: "CogVideoX 5B image-to-video, a well-documented model with wide support in fine-tuning tools.",
		},
	],
	spaces: [
		{
			id: "Lightricks/ltx-video-distilled",
			description: "Animates an image according to a prompt with distilled LTX-Video.",
		},
		{ id: "multimodalart/wan2-1-fast", description: "A quick Wan image-to-video demo using few sampling steps." },
	],
	demo: {
		inputs: [
			{ type: "img", filename: "image-text-to-video-input.jpg" },
			{ type: "text", label: "Prompt", content: "The pink kite climbs higher and sways in the sea breeze" },
		],
		outputs: [{ type: "img", filename: "image-text-to-video-output.gif" }],
	},
	widgetModels: ["Lightricks/LTX-Video", "Wan-AI/Wan2.2-TI2V-5B-Diffusers"],
	reviewedOn: "2026-11-23",
	freshnessMonths: 18,
	recommendedModel: "Wan-AI/Wan2.2-TI2V-5B-Diffusers",
	noSharedBenchmark:
		"the one VBench-I2V table we could read (SANA-Video's) scores only two of these picks, HunyuanVideo-I2V and CogVideoX; the leaderboard Space that also scores Wan 2.2 could not be read to check it, so no column rather than unchecked numbers.",
	bestFor: [
		{
			pick: "small",
			modelId: "Lightricks/LTX-Video",
			why: "About two billion parameters and built for speed, it makes a short clip in seconds on one GPU.",
		},
		{
			pick: "multilingual",
			modelId: "Wan-AI/Wan2.2-TI2V-5B-Diffusers",
			why: "Wan models were trained with Chinese and English prompts and follow both.",
		},
		{
			pick: "quality",
			modelId: "Wan-AI/Wan2.2-I2V-A14B-Diffusers",
			why: "The best motion and prompt following among the open models listed here.",
		},
		{
			pick: "permissive",
			modelId: "Wan-AI/Wan2.1-VACE-14B-diffusers",
			why: "Apache 2.0 and able to edit as well as generate, so one licence covers a whole pipeline.",
		},
	],
	guidance: [
		{
			heading: "What the two inputs do",
			paragraphs: [
				"The image fixes appearance: characters, setting, lighting and often the exact first frame. The text directs what happens: actions, camera moves, pacing. This tag overlaps heavily with image-to-video; models listed here treat the prompt as a required, equal input, and several (Wan 2.2 TI2V, VACE) also work from text alone when no image is given. VACE-style models accept further controls, such as a mask of the region to animate or reference images of a subject, which turns generation into editing.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"For local work on one consumer GPU, start with the 5B Wan model or LTX-Video; for the best results use a 14B model on a data-centre GPU or through an inference provider. If you plan to fine-tune on your own style or product, pick a model with mature training scripts, such as Wan or CogVideoX. Read the licence: Wan is Apache 2.0, while LTX-Video, HunyuanVideo and CogVideoX have custom terms with limits on commercial use or regions.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Prompt and picture must agree; asking for a scene the image does not show makes the model either ignore the text or jump away from the first frame. Write prompts about motion and camera in the order events happen, and keep them to one or two actions per clip. Generation is slow and memory-hungry; use fewer frames while iterating, then render the final at full length and resolution. Identities blur and hands distort as clips get longer.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"FVD says whether clips look like real video on average but not whether they follow the prompt. Prefer VBench's image-conditioned track, which reports consistency with the input picture, subject and background stability, motion smoothness and the amount of motion as separate scores; frame-to-prompt CLIP similarity adds a rough check of prompt following. Human preference arenas remain the final word for visual quality. For storyboards, also check each clip against the shot list by eye, since no automatic score knows your intent.",
			],
		},
	],
	resources: [
		{ title: "VBench", url: "https://github.com/Vchitect/VBench", kind: "leaderboard" },
		{ title: "VACE: All-in-One Video Creation and Editing", url: "https://arxiv.org/abs/2503.07598", kind: "paper" },
		{ title: "LTX-Video", url: "https://arxiv.org/abs/2501.00103", kind: "paper" },
		{
			title: "Diffusers video generation guide",
			url: "https://huggingface.co/docs/diffusers/using-diffusers/text-img2vid",
			kind: "docs",
		},
	],
};
