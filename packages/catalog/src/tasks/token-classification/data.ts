import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Token classification gives a label to each word or sub-word of a text. The input is a sentence and the output is a set of spans, each with a type such as person, place or part of speech. Named entity recognition, for example pulling company and city names out of news, is the most common use.",
	datasets: [
		{
			id: "eriktks/conll2003",
			description: "Newswire sentences annotated with persons, organisations, locations and miscellaneous names.",
		},
		{
			id: "unimelb-nlp/wikiann",
			description: "Named entity annotations built from Wikipedia links, covering well over a hundred languages.",
		},
	],
	metrics: [
		{ id: "accuracy", description: "The share of tokens that received the correct tag." },
		{ id: "recall", description: "Of the entities in the reference, the share the model found with the right type." },
		{ id: "precision", description: "Of the entities the model predicted, the share that match the reference." },
		{ id: "f1", description: "The harmonic mean of entity precision and recall, the usual headline score for NER." },
	],
	models: [
		{
			id: "dslim/bert-base-NER",
			description:
				"A BERT base model tuned on CoNLL-2003 that finds persons, organisations, locations and other names.",
		},
		{
			id: "FacebookAI/xlm-roberta-large-finetuned-conll03-english",
			description:
				"A large multilingual XLM-RoBERTa tuned on English CoNLL-2003 entities, strong on English news text.",
		},
		{
			id: "blaze999/Medical-NER",
			description: "A DeBERTa model that tags clinical entities such as diseases, drugs, dosages and symptoms.",
		},
		{
			id: "flair/ner-english",
			description: "Flair's four-class English entity tagger built on contextual string embeddings.",
		},
	],
	spaces: [
		{
			id: "spacy/gradio_pipeline_visualizer",
			description: "An app that displays the entities and dependency parses a spaCy pipeline produces for your text.",
		},
	],
	demo: {
		inputs: [{ type: "text", label: "Input", content: "Ada Lovelace worked with Charles Babbage in London." }],
		outputs: [
			{
				type: "text-with-tokens",
				text: "Ada Lovelace worked with Charles Babbage in London.",
				tokens: [
					{ type: "PERSON", start: 0, end: 12 },
					{ type: "PERSON", start: 25, end: 40 },
					{ type: "LOCATION", start: 44, end: 50 },
				],
			},
		],
	},
	widgetModels: ["FacebookAI/xlm-roberta-large-finetuned-conll03-english"],
	youtubeId: "wVHdVlPScxA",
};
