import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Summarization shortens a document while keeping its key points. The input is a long text and the output is a shorter one, either built from the original sentences or written anew. Typical uses are digests of news, meeting notes and research papers.",
	datasets: [
		{
			id: "mlsum",
			description: "A large news summarisation corpus in French, German, Spanish, Russian and Turkish.",
		},
		{
			id: "samsum",
			description: "About sixteen thousand chat-style conversations, each with a short human-written summary.",
		},
	],
	metrics: [
		{
			id: "rouge",
			description: "Measures how many words and word sequences of the reference summary appear in the generated one.",
		},
	],
	models: [
		{
			id: "facebook/bart-large-cnn",
			description: "A BART large model tuned on CNN and Daily Mail articles to write short news summaries.",
		},
		{
			id: "Falconsai/medical_summarization",
			description: "A T5 model tuned to condense medical documents into brief summaries.",
		},
	],
	spaces: [
		{
			id: "pszemraj/summarize-long-text",
			description: "An app that summarises very long documents with long-context models.",
		},
		{
			id: "ml6team/distilbart-tos-summarizer-tosdr",
			description: "A tool that turns lengthy terms of service into a short readable summary.",
		},
		{
			id: "pszemraj/document-summarization",
			description: "An app that summarises uploaded documents section by section.",
		},
		{
			id: "ml6team/post-processing-summarization",
			description: "A demo that checks generated summaries for facts that the source does not support.",
		},
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Input",
				content:
					"The city council voted on Tuesday to turn the old railway yard into a public park. Work will start next spring and is expected to take two years. The plan includes a playground, a community garden and a cycle path linking the park to the river. Funding comes mainly from a regional grant, with the rest raised through local donations.",
			},
		],
		outputs: [
			{
				type: "text",
				label: "Output",
				content:
					"The council approved a two-year project, starting next spring and funded mostly by a regional grant, to turn the old railway yard into a park with a playground, garden and cycle path.",
			},
		],
	},
	widgetModels: ["facebook/bart-large-cnn"],
	youtubeId: "yHnr5Dk2zCI",
	canonicalId: "text-generation",
};
