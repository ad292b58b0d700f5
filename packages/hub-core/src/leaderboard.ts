/**
 * Leaderboards from the catalogue: the benchmarks its records report results on (each dataset,
 * config, split and metric with how many models report it), and for one benchmark every model
 * that reports it, best first in the metric's direction (a metric of unknown direction is listed
 * by id, never ranked). One rule for the API, the CLI and the web. Pure: the store gives the records.
 */
import {
	type Benchmark,
	benchmarkKey,
	compareEvalValues,
	type EvalSource,
	evalResultsOf,
	evalSourceLabel,
	type ModelRecord,
	metricDirection,
	sameDatasetMetric,
} from "@hubkit/catalog";
import { getDevice, modelFitter } from "@hubkit/catalog/hardware";
import { formatWeights, weightSizes } from "./compare.js";
import { compareDeviceIds } from "./device-order.js";
import { fitsOnContext, runsOnValues, SIZE_UNKNOWN, SIZE_UNKNOWN_LABEL } from "./fit.js";
import { licenseValues, type ModelLicence, modelLicence, parameterCount } from "./task-page.js";

/** A benchmark the catalogue has results on (`GET /api/benchmarks`). */
export interface BenchmarkSummary extends Benchmark {
	higherIsBetter: boolean | null;
	/** How many models report a figure on it. */
	models: number;
}

/**
 * What a leaderboard shows beside a model's figure, to choose among the best: its weights, its licence
 * (named, with its commercial-use verdict) and the first device it runs whole on.
 */
export interface LeaderboardFacts extends ModelLicence {
	/** The weights per format as the comparison writes them (formatWeights): "safetensors 16 GB", "size unknown". */
	weights: string;
	/** Total parameters, where the record states them. */
	parameters?: number;
	/**
	 * The first device of the device order (compareDeviceIds: by kind, then memory, smallest first) the
	 * model runs whole on at the default context (the "runs on" facet's rule); SIZE_UNKNOWN for a record
	 * with nothing to size; WHOLE_ON_NONE when it runs whole on no listed device.
	 */
	wholeOn: string;
	/** `wholeOn` in words: the device's label, "Size unknown", or "no listed device". */
	wholeOnLabel: string;
	/** The model's task, which says whether "whole on" is at a context (leaderboardContext). */
	pipelineTag?: string;
}

/**
 * The context "whole on" is at, as the leaderboard's heading and the CLI's note name it ("8K
 * context"): only when one of its models generates tokens (fitsOnContext); an ASR or image
 * benchmark's models have none.
 */
export function leaderboardContext(board: Pick<Leaderboard, "rows">): string | undefined {
	return fitsOnContext(board.rows.map((r) => ({ pipelineTag: r.facts.pipelineTag })));
}

export const WHOLE_ON_NONE = "none";
export const WHOLE_ON_NONE_LABEL = "no listed device";

/** One model's figure on a leaderboard. */
export interface LeaderboardRow {
	id: string;
	value: number;
	source: EvalSource;
	verified: boolean;
	/** The badge the pages show: verified, self-reported or curated. */
	badge: "verified" | "self-reported" | "curated";
	sourceUrl?: string;
	/** For a curated figure, the day it was read at `sourceUrl`. */
	checked?: string;
	facts: LeaderboardFacts;
}

/**
 * A row as a store keeps it: with what the filters ask of the model, in the words of the list's
 * facets (the card's licence ids; the devices it runs whole on, or SIZE_UNKNOWN). Not answered.
 */
export interface IndexedRow extends LeaderboardRow {
	match: { licenses: string[]; runsOn: string[] };
}

/** `GET /api/leaderboard`: the benchmark and its rows, best first (by id for an unknown direction). */
export interface Leaderboard extends Benchmark {
	higherIsBetter: boolean | null;
	rows: LeaderboardRow[];
}

/** What a store answers about the evaluation results of its records. */
export interface BenchmarkIndex {
	/** Every benchmark with results, most models first, then by dataset and metric. */
	benchmarks(): BenchmarkSummary[];
	/** The rows of one benchmark (exactly as benchmarkKey names it), best first. */
	rows(benchmark: Benchmark): IndexedRow[];
}

const sameText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The rows of a benchmark's figures, best first in its direction; a model's first figure only. */
export function rankRows<R extends LeaderboardRow>(rows: R[], higherIsBetter: boolean | null): R[] {
	return rows.sort((a, b) => compareEvalValues(a.value, b.value, higherIsBetter) || sameText(a.id, b.id));
}

/** A model's entry on one benchmark's leaderboard. */
export interface ModelBenchmarkRow {
	key: string;
	benchmark: Benchmark;
	row: IndexedRow;
}

