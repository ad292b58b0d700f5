import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Object detection finds the objects of known classes in an image and draws a box around each. The input is an image and the output is a list of boxes, each with a class label and a confidence score. It counts people and vehicles in traffic, checks shelves in shops and spots defects or hazards on camera feeds.",
	datasets: [
		{
			id: "merve/coco2017",
			description: "COCO 2017 photos of everyday scenes with boxes for 80 object classes, the standard benchmark.",
		},
		{
			id: "merve/pascal-voc",
			description: "PASCAL VOC photos annotated with boxes for 20 classes such as people, animals and vehicles.",
		},
	],
	metrics: [
		{
			id: "mAP",
			description:
				"COCO mean average precision: the area under each class's precision-recall curve, averaged over classes and over box-overlap thresholds from 0.5 to 0.95.",
		},
		{
			id: "AP50",
			description: "Average precision with a looser single overlap threshold of 0.5, closer to 'found it at all'.",
		},
		{
			id: "Latency",
			description: "Milliseconds per image on the target hardware at the deployed resolution and batch size.",
		},
	],
	models: [
		{
			id: "ustc-community/dfine-xlarge-obj2coco",
			description:
				"D-FINE X pretrained on Objects365 then COCO, one of the most accurate real-time detectors with open weights.",
		},
		{
			id: "onnx-community/rfdetr_base-ONNX",
			description:
				"RF-DETR Base from Roboflow in ONNX, a real-time transformer detector built to fine-tune well on new domains.",
		},
		{
			id: "PekingU/rtdetr_v2_r50vd",
			description: "RT-DETRv2, a real-time transformer detector that needs no non-maximum suppression.",
		},
		{
			id: "ustc-community/dfine-small-coco",
			description: "D-FINE S, about ten million parameters, for edge devices and CPU serving.",
		},
		{
			id: "Ultralytics/YOLO11",
			description: "YOLO11 from Ultralytics, with the easiest training and export tooling, under AGPL-3.0.",
		},
		{
			id: "IDEA-Research/grounding-dino-tiny",
			description: "Grounding DINO finds objects named in a text prompt, for classes you have no training data for.",
		},
		{
			id: "facebook/detr-resnet-50",
			description: "The original DETR, slower than the newer detectors but the simplest reference and widely served.",
		},
	],
	spaces: [
		{ id: "Roboflow/RF-DETR", description: "Detects objects in images and videos with Roboflow's real-time RF-DETR." },
		{
			id: "Gradio-Blocks/Object-Detection-With-DETR-and-YOLOS",
			description: "Compares DETR and YOLOS detections on the same picture.",
		},
		{ id: "sunsmarterjieleaf/yolov12", description: "Runs the attention-based YOLOv12 detector on your images." },
		{ id: "merve/RT-DETR-tracking-coco", description: "Detects and tracks COCO objects through a video with RT-DETR." },
	],
	demo: {
		inputs: [{ type: "img", filename: "object-detection-input.jpg" }],
		outputs: [
			{ type: "img", filename: "object-detection-output.jpg", label: "Boxes: 2 cars, 2 people, 1 traffic light" },
		],
	},
	widgetModels: ["facebook/detr-resnet-50"],
	reviewedOn: "2026-11-23",
	freshnessMonths: 24,
	recommendedModel: "PekingU/rtdetr_v2_r50vd",
	benchmark: {
		dataset: "detection-datasets/coco",
		config: "2017",
		split: "val",
		metric: "map",
		label: "COCO val2017, box AP (authors' tables)",
		url: "https://cocodataset.org/#detection-eval",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "ustc-community/dfine-small-coco",
			why: "About ten million parameters with accuracy close to much larger YOLO models, and an Apache licence.",
		},
		{
			pick: "multilingual",
			modelId: "IDEA-Research/grounding-dino-tiny",
			why: "It takes the classes as free text, so new labels need no training (its prompts work best in English).",
		},
		{
			pick: "quality",
			modelId: "ustc-community/dfine-xlarge-obj2coco",
			why: "Its COCO accuracy is at the top of the open real-time detectors in our catalogue.",
		},
		{
			pick: "permissive",
			modelId: "PekingU/rtdetr_v2_r50vd",
			why: "Apache 2.0 weights with direct Transformers support, unlike the AGPL YOLO releases.",
		},
	],
	guidance: [
		{
			heading: "Variants",
			paragraphs: [
				"Closed-set detectors learn a fixed list of classes, such as COCO's 80, and are fast and precise on them. Open-vocabulary detectors such as Grounding DINO take the class names as text at run time, which helps when you have no labelled data, at a cost in speed and precision. Oriented detectors predict rotated boxes for aerial and document images, and instance segmentation adds a mask to each box (see image segmentation).",
				"Two families dominate real-time use: the YOLO line, convolutional and tuned for speed, and the DETR line (RT-DETR, D-FINE, RF-DETR), transformers that predict a set of boxes directly and need no non-maximum suppression step.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"Decide first whether COCO's classes cover your problem. If they do, a pretrained checkpoint can go straight into production; if not, pick a model by how well it fine-tunes, and RF-DETR and D-FINE were built with transfer in mind. Then pick the size from your latency budget: nano and small models reach real-time speeds on a CPU or a phone, and the X-large ones need a GPU for video rates.",
				"Licences matter here more than in most tasks. The Ultralytics YOLO releases are AGPL-3.0, which obliges you to publish the source of a networked service that uses them unless you buy a commercial licence; the DETR-family models above are Apache 2.0.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Small objects are where detectors fail first: raise the input resolution or tile large images rather than switching models. Tune the score threshold on your own validation data; the default is rarely right. Boxes of different tools use different formats (corner pairs or centre plus size, pixels or fractions), a common source of silent bugs. Frame-by-frame detection flickers on video, so add a tracker when you count or follow objects.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"COCO mAP, averaged over overlap thresholds from 0.5 to 0.95, rewards tight boxes; AP50 only asks that the object be found. Which matters depends on the use: counting needs recall at a loose threshold, robotic grasping needs tight boxes. Always read accuracy together with latency on your hardware, since the published speed figures assume a specific GPU and export format.",
				"A vision-language model that can point or output boxes answers one-off questions about an image well, but it is orders of magnitude slower and its boxes are less precise than a trained detector's, so keep detectors for anything that runs on every frame.",
			],
		},
	],
	resources: [
		{
			title: "Transformers object detection guide",
			url: "https://huggingface.co/docs/transformers/tasks/object_detection",
			kind: "docs",
		},
		{ title: "D-FINE", url: "https://arxiv.org/abs/2410.13842", kind: "paper" },
		{
			title: "DETRs Beat YOLOs on Real-time Object Detection (RT-DETR)",
			url: "https://arxiv.org/abs/2304.08069",
			kind: "paper",
		},
		{ title: "Grounding DINO", url: "https://arxiv.org/abs/2303.05499", kind: "paper" },
		{ title: "Ultralytics documentation", url: "https://docs.ultralytics.com/", kind: "docs" },
	],
	youtubeId: "WdAeKSOpxhw",
};
