import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Text-to-3D creates a 3D object from a written description. The input is a prompt and the output is a 3D asset, such as a mesh, a neural radiance field or a set of Gaussian splats, that can be rendered from any angle. It helps designers and game makers prototype props and scenes quickly.",
	datasets: [
		{
			id: "allenai/objaverse-xl",
			description: "More than ten million 3D objects from the web, the largest open source of shapes for training.",
		},
		{
			id: "tiange/Cap3D",
			description: "Descriptive captions written automatically for Objaverse objects, pairing text with 3D shapes.",
		},
	],
	metrics: [],
	models: [
		{
			id: "openai/shap-e",
			description:
				"Shap-E, which generates the parameters of an implicit 3D function that renders as a mesh or a radiance field.",
		},
		{
			id: "ashawkey/LGM",
			description:
				"LGM, a large multi-view Gaussian model that builds 3D Gaussians from views generated from a prompt or image.",
		},
	],
	spaces: [
		{ id: "hysts/Shap-E", description: "Generates a 3D model from a prompt with Shap-E and shows it in the browser." },
		{ id: "ashawkey/LGM", description: "Produces Gaussian-splat 3D objects from text or an image with LGM." },
	],
	demo: {
		inputs: [{ type: "text", label: "Prompt", content: "A small wooden chair with a round seat and curved legs" }],
		outputs: [
			{
				type: "text",
				label: "3D asset",
				content: "chair.ply: a mesh of the chair with vertex colours, viewable from every side.",
			},
		],
	},
	widgetModels: [],
};
