import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Image-text-to-video makes a video clip from a starting picture and a text prompt. The image fixes the look and first frame of the scene and the prompt describes what should happen, and the output is a short video. It animates product shots, artwork and storyboard frames under precise direction.",
	datasets: [],
	metrics: [
		{
			id: "fvd",
			description: "Fréchet Video Distance between generated and real clips; lower means more natural video.",
		},
		{ id: "clipsim", description: "The average CLIP similarity between the frames and the prompt." },
	],
	models: [
		{
			id: "Lightricks/LTX-Video",
			description: "LTX-Video, a fast DiT video model that takes a first frame and a prompt.",
		},
	],
	spaces: [
		{
			id: "Lightricks/ltx-video-distilled",
			description: "Animates an image according to a prompt with distilled LTX-Video.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "image-text-to-video-input.jpg" },
			{ type: "text", label: "Prompt", content: "The pink kite climbs higher and sways in the sea breeze" },
		],
		outputs: [{ type: "img", filename: "image-text-to-video-output.gif" }],
	},
	widgetModels: ["Lightricks/LTX-Video"],
};
