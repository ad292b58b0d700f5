import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Video-to-video transforms an existing clip into a new one that keeps its motion. The input is a video, often with a text instruction or a control signal such as depth or edges, and the output is the edited video. It is used to restyle or relight footage, swap clothes or objects, restore and upscale old videos, and turn simulations into realistic scenes.",
	datasets: [
		{
			id: "suimu/VIRESET",
			description: "Video clips with per-object masks and captions, made for editing a chosen object in a video.",
		},
		{
			id: "zhangsh2001/LongV-EVAL",
			description: "A benchmark of long videos for checking that a model's output stays consistent over time.",
		},
	],
	metrics: [
		{
			id: "CLIPScore",
			description: "Frame-to-instruction CLIP similarity: whether the edited clip shows what was asked for.",
		},
		{
			id: "Warp error",
			description:
				"Temporal consistency: the difference between each frame and the previous one moved along the optical flow; lower means less flicker.",
		},
		{
			id: "lpips",
			description: "For restoration, the perceptual distance to the clean original; lower is better.",
		},
		{
			id: "VBench",
			description:
				"VBench quality dimensions (subject and background consistency, smoothness) applied to the output clip.",
		},
	],
	models: [
		{
			id: "Wan-AI/Wan2.1-VACE-14B-diffusers",
			description:
				"Wan 2.1 VACE: edits a video from a prompt with masks, poses, depth or reference images, under Apache 2.0.",
		},
		{
			id: "decart-ai/Lucy-Edit-Dev",
			description:
				"Lucy Edit dev, a 5B model that edits clothing, objects and style from a text instruction, keeping motion.",
		},
		{
			id: "nvidia/Cosmos-Transfer2.5-2B",
			description:
				"Cosmos Transfer 2.5, which turns depth, edge or segmentation videos, often from simulators, into realistic footage.",
		},
		{
			id: "ByteDance-Seed/SeedVR2-3B",
			description: "SeedVR2, a one-step diffusion model that restores and upscales low-quality video.",
		},
		{
			id: "PeiqingYang/MatAnyone",
			description:
				"MatAnyone, video matting: cuts a person out of every frame with a soft alpha, from a first-frame mask.",
		},
		{
			id: "MCG-NJU/VFIMamba",
			description:
				"VFIMamba, frame interpolation that creates in-between frames for slow motion or higher frame rates.",
		},
	],
	spaces: [
		{ id: "decart-ai/lucy-edit-dev", description: "Edit an uploaded clip by describing the change you want." },
		{ id: "ByteDance-Seed/SeedVR2-3B", description: "Restores and upscales low-quality videos with SeedVR2." },
	],
	demo: {
		inputs: [{ type: "img", filename: "input.gif", label: "Daytime drive" }],
		outputs: [{ type: "img", filename: "output.gif", label: "Turned into a snowy night" }],
	},
	widgetModels: ["decart-ai/Lucy-Edit-Dev"],
	reviewedOn: "2026-11-23",
	freshnessMonths: 18,
	recommendedModel: "Wan-AI/Wan2.1-VACE-14B-diffusers",
	noSharedBenchmark:
		"the picks do different jobs (instruction editing, control-guided generation, restoration and upscaling, matting, frame interpolation), each judged on its own test set with its own metric.",
	bestFor: [
		{
			pick: "small",
			modelId: "MCG-NJU/VFIMamba",
			why: "A small interpolation network that needs no diffusion sampling, so it processes long clips on modest GPUs.",
		},
		{
			pick: "quality",
			modelId: "Wan-AI/Wan2.1-VACE-14B-diffusers",
			why: "The most capable open model here for edits guided by masks, poses and references.",
		},
		{
			pick: "permissive",
			modelId: "ByteDance-Seed/SeedVR2-3B",
			why: "Apache 2.0 restoration and upscaling, usable in commercial post-production.",
		},
	],
	guidance: [
		{
			heading: "Variants",
			paragraphs: [
				"Several quite different jobs share this tag. Instruction editing changes content or style from a prompt (a new jacket, winter instead of summer) while the motion stays. Controlled generation, as in Cosmos Transfer, takes structure such as depth, edges or segmentation from the input and renders new realistic footage, which is how simulator output becomes training data for robots and cars. Restoration and super-resolution clean and enlarge old or compressed video. Matting cuts out a subject with a soft edge, and frame interpolation adds in-between frames. Pick the model by the job; a strong editor is a poor upscaler and the reverse.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"For edits, VACE is the flexible open choice and accepts masks so only part of the frame changes; Lucy Edit is simpler when a sentence describes the change. For restoration, a one-step model like SeedVR2 is fast enough for whole films on a large GPU. Matting and interpolation models are small and run on ordinary hardware. Check each licence separately: this tag mixes Apache 2.0, NVIDIA's open model licence and non-commercial research terms.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Flicker is the main failure: an edit that looks right on one frame can shimmer across frames, so review output in motion, not as stills. Diffusion editors work on short windows, often a few seconds at a time, and long videos must be split with overlaps and blended. Resolution and frame rate must match what the model expects, or motion will stutter. Restoration models can invent detail, which is fine for entertainment but not for evidence or medical footage.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"Judge edits on two axes: whether the change is there (frame-to-text CLIP similarity or a VLM judge) and whether the rest stayed put and stable (warp error against optical flow, or VBench's consistency dimensions). Restoration uses full-reference scores such as PSNR and LPIPS when a clean original exists, and no-reference quality scores when it does not.",
			],
		},
	],
	resources: [
		{ title: "VACE: All-in-One Video Creation and Editing", url: "https://arxiv.org/abs/2503.07598", kind: "paper" },
		{ title: "SeedVR2", url: "https://arxiv.org/abs/2506.05301", kind: "paper" },
		{ title: "VBench", url: "https://github.com/Vchitect/VBench", kind: "leaderboard" },
		{ title: "NVIDIA Cosmos", url: "https://github.com/nvidia-cosmos", kind: "tool" },
	],
};
