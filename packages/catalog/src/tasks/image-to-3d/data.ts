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
	metrics: [
		{
			id: "Chamfer distance",
			description: "The average distance between points on the generated surface and the true one; lower is better.",
		},
		{
			id: "F-score",
			description: "The share of surface points within a small distance of the true surface, both ways.",
		},
		{
			id: "Arena Elo",
			description: "A rating from people's votes between two models' results for the same picture, as in 3D Arena.",
		},
	],
	models: [
		{
			id: "tencent/Hunyuan3D-2.1",
			description: "Hunyuan3D 2.1: a detailed mesh plus physically based textures, with training code released too.",
		},
		{
			id: "tencent/Hunyuan3D-2",
			description:
				"Hunyuan3D 2.0, a shape model and a texture model that can run separately, with a small 'mini' shape variant.",
		},
		{
			id: "microsoft/TRELLIS-image-large",
			description: "TRELLIS, a structured 3D latent that decodes to a mesh, Gaussians or a radiance field, under MIT.",
		},
		{
			id: "facebook/sam-3d-objects",
			description: "SAM 3D Objects, which reconstructs a masked object from a real photo, even when partly hidden.",
		},
		{
			id: "stabilityai/stable-point-aware-3d",
			description: "SPAR3D, which predicts a point cloud and then a mesh in under a second, so the back can be edited.",
		},
		{
			id: "TencentARC/InstantMesh",
			description: "InstantMesh, which makes multi-view images and then a textured mesh in a few seconds.",
		},
		{
			id: "FrozenBurning/3DTopia-XL",
			description: "3DTopia-XL, a diffusion model over compact primitives that outputs meshes with PBR materials.",
		},
	],
	spaces: [
		{
			id: "dylanebert/3d-arena",
			description: "Ranks image-to-3D models from people's votes on side-by-side results.",
		},
		{ id: "tencent/Hunyuan3D-2", description: "Turns an uploaded picture into a textured mesh with Hunyuan3D 2." },
		{ id: "TencentARC/InstantMesh", description: "Upload a picture and download the mesh InstantMesh builds from it." },
		{ id: "stabilityai/stable-point-aware-3d", description: "Builds an editable 3D asset from a picture with SPAR3D." },
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
	reviewedOn: "2026-11-23",
	freshnessMonths: 18,
	recommendedModel: "tencent/Hunyuan3D-2",
	benchmark: {
		dataset: "toys4k",
		config: "image-to-3d",
		metric: "fd_point",
		label: "Toys4k image-to-3D, FD_point (shape realism, lower is better; one table: the TRELLIS paper's Table 2)",
		url: "https://arxiv.org/abs/2412.01506",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "stabilityai/stable-point-aware-3d",
			why: "It returns a mesh in about a second and fits in a few gigabytes of GPU memory.",
		},
		{
			pick: "quality",
			modelId: "tencent/Hunyuan3D-2.1",
			why: "Among the best open results for shape detail and textures that react to light correctly; the Toys4k table read here does not score Hunyuan3D, and of the models it scores TRELLIS has the best FD_point.",
		},
		{
			pick: "permissive",
			modelId: "microsoft/TRELLIS-image-large",
			why: "MIT weights, while the Hunyuan3D licence excludes some regions and SAM 3D and SPAR3D carry custom terms.",
		},
	],
	guidance: [
		{
			heading: "Variants",
			paragraphs: [
				"Output formats differ. Meshes with textures drop straight into game engines and 3D printing; Gaussian splats and radiance fields render photo-realistically but need conversion for most tools. Pipelines differ too: some generate several views of the object with a 2D diffusion model and then reconstruct, others generate shape directly in a 3D latent space (Hunyuan3D, TRELLIS), which gives cleaner geometry. A separate family reconstructs objects inside real photos rather than clean product shots, as SAM 3D Objects does, handling clutter and occlusion.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"Decide what you need downstream: a game asset wants a clean, low-polygon mesh with separate textures; a product viewer may prefer splats. For one-off assets, Hunyuan3D and TRELLIS give the best quality on a 16 to 24 GB GPU; for many assets or interactive tools, a fast feed-forward model like SPAR3D is the practical choice. Check licences carefully, since several 3D models are barred in the EU, the UK or South Korea, or for commercial use.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Input quality decides output quality: one object, centred, on a plain background, lit evenly and seen from a slight angle above. Remove the background first. The hidden back side is invented, so symmetric objects come out well and asymmetric ones less so. Generated meshes are often dense and messy; plan on decimation and retopology before real-time use. Textures may bake in the input's lighting and shadows, which then look wrong under new light.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"Geometry scores such as Chamfer distance and F-score need a ground-truth shape, so they are reported on scanned datasets like Google Scanned Objects and say nothing about textures. For appearance, benchmarks render views and compare them with CLIP or image metrics. Human votes in the 3D Arena remain the clearest overall ranking; use them together with a test on a few of your own pictures. A general vision-language model cannot build geometry, but it is a cheap way to screen input photos and to describe results for a catalogue.",
			],
		},
	],
	resources: [
		{ title: "3D Arena", url: "https://huggingface.co/spaces/dylanebert/3d-arena", kind: "leaderboard" },
		{ title: "Hunyuan3D 2.0", url: "https://arxiv.org/abs/2501.12202", kind: "paper" },
		{
			title: "Structured 3D Latents for Scalable and Versatile 3D Generation (TRELLIS)",
			url: "https://arxiv.org/abs/2412.01506",
			kind: "paper",
		},
		{ title: "Hugging Face ML for 3D course", url: "https://huggingface.co/learn/ml-for-3d-course", kind: "course" },
	],
};
