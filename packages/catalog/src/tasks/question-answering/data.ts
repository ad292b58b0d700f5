import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Question answering finds the answer to a question in a given passage of text. The input is a question and a context and the output is the span of the context that answers it, with a score. It powers search boxes over manuals and FAQs and helps readers get facts out of long documents.",
	datasets: [
		{
			id: "rajpurkar/squad_v2",
			description: "Crowd-written questions on Wikipedia paragraphs, including many that the paragraph cannot answer.",
		},
		{
			id: "google-research-datasets/natural_questions",
			description: "Real search-engine questions answered with passages and short spans from Wikipedia pages.",
		},
	],
	metrics: [
		{
			id: "exact_match",
			description: "The share of predicted answers identical to a reference answer after normalisation.",
		},
		{
			id: "f1",
			description: "The word overlap between predicted and reference answers, giving credit for partial matches.",
		},
		{
			id: "squad_v2",
			description: "The SQuAD 2.0 scorer: exact match and F1, with credit for correctly saying that no answer exists.",
		},
	],
	models: [
		{
			id: "deepset/roberta-base-squad2",
			description: "A RoBERTa base model tuned on SQuAD 2.0 that extracts answers and can say when there is none.",
		},
		{
			id: "deepset/deberta-v3-large-squad2",
			description: "DeBERTa-v3 large tuned on SQuAD 2.0, the most accurate of the classic extractive readers.",
		},
		{
			id: "deepset/xlm-roberta-large-squad2",
			description: "An extractive reader for questions and passages in about a hundred languages.",
		},
		{
			id: "distilbert/distilbert-base-cased-distilled-squad",
			description: "A fast, small DistilBERT distilled on SQuAD for extractive question answering on a CPU.",
		},
		{
			id: "Qwen/Qwen3-8B",
			description:
				"A general LLM that answers from a supplied passage in its own words and can combine facts from several passages.",
		},
		{
			id: "HuggingFaceTB/SmolLM3-3B",
			description: "A small open LLM with long context for generative answers over documents on modest hardware.",
		},
	],
	spaces: [
		{
			id: "deepset/wikipedia-assistant",
			description: "An assistant that retrieves Wikipedia passages and answers questions from them.",
		},
	],
	demo: {
		inputs: [
			{ type: "text", label: "Question", content: "How tall is the lighthouse?" },
			{
				type: "text",
				label: "Context",
				content:
					"Built in 1874, the lighthouse stands 38 metres tall and its lamp can be seen from 20 nautical miles away.",
			},
		],
		outputs: [{ type: "text", label: "Answer", content: "38 metres" }],
	},
	widgetModels: ["deepset/roberta-base-squad2"],
	reviewedOn: "2026-11-23",
	freshnessMonths: 18,
	recommendedModel: "deepset/roberta-base-squad2",
	benchmark: {
		dataset: "rajpurkar/squad_v2",
		config: "squad_v2",
		split: "validation",
		metric: "f1",
		label: "SQuAD 2.0 validation, F1 (the hub's evaluator)",
		url: "https://huggingface.co/datasets/rajpurkar/squad_v2",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "distilbert/distilbert-base-cased-distilled-squad",
			why: "Sixty-five million parameters answer a question over a paragraph in milliseconds on a CPU.",
		},
		{
			pick: "multilingual",
			modelId: "deepset/xlm-roberta-large-squad2",
			why: "Its XLM-RoBERTa encoder reads about a hundred languages, and question and passage may even differ in language.",
		},
		{
			pick: "quality",
			modelId: "Qwen/Qwen3-8B",
			why: "It answers questions that need reasoning over several sentences, which span extractors cannot.",
		},
		{
			pick: "permissive",
			modelId: "distilbert/distilbert-base-cased-distilled-squad",
			why: "Apache 2.0, where the deepset readers are CC BY 4.0 and ask for attribution.",
		},
	],
	guidance: [
		{
			heading: "Extractive and generative",
			paragraphs: [
				"Extractive question answering returns a span copied from the passage, with a score; the answer is always literally in the text, which makes it easy to verify and highlight. Generative question answering writes the answer, so it can combine facts, convert units or explain, but it can also state things the passage does not say. Open-domain systems add a retrieval step that finds the passages first (retrieval-augmented generation); the reader on this page is the second half of such a system, and the text-ranking and sentence-similarity pages cover the first. Questions over tables belong to table question answering, and questions over scanned pages to document question answering.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"If answers are short facts that appear verbatim, such as dates, names or amounts, an extractive reader is fast, cheap and auditable, and a model tuned on SQuAD 2.0 also learns to abstain when the passage has no answer. If users ask why or how questions, or answers need information from several places, use an instruction-tuned LLM and give it the passages in the prompt. The context column matters: extractive readers see about 512 tokens at a time and slide a window over longer text, while LLMs read whole documents.",
				"For many languages, pick a multilingual encoder reader or a multilingual LLM; English SQuAD models fail quietly on other languages.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Extractive readers always return the best-scoring span, even when it is wrong, unless you use the no-answer score with a threshold tuned on your data. Long documents split into windows can give conflicting answers; keep the one with the highest score and show its location. With LLMs, instruct the model to answer only from the passage and to say when it cannot, and ask for the quote it relied on so that answers can be checked.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"Exact match and token F1 against reference answers are the standard for extractive models; SQuAD 2.0 scoring adds credit for correct abstentions. The quality column shows SQuAD 2.0 validation F1 as the hub's own evaluator measured it for each extractive model; the general LLMs here have no figure on that set. Both penalise correct answers worded differently, so they understate generative models. For those, judge correctness and groundedness (is the answer supported by the passage) on a sample, by people or by a strong LLM checked against people.",
			],
		},
	],
	resources: [
		{
			title: "Transformers question answering guide",
			url: "https://huggingface.co/docs/transformers/tasks/question_answering",
			kind: "docs",
		},
		{
			title: "Know What You Don't Know: Unanswerable Questions for SQuAD",
			url: "https://arxiv.org/abs/1806.03822",
			kind: "paper",
		},
		{
			title: "Retrieval-Augmented Generation for Knowledge-Intensive NLP Tasks",
			url: "https://arxiv.org/abs/2005.11401",
			kind: "paper",
		},
		{ title: "Haystack documentation", url: "https://docs.haystack.deepset.ai/docs/intro", kind: "docs" },
	],
	youtubeId: "ajPx5LwJD-I",
};
