import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Any-to-any models accept and produce several kinds of data within one model. The input can mix text, images, audio and video, and the output can be text, speech or images. One model can then describe a photo out loud, edit a picture from instructions or hold a spoken conversation about what a camera sees.",
	datasets: [
		{
			id: "PKU-Alignment/align-anything",
			description:
				"Human preference data across text, image, audio and video inputs and outputs, for aligning omni models.",
		},
	],
	metrics: [],
	models: [
		{
			id: "Qwen/Qwen2.5-Omni-7B",
			description: "A model that sees images and video, hears audio and answers in both text and natural speech.",
		},
		{
			id: "OmniGen2/OmniGen2",
			description: "A model that generates and edits images from any mix of text instructions and reference pictures.",
		},
		{
			id: "openbmb/MiniCPM-o-2_6",
			description: "A compact omni model for phones and laptops with real-time voice conversation and vision.",
		},
		{
			id: "ByteDance-Seed/BAGEL-7B-MoT",
			description: "A unified model that both understands images and generates or edits them.",
		},
	],
	spaces: [
		{
			id: "OmniGen2/OmniGen2",
			description: "A demo of OmniGen2 for text-to-image generation and instruction-based editing.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "any-to-any-input.jpg" },
			{ type: "text", label: "Prompt", content: "Describe this picture out loud." },
		],
		outputs: [
			{ type: "text", label: "Text", content: "A red apple sits on a wooden table next to a glass of water." },
			{ type: "audio", label: "Speech", filename: "any-to-any-output.wav" },
		],
	},
	widgetModels: [],
};
