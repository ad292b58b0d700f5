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
	metrics: [
		{
			id: "AbsRel",
			description: "Mean absolute relative error between predicted and true depth per pixel; lower is better.",
		},
		{
			id: "δ1",
			description:
				"The share of pixels whose predicted depth is within a factor of 1.25 of the truth; higher is better.",
		},
	],
	models: [
		{
			id: "depth-anything/DA3METRIC-LARGE",
			description:
				"Depth Anything 3's metric model: one image in, depth in metres once scaled by the camera's focal length, under Apache 2.0.",
		},
		{
			id: "depth-anything/Depth-Anything-V2-Large",
			description: "The large Depth Anything V2 model, which gives detailed relative depth for almost any photo.",
		},
		{
			id: "apple/DepthPro-hf",
			description:
				"Depth Pro, which predicts sharp metric depth and the camera's focal length from one image in under a second.",
		},
		{
			id: "depth-anything/Depth-Anything-V2-Small-hf",
			description: "The 25-million-parameter Depth Anything V2, fast enough for a CPU or a browser.",
		},
		{
			id: "depth-anything/Depth-Anything-V2-Base-hf",
			description:
				"The 97.5-million-parameter Depth Anything V2, between the small and large models in detail and speed, in transformers.",
		},
		{
			id: "tencent/DepthCrafter",
			description:
				"Estimates depth for long videos with a video diffusion model, so the depth does not flicker between frames.",
		},
		{
			id: "Intel/dpt-large",
			description: "DPT (MiDaS 3.0), the earlier standard for relative depth, still widely supported by tools.",
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
	reviewedOn: "2026-11-23",
	freshnessMonths: 18,
	recommendedModel: "depth-anything/Depth-Anything-V2-Small-hf",
	benchmark: {
		dataset: "depth-anything/DA-2K",
		metric: "accuracy",
		label: "DA-2K relative depth, % of point pairs ordered correctly (Depth Anything V2 paper, Table 3)",
		url: "https://huggingface.co/datasets/depth-anything/DA-2K",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "depth-anything/Depth-Anything-V2-Small-hf",
			why: "About 25 million parameters with good relative depth, and an Apache licence unlike its larger siblings.",
		},
		{
			pick: "quality",
			modelId: "apple/DepthPro-hf",
			why: "The sharpest boundaries and metric scale without knowing the camera, at high resolution; the DA-2K table read here scores only the Depth Anything V2 models, of which the large one leads.",
		},
		{
			pick: "permissive",
			modelId: "depth-anything/DA3METRIC-LARGE",
			why: "Apache 2.0 metric depth, where Depth Pro and the large V2 model restrict commercial use.",
		},
	],
	guidance: [
		{
			heading: "Relative and metric depth",
			paragraphs: [
				"Relative depth models say which parts of the image are nearer or farther but not by how much in real units; their output is correct only up to an unknown scale and shift. That is enough for background blur, 2D-to-3D effects and many editing tasks. Metric depth models predict distances in metres, which robotics, measurement and augmented reality need; some, such as Depth Pro, also estimate the focal length, so they work on photos whose camera is unknown. Video depth models keep estimates consistent across frames, and multi-view models reconstruct geometry and camera poses from several images at once.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"Decide between relative and metric first. Then look at resolution and boundaries: models that work at higher resolution give sharper edges around hair, thin poles and furniture legs, which matters for editing and 3D, while smaller models are fine for rough scene layout. For video, a per-frame model flickers; use a video model or smooth the output over time. For phones and browsers, the small Depth Anything models export well to ONNX and run in real time. Watch the licences: several of the strongest checkpoints are for non-commercial use only.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Output conventions differ: some models return depth (larger is farther), others disparity or inverse depth (larger is nearer), and relative outputs are normalised differently. Convert before comparing or combining. Reflective and transparent surfaces such as glass, mirrors and water confuse every monocular model. Metric models trained mostly indoors misjudge scale outdoors and the other way round, so check the training domains. Resize back to the input resolution with the processor's post-processing rather than naive interpolation.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"Benchmarks such as NYU Depth v2 (indoor) and KITTI (driving) report absolute relative error (AbsRel) and the share of pixels within 25 percent of the truth (δ1). Relative models are scored after aligning scale and shift to the ground truth, which hides scale errors, so compare metric models only with metric scores. For visual uses, boundary sharpness and temporal stability often matter more than these averages.",
				"A vision-language model can answer which object is closer, but it does not produce dense depth maps; use a depth model whenever you need per-pixel distances.",
			],
		},
	],
	resources: [
		{
			title: "Transformers monocular depth estimation guide",
			url: "https://huggingface.co/docs/transformers/tasks/monocular_depth_estimation",
			kind: "docs",
		},
		{ title: "Depth Anything V2", url: "https://arxiv.org/abs/2406.09414", kind: "paper" },
		{
			title: "Depth Anything 3: Recovering the Visual Space from Any Views",
			url: "https://arxiv.org/abs/2511.10647",
			kind: "paper",
		},
		{
			title: "Depth Pro: Sharp Monocular Metric Depth in Less Than a Second",
			url: "https://arxiv.org/abs/2410.02073",
			kind: "paper",
		},
	],
};
