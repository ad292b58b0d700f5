/**
 * The catalogue side of the reviewed task pages: every example model is a sample record whose decision
 * facts (as hub-core's taskPageView reads them) are filled and do not mislead (no placeholder release day,
 * no licence reading "other"), widget models are records of the page's task, the recommended model's code
 * carries its licence and gating notes, and the freshness guard holds against the page's promise, its
 * review day and today's date.
 */
import { PIPELINE_TYPES, recentAtReview, stalePicks, TASKS, type TaskData } from "@hubkit/catalog";
import {
	codeNotes,
	fitsOnCommon,
	HUB_PLACEHOLDER_DATE,
	type ModelComparisonRow,
	modelDecisionFacts,
	taskPageView,
	UNNAMED_LICENSE,
} from "@hubkit/hub-core";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { describe, expect, it } from "vitest";

const REVIEWED = PIPELINE_TYPES.map((id) => TASKS[id]).filter((t) => t.reviewedOn !== undefined);

/** Tasks whose models read text or tokens, so a context length applies. */
const CONTEXT_TASKS = new Set(["text-generation", "image-text-to-text", "feature-extraction", "sentence-similarity"]);
/** Tasks whose models understand particular languages, so the card must list them. */
const LANGUAGE_TASKS = new Set(["automatic-speech-recognition", "feature-extraction", "sentence-similarity"]);

/** The comparison as the server builds it, with the hardware estimator. */
const comparison = (task: TaskData): ModelComparisonRow[] =>
	taskPageView(task, SAMPLE_MODELS, { fitsOn: fitsOnCommon }).comparison;
const record = (id: string) => SAMPLE_MODELS.find((m) => m.id === id);

/** `date` minus `months` calendar months, as YYYY-MM-DD. */
function monthsBefore(date: string, months: number): string {
	const d = new Date(`${date}T00:00:00Z`);
	d.setUTCMonth(d.getUTCMonth() - months);
	return d.toISOString().slice(0, 10);
}

