import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Fill-mask predicts the word hidden behind a mask token in a sentence. The input is text with one masked position and the output is a ranked list of candidate words with their probabilities. It is how encoder models such as BERT are pretrained, and it can suggest words or probe what a model knows.",
	datasets: [
		{
			id: "wikimedia/wikipedia",
			description:
				"Cleaned Wikipedia articles in over 300 languages, a standard pretraining corpus for masked language models.",
		},
		{ id: "allenai/c4", description: "The Colossal Clean Crawled Corpus, a large cleaned snapshot of web pages." },
	],
	metrics: [
		{
			id: "perplexity",
			description:
				"The exponential of the average negative log-probability of the true words at masked positions; lower is better.",
		},
		{
			id: "glue",
			description:
				"Scores after fine-tuning on the GLUE tasks, the usual way to compare encoders on what they are used for.",
		},
	],
	models: [
		{
			id: "answerdotai/ModernBERT-large",
			description: "A modernised BERT-style encoder with an 8,192-token window, trained on English text and code.",
		},
		{
			id: "jhu-clsp/mmBERT-base",
			description: "A ModernBERT-style encoder pretrained on over 1,800 languages with an 8,192-token window.",
		},
		{
			id: "microsoft/deberta-v3-base",
			description:
				"DeBERTa-v3 base, still one of the strongest English encoders to fine-tune for classification and extraction.",
		},
		{
			id: "FacebookAI/xlm-roberta-base",
			description: "A RoBERTa-style encoder pretrained on filtered web text in about a hundred languages.",
		},
		{
			id: "google-bert/bert-base-uncased",
			description: "The original BERT base, the reference encoder nearly every library and tutorial supports.",
		},
		{
			id: "distilbert/distilroberta-base",
			description:
				"A distilled RoBERTa with six layers, about twice as fast as the base model for a small loss in accuracy.",
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
	widgetModels: ["distilbert/distilroberta-base"],
	reviewedOn: "2026-11-23",
	freshnessMonths: 18,
	recommendedModel: "answerdotai/ModernBERT-large",
	benchmark: {
		dataset: "nyu-mll/glue",
		config: "mnli",
		split: "validation_matched",
		metric: "accuracy",
		label: "GLUE MNLI matched dev, accuracy % after fine-tuning",
		url: "https://huggingface.co/datasets/nyu-mll/glue",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "distilbert/distilroberta-base",
			why: "Six layers and 82 million parameters, quick to fine-tune and to serve on a CPU.",
		},
		{
			pick: "multilingual",
			modelId: "jhu-clsp/mmBERT-base",
			why: "Pretrained on far more languages than XLM-RoBERTa, with a much longer window.",
		},
		{
			pick: "quality",
			modelId: "answerdotai/ModernBERT-large",
			why: "The strongest English encoder here after fine-tuning, and it reads 8K-token inputs. No MNLI figure of its own is sourced here; of the table's figures, DeBERTa-v3-base's is the highest.",
		},
		{
			pick: "permissive",
			modelId: "answerdotai/ModernBERT-large",
			why: "Apache 2.0 weights with an open training recipe.",
		},
	],
	guidance: [
		{
			heading: "What the task is for",
			paragraphs: [
				"Masked language modelling is how encoder models are pretrained: hide some words, predict them from both sides. Used directly, it suggests words, fills gaps in templates or probes what a model has learned. Its main value, though, is the encoder it produces, which you fine-tune for classification, entity recognition, retrieval or reranking. When you pick a fill-mask model, you are usually picking a backbone for one of those tasks.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"For English, the newer encoders such as ModernBERT combine better accuracy with longer windows (8,192 tokens against BERT's 512) and faster inference thanks to efficient attention; DeBERTa-v3 remains a strong choice for short texts. For many languages, pick a multilingual encoder: XLM-RoBERTa is the long-standing default and mmBERT the newer one with more languages and longer inputs. Domain encoders trained on biomedical, legal, financial or code text beat general ones in their domain. For mobile or high-volume serving, distilled models with six layers halve the cost.",
				"Check the tokenizer's mask token, '[MASK]' for BERT-style models and '<mask>' for RoBERTa-style ones, and whether the model is cased.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"A fill-mask model predicts one sub-word per mask, so multi-token words cannot be filled in one step. Predictions reflect the biases of the training text, which shows up clearly when you mask names, jobs or nationalities; test for it before using suggestions in a product. Perplexity is comparable only between models that share a tokenizer, so it is a poor guide to which backbone to choose. Newer encoders may need a recent library version, and some ship custom code; read the card before loading them in production.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"During pretraining, masked-token loss or perplexity shows progress. To compare encoders, fine-tune them on the task you care about, or on benchmarks such as GLUE for English and XTREME for multilingual models, and compare those scores. For text generation, a decoder LLM is the right tool; encoders remain the cheaper and often more accurate choice for understanding tasks at scale, where a fine-tuned model of a few hundred million parameters handles thousands of texts per second on one GPU.",
			],
		},
	],
	resources: [
		{
			title: "Transformers masked language modeling guide",
			url: "https://huggingface.co/docs/transformers/tasks/masked_language_modeling",
			kind: "docs",
		},
		{ title: "BERT", url: "https://arxiv.org/abs/1810.04805", kind: "paper" },
		{ title: "ModernBERT", url: "https://arxiv.org/abs/2412.13663", kind: "paper" },
		{ title: "GLUE benchmark", url: "https://gluebenchmark.com/", kind: "leaderboard" },
	],
	youtubeId: "mqElG5QJWUg",
};
