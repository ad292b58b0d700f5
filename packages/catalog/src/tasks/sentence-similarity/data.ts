import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Sentence similarity measures how close in meaning two or more texts are. The input is a source sentence and a list of sentences to compare it with, and the output is a similarity score for each, usually the cosine of their embeddings. It drives semantic search, duplicate detection and the retrieval step of question-answering systems.",
	datasets: [
		{
			id: "microsoft/ms_marco",
			description: "Real search queries paired with relevant web passages, widely used to train embedding models.",
		},
	],
	metrics: [
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
			id: "sentence-transformers/all-mpnet-base-v2",
			description: "A general-purpose English sentence embedding model trained on over a billion sentence pairs.",
		},
		{
			id: "BAAI/bge-m3",
			description:
				"A multilingual embedding model that produces dense, sparse and multi-vector representations for long inputs.",
		},
		{
			id: "HIT-TMG/KaLM-embedding-multilingual-mini-instruct-v1.5",
			description: "A compact multilingual embedding model that follows task instructions.",
		},
	],
	spaces: [
		{
			id: "Gradio-Blocks/Ask_Questions_To_YouTube_Videos",
			description: "An app that finds the passages of a video transcript that answer your question.",
		},
		{
			id: "Gradio-Blocks/pubmed-abstract-retriever",
			description: "A search tool that retrieves PubMed abstracts close in meaning to a query.",
		},
		{
			id: "nickmuchi/article-text-summarizer",
			description: "An article summariser that uses sentence embeddings to relate its summary to the source text.",
		},
		{
			id: "sentence-transformers/Sentence_Transformers_for_semantic_search",
			description: "A demo of semantic search over a text collection with Sentence Transformers embeddings.",
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
};
