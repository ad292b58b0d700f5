import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Visual document retrieval finds the document pages that best match a text query by looking at the page images themselves. The input is a query and a collection of page images, and the output is a relevance score per page. Because it skips OCR, it keeps charts, tables and layout, and it serves as the retrieval step of multimodal assistants.",
	datasets: [
		{
			id: "vidore/colpali_train_set",
			description:
				"Queries paired with the document page images that answer them, used to train ColPali-style retrievers.",
		},
	],
	metrics: [
		{
			id: "ndcg",
			description:
				"Normalised discounted cumulative gain at K (ViDoRe reports K = 5): how well the top K pages are ordered, rewarding relevant pages ranked first.",
		},
		{
			id: "recall",
			description: "Recall at K: the share of queries whose relevant page appears anywhere in the top K results.",
		},
	],
	models: [
		{
			id: "jinaai/jina-embeddings-v4",
			description:
				"A multilingual embedding model on Qwen2.5-VL that retrieves page images and text with single or multi-vector embeddings.",
		},
		{
			id: "vidore/colqwen2.5-v0.2",
			description:
				"ColQwen2.5, the ColPali recipe on Qwen2.5-VL-3B: one of the strongest English retrievers on ViDoRe among open models.",
		},
		{
			id: "vidore/colqwen2-v1.0",
			description: "A ColPali-style retriever built on Qwen2-VL-2B that embeds each page as many patch vectors.",
		},
		{
			id: "vidore/colpali-v1.3",
			description: "The original ColPali design on PaliGemma-3B, trained to match text queries to page patches.",
		},
		{
			id: "vidore/colSmol-256M",
			description: "A tiny ColSmolVLM retriever for indexing documents on a CPU or a small GPU, English only.",
		},
		{
			id: "Qwen/Qwen3-VL-Embedding-2B",
			description:
				"A 2026 single-vector embedder on Qwen3-VL that encodes page images and text queries in one space, so a plain vector index is enough; 32K-token inputs, 30+ languages.",
		},
	],
	spaces: [
		{
			id: "vidore/vidore-leaderboard",
			description: "The ViDoRe benchmark leaderboard for visual document retrievers.",
		},
		{
			id: "vidore/visual-rag-tool",
			description: "A tool that retrieves pages from uploaded PDFs by their images and answers questions from them.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", label: "Three candidate pages", filename: "input.png" },
			{ type: "text", label: "Query", content: "In which quarter was revenue highest?" },
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "Page 1: Quarterly revenue 2024", score: 0.91 },
					{ label: "Page 2: Staff holiday calendar", score: 0.08 },
					{ label: "Page 3: Office floor plan", score: 0.02 },
				],
			},
		],
	},
	widgetModels: [],
	reviewedOn: "2026-11-23",
	freshnessMonths: 24,
	recommendedModel: "vidore/colqwen2-v1.0",
	benchmark: {
		dataset: "vidore/docvqa_test_subsampled",
		split: "test",
		metric: "ndcg@5",
		label: "ViDoRe DocVQA (MTEB), nDCG@5 (0–1)",
		url: "https://huggingface.co/datasets/vidore/docvqa_test_subsampled",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "vidore/colSmol-256M",
			why: "A quarter of a billion parameters index pages on modest hardware, at some cost in accuracy.",
		},
		{
			pick: "multilingual",
			modelId: "jinaai/jina-embeddings-v4",
			why: "Trained for queries and documents in many languages, and for both screenshots and plain text.",
		},
		{
			pick: "quality",
			modelId: "jinaai/jina-embeddings-v4",
			why: "It ranks near the top of ViDoRe while also serving ordinary text retrieval from the same index.",
		},
		{
			pick: "permissive",
			modelId: "vidore/colqwen2-v1.0",
			why: "Apache 2.0 weights with a strong ViDoRe score and support in the colpali-engine library.",
		},
	],
	guidance: [
		{
			heading: "Variants",
			paragraphs: [
				"Visual document retrievers embed page images directly, so tables, charts, handwriting and layout count without an OCR step. Two designs dominate. Multi-vector models in the ColPali family keep one vector per image patch and score a query by late interaction, matching each query token to its best patch; they are accurate and show which region matched, but the index is large. Single-vector models compress a page to one embedding, which fits any vector database and is much cheaper to store. Some models, such as jina-embeddings-v4, offer both.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"Compare on the ViDoRe leaderboard, then test on a sample of your own pages and real queries, since scores vary a lot by domain: slides, scanned forms and financial reports behave differently. Consider the index size: a multi-vector model stores around a thousand vectors per page, so a million pages needs quantisation, token pooling or a database built for late interaction. Check the languages of your queries; several strong retrievers were trained mostly on English and French. If your documents are clean digital text, a text embedding model on extracted text is cheaper and often as good; visual retrieval pays off on scans, charts and complex layouts.",
				"Retrieval only finds pages. To answer the question, pass the top pages to a vision-language model; the retriever's job is to make sure the right page is among the few it sends.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Resolution matters: small text on a dense page may be lost when the image is resized to the model's input size, so test at the resolution you will index. Pages that carry their meaning across a spread, or questions that need several pages, are hard for per-page retrieval. Re-index when you change models, since embeddings from different models are not comparable. Licences vary: some retrievers inherit research-only terms from their base model.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"nDCG at 5 is the standard ViDoRe score and rewards putting the relevant page near the top. Recall at K matters more when a downstream model reads the top K pages, because a page it never receives cannot be used. Report latency and index size next to quality; they decide whether a model is usable at your scale.",
			],
		},
	],
	resources: [
		{
			title: "ColPali: efficient document retrieval with vision language models",
			url: "https://arxiv.org/abs/2407.01449",
			kind: "paper",
		},
		{ title: "colpali-engine library", url: "https://github.com/illuin-tech/colpali", kind: "tool" },
		{ title: "jina-embeddings-v4 paper", url: "https://arxiv.org/abs/2506.18902", kind: "paper" },
		{
			title: "Transformers ColPali documentation",
			url: "https://huggingface.co/docs/transformers/model_doc/colpali",
			kind: "docs",
		},
	],
};
