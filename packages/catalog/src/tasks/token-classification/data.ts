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
		{
			id: "seqeval",
			description:
				"Entity-level precision, recall and F1: an entity counts only when its span and type both match the reference.",
		},
		{ id: "f1", description: "The harmonic mean of entity precision and recall, the usual headline score for NER." },
		{
			id: "accuracy",
			description: "The share of tokens that received the correct tag, the usual score for part-of-speech tagging.",
		},
	],
	models: [
		{
			id: "fastino/gliner2-base-v1",
			description:
				"GLiNER2 extracts the entity types you name at run time, plus labels and structured fields, on a CPU.",
		},
		{
			id: "urchade/gliner_multi-v2.1",
			description:
				"A multilingual GLiNER model that finds any entity type you list, in many languages, with no training.",
		},
		{
			id: "dslim/bert-base-NER",
			description: "A BERT model fine-tuned on CoNLL-2003 for the four classic English entity types.",
		},
		{
			id: "spacy/en_core_web_trf",
			description:
				"The transformer-based spaCy pipeline for English: entities, part-of-speech tags and dependencies in one pass.",
		},
		{
			id: "stanfordnlp/stanza-en",
			description:
				"Stanza's English pipeline for tokenisation, part-of-speech, lemmas, parsing and entities; Stanza covers about 70 languages.",
		},
		{
			id: "tomaarsen/span-marker-roberta-large-ontonotes5",
			description:
				"A SpanMarker tagger on RoBERTa-large for the 18 OntoNotes entity types, such as people, dates, money and laws.",
		},
		{
			id: "flair/ner-english-ontonotes-large",
			description: "Flair's large English tagger for the 18 OntoNotes entity types, built on XLM-RoBERTa embeddings.",
		},
		{
			id: "jhu-clsp/mmBERT-base",
			description: "A multilingual encoder to fine-tune when you have labelled spans of your own in many languages.",
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
	reviewedOn: "2026-11-23",
	freshnessMonths: 18,
	recommendedModel: "dslim/bert-base-NER",
	benchmark: {
		dataset: "ontonotes5",
		split: "test",
		metric: "f1",
		label: "OntoNotes 5.0 English test, entity F1 % over its 18 types (each maker's own run)",
		url: "https://catalog.ldc.upenn.edu/LDC2013T19",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "fastino/gliner2-base-v1",
			why: "About 200 million parameters that run on a CPU and handle entity types you choose per request.",
		},
		{
			pick: "multilingual",
			modelId: "urchade/gliner_multi-v2.1",
			why: "Zero-shot entities in many languages from one model under Apache 2.0.",
		},
		{
			pick: "quality",
			modelId: "spacy/en_core_web_trf",
			why: "Accurate English entities, tags and parses with spaCy's production tooling around them; spaCy reports its OntoNotes score on the development set only, so it has no figure in the test-set column, where SpanMarker scores best.",
		},
		{
			pick: "permissive",
			modelId: "dslim/bert-base-NER",
			why: "MIT-licensed and served by standard inference stacks, for the four common entity types.",
		},
	],
	guidance: [
		{
			heading: "Variants",
			paragraphs: [
				"Token classification gives a label to each word or sub-word. Named entity recognition marks spans such as people, organisations, places, dates or drug names; part-of-speech tagging gives every word its grammatical class; chunking and slot filling mark phrases that a downstream system needs. Entity labels are usually written in a BIO scheme (beginning, inside, outside) so that adjacent entities of the same type stay separate. Personal data detection for anonymisation is the same task with labels such as names, e-mail addresses and account numbers.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"If the standard types (person, organisation, location, miscellaneous) are enough, a fine-tuned BERT-style tagger is fast and accurate. If you need your own types and have no labelled data, a GLiNER model takes the type names at run time and is a good start; if you have a few thousand labelled sentences, fine-tuning an encoder usually gives the best precision. For linguistic annotation such as part-of-speech tags, lemmas and dependency parses, use a pipeline library such as spaCy or Stanza, which ships trained models for many languages and handles tokenisation for you.",
				"For long documents, the encoder's window (usually 512 tokens) means text is split; check that the tool handles overlap so that entities at chunk borders are not cut.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Sub-word tokenisation splits words into pieces, so labels must be aligned back to words; use the pipeline's aggregation strategy instead of reading raw token labels. Casing matters: a cased model trained on news misses entities in all-lowercase chat text. Models trained on one domain transfer poorly to another (news to clinical notes, for example), and label sets differ between datasets, so map them before comparing. A zero-shot model's thresholds need tuning per entity type.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"Report entity-level precision, recall and F1, as the seqeval scorer computes them: a prediction counts only if both the span boundaries and the type are right. Token accuracy looks high even for poor NER, because most tokens are outside any entity, but it is the right score for part-of-speech tagging. For anonymisation, recall matters most, since a missed name is a leak.",
				"A general LLM can extract entities and their relations into JSON from a prompt, which is handy for rare types and small volumes, but it is slower, may return spans that are not in the text, and costs far more per document than a tagger.",
			],
		},
	],
	resources: [
		{
			title: "Transformers token classification guide",
			url: "https://huggingface.co/docs/transformers/tasks/token_classification",
			kind: "docs",
		},
		{
			title: "GLiNER: Generalist Model for Named Entity Recognition",
			url: "https://arxiv.org/abs/2311.08526",
			kind: "paper",
		},
		{ title: "spaCy linguistic features", url: "https://spacy.io/usage/linguistic-features", kind: "docs" },
		{ title: "Stanza documentation", url: "https://stanfordnlp.github.io/stanza/", kind: "docs" },
		{ title: "seqeval", url: "https://github.com/chakki-works/seqeval", kind: "tool" },
	],
	youtubeId: "wVHdVlPScxA",
};