/**
 * The facts a leaderboard row shows of a model (`base`: an adapter's base record, which its weights
 * and fit are read with), and what its filters ask of it. One function for the API, the CLI and
 * the web, whichever store holds the records.
 */
export function leaderboardFacts(model: ModelRecord, base?: ModelRecord): Pick<IndexedRow, "facts" | "match"> {
	const runsOn = runsOnValues(model, modelFitter(model, base));
	const first = runsOn.filter((v) => v !== SIZE_UNKNOWN).sort(compareDeviceIds)[0];
	const wholeOn = first ?? (runsOn.includes(SIZE_UNKNOWN) ? SIZE_UNKNOWN : WHOLE_ON_NONE);
	const wholeOnLabel =
		first !== undefined
			? (getDevice(first)?.label ?? first)
			: wholeOn === SIZE_UNKNOWN
				? SIZE_UNKNOWN_LABEL
				: WHOLE_ON_NONE_LABEL;
	const parameters = parameterCount(model);
	return {
		facts: {
			weights: formatWeights(weightSizes(model, base)),
			...(parameters !== undefined ? { parameters } : {}),
			...modelLicence(model),
			wholeOn,
			wholeOnLabel,
			...(typeof model.pipeline_tag === "string" ? { pipelineTag: model.pipeline_tag } : {}),
		},
		match: { licenses: licenseValues(model), runsOn },
	};
}

/**
 * A model's leaderboard rows: one per benchmark (evalResultsOf read once), the verified figure
 * first, else the first read, each with the model's leaderboardFacts. The one rule both stores
 * index by (this module's benchmarkIndex, model-db's benchmarks.ts).
 */
export function modelBenchmarkRows(model: ModelRecord, base?: ModelRecord): ModelBenchmarkRow[] {
	const kept = new Map<string, ModelBenchmarkRow>();
	const results = evalResultsOf(model).results;
	if (results.length === 0) return [];
	const facts = leaderboardFacts(model, base);
	for (const r of results) {
		const benchmark: Benchmark = {
			dataset: r.dataset,
			...(r.config !== undefined ? { config: r.config } : {}),
			...(r.split !== undefined ? { split: r.split } : {}),
			metric: r.metric,
		};
		const key = benchmarkKey(benchmark);
		const held = kept.get(key);
		if (held && (held.row.verified || !r.verified)) continue;
		kept.set(key, {
			key,
			benchmark,
			row: {
				id: model.id,
				value: r.value,
				source: r.source,
				verified: r.verified,
				badge: evalSourceLabel(r),
				...(r.sourceUrl !== undefined ? { sourceUrl: r.sourceUrl } : {}),
				...(r.checked !== undefined ? { checked: r.checked } : {}),
				...facts,
			},
		});
	}
	return [...kept.values()];
}

/**
 * The index of records' results by benchmark: each record's rows by modelBenchmarkRows (`baseOf`:
 * an adapter's base record, as the store sizes it).
 */
export function benchmarkIndex(
	records: Iterable<ModelRecord>,
	baseOf: (model: ModelRecord) => ModelRecord | undefined = () => undefined,
): BenchmarkIndex {
	const byKey = new Map<string, { benchmark: Benchmark; rows: Map<string, IndexedRow> }>();
	for (const model of records) {
		for (const { key, benchmark, row } of modelBenchmarkRows(model, baseOf(model))) {
			let entry = byKey.get(key);
			if (!entry) {
				entry = { benchmark, rows: new Map() };
				byKey.set(key, entry);
			}
			entry.rows.set(model.id, row);
		}
	}
	const ranked = new Map<string, IndexedRow[]>();
	return {
		benchmarks: () =>
			[...byKey.values()]
				.map(({ benchmark, rows }) => ({
					...benchmark,
					higherIsBetter: metricDirection(benchmark.metric),
					models: rows.size,
				}))
				.sort(
					(a, b) => b.models - a.models || sameText(a.dataset, b.dataset) || sameText(benchmarkKey(a), benchmarkKey(b)),
				),
		rows(benchmark) {
			const key = benchmarkKey(benchmark);
			let rows = ranked.get(key);
			if (!rows) {
				rows = rankRows([...(byKey.get(key)?.rows.values() ?? [])], metricDirection(benchmark.metric));
				ranked.set(key, rows);
			}
			return rows;
		},
	};
}

export type LeaderboardCheck = { ok: true; value: Benchmark } | { ok: false; field: string; error: string };

/** The fields of a leaderboard query, as text. */
export interface LeaderboardInput {
	dataset?: string;
	metric?: string;
	config?: string;
	split?: string;
}

const describe = (b: Benchmark) =>
	`${b.dataset}${b.config ? ` config ${b.config}` : ""}${b.split ? ` split ${b.split}` : ""} ${b.metric}`;

