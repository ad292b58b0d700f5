import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Document question answering answers questions about a document image such as an invoice, a form or a scanned page. The input is the image and a question, and the output is the answer, usually text read from the page. It automates pulling totals, dates and names out of paperwork.",
	datasets: [
		{
			id: "HuggingFaceM4/Docmatix",
			description: "A very large synthetic set of questions and answers about PDF page images.",
		},
		{
			id: "lmms-lab/DocVQA",
			description:
				"Questions about scanned industry documents, answered from the text on the page; the standard benchmark.",
		},
	],
	metrics: [
		{
			id: "ANLS",
			description:
				"Average normalised Levenshtein similarity, which gives partial credit for answers with small reading errors.",
		},
		{ id: "exact_match", description: "The share of answers identical to the reference after normalisation." },
	],
	models: [
		{
			id: "Qwen/Qwen2.5-VL-7B-Instruct",
			description:
				"A vision-language model that reads dense pages, tables and charts and answers in free text, served by several providers.",
		},
		{
			id: "mistralai/Mistral-Small-3.1-24B-Instruct-2503",
			description: "A 24B Apache-licensed model that answers questions over multi-page documents in many languages.",
		},
		{
			id: "Qwen/Qwen2.5-VL-3B-Instruct",
			description:
				"The 3B Qwen2.5-VL, which keeps most of the 7B's document reading at half the memory (research licence).",
		},
		{
			id: "google/gemma-3-4b-it",
			description: "A small multilingual vision-language model for questions about forms and receipts on a laptop GPU.",
		},
		{
			id: "rednote-hilab/dots.ocr",
			description:
				"A document parser that turns pages into Markdown with tables, for a text LLM to answer questions over.",
		},
		{
			id: "impira/layoutlm-document-qa",
			description:
				"A LayoutLM model that uses the words and their positions from OCR to extract answers, fast on a CPU.",
		},
		{
			id: "naver-clova-ix/donut-base-finetuned-docvqa",
			description: "Donut, which answers from the page pixels with no separate OCR step.",
		},
		{
			id: "microsoft/udop-large",
			description: "A model that unifies text, layout and image understanding of documents in one encoder-decoder.",
		},
	],
	spaces: [
		{ id: "impira/docquery", description: "An app where you upload a document and ask questions about it." },
		{ id: "impira/invoices", description: "A demo that extracts key fields from uploaded invoices." },
		{
			id: "merve/compare_docvqa_models",
			description: "A side-by-side comparison of several document question-answering models on the same page.",
		},
	],
	demo: {
		inputs: [
			{ type: "text", label: "Question", content: "What is the total amount of the invoice?" },
			{ type: "img", filename: "document-question-answering-input.png" },
		],
		outputs: [{ type: "text", label: "Answer", content: "$ 254.30" }],
	},
	widgetModels: ["impira/layoutlm-invoices"],
	reviewedOn: "2026-11-23",
	freshnessMonths: 18,
	recommendedModel: "impira/layoutlm-document-qa",
	benchmark: {
		dataset: "lmms-lab/DocVQA",
		split: "test",
		metric: "anls",
		label: "DocVQA test, ANLS %",
		url: "https://huggingface.co/datasets/lmms-lab/DocVQA",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "impira/layoutlm-document-qa",
			why: "About 130 million parameters that extract answers on a CPU, given OCR words and boxes.",
		},
		{
			pick: "multilingual",
			modelId: "mistralai/Mistral-Small-3.1-24B-Instruct-2503",
			why: "It reads documents in dozens of languages and answers in the language you ask in.",
		},
		{
			pick: "quality",
			modelId: "Qwen/Qwen2.5-VL-7B-Instruct",
			why: "Top-tier DocVQA scores for its size, with no OCR pipeline to maintain.",
		},
		{
			pick: "permissive",
			modelId: "rednote-hilab/dots.ocr",
			why: "MIT-licensed parsing that keeps layout and tables, so any LLM can answer from the text.",
		},
	],
	guidance: [
		{
			heading: "Approaches",
			paragraphs: [
				"There are three ways to answer questions about a document image. Layout-aware extractors such as LayoutLM take words and their positions from an OCR engine and mark the answer span; they are small and precise when the answer is printed on the page. OCR-free models such as Donut and Pix2Struct read the pixels directly. General vision-language models answer in free text, handle tables, charts and handwriting, and can compute or combine values. A fourth, pipeline approach parses pages into Markdown first and then asks a text LLM, which suits long documents and retrieval over many files.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"For high volumes of one document type, such as invoices or receipts, a fine-tuned extractor is cheap, fast and easy to audit because every answer points to words on the page. For varied documents and open questions, a 7B or larger vision-language model is the most accurate option and needs no OCR, but costs more per page. For long reports, parse once and reuse the text for many questions. Languages and scripts matter: check that the OCR engine or the model handles yours, including right-to-left and mixed scripts. Resolution matters too; small print needs a model that keeps high-resolution input.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Free-text answers may be rephrased or hallucinated; for fields that feed other systems, ask for the exact text as printed, validate formats such as dates and amounts, and keep a human check for low-confidence cases. Multi-page documents exceed what most models see at once, so decide how to pick the relevant pages. Tables are where models fail most: misaligned columns give the right number from the wrong row. Documents often contain personal data; keep processing where your privacy rules allow.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"DocVQA and similar benchmarks use ANLS, which tolerates small reading errors, and exact match for strict fields. For extraction in production, measure field-level accuracy on your own documents, and track how often the model abstains or flags uncertainty, because a silent wrong total costs more than a missing one.",
				"If the question is about a photo or a chart rather than a text-heavy page, visual question answering is the better fit; if you only need all the text, use OCR from image-to-text.",
			],
		},
	],
	resources: [
		{
			title: "Transformers document question answering guide",
			url: "https://huggingface.co/docs/transformers/tasks/document_question_answering",
			kind: "docs",
		},
		{ title: "DocVQA: A Dataset for VQA on Document Images", url: "https://arxiv.org/abs/2007.00398", kind: "paper" },
		{ title: "LayoutLM", url: "https://arxiv.org/abs/1912.13318", kind: "paper" },
		{
			title: "Donut: OCR-free Document Understanding Transformer",
			url: "https://arxiv.org/abs/2111.15664",
			kind: "paper",
		},
	],
};
