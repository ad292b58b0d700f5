import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Mask generation cuts an image into object masks without being told which classes exist. The input is an image, optionally with prompts such as points or boxes, and the output is a set of binary masks, one per object or region. It speeds up annotation, feeds editing tools that remove or replace objects, and underpins segmentation in specialised fields like medicine.",
	datasets: [
		{
			id: "merve/coco2017",
			description: "COCO 2017 everyday photos with instance masks and boxes for 80 kinds of objects.",
		},
		{
			id: "rocky93/BraTS_segmentation",
			description: "Brain MRI scans with masks of tumour sub-regions from the BraTS challenge.",
		},
	],
	metrics: [
		{
			id: "Intersection over Union (IoU)",
			description: "The overlap between a predicted mask and the true one divided by their union.",
		},
	],
	models: [
		{
			id: "Zigeng/SlimSAM-uniform-50",
			description: "SlimSAM, Segment Anything pruned to about half its size with little loss in mask quality.",
		},
		{
			id: "facebook/sam2-hiera-large",
			description:
				"SAM 2 with its large Hiera encoder, which segments objects in images and follows them through videos.",
		},
	],
	spaces: [
		{ id: "merve/OWLSAM2", description: "Finds objects from a text query with OWLv2, then outlines them with SAM 2." },
		{ id: "merve/slimsam", description: "Generates masks from points or boxes with the compact SlimSAM." },
		{ id: "SkalskiP/segment-anything-model-2", description: "Runs SAM 2 on images, automatically or from prompts." },
		{
			id: "SkalskiP/SAM_and_ProPainter",
			description: "Masks an object with SAM and erases it from a video with ProPainter.",
		},
	],
	demo: {
		inputs: [{ type: "img", filename: "mask-generation-input.png" }],
		outputs: [{ type: "img", filename: "mask-generation-output.png", label: "One colour per generated mask" }],
	},
	widgetModels: [],
};
