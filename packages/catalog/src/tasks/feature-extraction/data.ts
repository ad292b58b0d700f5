import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Feature extraction turns text into lists of numbers, called embeddings, that capture its meaning. The input is a sentence or a document and the output is one vector per token or one pooled vector for the whole text. These vectors feed semantic search, clustering, recommendation and retrieval for chat assistants.",
	datasets: [
		{
			id: "wikimedia/wikipedia",
			description: "Cleaned Wikipedia articles in many languages, a common source of text for pretraining encoders.",
		},
		{
			id: "sentence-transformers/all-nli",
			description:
				"Sentence pairs labelled as entailing or contradicting each other, a standard set for training embeddings.",
		},
		{
			id: "microsoft/ms_marco",
			description: "Real search queries paired with relevant web passages, widely used to train retrieval embeddings.",
		},
	],
	metrics: [
		{
			id: "MTEB",
			description:
				"The Massive Text Embedding Benchmark: average scores over retrieval, clustering, classification and more.",
		},
		{
			id: "NDCG",
			description:
				"Normalised discounted cumulative gain at k, the retrieval score MTEB reports: relevant results ranked higher count more.",
		},
	],
	models: [
		{
			id: "Qwen/Qwen3-Embedding-0.6B",
			description: "A small multilingual embedding model with a 32K window that ranks near much larger models.",
		},
		{
			id: "Qwen/Qwen3-Embedding-8B",
			description: "The largest Qwen3 embedding model, among the top open models on multilingual retrieval.",
		},
		{
			id: "BAAI/bge-multilingual-gemma2",
			description: "An embedding model built on Gemma 2 9B for retrieval across many languages.",
		},
		{
			id: "intfloat/multilingual-e5-large",
			description: "A dependable multilingual encoder that expects query and passage prefixes.",
		},
		{
			id: "jinaai/jina-embeddings-v3",
			description:
				"A multilingual encoder with task-specific adapters and adjustable output size, for research and non-commercial use.",
		},
		{
			id: "mixedbread-ai/mxbai-embed-large-v1",
			description: "An English embedding model whose vectors keep working when cut short or binarised.",
		},
		{
			id: "BAAI/bge-small-en-v1.5",
			description: "A tiny English encoder that embeds thousands of sentences per second on a CPU.",
		},
		{
			id: "Qwen/Qwen3-VL-Embedding-2B",
			description:
				"A 2026 embedder on Qwen3-VL that puts text, images, screenshots and video into one vector space, for search that mixes text and pictures.",
		},
	],
	spaces: [
		{
			id: "mteb/leaderboard",
			description: "The Massive Text Embedding Benchmark leaderboard, comparing embedding models across many tasks.",
		},
		{ id: "mteb/arena", description: "An arena where people vote on which embedding model retrieves better results." },
	],
	demo: {
		inputs: [{ type: "text", label: "Input", content: "Cats sleep a lot." }],
		outputs: [
			{
				type: "tabular",
				label: "Token embeddings (first dimensions)",
				table: [
					["Token", "Dim 1", "Dim 2", "Dim 3", "Dim 4"],
					["Cats", "0.412", "-0.087", "0.233", "-0.519"],
					["sleep", "-0.146", "0.302", "0.057", "0.188"],
					["a", "0.021", "-0.011", "0.094", "-0.036"],
					["lot", "0.275", "0.149", "-0.310", "0.062"],
					[".", "-0.003", "0.018", "0.007", "-0.025"],
				],
			},
		],
	},
	widgetModels: ["Qwen/Qwen3-Embedding-0.6B"],
	reviewedOn: "2026-11-23",
	freshnessMonths: 24,
	recommendedModel: "Qwen/Qwen3-Embedding-0.6B",
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
			modelId: "BAAI/bge-small-en-v1.5",
			why: "Some 33M parameters: fast enough to embed a large English corpus on a CPU.",
		},
		{
			pick: "multilingual",
			modelId: "Qwen/Qwen3-Embedding-0.6B",
			why: "Strong retrieval in over a hundred languages and in code, at a size that still runs on a CPU.",
		},
		{
			pick: "quality",
			modelId: "Qwen/Qwen3-Embedding-8B",
			why: "The highest benchmark scores of the list, if you can afford an 8B encoder.",
		},
		{
			pick: "permissive",
			modelId: "mixedbread-ai/mxbai-embed-large-v1",
			why: "Apache 2.0, and its vectors can be shortened or binarised to cut storage with little loss.",
		},
	],
	guidance: [
		{
			heading: "Token features or one vector per text",
			paragraphs: [
				"Feature extraction returns the hidden states of an encoder: one vector per token. That is what you want when another model will consume the features, for instance a tagger trained on top of a frozen encoder. Most people, though, want one vector per text, an embedding, so that texts with similar meaning land close together. Embedding models are trained for exactly that and include a pooling step (the mean of the tokens, the first token, or the last token for models built on decoders).",
				"Use an embedding model, not a raw language model, for search and clustering: the hidden states of a model trained only to predict words are poorly suited to comparing texts with a cosine.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"Look first at the languages of your documents and at their length. English-only collections of short passages are served well by small encoders with a 512-token limit; mixed-language corpora or long documents call for a multilingual model with a longer window. Then weigh cost: every document is embedded once, but every query is embedded at search time, so the encoder's speed on your hardware sets the latency of the whole system.",
				"Dimension matters for storage. A million 1,024-dimension vectors in float32 take about 4 GB; models trained with Matryoshka losses let you keep only the first 256 or 512 dimensions, and some tolerate binary quantisation. The MTEB leaderboard is the usual starting point, but read its retrieval scores for your language and domain, not the overall average.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				'Many models expect a prefix or an instruction on queries ("query: ", or a one-line task description) and none on documents; leaving it out can cost several points of retrieval quality. Vectors from different models are not comparable, so changing the model means re-embedding the whole collection. Text longer than the window is silently truncated: split long documents into passages. And normalise the vectors if you compare them with a dot product.',
			],
		},
		{
			heading: "Measuring quality",
			paragraphs: [
				"For retrieval, measure nDCG@10 or recall@k on queries with known relevant passages; for clustering and classification, MTEB uses V-measure and accuracy. A few hundred of your own queries with judged answers are worth more than a leaderboard position, because embedding quality depends strongly on the domain.",
			],
		},
		{
			heading: "When another tool is better",
			paragraphs: [
				"For the final ordering of a short list of candidates, a cross-encoder reranker is more accurate than comparing embeddings. For keyword-heavy queries such as product codes, combine embeddings with a lexical index like BM25. For images, use an image feature extraction model instead.",
			],
		},
	],
	resources: [
		{ title: "Sentence Transformers documentation", url: "https://sbert.net/", kind: "docs" },
		{ title: "MTEB leaderboard", url: "https://huggingface.co/spaces/mteb/leaderboard", kind: "leaderboard" },
		{ title: "MTEB: Massive Text Embedding Benchmark", url: "https://arxiv.org/abs/2210.07316", kind: "paper" },
		{ title: "Matryoshka Representation Learning", url: "https://arxiv.org/abs/2205.13147", kind: "paper" },
		{ title: "Text Embeddings Inference", url: "https://huggingface.co/docs/text-embeddings-inference", kind: "tool" },
	],
};
