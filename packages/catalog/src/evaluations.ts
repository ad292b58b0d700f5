/**
 * A model's evaluation results, read in one place from the two forms a hub keeps them in: the
 * card's `model-index` (front matter: results of a task on a dataset, each with metrics, a
 * `verified` flag set by the hub's evaluator) and the entries of the repository's
 * `.eval_results/*.yaml` files (the hub's newer form: one benchmark dataset, a task id, a value,
 * an optional date and source), which a record carries, already read from YAML, as
 * `eval_results`. Both are untrusted: an entry that is not a result (no dataset, a value that is
 * not a finite number, a date that is no date) is skipped with the field and the reason, and the
 * record keeps every other entry. Pure: the caller shows the list and the reasons.
 */
import type { ModelRecord } from "./model.js";

/** Where a result was read. */
export type EvalSource = "model-index" | "eval-results" | "curated";

export interface EvalResult {
	/** The benchmark dataset's id on the hub (`cais/mmlu`, `librispeech_asr`). */
	dataset: string;
	/** The dataset's configuration (model-index) or the benchmark's task id (eval-results). */
	config?: string;
	split?: string;
	/** The metric's type (`accuracy`, `wer`); for eval-results, the task id stands for it. */
	metric: string;
	/** The metric's name as the card writes it (`Test WER`), when it says more than the type. */
	metricName?: string;
	value: number;
	/** The metric's direction (METRIC_DIRECTIONS); null when Hubkit does not know the metric: shown, never ranked. */
	higherIsBetter: boolean | null;
	source: EvalSource;
	/** Where the figure can be checked: the result's own source link, else the model card. */
	sourceUrl?: string;
	/** Set by the hub's evaluator (model-index `verified: true`); everything else is self-reported. */
	verified: boolean;
	/** When the evaluation ran (`YYYY-MM-DD`), when the entry says. */
	date?: string;
	/** A curated figure only: the day it was read at `sourceUrl` (`YYYY-MM-DD`). */
	checked?: string;
	/** How it was run, as the entry says (`with tools`). */
	notes?: string;
}

/** An entry that was not read, and why: `path` is the field's dotted path in the record. */
export interface SkippedEval {
	path: string;
	reason: string;
}

export interface EvalResults {
	results: EvalResult[];
	skipped: SkippedEval[];
}

/** The most results read from one record; a card with more lists the first ones. */
export const MAX_EVAL_RESULTS = 200;
/** The longest dataset id, config, split, metric or note kept. */
const MAX_WORD = 200;
/** A figure's notes say where in the source it was read and its caveats: a few sentences. */
const MAX_NOTE = 1000;

/*
 * The direction of the metrics cards report, by normalised type (lower case, `-`/space as `_`).
 * Higher is better for scores of agreement with a reference; lower for errors, distances, losses
 * and time. A metric not listed is shown with `higherIsBetter: null` and never ranked.
 */
