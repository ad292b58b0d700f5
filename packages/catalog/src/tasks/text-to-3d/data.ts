import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Text-to-3D creates a 3D object from a written description. The input is a prompt and the output is a 3D asset, such as a mesh, a neural radiance field or a set of Gaussian splats, that can be rendered from any angle. It helps designers and game makers prototype props and scenes quickly.",
	datasets: [
		{
			id: "allenai/objaverse-xl",
			description: "More than ten million 3D objects from the web, the largest open source of shapes for training.",
		},
		{
			id: "tiange/Cap3D",
			description: "Descriptive captions written automatically for Objaverse objects, pairing text with 3D shapes.",
		},
	],
	metrics: [
		{
			id: "CLIPScore",
			description: "CLIP similarity between rendered views of the object and the prompt: does it show what was asked?",
		},
		{
			id: "Arena Elo",
			description: "A rating from people's votes between two models' results for the same prompt.",
		},
	],
	models: [
		{
			id: "microsoft/TRELLIS-text-large",
			description:
				"TRELLIS text-to-3D, which generates a structured 3D latent decoded to a mesh or Gaussians, under MIT.",
		},
		{
			id: "tencent/Hunyuan3D-2",
			description:
				"Hunyuan3D 2.0, used from text by first drawing the object with a text-to-image model, then lifting it to 3D.",
		},
		{
			id: "tencent/Hunyuan3D-1",
			description: "Hunyuan3D 1.0, which accepts text or an image and has a fast lite variant.",
		},
		{
			id: "ashawkey/LGM",
			description: "LGM, which builds 3D Gaussians from four views generated from the prompt, in about five seconds.",
		},
		{
			id: "ashawkey/mvdream-sd2.1-diffusers",
			description:
				"MVDream, a Stable Diffusion 2.1 fine-tune that draws four consistent views of an object from a prompt.",
		},
	],
	spaces: [
		{ id: "ashawkey/LGM", description: "Produces Gaussian-splat 3D objects from text or an image with LGM." },
		{
			id: "hysts/Shap-E",
			description: "Generates a 3D model from a prompt with OpenAI's Shap-E and shows it in the browser.",
		},
	],
	demo: {
		inputs: [{ type: "text", label: "Prompt", content: "A small wooden chair with a round seat and curved legs" }],
		outputs: [
			{
				type: "text",
				label: "3D asset",
				content: "chair.ply: a mesh of the chair with vertex colours, viewable from every side.",
			},
		],
	},
	widgetModels: [],
	reviewedOn: "2026-11-23",
	freshnessMonths: 30,
	recommendedModel: "tencent/Hunyuan3D-2",
	noSharedBenchmark:
		"only the TRELLIS paper's Toys4k table scores two of these picks (TRELLIS and LGM) on one protocol, and other papers use their own prompts, renderers and metrics, so no column; judge renders of your own prompts instead.",
	bestFor: [
		{
			pick: "small",
			modelId: "ashawkey/LGM",
			why: "It turns a prompt into an object in seconds on one consumer GPU.",
		},
		{
			pick: "quality",
			modelId: "tencent/Hunyuan3D-2",
			why: "Going through a strong image generator first gives cleaner, more detailed meshes than the direct text models.",
		},
		{
			pick: "permissive",
			modelId: "microsoft/TRELLIS-text-large",
			why: "MIT weights with no regional or commercial restrictions.",
		},
	],
	guidance: [
		{
			heading: "Few direct models, one common pipeline",
			paragraphs: [
				"Open models that go straight from text to 3D are few, and this list is short for that reason. In practice most people chain two steps: a text-to-image model draws the object alone on a plain background, and an image-to-3D model lifts the picture into a mesh. The split lets you pick and check the picture before spending GPU time on 3D, and it benefits from image generators being far better trained than text-to-3D models. Direct models such as TRELLIS text and Shap-E are useful when you need many quick variations or a single fully open pipeline.",
				"An older approach optimises a 3D representation for each prompt with score distillation from a 2D model (DreamFusion style); it can give good results but takes tens of minutes per object, so feed-forward models have replaced it for most uses.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"For quality, use the two-step route with a strong text-to-image model and Hunyuan3D or TRELLIS image models. For speed or very many objects, a feed-forward model like LGM or TRELLIS text is simpler. Consider the output format your tools accept (mesh, Gaussians, radiance field) and the licence, since Hunyuan3D's terms exclude some regions.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Describe one object, its material and colours, not a scene: these models make single props, not rooms. Multi-view methods can produce the 'Janus' problem, a face or front detail repeated on several sides. Meshes come out dense and may need cleanup, and text on objects is rarely legible. Prompt for a neutral pose and plain lighting if the model will be animated or relit.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"There is no ground truth for a prompt, so evaluation renders views and compares them with the text (CLIP similarity) or asks people or a vision-language model to vote. Such scores miss geometry flaws that only show in a 3D viewer; always inspect results from several angles and in wireframe.",
			],
		},
	],
	resources: [
		{
			title: "Structured 3D Latents for Scalable and Versatile 3D Generation (TRELLIS)",
			url: "https://arxiv.org/abs/2412.01506",
			kind: "paper",
		},
		{ title: "LGM: Large Multi-View Gaussian Model", url: "https://arxiv.org/abs/2402.05054", kind: "paper" },
		{ title: "DreamFusion: Text-to-3D using 2D Diffusion", url: "https://arxiv.org/abs/2209.14988", kind: "paper" },
		{ title: "Hugging Face ML for 3D course", url: "https://huggingface.co/learn/ml-for-3d-course", kind: "course" },
	],
};
