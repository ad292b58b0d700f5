/**
 * The quality figures of the sample catalogue: every figure a task page shows has the page it was read
 * from and, for a curated one, the day; every curated figure of a record reads without a skip; and a
 * page that names a benchmark shows it for at least three of its picks (else it is not a comparison).
 */
import { evalResultsOf, metricDirection, PIPELINE_TYPES, TASKS } from "@hubkit/catalog";
import { taskPageView } from "@hubkit/hub-core";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { describe, expect, it } from "vitest";

const WITH_BENCHMARK = PIPELINE_TYPES.map((id) => TASKS[id]).filter((t) => t.benchmark !== undefined);
/** The pages whose comparison table has a quality column today: none of them may lose it. */
const PAGES_WITH_QUALITY: (typeof PIPELINE_TYPES)[number][] = [
	"any-to-any",
	"audio-text-to-text",
	"automatic-speech-recognition",
	"depth-estimation",
	"document-question-answering",
	"feature-extraction",
	"image-classification",
	"image-feature-extraction",
	"image-segmentation",
	"image-text-to-image",
	"image-text-to-text",
	"image-to-3d",
	"image-to-image",
	"image-to-text",
	"image-to-video",
	"keypoint-detection",
	"mask-generation",
	"object-detection",
	"question-answering",
	"robotics",
	"sentence-similarity",
	"summarization",
	"table-question-answering",
	"tabular-classification",
	"tabular-regression",
	"text-generation",
	"text-ranking",
	"text-to-audio",
	"text-to-image",
	"text-to-speech",
	"text-to-video",
	"time-series-forecasting",
	"token-classification",
	"translation",
	"video-classification",
	"video-text-to-text",
	"visual-document-retrieval",
	"visual-question-answering",
	"zero-shot-image-classification",
	"zero-shot-object-detection",
];
const view = (id: (typeof PIPELINE_TYPES)[number]) => taskPageView(TASKS[id], SAMPLE_MODELS);

describe("task page quality figures", () => {
	it("link every figure shown to an https page, with the day a curated one was read there", () => {
		for (const task of WITH_BENCHMARK) {
			for (const row of view(task.id).comparison) {
				if (!row.quality) continue;
				const at = `${task.id}: ${row.id}`;
				expect(row.quality.sourceUrl, at).toMatch(/^https:\/\/\S+$/);
				if (row.quality.source === "curated") expect(row.quality.checked, at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
			}
		}
	});

	it("name a benchmark whose metric has a known direction, with its link, on a page that shows it for three picks", () => {
		for (const task of WITH_BENCHMARK) {
			const benchmark = task.benchmark!;
			expect(metricDirection(benchmark.metric), task.id).not.toBeNull();
			expect(benchmark.url, task.id).toMatch(/^https:\/\//);
			const shown = view(task.id).comparison.filter((r) => r.quality);
			expect(shown.length, `${task.id} shows its benchmark for ${shown.length} picks`).toBeGreaterThanOrEqual(3);
		}
	});

	it("cite the figure in the highest-quality pick whenever that model has one", () => {
		for (const task of WITH_BENCHMARK) {
			const page = view(task.id);
			const pick = page.bestFor?.find((p) => p.pick === "quality");
			if (!pick) continue;
			const row = page.comparison.find((r) => r.id === pick.modelId);
			expect(pick.quality, task.id).toEqual(row?.quality);
		}
	});

	it("keep a quality column with figures for three picks on every page that has one", () => {
		for (const id of PAGES_WITH_QUALITY) {
			expect(TASKS[id].benchmark, id).toBeDefined();
			expect(view(id).comparison.filter((r) => r.quality).length, id).toBeGreaterThanOrEqual(3);
		}
	});

	it("read every curated figure of every sample record, skipping none", () => {
		for (const model of SAMPLE_MODELS) {
			const skipped = evalResultsOf(model).skipped.filter((s) => s.path.startsWith("sample.evals"));
			expect(skipped, model.id).toEqual([]);
		}
	});
});
