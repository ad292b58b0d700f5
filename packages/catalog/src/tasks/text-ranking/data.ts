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
			id: "nDCG@10",
			description:
				"Rewards placing highly relevant passages near the top of the first ten, normalised by the best possible ordering.",
		},
		{
			id: "MRR@10",
			description:
				"The average over queries of one divided by the rank of the first relevant passage, counting the first ten.",
		},
		{
			id: "Recall@k",
			description:
				"The share of relevant passages that appear in the top k after reranking, what a RAG prompt actually receives.",
		},
	],
	models: [
		{
			id: "Qwen/Qwen3-Reranker-0.6B",
			description:
				"An LLM-based reranker that reads 32K-token inputs in over 100 languages and accepts a task instruction.",
		},
		{
			id: "BAAI/bge-reranker-v2-m3",
			description:
				"A widely used multilingual cross-encoder with long inputs, the default reranker of many RAG stacks.",
		},
		{
			id: "Alibaba-NLP/gte-multilingual-reranker-base",
			description: "A 300-million-parameter multilingual reranker with an 8K-token window, fast for its coverage.",
		},
		{
			id: "Alibaba-NLP/gte-reranker-modernbert-base",
			description: "An English reranker built on ModernBERT that balances accuracy, speed and long inputs.",
		},
		{
			id: "mixedbread-ai/mxbai-rerank-large-v1",
			description: "An English cross-encoder tuned for search quality on web and domain text.",
		},
		{
			id: "cross-encoder/ms-marco-MiniLM-L6-v2",
			description:
				"A 23-million-parameter cross-encoder trained on MS MARCO that reranks a hundred passages in a blink on a CPU.",
		},
		{
			id: "Qwen/Qwen3-VL-Reranker-2B",
			description:
				"A 2026 cross-encoder on Qwen3-VL that scores a query against text, image or mixed documents; use it when candidates include screenshots or scanned pages.",
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
	reviewedOn: "2026-11-23",
	freshnessMonths: 18,
	recommendedModel: "BAAI/bge-reranker-v2-m3",
	benchmark: {
		dataset: "mteb/MTEB-R",
		config: "rerank-top100-Qwen3-Embedding-0.6B",
		metric: "ndcg@10",
		label: "MTEB-R (English MTEB retrieval tasks, top 100 reranked), nDCG@10 ×100 (Qwen's runs)",
		url: "https://github.com/QwenLM/Qwen3-Embedding/blob/f4ad0c434c0e3534494e26a4a6bdfd8ab1431968/README.md",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "cross-encoder/ms-marco-MiniLM-L6-v2",
			why: "Tiny and fast enough to rerank on a CPU inside a web request, for English queries.",
		},
		{
			pick: "multilingual",
			modelId: "BAAI/bge-reranker-v2-m3",
			why: "Strong across many languages and mixed-language query and passage pairs, with an 8K window.",
		},
		{
			pick: "quality",
			modelId: "Qwen/Qwen3-Reranker-0.6B",
			why: "It tops the other rerankers here on multilingual retrieval benchmarks and can be told what relevance means for your task.",
		},
		{
			pick: "permissive",
			modelId: "Alibaba-NLP/gte-reranker-modernbert-base",
			why: "Apache 2.0, small and accurate for English search.",
		},
	],
	guidance: [
		{
			heading: "Where rankers fit",
			paragraphs: [
				"Search and retrieval-augmented generation usually work in two stages. A fast first stage, such as BM25 keyword search or an embedding model, pulls a few dozen to a few hundred candidates from millions of documents. A ranker then reads the query together with each candidate and scores their relevance, so the best few go to the user or into the LLM's prompt. Cross-encoders read query and passage in one pass; LLM-based rerankers use a language model's judgement of yes or no; listwise rerankers see several passages at once and output an order.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"Latency is the constraint: the ranker runs once per candidate, so a 600-million-parameter model scoring 100 passages does 100 forward passes per query. Measure the whole query time at the candidate count you need, and lower the count before lowering the model. Match the languages of your users and documents; English-only rerankers quietly fail on other languages. Check the context window against your chunk size: passages longer than the window are cut, usually at 512 tokens for older cross-encoders and 8K or more for recent ones.",
				"If you can label a few hundred query-passage pairs from your own data, fine-tuning a reranker often gives a larger gain than moving to a bigger general one.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"A reranker can only reorder what the first stage found: if the right passage is not among the candidates, no ranker helps, so check first-stage recall before tuning the reranker. Scores are comparable within one query but not across queries or models; calibrate a threshold on your data before using scores to drop passages. Some rerankers output logits and others probabilities. LLM-based rerankers need the exact prompt format from their card.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"nDCG@10 is the standard summary on benchmarks such as BEIR and MTEB's reranking tasks, since it rewards putting the most relevant items first. MRR suits cases with one right answer, such as FAQ lookup. The quality column shows MTEB-R from the Qwen3 Embedding report: the retrieval tasks of English MTEB, where each ranker reorders the same 100 candidates found by one embedding model, so the figures compare the rankers and nothing else; the report ran every model itself. For RAG, recall at the number of passages you actually put in the prompt matters most, together with the end answer's quality.",
				"A large LLM can also judge relevance directly and is sometimes used to label training data for rerankers, but running it on every candidate of every query is too slow and costly for production search.",
			],
		},
	],
	resources: [
		{
			title: "Sentence Transformers cross-encoder documentation",
			url: "https://sbert.net/docs/cross_encoder/usage/usage.html",
			kind: "docs",
		},
		{ title: "MTEB leaderboard", url: "https://huggingface.co/spaces/mteb/leaderboard", kind: "leaderboard" },
		{
			title: "BEIR: A Heterogeneous Benchmark for Zero-shot Information Retrieval",
			url: "https://arxiv.org/abs/2104.08663",
			kind: "paper",
		},
		{
			title: "Qwen3 Embedding (and Reranker) technical report",
			url: "https://arxiv.org/abs/2506.05176",
			kind: "paper",
		},
	],
};
