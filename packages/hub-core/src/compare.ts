/**
 * Models side by side (`GET /api/compare`, `hubkit compare`, the web's /compare page): for two to
 * four records, the facts a person weighs (the task tables' decision facts, read by
 * modelDecisionFacts), where each runs on one device (fitView's recommended option), the sizes of
 * its weight files per format, its evaluation results and, for the benchmarks they share, which
 * is best in the metric's direction. Pure: the records are passed in; the ids are checked here so
 * that the API's 400s and the CLI's errors say the same thing.
 */
import { benchmarkKey, type EvalResult, evalResultsOf, type ModelRecord } from "@hubkit/catalog";
import { formatBytes } from "./figures.js";
import { fitLabel, fitView } from "./fit.js";
import { modelIdProblem } from "./ids.js";
import { librarySnippets } from "./snippets.js";
import { type ModelComparisonRow, modelDecisionFacts } from "./task-page.js";

/** How many models a comparison holds: two to four fit side by side on a laptop's screen. */
export const COMPARE_LIMITS = { min: 2, max: 4 } as const;

export const compareIdsMessage = (name = "models"): string =>
	`${name} must name ${COMPARE_LIMITS.min} to ${COMPARE_LIMITS.max} different model ids, separated by commas`;

/**
 * The ids of a comparison: a comma-separated list (the API's `models=a,b`) or the CLI's arguments,
 * trimmed, each a model id, two to four different ones, in the order given.
 */
export type CompareIdsCheck = { ok: true; value: string[] } | { ok: false; field: "models"; error: string };

export function checkCompareIds(input: string | readonly string[], name = "models"): CompareIdsCheck {
	const raw = typeof input === "string" ? input.split(",") : input.flatMap((s) => s.split(","));
	const ids = [...new Set(raw.map((s) => s.trim()).filter((s) => s !== ""))];
	const fail = (error: string) => ({ ok: false as const, field: "models" as const, error });
	if (ids.length < COMPARE_LIMITS.min || ids.length > COMPARE_LIMITS.max) return fail(compareIdsMessage(name));
	for (const id of ids) {
		const problem = modelIdProblem(id);
		if (problem) return fail(`${name}: ${JSON.stringify(id)} is not a model id: ${problem.error}`);
	}
	return { ok: true, value: ids };
}

/** The weight files of one format: the smallest and largest option (one when they are equal). */
export interface FormatSize {
	format: string;
	options: number;
	smallestBytes: number;
	largestBytes: number;
	/** Some size came from parameters × bits per weight, not from file sizes. */
	estimated: boolean;
}

/** A model's weights per format, as the CLI and the page write them: "gguf ≈3.2 GB–16 GB; safetensors 16 GB". */
export function formatWeights(sizes: readonly FormatSize[]): string {
	const one = (s: FormatSize) =>
		`${s.format} ${s.estimated ? "≈" : ""}${formatBytes(s.smallestBytes)}${s.largestBytes !== s.smallestBytes ? `–${formatBytes(s.largestBytes)}` : ""}`;
	return sizes.map(one).join("; ") || "size unknown";
}

/** Where the model runs on the comparison's device: its recommended option, or none. */
export interface ComparedFit {
	quant?: string;
	/** fitLabel's words: "fits", "partial: 16 layers on GPU", "runs, slowly", "does not fit". */
	label: string;
	fits?: "gpu" | "partial" | "cpu" | "no";
	totalBytes?: number;
	tokensPerSecond?: number;
}

export interface ComparedModel {
	id: string;
	facts: ModelComparisonRow;
	sizes: FormatSize[];
	fit: ComparedFit;
	evalResults: EvalResult[];
	/** The first snippet of the model's library, when it has one. */
	snippet?: { library: string; language: string; code: string };
}

/** A benchmark two or more of the models report, with each model's value (null: not reported). */
export interface SharedBenchmark {
	dataset: string;
	config?: string;
	split?: string;
	metric: string;
	higherIsBetter: boolean | null;
	values: (number | null)[];
	/** Index of the best value in the metric's direction; absent when the direction is unknown or values tie. */
	best?: number;
}

