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
			id: "ProsusAI/finbert",
			description:
				"A BERT model adapted to financial language that rates news as positive, negative or neutral for markets.",
		},
		{
			id: "cardiffnlp/twitter-roberta-base-sentiment-latest",
			description:
				"A RoBERTa model pretrained on a large stream of tweets and tuned to read the sentiment of social media posts.",
		},
		{
			id: "papluca/xlm-roberta-base-language-detection",
			description: "A multilingual XLM-RoBERTa model that tells which of twenty languages a text is written in.",
		},
		{
			id: "meta-llama/Prompt-Guard-86M",
			description:
				"A small classifier that flags prompt injections and jailbreak attempts before they reach a language model.",
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
	youtubeId: "leNG9fN9FQU",
};
