import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Feature extraction turns text into lists of numbers, called embeddings, that capture its meaning. The input is a sentence or a document and the output is one vector per token or one pooled vector for the whole text. These vectors feed semantic search, clustering, recommendation and retrieval for chat assistants.",
	datasets: [
		{
			id: "wikipedia",
			description: "Cleaned Wikipedia articles in many languages, a common source of text for pretraining encoders.",
		},
	],
	metrics: [],
	models: [
		{
			id: "thenlper/gte-large",
			description: "A large English General Text Embeddings model for search, clustering and similarity.",
		},
		{
			id: "Alibaba-NLP/gte-Qwen1.5-7B-instruct",
			description:
				"An embedding model built on the Qwen1.5 7B language model that takes an instruction describing the task.",
		},
	],
	spaces: [
		{
			id: "mteb/leaderboard",
			description: "The Massive Text Embedding Benchmark leaderboard, comparing embedding models across many tasks.",
		},
		{ id: "mteb/arena", description: "An arena where people vote on which embedding model retrieves better results." },
	],
	demo: {
		inputs: [{ type: "text", label: "Input", content: "Cats sleep a lot." }],
		outputs: [
			{
				type: "tabular",
				label: "Token embeddings (first dimensions)",
				table: [
					["Token", "Dim 1", "Dim 2", "Dim 3", "Dim 4"],
					["Cats", "0.412", "-0.087", "0.233", "-0.519"],
					["sleep", "-0.146", "0.302", "0.057", "0.188"],
					["a", "0.021", "-0.011", "0.094", "-0.036"],
					["lot", "0.275", "0.149", "-0.310", "0.062"],
					[".", "-0.003", "0.018", "0.007", "-0.025"],
				],
			},
		],
	},
	widgetModels: ["facebook/bart-base"],
};
