import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Any-to-any models accept and produce several kinds of data within one model. The input can mix text, images, audio and video, and the output can be text, speech or images. One model can then describe a photo out loud, edit a picture from instructions or hold a spoken conversation about what a camera sees.",
	datasets: [
		{
			id: "PKU-Alignment/align-anything",
			description:
				"Human preference data across text, image, audio and video inputs and outputs, for aligning omni models.",
		},
	],
	metrics: [
		{
			id: "accuracy",
			description:
				"The share of questions answered correctly on mixed-modality benchmarks that combine images, audio and text.",
		},
	],
	models: [
		{
			id: "Qwen/Qwen3-Omni-30B-A3B-Instruct",
			description:
				"A mixture-of-experts omni model that reads text, images, audio and video and answers in text or streamed speech.",
		},
		{
			id: "Qwen/Qwen2.5-Omni-7B",
			description: "A smaller omni model that sees images and video, hears audio and answers in both text and speech.",
		},
		{
			id: "openbmb/MiniCPM-o-2_6",
			description: "A compact omni model for phones and laptops with real-time voice conversation and vision.",
		},
		{
			id: "ByteDance-Seed/BAGEL-7B-MoT",
			description: "A unified model that both understands images and generates or edits them from instructions.",
		},
		{
			id: "OmniGen2/OmniGen2",
			description: "Generates and edits images from any mix of text instructions and reference pictures.",
		},
		{
			id: "deepseek-ai/Janus-Pro-1B",
			description: "A small model that answers questions about images and also draws images from text prompts.",
		},
	],
	spaces: [
		{
			id: "OmniGen2/OmniGen2",
			description: "A demo of OmniGen2 for text-to-image generation and instruction-based editing.",
		},
		{
			id: "Qwen/Qwen2.5-Omni-7B-Demo",
			description: "Talk to Qwen2.5-Omni with your voice, camera or uploaded files and hear it reply.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "any-to-any-input.jpg" },
			{ type: "text", label: "Prompt", content: "Describe this picture out loud." },
		],
		outputs: [
			{ type: "text", label: "Text", content: "A red apple sits on a wooden table next to a glass of water." },
			{ type: "audio", label: "Speech", filename: "any-to-any-output.wav" },
		],
	},
	widgetModels: [],
	reviewedOn: "2026-11-23",
	freshnessMonths: 18,
	recommendedModel: "Qwen/Qwen2.5-Omni-7B",
	benchmark: {
		dataset: "MMMU/MMMU",
		metric: "accuracy",
		label: "MMMU, accuracy (0–1, each maker's own run)",
		url: "https://huggingface.co/datasets/MMMU/MMMU",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "deepseek-ai/Janus-Pro-1B",
			why: "About two billion parameters cover image understanding and image generation on a modest GPU.",
		},
		{
			pick: "multilingual",
			modelId: "Qwen/Qwen3-Omni-30B-A3B-Instruct",
			why: "It understands text in over a hundred languages and speech in about twenty, and speaks several of them.",
		},
		{
			pick: "quality",
			modelId: "Qwen/Qwen3-Omni-30B-A3B-Instruct",
			why: "The strongest open omni model on audio and audio-visual benchmarks, while activating only about 3B parameters per token.",
		},
		{
			pick: "permissive",
			modelId: "ByteDance-Seed/BAGEL-7B-MoT",
			why: "Apache 2.0 weights for both understanding and generating images, with no usage caps.",
		},
	],
	guidance: [
		{
			heading: "Variants",
			paragraphs: [
				"The tag gathers two kinds of model. Omni assistants, such as Qwen-Omni and MiniCPM-o, take text, images, audio and video as input and answer in text or in synthesised speech; they aim at voice assistants that can also look. Unified generators, such as BAGEL, OmniGen2 and Janus-Pro, read text and images and produce images as well as text, so one model can caption a photo, draw a new one or edit it from an instruction. Few models do both well, so decide which direction matters to you.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"List the input and output types you need, then check that the model card claims exactly those; a model tagged any-to-any may still output only text. For a spoken assistant, look at speech output quality in your languages and at latency from the end of the user's question to the first audio; streaming models start talking before they finish thinking. For image generation and editing, compare with specialised generation and editing models, which usually give better pictures at the same size; the unified model wins when the edit needs reasoning about the picture. Memory is often the limit: audio and video inputs turn into many tokens, and the speech decoder adds its own weights.",
				"When you only need one direction, such as describing images or transcribing speech, a specialised vision-language or speech model is simpler to deploy and easier to evaluate.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Support in common libraries lags behind releases: many of these models need custom code or a specific version of Transformers or vLLM, and not every modality is available in every runtime. Check the licence of the weights, not only the repository's code licence; some models put extra terms on commercial use. Generated speech and images can imitate real people, so add consent checks and disclose synthetic output.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"No single score covers this task. Omni assistants are compared on mixed-modality question suites such as OmniBench and Video-MME with audio, plus word error rate for their transcription and listening tests for their voice. Generators are judged with image benchmarks such as GenEval for prompt following and with editing benchmarks. Read the scores for the modality pair you will use.",
			],
		},
	],
	resources: [
		{ title: "Qwen2.5-Omni technical report", url: "https://arxiv.org/abs/2503.20215", kind: "paper" },
		{ title: "Qwen3-Omni technical report", url: "https://arxiv.org/abs/2509.17765", kind: "paper" },
		{
			title: "BAGEL: emerging properties in unified multimodal pretraining",
			url: "https://arxiv.org/abs/2505.14683",
			kind: "paper",
		},
		{ title: "Janus-Pro paper", url: "https://arxiv.org/abs/2501.17811", kind: "paper" },
	],
};
