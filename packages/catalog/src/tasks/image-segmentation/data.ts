import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Image segmentation labels every pixel of an image, splitting it into regions such as sky, road or person. Semantic segmentation gives each pixel a class, instance segmentation separates each object, and panoptic segmentation does both. The input is an image and the output is a set of masks with labels; it drives background removal, medical imaging and self-driving perception.",
	datasets: [
		{
			id: "scene_parse_150",
			description: "ADE20K scenes annotated pixel by pixel with 150 classes of objects and background stuff.",
		},
	],
	metrics: [
		{
			id: "Average Precision",
			description:
				"The area under the precision-recall curve of predicted masks for one class at a given overlap threshold.",
		},
		{
			id: "Mean Average Precision",
			description: "Average precision averaged over all classes, the headline number for instance segmentation.",
		},
		{
			id: "Mean Intersection over Union",
			description: "The overlap between predicted and true regions divided by their union, averaged over classes.",
		},
		{
			id: "APα",
			description: "Average precision at a fixed mask-overlap threshold α, such as AP50 or AP75.",
		},
	],
	models: [
		{
			id: "tue-mps/coco_panoptic_eomt_large_640",
			description:
				"EoMT, a plain Vision Transformer used directly as a panoptic segmenter, trained on COCO at 640 pixels.",
		},
		{
			id: "briaai/RMBG-1.4",
			description: "BRIA's background-removal model, which cuts the main subject out of a photo.",
		},
		{
			id: "ZhengPeng7/BiRefNet",
			description:
				"A bilateral-reference network for high-resolution foreground segmentation with fine edges such as hair.",
		},
		{
			id: "facebook/sapiens-seg-1b",
			description: "A Sapiens model that segments the body parts and clothing of people at high resolution.",
		},
		{
			id: "facebook/mask2former-swin-large-coco-panoptic",
			description: "Mask2Former with a Swin-L backbone, one architecture for semantic, instance and panoptic masks.",
		},
	],
	spaces: [
		{ id: "facebook/ov-seg", description: "Open-vocabulary segmentation: type the class names you want to find." },
		{ id: "jbrinkma/segment-anything", description: "Runs Segment Anything on your images to cut out any object." },
		{
			id: "facebook/sapiens-pose",
			description: "Meta's Sapiens demo for human-centric vision, from body keypoints to part segmentation.",
		},
		{
			id: "rashmi/sartorius-cell-instance-segmentation",
			description: "Separates individual neuronal cells in microscope images.",
		},
		{ id: "ArtGAN/Segment-Anything-Video", description: "Segments and tracks objects through a video with SAM." },
		{
			id: "segments/panoptic-segment-anything",
			description: "Combines a text-prompted detector with SAM to produce panoptic masks for classes you name.",
		},
	],
	demo: {
		inputs: [{ type: "img", filename: "image-segmentation-input.jpeg" }],
		outputs: [
			{
				type: "img",
				filename: "image-segmentation-output.png",
				label: "Semantic mask: sky, grass, house, path, tree, person",
			},
		],
	},
	widgetModels: ["nvidia/segformer-b0-finetuned-ade-512-512"],
	youtubeId: "dKE8SIt9C-w",
};
