import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Sentence similarity measures how close in meaning two or more texts are. The input is a source sentence and a list of sentences to compare it with, and the output is a similarity score for each, usually the cosine of their embeddings. It drives semantic search, duplicate detection and the retrieval step of question-answering systems.",
	datasets: [
		{
			id: "microsoft/ms_marco",
			description: "Real search queries paired with relevant web passages, widely used to train embedding models.",
		},
		{
			id: "sentence-transformers/stsb",
			description:
				"Sentence pairs scored by people from 0 to 5 for how alike their meanings are, the classic similarity test.",
		},
	],
	metrics: [
		{
			id: "spearmanr",
			description:
				"Spearman rank correlation between the model's similarity scores and people's judgements, the usual STS score.",
		},
		{
			id: "Mean Reciprocal Rank",
			description: "The average over queries of one divided by the rank of the first relevant result.",
		},
		{
			id: "Cosine Similarity",
			description: "The cosine of the angle between two embedding vectors, near 1 for texts with the same meaning.",
		},
	],
	models: [
		{
			id: "google/embeddinggemma-300m",
			description: "A recent 300M multilingual embedding model from Google, built to run on phones and laptops.",
		},
		{
			id: "BAAI/bge-m3",
			description:
				"A multilingual embedding model that produces dense, sparse and multi-vector representations for long inputs.",
		},
		{
			id: "Alibaba-NLP/gte-Qwen2-7B-instruct",
			description: "A 7B embedding model built on Qwen2 that takes a task instruction and reads long inputs.",
		},
		{
			id: "nomic-ai/nomic-embed-text-v1.5",
			description: "An English model with an 8K window whose vectors can be shortened, with open training data.",
		},
		{
			id: "sentence-transformers/paraphrase-multilingual-MiniLM-L12-v2",
			description: "A small model that maps paraphrases in some fifty languages to nearby vectors.",
		},
		{
			id: "sentence-transformers/all-MiniLM-L6-v2",
			description: "A tiny, fast English sentence embedding model, the usual first baseline.",
		},
	],
	spaces: [
		{
			id: "sentence-transformers/Sentence_Transformers_for_semantic_search",
			description: "A demo of semantic search over a text collection with Sentence Transformers embeddings.",
		},
		{
			id: "mteb/leaderboard",
			description: "The Massive Text Embedding Benchmark leaderboard, with a semantic textual similarity section.",
		},
		{
			id: "Gradio-Blocks/pubmed-abstract-retriever",
			description: "A search tool that retrieves PubMed abstracts close in meaning to a query.",
		},
	],
	demo: {
		inputs: [
			{ type: "text", label: "Source sentence", content: "A man is playing the guitar on stage." },
			{
				type: "text",
				label: "Sentence to compare",
				content: "Someone performs music with a guitar in front of a crowd.",
			},
			{ type: "text", label: "Sentence to compare", content: "A guitar is for sale in a music shop." },
			{ type: "text", label: "Sentence to compare", content: "A woman is slicing vegetables in the kitchen." },
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "Someone performs music with a guitar in front of a crowd.", score: 0.81 },
					{ label: "A guitar is for sale in a music shop.", score: 0.44 },
					{ label: "A woman is slicing vegetables in the kitchen.", score: 0.03 },
				],
			},
		],
	},
	widgetModels: ["sentence-transformers/all-MiniLM-L6-v2"],
	youtubeId: "VCZq5AkbNEU",
	reviewedOn: "2026-11-23",
	freshnessMonths: 24,
	recommendedModel: "BAAI/bge-m3",
	benchmark: {
		dataset: "mteb/stsbenchmark-sts",
		split: "test",
		metric: "cosine_spearman",
		label: "STS Benchmark (MTEB), cosine Spearman (0–1)",
		url: "https://huggingface.co/datasets/mteb/stsbenchmark-sts",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "sentence-transformers/all-MiniLM-L6-v2",
			why: "About 23M parameters: it scores thousands of sentence pairs per second on a CPU.",
		},
		{
			pick: "multilingual",
			modelId: "BAAI/bge-m3",
			why: "Over a hundred languages, cross-lingual matching and inputs up to 8K tokens.",
		},
		{
			pick: "quality",
			modelId: "Alibaba-NLP/gte-Qwen2-7B-instruct",
			why: "A large instruction-following encoder that ranks high on similarity benchmarks, if a GPU is available.",
		},
		{
			pick: "permissive",
			modelId: "nomic-ai/nomic-embed-text-v1.5",
			why: "Apache 2.0 with published training data, so you can audit and reproduce it.",
		},
	],
	guidance: [
		{
			heading: "Two ways to score a pair",
			paragraphs: [
				"A bi-encoder embeds each sentence on its own and compares the two vectors, usually with the cosine. Because the vectors can be computed once and stored, it scales to millions of sentences: this is how semantic search, deduplication and clustering work. A cross-encoder reads both sentences together and outputs one score; it is more accurate but must run once for every pair, so it suits reranking a short list rather than searching a collection.",
				"Similarity is not one notion. Paraphrase detection asks whether two sentences say the same thing; retrieval asks whether a passage answers a query, even though the two look nothing alike; topic similarity only asks whether they are about the same subject. Models are trained for one of these, and a model tuned for retrieval may give a high score to a question and its answer that a paraphrase model would rate as different.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"Decide the languages first: an English-only model will place a French sentence and its English translation far apart, while multilingual models are trained to align them. Then decide the scale. For a few thousand sentences any model will do, and a small CPU model keeps things simple; for millions, the embedding dimension and the encoder's speed set your storage and latency. Instruction-following encoders let you state the kind of similarity you want in a short task description, which helps when your notion differs from the default.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				'Cosine scores are only meaningful relative to each other for the same model: a 0.6 can be a strong match for one model and noise for another, so set thresholds on labelled examples of your own. Negation and numbers are weak spots: "the drug is safe" and "the drug is not safe" often land close together. Very short inputs such as single words give unstable scores, and texts longer than the model\'s window are truncated without warning.',
			],
		},
		{
			heading: "Measuring quality",
			paragraphs: [
				"Semantic textual similarity benchmarks compare the model's scores with human ratings using Spearman correlation; this rewards getting the order of pairs right rather than the absolute values. For search, measure mean reciprocal rank or recall at k on queries with known answers. The MTEB leaderboard reports both families; read the section that matches your use.",
			],
		},
		{
			heading: "When another tool is better",
			paragraphs: [
				"To decide whether one sentence implies or contradicts another, a natural language inference classifier is the right tool, not a similarity score. For exact or near-exact duplicates, hashing such as MinHash is cheaper. For final ranking quality in search, put a reranker after the embedding step.",
			],
		},
	],
	resources: [
		{
			title: "Sentence Transformers: semantic textual similarity",
			url: "https://sbert.net/docs/sentence_transformer/usage/semantic_textual_similarity.html",
			kind: "docs",
		},
		{ title: "Sentence-BERT paper", url: "https://arxiv.org/abs/1908.10084", kind: "paper" },
		{ title: "MTEB leaderboard", url: "https://huggingface.co/spaces/mteb/leaderboard", kind: "leaderboard" },
		{ title: "Text Embeddings Inference", url: "https://huggingface.co/docs/text-embeddings-inference", kind: "tool" },
	],
};