export interface Comparison {
	device: string;
	context: number;
	models: ComparedModel[];
	shared: SharedBenchmark[];
}

/** A record's weights per format (an adapter's with its base's), as the comparison and the leaderboards show them. */
export function weightSizes(model: ModelRecord, base?: ModelRecord): FormatSize[] {
	const view = fitView(model, undefined, undefined, undefined, base);
	return view.ok ? sizesOf(view.value.options) : [];
}

function sizesOf(options: readonly { format: string; weightsBytes: number; estimated: readonly string[] }[]) {
	const byFormat = new Map<string, FormatSize>();
	for (const o of options) {
		const estimated = o.estimated.includes("weights");
		const seen = byFormat.get(o.format);
		if (!seen) {
			byFormat.set(o.format, {
				format: o.format,
				options: 1,
				smallestBytes: o.weightsBytes,
				largestBytes: o.weightsBytes,
				estimated,
			});
			continue;
		}
		seen.options += 1;
		seen.smallestBytes = Math.min(seen.smallestBytes, o.weightsBytes);
		seen.largestBytes = Math.max(seen.largestBytes, o.weightsBytes);
		seen.estimated ||= estimated;
	}
	return [...byFormat.values()];
}

function fitOf(view: ReturnType<typeof fitView>): ComparedFit {
	if (!view.ok || view.value.options.length === 0) return { label: "size unknown" };
	const best = view.value.options.find((o) => o.quant === view.value.recommended);
	if (!best) return { label: "does not fit" };
	return {
		quant: best.quant,
		label: fitLabel(best),
		fits: best.fits,
		totalBytes: best.totalBytes,
		...(best.tokensPerSecond !== undefined ? { tokensPerSecond: best.tokensPerSecond } : {}),
	};
}

/** The benchmarks at least two models report (the first result of each model for each), best marked. */
function sharedBenchmarks(models: readonly ComparedModel[]): SharedBenchmark[] {
	const rows = new Map<string, SharedBenchmark>();
	models.forEach((m, i) => {
		for (const r of m.evalResults) {
			const key = benchmarkKey(r);
			let row = rows.get(key);
			if (!row) {
				row = {
					dataset: r.dataset,
					...(r.config ? { config: r.config } : {}),
					...(r.split ? { split: r.split } : {}),
					metric: r.metric,
					higherIsBetter: r.higherIsBetter,
					values: models.map(() => null),
				};
				rows.set(key, row);
			}
			if (row.values[i] === null) row.values[i] = r.value;
		}
	});
	const shared = [...rows.values()].filter((row) => row.values.filter((v) => v !== null).length >= 2);
	for (const row of shared) {
		if (row.higherIsBetter === null) continue;
		const present = row.values.map((v, i) => ({ v, i })).filter((x): x is { v: number; i: number } => x.v !== null);
		const sign = row.higherIsBetter ? -1 : 1;
		present.sort((a, b) => sign * (a.v - b.v));
		const [first, second] = present;
		if (first && second && first.v !== second.v) row.best = first.i;
	}
	return shared;
}

/**
 * The comparison of `models` (in the order given) on the device at the context (checked by fitView's
 * rule). `options.baseOf` gives the record each model's fit is sized on (findFitBases), as the model
 * page's table and the task pages size an adapter or an unsized conversion; without it those read unsized.
 */
export function compareModels(
	models: readonly ModelRecord[],
	device: string,
	context: number,
	options: Parameters<typeof modelDecisionFacts>[1] = {},
): Comparison {
	const compared = models.map((model): ComparedModel => {
		const view = fitView(model, device, context, undefined, options.baseOf?.(model));
		const first = librarySnippets(model)[0];
		const code = first?.snippets[0];
		return {
			id: model.id,
			facts: modelDecisionFacts(model, options),
			sizes: view.ok ? sizesOf(view.value.options) : [],
			fit: fitOf(view),
			evalResults: evalResultsOf(model).results,
			...(first && code !== undefined ? { snippet: { library: first.library, language: first.language, code } } : {}),
		};
	});
	return { device, context, models: compared, shared: sharedBenchmarks(compared) };
}
