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
			id: "Average Precision",
			description: "The area under the precision-recall curve for one class at a given box-overlap threshold.",
		},
		{
			id: "Mean Average Precision",
			description: "Average precision averaged over all classes, and on COCO over overlap thresholds from 0.5 to 0.95.",
		},
		{ id: "APα", description: "Average precision at a single overlap threshold α, reported as AP50 or AP75." },
	],
	models: [
		{
			id: "facebook/detr-resnet-50",
			description:
				"DETR, which predicts boxes directly with a transformer and needs no anchor boxes or non-maximum suppression.",
		},
		{
			id: "IDEA-Research/dab-detr-resnet-50",
			description: "DAB-DETR, which uses box coordinates as queries so that DETR trains faster.",
		},
		{
			id: "PekingU/rtdetr_v2_r50vd",
			description: "RT-DETRv2, a real-time transformer detector that rivals YOLO models in speed.",
		},
		{
			id: "StephanST/WALDO30",
			description: "WALDO, a detector for overhead drone and aerial views that finds people, vehicles and buildings.",
		},
	],
	spaces: [
		{ id: "Roboflow/RF-DETR", description: "Detects objects in images and videos with Roboflow's real-time RF-DETR." },
		{
			id: "Gradio-Blocks/Object-Detection-With-DETR-and-YOLOS",
			description: "Compares DETR and YOLOS detections on the same picture.",
		},
		{ id: "sunsmarterjieleaf/yolov12", description: "Runs the attention-based YOLOv12 detector on your images." },
		{
			id: "VIPLab/Track-Anything",
			description: "Selects an object in a video and tracks and segments it across frames.",
		},
		{ id: "merve/RT-DETR-tracking-coco", description: "Detects and tracks COCO objects through a video with RT-DETR." },
	],
	demo: {
		inputs: [{ type: "img", filename: "object-detection-input.jpg" }],
		outputs: [
			{ type: "img", filename: "object-detection-output.jpg", label: "Boxes: 2 cars, 2 people, 1 traffic light" },
		],
	},
	widgetModels: ["facebook/detr-resnet-50"],
	youtubeId: "WdAeKSOpxhw",
};
