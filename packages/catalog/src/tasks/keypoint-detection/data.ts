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
	metrics: [],
	models: [
		{
			id: "magic-leap-community/superpoint",
			description:
				"SuperPoint, a self-supervised network that detects interest points and describes them for matching.",
		},
		{
			id: "magic-leap-community/superglue_outdoor",
			description: "SuperGlue, a graph network that matches keypoints between two outdoor photos.",
		},
		{
			id: "qualcomm/RTMPose-Body2d",
			description: "RTMPose, a real-time model for body joints, packaged by Qualcomm to run on phones.",
		},
		{
			id: "ETH-CVG/lightglue_disk",
			description: "LightGlue, a fast matcher that stops early on easy pairs, here paired with DISK keypoints.",
		},
	],
	spaces: [
		{
			id: "datasciencedojo/Hand-Keypoint-Detection-Realtime",
			description: "Tracks hand landmarks live from a webcam.",
		},
		{ id: "ETH-CVG/LightGlue", description: "Matches keypoints between two uploaded photos with LightGlue." },
	],
	demo: {
		inputs: [{ type: "img", filename: "keypoint-detection-input.png" }],
		outputs: [{ type: "img", filename: "keypoint-detection-output.png", label: "17 body keypoints and skeleton" }],
	},
	widgetModels: [],
};