const HIGHER = [
	"accuracy",
	"acc",
	"acc_norm",
	"top_1_accuracy",
	"top_5_accuracy",
	"balanced_accuracy",
	"f1",
	"f1_macro",
	"f1_micro",
	"f1_weighted",
	"macro_f1",
	"exact_match",
	"em",
	"bleu",
	"sacrebleu",
	"chrf",
	"chrf++",
	"rouge",
	"rouge1",
	"rouge2",
	"rougel",
	"rougelsum",
	"meteor",
	"bertscore",
	"precision",
	"recall",
	"map",
	"mrr",
	"ndcg",
	"auc",
	"roc_auc",
	"matthews_correlation",
	"pearson",
	"spearman",
	"cos_sim_spearman",
	"cosine_spearman",
	"iou",
	"mean_iou",
	"miou",
	"clip_score",
	"inception_score",
	"win_rate",
	"elo",
	// An MLLM judge's 0–10 score of an edit: the geometric mean of semantic consistency and perceptual quality (GEdit-Bench's overall).
	"viescore",
	// Average normalised Levenshtein similarity, DocVQA's answer score (Mathew et al., arXiv:2007.00398; the RRC task page).
	"anls",
	// Consensus-based image description evaluation, COCO captioning's headline score (Vedantam et al., arXiv:1411.5726).
	"cider",
	// Share of pixels whose depth ratio to the truth is under 1.25 (the δ1 of Eigen et al., NYU Depth v2 results).
	"δ1",
	"delta1",
	// Mean of region similarity J and contour accuracy F over objects (DAVIS 2017 challenge, arXiv:1704.00675).
	"j&f",
	// Panoptic quality: matched IoU over TP + ½FP + ½FN (Kirillov et al., arXiv:1801.00868).
	"pq",
	// VoiceBench's overall score over its subsets, the column its leaderboard ranks by (Chen et al., arXiv:2410.17196).
	"voicebench_overall",
	// Share of trials in which the task was completed, as robot-policy suites such as LIBERO report it (Liu et al., arXiv:2306.03310).
	"success_rate",
	// VBench's total score, the weighted mean of its quality and semantic (or image-conditioning) scores that its leaderboards rank by (Huang et al., arXiv:2311.17982).
	"vbench_total",
	// XCOMET's 0–1 translation quality score from its XXL checkpoint (Guerreiro et al., arXiv:2310.10482), as WMT-style tables report it.
	"xcomet",
	"xcomet_xxl",
] as const;
const LOWER = [
	"wer",
	"cer",
	"ter",
	"perplexity",
	"ppl",
	"fid",
	"kid",
	"latency",
	"loss",
	"mse",
	"rmse",
	"mae",
	"eer",
	"bits_per_byte",
	// Mean absolute relative depth error |d - d*| / d* (the AbsRel of monocular depth results on NYU Depth v2 and KITTI).
	"absrel",
	"abs_rel",
	// Mean absolute scaled error: error over a seasonal naive forecast's (Hyndman & Koehler 2006; fev, GIFT-Eval).
	"mase",
	// Weighted quantile loss: quantile loss over the sum of absolute targets (AutoGluon's WQL; fev, Chronos Benchmark II).
	"wql",
	// Fréchet audio distance between embeddings of generated and real audio (Kilgour et al., arXiv:1812.08466).
	"fad",
	// Share of summaries a judge model finds unsupported by their source document (Vectara's hallucination leaderboard, HHEM).
	"hallucination_rate",
	// Normalised Levenshtein distance between a parsed page's text and the truth (OmniDocBench's Text Edit, arXiv:2412.07626).
	"edit_distance",
	// Fréchet distance between PointNet++ features of point clouds sampled from generated and reference 3D assets (TRELLIS's FD_point on Toys4k, Xiang et al., arXiv:2412.01506).
	"fd_point",
] as const;

export const METRIC_DIRECTIONS: ReadonlyMap<string, boolean> = new Map([
	...HIGHER.map((m) => [m, true] as const),
	...LOWER.map((m) => [m, false] as const),
]);

/**
 * Metric families with a cut-off in the name (`pass@1`, `ndcg@10`, `recall@5`): the direction of the family.
 * `auc@5` is the area under the pose-error curve up to 5°, as image matchers report it on MegaDepth-1500.
 */
const AT_K = /^(pass|ndcg|recall|precision|map|mrr|hit|acc|accuracy|auc)@\d{1,4}$/;

const normalMetric = (metric: string): string =>
	metric
		.trim()
		.toLowerCase()
		.replace(/[\s-]+/g, "_");

/** Whether a higher value of `metric` is better; null when Hubkit does not know the metric. */
export function metricDirection(metric: string): boolean | null {
	const m = normalMetric(metric);
	if (AT_K.test(m)) return true;
	return METRIC_DIRECTIONS.get(m) ?? null;
}

// ---- reading untrusted values ----------------------------------------------------------

type Problem = { reason: string };
const isProblem = (v: unknown): v is Problem => typeof v === "object" && v !== null && "reason" in v;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

// Control and bidirectional-override characters have no place in a dataset id or a metric name.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/**
 * A short one-line text (at most `max` characters), or a Problem; `undefined` when absent (null
 * counts as absent, as YAML writes it).
 */
function word(value: unknown, required: boolean, max: number = MAX_WORD): string | undefined | Problem {
	if (value === undefined || value === null) return required ? { reason: "missing" } : undefined;
	if (typeof value === "number" && Number.isFinite(value)) value = String(value);
	if (typeof value !== "string") return { reason: "must be a string" };
	const text = value.trim();
	if (text === "") return required ? { reason: "must not be empty" } : undefined;
	if (text.length > max) return { reason: `must be at most ${max} characters long` };
	if (CONTROL.test(text)) return { reason: "must not hold control characters" };
	return text;
}

