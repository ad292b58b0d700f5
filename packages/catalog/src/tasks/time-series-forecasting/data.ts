import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Time series forecasting predicts the future values of a sequence measured over time. The input is the history of one or more series, sometimes with known future covariates such as holidays, and the output is the predicted values for the coming steps, often with quantiles that bound the uncertainty. It is used to plan energy supply, stock levels, staffing and cloud capacity.",
	datasets: [
		{
			id: "autogluon/chronos_datasets",
			description:
				"A collection of public time series from energy, transport, retail, nature and finance, in one format.",
		},
		{
			id: "Salesforce/GiftEval",
			description:
				"A benchmark of time series across many domains and sampling frequencies for testing forecasters zero-shot.",
		},
	],
	metrics: [
		{
			id: "MASE",
			description:
				"Mean absolute scaled error: the forecast's absolute error divided by that of a naive seasonal forecast.",
		},
		{
			id: "WQL",
			description: "Weighted quantile loss, which scores the whole predicted distribution rather than a single value.",
		},
	],
	models: [
		{
			id: "amazon/chronos-bolt-base",
			description:
				"A pretrained forecaster that predicts several quantiles of a series directly, quickly and zero-shot.",
		},
		{
			id: "amazon/chronos-t5-small",
			description: "A T5-based model that reads a scaled and quantised series as tokens and samples likely futures.",
		},
		{
			id: "google/timesfm-2.0-500m-pytorch",
			description: "Google's decoder-only foundation model for point and quantile forecasts over long contexts.",
		},
		{
			id: "ibm-granite/granite-timeseries-ttm-r2",
			description: "Tiny Time Mixers, very small pretrained forecasters that run fast on a CPU.",
		},
	],
	spaces: [
		{
			id: "Salesforce/GIFT-Eval",
			description: "The GIFT-Eval leaderboard, ranking forecasting models across domains and horizons.",
		},
	],
	demo: {
		inputs: [
			{
				type: "tabular",
				label: "History",
				table: [
					["Day", "Visitors"],
					["Mon", "120"],
					["Tue", "132"],
					["Wed", "128"],
					["Thu", "141"],
					["Fri", "167"],
				],
			},
		],
		outputs: [
			{
				type: "tabular",
				label: "Forecast",
				table: [
					["Day", "10% quantile", "Median", "90% quantile"],
					["Sat", "171", "188", "207"],
					["Sun", "158", "176", "196"],
				],
			},
		],
	},
	widgetModels: [],
};
