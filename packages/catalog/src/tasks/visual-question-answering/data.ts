import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Visual question answering answers open questions about an image. The input is a picture and a question in natural language, and the output is a short answer, often chosen from a list of likely answers with scores. It helps describe scenes to people with low vision and lets users query charts and photos.",
	datasets: [
		{
			id: "Graphcore/vqa",
			description: "Open-ended questions about everyday photos, each answered by several people.",
		},
		{
			id: "facebook/textvqa",
			description: "Questions that can only be answered by reading the text that appears in the image.",
		},
		{
			id: "MMMU/MMMU",
			description: "College-level questions across thirty subjects that need both the image and expert knowledge.",
		},
	],
	metrics: [
		{
			id: "accuracy",
			description: "The share of answers that match the reference, counted against what several annotators said.",
		},
		{
			id: "ANLS",
			description:
				"Average normalised Levenshtein similarity, which gives partial credit for nearly right answers read from text in images.",
		},
		{
			id: "wu-palmer similarity",
			description: "A score of how close the predicted and true answers are in the WordNet hierarchy of meanings.",
		},
	],
	models: [
		{
			id: "Qwen/Qwen2.5-VL-7B-Instruct",
			description:
				"A 7B vision-language model that answers questions about photos, charts and documents, served by several providers.",
		},
		{
			id: "zai-org/GLM-4.5V",
			description:
				"A large mixture-of-experts vision-language model with a reasoning mode, among the strongest open models on visual benchmarks.",
		},
		{
			id: "mistralai/Mistral-Small-3.1-24B-Instruct-2503",
			description: "A 24B Apache-licensed model that reads images and long documents in many languages.",
		},
		{
			id: "google/gemma-3-4b-it",
			description: "A 4B multilingual vision-language model that fits a laptop GPU when quantised.",
		},
		{
			id: "HuggingFaceTB/SmolVLM2-2.2B-Instruct",
			description: "A 2.2B model for questions about images and short videos on modest hardware.",
		},
		{
			id: "google/deplot",
			description:
				"A Pix2Struct model that turns a chart or plot into a data table that a language model can reason over.",
		},
		{
			id: "dandelin/vilt-b32-finetuned-vqa",
			description: "ViLT, a small model that picks a short answer from a fixed vocabulary, fast on a CPU.",
		},
	],
	spaces: [
		{
			id: "merve/pix2struct",
			description: "A demo of several Pix2Struct checkpoints answering questions about images.",
		},
		{ id: "nielsr/vilt-vqa", description: "A demo of ViLT answering questions about uploaded pictures." },
		{ id: "Salesforce/BLIP", description: "A demo of BLIP for captioning images and answering questions about them." },
		{
			id: "vumichien/Img2Prompt",
			description: "An app that answers questions about images by prompting a language model.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "elephant.jpeg" },
			{ type: "text", label: "Question", content: "What animal is this?" },
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "elephant", score: 0.94 },
					{ label: "rhino", score: 0.03 },
					{ label: "hippo", score: 0.02 },
				],
			},
		],
	},
	widgetModels: ["dandelin/vilt-b32-finetuned-vqa"],
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
			why: "Free-form answers from about two billion parameters, small enough for a laptop.",
		},
		{
			pick: "multilingual",
			modelId: "google/gemma-3-4b-it",
			why: "Trained on over 140 languages, so questions and answers need not be in English.",
		},
		{
			pick: "quality",
			modelId: "zai-org/GLM-4.5V",
			why: "Leads the open models here on reasoning-heavy visual benchmarks, if you have the GPUs or a provider.",
		},
		{
			pick: "permissive",
			modelId: "mistralai/Mistral-Small-3.1-24B-Instruct-2503",
			why: "Apache 2.0 weights with strong image understanding and a 128K-token window.",
		},
	],
	guidance: [
		{
			heading: "Two generations of models",
			paragraphs: [
				"Early VQA models, such as ViLT, treated the task as classification: they chose an answer from the few thousand most common answers in their training set. They are small and fast, but cannot answer anything outside that list. Current vision-language models generate free text, so they can read a sign, count objects, explain a chart or reason over several steps, and they also handle follow-up questions in a conversation. Specialised models sit in between: chart and plot readers such as DePlot convert a figure into a table, and document models read forms and invoices (see document question answering).",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"For a fixed, simple question over many images, such as 'is there a person in this picture?', a small classifier-style model or an object detector may be enough and much cheaper. For open questions, choose a vision-language model by size: 2–4B models run on a laptop and handle everyday scenes, 7–24B models read text and charts reliably, and the largest open models are needed for multi-step reasoning over diagrams and scientific figures. Check how images are tokenised: models that keep high resolution read small text better but use far more tokens and memory per image.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Vision-language models answer confidently even when the image does not contain the information, and they often count wrongly beyond a handful of objects. They can be swayed by leading questions and by text written in the image, which is also a route for prompt injection. Ask for the evidence (where in the image the answer comes from), lower the temperature, and test with questions whose answer is 'not visible'. Answers about people's identity, age or emotions are unreliable and often inappropriate.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"Classic VQA accuracy compares a short answer with ten human answers and counts it right if enough of them agree. Text-reading benchmarks use ANLS, which gives partial credit for near misses. Modern evaluations such as MMMU, MMBench and ChartQA test knowledge and reasoning with multiple-choice or short answers, and leaderboards aggregate them. None of these measure hallucination well; build a small set of your own images with known answers, including unanswerable questions.",
			],
		},
	],
	resources: [
		{
			title: "Transformers visual question answering guide",
			url: "https://huggingface.co/docs/transformers/tasks/visual_question_answering",
			kind: "docs",
		},
		{
			title: "Open VLM Leaderboard",
			url: "https://huggingface.co/spaces/opencompass/open_vlm_leaderboard",
			kind: "leaderboard",
		},
		{ title: "MMMU benchmark", url: "https://arxiv.org/abs/2311.16502", kind: "paper" },
		{ title: "VQA: Visual Question Answering", url: "https://arxiv.org/abs/1505.00468", kind: "paper" },
		{ title: "LMArena vision leaderboard", url: "https://lmarena.ai/leaderboard/vision", kind: "leaderboard" },
	],
};
