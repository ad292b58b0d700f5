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
			description:
				"Brain MRI scans with masks of tumour sub-regions from the BraTS challenge, a test far from everyday photos.",
		},
	],
	metrics: [
		{
			id: "mean_iou",
			description:
				"The overlap between each predicted mask and the true one divided by their union, averaged over objects.",
		},
		{
			id: "1-click mIoU",
			description: "Mean IoU after a single point prompt, the usual measure of interactive segmentation.",
		},
		{
			id: "J&F",
			description:
				"For video: the mean of region similarity (J, an IoU) and contour accuracy (F) of a mask tracked through the frames.",
		},
	],
	models: [
		{
			id: "facebook/sam2.1-hiera-large",
			description: "SAM 2.1 large, the standard promptable model for images and for tracking masks through video.",
		},
		{
			id: "facebook/sam3",
			description:
				"SAM 3, which adds text prompts: it masks every instance of a short phrase, and still takes points and boxes.",
		},
		{
			id: "facebook/sam2.1-hiera-small",
			description: "SAM 2.1 small, about 46 million parameters, for interactive use on modest GPUs.",
		},
		{
			id: "facebook/sam2-hiera-large",
			description:
				"The first SAM 2 large (July 2024), which SAM 2.1 replaced with better video tracking on the same benchmarks.",
		},
		{
			id: "facebook/sam-vit-base",
			description: "The original Segment Anything with a ViT-B encoder, the simplest to run through Transformers.",
		},
		{
			id: "Xenova/slimsam-77-uniform",
			description:
				"SlimSAM, a heavily pruned Segment Anything in ONNX, that runs in a web browser with Transformers.js.",
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
		outputs: [
			{ type: "img", filename: "mask-generation-output.png", label: "One colour per generated mask (illustration)" },
		],
	},
	widgetModels: ["facebook/sam-vit-base"],
	reviewedOn: "2026-11-23",
	freshnessMonths: 18,
	recommendedModel: "facebook/sam2.1-hiera-large",
	benchmark: {
		dataset: "sa-v",
		split: "test",
		metric: "j&f",
		label: "SA-V test, J&F (SAM 2 README)",
		url: "https://ai.meta.com/datasets/segment-anything-video",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "Xenova/slimsam-77-uniform",
			why: "Small enough to segment on the user's own device in a browser, with no server at all.",
		},
		{
			pick: "quality",
			modelId: "facebook/sam3",
			why: "The newest Segment Anything, with better masks and text prompts, though its weights are gated. Its README scores it on concept prompts, not SA-V J&F, so the column has no figure for it; SAM 2.1 large leads there.",
		},
		{
			pick: "permissive",
			modelId: "facebook/sam2.1-hiera-large",
			why: "Apache 2.0 weights, ungated, with image and video support in one model.",
		},
	],
	guidance: [
		{
			heading: "Variants",
			paragraphs: [
				"Mask generation runs in two modes. In automatic mode the model is prompted with a grid of points and returns every plausible region, with no class names, which is what annotation tools and dataset analysis use. In prompted mode a person or another model gives a point, a box or, with SAM 3, a short phrase, and the model returns the mask for that one object, often with a few alternatives at different granularity (a shirt, or the whole person).",
				"This differs from semantic, instance and panoptic segmentation, which assign known class labels; pair a mask generator with a detector or a zero-shot classifier when you need labels. Video models such as SAM 2 and SAM 3 also carry a mask from one frame to the next.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"SAM 2.1 is the default: openly licensed, good on images and video, in sizes from tiny to large. Use SAM 3 when you want to prompt with text or need the best masks and can accept its licence and gated download. For phones and browsers, the pruned and distilled variants (SlimSAM, MobileSAM, EfficientSAM) trade edge quality for speed. Medical and remote-sensing images often need a fine-tuned variant, because the general models were trained mostly on everyday photos.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"The heavy image encoder runs once and the light decoder once per prompt, so cache the image embedding in interactive tools. Automatic mode on a large image produces hundreds of overlapping masks; filter them by predicted quality and stability score and remove duplicates. Thin structures, hair and transparent objects come out coarse at the default resolution. Masks come back at the model's input size, so check that you resize them to the original image the same way it was resized on the way in.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"For prompted use, the useful figure is mIoU after one click and the number of clicks needed to reach a target IoU, because they measure annotation effort. For video, report J&F on benchmarks such as DAVIS or SA-V. Automatic mode is judged by recall of ground-truth objects, since the model has no labels to be right or wrong about.",
			],
		},
	],
	resources: [
		{ title: "Segment Anything", url: "https://arxiv.org/abs/2304.02643", kind: "paper" },
		{ title: "SAM 2: Segment Anything in Images and Videos", url: "https://arxiv.org/abs/2408.00714", kind: "paper" },
		{ title: "SAM 3: Segment Anything with Concepts", url: "https://arxiv.org/abs/2511.16719", kind: "paper" },
		{ title: "SAM 2 repository", url: "https://github.com/facebookresearch/sam2", kind: "tool" },
	],
};
