// Classic NLP models on transformers: classification, tokens, QA, zero-shot, translation,
// summarization, fill-mask (with mask tokens), table QA, multiple choice.
import { st } from "../architectures.mjs";
import { day, serve, tf, withFacts } from "../lib.mjs";

const PT = ["pytorch", "safetensors"];
const hf = (id, task, status = "live") => serve(["hf-inference", id, task, status]);

const TC = "text-classification";
const TOK = "token-classification";
const QA = "question-answering";
const ZS = "zero-shot-classification";
const MT = "translation";
const SUM = "summarization";
const FM = "fill-mask";

const NER_WIDGET = [
	{ text: "My name is Wolfgang and I live in Berlin" },
	{ text: "My name is Sarah and I live in London" },
];
const QA_WIDGET = [
	{ text: "Where do I live?", context: "My name is Wolfgang and I live in Berlin" },
	{ text: "What's my name?", context: "My name is Clara and I live in Berkeley." },
];
const ZS_WIDGET = [
	{
		text: "I have a problem with my iphone that needs to be resolved asap!",
		candidate_labels: "urgent, not urgent, phone, tablet, computer",
		multi_class: true,
	},
];

export default [
	// text-classification
	withFacts(
		tf(
			"distilbert/distilbert-base-uncased-finetuned-sst-2-english",
			TC,
			"DistilBertForSequenceClassification",
			"distilbert",
			{
				license: "apache-2.0",
				languages: ["en"],
				formats: ["pytorch", "tf", "rust", "onnx", "safetensors"],
				weight: 80,
				widgetData: [{ text: "I like you. I love you" }],
				inferenceProviderMapping: hf("distilbert/distilbert-base-uncased-finetuned-sst-2-english", TC),
			},
		),
		{ decision: { created: "2022-03-02", params: 67_000_000, dtype: "F32", config: { max_position_embeddings: 512 } } },
	),
	withFacts(
		tf("ProsusAI/finbert", TC, "BertForSequenceClassification", "bert", {
			languages: ["en"],
			formats: ["pytorch", "tf", "jax", "safetensors"],
			tags: ["financial-sentiment-analysis", "sentiment-analysis"],
			weight: 20,
			widgetData: [{ text: "Stocks rallied and the British pound gained." }],
			inferenceProviderMapping: hf("ProsusAI/finbert", TC),
		}),
		{
			hardware: {
				params: 110_000_000,
				dtype: "F32",
				source: {
					url: "https://huggingface.co/transformers/v4.4.2/pretrained_models.html",
					checked: "2026-11-27",
					note: "bert-base-uncased, which FinBERT further trains; its classification head is not counted",
				},
			},
		},
	),
	withFacts(
		tf("cardiffnlp/twitter-roberta-base-sentiment-latest", TC, "RobertaForSequenceClassification", "roberta", {
			languages: ["en"],
			formats: PT,
			weight: 30,
			widgetData: [{ text: "Covid cases are increasing fast!" }],
			inferenceProviderMapping: hf("cardiffnlp/twitter-roberta-base-sentiment-latest", TC),
		}),
		{
			hardware: {
				params: 125_000_000,
				dtype: "F32",
				source: {
					url: "https://huggingface.co/transformers/v3.1.0/pretrained_models.html",
					checked: "2026-11-27",
					note: "roberta-base, the architecture this checkpoint fine-tunes; its classification head is not counted",
				},
			},
		},
	),
	withFacts(
		tf("papluca/xlm-roberta-base-language-detection", TC, "XLMRobertaForSequenceClassification", "xlm-roberta", {
			license: "mit",
			languages: ["multilingual", "ar", "bg", "de", "el", "en", "es", "fr", "hi", "it", "ja", "nl", "pl", "pt", "ru"],
			formats: ["pytorch", "tf", "safetensors"],
			tags: ["generated_from_trainer"],
			base: { id: "FacebookAI/xlm-roberta-base" },
			weight: 10,
		}),
		{
			decision: { created: "2022-03-02", params: 278_000_000, dtype: "F32", config: { max_position_embeddings: 514 } },
		},
	),
	withFacts(
		tf("meta-llama/Prompt-Guard-86M", TC, "DebertaV2ForSequenceClassification", "deberta-v2", {
			gated: "manual",
			license: "llama3.1",
			languages: ["en"],
			tags: ["facebook", "meta", "llama-3"],
			weight: 2,
		}),
		{
			hardware: {
				params: 278_000_000,
				dtype: "F32",
				dtypeAssumed: true,
				source: {
					url: "https://github.com/meta-llama/PurpleLlama/blob/d840831edcdae11374001ea9ea038166fb9d0d43/Prompt-Guard/MODEL_CARD.md",
					checked: "2026-11-28",
					note: "Prompt Guard model card, modeling strategy: '86M backbone parameters and 192M word embedding parameters' (278M together; the 86M of the name is the backbone alone); the stored type is not stated: F32 assumed",
				},
			},
		},
	),
	withFacts(
		tf("SamLowe/roberta-base-go_emotions", TC, "RobertaForSequenceClassification", "roberta", {
			license: "mit",
			languages: ["en"],
			formats: ["pytorch", "onnx", "safetensors"],
			tags: ["emotions", "multi-class-classification", "multi-label-classification"],
			weight: 15,
			widgetData: [{ text: "I am not having a great day." }],
			inferenceProviderMapping: hf("SamLowe/roberta-base-go_emotions", TC),
		}),
		{
			decision: { created: "2022-09-15", params: 125_000_000, dtype: "F32", config: { max_position_embeddings: 514 } },
		},
	),
	withFacts(
		tf("j-hartmann/emotion-english-distilroberta-base", TC, "RobertaForSequenceClassification", "roberta", {
			languages: ["en"],
			formats: ["pytorch", "tf", "safetensors"],
			tags: ["distilroberta", "sentiment", "emotion", "twitter", "reddit"],
			weight: 12,
			widgetData: [{ text: "Oh wow. I didn't know that." }, { text: "This movie always makes me cry.." }],
		}),
		{
			hardware: {
				params: 82_000_000,
				dtype: "F32",
				source: {
					url: "https://huggingface.co/transformers/v3.1.0/pretrained_models.html",
					checked: "2026-11-27",
					note: "distilroberta-base, which this checkpoint fine-tunes; its classification head is not counted",
				},
			},
		},
	),
	withFacts(
		tf("unitary/toxic-bert", TC, "BertForSequenceClassification", "bert", {
			license: "apache-2.0",
			formats: ["pytorch", "jax", "safetensors"],
			weight: 5,
		}),
		{
			hardware: {
				params: 110_000_000,
				dtype: "F32",
				source: {
					url: "https://huggingface.co/transformers/v4.4.2/pretrained_models.html",
					checked: "2026-11-27",
					note: "bert-base-uncased, which this checkpoint fine-tunes; its classification head is not counted",
				},
			},
		},
	),
	// token-classification
	withFacts(
		tf("dslim/bert-base-NER", TOK, "BertForTokenClassification", "bert", {
			license: "mit",
			languages: ["en"],
			formats: ["pytorch", "tf", "jax", "onnx", "safetensors"],
			weight: 25,
			widgetData: NER_WIDGET,
			inferenceProviderMapping: hf("dslim/bert-base-NER", TOK),
		}),
		{
			decision: {
				created: "2022-03-02",
				params: 108_000_000,
				dtype: "F32",
				config: { max_position_embeddings: 512, num_labels: 9 },
			},
			evals: [
				{
					dataset: "conll2003",
					config: "conll2003",
					split: "test",
					metric: "f1",
					value: 0.9258740048459675,
					url: "https://huggingface.co/dslim/bert-base-NER/commit/f5581ac95d4122674190f8841d716f61b1ad99f1",
					checked: "2026-11-28",
					notes:
						"Commit 'Add evaluation results on conll2003 dataset (#3)': the hub's evaluator (autoevaluate) result added to the card's model-index, marked verified there; entity F1 on the CoNLL-2003 test split",
				},
			],
		},
	),
	withFacts(
		tf(
			"FacebookAI/xlm-roberta-large-finetuned-conll03-english",
			TOK,
			"XLMRobertaForTokenClassification",
			"xlm-roberta",
			{
				languages: ["multilingual", "en", "de", "fr"],
				formats: ["pytorch", "rust", "safetensors"],
				weight: 10,
				widgetData: NER_WIDGET,
				inferenceProviderMapping: hf("FacebookAI/xlm-roberta-large-finetuned-conll03-english", TOK),
			},
		),
		{
			hardware: {
				params: 550_000_000,
				dtype: "F32",
				source: {
					url: "https://arxiv.org/abs/1911.02116",
					checked: "2026-11-27",
					note: "XLM-R large, the paper's parameter count; the tagging head is not counted",
				},
			},
		},
	),
	withFacts(
		tf("blaze999/Medical-NER", TOK, "DebertaV2ForTokenClassification", "deberta-v2", {
			license: "mit",
			tags: ["generated_from_trainer", "medical"],
			base: { id: "microsoft/deberta-v3-base" },
			weight: 3,
			widgetData: [{ text: "63 year old woman with history of CAD presented to ER" }],
		}),
		{
			hardware: {
				files: { "model.safetensors": 736_000_000 },
				source: {
					url: "https://huggingface.co/blaze999/Medical-NER/tree/193105568b65e1c6019cd8d1f2d1bd6fba21f256",
					checked: "2026-11-28",
					note: "the repository's file list: model.safetensors, 736 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		tf("dbmdz/bert-large-cased-finetuned-conll03-english", TOK, "BertForTokenClassification", "bert", {
			formats: ["pytorch", "tf", "jax", "rust", "safetensors"],
			weight: 8,
		}),
		{
			hardware: {
				params: 335_000_000,
				dtype: "F32",
				source: {
					url: "https://huggingface.co/transformers/v4.4.2/pretrained_models.html",
					checked: "2026-11-27",
					note: "bert-large-cased, which this checkpoint fine-tunes; its classification head is not counted",
				},
			},
		},
	),
	withFacts(
		tf("vblagoje/bert-english-uncased-finetuned-pos", TOK, "BertForTokenClassification", "bert", {
			formats: ["pytorch", "jax", "safetensors"],
			weight: 3,
		}),
		{
			hardware: {
				params: 110_000_000,
				dtype: "F32",
				source: {
					url: "https://huggingface.co/transformers/v4.4.2/pretrained_models.html",
					checked: "2026-11-27",
					note: "bert-base-uncased, which this checkpoint fine-tunes; its tagging head is not counted",
				},
			},
		},
	),
	// table-question-answering
	withFacts(
		tf("google/tapas-base-finetuned-wtq", "table-question-answering", "TapasForQuestionAnswering", "tapas", {
			license: "apache-2.0",
			languages: ["en"],
			formats: ["pytorch", "tf", "safetensors"],
			weight: 8,
			widgetData: [
				{
					text: "How many stars does the transformers repository have?",
					table: {
						Repository: ["Transformers", "Datasets", "Tokenizers"],
						Stars: ["36542", "4512", "3934"],
						Contributors: ["651", "77", "34"],
						"Programming language": ["Python", "Python", "Rust, Python and NodeJS"],
					},
				},
			],
			inferenceProviderMapping: hf("google/tapas-base-finetuned-wtq", "table-question-answering"),
		}),
		{
			decision: { created: "2022-03-02", params: 111_000_000, dtype: "F32" },
			evals: [
				{
					dataset: "stanfordnlp/wikitablequestions",
					split: "validation",
					metric: "accuracy",
					value: 0.4638,
					url: "https://github.com/google-research/tapas/blob/569a3c31451d941165bd10783f73f494406b3906/README.md",
					checked: "2026-11-28",
					notes:
						"TAPAS README, 'Models with intermediate pre-training (2020/10/07)', WTQ table, row BASE | reset, Dev Accuracy (median of three runs, computed by the TAPAS tool); the hub card says its default version is this checkpoint, tapas_wtq_wikisql_sqa_inter_masklm_base_reset",
				},
			],
		},
	),
	withFacts(
		tf("google/tapas-large-finetuned-wtq", "table-question-answering", "TapasForQuestionAnswering", "tapas", {
			license: "apache-2.0",
			languages: ["en"],
			formats: ["pytorch", "tf", "safetensors"],
			weight: 3,
		}),
		{
			decision: { created: "2022-03-02", params: 337_000_000, dtype: "F32" },
			evals: [
				{
					dataset: "stanfordnlp/wikitablequestions",
					split: "validation",
					metric: "accuracy",
					value: 0.5097,
					url: "https://huggingface.co/google/tapas-large-finetuned-wtq",
					checked: "2026-11-28",
					notes:
						"Model card, Results table, row LARGE | reset | 0.5097, linked to this repository's main branch (the card's default version, tapas_wtq_wikisql_sqa_inter_masklm_large_reset); the same row is in the TAPAS README (Dev Accuracy, TAPAS tool, median of three runs)",
				},
			],
		},
	),
	withFacts(
		tf("microsoft/tapex-base", "table-question-answering", "BartForConditionalGeneration", "bart", {
			license: "mit",
			languages: ["en"],
			formats: ["pytorch", "safetensors"],
			auto: "AutoModelForSeq2SeqLM",
			weight: 2,
		}),
		{ decision: { created: "2022-03-02", params: 139_000_000, dtype: "F32", context: 1024 } },
	),
	withFacts(
		tf("microsoft/tapex-large-finetuned-wtq", "table-question-answering", "BartForConditionalGeneration", "bart", {
			license: "mit",
			languages: ["en"],
			formats: ["pytorch", "safetensors"],
			auto: "AutoModelForSeq2SeqLM",
			weight: 1,
		}),
		{
			decision: { created: "2022-03-02", params: 406_000_000, dtype: "F32", context: 1024 },
			evals: [
				{
					dataset: "stanfordnlp/wikitablequestions",
					split: "validation",
					metric: "accuracy",
					value: 0.58,
					url: "https://github.com/microsoft/Table-Pretraining/blob/da8bbdf98857a21335379eedc74836809c22c9b9/README.md",
					checked: "2026-11-28",
					notes:
						"TAPEX README, Fine-tuned Models table, row tapex.large.wtq, Dev Acc 58.0 (denotation accuracy, %), written here as a fraction",
				},
			],
		},
	),
	// question-answering
	withFacts(
		tf("deepset/roberta-base-squad2", QA, "RobertaForQuestionAnswering", "roberta", {
			license: "cc-by-4.0",
			languages: ["en"],
			formats: ["pytorch", "tf", "jax", "rust", "safetensors"],
			weight: 30,
			widgetData: QA_WIDGET,
			inferenceProviderMapping: hf("deepset/roberta-base-squad2", QA),
		}),
		{
			decision: { created: "2022-03-02", params: 124_000_000, dtype: "F32", config: { max_position_embeddings: 514 } },
			evals: [
				{
					dataset: "rajpurkar/squad_v2",
					config: "squad_v2",
					split: "validation",
					metric: "f1",
					value: 82.9501,
					url: "https://huggingface.co/deepset/roberta-base-squad2/commit/d3c3bb6f2aaec6bf057fbf3796af9c5b9b939758",
					checked: "2026-11-28",
					notes:
						"Commit d3c3bb6 'Add evaluation results on the squad_v2 config of squad_v2 (#5)': the hub's evaluator (autoevaluate) result added to the card's model-index, marked verified there; F1 on SQuAD 2.0 validation",
				},
			],
		},
	),
	withFacts(
		tf("distilbert/distilbert-base-cased-distilled-squad", QA, "DistilBertForQuestionAnswering", "distilbert", {
			license: "apache-2.0",
			languages: ["en"],
			formats: ["pytorch", "tf", "rust", "onnx", "safetensors"],
			weight: 15,
			widgetData: QA_WIDGET,
		}),
		{ decision: { created: "2022-03-02", params: 65_200_000, dtype: "F32", config: { max_position_embeddings: 512 } } },
	),
	withFacts(
		tf("google-bert/bert-large-uncased-whole-word-masking-finetuned-squad", QA, "BertForQuestionAnswering", "bert", {
			license: "apache-2.0",
			languages: ["en"],
			formats: ["pytorch", "tf", "jax", "safetensors"],
			weight: 5,
		}),
		{
			hardware: {
				params: 336_000_000,
				dtype: "F32",
				source: { url: "https://huggingface.co/transformers/v4.4.2/pretrained_models.html", checked: "2026-11-27" },
			},
		},
	),
	withFacts(
		tf("deepset/deberta-v3-large-squad2", QA, "DebertaV2ForQuestionAnswering", "deberta-v2", {
			license: "cc-by-4.0",
			languages: ["en"],
			formats: PT,
			tags: ["deberta", "deberta-v3"],
			weight: 2,
		}),
		{
			decision: { created: "2022-03-02", params: 435_000_000, dtype: "F32", config: { max_position_embeddings: 512 } },
			evals: [
				{
					dataset: "rajpurkar/squad_v2",
					config: "squad_v2",
					split: "validation",
					metric: "f1",
					value: 91.1623,
					url: "https://huggingface.co/deepset/deberta-v3-large-squad2/commit/f030715b2eb03d7747a5a2bdccf0eda60dca9889",
					checked: "2026-11-28",
					notes:
						"Commit f030715 'Add evaluation results on the squad_v2 config of squad_v2 (#1)': the hub's evaluator (autoevaluate) result added to the card's model-index, marked verified there; F1 on SQuAD 2.0 validation",
				},
			],
		},
	),
	// zero-shot-classification
	withFacts(
		tf("facebook/bart-large-mnli", ZS, "BartForSequenceClassification", "bart", {
			license: "mit",
			formats: ["pytorch", "jax", "rust", "safetensors"],
			weight: 40,
			widgetData: ZS_WIDGET,
			inferenceProviderMapping: hf("facebook/bart-large-mnli", ZS),
		}),
		{
			decision: {
				created: "2022-03-02",
				params: 407_000_000,
				dtype: "F32",
				languages: ["en"],
				config: { max_position_embeddings: 1024 },
			},
			evals: [
				{
					dataset: "nyu-mll/multi_nli",
					split: "validation_matched",
					metric: "accuracy",
					value: 0.901,
					url: "https://github.com/facebookresearch/fairseq/blob/0b4bd25bb5cc096265ecd9fe5466f5c1d37bf951/examples/bart/README.md",
					checked: "2026-11-28",
					notes:
						"fairseq BART README, 'Evaluating the bart.large.mnli model': accuracy on the MNLI dev_matched set, expected output 0.9010 (bart.large.mnli is the checkpoint this repository converts)",
				},
			],
		},
	),
	withFacts(
		tf("MoritzLaurer/ModernBERT-large-zeroshot-v2.0", ZS, "ModernBertForSequenceClassification", "modernbert", {
			license: "apache-2.0",
			tags: ["generated_from_trainer"],
			base: { id: "answerdotai/ModernBERT-large" },
			weight: 2,
		}),
		{
			decision: {
				created: "2024-12-24",
				params: 395_000_000,
				dtype: "F32",
				languages: ["en"],
				config: { max_position_embeddings: 8192 },
			},
		},
	),
	withFacts(
		tf("MoritzLaurer/DeBERTa-v3-base-mnli-fever-anli", ZS, "DebertaV2ForSequenceClassification", "deberta-v2", {
			license: "mit",
			languages: ["en"],
			formats: PT,
			weight: 8,
			widgetData: [
				{
					text: "Angela Merkel is a politician in Germany and leader of the CDU",
					candidate_labels: "politics, economy, entertainment, environment",
				},
			],
		}),
		{
			decision: { created: "2022-03-02", params: 184_000_000, dtype: "F32", config: { max_position_embeddings: 512 } },
			evals: [
				{
					dataset: "nyu-mll/multi_nli",
					split: "validation_matched",
					metric: "accuracy",
					value: 0.903,
					url: "https://huggingface.co/MoritzLaurer/DeBERTa-v3-base-mnli-fever-anli/commit/c72e58a7fa1089a68b97a8f43b69ffb8a06be0d4",
					checked: "2026-11-28",
					notes:
						"Model card 'Eval results' table, row mnli-m (the card calls MultiNLI's labelled matched set its test set); the hub evaluator's run on multi_nli validation_matched (discussion #4) gives 0.9032",
				},
			],
		},
	),
	withFacts(
		tf(
			"MoritzLaurer/mDeBERTa-v3-base-xnli-multilingual-nli-2mil7",
			ZS,
			"DebertaV2ForSequenceClassification",
			"deberta-v2",
			{
				license: "mit",
				languages: [
					"multilingual",
					"zh",
					"ja",
					"ar",
					"ko",
					"de",
					"fr",
					"es",
					"pt",
					"hi",
					"id",
					"it",
					"tr",
					"ru",
					"bn",
					"ur",
					"mr",
					"ta",
					"vi",
					"fa",
					"pl",
					"uk",
					"nl",
					"sv",
					"he",
					"sw",
					"ps",
				],
				formats: PT,
				weight: 5,
			},
		),
		{
			decision: { created: "2022-08-22", params: 279_000_000, dtype: "F32", config: { max_position_embeddings: 512 } },
			evals: [
				{
					dataset: "nyu-mll/multi_nli",
					split: "validation_matched",
					metric: "accuracy",
					value: 0.857,
					url: "https://huggingface.co/MoritzLaurer/mDeBERTa-v3-base-xnli-multilingual-nli-2mil7/blob/main/README.md",
					checked: "2026-11-28",
					notes:
						"Card model-index, MultiNLI-matched (multi_nli, validation_matched), accuracy written '0,857', self-reported (verified: false)",
				},
			],
		},
	),
	// translation
	withFacts(
		tf("facebook/nllb-200-distilled-600M", MT, "M2M100ForConditionalGeneration", "m2m_100", {
			license: "cc-by-nc-4.0",
			formats: ["pytorch"],
			tags: ["nllb"],
			weight: 15,
			inferenceProviderMapping: hf("facebook/nllb-200-distilled-600M", MT, "staging"),
		}),
		{
			decision: {
				created: "2022-07-08",
				params: 615_000_000,
				dtype: "F32",
				languages: ["multilingual"],
				config: { max_position_embeddings: 1024 },
			},
		},
	),
	withFacts(
		tf("facebook/nllb-200-1.3B", MT, "M2M100ForConditionalGeneration", "m2m_100", {
			license: "cc-by-nc-4.0",
			formats: ["pytorch"],
			tags: ["nllb"],
			weight: 2,
		}),
		{
			hardware: {
				files: { "pytorch_model.bin": 5_480_000_000 },
				source: {
					url: "https://huggingface.co/facebook/nllb-200-1.3B/tree/05f78f6164fc0a21a225794b50a6413ea51718db",
					checked: "2026-11-28",
					note: "the repository's file list: pytorch_model.bin, 5.48 GB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		tf("google-t5/t5-base", MT, "T5ForConditionalGeneration", "t5", {
			license: "apache-2.0",
			languages: ["en", "fr", "ro", "de"],
			formats: ["pytorch", "tf", "jax", "rust", "safetensors"],
			tags: ["summarization", "text2text-generation"],
			weight: 40,
			widgetData: [{ text: "translate English to German: How old are you?" }],
			inferenceProviderMapping: hf("google-t5/t5-base", MT),
		}),
		{
			hardware: {
				params: 220_000_000,
				dtype: "F32",
				source: { url: "https://huggingface.co/google-t5/t5-base", checked: "2026-11-27" },
			},
		},
	),
	withFacts(
		tf("Helsinki-NLP/opus-mt-en-fr", MT, "MarianMTModel", "marian", {
			license: "apache-2.0",
			formats: ["pytorch", "tf", "jax"],
			weight: 20,
			widgetData: [{ text: "My name is Wolfgang and I live in Berlin" }],
			inferenceProviderMapping: hf("Helsinki-NLP/opus-mt-en-fr", MT),
		}),
		{
			decision: {
				created: "2022-03-02",
				params: 75_100_000,
				dtype: "F32",
				languages: ["en", "fr"],
				config: { max_position_embeddings: 512 },
			},
		},
	),
	withFacts(
		tf("Helsinki-NLP/opus-mt-zh-en", MT, "MarianMTModel", "marian", {
			license: "cc-by-4.0",
			languages: ["zh", "en"],
			formats: ["pytorch", "tf", "rust"],
			weight: 10,
		}),
		{
			hardware: {
				files: { "pytorch_model.bin": 312_000_000 },
				source: {
					url: "https://huggingface.co/Helsinki-NLP/opus-mt-zh-en/tree/f2f7feb9ba598f04a68a2d0f9a1f4680ca201f45",
					checked: "2026-11-28",
					note: "the repository's file list: pytorch_model.bin, 312 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		tf("facebook/mbart-large-50-many-to-many-mmt", MT, "MBartForConditionalGeneration", "mbart", {
			formats: ["pytorch", "tf", "jax", "rust", "safetensors"],
			tags: ["mbart-50"],
			weight: 5,
		}),
		{
			hardware: {
				files: { "model.safetensors": 2_440_000_000 },
				source: {
					url: "https://huggingface.co/facebook/mbart-large-50-many-to-many-mmt/tree/f6099e49d689b190e84bfa671f282150dabed81d",
					checked: "2026-11-28",
					note: "the repository's file list: model.safetensors, 2.44 GB, as the page rounds it",
				},
			},
		},
	),
	// summarization
	withFacts(
		tf("facebook/bart-large-cnn", SUM, "BartForConditionalGeneration", "bart", {
			license: "mit",
			languages: ["en"],
			formats: ["pytorch", "tf", "jax", "rust", "safetensors"],
			weight: 30,
			widgetData: [
				{
					text: "The tower is 324 metres (1,063 ft) tall, about the same height as an 81-storey building, and the tallest structure in Paris. Its base is square, measuring 125 metres (410 ft) on each side.",
				},
			],
			inferenceProviderMapping: hf("facebook/bart-large-cnn", SUM),
		}),
		{
			decision: { created: "2022-03-02", params: 406_000_000, dtype: "F32", config: { max_position_embeddings: 1024 } },
			evals: [
				{
					dataset: "abisee/cnn_dailymail",
					split: "test",
					metric: "rouge1",
					value: 44.16,
					url: "https://github.com/facebookresearch/fairseq/blob/0b4bd25bb5cc096265ecd9fe5466f5c1d37bf951/examples/bart/README.md",
					checked: "2026-11-28",
					notes: "fairseq BART README, CNN/Daily Mail (test set, no additional data), row bart.large, column R1",
				},
				{
					dataset: "abisee/cnn_dailymail",
					split: "test",
					metric: "rouge2",
					value: 21.28,
					url: "https://github.com/facebookresearch/fairseq/blob/0b4bd25bb5cc096265ecd9fe5466f5c1d37bf951/examples/bart/README.md",
					checked: "2026-11-28",
					notes: "fairseq BART README, CNN/Daily Mail (test set, no additional data), row bart.large, column R2",
				},
				{
					dataset: "abisee/cnn_dailymail",
					split: "test",
					metric: "rougeL",
					value: 40.9,
					url: "https://github.com/facebookresearch/fairseq/blob/0b4bd25bb5cc096265ecd9fe5466f5c1d37bf951/examples/bart/README.md",
					checked: "2026-11-28",
					notes:
						"fairseq BART README, CNN/Daily Mail (test set, no additional data), row bart.large, column RL (the README's files2rouge setup)",
				},
			],
		},
	),
	withFacts(
		tf("Falconsai/text_summarization", SUM, "T5ForConditionalGeneration", "t5", {
			license: "apache-2.0",
			languages: ["en"],
			formats: ["pytorch", "coreml", "onnx", "safetensors"],
			weight: 10,
		}),
		{ decision: { created: "2023-10-21", params: 60_500_000, dtype: "F32" } },
	),
	withFacts(
		tf("Falconsai/medical_summarization", SUM, "T5ForConditionalGeneration", "t5", {
			license: "apache-2.0",
			languages: ["en"],
			formats: ["pytorch", "coreml", "safetensors"],
			tags: ["medical"],
			weight: 2,
		}),
		{
			hardware: {
				files: { "model.safetensors": 242_000_000 },
				source: {
					url: "https://huggingface.co/Falconsai/medical_summarization/tree/518f748db3f268152981206cd388a470db376a57",
					checked: "2026-11-28",
					note: "the repository's file list: model.safetensors, 242 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		tf("google/pegasus-xsum", SUM, "PegasusForConditionalGeneration", "pegasus", {
			languages: ["en"],
			formats: ["pytorch", "tf", "jax"],
			weight: 5,
		}),
		{
			hardware: {
				files: { "pytorch_model.bin": 2_280_000_000 },
				source: {
					url: "https://huggingface.co/google/pegasus-xsum/tree/17fade8153a4e75d22abeefea8d08abafae2647c",
					checked: "2026-11-28",
					note: "the repository's file list: pytorch_model.bin, 2.28 GB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		tf("philschmid/bart-large-cnn-samsum", SUM, "BartForConditionalGeneration", "bart", {
			license: "mit",
			languages: ["en"],
			formats: ["pytorch"],
			tags: ["sagemaker"],
			weight: 5,
		}),
		{
			hardware: {
				files: { "pytorch_model.bin": 1_630_000_000 },
				source: {
					url: "https://huggingface.co/philschmid/bart-large-cnn-samsum/tree/01473c6b7b93633c63ad2149b89a351f40859d1a",
					checked: "2026-11-28",
					note: "the repository's file list: pytorch_model.bin, 1.63 GB, as the page rounds it",
				},
			},
		},
	),
	// fill-mask (mask_token drives the widget text and the snippets)
	withFacts(
		tf("google-bert/bert-base-uncased", FM, "BertForMaskedLM", "bert", {
			license: "apache-2.0",
			languages: ["en"],
			formats: ["pytorch", "tf", "jax", "rust", "coreml", "onnx", "safetensors"],
			tags: ["exbert"],
			mask_token: "[MASK]",
			weight: 100,
			widgetData: [{ text: "Paris is the [MASK] of France." }, { text: "The goal of life is [MASK]." }],
			inferenceProviderMapping: hf("google-bert/bert-base-uncased", FM),
		}),
		{
			decision: {
				created: "2022-03-02",
				released: "2018-10-11",
				releasedSource: "https://arxiv.org/abs/1810.04805",
				params: 110_000_000,
				dtype: "F32",
				languages: ["en"],
				config: { max_position_embeddings: 512 },
			},
			evals: [
				{
					dataset: "nyu-mll/glue",
					config: "mnli",
					split: "validation_matched",
					metric: "accuracy",
					value: 84.7,
					url: "https://github.com/huggingface/transformers/blob/4aa4342b720ef79340412180d41ad22b01d4942f/examples/research_projects/distillation/README.md",
					checked: "2026-11-28",
					notes:
						"Distil* README, 'results on the dev sets of GLUE', row BERT-base-uncased, column MNLI (fine-tuned on MNLI, dev accuracy %; the table gives one MNLI column, not split into matched and mismatched)",
				},
			],
		},
	),
	withFacts(
		tf("FacebookAI/roberta-base", FM, "RobertaForMaskedLM", "roberta", {
			license: "mit",
			languages: ["en"],
			formats: ["pytorch", "tf", "jax", "rust", "safetensors"],
			tags: ["exbert"],
			mask_token: "<mask>",
			weight: 60,
			widgetData: [{ text: "Paris is the <mask> of France." }],
			inferenceProviderMapping: hf("FacebookAI/roberta-base", FM),
		}),
		{
			hardware: {
				params: 125_000_000,
				dtype: "F32",
				source: { url: "https://huggingface.co/transformers/v3.1.0/pretrained_models.html", checked: "2026-11-27" },
			},
		},
	),
	withFacts(
		tf("distilbert/distilroberta-base", FM, "RobertaForMaskedLM", "roberta", {
			license: "apache-2.0",
			languages: ["en"],
			formats: ["pytorch", "tf", "jax", "rust", "safetensors"],
			tags: ["exbert"],
			mask_token: "<mask>",
			weight: 20,
			widgetData: [{ text: "The goal of life is <mask>." }],
		}),
		{
			decision: {
				created: "2022-03-02",
				params: 82_800_000,
				dtype: "F32",
				languages: ["en"],
				config: { max_position_embeddings: 514 },
			},
			evals: [
				{
					dataset: "nyu-mll/glue",
					config: "mnli",
					split: "validation_matched",
					metric: "accuracy",
					value: 84.0,
					url: "https://github.com/huggingface/transformers/blob/4aa4342b720ef79340412180d41ad22b01d4942f/examples/research_projects/distillation/README.md",
					checked: "2026-11-28",
					notes:
						"Distil* README, 'results on the dev sets of GLUE', row DistilRoBERTa, column MNLI (fine-tuned on MNLI, dev accuracy %; the table gives one MNLI column, not split into matched and mismatched)",
				},
			],
		},
	),
	withFacts(
		tf("answerdotai/ModernBERT-large", FM, "ModernBertForMaskedLM", "modernbert", {
			license: "apache-2.0",
			languages: ["en"],
			tags: ["masked-lm", "long-context"],
			mask_token: "[MASK]",
			weight: 10,
			widgetData: [{ text: "The capital of France is [MASK]." }],
		}),
		{
			decision: { created: "2024-12-19", params: 395_000_000, dtype: "F32", config: { max_position_embeddings: 8192 } },
		},
	),
	withFacts(
		tf("FacebookAI/xlm-roberta-base", FM, "XLMRobertaForMaskedLM", "xlm-roberta", {
			license: "mit",
			languages: ["multilingual", "af", "am", "ar", "de", "en", "es", "fr", "hi", "ja", "zh"],
			formats: ["pytorch", "tf", "jax", "onnx", "safetensors"],
			tags: ["exbert"],
			mask_token: "<mask>",
			weight: 40,
		}),
		{
			decision: {
				created: "2022-03-02",
				released: "2019-11-05",
				releasedSource: "https://arxiv.org/abs/1911.02116",
				params: 279_000_000,
				dtype: "F32",
				languages: ["multilingual"],
				config: { max_position_embeddings: 514 },
			},
		},
	),
	withFacts(
		tf("microsoft/deberta-v3-base", FM, "DebertaV2ForMaskedLM", "deberta-v2", {
			license: "mit",
			languages: ["en"],
			formats: ["pytorch", "tf", "rust"],
			tags: ["deberta", "deberta-v3"],
			mask_token: "[MASK]",
			weight: 20,
			noInfo: true,
		}),
		{
			decision: {
				created: "2022-03-02",
				released: "2021-11-18",
				releasedSource: "https://arxiv.org/abs/2111.09543",
				params: 184_000_000,
				dtype: "F32",
				languages: ["en"],
				config: { max_position_embeddings: 512 },
			},
			evals: [
				{
					dataset: "nyu-mll/glue",
					config: "mnli",
					split: "validation_matched",
					metric: "accuracy",
					value: 90.6,
					url: "https://github.com/microsoft/DeBERTa/blob/000d76f0aa860f0fd134a6d013d6315f94c42efe/README.md",
					checked: "2026-11-28",
					notes:
						"DeBERTa README, 'Fine-tuning on NLU tasks' (dev results), row DeBERTa-V3-Base, column MNLI-m/mm accuracy 90.6/90.7",
				},
			],
		},
	),
	withFacts(
		tf("camembert/camembert-base", FM, "CamembertForMaskedLM", "camembert", {
			license: "mit",
			languages: ["fr"],
			formats: ["pytorch", "tf", "safetensors"],
			mask_token: "<mask>",
			weight: 5,
			widgetData: [{ text: "Le camembert est <mask> :)" }],
		}),
		{
			hardware: {
				params: 110_000_000,
				dtype: "F32",
				source: { url: "https://huggingface.co/camembert/camembert-base", checked: "2026-11-27" },
			},
		},
	),
	// multiple-choice
	withFacts(
		tf("LIAMF-USP/roberta-large-finetuned-race", "multiple-choice", "RobertaForMultipleChoice", "roberta", {
			license: "mit",
			languages: ["english"],
			formats: ["pytorch", "tf", "jax"],
			weight: 0.1,
		}),
		{
			hardware: {
				files: { "pytorch_model.bin": 1_420_000_000 },
				source: {
					url: "https://huggingface.co/LIAMF-USP/roberta-large-finetuned-race/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list: pytorch_model.bin, 1.42 GB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		tf(
			"potsawee/longformer-large-4096-answering-race",
			"multiple-choice",
			"LongformerForMultipleChoice",
			"longformer",
			{
				license: "apache-2.0",
				languages: ["en"],
				formats: ["pytorch"],
				weight: 0.1,
			},
		),
		{
			hardware: {
				files: { "pytorch_model.bin": 1_740_000_000 },
				source: {
					url: "https://huggingface.co/potsawee/longformer-large-4096-answering-race/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list: pytorch_model.bin, 1.74 GB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		tf("ehdwns1516/bert-base-uncased_SWAG", "multiple-choice", "BertForMultipleChoice", "bert", {
			formats: ["pytorch"],
			weight: 0.05,
		}),
		{
			hardware: {
				files: { "pytorch_model.bin": 438000000 },
				source: {
					url: "https://huggingface.co/ehdwns1516/bert-base-uncased_SWAG/tree/41f1703c5e32cea8ad48180e4520184daa9677a7",
					checked: "2026-11-28",
					note: "the repository's file list: pytorch_model.bin, 438 MB, as the page rounds it",
				},
			},
		},
	),
	// translation
	tf("google/madlad400-3b-mt", "translation", "T5ForConditionalGeneration", "t5", {
		license: "apache-2.0",
		languages: ["multilingual"],
		tags: ["text2text-generation"],
		createdAt: day("2023-11-27"),
		safetensors: st(2_940_000_000, "F32"),
		weight: 2,
	}),
	withFacts(
		tf("tencent/Hunyuan-MT-7B", "translation", "HunYuanDenseV1ForCausalLM", "hunyuan_v1_dense", {
			auto: "AutoModelForCausalLM",
			license: "other",
			cardData: { license_name: "tencent-hunyuan-community" },
			languages: ["multilingual"],
			tags: ["text-generation", "conversational"],
			createdAt: day("2025-08-28"),
			safetensors: st(7_500_000_000),
			config: { max_position_embeddings: 32768 },
			weight: 3,
		}),
		{
			evals: [
				{
					dataset: "google/wmt24pp",
					metric: "xcomet_xxl",
					metricName: "XCOMET-XXL, English to 29 languages",
					value: 0.8585,
					url: "https://github.com/Tencent-Hunyuan/Hunyuan-MT/blob/23380076a4e52ec332a75bb215db70928a8ed89d/Hunyuan_MT_Technical_Report.pdf",
					checked: "2026-11-28",
					notes:
						"Hunyuan-MT technical report (arXiv:2509.05209), Table 4, row 'Hunyuan-MT-7B', metric XCOMET-XXL, column WMT24pp (the 29 English-to-XX pairs that overlap WMT25's general track); run by the Hunyuan-MT authors",
				},
			],
		},
	),
	withFacts(
		tf("ByteDance-Seed/Seed-X-PPO-7B", "translation", "MistralForCausalLM", "mistral", {
			auto: "AutoModelForCausalLM",
			license: "other",
			cardData: { license_name: "openmdw" },
			languages: ["multilingual"],
			tags: ["text-generation"],
			createdAt: day("2025-07-17"),
			safetensors: st(7_500_000_000),
			config: { max_position_embeddings: 32768 },
			weight: 1,
		}),
		{
			evals: [
				{
					dataset: "google/wmt24pp",
					metric: "xcomet_xxl",
					metricName: "XCOMET-XXL, English to 29 languages",
					value: 0.7388,
					url: "https://github.com/Tencent-Hunyuan/Hunyuan-MT/blob/23380076a4e52ec332a75bb215db70928a8ed89d/Hunyuan_MT_Technical_Report.pdf",
					checked: "2026-11-28",
					notes:
						"Hunyuan-MT technical report (arXiv:2509.05209), Table 4, row 'Seed-X-PPO-7B', metric XCOMET-XXL, column WMT24pp (the 29 English-to-XX pairs that overlap WMT25's general track); run by the Hunyuan-MT authors",
				},
			],
		},
	),
	// question-answering
	withFacts(
		tf("deepset/xlm-roberta-large-squad2", "question-answering", "XLMRobertaForQuestionAnswering", "xlm-roberta", {
			license: "cc-by-4.0",
			languages: ["multilingual"],
			formats: ["pytorch", "safetensors"],
			createdAt: day("2022-03-02"),
			safetensors: st(559_900_000, "F32"),
			config: { max_position_embeddings: 514 },
			weight: 2,
		}),
		{
			evals: [
				{
					dataset: "rajpurkar/squad_v2",
					config: "squad_v2",
					split: "validation",
					metric: "f1",
					value: 84.8886,
					url: "https://huggingface.co/deepset/xlm-roberta-large-squad2/commit/089becf104e1928b27123065f4724e93fcbfd879",
					checked: "2026-11-28",
					notes:
						"Commit 089becf 'Add evaluation results on the squad_v2 config of squad_v2 (#1)': the hub's evaluator (autoevaluate) result added to the card's model-index, marked verified there; F1 on SQuAD 2.0 validation",
				},
			],
		},
	),
	// text-classification
	tf(
		"tabularisai/multilingual-sentiment-analysis",
		"text-classification",
		"DistilBertForSequenceClassification",
		"distilbert",
		{
			license: "cc-by-nc-4.0",
			languages: ["multilingual"],
			tags: ["sentiment-analysis"],
			createdAt: day("2024-12-07"),
			safetensors: st(135_000_000, "F32"),
			config: { max_position_embeddings: 512, num_labels: 5 },
			weight: 2,
		},
	),
	tf("jhu-clsp/mmBERT-base", "fill-mask", "ModernBertForMaskedLM", "modernbert", {
		license: "mit",
		languages: ["multilingual"],
		createdAt: day("2025-09-08"),
		safetensors: st(307_000_000, "F32"),
		config: { max_position_embeddings: 8192 },
		weight: 1,
	}),
	tf("meta-llama/Llama-Prompt-Guard-2-86M", "text-classification", "DebertaV2ForSequenceClassification", "deberta-v2", {
		license: "llama4",
		gated: "manual",
		languages: ["en", "fr", "de", "hi", "it", "pt", "es", "th"],
		tags: ["facebook", "meta", "llama", "llama-4"],
		createdAt: day("2025-04-29"),
		safetensors: st(279_000_000, "F32"),
		config: { max_position_embeddings: 512, num_labels: 2 },
		weight: 1,
	}),
];
