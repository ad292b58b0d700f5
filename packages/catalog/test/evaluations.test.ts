import { describe, expect, it } from "vitest";
import {
	compareEvalValues,
	evalResultsOf,
	isResultOn,
	MAX_EVAL_RESULTS,
	type ModelRecord,
	metricDirection,
} from "../src/index.js";

/** A card as the hub's evaluator wrote them (shape of a real `model-index`). */
const asr: ModelRecord = {
	id: "acme/whisper-tiny-en",
	cardData: {
		"model-index": [
			{
				name: "whisper-tiny-en",
				results: [
					{
						task: { type: "automatic-speech-recognition", name: "Speech Recognition" },
						dataset: { type: "librispeech_asr", name: "LibriSpeech (clean)", config: "clean", split: "test" },
						metrics: [
							{ type: "wer", value: 7.54, name: "Test WER", verified: true },
							{ type: "cer", value: "3.1", name: "cer" },
						],
						source: { name: "Paper", url: "https://arxiv.org/abs/2212.04356" },
					},
				],
			},
		],
	},
};

describe("evaluation results", () => {
	it("reads a card's model-index: dataset, config, split, metric, value, direction, source and verification", () => {
		const { results, skipped } = evalResultsOf(asr);
		expect(skipped).toEqual([]);
		expect(results).toEqual([
			{
				dataset: "librispeech_asr",
				config: "clean",
				split: "test",
				metric: "wer",
				metricName: "Test WER",
				value: 7.54,
				higherIsBetter: false,
				source: "model-index",
				sourceUrl: "https://arxiv.org/abs/2212.04356",
				verified: true,
			},
			{
				dataset: "librispeech_asr",
				config: "clean",
				split: "test",
				metric: "cer",
				value: 3.1,
				higherIsBetter: false,
				source: "model-index",
				sourceUrl: "https://arxiv.org/abs/2212.04356",
				verified: false,
			},
		]);
	});

	it("reads .eval_results entries, self-reported, with their date and notes; the card is the source when none is named", () => {
		const { results } = evalResultsOf({
			id: "acme/chat",
			eval_results: [
				{ dataset: { id: "Idavidrein/gpqa", task_id: "gpqa_diamond" }, value: 41.2, date: "2025-01-15T10:30:00Z" },
				{
					dataset: { id: "cais/hle", task_id: "hle" },
					value: 44.9,
					notes: "With tools",
					source: { url: "https://huggingface.co/spaces/acme/traces", name: "Eval traces" },
				},
			],
		});
		expect(results).toEqual([
			{
				dataset: "Idavidrein/gpqa",
				config: "gpqa_diamond",
				metric: "gpqa_diamond",
				value: 41.2,
				higherIsBetter: null,
				source: "eval-results",
				sourceUrl: "https://huggingface.co/acme/chat",
				verified: false,
				date: "2025-01-15",
			},
			{
				dataset: "cais/hle",
				config: "hle",
				metric: "hle",
				value: 44.9,
				higherIsBetter: null,
				source: "eval-results",
				sourceUrl: "https://huggingface.co/spaces/acme/traces",
				verified: false,
				notes: "With tools",
			},
		]);
	});

	it("knows which way a metric goes, and says null for a metric it does not know", () => {
		for (const m of ["accuracy", "F1", "exact_match", "pass@1", "pass@10", "BLEU", "chrF", "rougeL", "ndcg@10"]) {
			expect(metricDirection(m), m).toBe(true);
		}
		for (const m of ["wer", "WER", "cer", "perplexity", "FID", "latency"]) expect(metricDirection(m), m).toBe(false);
		expect(metricDirection("vibes")).toBeNull();
		expect(metricDirection("__proto__")).toBeNull();
	});

	it("ranks the document, caption, depth, video and panoptic scores higher-is-better", () => {
		for (const m of ["ANLS", "anls", "CIDEr", "δ1", "delta1", "J&F", "PQ"]) expect(metricDirection(m), m).toBe(true);
	});

	it("ranks VoiceBench's overall score higher-is-better", () => {
		for (const m of ["voicebench_overall", "VoiceBench overall"]) expect(metricDirection(m), m).toBe(true);
	});

	it("ranks an image-editing judge's score (GEdit-Bench's VIEScore) higher-is-better", () => {
		for (const m of ["viescore", "VIEScore"]) expect(metricDirection(m), m).toBe(true);
	});

	it("ranks a robot policy's success rate and VBench's total score higher-is-better", () => {
		for (const m of ["success_rate", "Success rate", "vbench_total", "VBench total"])
			expect(metricDirection(m), m).toBe(true);
	});

	it("ranks a matcher's pose AUC up to a threshold higher-is-better", () => {
		for (const m of ["auc@5", "AUC@10", "auc@20"]) expect(metricDirection(m), m).toBe(true);
	});

	it("ranks XCOMET translation scores higher-is-better", () => {
		for (const m of ["xcomet", "XCOMET-XXL", "xcomet_xxl"]) expect(metricDirection(m), m).toBe(true);
	});

	it("ranks a summary hallucination rate and a parsed page's edit distance lower-is-better", () => {
		for (const m of ["hallucination_rate", "Hallucination rate", "edit_distance", "Edit distance"])
			expect(metricDirection(m), m).toBe(false);
	});

	it("ranks depth error, forecast losses and audio distance lower-is-better", () => {
		for (const m of ["AbsRel", "abs_rel", "MASE", "WQL", "FAD", " fad "]) expect(metricDirection(m), m).toBe(false);
	});

	it("ranks a 3D generator's point-cloud Fréchet distance (TRELLIS's FD_point) lower-is-better", () => {
		for (const m of ["fd_point", "FD_point", "FD point"]) expect(metricDirection(m), m).toBe(false);
	});

	it("skips bad entries with the field and the reason, and keeps the good ones", () => {
		const { results, skipped } = evalResultsOf({
			id: "acme/bad",
			cardData: {
				"model-index": [
					{
						results: [
							{ dataset: { type: "glue", config: "sst2" }, metrics: [{ type: "accuracy", value: 0.91 }] },
							{ dataset: { type: "../etc" }, metrics: [{ type: "accuracy", value: 1 }] },
							{ dataset: { type: "glue" }, metrics: [{ type: "accuracy", value: "high" }, { value: 3 }] },
							{ dataset: { type: "glue" }, metrics: [{ type: "f1", value: Number.POSITIVE_INFINITY }] },
							{ metrics: [] },
							"nonsense",
						],
					},
					{ results: "none" },
				],
			},
			eval_results: [
				{ dataset: { id: "cais/hle" }, value: 1, date: "2025-02-30" },
				{ dataset: { id: "cais/hle\u202e" }, value: 1 },
				{ value: 2 },
				{ dataset: { id: "cais/hle" }, value: null },
			],
		});
		expect(results.map((r) => `${r.dataset} ${r.metric} ${r.value}`)).toEqual(["glue accuracy 0.91"]);
		expect(skipped).toEqual([
			{ path: "cardData.model-index.0.results.1.dataset.type", reason: "must be a dataset id (name or owner/name)" },
			{ path: "cardData.model-index.0.results.2.metrics.0.value", reason: "must be a number" },
			{ path: "cardData.model-index.0.results.2.metrics.1.type", reason: "missing" },
			{ path: "cardData.model-index.0.results.3.metrics.0.value", reason: "must be a finite number" },
			{ path: "cardData.model-index.0.results.4.dataset", reason: "missing" },
			{ path: "cardData.model-index.0.results.5", reason: "must be an object" },
			{ path: "cardData.model-index.1.results", reason: "must be a list of results" },
			{ path: "eval_results.0.date", reason: "is not a date" },
			{ path: "eval_results.1.dataset.id", reason: "must not hold control characters" },
			{ path: "eval_results.2.dataset", reason: "missing" },
			{ path: "eval_results.3.value", reason: "missing" },
		]);
	});

	it("reads a model-index that is not a list as nothing, with the reason, and a record without results as none", () => {
		expect(evalResultsOf({ id: "a/b", cardData: { "model-index": { results: [] } } })).toEqual({
			results: [],
			skipped: [{ path: "cardData.model-index", reason: "must be a list of models with results" }],
		});
		expect(evalResultsOf({ id: "a/b" })).toEqual({ results: [], skipped: [] });
	});

	it("reads at most MAX_EVAL_RESULTS results and says how many it left", () => {
		const metrics = Array.from({ length: MAX_EVAL_RESULTS + 5 }, (_, i) => ({ type: "accuracy", value: i }));
		const { results, skipped } = evalResultsOf({
			id: "a/b",
			cardData: { "model-index": [{ results: [{ dataset: { type: "glue" }, metrics }] }] },
		});
		expect(results.length).toBe(MAX_EVAL_RESULTS);
		expect(skipped).toEqual([
			{ path: "(results)", reason: `5 results past the first ${MAX_EVAL_RESULTS} are not read` },
		]);
	});
});

