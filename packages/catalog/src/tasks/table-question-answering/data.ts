import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Table question answering answers a natural-language question using the contents of a table. The input is a table plus a question and the output is a cell, a list of cells or a value computed from them, such as a sum or a count. It lets people query spreadsheets and databases without writing SQL.",
	datasets: [
		{
			id: "wikitablequestions",
			description: "Complex questions over Wikipedia tables whose answers often need comparison or arithmetic.",
		},
		{
			id: "wikisql",
			description: "Questions over Wikipedia tables paired with the SQL queries that answer them.",
		},
	],
	metrics: [
		{
			id: "Denotation Accuracy",
			description: "Checks whether the answer the model returns equals the reference answer, however it was obtained.",
		},
	],
	models: [
		{
			id: "microsoft/tapex-base",
			description:
				"A BART model pretrained to act as a SQL executor over flattened tables, a base for table reasoning.",
		},
		{
			id: "google/tapas-base-finetuned-wtq",
			description:
				"A TAPAS model tuned on WikiTableQuestions that selects cells and an aggregation to answer a question.",
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
				table: [
					["Planet", "Known moons", "Distance from the Sun (AU)"],
					["Mars", "2", "1.52"],
					["Jupiter", "95", "5.20"],
					["Saturn", "146", "9.54"],
				],
			},
			{ type: "text", label: "Question", content: "Which planet has the most moons?" },
		],
		outputs: [{ type: "text", label: "Answer", content: "Saturn" }],
	},
	widgetModels: ["google/tapas-base-finetuned-wtq"],
};
