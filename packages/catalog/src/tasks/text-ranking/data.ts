import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Text ranking orders a set of passages by how relevant each is to a query. The input is a query and candidate texts, and the output is a relevance score per candidate, usually from a cross-encoder that reads query and passage together. It is the reranking step that sharpens the results of search engines and retrieval-augmented assistants.",
	datasets: [
		{
			id: "microsoft/ms_marco",
			description: "Real search queries with passages judged relevant, the standard data for training rerankers.",
		},
	],
	metrics: [
		{
			id: "Normalized Discounted Cumulative Gain",
			description: "Rewards placing highly relevant passages near the top, normalised by the best possible ordering.",
		},
		{
			id: "Mean Reciprocal Rank",
			description: "The average over queries of one divided by the rank of the first relevant passage.",
		},
		{
			id: "Mean Average Precision",
			description: "The mean, over queries, of the precision measured at the rank of each relevant passage.",
		},
	],
	models: [
		{
			id: "cross-encoder/ms-marco-MiniLM-L6-v2",
			description: "A small, fast cross-encoder trained on MS MARCO to score query and passage pairs.",
		},
		{
			id: "Alibaba-NLP/gte-multilingual-reranker-base",
			description: "A multilingual reranker that handles long passages in dozens of languages.",
		},
		{
			id: "Alibaba-NLP/gte-reranker-modernbert-base",
			description: "An English reranker built on ModernBERT that balances accuracy and speed.",
		},
	],
	spaces: [],
	demo: {
		inputs: [
			{ type: "text", label: "Query", content: "How do I reset my router?" },
			{
				type: "text",
				label: "Passage",
				content: "Hold the reset button on the back of the router for ten seconds until the lights blink.",
			},
			{ type: "text", label: "Passage", content: "Our routers support both 2.4 GHz and 5 GHz bands." },
			{ type: "text", label: "Passage", content: "Store opening hours are nine to five on weekdays." },
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "Hold the reset button on the back of the router for ten seconds…", score: 0.97 },
					{ label: "Our routers support both 2.4 GHz and 5 GHz bands.", score: 0.12 },
					{ label: "Store opening hours are nine to five on weekdays.", score: 0.01 },
				],
			},
		],
	},
	widgetModels: ["cross-encoder/ms-marco-MiniLM-L6-v2"],
};
