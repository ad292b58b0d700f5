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
			id: "iejMac/CLIP-DiDeMo",
			description: "DiDeMo personal videos with descriptions of specific moments, stored with CLIP embeddings.",
		},
	],
	metrics: [
		{
			id: "VBench",
			description:
				"A suite of 16 automatic checks (subject consistency, motion smoothness, prompt adherence and more) that together track human judgement.",
		},
		{
			id: "FVD",
			description:
				"Fréchet Video Distance between features of generated and real clips, judging appearance and motion; lower is better.",
		},
		{ id: "CLIPSIM", description: "The average CLIP similarity between each frame and the prompt." },
		{
			id: "Human preference (Elo)",
			description: "Ratings from blind pairwise votes between two models' clips for the same prompt.",
		},
	],
	models: [
		{
			id: "Wan-AI/Wan2.2-TI2V-5B-Diffusers",
			description:
				"Wan 2.2's 5-billion-parameter model that makes 720p clips from text or an image on a single 24 GB GPU.",
		},
		{
			id: "Wan-AI/Wan2.1-T2V-14B",
			description:
				"The 14-billion-parameter Wan 2.1 model, strong at motion and prompt following, served by several providers.",
		},
		{
			id: "tencent/HunyuanVideo",
			description: "An open 13-billion-parameter model with cinematic image quality and a large ecosystem of LoRAs.",
		},
		{
			id: "Lightricks/LTX-Video-0.9.8-13B-distilled",
			description:
				"A distilled 13-billion-parameter LTX-Video that generates long clips in a few steps, close to real time.",
		},
		{
			id: "genmo/mochi-1-preview",
			description: "Mochi 1, a 10-billion-parameter Apache-licensed model known for fluid motion.",
		},
		{
			id: "THUDM/CogVideoX-5b",
			description: "CogVideoX 5B, an earlier open model that runs on modest GPUs with memory-saving options.",
		},
		{
			id: "Wan-AI/Wan2.1-T2V-1.3B-Diffusers",
			description: "The 1.3-billion-parameter Wan 2.1, which needs about 8 GB of GPU memory for 480p clips.",
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
	widgetModels: ["Wan-AI/Wan2.1-T2V-14B"],
	reviewedOn: "2026-11-23",
	freshnessMonths: 18,
	recommendedModel: "Wan-AI/Wan2.1-T2V-14B",
	benchmark: {
		dataset: "vbench",
		metric: "vbench_total",
		label: "VBench total score %, standard VBench prompt suite",
		url: "https://github.com/Vchitect/VBench",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "Wan-AI/Wan2.1-T2V-1.3B-Diffusers",
			why: "Fits a consumer GPU with about 8 GB of memory and still follows prompts well at 480p.",
		},
		{
			pick: "multilingual",
			modelId: "Wan-AI/Wan2.1-T2V-14B",
			why: "It takes prompts in Chinese as well as English and can render text of both in the video.",
		},
		{
			pick: "quality",
			modelId: "Wan-AI/Wan2.2-TI2V-5B-Diffusers",
			why: "The newest Wan generation here, with better motion and aesthetics at a size one GPU can run; the VBench table read here has no Wan row, and of the models it scores HunyuanVideo leads.",
		},
		{
			pick: "permissive",
			modelId: "genmo/mochi-1-preview",
			why: "Apache 2.0 weights, as are the Wan models, unlike the custom licences of HunyuanVideo, LTX-Video and CogVideoX.",
		},
	],
	guidance: [
		{
			heading: "Kinds of model",
			paragraphs: [
				"Open video generators are diffusion or flow-matching transformers that denoise a compressed space-time latent, much like image generators but with time as an extra axis. Text-to-video starts from the prompt alone; image-to-video animates a given first frame, which gives far more control over composition and identity (see image-to-video). Many current models, such as Wan 2.2 TI2V, do both. Distilled variants cut the number of steps from about fifty to under ten, and camera and motion controls or LoRAs steer style and movement.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"Memory and time decide more than quality scores. A 13–14-billion-parameter video model needs a data-centre GPU, or heavy offloading and quantisation on a 24 GB card, and a five-second 720p clip can take several minutes; 1–5-billion-parameter models run on consumer GPUs. For experiments, a hosted provider is often cheaper than renting hardware. Check clip length and resolution: most open models produce 2–10 seconds at 480p or 720p and 16–30 frames per second. Licences range from Apache 2.0 to custom terms with usage or revenue conditions.",
				"If you already have a good still image, image-to-video gives more predictable results than describing the whole scene in text.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Physics and anatomy fail in ways still frames hide: hands merge, objects pass through each other, people walk in place. Fast motion and scenes with many subjects are hardest. Prompts work best as a concrete description of one shot, with subject, action, camera movement and lighting; stories with several cuts need one generation per shot. Each model expects particular frame counts and resolutions (often multiples of 8 or 16 plus one), and other values degrade output or fail. Label generated footage where it could be mistaken for real events.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"FVD compares the distribution of generated and real clips but needs many samples and tracks human judgement loosely. VBench breaks quality into measurable dimensions, such as subject consistency, motion smoothness, dynamic degree and prompt alignment, and is the usual benchmark for open models. Human preference arenas remain the best overall signal. For your own use, compare models on a fixed set of your prompts and seeds, watching full clips rather than single frames.",
			],
		},
	],
	resources: [
		{
			title: "Diffusers text-to-video guide",
			url: "https://huggingface.co/docs/diffusers/using-diffusers/text-img2vid",
			kind: "docs",
		},
		{
			title: "VBench: Comprehensive Benchmark Suite for Video Generative Models",
			url: "https://arxiv.org/abs/2311.17982",
			kind: "paper",
		},
		{
			title: "VBench leaderboard",
			url: "https://huggingface.co/spaces/Vchitect/VBench_Leaderboard",
			kind: "leaderboard",
		},
		{
			title: "Wan: Open and Advanced Large-Scale Video Generative Models",
			url: "https://arxiv.org/abs/2503.20314",
			kind: "paper",
		},
		{
			title: "LMArena text-to-video leaderboard",
			url: "https://lmarena.ai/leaderboard/text-to-video",
			kind: "leaderboard",
		},
	],
};