/**
 * Which of the catalogue's benchmarks a query means: `dataset` and `metric` are required; `config`
 * and `split` choose among the benchmarks of that dataset and metric, and must when there are
 * several (one list never mixes two). The first problem names its field.
 */
export function checkLeaderboardQuery(input: LeaderboardInput, known: readonly Benchmark[]): LeaderboardCheck {
	for (const field of ["dataset", "metric"] as const) {
		if (!input[field]?.trim()) return { ok: false, field, error: `${field} is required` };
	}
	const dataset = (input.dataset ?? "").trim();
	const metric = (input.metric ?? "").trim();
	const onDataset = known.filter((b) => b.dataset === dataset);
	if (onDataset.length === 0) {
		return { ok: false, field: "dataset", error: `no catalogue model reports results on dataset ${dataset}` };
	}
	const onMetric = onDataset.filter((b) => sameDatasetMetric(b, { dataset, metric }));
	if (onMetric.length === 0) {
		const metrics = [...new Set(onDataset.map((b) => b.metric))].sort(sameText);
		return {
			ok: false,
			field: "metric",
			error: `no catalogue model reports ${metric} on ${dataset} (it has: ${metrics.join(", ")})`,
		};
	}
	const chosen = onMetric.filter(
		(b) =>
			(input.config === undefined || (b.config ?? "") === input.config) &&
			(input.split === undefined || (b.split ?? "") === input.split),
	);
	if (chosen.length === 1) return { ok: true, value: chosen[0] as Benchmark };
	const field =
		input.config === undefined && new Set(onMetric.map((b) => b.config ?? "")).size > 1 ? "config" : "split";
	if (chosen.length === 0) {
		return { ok: false, field, error: `no results on ${dataset} ${metric} with that ${field}` };
	}
	return {
		ok: false,
		field,
		error: `${dataset} ${metric} has several benchmarks; name one with config and split: ${chosen.map(describe).join("; ")}`,
	};
}

/**
 * Which of a leaderboard's models to show: a licence id (the card's, as the list's `license` facet
 * holds it), a licence that allows commercial use (outright or under conditions), a device the
 * model runs whole on (the list's `fits`: a device id, or SIZE_UNKNOWN).
 */
export interface LeaderboardFilter {
	license?: string;
	commercial?: true;
	fits?: string;
}

export const LEADERBOARD_FILTERS = ["license", "commercial", "fits"] as const;
export type LeaderboardFilterField = (typeof LEADERBOARD_FILTERS)[number];

export type LeaderboardFilterCheck =
	| { ok: true; value: LeaderboardFilter }
	| { ok: false; field: LeaderboardFilterField; error: string };

/** Whether a row passes the filters. */
export function passesFilter(row: IndexedRow, filter: LeaderboardFilter): boolean {
	if (filter.license !== undefined && !row.match.licenses.includes(filter.license)) return false;
	if (filter.commercial && row.facts.commercialUse !== "yes" && row.facts.commercialUse !== "conditions") return false;
	return filter.fits === undefined || row.match.runsOn.includes(filter.fits);
}

/** The leaderboard of a checked benchmark: the rows that pass the filters, best first. */
export function leaderboardOf(
	index: BenchmarkIndex,
	benchmark: Benchmark,
	filter: LeaderboardFilter = {},
): Leaderboard {
	const rows = index
		.rows(benchmark)
		.filter((row) => passesFilter(row, filter))
		.map(({ match, ...row }) => row);
	return { ...benchmark, higherIsBetter: metricDirection(benchmark.metric), rows };
}

/**
 * A list sort by a benchmark (`sort=<dataset>:<metric>`, or `<dataset>:<config>:<split>:<metric>`
 * with either of config and split empty for none): the benchmark, or undefined when `text` is not
 * of that form. A dataset id has no colon, so the form cannot be mistaken for a plain sort word.
 */
export function readBenchmarkSort(text: string): Benchmark | undefined {
	const parts = text.split(":");
	const ok = (s: string | undefined) => s !== undefined && s.trim() !== "" && s === s.trim() && s.length <= 200;
	if (parts.length === 2 && ok(parts[0]) && ok(parts[1]))
		return { dataset: parts[0] as string, metric: parts[1] as string };
	if (parts.length === 4 && ok(parts[0]) && ok(parts[3])) {
		const [dataset, config, split, metric] = parts as [string, string, string, string];
		return { dataset, ...(config ? { config } : {}), ...(split ? { split } : {}), metric };
	}
	return undefined;
}

/** The sort word of a benchmark, as readBenchmarkSort reads it back. */
export function benchmarkSortWord(b: Benchmark): string {
	return b.config === undefined && b.split === undefined
		? `${b.dataset}:${b.metric}`
		: `${b.dataset}:${b.config ?? ""}:${b.split ?? ""}:${b.metric}`;
}
