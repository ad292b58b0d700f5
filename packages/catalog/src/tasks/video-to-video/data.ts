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
		{
			id: "Iceclear/SeedVR_VideoDemos",
			description: "Sample clips from the SeedVR project, used to show what its video restoration does.",
		},
	],
	metrics: [],
	models: [
		{
			id: "decart-ai/Lucy-Edit-Dev",
			description:
				"Lucy Edit, which edits a video from a text instruction, such as changing an outfit, while keeping the motion.",
		},
		{
			id: "LeoLau/Shape-for-Motion",
			description: "Shape-for-Motion, which edits videos precisely through a 3D proxy of the object being changed.",
		},
		{
			id: "nvidia/Cosmos-Transfer2.5-2B",
			description:
				"An NVIDIA Cosmos model that turns control videos (depth, edges, segmentation) into photoreal footage.",
		},
		{
			id: "numz/SeedVR2_comfyUI",
			description: "SeedVR2 one-step video restoration and upscaling weights, packaged for ComfyUI.",
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
	widgetModels: [],
};
