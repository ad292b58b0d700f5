import { TABARENA_LITE } from "../benchmarks.js";
import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Tabular regression predicts a number for each row of a table. The input is a row of feature values and the output is a continuous value such as a price, a weight or a demand forecast. It is used for pricing, estimating quantities from measurements and planning.",
	datasets: [
		{
			id: "inria-soda/tabular-benchmark",
			description: "A curated set of real-world tables for comparing classification and regression methods.",
		},
	],
	metrics: [
		{ id: "mse", description: "The mean squared difference between predicted and true values; lower is better." },
		{ id: "mae", description: "The mean absolute difference, in the target's own units and less swayed by outliers." },
		{
			id: "r_squared",
			description: "The share of the target's variance the model explains, where 1 is a perfect fit.",
		},
		{ id: "mape", description: "The mean absolute error as a percentage of the true value; unstable near zero." },
	],
	models: [
		{
			id: "Prior-Labs/TabPFN-v2-reg",
			description:
				"A tabular foundation model that predicts numbers for a new table in one forward pass, with uncertainty, and no training.",
		},
		{
			id: "autogluon/mitra-regressor",
			description: "AutoGluon's 72-million-parameter in-context regressor, pretrained only on synthetic tables.",
		},
		{
			id: "autogluon/tabpfn-mix-1.0-regressor",
			description: "An Apache-licensed TabPFN-style regressor that AutoGluon fine-tunes on your rows.",
		},
		{
			id: "SAP/sap-rpt-1-oss",
			description:
				"SAP's open relational model, which also predicts numeric columns of business tables from example rows.",
		},
		{
			id: "scikit-learn/Fish-Weight",
			description: "A scikit-learn regressor that estimates a fish's weight from its species and body measurements.",
		},
	],
	spaces: [
		{
			id: "scikit-learn/fish-weight-prediction",
			description: "An app that predicts a fish's weight from the lengths, height and width you enter.",
		},
	],
	demo: {
		inputs: [
			{
				type: "tabular",
				table: [
					["Species", "Length (cm)", "Height (cm)", "Width (cm)"],
					["Bream", "30.0", "11.5", "4.0"],
					["Perch", "22.0", "6.1", "3.6"],
					["Pike", "45.0", "7.4", "4.9"],
				],
			},
		],
		outputs: [
			{
				type: "tabular",
				table: [["Weight (g)"], ["480"], ["170"], ["620"]],
			},
		],
	},
	widgetModels: ["scikit-learn/Fish-Weight"],
	reviewedOn: "2026-11-23",
	freshnessMonths: 24,
	recommendedModel: "Prior-Labs/TabPFN-v2-reg",
	benchmark: TABARENA_LITE,
	bestFor: [
		{
			pick: "small",
			modelId: "scikit-learn/Fish-Weight",
			why: "A linear model is a few kilobytes, predicts instantly on any CPU and its coefficients can be read directly.",
		},
		{
			pick: "quality",
			modelId: "autogluon/mitra-regressor",
			why: "The highest TabArena Elo of the foundation models listed here in their default configuration, ahead of SAP-RPT and TabPFN v2; TabPFN v2 also returns a predictive distribution.",
		},
		{
			pick: "permissive",
			modelId: "autogluon/mitra-regressor",
			why: "Apache 2.0 weights inside AutoGluon, usable commercially and easy to ensemble with trees.",
		},
	],
	guidance: [
		{
			heading: "Variants",
			paragraphs: [
				"Tabular regression predicts a quantity for each row: a price, a delivery time, a yield. Point regression returns one number; quantile and distributional regression return a range or a whole distribution, which matters whenever decisions depend on risk rather than on the average. When rows are ordered in time and the target is the future value of a series, the problem is forecasting, with its own models and pages. The model families mirror classification: gradient-boosted trees trained per table, and pretrained tabular foundation models that predict in context from the rows you pass in.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"For a few thousand rows, start with a tabular foundation model such as TabPFN or Mitra; they are usually at least as accurate as carefully tuned trees and give uncertainty for free. For hundreds of thousands of rows, or when predictions must run in microseconds on a CPU, gradient-boosted trees remain the practical choice, ideally tuned and ensembled by a tool such as AutoGluon. Linear models still have a place when the relationship is simple, data is scarce and every coefficient must be justified. Transform skewed targets such as prices with a logarithm before fitting, and transform predictions back.",
				"A general LLM is a poor regressor on numeric tables; use it to clean and describe data, or to write the modelling code, not to produce the numbers.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Models extrapolate badly: trees predict nothing beyond the range seen in training, and foundation models can drift outside it. Watch for leakage from columns computed after the fact. A random split flatters a model when rows repeat the same customers, shops or days, so split by group or time. Large errors on a few rows can hide behind a good average, so inspect the residuals by segment. Pickled scikit-learn files run code on load; prefer safe formats such as skops.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"Mean absolute error is in the target's units and is the easiest to explain. Mean squared error and its root punish large errors more, which suits problems where big misses are costly. R squared compares the model with always predicting the mean and is useful across datasets, though not across targets. Percentage errors such as MAPE are intuitive but blow up near zero. For predicted intervals, check coverage: a 90 percent interval should contain the true value about nine times in ten.",
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
		{
			title: "scikit-learn regression metrics",
			url: "https://scikit-learn.org/stable/modules/model_evaluation.html#regression-metrics",
			kind: "docs",
		},
	],
};
