import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Question answering finds the answer to a question in a given passage of text. The input is a question and a context and the output is the span of the context that answers it, with a score. It powers search boxes over manuals and FAQs and helps readers get facts out of long documents.",
	datasets: [
		{
			id: "squad_v2",
			description: "Crowd-written questions on Wikipedia paragraphs, including many that the paragraph cannot answer.",
		},
		{
			id: "natural_questions",
			description: "Real search-engine questions answered with passages and short spans from Wikipedia pages.",
		},
	],
	metrics: [
		{
			id: "exact_match",
			description: "The share of predicted answers identical to a reference answer after normalisation.",
		},
		{
			id: "f1",
			description: "The word overlap between predicted and reference answers, giving credit for partial matches.",
		},
	],
	models: [
		{
			id: "deepset/roberta-base-squad2",
			description: "A RoBERTa base model tuned on SQuAD 2.0 that extracts answers and can say when there is none.",
		},
		{
			id: "distilbert/distilbert-base-cased-distilled-squad",
			description: "A fast, small DistilBERT distilled on SQuAD for extractive question answering.",
		},
		{
			id: "google/tapas-base-finetuned-wtq",
			description: "A TAPAS model that answers questions whose context is a table rather than a paragraph.",
		},
	],
	spaces: [
		{
			id: "deepset/wikipedia-assistant",
			description: "An assistant that retrieves Wikipedia passages and answers questions from them.",
		},
	],
	demo: {
		inputs: [
			{ type: "text", label: "Question", content: "How tall is the lighthouse?" },
			{
				type: "text",
				label: "Context",
				content:
					"Built in 1874, the lighthouse stands 38 metres tall and its lamp can be seen from 20 nautical miles away.",
			},
		],
		outputs: [{ type: "text", label: "Answer", content: "38 metres" }],
	},
	widgetModels: ["deepset/roberta-base-squad2"],
	youtubeId: "ajPx5LwJD-I",
};
