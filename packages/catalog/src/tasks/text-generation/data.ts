import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Text generation continues a prompt by predicting one token after another. The input is a prompt or a conversation and the output is new text, from a single sentence to a long answer or a program. Chat assistants, coding helpers, writing aids and reasoning models are all built on it.",
	datasets: [
		{
			id: "CohereForAI/Global-MMLU",
			description:
				"The MMLU knowledge exam translated into dozens of languages, with notes on culturally sensitive questions.",
		},
		{
			id: "HuggingFaceFW/fineweb-2",
			description: "A very large filtered web corpus in over a thousand languages for pretraining language models.",
		},
		{
			id: "HuggingFaceH4/ultrachat_200k",
			description: "Two hundred thousand filtered multi-turn dialogues for teaching a model to chat.",
		},
		{
			id: "open-r1/OpenThoughts-114k-math",
			description: "Maths problems paired with long step-by-step reasoning traces for training reasoning models.",
		},
		{
			id: "allenai/tulu-3-sft-mixture",
			description:
				"The instruction-tuning mixture used to train the Tülu 3 models, spanning chat, maths, code and safety.",
		},
		{
			id: "HuggingFaceTB/smoltalk",
			description: "A largely synthetic instruction dataset made to fine-tune small chat models.",
		},
		{
			id: "HuggingFaceTB/finemath",
			description:
				"Web pages rich in mathematics, filtered for quality, for pretraining models that reason about numbers.",
		},
	],
	metrics: [
		{
			id: "Cross Entropy",
			description: "The average negative log-probability the model gives to each true next token; lower is better.",
		},
		{
			id: "perplexity",
			description:
				"The exponential of the cross entropy, roughly how many tokens the model hesitates between at each step.",
		},
		{
			id: "code_eval",
			description:
				"Pass@k for code: the share of problems where at least one of k generated programs passes the tests.",
		},
	],
	models: [
		{
			id: "openai/gpt-oss-120b",
			description:
				"OpenAI's larger open-weight mixture-of-experts reasoning model, with adjustable reasoning effort and tool use.",
		},
		{
			id: "openai/gpt-oss-20b",
			description: "The smaller gpt-oss model, whose few active parameters let it run on a single 16 GB GPU.",
		},
		{
			id: "Qwen/Qwen3-235B-A22B-Instruct-2507",
			description: "Qwen's flagship mixture-of-experts instruction model, answering directly without a thinking phase.",
		},
		{
			id: "zai-org/GLM-4.6",
			description: "A large mixture-of-experts model tuned for agents and coding, with a window of about 200K tokens.",
		},
		{
			id: "moonshotai/Kimi-K2-Instruct",
			description: "A trillion-parameter mixture of experts built for tool calling and long agent sessions.",
		},
		{
			id: "deepseek-ai/DeepSeek-R1",
			description:
				"A large reasoning model trained with reinforcement learning to solve maths and coding problems step by step.",
		},
		{
			id: "Qwen/Qwen3-8B",
			description:
				"A dense 8B model that switches between a thinking mode and a fast mode, trained on over a hundred languages.",
		},
		{
			id: "HuggingFaceTB/SmolLM3-3B",
			description: "A fully open 3B model with published data and recipe, small enough for a laptop CPU.",
		},
		{
			id: "swiss-ai/Apertus-8B-Instruct-2509",
			description: "A fully open 8B model from Swiss universities trained on text in well over a thousand languages.",
		},
	],
	spaces: [
		{
			id: "lmarena-ai/chatbot-arena-leaderboard",
			description: "Rankings of chat models from people's blind pairwise votes.",
		},
		{ id: "akhaliq/anycoder", description: "An app that writes a working web application from a description." },
		{ id: "enzostvs/deepsite", description: "A tool that builds and edits a website from prompts." },
		{ id: "HuggingFaceH4/zephyr-chat", description: "A chat demo of the Zephyr assistant models." },
	],
	demo: {
		inputs: [{ type: "text", label: "Input", content: "The old lighthouse keeper opened the door and" }],
		outputs: [
			{
				type: "text",
				label: "Output",
				content:
					"The old lighthouse keeper opened the door and found a soaked puppy shivering on the step, its collar tag bearing the name of a ship lost years ago.",
			},
		],
	},
	widgetModels: ["openai/gpt-oss-20b"],
	youtubeId: "e9gNEAlsOvU",
	reviewedOn: "2026-11-23",
	freshnessMonths: 18,
	recommendedModel: "openai/gpt-oss-20b",
	benchmark: {
		dataset: "Idavidrein/gpqa",
		metric: "accuracy",
		label: "GPQA, accuracy (0–1, each maker's own run)",
		url: "https://huggingface.co/datasets/Idavidrein/gpqa",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "HuggingFaceTB/SmolLM3-3B",
			why: "The smallest model here, 3B parameters: a 4-bit quantization is under 2 GB, which a laptop's RAM holds, while the BF16 weights in its row need a 24 GB card.",
		},
		{
			pick: "multilingual",
			modelId: "swiss-ai/Apertus-8B-Instruct-2509",
			why: "Its training data spans more than a thousand languages, with far more weight on non-English text than most models.",
		},
		{
			pick: "quality",
			modelId: "zai-org/GLM-4.6",
			why: "Among open models it is one of the strongest at multi-step coding and agent work, if you can host a very large model or use a provider.",
		},
		{
			pick: "permissive",
			modelId: "openai/gpt-oss-120b",
			why: "Apache 2.0 with no usage policy attached, and strong reasoning for a model that fits on one 80 GB GPU.",
		},
	],
	guidance: [
		{
			heading: "Which kind of model you need",
			paragraphs: [
				"Almost every text generation model you will pick today is an instruction-tuned chat model: it expects a list of messages and replies as an assistant. Base models, the raw next-token predictors they are trained from, are what you want only when you plan to fine-tune or when you need plain continuation of a document.",
				"Chat models now come in two flavours. Reasoning models such as DeepSeek-R1 and the gpt-oss family write a hidden or visible chain of thought before answering; they do much better on maths, code and planning, but each answer costs more tokens and more time. Direct models answer at once and suit extraction, rewriting and conversation. Several recent families, Qwen3 among them, let you switch between the two per request.",
				"Size is described in two numbers for mixture-of-experts models: the total parameters you must hold in memory and the active parameters used per token, which set the speed. A 120B model with 5B active parameters needs the memory of a 120B model but runs about as fast as a small dense one.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"Start from where it will run. On a laptop or a CPU server, stay at or below about 8B parameters and use a 4-bit GGUF or MLX build. On one 24 GB GPU, 8B to 32B dense models or gpt-oss-20b are comfortable. Larger models are usually cheaper to call through an inference provider than to host, so the provider column of the table matters as much as the GPQA column.",
				"Then check the licence. Apache 2.0 and MIT let you ship the model in a product without conditions; Llama and Gemma licences allow commercial use but attach a use policy; some research releases forbid commercial use altogether. Finally, check the context window against your longest document, remembering that quality often drops well before the stated limit.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Always format prompts with the model's own chat template (the tokenizer's apply_chat_template does this); a wrong template silently degrades answers. Sampling settings matter: reasoning models are usually tuned for a moderate temperature and break when forced to be greedy. Quantization below 4 bits hurts small models far more than large ones. And a model that scores well on a public benchmark may have seen its questions during training, so test on a sample of your own data before committing.",
			],
		},
		{
			heading: "Measuring quality",
			paragraphs: [
				"Perplexity is useful for comparing checkpoints of the same model on the same text, but not for comparing models with different tokenizers. For assistants, what counts is task success: accuracy on held-out exam questions, pass@k on programming problems, and human preference, which the LMArena leaderboard collects through blind votes. Build a small evaluation set of your own prompts with expected answers; it will tell you more than any public ranking.",
			],
		},
		{
			heading: "When another tool is better",
			paragraphs: [
				"If the input includes images, screenshots or scanned pages, use an image-text-to-text model instead. For classifying or tagging large volumes of text, a fine-tuned encoder is cheaper and often more accurate than prompting a chat model. For search over your documents, pair a small generator with an embedding model rather than pasting everything into a long context.",
			],
		},
	],
	resources: [
		{
			title: "Generation with LLMs (Transformers documentation)",
			url: "https://huggingface.co/docs/transformers/llm_tutorial",
			kind: "docs",
		},
		{
			title: "Chat templates (Transformers documentation)",
			url: "https://huggingface.co/docs/transformers/chat_templating",
			kind: "docs",
		},
		{ title: "LMArena text leaderboard", url: "https://lmarena.ai/leaderboard", kind: "leaderboard" },
		{ title: "The LLM course", url: "https://huggingface.co/learn/llm-course", kind: "course" },
		{ title: "vLLM documentation", url: "https://docs.vllm.ai/", kind: "tool" },
		{ title: "llama.cpp", url: "https://github.com/ggml-org/llama.cpp", kind: "tool" },
		{ title: "Attention Is All You Need", url: "https://arxiv.org/abs/1706.03762", kind: "paper" },
	],
};
