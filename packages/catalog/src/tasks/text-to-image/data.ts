import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Text-to-image generates a picture from a written description. The input is a prompt, sometimes with settings such as size, seed or a negative prompt, and the output is one or more images. It is used for illustration, concept art, advertising mock-ups and making training data.",
	datasets: [
		{
			id: "kdexd/red_caps",
			description: "Twelve million image-caption pairs from Reddit, covering many everyday subjects.",
		},
		{
			id: "google-research-datasets/conceptual_captions",
			description: "About 3.3 million web images with cleaned alt-text captions.",
		},
		{
			id: "Spawning/PD12M",
			description:
				"Twelve million public-domain images with captions, for training generators on openly licensed data.",
		},
	],
	metrics: [
		{
			id: "FID",
			description: "Fréchet Inception Distance between features of generated and real images; lower is more realistic.",
		},
		{
			id: "CLIP score",
			description:
				"Cosine similarity between the prompt and the image in CLIP space; higher means closer to the prompt.",
		},
		{
			id: "GenEval",
			description:
				"An object-focused benchmark that checks counts, colours and positions asked for in the prompt with a detector.",
		},
		{
			id: "Human preference (Elo)",
			description: "Ratings from pairwise votes between two models on the same prompt, as arenas collect them.",
		},
	],
	models: [
		{
			id: "Qwen/Qwen-Image",
			description:
				"A 20-billion-parameter model that is unusually good at legible text in English and Chinese, under Apache 2.0.",
		},
		{
			id: "black-forest-labs/FLUX.1-Krea-dev",
			description: "FLUX.1 tuned with Krea for natural, photographic images without the glossy generated look.",
		},
		{
			id: "HiDream-ai/HiDream-I1-Full",
			description: "A 17-billion-parameter model with strong prompt following, released under the MIT licence.",
		},
		{
			id: "black-forest-labs/FLUX.1-schnell",
			description: "The four-step, Apache-licensed member of the FLUX.1 family, fast enough for interactive use.",
		},
		{
			id: "stabilityai/stable-diffusion-3.5-large",
			description:
				"Stability's 8-billion-parameter model, free for organisations under the community licence's revenue limit.",
		},
		{
			id: "Efficient-Large-Model/Sana_1600M_1024px_diffusers",
			description:
				"A 1.6-billion-parameter linear-attention model that makes 1024-pixel images quickly on a single consumer GPU.",
		},
		{
			id: "stabilityai/stable-diffusion-xl-base-1.0",
			description: "SDXL, older but with the largest ecosystem of LoRAs, ControlNets and tools built around it.",
		},
		{
			id: "black-forest-labs/FLUX.1-dev",
			description: "FLUX.1 [dev], the base that Krea-dev and most FLUX LoRAs build on, under a non-commercial licence.",
		},
	],
	spaces: [
		{
			id: "stabilityai/stable-diffusion-3-medium",
			description: "Generates images from prompts with Stable Diffusion 3 Medium.",
		},
		{ id: "jbilcke-hf/ai-comic-factory", description: "Writes and draws a comic strip from a one-line story idea." },
		{ id: "multimodalart/flux-lora-lab", description: "Combines several FLUX LoRAs to mix styles in one image." },
		{
			id: "latent-consistency/lcm-lora-for-sdxl",
			description: "Shows SDXL making images in a few steps with a latent-consistency LoRA.",
		},
		{
			id: "multimodalart/LoraTheExplorer",
			description: "Browse a gallery of style LoRAs and generate with the one you pick.",
		},
		{
			id: "ArtGAN/Stable-Diffusion-ControlNet-WebUI",
			description: "Guides Stable Diffusion with edges, poses or depth through ControlNet.",
		},
		{ id: "InstantX/InstantID", description: "Generates new pictures of a person from a single photo of their face." },
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Prompt",
				content: "A red and white lighthouse on a rocky cliff at sunset, flat illustration",
			},
		],
		outputs: [{ type: "img", filename: "text-to-image-output.jpeg" }],
	},
	widgetModels: ["black-forest-labs/FLUX.1-dev"],
	reviewedOn: "2026-11-23",
	freshnessMonths: 18,
	recommendedModel: "black-forest-labs/FLUX.1-schnell",
	benchmark: {
		dataset: "geneval",
		metric: "accuracy",
		label: "GenEval overall, 0–1 (one table: the HiDream-I1 README)",
		url: "https://github.com/djghosh13/geneval",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "Efficient-Large-Model/Sana_1600M_1024px_diffusers",
			why: "At 1.6 billion parameters it fits a 12 GB card and still renders at 1024 pixels.",
		},
		{
			pick: "multilingual",
			modelId: "Qwen/Qwen-Image",
			why: "It reads prompts in Chinese as well as English and can write both scripts inside the picture.",
		},
		{
			pick: "quality",
			modelId: "Qwen/Qwen-Image",
			why: "Its prompt following and text rendering sit at the top of the open models in public preference votes.",
		},
		{
			pick: "permissive",
			modelId: "black-forest-labs/FLUX.1-schnell",
			why: "Apache 2.0 weights that allow commercial use, with images in four steps.",
		},
	],
	guidance: [
		{
			heading: "Kinds of model",
			paragraphs: [
				"Almost every current open generator is a latent diffusion or flow-matching model: a text encoder turns the prompt into vectors, a large denoiser (a transformer in FLUX, Qwen-Image, HiDream and SD3.5; a UNet in SDXL) shapes noise into a compressed image, and a decoder turns that into pixels. Distilled variants such as FLUX.1-schnell or SDXL-Lightning trade a little fidelity for images in one to eight steps instead of thirty to fifty.",
				"Around the base models sits a large ecosystem: LoRA adapters add a style or a subject, ControlNets steer the layout with edges, depth or a pose, and editing models take an image as well as the prompt (see image-to-image and image-text-to-image for those).",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"Start from the licence, because it decides more than quality does. FLUX.1-dev and FLUX.1-Krea-dev allow non-commercial use of the weights only, SD3.5 is free below a revenue limit, and Qwen-Image, FLUX.1-schnell and HiDream-I1 are under Apache 2.0 or MIT. Read the exact terms for outputs as well as weights before shipping a product.",
				"Then check memory. A 12-billion-parameter transformer needs about 24 GB in bf16, more with its text encoder; 8-bit or 4-bit quantised weights, CPU offloading or a GGUF build make it run on 12–16 GB at the cost of speed. On a laptop or for batch jobs where cost matters, a 1–3-billion-parameter model such as Sana or SDXL is the practical choice.",
				"If the image must contain words (posters, packaging, slides), test text rendering first: Qwen-Image and the FLUX family are far ahead of SDXL there. If you need a particular look, a base model with many LoRAs in your style may beat a stronger base without them.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Step counts, guidance scale and resolution are tuned per model; copying SDXL settings to a distilled or flow-matching model gives washed-out or burnt images. Many models were trained at about one megapixel and repeat or stretch subjects at other sizes. Fix the seed when you compare models, and compare on your own prompts rather than on a showcase.",
				"Generated images can reproduce people, trademarks and styles from the training data. Filter prompts and outputs in a public product, and label generated images where your jurisdiction asks for it.",
			],
		},
		{
			heading: "Measuring quality",
			paragraphs: [
				"FID on COCO captions says how close the distribution of images is to real photos, but it rewards blandness and barely tracks what people prefer. Prompt-alignment checks such as GenEval or a CLIP score catch missing objects and wrong counts. The most trusted signal today is human preference: arenas where people vote between two images for the same prompt. For your own use, a small blind comparison on a few dozen of your prompts tells you more than any single number.",
				"When the image is only a step in a conversation, or you need to edit it turn by turn, a general multimodal model with image output behind an API may be simpler than running a pipeline yourself.",
			],
		},
	],
	resources: [
		{ title: "Diffusers documentation", url: "https://huggingface.co/docs/diffusers/index", kind: "docs" },
		{
			title: "Scaling Rectified Flow Transformers for High-Resolution Image Synthesis (SD3)",
			url: "https://arxiv.org/abs/2403.03206",
			kind: "paper",
		},
		{ title: "Qwen-Image Technical Report", url: "https://arxiv.org/abs/2508.02324", kind: "paper" },
		{ title: "GenEval benchmark", url: "https://arxiv.org/abs/2310.11513", kind: "paper" },
		{
			title: "LMArena text-to-image leaderboard",
			url: "https://lmarena.ai/leaderboard/text-to-image",
			kind: "leaderboard",
		},
	],
};
