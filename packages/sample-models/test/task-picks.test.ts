/**
 * The catalogue side of the reviewed task pages: every example model is a sample record whose decision
 * facts (as hub-core's taskPageView reads them) are filled, widget models are records of the page's task,
 * and the freshness guard holds: at least one example model was released within the months the page
 * promises before its review date.
 */
import { PIPELINE_TYPES, TASKS, type TaskData } from "@hubkit/catalog";
import { fitsOnCommon, type ModelComparisonRow, taskPageView } from "@hubkit/hub-core";
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

	it("have a licence or a checked 'licence not stated', a release date, and a parameter count where the weights are safetensors", () => {
		for (const task of REVIEWED) {
			for (const row of comparison(task)) {
				const where = `${task.id}: ${row.id}`;
				// Either the card's licence, or the card's metadata without one: never simply unknown.
				expect(row.license !== undefined || row.licenseNotStated === true, `${where}: licence unknown`).toBe(true);
				expect(row.releaseDate, where).toMatch(/^\d{4}-\d{2}-\d{2}$/);
				expect(row.releaseDate! <= task.reviewedOn!, `${where} released after the review`).toBe(true);
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
