import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Depth estimation predicts how far from the camera each pixel of a picture lies. The input is a single image and the output is a depth map of the same size, either relative (nearer or farther) or metric (in metres). It is used to blur backgrounds, place objects in augmented reality, guide robots and turn photos into 3D scenes.",
	datasets: [
		{
			id: "sayakpaul/nyu_depth_v2",
			description: "Indoor scenes filmed with a Kinect sensor, each colour frame paired with a dense depth map.",
		},
		{
			id: "depth-anything/DA-2K",
			description:
				"Pairs of points in varied images where annotators marked which one is closer, for judging relative depth.",
		},
	],
	metrics: [],
	models: [
		{
			id: "depth-anything/Depth-Anything-V2-Large",
			description: "The large Depth Anything V2 model, which gives detailed relative depth for almost any photo.",
		},
		{
			id: "jingheya/lotus-depth-g-v1-0",
			description:
				"Lotus, a depth estimator built on a text-to-image diffusion backbone that predicts depth in one step.",
		},
		{
			id: "tencent/DepthCrafter",
			description:
				"Estimates depth for long videos with a video diffusion model, so the depth does not flicker between frames.",
		},
		{
			id: "apple/DepthPro-hf",
			description:
				"Depth Pro, which predicts sharp metric depth and the camera's focal length from one image in under a second.",
		},
	],
	spaces: [
		{
			id: "radames/dpt-depth-estimation-3d-voxels",
			description: "Predicts depth with DPT and turns the picture into a 3D voxel model you can rotate.",
		},
		{ id: "akhaliq/depth-pro", description: "Runs Depth Pro on your own photos and shows the metric depth map." },
		{ id: "tencent/DepthCrafter", description: "Produces consistent depth sequences for uploaded videos." },
		{ id: "facebook/sapiens-depth", description: "Meta's Sapiens models estimating the depth of people in photos." },
	],
	demo: {
		inputs: [{ type: "img", filename: "depth-estimation-input.jpg", label: "Photo of a room" }],
		outputs: [{ type: "img", filename: "depth-estimation-output.png", label: "Depth map (nearer is brighter)" }],
	},
	widgetModels: [],
};