describe("example models of reviewed task pages", () => {
	it("are all records of the sample catalogue", () => {
		for (const task of REVIEWED) {
			for (const row of comparison(task)) expect(row.inCatalogue, `${task.id}: ${row.id}`).toBe(true);
		}
	});

	it("have a named licence or a checked 'licence not stated', a real release day or none, and a parameter count where the weights are safetensors", () => {
		for (const task of REVIEWED) {
			for (const row of comparison(task)) {
				const where = `${task.id}: ${row.id}`;
				// Either the card's licence, named, or the card's metadata without one: never simply unknown.
				expect(row.licenseName !== undefined || row.licenseNotStated === true, `${where}: licence unknown`).toBe(true);
				// A release day is a real one (after the hub's placeholder) or absent, shown as "not known".
				if (row.releaseDate !== undefined) {
					expect(row.releaseDate, where).toMatch(/^\d{4}-\d{2}-\d{2}$/);
					expect(row.releaseDate! <= task.reviewedOn!, `${where} released after the review`).toBe(true);
				}
				// The hub reports a parameter count only for safetensors (and GGUF) weights; so do the records.
				if (record(row.id)?.tags?.includes("safetensors")) expect(row.parameters, where).toBeGreaterThan(0);
			}
		}
	});

	it("have a context length where the task reads tokens, and languages where the task is language-bound", () => {
		for (const task of REVIEWED) {
			for (const row of comparison(task)) {
				const where = `${task.id}: ${row.id}`;
				if (CONTEXT_TASKS.has(task.id)) expect(row.contextLength, where).toBeGreaterThan(0);
				if (LANGUAGE_TASKS.has(task.id)) expect(row.languages?.length, where).toBeGreaterThan(0);
			}
		}
	});

	it("have a hardware verdict: the machine it fits on, too large for all of them, or weights the estimator does not size", () => {
		for (const task of REVIEWED) {
			for (const row of comparison(task)) {
				const where = `${task.id}: ${row.id}`;
				if (row.fitsOn !== undefined) {
					expect(row.fitNote, where).toBeUndefined();
					continue;
				}
				// "unsized" for safetensors or GGUF weights would be a gap in the record (the hub gives their sizes and
				// counts); for another format's files listed without sizes it says so ("size unknown"), as the model page does.
				const m = record(row.id);
				const otherFormat =
					!m?.safetensors &&
					!(m?.tags ?? []).includes("safetensors") &&
					!(m?.siblings ?? []).some((s) => /\.(safetensors|gguf)$/i.test(s.rfilename));
				// An adapter runs inside its base model, which the row's estimator is not given: its size is unknown,
				// and the row says which base it needs (sizeUnknownNote), never "too large" for its own small files.
				const adapterBase = (m?.tags ?? []).find((t) => t.startsWith("base_model:adapter:"))?.slice(19);
				if (adapterBase !== undefined) {
					expect(row, where).toMatchObject({ fitNote: "unsized" });
					expect(row.sizeNote, where).toContain(`needs its base model ${adapterBase}`);
					continue;
				}
				const allowed = otherFormat ? ["too-large", "not-applicable", "unsized"] : ["too-large", "not-applicable"];
				expect(allowed, `${where}: fit ${row.fitNote}`).toContain(row.fitNote);
				// Not applicable only for weights in other formats: the record lists no safetensors or GGUF weights.
				if (row.fitNote === "not-applicable") expect(row.parameters, where).toBeUndefined();
			}
		}
	});

	it("gpt-oss-20b, sized from its MXFP4 checkpoint files, fits a 24 GB card", () => {
		const row = comparison(TASKS["text-generation"]).find((r) => r.id === "openai/gpt-oss-20b");
		expect(row?.fitsOn).toBe("RTX 4090 24 GB");
	});

	it("pick as permissive only a model whose licence allows commercial use, and pick one whenever a model has such a licence", () => {
		for (const task of REVIEWED) {
			const rows = comparison(task);
			const permissive = (task.bestFor ?? []).find((p) => p.pick === "permissive");
			const open = rows.filter((r) => r.commercialUse === "yes").map((r) => r.id);
			if (permissive) expect(open, `${task.id}: permissive pick ${permissive.modelId}`).toContain(permissive.modelId);
			else expect(open, `${task.id}: a model qualifies as permissive but the page picks none`).toEqual([]);
			// A licence the card does not state is never shown as allowing anything.
			for (const row of rows) if (row.licenseNotStated) expect(row.commercialUse, row.id).toBeUndefined();
		}
	});

	it("the recommended model is a record with a library or a provider, so the page has code to show", () => {
		for (const task of REVIEWED) {
			const model = record(task.recommendedModel ?? "");
			expect(model, task.id).toBeDefined();
			expect(Boolean(model?.library_name) || (model?.inferenceProviderMapping ?? []).length > 0, task.id).toBe(true);
		}
	});

	it("widget models are records of the page's task", () => {
		for (const task of REVIEWED) {
			for (const id of task.widgetModels) expect(record(id)?.pipeline_tag, `${task.id}: ${id}`).toBe(task.id);
		}
	});

	it("pass the freshness guard: at least one model released within the page's stated months", () => {
		for (const task of REVIEWED) {
			const since = monthsBefore(task.reviewedOn!, task.freshnessMonths!);
			const newest = comparison(task)
				.map((r) => r.releaseDate ?? "")
				.sort()
				.at(-1);
			expect(newest! >= since, `${task.id}: newest example ${newest}, promised since ${since}`).toBe(true);
		}
	});

	it("the guard fails a page whose models are all older than its promise", () => {
		const text = TASKS["text-generation"];
		const stale: TaskData = { ...text, models: [{ id: "openai-community/gpt2", description: "Old." }] };
		const since = monthsBefore(text.reviewedOn!, text.freshnessMonths!);
		const gpt2 = comparison(stale)[0];
		// gpt2's record carries no release date, which the guard treats as not fresh.
		expect((gpt2?.releaseDate ?? "") >= since).toBe(false);
	});
});

/**
 * Pages whose picks were already stale today (no pick released in the 18 months before now) when the guard
 * began comparing with today's date. The list may only shrink: a page that goes stale fails, and a listed
 * page that is fresh again (new picks) fails until it is taken off the list.
 */
const STALE_TODAY = new Set([
	"text-to-audio",
	"audio-to-audio",
	"audio-classification",
	"object-detection",
	"unconditional-image-generation",
	"reinforcement-learning",
	"zero-shot-image-classification",
	"text-to-3d",
]);

/**
 * Pages whose review (2026-11-23) held no pick released in the twelve months before it, with the release
 * facts the records carry. Same rule: the list may only shrink.
 */
