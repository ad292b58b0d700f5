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
	],
	models: [
		{
			id: "scikit-learn/cancer-prediction-trees",
			description:
				"A scikit-learn tree ensemble that predicts whether a breast tumour is benign or malignant from cell measurements.",
		},
	],
	spaces: [
		{
			id: "scikit-learn/tabular-playground",
			description: "An app for training and trying scikit-learn classifiers on tabular data.",
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
};
