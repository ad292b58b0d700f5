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
	metrics: [
		{ id: "accuracy", description: "The share of texts whose top-scoring candidate label is the right one." },
		{
			id: "f1",
			description:
				"Macro-averaged F1 over the candidate labels, which shows whether rare labels are found as well as common ones.",
		},
	],
	models: [
		{
			id: "MoritzLaurer/ModernBERT-large-zeroshot-v2.0",
			description:
				"A ModernBERT large classifier trained for zero-shot use, fast and able to read inputs of up to 8,192 tokens.",
		},
		{
			id: "MoritzLaurer/DeBERTa-v3-base-mnli-fever-anli",
			description:
				"A DeBERTa-v3 base model trained on several entailment datasets, a strong and compact English default.",
		},
		{
			id: "MoritzLaurer/mDeBERTa-v3-base-xnli-multilingual-nli-2mil7",
			description: "A multilingual entailment model for texts and labels in about a hundred languages.",
		},
		{
			id: "facebook/bart-large-mnli",
			description:
				"The original BART model trained on MultiNLI that made entailment-based zero-shot classification popular.",
		},
		{
			id: "fastino/gliner2-base-v1",
			description:
				"GLiNER2 also classifies whole texts against labels you name, alongside extracting entities, on a CPU.",
		},
		{
			id: "HuggingFaceTB/SmolLM3-3B",
			description: "A small instruction-tuned LLM that picks labels from a prompt and can follow a label definition.",
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
	reviewedOn: "2026-11-23",
	freshnessMonths: 18,
	recommendedModel: "MoritzLaurer/ModernBERT-large-zeroshot-v2.0",
	benchmark: {
		dataset: "nyu-mll/multi_nli",
		split: "validation_matched",
		metric: "accuracy",
		label: "MultiNLI matched, three-way entailment accuracy (0–1)",
		url: "https://huggingface.co/datasets/nyu-mll/multi_nli",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "MoritzLaurer/DeBERTa-v3-base-mnli-fever-anli",
			why: "About 180 million parameters, accurate for its size and quick on a CPU for a handful of labels.",
		},
		{
			pick: "multilingual",
			modelId: "MoritzLaurer/mDeBERTa-v3-base-xnli-multilingual-nli-2mil7",
			why: "Trained on entailment data in many languages, so texts and labels need not be in English.",
		},
		{
			pick: "quality",
			modelId: "MoritzLaurer/ModernBERT-large-zeroshot-v2.0",
			why: "The most accurate encoder here on zero-shot benchmarks, with long inputs and an Apache licence. It predicts two classes (true or not), so it has no three-way MultiNLI score; of the table's figures, DeBERTa-v3-base-mnli-fever-anli's is the highest.",
		},
		{
			pick: "permissive",
			modelId: "MoritzLaurer/ModernBERT-large-zeroshot-v2.0",
			why: "Apache 2.0 weights trained on data chosen to allow commercial use.",
		},
	],
	guidance: [
		{
			heading: "How it works",
			paragraphs: [
				"Most zero-shot text classifiers are entailment models. For each candidate label, the pipeline builds a hypothesis such as 'This text is about refunds.' and asks the model whether the text entails it; the entailment scores become label scores. This needs one forward pass per label, so cost grows with the number of labels. Newer designs such as GLiClass and GLiNER2 encode the text and all labels together in one pass, and instruction-tuned LLMs read the labels in a prompt and answer with one.",
				"In single-label mode the scores are normalised to sum to one; in multi-label mode each label is judged on its own, which is right when several can apply.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"Use zero-shot classification to start without labelled data, to explore a new label set, or when labels change often. For English, an entailment encoder of 200–400 million parameters is fast and reliable for up to a few dozen labels. For other languages, use a multilingual entailment model, and consider writing the hypothesis template in the language of the texts. When labels need world knowledge or a definition, such as a company's internal categories, an instruction-tuned LLM given a short description of each label usually wins, at higher cost per text.",
				"Once you have collected a few hundred labelled examples, often from the zero-shot model's confident predictions checked by a person, a fine-tuned classifier will be more accurate and cheaper; see text classification.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Wording matters more than model choice: 'billing problem' and 'invoice' give different results for the same texts, and so does the hypothesis template. Test a few phrasings on real data. Scores are not probabilities and shift with the label set; a label scores differently depending on its neighbours in single-label mode. Very similar labels split the score between them, and long label lists slow entailment models linearly.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"Evaluate on a small hand-labelled sample from your own data: accuracy for balanced single-label tasks, macro F1 when some labels are rare, and per-label precision and recall to see which label names need rewording. Published zero-shot benchmarks average over many datasets and say little about your labels.",
			],
		},
	],
	resources: [
		{
			title: "Zero-shot classification pipeline",
			url: "https://huggingface.co/docs/transformers/main_classes/pipelines#transformers.ZeroShotClassificationPipeline",
			kind: "docs",
		},
		{
			title: "Benchmarking Zero-shot Text Classification (entailment approach)",
			url: "https://arxiv.org/abs/1909.00161",
			kind: "paper",
		},
		{
			title: "Building Efficient Universal Classifiers with Natural Language Inference",
			url: "https://arxiv.org/abs/2312.17543",
			kind: "paper",
		},
	],
};