describe("curated evaluation figures", () => {
	const figure = {
		dataset: "openslr/librispeech_asr",
		config: "clean",
		split: "test",
		metric: "wer",
		value: 1.69,
		url: "https://huggingface.co/acme/asr",
		checked: "2026-11-27",
	};

	it("reads a curated figure with the page it was read from and the day", () => {
		const { results, skipped } = evalResultsOf({ id: "acme/asr", sample: { evals: [figure] } });
		expect(skipped).toEqual([]);
		expect(results).toEqual([
			{
				dataset: "openslr/librispeech_asr",
				config: "clean",
				split: "test",
				metric: "wer",
				value: 1.69,
				higherIsBetter: false,
				source: "curated",
				sourceUrl: "https://huggingface.co/acme/asr",
				verified: false,
				checked: "2026-11-27",
			},
		]);
	});

	it("skips a curated figure without an https source or a day, naming the field", () => {
		const { results, skipped } = evalResultsOf({
			id: "acme/asr",
			sample: {
				evals: [
					{ ...figure, url: undefined },
					{ ...figure, url: "http://example.org/page" },
					{ ...figure, checked: "2026-13-40" },
					{ ...figure, checked: undefined },
				],
			},
		});
		expect(results).toEqual([]);
		expect(skipped.map((s) => s.path)).toEqual([
			"sample.evals.0.url",
			"sample.evals.1.url",
			"sample.evals.2.checked",
			"sample.evals.3.checked",
		]);
	});

	it("keeps a caveat of a few sentences, and reports a note it cannot read instead of dropping it silently", () => {
		const caveat = `Row 'bart.large', column RL. ${"The table reads the test set with no additional data. ".repeat(5)}`;
		const read = evalResultsOf({ id: "acme/asr", sample: { evals: [{ ...figure, notes: caveat }] } });
		expect(read.skipped).toEqual([]);
		expect(read.results[0]?.notes).toBe(caveat.trim());
		const tooLong = evalResultsOf({ id: "acme/asr", sample: { evals: [{ ...figure, notes: "x".repeat(1001) }] } });
		expect(tooLong.results.map((r) => r.value)).toEqual([1.69]);
		expect(tooLong.skipped).toEqual([{ path: "sample.evals.0.notes", reason: "must be at most 1000 characters long" }]);
	});

	it("matches a result to a benchmark by dataset, config, split and metric, never across configs", () => {
		const on = { dataset: "openslr/librispeech_asr", config: "clean", split: "test", metric: "WER" };
		expect(isResultOn(figure, on)).toBe(true);
		expect(isResultOn({ ...figure, split: "validation" }, on)).toBe(false);
		expect(isResultOn({ ...figure, config: "other" }, on)).toBe(false);
		expect(isResultOn({ ...figure, metric: "cer" }, on)).toBe(false);
		// A benchmark that names no config is not any config: a column of it never takes "clean" or "other".
		expect(isResultOn(figure, { dataset: "openslr/librispeech_asr", metric: "wer" })).toBe(false);
	});

	it("orders figures best first in the metric's direction, and never ranks an unknown one", () => {
		expect([3, 1, 2].sort((a, b) => compareEvalValues(a, b, false))).toEqual([1, 2, 3]);
		expect([3, 1, 2].sort((a, b) => compareEvalValues(a, b, true))).toEqual([3, 2, 1]);
		expect(compareEvalValues(1, 2, null)).toBe(0);
	});
});