/**
 * A figure's notes: a few sentences (a word of up to MAX_NOTE characters), or a Problem. A note that
 * cannot be read is reported as a skip of its own path and the figure kept without it: the caveat is
 * never lost silently.
 */
const note = (value: unknown): string | undefined | Problem => word(value, false, MAX_NOTE);

/** A metric value: a finite number, or a number written as text (`"45.3"`, `"45.3%"` as 45.3). */
function metricValue(value: unknown): number | Problem {
	if (typeof value === "number") return Number.isFinite(value) ? value : { reason: "must be a finite number" };
	if (typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*%?\s*$/.test(value)) return Number.parseFloat(value);
	return { reason: value === undefined || value === null ? "missing" : "must be a number" };
}

/** An http(s) URL, or undefined (a source link that is not one is dropped, not followed). */
function httpUrl(value: unknown): string | undefined {
	if (typeof value !== "string" || value.length > 2000 || CONTROL.test(value)) return undefined;
	try {
		const url = new URL(value);
		return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
	} catch {
		return undefined;
	}
}

/** An ISO-8601 date or date-time, as `YYYY-MM-DD`. YAML may have read it as a Date already. */
function isoDate(value: unknown): string | undefined | Problem {
	if (value === undefined || value === null) return undefined;
	if (value instanceof Date) {
		return Number.isNaN(value.getTime()) ? { reason: "is not a date" } : value.toISOString().slice(0, 10);
	}
	if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value.trim())) {
		return { reason: "must be an ISO-8601 date (YYYY-MM-DD)" };
	}
	const day = value.trim().slice(0, 10);
	const time = Date.parse(`${day}T00:00:00Z`);
	if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day) return { reason: "is not a date" };
	return day;
}

/** The dataset id rule: a hub dataset id (`name` or `owner/name`), neither part `.` or `..`. */
const isDatasetId = (id: string): boolean =>
	/^[\w.-]+(\/[\w.-]+)?$/.test(id) && id.split("/").every((part) => part !== "." && part !== "..");

// ---- the two forms ----------------------------------------------------------------------

/** The model card's page: where a card's figure can be checked when the result names no source. */
const cardUrl = (id: string): string => `https://huggingface.co/${id}`;

function fromModelIndex(model: ModelRecord, out: EvalResults): void {
	const index = model.cardData?.["model-index"];
	if (index === undefined || index === null) return;
	const base = "cardData.model-index";
	if (!Array.isArray(index)) {
		out.skipped.push({ path: base, reason: "must be a list of models with results" });
		return;
	}
	index.forEach((entry, i) => {
		const results = isRecord(entry) ? entry.results : undefined;
		if (!Array.isArray(results)) {
			out.skipped.push({ path: `${base}.${i}.results`, reason: "must be a list of results" });
			return;
		}
		results.forEach((result, j) => {
			const at = `${base}.${i}.results.${j}`;
			if (!isRecord(result)) return out.skipped.push({ path: at, reason: "must be an object" });
			const dataset = isRecord(result.dataset) ? result.dataset : undefined;
			if (!dataset) return out.skipped.push({ path: `${at}.dataset`, reason: "missing" });
			const id = word(dataset.type, true);
			if (isProblem(id) || id === undefined || !isDatasetId(id)) {
				return out.skipped.push({
					path: `${at}.dataset.type`,
					reason: isProblem(id) ? id.reason : "must be a dataset id (name or owner/name)",
				});
			}
			const config = word(dataset.config ?? dataset.args, false);
			const split = word(dataset.split, false);
			const source = isRecord(result.source) ? httpUrl(result.source.url) : undefined;
			const metrics = result.metrics;
			if (!Array.isArray(metrics)) return out.skipped.push({ path: `${at}.metrics`, reason: "must be a list" });
			metrics.forEach((metric, k) => {
				const mat = `${at}.metrics.${k}`;
				if (!isRecord(metric)) return out.skipped.push({ path: mat, reason: "must be an object" });
				const type = word(metric.type, true);
				if (isProblem(type) || type === undefined) {
					return out.skipped.push({ path: `${mat}.type`, reason: isProblem(type) ? type.reason : "missing" });
				}
				const value = metricValue(metric.value);
				if (isProblem(value)) return out.skipped.push({ path: `${mat}.value`, reason: value.reason });
				const name = word(metric.name, false);
				out.results.push({
					dataset: id,
					...(typeof config === "string" ? { config } : {}),
					...(typeof split === "string" ? { split } : {}),
					metric: type,
					...(typeof name === "string" && name !== type ? { metricName: name } : {}),
					value,
					higherIsBetter: metricDirection(type),
					source: "model-index",
					sourceUrl: source ?? cardUrl(model.id),
					verified: metric.verified === true,
				});
			});
		});
	});
}

