import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Table question answering answers a natural-language question using the contents of a table. The input is a table plus a question and the output is a cell, a list of cells or a value computed from them, such as a sum or a count. It lets people query spreadsheets and databases without writing SQL.",
	datasets: [
		{
			id: "stanfordnlp/wikitablequestions",
			description: "Complex questions over Wikipedia tables whose answers often need comparison or arithmetic.",
		},
		{
			id: "Salesforce/wikisql",
			description: "Questions over Wikipedia tables paired with the SQL queries that answer them.",
		},
	],
	metrics: [
		{
			id: "Denotation Accuracy",
			description: "Checks whether the answer the model returns equals the reference answer, however it was obtained.",
		},
		{
			id: "exact_match",
			description: "The share of answers that match the reference string exactly after light normalisation.",
		},
	],
	models: [
		{
			id: "google/tapas-base-finetuned-wtq",
			description:
				"A TAPAS model tuned on WikiTableQuestions that selects cells and an aggregation to answer a question.",
		},
		{
			id: "google/tapas-large-finetuned-wtq",
			description: "The larger TAPAS on the same data: more accurate cell selection at three times the size.",
		},
		{
			id: "microsoft/tapex-large-finetuned-wtq",
			description: "A BART model pretrained to execute SQL over flattened tables, then tuned to answer questions.",
		},
		{
			id: "microsoft/tapex-base",
			description: "The pretrained TAPEX base, a starting point for fine-tuning table reasoning on your own data.",
		},
		{
			id: "tablegpt/TableGPT2-7B",
			description:
				"A Qwen2.5-based chat model trained on tables, which answers questions and writes pandas code over them.",
		},
		{
			id: "Qwen/Qwen3-8B",
			description:
				"A general multilingual LLM that reads a table pasted as text or writes SQL and code to query a large one.",
		},
		{
			id: "Qwen/Qwen3.5-397B-A17B",
			description:
				"Qwen's 2026 flagship, a mixture of experts with 17B of its 397B parameters active per token; it needs a multi-GPU server, and handles long or messy tables that small table models cannot parse.",
		},
	],
	spaces: [
		{
			id: "katanaml/table-query",
			description: "An app where you load a table and ask questions about it in plain words.",
		},
	],
	demo: {
		inputs: [
			{
				type: "tabular",
				label: "Table",
				// Moon counts as confirmed by the IAU's Minor Planet Center (the figures NASA's planet pages give):
				// Jupiter 95 (unchanged since the 2023 additions, still the count in late 2024 and 2025 reports),
				// Saturn 274 after the 128 moons announced in March 2025.
				table: [
					["Planet", "Confirmed moons (March 2025)", "Distance from the Sun (AU)"],
					["Mars", "2", "1.52"],
					["Jupiter", "95", "5.20"],
					["Saturn", "274", "9.54"],
				],
			},
			{ type: "text", label: "Question", content: "Which planet has the most moons?" },
		],
		outputs: [{ type: "text", label: "Answer", content: "Saturn" }],
	},
	widgetModels: ["google/tapas-base-finetuned-wtq"],
	reviewedOn: "2026-11-23",
	freshnessMonths: 24,
	recommendedModel: "google/tapas-base-finetuned-wtq",
	benchmark: {
		dataset: "stanfordnlp/wikitablequestions",
		split: "validation",
		metric: "accuracy",
		label: "WikiTableQuestions dev, denotation accuracy (0–1, authors' tables)",
		url: "https://huggingface.co/datasets/stanfordnlp/wikitablequestions",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "google/tapas-base-finetuned-wtq",
			why: "About a hundred million parameters answer lookup and counting questions on a CPU in a fraction of a second.",
		},
		{
			pick: "multilingual",
			modelId: "Qwen/Qwen3-8B",
			why: "It takes questions and table contents in over a hundred languages, where TAPAS and TAPEX read only English.",
		},
		{
			pick: "quality",
			modelId: "tablegpt/TableGPT2-7B",
			why: "Trained on millions of table tasks, it handles multi-step questions and answers with code you can check.",
		},
		{
			pick: "permissive",
			modelId: "microsoft/tapex-large-finetuned-wtq",
			why: "MIT-licensed and self-contained, with no prompt engineering needed for WikiTableQuestions-style questions.",
		},
	],
	guidance: [
		{
			heading: "Variants",
			paragraphs: [
				"There are three ways to answer a question from a table. Cell selection models such as TAPAS point at the cells that hold the answer and, if needed, apply a sum, average or count to them. Generative table models such as TAPEX read the table flattened into text and write the answer directly. Program-based approaches have a language model write SQL or pandas code that is run against the data, and the result becomes the answer; this is how most production systems over databases work today.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"Size of the table decides most. TAPAS and TAPEX read at most 512 or 1,024 tokens, a few dozen rows, so they suit small tables shown on a page. For anything larger, or for data in a database, let an LLM write a query: the table never has to fit in the prompt, only its schema and a few example rows, and the answer is exact because the database does the arithmetic. A table-tuned model such as TableGPT2 or a strong general model such as Qwen3 can also answer directly from a pasted table of moderate size, which is simplest when the data changes with every request. Pick the older encoder models when you need a small, fast, predictable component that runs on a CPU for English lookups.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Language models asked to add up numbers in their head get them wrong; prefer generated code or an aggregation head. Units, empty cells, merged headers and numbers stored as text trip up every approach, so clean the table first. Generated SQL must run with read-only permissions and time limits, and should be shown to the user when the answer matters. Questions whose answer is not in the table should produce no answer, and most models will invent one instead; test that case explicitly.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"Denotation accuracy, whether the returned value equals the reference value, is the standard score on WikiTableQuestions, because the same answer can be reached through different cells or queries. Exact match on strings is stricter and penalises formatting differences such as 1,000 versus 1000. For text-to-SQL, execution accuracy compares query results rather than query text. Report results separately for lookups, aggregations and comparisons, since models differ most on the last two. The quality column shows denotation accuracy on the WikiTableQuestions dev set as the TAPAS and TAPEX authors report it; the general LLMs here publish no figure on that split, so they have none.",
			],
		},
	],
	resources: [
		{ title: "TAPAS: weakly supervised table parsing", url: "https://arxiv.org/abs/2004.02349", kind: "paper" },
		{
			title: "TAPEX: table pre-training via learning a neural SQL executor",
			url: "https://arxiv.org/abs/2107.07653",
			kind: "paper",
		},
		{ title: "TableGPT2 technical report", url: "https://arxiv.org/abs/2411.02059", kind: "paper" },
		{
			title: "Transformers TAPAS documentation",
			url: "https://huggingface.co/docs/transformers/model_doc/tapas",
			kind: "docs",
		},
	],
};
