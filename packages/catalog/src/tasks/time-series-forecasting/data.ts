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
		{
			id: "CRPS",
			description:
				"Continuous ranked probability score, the standard score for probabilistic forecasts; lower is better.",
		},
		{
			id: "mape",
			description: "Mean absolute percentage error, easy to explain but unstable when actual values are near zero.",
		},
	],
	models: [
		{
			id: "amazon/chronos-2",
			description: "Chronos-2 forecasts single series, groups of related series and series with covariates, zero-shot.",
		},
		{
			id: "google/timesfm-2.5-200m-pytorch",
			description:
				"TimesFM 2.5, a decoder of about 200 million parameters with a 16K-step context and quantile forecasts.",
		},
		{
			id: "amazon/chronos-bolt-base",
			description:
				"A pretrained forecaster that predicts several quantiles of a series directly, quickly and zero-shot.",
		},
		{
			id: "google/timesfm-2.0-500m-pytorch",
			description: "The previous TimesFM release, a 500-million-parameter model for point and quantile forecasts.",
		},
		{
			id: "Salesforce/moirai-1.1-R-large",
			description:
				"Moirai, a universal forecaster that handles any frequency and many variables, for non-commercial use.",
		},
		{
			id: "amazon/chronos-t5-small",
			description: "A small T5-based Chronos that reads a scaled series as tokens and samples likely futures on a CPU.",
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
	reviewedOn: "2026-11-23",
	freshnessMonths: 18,
	recommendedModel: "amazon/chronos-bolt-base",
	benchmark: {
		dataset: "autogluon/chronos_datasets",
		config: "ercot",
		metric: "WQL",
		label: "Chronos Benchmark II, ERCOT hourly load, 24-hour WQL (fev; lower is better)",
		url: "https://github.com/autogluon/fev/tree/main/benchmarks/chronos_zeroshot",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "amazon/chronos-t5-small",
			why: "Under fifty million parameters, enough for CPU forecasts of a few thousand series.",
		},
		{
			pick: "multilingual",
			modelId: "amazon/chronos-2",
			why: "Language plays no part here; this is the most general model, covering multivariate series and covariates.",
		},
		{
			pick: "quality",
			modelId: "amazon/chronos-2",
			why: "It ranks at the top of the GIFT-Eval zero-shot leaderboard among the models listed here.",
		},
		{
			pick: "permissive",
			modelId: "google/timesfm-2.5-200m-pytorch",
			why: "Apache 2.0 with a long context, where Moirai's weights are for non-commercial use.",
		},
	],
	guidance: [
		{
			heading: "Kinds of forecaster",
			paragraphs: [
				"Three families compete. Statistical models such as ETS, ARIMA and seasonal naive are fitted per series in milliseconds and remain hard to beat on short, regular data. Machine-learning models such as gradient-boosted trees or global neural networks are trained on your own history, often across thousands of series, and use covariates well. Pretrained foundation models such as Chronos, TimesFM and Moirai forecast series they have never seen, zero-shot, and are the fastest way to a strong baseline. Forecasts can be point values or probabilistic, with quantiles or samples that express uncertainty; most planning decisions need the latter.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"Start with a seasonal naive forecast and a statistical model as baselines, then try a pretrained model zero-shot; keep whichever wins on a backtest of your own data. Pretrained models shine when series are short, many or new; trained models win when you have long history and informative covariates such as prices, promotions or weather. Check what each model supports: context length (how much history it reads), maximum horizon, whether it accepts covariates and several related series, and whether it outputs quantiles. For millions of series, throughput on a CPU matters more than a small accuracy gain.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Evaluate with rolling-origin backtests, never a random split, and make sure no information from the forecast period leaks into the inputs. Missing values, changes in level after events and mixed sampling frequencies break many models; clean and resample first. Zero-shot models do not know about holidays or promotions unless you pass them as covariates. Aggregate forecasts (all stores) and detailed ones (each product in each store) behave differently; reconcile them if both are used.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"Scale-free metrics let you compare across series: MASE divides the error by that of a naive seasonal forecast, so values below one beat the baseline. For probabilistic forecasts, use weighted quantile loss or CRPS, which score the whole predicted distribution. MAPE is familiar to business users but explodes near zero and penalises over- and under-forecasts unequally. Benchmarks such as GIFT-Eval and the Chronos benchmark rank pretrained models zero-shot across many domains.",
				"General LLMs are not good forecasters of numeric series; use them to explain forecasts or to turn text such as news into covariates, not to predict the numbers.",
			],
		},
	],
	resources: [
		{
			title: "Chronos: Learning the Language of Time Series",
			url: "https://arxiv.org/abs/2403.07815",
			kind: "paper",
		},
		{
			title: "A decoder-only foundation model for time-series forecasting (TimesFM)",
			url: "https://arxiv.org/abs/2310.10688",
			kind: "paper",
		},
		{ title: "GIFT-Eval leaderboard", url: "https://huggingface.co/spaces/Salesforce/GIFT-Eval", kind: "leaderboard" },
		{ title: "Forecasting: Principles and Practice", url: "https://otexts.com/fpp3/", kind: "course" },
		{
			title: "AutoGluon time series",
			url: "https://auto.gluon.ai/stable/tutorials/timeseries/index.html",
			kind: "tool",
		},
	],
};
