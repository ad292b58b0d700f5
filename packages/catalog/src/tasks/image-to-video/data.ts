import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Image-to-video animates a still picture into a short clip. The input is an image, usually with a text prompt describing the motion, and the output is a video whose first frame matches the picture. It brings product shots, illustrations and storyboards to life without filming anything.",
	datasets: [
		{
			id: "ali-vilab/VACE-Benchmark",
			description:
				"Test cases for creating and editing videos from images, references and masks, from the VACE project.",
		},
		{
			id: "BestWishYsh/ChronoMagic",
			description:
				"Captioned time-lapse clips, such as flowers opening or ice melting, for testing large changes over a clip.",
		},
	],
	metrics: [
		{
			id: "VBench",
			description:
				"VBench's image-to-video suite: consistency with the input image, subject and background stability, motion and quality, each scored separately.",
		},
		{
			id: "FVD",
			description: "Fréchet Video Distance between features of generated and real clips; lower means more realistic.",
		},
		{
			id: "lpips",
			description:
				"A learned perceptual distance, here between the first frame and the input image; lower is more faithful.",
		},
	],
	models: [
		{
			id: "Wan-AI/Wan2.2-I2V-A14B-Diffusers",
			description:
				"Wan 2.2 image-to-video: two 14B experts, one for early and one for late denoising steps, at 480p or 720p.",
		},
		{
			id: "Wan-AI/Wan2.2-TI2V-5B-Diffusers",
			description: "Wan 2.2's 5B model for text or image to 720p video, which fits a single 24 GB consumer GPU.",
		},
		{
			id: "Wan-AI/Wan2.1-I2V-14B-720P-Diffusers",
			description: "Wan 2.1's 14B image-to-video model at 720p, served by several inference providers.",
		},
		{
			id: "Lightricks/LTX-Video-0.9.7-dev",
			description: "LTX-Video 13B, a DiT video model built for speed, with distilled variants for few-step sampling.",
		},
		{
			id: "tencent/HunyuanVideo-I2V",
			description: "HunyuanVideo extended to animate a given first frame, 13B parameters.",
		},
		{
			id: "THUDM/CogVideoX-5b-I2V",
			description:
				"CogVideoX 5B image-to-video, six-second clips at 720×480, light enough for one mid-range GPU with offloading.",
		},
		{
			id: "stabilityai/stable-video-diffusion-img2vid-xt",
			description: "Stable Video Diffusion XT, a 1.5B UNet that animates a picture into 25 frames with no text prompt.",
		},
	],
	spaces: [
		{
			id: "Lightricks/ltx-video-distilled",
			description: "Animates an image from a prompt in seconds with distilled LTX-Video.",
		},
		{ id: "multimodalart/wan2-1-fast", description: "A quick Wan 2.1 image-to-video demo using few sampling steps." },
		{ id: "linoyts/FramePack-F1", description: "Makes long image-to-video clips with FramePack F1." },
		{
			id: "multimodalart/stable-video-diffusion",
			description: "Turns a still image into a short clip with Stable Video Diffusion.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "image-to-video-input.jpg" },
			{ type: "text", label: "Prompt", content: "The sailboat glides slowly across the calm lake at sunset." },
		],
		outputs: [{ type: "img", filename: "image-to-video-output.gif", label: "Generated clip (illustration)" }],
	},
	widgetModels: ["Wan-AI/Wan2.1-I2V-14B-720P-Diffusers"],
	reviewedOn: "2026-11-23",
	freshnessMonths: 18,
	recommendedModel: "Wan-AI/Wan2.2-I2V-A14B-Diffusers",
	benchmark: {
		dataset: "vbench-i2v",
		metric: "vbench_total",
		label: "VBench-I2V total score % (one table: SANA-Video's image-to-video comparison)",
		url: "https://github.com/Vchitect/VBench/tree/master/vbench2_beta_i2v",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "Wan-AI/Wan2.2-TI2V-5B-Diffusers",
			why: "It makes 720p clips on one 24 GB consumer GPU, where the 14B models need a data-centre card or heavy offloading.",
		},
		{
			pick: "quality",
			modelId: "Wan-AI/Wan2.2-I2V-A14B-Diffusers",
			why: "The strongest open image-to-video model here for motion and faithfulness to the input picture; the VBench-I2V table read here has no Wan 2.2 row, and the models it scores (Wan 2.1 14B, HunyuanVideo-I2V, CogVideoX) lie within 0.2 points of each other.",
		},
		{
			pick: "permissive",
			modelId: "Wan-AI/Wan2.2-I2V-A14B-Diffusers",
			why: "Apache 2.0, while LTX-Video, HunyuanVideo, CogVideoX and Stable Video Diffusion carry custom licences with conditions.",
		},
	],
	guidance: [
		{
			heading: "Variants",
			paragraphs: [
				"The picture can play different roles. Most models treat it as the first frame and invent what follows; some also accept a last frame and fill in the motion between the two, which is how transitions and loops are made. Reference-to-video models keep a person or product from the picture but place it in a new scene rather than starting from that exact frame. Older models such as Stable Video Diffusion take no text and only guess a plausible motion; current ones follow a prompt that describes the movement and camera.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"Memory decides first. The 14B models want 40 GB or more at 720p unless you offload layers or quantise, and a five-second clip takes minutes; a 5B model fits a 24 GB card, and distilled few-step variants cut the wait to well under a minute. Then check the licence: Wan is Apache 2.0, while several other families restrict commercial use above a revenue threshold or in some regions. Hosted providers are often cheaper than renting a GPU for occasional clips.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Match the input image to a resolution and aspect ratio the model was trained on, or it will be cropped or distorted. Describe the motion, not the picture: the image already fixes the look, and a prompt that repeats it gives static clips. Faces and hands drift over longer clips, and text in the picture rarely survives; keep clips short and chain them from the last frame if you need more, accepting some loss of consistency. Fix the seed while you tune the prompt, because results vary a lot between seeds.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"FVD compares distributions of clips and says little about a single video. VBench's image-to-video track is more useful: it scores separately how well the video keeps the input image, how stable subjects and backgrounds are and how much motion there is, so you can see which trade-off a model makes. A model can score well by barely moving, so always look at the motion score next to the consistency scores, and judge a few clips from your own images by eye before committing.",
			],
		},
	],
	resources: [
		{
			title: "Wan: Open and Advanced Large-Scale Video Generative Models",
			url: "https://arxiv.org/abs/2503.20314",
			kind: "paper",
		},
		{ title: "VBench", url: "https://github.com/Vchitect/VBench", kind: "leaderboard" },
		{
			title: "Diffusers video generation guide",
			url: "https://huggingface.co/docs/diffusers/using-diffusers/text-img2vid",
			kind: "docs",
		},
		{ title: "Stable Video Diffusion", url: "https://arxiv.org/abs/2311.15127", kind: "paper" },
	],
};
