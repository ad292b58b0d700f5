import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Translation rewrites text from one language into another while keeping its meaning. The input is text in a source language and the output is the same content in a target language. It is used to localise products, read foreign sources and talk across languages.",
	datasets: [
		{
			id: "openlanguagedata/flores_plus",
			description:
				"The same 2,000 sentences professionally translated into more than 200 languages, the usual many-language test set.",
		},
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
			id: "comet",
			description:
				"A neural metric trained on human quality judgements that compares the output with the source and a reference; it tracks people's rankings best.",
		},
		{
			id: "chrf",
			description:
				"Character n-gram F-score against the reference, fairer than BLEU to languages with rich word forms or no spaces.",
		},
		{
			id: "sacrebleu",
			description: "BLEU computed with fixed tokenisation and settings so that scores can be compared across papers.",
		},
		{
			id: "bleu",
			description: "Counts n-grams shared between the output and reference translations, with a brevity penalty.",
		},
	],
	models: [
		{
			id: "tencent/Hunyuan-MT-7B",
			description:
				"A 7-billion-parameter model trained only for translation among 33 languages, strong in shared-task results.",
		},
		{
			id: "ByteDance-Seed/Seed-X-PPO-7B",
			description:
				"A 7-billion-parameter translation model refined with reinforcement learning, covering 28 languages.",
		},
		{
			id: "Qwen/Qwen3-8B",
			description:
				"A general Apache-licensed LLM that translates well between major languages and follows style instructions.",
		},
		{
			id: "google/madlad400-3b-mt",
			description: "A 3-billion-parameter T5 model that translates between more than 400 languages under Apache 2.0.",
		},
		{
			id: "facebook/nllb-200-distilled-600M",
			description:
				"The distilled NLLB model for 200 languages, including many low-resource ones, for non-commercial use.",
		},
		{
			id: "Helsinki-NLP/opus-mt-en-fr",
			description:
				"A 75-million-parameter Marian model for one language pair, fast on a CPU; the OPUS-MT family covers over a thousand pairs.",
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
	widgetModels: ["facebook/nllb-200-distilled-600M"],
	reviewedOn: "2026-11-23",
	freshnessMonths: 18,
	recommendedModel: "facebook/nllb-200-distilled-600M",
	benchmark: {
		dataset: "google/wmt24pp",
		metric: "xcomet_xxl",
		label: "WMT24++, English to 29 languages, XCOMET-XXL 0–1 (one table: the Hunyuan-MT technical report)",
		url: "https://huggingface.co/datasets/google/wmt24pp",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "Helsinki-NLP/opus-mt-en-fr",
			why: "A pair-specific model of 75 million parameters translates sentences in milliseconds on a CPU.",
		},
		{
			pick: "multilingual",
			modelId: "google/madlad400-3b-mt",
			why: "It covers more than 400 languages with a permissive licence.",
		},
		{
			pick: "quality",
			modelId: "tencent/Hunyuan-MT-7B",
			why: "The best WMT24++ score of the models here: a dedicated 7B translation model that competes with much larger general models on the languages it covers.",
		},
		{
			pick: "permissive",
			modelId: "Qwen/Qwen3-8B",
			why: "Apache 2.0 weights that translate and also adapt tone, terminology and format on request.",
		},
	],
	guidance: [
		{
			heading: "Kinds of model",
			paragraphs: [
				"Three families are in use. Encoder-decoder models trained only on parallel text (OPUS-MT, NLLB, MADLAD-400) are small, fast and predictable, and reach the widest range of languages. Decoder-only models trained specially for translation (Hunyuan-MT, Seed-X, Tower) bring LLM fluency to the task in a 7-billion-parameter package. General instruction-tuned LLMs translate as one skill among many and are the most flexible: they take glossaries, keep markup and adapt register when asked.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"Start from your language pairs. For English with a major European or Asian language almost any modern model is good, and quality differences show mainly in idioms and long documents. For low-resource languages, coverage decides: check that the language is in the model's list and test it, because a model that claims 200 languages can still be weak on most of them. Then weigh the deployment: a pair-specific Marian model runs on a CPU in a browser or phone, a 600-million to 3-billion-parameter multilingual model needs a small GPU, and 7B models need a GPU with about 16 GB or a quantised build.",
				"Licences differ sharply: NLLB and several translation LLMs are non-commercial or carry custom terms, while MADLAD-400, OPUS-MT and the Qwen models are permissive.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Sentence-level models lose context across sentences: pronouns, gender and terminology drift between paragraphs. Long inputs beyond the training length get truncated or hallucinated, so split on sentence or paragraph boundaries. NLLB and MADLAD need language codes in a specific form (such as fra_Latn or a <2fr> prefix), and a wrong code silently produces the wrong language. LLMs sometimes answer the text instead of translating it, or add explanations; use a fixed prompt and check the output language.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"BLEU counts shared word sequences and is easy to compute, but it punishes valid paraphrases and is unreliable between systems of different kinds. chrF works on characters and is fairer to languages with rich morphology. Learned metrics such as COMET, trained to predict human judgements, agree best with people and are the standard in recent shared tasks; report one of them alongside chrF. For high-stakes text, nothing replaces review by a fluent speaker on a sample.",
				"When you need the translation to follow a glossary, keep a brand voice or handle mixed content such as code and prose, a general LLM is often the better tool; for bulk translation at low cost, a dedicated model is.",
			],
		},
	],
	resources: [
		{
			title: "Transformers translation guide",
			url: "https://huggingface.co/docs/transformers/tasks/translation",
			kind: "docs",
		},
		{ title: "No Language Left Behind (NLLB)", url: "https://arxiv.org/abs/2207.04672", kind: "paper" },
		{ title: "MADLAD-400", url: "https://arxiv.org/abs/2309.04662", kind: "paper" },
		{ title: "COMET: A Neural Framework for MT Evaluation", url: "https://arxiv.org/abs/2009.09025", kind: "paper" },
		{ title: "OPUS-MT models and tools", url: "https://github.com/Helsinki-NLP/Opus-MT", kind: "tool" },
	],
	youtubeId: "1JvfrvZgi6c",
	canonicalId: "text-generation",
};
