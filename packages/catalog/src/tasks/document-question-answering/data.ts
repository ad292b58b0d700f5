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
			id: "eliolio/docvqa",
			description: "Questions about scanned industry documents, answered from the text on the page.",
		},
	],
	metrics: [
		{
			id: "anls",
			description:
				"Average normalised Levenshtein similarity, which gives partial credit for answers with small reading errors.",
		},
		{ id: "exact_match", description: "The share of answers identical to the reference after normalisation." },
	],
	models: [
		{
			id: "impira/layoutlm-document-qa",
			description: "A LayoutLM model that uses both the words and their positions on the page to answer questions.",
		},
		{
			id: "impira/layoutlm-invoices",
			description: "A LayoutLM model tuned on invoices to find fields such as totals, dates and invoice numbers.",
		},
		{
			id: "microsoft/udop-large",
			description: "A model that unifies text, layout and image understanding of documents in one encoder-decoder.",
		},
		{
			id: "google/pix2struct-docvqa-large",
			description: "A Pix2Struct model that answers questions from the document pixels, with no separate OCR step.",
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
};
