import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Image-to-3D builds a three-dimensional object from one or a few pictures of it. The input is an image, ideally of a single object on a plain background, and the output is a 3D asset such as a textured mesh, a point cloud or Gaussian splats. It speeds up making props for games, product viewers and AR scenes.",
	datasets: [
		{
			id: "allenai/objaverse-xl",
			description:
				"More than ten million 3D objects collected from the web, the main training source for 3D generators.",
		},
		{
			id: "dylanebert/iso3d",
			description:
				"A hundred generated pictures of single objects on white, the shared prompts of the 3D Arena comparison.",
		},
	],
	metrics: [],
	models: [
		{
			id: "TencentARC/InstantMesh",
			description: "Turns one image into multi-view images and then into a textured mesh in a few seconds.",
		},
		{
			id: "tencent/HunyuanWorld-1",
			description: "Generates explorable, panorama-based 3D worlds from an image or a text prompt.",
		},
		{
			id: "hwjiang/Real3D",
			description: "A single-image reconstruction model whose training was scaled up with unlabelled real photos.",
		},
		{
			id: "stabilityai/stable-point-aware-3d",
			description: "SPAR3D, which first predicts a point cloud and then a mesh, so the result can be edited quickly.",
		},
	],
	spaces: [
		{
			id: "dylanebert/3d-arena",
			description: "Ranks image-to-3D models from people's votes on side-by-side results.",
		},
		{ id: "TencentARC/InstantMesh", description: "Upload a picture and download the mesh InstantMesh builds from it." },
		{ id: "stabilityai/stable-point-aware-3d", description: "Builds an editable 3D asset from a picture with SPAR3D." },
		{ id: "hwjiang/Real3D", description: "Reconstructs a 3D object from one photo with Real3D." },
		{ id: "dylanebert/LGM-mini", description: "A light demo that turns an image into 3D Gaussian splats with LGM." },
	],
	demo: {
		inputs: [{ type: "img", filename: "image-to-3d-input.png", label: "Picture of a mug" }],
		outputs: [
			{
				type: "text",
				label: "3D asset",
				content: "mug.glb: a textured mesh of the mug, handle included, with its unseen back side filled in.",
			},
		],
	},
	widgetModels: [],
};
