import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Text classification assigns one or more labels from a fixed set to a piece of text. The input is a sentence or a document and the output is a list of labels, each with a confidence score. Typical uses are sentiment analysis of reviews, routing support tickets, spotting spam and detecting the language of a message.",
	datasets: [
		{
			id: "nyu-mll/glue",
			description:
				"A benchmark bundling nine English sentence and sentence-pair understanding tasks, sentiment and paraphrase among them.",
		},
		{
			id: "stanfordnlp/snli",
			description: "Around 570,000 English sentence pairs, each labelled as entailment, contradiction or neutral.",
		},
	],
	metrics: [
		{ id: "accuracy", description: "The share of texts whose predicted label equals the true label." },
		{ id: "recall", description: "Of the texts that truly carry a label, the share the model tagged with it." },
		{ id: "precision", description: "Of the texts the model tagged with a label, the share that truly carry it." },
		{ id: "f1", description: "The harmonic mean of precision and recall, useful when classes are imbalanced." },
	],
	models: [
		{
			id: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
			description:
				"A compact DistilBERT tuned on movie-review sentences to say whether English text is positive or negative.",
		},
		{
			id: "tabularisai/multilingual-sentiment-analysis",
			description:
				"Five-level sentiment, from very negative to very positive, for reviews and posts in more than twenty languages.",
		},
		{
			id: "SamLowe/roberta-base-go_emotions",
			description:
				"A multi-label classifier that scores 28 emotions, such as gratitude, confusion or annoyance, in English text.",
		},
		{
			id: "papluca/xlm-roberta-base-language-detection",
			description: "A multilingual XLM-RoBERTa model that tells which of twenty languages a text is written in.",
		},
		{
			id: "meta-llama/Llama-Prompt-Guard-2-86M",
			description:
				"A small multilingual classifier that flags prompt-injection and jailbreak attempts before they reach a language model.",
		},
		{
			id: "jhu-clsp/mmBERT-base",
			description:
				"A ModernBERT-style encoder pretrained on over 1,800 languages, the base to fine-tune a multilingual classifier on.",
		},
		{
			id: "answerdotai/ModernBERT-large",
			description: "An English encoder with an 8,192-token window, a strong base to fine-tune for long documents.",
		},
	],
	spaces: [
		{
			id: "IoannisTr/Tech_Stocks_Trading_Assistant",
			description: "An app that scores the sentiment of financial news to support decisions about technology stocks.",
		},
		{
			id: "miesnerjacob/Multi-task-NLP",
			description: "A demo that runs several text classifiers, such as sentiment and emotion, on the same input.",
		},
		{
			id: "spacy/healthsea-demo",
			description: "A spaCy pipeline that reads supplement reviews and classifies the health effects they report.",
		},
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Input",
				content: "The parcel arrived two days late, but the support team sorted it out quickly and kindly.",
			},
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "POSITIVE", score: 0.87 },
					{ label: "NEGATIVE", score: 0.13 },
				],
			},
		],
	},
	widgetModels: ["distilbert/distilbert-base-uncased-finetuned-sst-2-english"],
	reviewedOn: "2026-11-23",
	freshnessMonths: 18,
	recommendedModel: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
	noSharedBenchmark:
		"each ready-made pick is trained for its own labels (sentiment in two or five levels, 28 emotions, twenty languages, prompt attacks) and the two encoders are scored only after you fine-tune them, so no one test set scores three of them; measure on labelled examples of your own.",
	bestFor: [
		{
			pick: "small",
			modelId: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
			why: "Sixty-seven million parameters classify thousands of sentences a minute on a CPU.",
		},
		{
			pick: "multilingual",
			modelId: "jhu-clsp/mmBERT-base",
			why: "Fine-tuned on your labels, it carries them across the many languages it was pretrained on.",
		},
		{
			pick: "quality",
			modelId: "answerdotai/ModernBERT-large",
			why: "Fine-tuned on a few thousand labelled examples, it beats older encoders and reads inputs of up to 8,192 tokens.",
		},
		{
			pick: "permissive",
			modelId: "SamLowe/roberta-base-go_emotions",
			why: "MIT-licensed and ready to use, with fine-grained labels that sentiment models lack.",
		},
	],
	guidance: [
		{
			heading: "Variants",
			paragraphs: [
				"In multi-class classification each text gets exactly one label, as in positive, neutral or negative. In multi-label classification each label is decided separately, so a message can be both a complaint and a billing question. Sentence-pair classification, such as natural language inference or paraphrase detection, labels the relation between two texts. Ready-made classifiers exist for sentiment, emotion, toxicity, language identification and prompt-injection detection; for your own categories you fine-tune an encoder on labelled examples, or use zero-shot classification when you have none.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"If a published classifier's labels match yours exactly, use it and measure it on a few hundred of your own texts first, since a sentiment model trained on movie reviews or tweets may misread support tickets or legal text. Otherwise fine-tune. With a few thousand labelled examples, an encoder such as ModernBERT or mmBERT reaches high accuracy and runs cheaply; with a few dozen, sentence-embedding methods such as SetFit train in minutes. Check the context column: older BERT-style models read 512 tokens, so longer documents are truncated unless you pick a long-context encoder or split the text.",
				"An instruction-tuned LLM with a good prompt is the quickest way to a first classifier and copes with labels that need world knowledge or reasoning. Once the task is stable, its labels can train a small encoder that is a hundred times cheaper to run.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Scores from a softmax are not calibrated probabilities; pick thresholds on held-out data, and use sigmoid outputs for multi-label problems. Class imbalance hides failures on rare labels behind high accuracy. Classifiers learn shortcuts, such as certain names or product terms, that do not hold when the data shifts, so re-evaluate after changes upstream. Safety and moderation classifiers in particular need testing on your own traffic, in every language you serve.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"Accuracy suits balanced classes. Otherwise report macro-averaged F1, which weights every class equally, plus per-class precision and recall, and choose the operating point by the cost of each error: a spam filter should rarely flag real mail, a safety filter should rarely miss an attack. For multi-label tasks, report micro and macro F1 over labels.",
			],
		},
	],
	resources: [
		{
			title: "Transformers text classification guide",
			url: "https://huggingface.co/docs/transformers/tasks/sequence_classification",
			kind: "docs",
		},
		{ title: "SetFit documentation", url: "https://huggingface.co/docs/setfit/index", kind: "docs" },
		{ title: "ModernBERT", url: "https://arxiv.org/abs/2412.13663", kind: "paper" },
		{
			title: "mmBERT: a massively multilingual modern encoder",
			url: "https://arxiv.org/abs/2509.06888",
			kind: "paper",
		},
		{ title: "GLUE benchmark", url: "https://gluebenchmark.com/", kind: "leaderboard" },
	],
	youtubeId: "leNG9fN9FQU",
};
