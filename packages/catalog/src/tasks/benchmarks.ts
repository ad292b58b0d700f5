/**
 * Benchmarks that more than one task page ranks by: one definition each, so that the pages (and the
 * leaderboards their figures feed) name the same dataset, config and metric.
 */
import type { TaskBenchmark } from "./types.js";

/** Image editing, read by the image-to-image and image-text-to-image pages. */
export const GEDIT_BENCH_EN: TaskBenchmark = {
	dataset: "stepfun-ai/GEdit-Bench",
	config: "en",
	metric: "viescore",
	label: "GEdit-Bench English (full set), overall 0–10 (one table: the GPT-Image-Edit README)",
	url: "https://huggingface.co/datasets/stepfun-ai/GEdit-Bench",
};

/** Tabular foundation models, read by the tabular classification and regression pages. */
export const TABARENA_LITE: TaskBenchmark = {
	dataset: "tabarena",
	config: "v0.1-lite",
	metric: "elo",
	label: "TabArena-v0.1 Lite Elo, default configuration (51 datasets, classification and regression together)",
	url: "https://tabarena.ai/",
};