const NO_RECENT_PICK_AT_REVIEW = new Set([
	"text-classification",
	"token-classification",
	"question-answering",
	"zero-shot-classification",
	"translation",
	"summarization",
	"text-generation",
	"fill-mask",
	"sentence-similarity",
	"text-to-speech",
	"text-to-audio",
	"automatic-speech-recognition",
	"audio-to-audio",
	"audio-classification",
	"audio-text-to-text",
	"depth-estimation",
	"image-classification",
	"object-detection",
	"image-segmentation",
	"text-to-image",
	"image-to-text",
	"image-to-image",
	"image-to-video",
	"unconditional-image-generation",
	"video-classification",
	"reinforcement-learning",
	"robotics",
	"tabular-classification",
	"tabular-regression",
	"time-series-forecasting",
	"text-to-video",
	"image-text-to-text",
	"image-text-to-video",
	"visual-question-answering",
	"document-question-answering",
	"zero-shot-image-classification",
	"mask-generation",
	"zero-shot-object-detection",
	"text-to-3d",
	"image-to-3d",
	"image-feature-extraction",
	"video-text-to-text",
	"any-to-any",
	"video-to-video",
]);

describe("decision facts that do not mislead, over every task page", () => {
	const ALL_PAGES = PIPELINE_TYPES.map((id) => TASKS[id]).filter((t) => !t.isPlaceholder);

	it("show no row with the hub's placeholder day (or an earlier one) as a release, unless a source states it", () => {
		const shown = ALL_PAGES.flatMap((task) =>
			comparison(task)
				.filter(
					(r) =>
						r.releaseDate !== undefined &&
						(r.releaseDate === HUB_PLACEHOLDER_DATE ||
							(r.releaseDate < HUB_PLACEHOLDER_DATE && r.releaseSourceUrl === undefined)),
				)
				.map((r) => `${task.id}: ${r.id} ${r.releaseDate}`),
		);
		expect(shown).toEqual([]);
		// The rows that had the placeholder show a curated day with its source, or nothing.
		const bert = comparison(TASKS["fill-mask"]).find((r) => r.id === "google-bert/bert-base-uncased");
		expect(bert).toMatchObject({ releaseDate: "2018-10-11", releaseSourceUrl: "https://arxiv.org/abs/1810.04805" });
		const distilroberta = comparison(TASKS["fill-mask"]).find((r) => r.id === "distilbert/distilroberta-base");
		expect(distilroberta?.inCatalogue).toBe(true);
		expect(distilroberta).not.toHaveProperty("releaseDate");
	});

	it("show no licence as the bare word 'other'", () => {
		const shown = ALL_PAGES.flatMap((task) =>
			comparison(task)
				.filter(
					(r) => r.license !== undefined && (r.licenseName === undefined || r.licenseName.toLowerCase() === "other"),
				)
				.map((r) => `${task.id}: ${r.id}`),
		);
		expect(shown).toEqual([]);
	});

	it("name the custom licences their cards name", () => {
		const row = (task: string, id: string) => comparison(TASKS[task as TaskData["id"]]).find((r) => r.id === id);
		expect(row("text-to-image", "black-forest-labs/FLUX.1-Krea-dev")).toMatchObject({
			licenseName: "FLUX.1 [dev] Non-Commercial License",
			commercialUse: "no",
		});
		expect(row("text-generation", "moonshotai/Kimi-K2-Instruct")).toMatchObject({
			licenseName: "Modified MIT License",
			commercialUse: "conditions",
		});
		// Custom licences whose text was read: the row names them, judges them and links the text.
		expect(row("image-feature-extraction", "nvidia/MambaVision-T-1K")).toMatchObject({
			licenseName: "NVIDIA Source Code License-NC",
			commercialUse: "no",
			licenseUrl: "https://github.com/NVlabs/MambaVision/blob/main/LICENSE",
		});
		expect(row("tabular-classification", "Prior-Labs/TabPFN-v2-clf")).toMatchObject({
			licenseName: "Prior Labs License",
			licenseUrl: "https://github.com/PriorLabs/TabPFN/blob/main/LICENSE",
			commercialUse: "yes",
		});
		expect(row("image-to-video", "THUDM/CogVideoX-5b-I2V")).toMatchObject({
			licenseName: "CogVideoX License",
			commercialUse: "conditions",
		});
		expect(row("keypoint-detection", "facebook/sapiens2-pose-0.4b")).toMatchObject({
			licenseName: "Sapiens2 License",
			commercialUse: "conditions",
			licenseUrl: "https://github.com/facebookresearch/sapiens2/blob/main/LICENSE.md",
		});
		// Cards that say only "other": the licence file of the repository, read, names it.
		expect(row("depth-estimation", "tencent/DepthCrafter")).toMatchObject({
			license: "other",
			licenseName: "DepthCrafter License",
			commercialUse: "no",
			licenseUrl: "https://github.com/Tencent/DepthCrafter/blob/main/LICENSE",
		});
		expect(row("keypoint-detection", "magic-leap-community/superpoint")).toMatchObject({
			licenseName: "SuperPoint Software License Agreement",
			commercialUse: "no",
		});
		expect(row("depth-estimation", "apple/DepthPro-hf")).toMatchObject({
			commercialUse: "no",
			licenseUrl: "https://huggingface.co/apple/DepthPro/blob/main/LICENSE",
		});
	});

	it("name every custom licence of the catalogue, or say it was not read and link where to read it", () => {
		const facts = SAMPLE_MODELS.map((m) => modelDecisionFacts(m)).filter((r) => r.license === "other");
		expect(facts.length).toBeGreaterThan(0);
		for (const row of facts) {
			expect(row.licenseName?.toLowerCase(), row.id).not.toBe("other");
			expect(row.licenseUrl, `${row.id}: no link to the licence`).toMatch(/^https:\/\//);
			// A licence not read has no verdict: never a guessed one.
			if (row.licenseName === UNNAMED_LICENSE) expect(row, row.id).not.toHaveProperty("commercialUse");
		}
		const byId = (id: string) => facts.find((r) => r.id === id);
		expect(byId("Qwen/Qwen2.5-Omni-7B")).toMatchObject({ licenseName: "Apache 2.0", commercialUse: "yes" });
		expect(byId("briaai/RMBG-1.4")).toMatchObject({ licenseName: "BRIA RMBG-1.4 License", commercialUse: "no" });
		expect(byId("THUDM/glm-4-9b-chat")).toMatchObject({ licenseName: "GLM-4 License" });
		// FLUX.1 [dev] adapters whose cards name the base model's licence.
		expect(byId("black-forest-labs/FLUX.1-Depth-dev-lora")).toMatchObject({
			licenseName: "FLUX.1 [dev] Non-Commercial License",
			commercialUse: "no",
		});
		expect(byId("nvidia/Cosmos-1.0-Diffusion-7B-Text2World")).toMatchObject({
			licenseName: "NVIDIA Open Model License",
			commercialUse: "yes",
		});
		// Named and linked by its card; its terms not read: no verdict.
		expect(byId("google/cxr-foundation")).toMatchObject({
			licenseName: "Health AI Developer Foundations Terms of Use",
			licenseUrl: "https://developers.google.com/health-ai-developer-foundations/terms",
		});
		expect(byId("google/cxr-foundation")).not.toHaveProperty("commercialUse");
		expect(byId("playgroundai/playground-v2.5-1024px-aesthetic")).toMatchObject({
			licenseName: "Playground v2.5 Community License",
		});
		expect(byId("IndexTeam/IndexTTS-2")).toMatchObject({
			licenseName: "custom licence (not read)",
			licenseUrl: "https://huggingface.co/IndexTeam/IndexTTS-2",
		});
	});

	it("put a note beside the recommended model's code when its licence forbids commercial use or its download is gated", () => {
		const notes = (task: TaskData) => {
			const row = comparison(task).find((r) => r.id === task.recommendedModel);
			return row ? codeNotes(row) : [];
		};
		// NLLB-200 is CC BY-NC 4.0; Llama 3.1 is gated.
		expect(notes(TASKS.translation).join(" ")).toMatch(/Non-commercial licence \(CC BY-NC 4\.0\)/);
		expect(notes(TASKS.summarization).join(" ")).toMatch(/Gated model/);
		for (const task of REVIEWED) {
			const row = comparison(task).find((r) => r.id === task.recommendedModel);
			if (row?.commercialUse === "no" || row?.gated) expect(notes(task).length, task.id).toBeGreaterThan(0);
		}
	});
});

describe("the freshness guard against today's date", () => {
	const now = new Date();

	it("finds no page stale today but the listed ones, and every listed one still stale", () => {
		for (const task of REVIEWED) {
			const verdict = stalePicks(comparison(task), now);
			const where = `${task.id}: newest pick ${verdict.newest ?? "unknown"}, window since ${verdict.since}`;
			expect(verdict.stale, where).toBe(STALE_TODAY.has(task.id));
		}
	});

	it("finds a recent pick at every review but the listed pages, and none on those", () => {
		for (const task of REVIEWED) {
			const verdict = recentAtReview(comparison(task), task.reviewedOn!);
			const where = `${task.id}: newest pick ${verdict.newest ?? "unknown"}, recent since ${verdict.since}`;
			expect(verdict.stale, where).toBe(NO_RECENT_PICK_AT_REVIEW.has(task.id));
		}
	});
});
