import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Image-text-to-text models, also called vision language models, read one or more images together with a text prompt and write a text answer. The input is images plus an instruction or a conversation, and the output is text such as a caption, an answer, extracted text or code. They are used for visual chat assistants, document reading and describing screenshots.",
	datasets: [
		{
			id: "liuhaotian/LLaVA-Instruct-150K",
			description: "Machine-written conversations about images, used to teach models to follow visual instructions.",
		},
		{
			id: "DAMO-NLP-SG/multimodal_textbook",
			description: "Interleaved images and text taken from instructional videos, arranged like a textbook.",
		},
		{
			id: "HuggingFaceM4/the_cauldron",
			description: "A collection of about fifty vision-language datasets in one consistent format.",
		},
		{
			id: "HuggingFaceM4/WebSight",
			description: "Screenshots of synthetic web pages paired with the HTML that renders them.",
		},
	],
	metrics: [
		{
			id: "accuracy",
			description:
				"The share of multiple-choice or short-answer questions about images answered correctly, as benchmarks such as MMMU report it.",
		},
	],
	models: [
		{
			id: "Qwen/Qwen3-VL-8B-Instruct",
			description: "A recent 8B Qwen vision language model with a very long window for documents, screens and video.",
		},
		{
			id: "Qwen/Qwen2.5-VL-7B-Instruct",
			description:
				"A widely deployed 7B vision language model that reads documents and charts and can point to objects.",
		},
		{
			id: "google/gemma-3-27b-it",
			description: "The largest Gemma 3 model, reading images and text in over 140 languages.",
		},
		{
			id: "google/gemma-3-4b-it",
			description: "A small Gemma 3 model that still accepts images, suited to a single consumer GPU.",
		},
		{
			id: "mistralai/Mistral-Small-3.1-24B-Instruct-2503",
			description: "A 24B Apache-licensed model with image input and a 128K window that fits on one large GPU.",
		},
		{
			id: "zai-org/GLM-4.5V",
			description: "A large mixture-of-experts vision language model with strong reasoning over images and video.",
		},
		{
			id: "moonshotai/Kimi-VL-A3B-Instruct",
			description: "A mixture of experts with only about 3B active parameters that handles long documents and screens.",
		},
		{
			id: "HuggingFaceTB/SmolVLM2-2.2B-Instruct",
			description: "A compact model for images and short videos that runs on laptops and phones.",
		},
	],
	spaces: [
		{
			id: "opencompass/open_vlm_leaderboard",
			description: "A leaderboard comparing vision language models across many benchmarks.",
		},
		{
			id: "sergiopaniego/vlm_object_understanding",
			description: "A demo of vision language models pointing to and describing objects in images.",
		},
		{
			id: "prithivMLmods/Multimodal-OCR",
			description: "A demo of several models reading text from images and documents.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "image-text-to-text-input.png" },
			{ type: "text", label: "Prompt", content: "How many cars are on the road, and what else is there?" },
		],
		outputs: [
			{
				type: "text",
				label: "Answer",
				content:
					"There are three cars, red, blue and yellow. A green bicycle is in front of them and the sun is shining.",
			},
		],
	},
	widgetModels: ["Qwen/Qwen2.5-VL-7B-Instruct"],
	youtubeId: "IoGaGfU1CIg",
	reviewedOn: "2026-11-23",
	freshnessMonths: 18,
	recommendedModel: "Qwen/Qwen2.5-VL-7B-Instruct",
	benchmark: {
		dataset: "MMMU/MMMU",
		metric: "accuracy",
		label: "MMMU, accuracy (0–1, each maker's own run)",
		url: "https://huggingface.co/datasets/MMMU/MMMU",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "HuggingFaceTB/SmolVLM2-2.2B-Instruct",
			why: "About 2B parameters and an efficient image encoding, so it answers on a laptop or in the browser.",
		},
		{
			pick: "multilingual",
			modelId: "google/gemma-3-27b-it",
			why: "Trained for more than 140 languages, so it reads signs, forms and questions well beyond English and Chinese.",
		},
		{
			pick: "quality",
			modelId: "zai-org/GLM-4.5V",
			why: "The strongest reasoning over charts, diagrams and long videos in this list, at the cost of a large model.",
		},
		{
			pick: "permissive",
			modelId: "Qwen/Qwen3-VL-8B-Instruct",
			why: "Apache 2.0, recent and small enough for one GPU, with good document reading and grounding.",
		},
	],
	guidance: [
		{
			heading: "What these models do",
			paragraphs: [
				"A vision language model couples an image encoder to a language model: the picture is cut into patches, turned into a sequence of visual tokens and placed in the prompt next to the text. The model then writes text like any chat model. That single design covers captioning, visual question answering, reading text in photos (OCR), parsing whole documents into Markdown, answering questions about charts, and, in recent models, pointing at objects with coordinates or operating a graphical interface.",
				"Several families also take video, which they treat as a sequence of sampled frames, and a few return structured output such as bounding boxes in JSON. Check the model card for what your use needs: multi-image input, video, grounding, or a particular output format.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"Image resolution and memory go together. Each image can cost hundreds to thousands of tokens, so a model with a long context and dynamic resolution, such as the Qwen VL family, reads dense pages better but needs more memory per request. For screenshots and scanned documents favour models trained on document data; for photos of the world, general models such as Gemma 3 are fine.",
				"For local use, models up to about 8B run on a 24 GB GPU in half precision, and 2B to 4B models run on laptops. For the largest models, a provider is usually the practical route; the table shows which providers serve each model. If you only need text out of clean documents, a dedicated OCR model will be faster and cheaper than a general assistant.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"These models describe what is plausible as readily as what is there: they may invent small details, misread digits or count objects wrongly, so verify numbers that matter. Downscaling an image before sending it is the most common cause of poor OCR. Follow the model's own message format for images (the processor's chat template does this) and keep the image before the question unless the card says otherwise.",
			],
		},
		{
			heading: "Measuring quality",
			paragraphs: [
				"Public benchmarks split by skill: MMMU for college-level reasoning with images, DocVQA and OCRBench for reading, ChartQA for charts, and video benchmarks for temporal questions. Scores are accuracy or a normalised string match. Leaderboards average many of them, which hides the skill you care about, so compare models on the benchmark closest to your data and on a few dozen of your own images.",
			],
		},
		{
			heading: "When another tool is better",
			paragraphs: [
				"For a fixed set of labels, zero-shot image classification with a contrastive model is cheaper and more predictable. For precise boxes or masks, a detection or segmentation model beats a language model's coordinates. For search over many images, use image embeddings and keep the vision language model for the final answer.",
			],
		},
	],
	resources: [
		{ title: "Vision language models explained", url: "https://huggingface.co/blog/vlms", kind: "docs" },
		{
			title: "Image-text-to-text (Transformers documentation)",
			url: "https://huggingface.co/docs/transformers/tasks/image_text_to_text",
			kind: "docs",
		},
		{
			title: "Open VLM leaderboard",
			url: "https://huggingface.co/spaces/opencompass/open_vlm_leaderboard",
			kind: "leaderboard",
		},
		{ title: "MMMU benchmark", url: "https://arxiv.org/abs/2311.16502", kind: "paper" },
		{ title: "Visual Instruction Tuning (LLaVA)", url: "https://arxiv.org/abs/2304.08485", kind: "paper" },
	],
};