function fromEvalResultsFiles(model: ModelRecord, out: EvalResults): void {
	const entries = model.eval_results;
	if (entries === undefined || entries === null) return;
	if (!Array.isArray(entries)) {
		out.skipped.push({ path: "eval_results", reason: "must be a list of .eval_results entries" });
		return;
	}
	entries.forEach((entry, i) => {
		const at = `eval_results.${i}`;
		if (!isRecord(entry)) return out.skipped.push({ path: at, reason: "must be an object" });
		const dataset = isRecord(entry.dataset) ? entry.dataset : undefined;
		if (!dataset) return out.skipped.push({ path: `${at}.dataset`, reason: "missing" });
		const id = word(dataset.id, true);
		if (isProblem(id) || id === undefined || !isDatasetId(id)) {
			return out.skipped.push({
				path: `${at}.dataset.id`,
				reason: isProblem(id) ? id.reason : "must be a dataset id (name or owner/name)",
			});
		}
		const task = word(dataset.task_id, false);
		if (isProblem(task)) return out.skipped.push({ path: `${at}.dataset.task_id`, reason: task.reason });
		const value = metricValue(entry.value);
		if (isProblem(value)) return out.skipped.push({ path: `${at}.value`, reason: value.reason });
		const date = isoDate(entry.date);
		if (isProblem(date)) return out.skipped.push({ path: `${at}.date`, reason: date.reason });
		const notes = note(entry.notes);
		if (isProblem(notes)) out.skipped.push({ path: `${at}.notes`, reason: notes.reason });
		const source = isRecord(entry.source) ? httpUrl(entry.source.url) : undefined;
		// The benchmark's task id is what the hub's leaderboard ranks by; its metric is the benchmark's own.
		const metric = task ?? "default";
		out.results.push({
			dataset: id,
			...(task !== undefined ? { config: task } : {}),
			metric,
			value,
			higherIsBetter: metricDirection(metric),
			source: "eval-results",
			sourceUrl: source ?? cardUrl(model.id),
			verified: false,
			...(date !== undefined ? { date } : {}),
			...(typeof notes === "string" ? { notes } : {}),
		});
	});
}

/**
 * Figures Hubkit's curators read from a model card, a paper or a leaderboard, kept in the record as
 * `sample.evals`: each names its benchmark like a model-index result, and must carry the https page it
 * was read from (`url`) and the day it was read (`checked`). An entry without either is no figure.
 */
function fromCurated(model: ModelRecord, out: EvalResults): void {
	const sample = isRecord(model.sample) ? model.sample : undefined;
	const entries = sample?.evals;
	if (entries === undefined || entries === null) return;
	if (!Array.isArray(entries)) {
		out.skipped.push({ path: "sample.evals", reason: "must be a list of curated results" });
		return;
	}
	entries.forEach((entry, i) => {
		const at = `sample.evals.${i}`;
		if (!isRecord(entry)) return out.skipped.push({ path: at, reason: "must be an object" });
		const id = word(entry.dataset, true);
		if (isProblem(id) || id === undefined || !isDatasetId(id)) {
			return out.skipped.push({
				path: `${at}.dataset`,
				reason: isProblem(id) ? id.reason : "must be a dataset id (name or owner/name)",
			});
		}
		const type = word(entry.metric, true);
		if (isProblem(type) || type === undefined) {
			return out.skipped.push({ path: `${at}.metric`, reason: isProblem(type) ? type.reason : "missing" });
		}
		const config = word(entry.config, false);
		if (isProblem(config)) return out.skipped.push({ path: `${at}.config`, reason: config.reason });
		const split = word(entry.split, false);
		if (isProblem(split)) return out.skipped.push({ path: `${at}.split`, reason: split.reason });
		const value = metricValue(entry.value);
		if (isProblem(value)) return out.skipped.push({ path: `${at}.value`, reason: value.reason });
		const url = httpUrl(entry.url);
		if (url === undefined || !url.startsWith("https://")) {
			return out.skipped.push({ path: `${at}.url`, reason: "must be the https page the figure was read from" });
		}
		const checked = isoDate(entry.checked);
		if (checked === undefined || isProblem(checked)) {
			return out.skipped.push({
				path: `${at}.checked`,
				reason: isProblem(checked) ? checked.reason : "missing: the day the figure was read",
			});
		}
		const name = word(entry.metricName, false);
		const notes = note(entry.notes);
		if (isProblem(notes)) out.skipped.push({ path: `${at}.notes`, reason: notes.reason });
		out.results.push({
			dataset: id,
			...(config !== undefined ? { config } : {}),
			...(split !== undefined ? { split } : {}),
			metric: type,
			...(typeof name === "string" && name !== type ? { metricName: name } : {}),
			value,
			higherIsBetter: metricDirection(type),
			source: "curated",
			sourceUrl: url,
			verified: false,
			checked,
			...(typeof notes === "string" ? { notes } : {}),
		});
	});
}

