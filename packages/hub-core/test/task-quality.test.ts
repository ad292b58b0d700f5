/**
 * The quality column of a task page: one benchmark per page, each row's figure on it with its
 * source, the "highest quality" pick citing its number, and nothing mixed in from another benchmark.
 */
import { getTask, type ModelRecord, type TaskBenchmark, type TaskData } from "@hubkit/catalog";
import { describe, expect, it } from "vitest";
import { qualityCitation, taskPageView } from "../src/task-page.js";

const BENCHMARK: TaskBenchmark = {
	dataset: "openslr/librispeech_asr",
	config: "clean",
	split: "test",
	metric: "wer",
	label: "LibriSpeech test-clean, WER %",
	url: "https://huggingface.co/datasets/openslr/librispeech_asr",
};

const asr = getTask("automatic-speech-recognition") as TaskData;
const TASK: TaskData = {
	...asr,
	models: [
		{ id: "acme/card", description: "A card with a model-index." },
		{ id: "acme/curated", description: "A figure read from a paper." },
		{ id: "acme/other-split", description: "A figure on another split only." },
		{ id: "acme/none", description: "No figure." },
	],
	bestFor: [
		{ pick: "quality", modelId: "acme/curated", why: "The lowest error rate." },
		{ pick: "small", modelId: "acme/none", why: "Small." },
	],
	benchmark: BENCHMARK,
};

const cardResult = (split: string, value: number) => ({
	task: { type: "automatic-speech-recognition" },
	dataset: { type: "openslr/librispeech_asr", config: "clean", split },
	metrics: [{ type: "wer", value }],
});

const RECORDS: ModelRecord[] = [
	{ id: "acme/card", cardData: { "model-index": [{ results: [cardResult("test", 2.5)] }] } },
	{
		id: "acme/curated",
		sample: {
			evals: [
				{
					dataset: "openslr/librispeech_asr",
					config: "clean",
					split: "test",
					metric: "wer",
					value: 1.8,
					url: "https://arxiv.org/abs/0000.00000",
					checked: "2026-11-27",
				},
			],
		},
	},
	{ id: "acme/other-split", cardData: { "model-index": [{ results: [cardResult("validation", 1.1)] }] } },
	{ id: "acme/none" },
];

describe("task page quality column", () => {
	const view = taskPageView(TASK, RECORDS);
	const quality = (id: string) => view.comparison.find((r) => r.id === id)?.quality;

	it("gives each row its figure on the page's benchmark, with the page it was read from", () => {
		expect(quality("acme/card")).toMatchObject({
			value: 2.5,
			higherIsBetter: false,
			source: "model-index",
			sourceUrl: "https://huggingface.co/acme/card",
		});
		expect(quality("acme/curated")).toMatchObject({
			value: 1.8,
			higherIsBetter: false,
			source: "curated",
			sourceUrl: "https://arxiv.org/abs/0000.00000",
			checked: "2026-11-27",
		});
	});

	it("never shows a figure of another split, or one the record lacks", () => {
		expect(quality("acme/other-split")).toBeUndefined();
		expect(quality("acme/none")).toBeUndefined();
	});

	it("has the highest-quality pick cite its number and benchmark; other picks cite none", () => {
		const pick = view.bestFor?.find((p) => p.pick === "quality");
		expect(pick?.quality?.value).toBe(1.8);
		expect(qualityCitation(pick?.quality ?? { value: Number.NaN }, BENCHMARK)).toBe(
			"1.8 (LibriSpeech test-clean, WER %)",
		);
		expect(view.bestFor?.find((p) => p.pick === "small")?.quality).toBeUndefined();
	});

	it("refuses a curated figure without the page it was read from or the day", () => {
		const view2 = taskPageView(TASK, [
			{
				id: "acme/curated",
				sample: {
					evals: [{ dataset: "openslr/librispeech_asr", config: "clean", split: "test", metric: "wer", value: 1.8 }],
				},
			},
		]);
		expect(view2.comparison.find((r) => r.id === "acme/curated")?.quality).toBeUndefined();
	});

	it("gives no row a figure on a page without a benchmark", () => {
		const { benchmark: _, ...plain } = TASK;
		expect(taskPageView(plain, RECORDS).comparison.some((r) => r.quality)).toBe(false);
	});
});
