import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Translation rewrites text from one language into another while keeping its meaning. The input is text in a source language and the output is the same content in a target language. It is used to localise products, read foreign sources and talk across languages.",
	datasets: [
		{
			id: "Helsinki-NLP/opus_books",
			description: "Aligned sentences from public-domain books, available for many language pairs.",
		},
		{
			id: "google/code_x_glue_cc_code_to_code_trans",
			description: "Pairs of equivalent Java and C# functions for translating code between programming languages.",
		},
	],
	metrics: [
		{
			id: "bleu",
			description: "Counts n-grams shared between the output and reference translations, with a brevity penalty.",
		},
		{
			id: "sacrebleu",
			description: "A standardised BLEU with fixed tokenisation so scores can be compared across papers.",
		},
	],
	models: [
		{
			id: "facebook/nllb-200-1.3B",
			description:
				"A 1.3-billion-parameter model from Meta's No Language Left Behind project that covers 200 languages.",
		},
		{
			id: "google-t5/t5-base",
			description:
				"A text-to-text model that translates English into German, French or Romanian when given a task prefix.",
		},
	],
	spaces: [
		{
			id: "Iker/Translate-100-languages",
			description: "An app that translates between any pair of about a hundred languages.",
		},
		{
			id: "Geonmo/nllb-translation-demo",
			description: "A demo of the NLLB models that lets you pick source and target languages.",
		},
	],
	demo: {
		inputs: [{ type: "text", label: "Input", content: "The museum is closed on Mondays." }],
		outputs: [{ type: "text", label: "Output", content: "Le musée est fermé le lundi." }],
	},
	widgetModels: ["facebook/mbart-large-50-many-to-many-mmt"],
	youtubeId: "1JvfrvZgi6c",
	canonicalId: "text-generation",
};
