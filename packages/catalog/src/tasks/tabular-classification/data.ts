import { TABARENA_LITE } from "../benchmarks.js";
import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Tabular classification predicts a category for each row of a table. The input is a row of feature values, numeric or categorical, and the output is a class label, often with class probabilities. It is used for credit decisions, churn prediction and medical screening from structured records.",
	datasets: [
		{
			id: "inria-soda/tabular-benchmark",
			description: "A curated set of real-world tables for comparing classification and regression methods.",
		},
	],
	metrics: [
		{ id: "accuracy", description: "The share of rows assigned the right class." },
		{ id: "recall", description: "Of the rows in a class, the share the model identified." },
		{ id: "precision", description: "Of the rows predicted as a class, the share that truly belong to it." },
		{ id: "f1", description: "The harmonic mean of precision and recall, suited to imbalanced classes." },
		{
			id: "roc_auc",
			description:
				"How well the predicted scores rank positive rows above negative ones, independent of any threshold.",
		},
		{
			id: "brier_score",
			description: "The mean squared error of predicted probabilities; lower means better-calibrated probabilities.",
		},
	],
	models: [
		{
			id: "Prior-Labs/TabPFN-v2-clf",
			description:
				"A tabular foundation model that classifies rows of a new table in one forward pass, with no training, for up to 10,000 rows.",
		},
		{
			id: "SAP/sap-rpt-1-oss",
			description:
				"SAP's open relational model that predicts a column of business tables from labelled example rows, using column names and text values.",
		},
		{
			id: "autogluon/mitra-classifier",
			description: "A 72-million-parameter in-context classifier from AutoGluon, pretrained only on synthetic tables.",
		},
		{
			id: "autogluon/tabpfn-mix-1.0-classifier",
			description: "An Apache-licensed TabPFN-style model that AutoGluon fine-tunes on your data for better accuracy.",
		},
		{
			id: "scikit-learn/tabular-playground",
			description:
				"A scikit-learn decision tree trained on a Kaggle Tabular Playground dataset to predict product failures from production measurements.",
		},
		{
			id: "scikit-learn/cancer-prediction-trees",
			description:
				"A scikit-learn decision tree that predicts whether a breast tumour is benign or malignant from cell measurements.",
		},
		{
			id: "julien-c/wine-quality",
			description: "A small scikit-learn pipeline that rates wine quality from its chemical measurements.",
		},
	],
	spaces: [
		{
			id: "scikit-learn/tabular-playground",
			description:
				"A form for the tabular-playground decision tree: enter a product's production measurements and see whether it is predicted to fail.",
		},
		{
			id: "scikit-learn/classification",
			description: "A demo comparing how scikit-learn classifiers split example datasets.",
		},
	],
	demo: {
		inputs: [
			{
				type: "tabular",
				table: [
					["Tenure (months)", "Monthly bill", "Support calls", "Contract"],
					["3", "79.90", "4", "monthly"],
					["48", "54.20", "0", "two-year"],
					["14", "66.00", "2", "yearly"],
				],
			},
		],
		outputs: [
			{
				type: "tabular",
				table: [["Churn"], ["yes"], ["no"], ["no"]],
			},
		],
	},
	widgetModels: ["scikit-learn/tabular-playground"],
	reviewedOn: "2026-11-23",
	freshnessMonths: 24,
	recommendedModel: "Prior-Labs/TabPFN-v2-clf",
	benchmark: TABARENA_LITE,
	bestFor: [
		{
			pick: "small",
			modelId: "scikit-learn/cancer-prediction-trees",
			why: "A single decision tree predicts in microseconds on any CPU and can be printed and read in full.",
		},
		{
			pick: "quality",
			modelId: "autogluon/mitra-classifier",
			why: "The highest TabArena Elo of the foundation models listed here in their default configuration, ahead of SAP-RPT and TabPFN v2, and it predicts without a training run.",
		},
		{
			pick: "permissive",
			modelId: "autogluon/mitra-classifier",
			why: "Apache 2.0 weights with a strong in-context classifier inside AutoGluon, free for commercial use.",
		},
	],
	guidance: [
		{
			heading: "Variants",
			paragraphs: [
				"Binary classification answers yes or no, such as whether a customer will cancel; multi-class picks one of several labels; multi-label allows several at once. There are two families of models. Classical learners, above all gradient-boosted trees such as XGBoost, LightGBM and CatBoost, are trained from scratch on each table and remain the reliable default. Tabular foundation models such as TabPFN, Mitra and SAP-RPT are pretrained on millions of real or synthetic tables and predict for a new one in context: you pass the labelled rows and the rows to score together, and no training run is needed.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"Size the table first. Foundation models shine below roughly ten thousand rows and a few hundred columns, where they are often the most accurate choice and save hours of tuning; beyond that they need subsampling or fine-tuning, and boosted trees are faster and just as good. Trees also win when prediction must be cheap, run on a CPU inside another service, or be explained to an auditor. Tools such as AutoGluon try both families and ensemble them, which is the quickest way to a strong baseline. The checkpoints shared here as scikit-learn files are examples of a workflow rather than models to reuse: they predict only for the dataset they were trained on.",
				"A general LLM is rarely the right classifier for numeric tables, but it helps with the features: turning free-text columns into categories, or explaining the predictions in words.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Leakage is the classic failure: a column that is only known after the outcome, such as a cancellation date, makes a model look perfect in testing and useless in production. Split by time or by customer when rows are related. Rare classes need stratified splits and attention to thresholds. Loading pickled scikit-learn models runs arbitrary code, so use skops or another safe format for files you did not make. Check each licence: some foundation models allow only non-commercial use or add conditions.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"Accuracy misleads when one class dominates. Report ROC AUC to compare rankings independently of a threshold, then precision, recall and F1 at the threshold you will actually use, chosen from the cost of each kind of error. When predicted probabilities drive decisions, such as pricing risk, also check calibration with the Brier score or log loss.",
			],
		},
	],
	resources: [
		{ title: "TabPFN v2 in Nature", url: "https://www.nature.com/articles/s41586-024-08328-6", kind: "paper" },
		{
			title: "AutoGluon Tabular documentation",
			url: "https://auto.gluon.ai/stable/tutorials/tabular/index.html",
			kind: "docs",
		},
		{ title: "TabArena living benchmark", url: "https://tabarena.ai/", kind: "leaderboard" },
		{ title: "skops: sharing scikit-learn models safely", url: "https://skops.readthedocs.io/", kind: "docs" },
		{ title: "scikit-learn user guide", url: "https://scikit-learn.org/stable/user_guide.html", kind: "docs" },
	],
};
