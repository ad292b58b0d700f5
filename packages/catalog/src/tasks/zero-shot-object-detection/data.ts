import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Zero-shot object detection finds objects described in free text, even classes absent from the model's training labels. The input is an image and one or more text queries, and the output is a box, a label and a score for every match. It lets you search images for new kinds of objects or pre-annotate data without training a detector.",
	datasets: [],
	metrics: [
		{
			id: "Average Precision",
			description: "The area under the precision-recall curve for one queried class at a given box-overlap threshold.",
		},
		{ id: "Mean Average Precision", description: "Average precision averaged over all queried classes." },
		{ id: "APα", description: "Average precision at a single overlap threshold α, such as AP50." },
	],
	models: [
		{
			id: "openmmlab-community/mm_grounding_dino_large_all",
			description: "MM Grounding DINO, an open re-training of Grounding DINO on many detection and grounding sets.",
		},
		{
			id: "fushh7/LLMDet",
			description:
				"LLMDet, an open-vocabulary detector trained with detailed captions written by a large language model.",
		},
	],
	spaces: [
		{
			id: "ariG23498/zero-shot-od",
			description: "Compares several open-vocabulary detectors on your image and queries.",
		},
		{ id: "merve/OWLSAM", description: "Detects objects from text with OWLv2 and segments them with SAM." },
	],
	demo: {
		inputs: [
			{ type: "img", filename: "zero-shot-object-detection-input.jpg" },
			{ type: "text", label: "Queries", content: "mug, apple, book" },
		],
		outputs: [{ type: "img", filename: "zero-shot-object-detection-output.jpg" }],
	},
	widgetModels: [],
};
