import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Image-text-to-image edits or reimagines a picture according to written instructions. The input is one or more images plus a text prompt, and the output is a new image that follows the prompt while keeping what it does not mention. It is used for photo editing by instruction, putting a product or character into new scenes and keeping a subject consistent across images.",
	datasets: [],
	metrics: [
		{
			id: "FID",
			description: "Fréchet Inception Distance between edited and real images; lower means more realistic results.",
		},
		{
			id: "CLIP",
			description: "CLIP similarity between the output and the instruction, showing how well the edit follows it.",
		},
	],
	models: [
		{
			id: "black-forest-labs/FLUX.2-dev",
			description: "FLUX.2, which generates and edits images from text and up to several reference pictures.",
		},
	],
	spaces: [{ id: "black-forest-labs/FLUX.2-dev", description: "Edit or combine images with a prompt using FLUX.2." }],
	demo: {
		inputs: [
			{ type: "img", filename: "image-text-to-image-input.jpeg" },
			{ type: "text", label: "Instruction", content: "Turn this cat into a dog" },
		],
		outputs: [{ type: "img", filename: "image-text-to-image-output.png" }],
	},
	widgetModels: ["black-forest-labs/FLUX.2-dev"],
};
