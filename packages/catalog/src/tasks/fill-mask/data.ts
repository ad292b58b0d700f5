import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Fill-mask predicts the word hidden behind a mask token in a sentence. The input is text with one masked position and the output is a ranked list of candidate words with their probabilities. It is how encoder models such as BERT are pretrained, and it can suggest words or probe what a model knows.",
	datasets: [
		{
			id: "wikipedia",
			description: "Cleaned Wikipedia articles, a standard pretraining corpus for masked language models.",
		},
		{ id: "c4", description: "The Colossal Clean Crawled Corpus, a large cleaned snapshot of English web pages." },
	],
	metrics: [
		{
			id: "cross_entropy",
			description: "The average negative log-probability of the true word at masked positions; lower is better.",
		},
		{
			id: "perplexity",
			description: "The exponential of the cross entropy, showing how uncertain the model is about masked words.",
		},
	],
	models: [
		{
			id: "answerdotai/ModernBERT-large",
			description: "A modernised BERT-style encoder with a long context window, trained on text and code.",
		},
		{
			id: "FacebookAI/xlm-roberta-base",
			description: "A RoBERTa-style encoder pretrained on filtered web text in about a hundred languages.",
		},
	],
	spaces: [],
	demo: {
		inputs: [{ type: "text", label: "Input", content: "I take my <mask> for a walk every morning." }],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "dog", score: 0.78 },
					{ label: "puppy", score: 0.06 },
					{ label: "son", score: 0.04 },
					{ label: "daughter", score: 0.03 },
					{ label: "wife", score: 0.02 },
				],
			},
		],
	},
	widgetModels: ["distilroberta-base"],
	youtubeId: "mqElG5QJWUg",
};
