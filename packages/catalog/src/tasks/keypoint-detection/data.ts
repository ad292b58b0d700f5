import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Keypoint detection finds specific, well-defined points in an image. They can be the joints of a person's body or hand (pose estimation) or distinctive corners and blobs that are matched between two photos of the same scene. The input is an image and the output is a list of point coordinates with scores, and sometimes descriptors; uses include fitness and sign-language apps, motion capture, panorama stitching and 3D reconstruction.",
	datasets: [
		{
			id: "Vincent-luo/hagrid-mediapipe-hands",
			description: "HaGRID hand-gesture photos annotated with the 21 hand landmarks that MediaPipe finds.",
		},
	],
	metrics: [
		{
			id: "OKS mAP",
			description:
				"COCO keypoint mean average precision, built on object keypoint similarity: distance to the true point, scaled by the person's size.",
		},
		{
			id: "PCK",
			description:
				"Percentage of correct keypoints: the share within a set distance of the truth, common for hands and faces.",
		},
		{
			id: "Pose AUC",
			description:
				"For matching: the area under the curve of camera-pose error estimated from the matches, as reported on MegaDepth.",
		},
	],
	models: [
		{
			id: "usyd-community/vitpose-base-simple",
			description: "ViTPose base: finds the 17 COCO body keypoints of each person that a separate detector has boxed.",
		},
		{
			id: "qualcomm/RTMPose-Body2d",
			description:
				"RTMPose-m whole-body, 133 keypoints (body, feet, face and hands), exported by Qualcomm to run in real time on phones.",
		},
		{
			id: "facebook/sapiens2-pose-0.4b",
			description:
				"Sapiens2 pose (2026), the 0.4-billion-parameter size: the same 308 whole-body keypoints as Sapiens, more accurate, and light enough for one consumer GPU; it needs a person detector first.",
		},
		{
			id: "facebook/sapiens-pose-1b",
			description: "Sapiens pose, one billion parameters, predicting 308 body, hand, foot and dense face keypoints.",
		},
		{
			id: "magic-leap-community/superpoint",
			description:
				"SuperPoint, a 1.3-million-parameter network that finds interest points and describes them for matching.",
		},
		{
			id: "magic-leap-community/superglue_outdoor",
			description:
				"SuperGlue, the graph-network matcher LightGlue was built to replace, with its outdoor (MegaDepth) weights for SuperPoint keypoints.",
		},
		{
			id: "ETH-CVG/lightglue_superpoint",
			description: "LightGlue matching SuperPoint keypoints between two photos; it stops early on easy pairs.",
		},
	],
	spaces: [
		{
			id: "facebook/sapiens-pose",
			description: "Estimates 308 whole-body keypoints of the people in a photo with Meta's Sapiens pose models.",
		},
		{
			id: "datasciencedojo/Hand-Keypoint-Detection-Realtime",
			description: "Tracks hand landmarks live from a webcam.",
		},
		{ id: "ETH-CVG/LightGlue", description: "Matches keypoints between two uploaded photos with LightGlue." },
	],
	demo: {
		inputs: [{ type: "img", filename: "keypoint-detection-input.png" }],
		outputs: [
			{
				type: "img",
				filename: "keypoint-detection-output.png",
				label: "17 COCO body keypoints and skeleton (illustration)",
			},
		],
	},
	widgetModels: [],
	reviewedOn: "2026-11-23",
	freshnessMonths: 30,
	recommendedModel: "usyd-community/vitpose-base-simple",
	benchmark: {
		dataset: "megadepth-1500",
		split: "test",
		metric: "auc@5",
		label:
			"MegaDepth-1500 relative pose AUC@5° %, RANSAC, 2,048 SuperPoint keypoints per image (LightGlue paper, Table 2): it scores the matching models; the pose models each use their own keypoint set",
		url: "https://www.cs.cornell.edu/projects/megadepth/",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "qualcomm/RTMPose-Body2d",
			why: "Built for real-time pose on phone chips, and it covers hands and face as well as the body.",
		},
		{
			pick: "quality",
			modelId: "facebook/sapiens-pose-1b",
			why: "The densest open pose model, with 308 keypoints, though its licence forbids commercial use. The MegaDepth figures score only the matchers: there LightGlue edges out SuperGlue, and both far outdo SuperPoint's plain nearest-neighbour matches.",
		},
		{
			pick: "permissive",
			modelId: "usyd-community/vitpose-base-simple",
			why: "Apache 2.0, accurate on COCO, and it runs through the standard Transformers API.",
		},
	],
	guidance: [
		{
			heading: "Two tasks under one tag",
			paragraphs: [
				"Pose estimation predicts a fixed, named set of points on a person, hand, face or animal: COCO's 17 body joints, 21 points per hand, or whole-body sets of 133 points and more. Local-feature detection instead finds generic, repeatable points such as corners, with a descriptor for each, so the same physical point can be matched in another photo; SuperPoint detects and describes, and matchers such as LightGlue pair the points of two images. The first feeds fitness, sports and animation; the second feeds panoramas, visual localisation and 3D reconstruction.",
				"Pose models are either top-down, running a person detector first and then a keypoint model on each box (ViTPose, RTMPose), or bottom-up, finding all joints at once and grouping them into people, which keeps speed constant in crowds.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"Pick the keypoint set first: a squat counter needs only the body, sign language needs hands and face. Then the budget: RTMPose and similar light models reach real time on phones, ViTPose base is a good server default, and billion-parameter models such as Sapiens suit offline capture. For matching, SuperPoint with LightGlue is the common pair; check the licence, because the SuperPoint weights are for non-commercial use.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Top-down accuracy is capped by the person detector: missed or cut-off people lose all their joints. Left and right are defined from the subject's point of view, so mirrored images or selfie previews swap them. Occluded joints still get a position, so use the per-point score before drawing or counting. On video, per-frame estimates jitter; smooth them over time. For matching, lighting changes and repetitive textures such as windows produce confident wrong pairs, so verify matches geometrically, for example with RANSAC.",
			],
		},
		{
			heading: "Metrics, and when a VLM fits better",
			paragraphs: [
				"COCO keypoint mAP, based on object keypoint similarity, is the standard for body pose; PCK is common for hands and faces. For matching, the pose-estimation AUC on MegaDepth or ScanNet matters more than match counts, since it measures whether the geometry comes out right.",
				"A vision-language model can say whether someone's arm is raised, but it cannot place joints precisely; use it for descriptions and keep keypoint models for measurement.",
			],
		},
	],
	resources: [
		{ title: "ViTPose", url: "https://arxiv.org/abs/2204.12484", kind: "paper" },
		{ title: "RTMPose", url: "https://arxiv.org/abs/2303.07399", kind: "paper" },
		{ title: "Sapiens: Foundation for Human Vision Models", url: "https://arxiv.org/abs/2408.12569", kind: "paper" },
		{ title: "LightGlue", url: "https://arxiv.org/abs/2306.13643", kind: "paper" },
		{ title: "COCO keypoint evaluation", url: "https://cocodataset.org/#keypoints-eval", kind: "docs" },
	],
};
