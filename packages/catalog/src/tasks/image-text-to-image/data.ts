import { GEDIT_BENCH_EN } from "../benchmarks.js";
import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Image-text-to-image edits or reimagines a picture according to written instructions. The input is one or more images plus a text prompt, and the output is a new image that follows the prompt while keeping what it does not mention. It is used for photo editing by instruction, putting a product or character into new scenes and keeping a subject consistent across images.",
	datasets: [
		{
			id: "stepfun-ai/GEdit-Bench",
			description: "Real editing requests from users, in English and Chinese, used to score instruction-based editors.",
		},
	],
	metrics: [
		{
			id: "GEdit score",
			description: "A VLM judge's rating of whether the edit did what was asked and whether the result looks natural.",
		},
		{
			id: "CLIPScore",
			description: "CLIP similarity between the output and the instruction, showing how well the edit follows it.",
		},
		{
			id: "lpips",
			description:
				"Perceptual distance from the input in areas the instruction did not mention; lower means less collateral change.",
		},
	],
	models: [
		{
			id: "black-forest-labs/FLUX.2-dev",
			description:
				"FLUX.2 dev, 32B, which generates and edits images from a prompt and up to several reference pictures.",
		},
		{
			id: "Qwen/Qwen-Image-Edit-2509",
			description:
				"The September 2025 Qwen-Image-Edit, with multi-image input and strong text rendering in Chinese and English.",
		},
		{
			id: "Qwen/Qwen-Image-Edit",
			description: "The first Qwen-Image-Edit, a 20B editor that changes appearance or meaning while keeping identity.",
		},
		{
			id: "black-forest-labs/FLUX.1-Kontext-dev",
			description: "FLUX.1 Kontext dev, a 12B editor known for keeping characters consistent over repeated edits.",
		},
		{
			id: "HiDream-ai/HiDream-E1-Full",
			description: "HiDream-E1, an instruction editor built on the 17B HiDream-I1 generator, under the MIT licence.",
		},
		{
			id: "ByteDance-Seed/BAGEL-7B-MoT",
			description:
				"BAGEL, an open unified model under Apache 2.0 that reads images and text and edits a picture from an instruction.",
		},
		{
			id: "OmniGen2/OmniGen2",
			description:
				"OmniGen2, an open unified model under Apache 2.0 that edits a photo from an instruction and also generates new images.",
		},
		{
			id: "timbrooks/instruct-pix2pix",
			description:
				"InstructPix2Pix, the first open instruction editor, under a billion parameters and runnable on 8 GB GPUs.",
		},
	],
	spaces: [
		{ id: "black-forest-labs/FLUX.2-dev", description: "Edit or combine images with a prompt using FLUX.2." },
		{ id: "Qwen/Qwen-Image-Edit", description: "Edits an uploaded picture by instruction with Qwen-Image-Edit." },
	],
	demo: {
		inputs: [
			{ type: "img", filename: "image-text-to-image-input.jpeg" },
			{ type: "text", label: "Instruction", content: "Turn this cat into a dog" },
		],
		outputs: [{ type: "img", filename: "image-text-to-image-output.png" }],
	},
	widgetModels: ["black-forest-labs/FLUX.2-dev"],
	reviewedOn: "2026-11-23",
	freshnessMonths: 18,
	recommendedModel: "Qwen/Qwen-Image-Edit-2509",
	benchmark: GEDIT_BENCH_EN,
	bestFor: [
		{
			pick: "small",
			modelId: "timbrooks/instruct-pix2pix",
			why: "Under a billion parameters, it edits on a consumer GPU in seconds, though far less faithfully than the new editors.",
		},
		{
			pick: "multilingual",
			modelId: "Qwen/Qwen-Image-Edit-2509",
			why: "It takes instructions in Chinese and English and can write or change text inside the image in both.",
		},
		{
			pick: "quality",
			modelId: "black-forest-labs/FLUX.2-dev",
			why: "The strongest open editor here for multi-reference work, at a size that needs a large GPU or quantisation. The one GEdit-Bench table the column reads does not include it, so it shows no figure there.",
		},
		{
			pick: "permissive",
			modelId: "Qwen/Qwen-Image-Edit-2509",
			why: "Apache 2.0, where the FLUX dev weights forbid commercial use without a separate licence.",
		},
	],
	guidance: [
		{
			heading: "Variants",
			paragraphs: [
				"Instruction editing changes one picture as told ('make it night', 'remove the bin'), and the model must leave everything else alone. Subject-driven generation takes one or more reference images of a person, product or style and creates new scenes with them. Multi-image composition combines several inputs, such as a model and a garment. The current open models, FLUX.2, Qwen-Image-Edit and Kontext, do all three from one checkpoint; older tools needed a separate adapter per job, such as ControlNet or IP-Adapter on top of a text-to-image model.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"Consider the licence and size together. The Qwen editors are Apache 2.0 but 20B parameters; the FLUX dev models are non-commercial by default. Neither fits a 16 GB card without quantisation or offloading, so for local use check whether a quantised build or a few-step distilled variant exists. If the edits contain text, such as signs, labels or Chinese characters, Qwen-Image-Edit is notably better. For many small edits on a tight budget, a hosted provider costs less than keeping a large GPU busy.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Editors drift: colours shift, faces change slightly and the image may be re-cropped, and repeated edits compound this. Edit at the model's native resolution and paste the changed region back into the original when only part of it should change. Say what to keep as well as what to change. Be careful with photos of real people; most licences and laws restrict deceptive edits, and output should be labelled where rules require it.",
			],
		},
		{
			heading: "Metrics, and when a VLM fits better",
			paragraphs: [
				"No single number captures an edit. Benchmarks such as GEdit-Bench and ImgEdit ask a vision-language model to grade whether the instruction was followed and whether the result looks natural, and report both; a perceptual distance on the unedited area measures collateral damage. Check all three, since a model can follow instructions well by redrawing the whole picture.",
				"If you only need to describe, check or crop an image, use a vision-language model or a classical tool; generation is slow and always changes pixels.",
			],
		},
	],
	resources: [
		{ title: "Qwen-Image Technical Report", url: "https://arxiv.org/abs/2508.02324", kind: "paper" },
		{ title: "FLUX.1 Kontext", url: "https://arxiv.org/abs/2506.15742", kind: "paper" },
		{ title: "InstructPix2Pix", url: "https://arxiv.org/abs/2211.09800", kind: "paper" },
		{ title: "Diffusers documentation", url: "https://huggingface.co/docs/diffusers/index", kind: "docs" },
	],
};