/** One benchmark: a dataset, its config and split when they matter, and the metric read on it. */
export interface Benchmark {
	dataset: string;
	config?: string;
	split?: string;
	metric: string;
}

/**
 * Whether `result` is a figure on `benchmark`: the same dataset, config and split (a benchmark that
 * names no config matches only results that name none), and the same metric type (compared as
 * metricDirection reads them). The one rule that keeps a column or a leaderboard from mixing two
 * benchmarks.
 */
export function isResultOn(result: Benchmark, benchmark: Benchmark): boolean {
	return benchmarkKey(result) === benchmarkKey(benchmark);
}

/** Whether two benchmarks share a dataset and a metric (compared as metricDirection reads it), whatever their config and split. */
export function sameDatasetMetric(a: Benchmark, b: Benchmark): boolean {
	return a.dataset === b.dataset && normalMetric(a.metric) === normalMetric(b.metric);
}

/**
 * The benchmark's identity as text: its dataset, config, split and metric (the metric as
 * metricDirection reads it), so that figures on the same benchmark group together and no others do.
 */
export function benchmarkKey(b: Benchmark): string {
	return JSON.stringify([b.dataset, b.config ?? "", b.split ?? "", normalMetric(b.metric)]);
}

/**
 * The record's figure on `benchmark`, when it has one: a verified result first, then the card's
 * own, then the `.eval_results` entry, then a curated one (the order evalResultsOf reads them).
 */
export function resultOn(model: ModelRecord, benchmark: Benchmark): EvalResult | undefined {
	const on = evalResultsOf(model).results.filter((r) => isResultOn(r, benchmark));
	return on.find((r) => r.verified) ?? on[0];
}

/**
 * Orders two figures best first in the metric's direction (negative when `a` is better); 0 for a
 * metric of unknown direction, which is shown but never ranked.
 */
export function compareEvalValues(a: number, b: number, higherIsBetter: boolean | null): number {
	if (higherIsBetter === null) return 0;
	return higherIsBetter ? b - a : a - b;
}

/** A result's source in the words the model page, `hubkit evals` and `hubkit compare` show. */
export function evalSourceLabel(r: Pick<EvalResult, "source" | "verified">): "verified" | "curated" | "self-reported" {
	if (r.verified) return "verified";
	return r.source === "curated" ? "curated" : "self-reported";
}

/**
 * Every evaluation result of the record, card first, then the `.eval_results` entries, then the
 * curated figures (`sample.evals`), at most
 * MAX_EVAL_RESULTS; and the entries skipped, each with its field and reason.
 */
export function evalResultsOf(model: ModelRecord): EvalResults {
	const out: EvalResults = { results: [], skipped: [] };
	fromModelIndex(model, out);
	fromEvalResultsFiles(model, out);
	fromCurated(model, out);
	if (out.results.length > MAX_EVAL_RESULTS) {
		out.skipped.push({
			path: "(results)",
			reason: `${out.results.length - MAX_EVAL_RESULTS} results past the first ${MAX_EVAL_RESULTS} are not read`,
		});
		out.results.length = MAX_EVAL_RESULTS;
	}
	return out;
}
