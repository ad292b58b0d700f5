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
			id: "Perplexity",
			description:
				"The exponential of the cross entropy, roughly how many tokens the model hesitates between at each step.",
		},
	],
	models: [
		{
			id: "google/gemma-2-2b-it",
			description: "A small instruction-tuned Gemma 2 model that runs on modest hardware.",
		},
		{
			id: "Qwen/Qwen3-Coder-480B-A35B-Instruct",
			description: "A very large mixture-of-experts coding model built for agent-style programming tasks.",
		},
		{
			id: "openai/gpt-oss-120b",
			description: "An open-weight mixture-of-experts reasoning model from OpenAI with adjustable reasoning effort.",
		},
		{
			id: "zai-org/GLM-4.5",
			description: "A mixture-of-experts model aimed at agents, combining reasoning, coding and tool use.",
		},
		{
			id: "Qwen/Qwen3-4B-Thinking-2507",
			description: "A 4B Qwen3 model that writes out its thinking before answering, strong for its size.",
		},
		{
			id: "Qwen/Qwen2.5-7B-Instruct-1M",
			description: "A 7B instruction model able to read contexts of up to a million tokens.",
		},
		{
			id: "Qwen/Qwen2.5-Coder-32B-Instruct",
			description: "A 32B model specialised in writing, fixing and explaining code.",
		},
		{
			id: "deepseek-ai/DeepSeek-R1",
			description:
				"A large reasoning model trained with reinforcement learning to solve maths and coding problems step by step.",
		},
	],
	spaces: [
		{ id: "akhaliq/anycoder", description: "An app that writes a working web application from a description." },
		{ id: "enzostvs/deepsite", description: "A tool that builds and edits a website from prompts." },
		{
			id: "logikon/open_cot_leaderboard",
			description: "A leaderboard measuring how much chain-of-thought reasoning helps each model.",
		},
		{
			id: "ysharma/Explore_llamav2_with_TGI",
			description: "A chat interface to a Llama 2 model served with Text Generation Inference.",
		},
		{ id: "HuggingFaceH4/zephyr-chat", description: "A chat demo of the Zephyr assistant models." },
		{
			id: "lmsys/chatbot-arena-leaderboard",
			description: "Rankings of chat models from people's blind pairwise votes.",
		},
		{
			id: "mlabonne/phixtral-chat",
			description: "A chat demo of Phixtral, a mixture of experts built from small Phi models.",
		},
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
	widgetModels: ["mistralai/Mistral-Nemo-Instruct-2407"],
	youtubeId: "e9gNEAlsOvU",
};
