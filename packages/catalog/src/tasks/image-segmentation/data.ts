import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Image segmentation labels every pixel of an image, splitting it into regions such as sky, road or person. Semantic segmentation gives each pixel a class, instance segmentation separates each object, and panoptic segmentation does both. The input is an image and the output is a set of masks with labels; it drives background removal, medical imaging and self-driving perception.",
	datasets: [
		{
			id: "zhoubolei/scene_parse_150",
			description: "ADE20K scenes annotated pixel by pixel with 150 classes of objects and background stuff.",
		},
	],
	metrics: [
		{
			id: "mean_iou",
			description:
				"The overlap between predicted and true regions divided by their union, averaged over classes: the semantic segmentation score.",
		},
		{
			id: "mask mAP",
			description:
				"Average precision of predicted masks, averaged over classes and overlap thresholds: the instance segmentation score.",
		},
		{
			id: "PQ",
			description:
				"Panoptic quality: how well segments are matched times how well matched segments overlap, over things and stuff.",
		},
	],
	models: [
		{
			id: "facebook/sam3",
			description:
				"SAM 3 segments every instance of a concept you name in text or show by example, in images and video.",
		},
		{
			id: "tue-mps/coco_panoptic_eomt_large_640",
			description:
				"EoMT, a plain Vision Transformer used directly as a fast panoptic segmenter, trained on COCO at 640 pixels.",
		},
		{
			id: "facebook/mask2former-swin-large-coco-panoptic",
			description: "Mask2Former with a Swin-L backbone, one architecture for semantic, instance and panoptic masks.",
		},
		{
			id: "facebook/mask2former-swin-large-ade-semantic",
			description: "Mask2Former trained for semantic segmentation of the 150 ADE20K scene classes.",
		},
		{
			id: "ZhengPeng7/BiRefNet",
			description: "An MIT-licensed foreground segmenter for background removal, with fine edges such as hair.",
		},
		{
			id: "nvidia/segformer-b0-finetuned-ade-512-512",
			description: "SegFormer B0, under four million parameters, for semantic segmentation on a CPU or in the browser.",
		},
		{
			id: "nvidia/segformer-b5-finetuned-ade-640-640",
			description: "SegFormer B5, the largest SegFormer, trained on the 150 ADE20K classes at 640 pixels.",
		},
	],
	spaces: [
		{ id: "facebook/ov-seg", description: "Open-vocabulary segmentation: type the class names you want to find." },
		{ id: "jbrinkma/segment-anything", description: "Runs Segment Anything on your images to cut out any object." },
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
	reviewedOn: "2026-11-23",
	freshnessMonths: 18,
	recommendedModel: "tue-mps/coco_panoptic_eomt_large_640",
	benchmark: {
		dataset: "zhoubolei/scene_parse_150",
		config: "single-scale",
		split: "validation",
		metric: "mean_iou",
		label: "ADE20K val semantic segmentation, mIoU %, single-scale (authors' tables)",
		url: "https://huggingface.co/datasets/zhoubolei/scene_parse_150",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "nvidia/segformer-b0-finetuned-ade-512-512",
			why: "Under four million parameters, fast enough for a CPU, though its licence restricts commercial use.",
		},
		{
			pick: "multilingual",
			modelId: "facebook/sam3",
			why: "It takes the target as a short noun phrase or an example box, so labels are not fixed at training time.",
		},
		{
			pick: "quality",
			modelId: "facebook/sam3",
			why: "It finds and separates every instance of a named concept with the best masks among open models; it has no ADE20K semantic figure, and of the models scored there Mask2Former Swin-L leads.",
		},
		{
			pick: "permissive",
			modelId: "tue-mps/coco_panoptic_eomt_large_640",
			why: "MIT-licensed weights that produce full panoptic maps at near real-time speed.",
		},
	],
	guidance: [
		{
			heading: "Semantic, instance and panoptic",
			paragraphs: [
				"Semantic segmentation gives every pixel a class but does not tell two touching people apart. Instance segmentation gives each countable object its own mask and ignores the background. Panoptic segmentation combines the two: countable things get separate masks and amorphous stuff such as sky or road gets one region per class. Two related tasks live on their own pages: promptable mask generation, where a click, a box or a phrase says which object to cut out (the Segment Anything family), and matting or background removal, where a single foreground is separated with soft edges.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"Match the model to the output you need before comparing scores: a semantic model trained on ADE20K will not count cars, and a COCO panoptic model knows only COCO's classes. Universal architectures such as Mask2Former and EoMT handle all three kinds with the same code, which makes switching cheap. If your classes are not in any benchmark, a promptable model such as SAM 3 can produce labels from a text phrase that you then use directly or to train a smaller specialised model.",
				"For removing backgrounds from product or portrait photos, a dedicated foreground model such as BiRefNet gives cleaner edges than a general segmenter. On phones and in browsers, SegFormer-class models are the usual choice. Several popular checkpoints, including SegFormer, Mask2Former and the SAM releases, carry custom or non-commercial licences, so check the table before shipping.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Output resolution is often lower than the input, and upsampling blurs thin structures; run at the model's training resolution or tile large images. Post-processing (thresholds, minimum region size, how overlapping masks are merged) changes results as much as the model does, so use the processor's post-processing functions rather than your own. Medical, satellite and microscope images differ enough from photos that a model fine-tuned on the domain beats a larger general one.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"Semantic segmentation is scored with mean intersection over union across classes, instance segmentation with mask average precision, and panoptic segmentation with panoptic quality, which multiplies recognition quality by mask overlap. Boundary-sensitive scores matter when edges count, as in matting. A vision-language model can describe regions or answer where something is, but its masks are coarse; use it to choose what to segment and a segmenter to draw it.",
			],
		},
	],
	resources: [
		{
			title: "Transformers semantic segmentation guide",
			url: "https://huggingface.co/docs/transformers/tasks/semantic_segmentation",
			kind: "docs",
		},
		{ title: "SAM 3: Segment Anything with Concepts", url: "https://arxiv.org/abs/2511.16719", kind: "paper" },
		{
			title: "Your ViT is Secretly an Image Segmentation Model (EoMT)",
			url: "https://arxiv.org/abs/2503.19108",
			kind: "paper",
		},
		{
			title: "Masked-attention Mask Transformer (Mask2Former)",
			url: "https://arxiv.org/abs/2112.01527",
			kind: "paper",
		},
		{ title: "Panoptic Segmentation", url: "https://arxiv.org/abs/1801.00868", kind: "paper" },
	],
	youtubeId: "dKE8SIt9C-w",
};
