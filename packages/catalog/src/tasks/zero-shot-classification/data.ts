import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Zero-shot classification sorts text into labels that the model never saw during training. The input is a text and a list of candidate labels written at request time, and the output is a score for each label. It is handy for tagging tickets or articles when no labelled training data exists yet.",
	datasets: [
		{
			id: "nyu-mll/glue",
			description:
				"A benchmark of English understanding tasks whose entailment sets are used to train zero-shot models.",
		},
		{
			id: "nyu-mll/multi_nli",
			description:
				"Hundreds of thousands of sentence pairs from many genres labelled for entailment, the usual zero-shot training data.",
		},
		{
			id: "fever/fever",
			description: "Claims checked against Wikipedia and labelled as supported, refuted or lacking evidence.",
		},
	],
	metrics: [],
	models: [
		{
			id: "facebook/bart-large-mnli",
			description: "A BART large model trained on MultiNLI that scores each label as a hypothesis about the text.",
		},
		{
			id: "MoritzLaurer/ModernBERT-large-zeroshot-v2.0",
			description: "A ModernBERT large classifier trained for zero-shot use, quick and able to read long inputs.",
		},
		{
			id: "knowledgator/gliclass-modern-base-v2.0-init",
			description: "A GLiClass model that scores all candidate labels together in a single pass over the text.",
		},
	],
	spaces: [],
	demo: {
		inputs: [
			{ type: "text", label: "Text", content: "I was charged twice for my order and would like my money back." },
			{ type: "text", label: "Candidate labels", content: "refund, legal, faq" },
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "refund", score: 0.93 },
					{ label: "faq", score: 0.05 },
					{ label: "legal", score: 0.02 },
				],
			},
		],
	},
	widgetModels: ["facebook/bart-large-mnli"],
};
