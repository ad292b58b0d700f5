import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Summarization shortens a document while keeping its key points. The input is a long text and the output is a shorter one, either built from the original sentences or written anew. Typical uses are digests of news, meeting notes and research papers.",
	datasets: [
		{
			id: "abisee/cnn_dailymail",
			description:
				"About 300,000 English news articles paired with the bullet-point highlights written by their editors.",
		},
		{
			id: "reciTAL/mlsum",
			description: "A large news summarisation corpus in French, German, Spanish, Russian and Turkish.",
		},
		{
			id: "Samsung/samsum",
			description: "About sixteen thousand chat-style conversations, each with a short human-written summary.",
		},
	],
	metrics: [
		{
			id: "rouge",
			description: "Measures how many words and word sequences of the reference summary appear in the generated one.",
		},
		{
			id: "bertscore",
			description: "Matches the words of output and reference by contextual embeddings, so paraphrases still count.",
		},
		{
			id: "Faithfulness",
			description:
				"The share of the summary's claims that the source supports, judged by people, an entailment model or an LLM.",
		},
	],
	models: [
		{
			id: "Qwen/Qwen3-8B",
			description:
				"A general Apache-licensed LLM that summarises long documents in many languages to the length and format you ask for.",
		},
		{
			id: "meta-llama/Llama-3.1-8B-Instruct",
			description: "An 8B instruction model with a 128K-token window, served by many providers.",
		},
		{
			id: "google/gemma-3-4b-it",
			description: "A 4B multilingual model with a 128K-token window that fits a laptop GPU when quantised.",
		},
		{
			id: "HuggingFaceTB/SmolLM3-3B",
			description: "A fully open 3B model with long context, small enough for a CPU with a quantised build.",
		},
		{
			id: "facebook/bart-large-cnn",
			description:
				"A BART model fine-tuned on news to write short extract-like summaries of up to about 700 words of input.",
		},
		{
			id: "Falconsai/text_summarization",
			description: "A 60-million-parameter T5 model tuned for short summaries, fast on a CPU.",
		},
	],
	spaces: [
		{
			id: "pszemraj/summarize-long-text",
			description: "An app that summarises very long documents with long-context models.",
		},
		{
			id: "ml6team/distilbart-tos-summarizer-tosdr",
			description: "A tool that turns lengthy terms of service into a short readable summary.",
		},
		{
			id: "pszemraj/document-summarization",
			description: "An app that summarises uploaded documents section by section.",
		},
		{
			id: "ml6team/post-processing-summarization",
			description: "A demo that checks generated summaries for facts that the source does not support.",
		},
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Input",
				content:
					"The city council voted on Tuesday to turn the old railway yard into a public park. Work will start next spring and is expected to take two years. The plan includes a playground, a community garden and a cycle path linking the park to the river. Funding comes mainly from a regional grant, with the rest raised through local donations.",
			},
		],
		outputs: [
			{
				type: "text",
				label: "Output",
				content:
					"The council approved a two-year project, starting next spring and funded mostly by a regional grant, to turn the old railway yard into a park with a playground, garden and cycle path.",
			},
		],
	},
	widgetModels: ["facebook/bart-large-cnn"],
	reviewedOn: "2026-11-23",
	freshnessMonths: 18,
	recommendedModel: "meta-llama/Llama-3.1-8B-Instruct",
	benchmark: {
		dataset: "vectara/hallucination-leaderboard",
		config: "hhem-2.1",
		metric: "hallucination_rate",
		label:
			"Hallucination rate % of news summaries, judged by HHEM-2.1 (Vectara's leaderboard, October 2025): faithfulness, not coverage",
		url: "https://github.com/vectara/hallucination-leaderboard",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "Falconsai/text_summarization",
			why: "Sixty million parameters summarise a short article on a CPU in well under a second.",
		},
		{
			pick: "multilingual",
			modelId: "google/gemma-3-4b-it",
			why: "It was trained on text in over 140 languages and keeps a 128K-token window at only 4B parameters.",
		},
		{
			pick: "quality",
			modelId: "Qwen/Qwen3-8B",
			why: "The fewest hallucinated summaries of the models scored here, and the strongest all-round model for long, multi-section documents and instructions about the summary's shape.",
		},
		{
			pick: "permissive",
			modelId: "HuggingFaceTB/SmolLM3-3B",
			why: "Apache 2.0 weights with published training data and recipe.",
		},
	],
	guidance: [
		{
			heading: "Extractive and abstractive",
			paragraphs: [
				"Extractive summarisation picks the most important sentences of the source and returns them unchanged; it cannot invent facts but reads choppily. Abstractive summarisation writes new text, which is more fluent and compact but can state things the source does not. Fine-tuned encoder-decoder models such as BART and T5 were the standard abstractive systems; today most summarisation is done by instruction-tuned LLMs, which also handle query-focused summaries (summarise what this says about X), bullet-point or structured outputs and summaries in another language than the source.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"Length of input is the first filter. BART-style models read about a thousand tokens, so longer texts must be split and the pieces summarised and merged. Current LLMs read 32K to 128K tokens or more, enough for a report or a long meeting transcript in one pass. Read the context-length column with care: quality often degrades well before the stated limit, so test on documents as long as yours.",
				"If you summarise millions of short items such as reviews or support tickets, a small fine-tuned model is far cheaper and more consistent. For varied documents, instructions about format, or several languages, use an instruction-tuned LLM, and choose the size by the hardware you have: 3–4B models run on a laptop, 8B models on a single 16–24 GB GPU.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"The main risk is unfaithful content: numbers, names and negations changed or invented. Ask the model to quote or cite sections, keep the temperature low, and spot-check against the source. Models summarise the start of a long document better than the middle, so chunk very long inputs even when they fit. Models fine-tuned on news carry its style, leading with the most recent event, which suits articles but not minutes or papers.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"ROUGE counts overlapping words with a reference summary and was the standard for fine-tuned models, but it rewards copying and barely separates good LLM summaries, which phrase things differently from the references. BERTScore tolerates paraphrase. For current systems, measure what users care about directly: faithfulness (is every claim supported by the source) and coverage (are the key points there), judged by people on a sample or by a strong LLM with a fixed rubric that you have checked against people.",
			],
		},
	],
	resources: [
		{
			title: "Transformers summarization guide",
			url: "https://huggingface.co/docs/transformers/tasks/summarization",
			kind: "docs",
		},
		{ title: "BART", url: "https://arxiv.org/abs/1910.13461", kind: "paper" },
		{
			title: "ROUGE: A Package for Automatic Evaluation of Summaries",
			url: "https://aclanthology.org/W04-1013/",
			kind: "paper",
		},
		{
			title: "Lost in the Middle: How Language Models Use Long Contexts",
			url: "https://arxiv.org/abs/2307.03172",
			kind: "paper",
		},
		{ title: "LMArena text leaderboard", url: "https://lmarena.ai/leaderboard/text", kind: "leaderboard" },
	],
	youtubeId: "yHnr5Dk2zCI",
	canonicalId: "text-generation",
};
