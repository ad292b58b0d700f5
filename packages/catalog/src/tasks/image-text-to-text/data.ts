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
	metrics: [],
	models: [
		{
			id: "HuggingFaceTB/SmolVLM-Instruct",
			description: "A small, memory-efficient vision language model that handles several images at once.",
		},
		{
			id: "zai-org/GLM-4.5V",
			description: "A large mixture-of-experts vision language model with strong reasoning over images and video.",
		},
		{
			id: "rednote-hilab/dots.ocr",
			description: "A compact model that parses document layouts and reads their text in many languages.",
		},
		{
			id: "Qwen/Qwen2.5-VL-3B-Instruct",
			description: "A small Qwen vision language model that can locate objects and read documents and charts.",
		},
		{
			id: "microsoft/Magma-8B",
			description: "A multimodal agent model that plans actions in user interfaces and robot tasks from what it sees.",
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
	widgetModels: ["zai-org/GLM-4.5V"],
	youtubeId: "IoGaGfU1CIg",
};
