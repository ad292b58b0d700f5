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
		{
			id: "r_squared",
			description: "The share of the target's variance the model explains, where 1 is a perfect fit.",
		},
	],
	models: [
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
};
