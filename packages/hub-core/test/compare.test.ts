/**
 * The comparison's shared benchmarks are keyed as the leaderboards key them (catalog benchmarkKey):
 * two cards spelling one metric differently ("WER", "wer") share the benchmark.
 */
import type { ModelRecord } from "@hubkit/catalog";
import { describe, expect, it } from "vitest";
import { compareModels } from "../src/index.js";

const card = (id: string, metric: string, value: number): ModelRecord => ({
	id,
	cardData: {
		"model-index": [
			{
				results: [
					{ dataset: { type: "librispeech_asr", config: "clean", split: "test" }, metrics: [{ type: metric, value }] },
				],
			},
		],
	},
});

describe("compareModels' shared benchmarks", () => {
	it("shares a benchmark whose metric two cards spell differently, and marks the best", () => {
		const { shared } = compareModels([card("a/one", "WER", 4.2), card("b/two", "wer", 2.5)], "rtx-4090", 8192);
		expect(shared).toHaveLength(1);
		expect(shared[0]).toMatchObject({ dataset: "librispeech_asr", values: [4.2, 2.5], best: 1 });
	});
});
