import { isConversational, LIBRARIES, LOCAL_APPS, type ModelRecord, PIPELINE_TYPES } from "@hubkit/catalog";
import { INFERENCE_PROVIDERS, isInferenceProvider, providerSupports, providerTask } from "@hubkit/inference-snippets";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { describe, expect, it } from "vitest";
import {
	LIBRARIES_NEEDING_TWO,
	PIPELINE_MINIMUM_EXCEPTIONS,
	REQUIRED_PROVIDER_TASKS,
	SERVED_MODELS,
} from "./coverage-facts.js";

/** The first item that fails `ok`, described for the failure message; undefined when all pass. */
function firstGap<T>(items: readonly T[], ok: (item: T) => boolean, describe: (item: T) => string): string | undefined {
	const gap = items.find((item) => !ok(item));
	return gap === undefined ? undefined : describe(gap);
}

describe("coverage of pipeline tags", () => {
	const corpus = SAMPLE_MODELS;
	const count = (pred: (m: ModelRecord) => boolean) => corpus.filter(pred).length;

	it("every pipeline tag has at least three records (fewer only where listed as rare)", () => {
		const min = (tag: string) => PIPELINE_MINIMUM_EXCEPTIONS[tag] ?? 3;
		const gap = firstGap(
			PIPELINE_TYPES,
			(tag) => count((m) => m.pipeline_tag === tag) >= min(tag),
			(tag) => `${tag}: ${count((m) => m.pipeline_tag === tag)} of ${min(tag)}`,
		);
		expect(gap).toBeUndefined();
	});

	it("only real pipeline tags are used", () => {
		const known = new Set<string>([...PIPELINE_TYPES, "text2text-generation"]);
		const odd = corpus.find((m) => m.pipeline_tag !== undefined && !known.has(m.pipeline_tag));
		expect(odd?.id).toBeUndefined();
	});

	it("text-generation and image-text-to-text have conversational and non-conversational records", () => {
		const gap = firstGap(
			["text-generation", "image-text-to-text"].flatMap((tag) => [
				[tag, true],
				[tag, false],
			]) as [string, boolean][],
			([tag, chat]) => count((m) => m.pipeline_tag === tag && isConversational(m) === chat) >= 3,
			([tag, chat]) => `${tag} ${chat ? "conversational" : "not conversational"}`,
		);
		expect(gap).toBeUndefined();
	});
});

describe("coverage of libraries", () => {
	const corpus = SAMPLE_MODELS;
	const count = (pred: (m: ModelRecord) => boolean) => corpus.filter(pred).length;

	it("every library with a snippet generator has a record, two for the named ones", () => {
		const withSnippets = Object.values(LIBRARIES).filter((lib) => lib.hasSnippets);
		const min = (lib: string) => ((LIBRARIES_NEEDING_TWO as readonly string[]).includes(lib) ? 2 : 1);
		const gap = firstGap(
			withSnippets.map((lib) => lib.id),
			(lib) => count((m) => m.library_name === lib) >= min(lib),
			(lib) => `${lib}: ${count((m) => m.library_name === lib)} of ${min(lib)}`,
		);
		expect(gap).toBeUndefined();
	});

	it("every library the product names is a catalogue library with a snippet generator", () => {
		const gap = firstGap(
			LIBRARIES_NEEDING_TWO,
			(lib) => Object.hasOwn(LIBRARIES, lib) && LIBRARIES[lib as keyof typeof LIBRARIES].hasSnippets,
			(lib) => lib,
		);
		expect(gap).toBeUndefined();
	});
});

describe("coverage of inference providers", () => {
	const corpus = SAMPLE_MODELS;
	const entries = corpus.flatMap((m) => (m.inferenceProviderMapping ?? []).map((e) => ({ model: m, e })));

	// Which tasks a provider serves is the inference-snippets provider table's fact, read here.
	const serves = (provider: string, task: string) => isInferenceProvider(provider) && providerSupports(provider, task);

	it("every provider serves at least one model, on a task they support", () => {
		const gap = firstGap(
			INFERENCE_PROVIDERS,
			(p) => entries.some(({ e }) => e.provider === p && serves(p, e.task)),
			(p) => p,
		);
		expect(gap).toBeUndefined();
	});

	it("every mapping names a known provider and a task that provider supports", () => {
		const gap = firstGap(
			entries,
			({ e }) => serves(e.provider, e.task),
			({ model, e }) => `${model.id}: ${e.provider} ${e.task}`,
		);
		expect(gap).toBeUndefined();
	});

	it("every provider task the brief asks examples of is one the provider serves", () => {
		const pairs = Object.entries(REQUIRED_PROVIDER_TASKS).flatMap(([p, tasks]) => tasks.map((t) => [p, t] as const));
		const gap = firstGap(
			pairs,
			([p, t]) => serves(p, t),
			([p, t]) => `${p} ${t}`,
		);
		expect(gap).toBeUndefined();
	});

	// The generator's own rule (the catalog's isChat): the task a snippet asks the provider for.
	it("the task of a mapping is conversational for chat models, else the pipeline tag", () => {
		const expected = (m: ModelRecord) => providerTask(m);
		const gap = firstGap(
			entries,
			({ model, e }) => e.task === expected(model),
			({ model, e }) => `${model.id}: ${e.provider} maps ${e.task}, expected ${expected(model)}`,
		);
		expect(gap).toBeUndefined();
	});

	it("fal-ai, replicate and hf-inference have examples of each task the brief names", () => {
		const pairs = Object.entries(REQUIRED_PROVIDER_TASKS).flatMap(([p, tasks]) => tasks.map((t) => [p, t] as const));
		const gap = firstGap(
			pairs,
			([p, t]) => entries.some(({ e }) => e.provider === p && e.task === t),
			([p, t]) => `${p} ${t}`,
		);
		expect(gap).toBeUndefined();
	});

	it("the models the brief names are served", () => {
		const gap = firstGap(
			SERVED_MODELS,
			(id) => (corpus.find((m) => m.id === id)?.inferenceProviderMapping?.length ?? 0) > 0,
			(id) => id,
		);
		expect(gap).toBeUndefined();
	});

	it("statuses are live, with a few staging entries", () => {
		const statuses = new Set(entries.map(({ e }) => e.status));
		expect([...statuses].sort()).toEqual(["live", "staging"]);
		const staging = entries.filter(({ e }) => e.status === "staging").length;
		expect(staging).toBeGreaterThanOrEqual(3);
		expect(staging).toBeLessThan(entries.length / 4);
	});

	it("a fal-ai LoRA mapping names the adapter and its weights file, which the repository holds", () => {
		const lora = entries.filter(({ e }) => e.provider === "fal-ai" && e.adapter === "lora");
		expect(lora.length).toBeGreaterThanOrEqual(1);
		for (const { model, e } of lora) {
			expect(e.adapterWeightsPath).toMatch(/\.safetensors$/);
			expect((model.siblings ?? []).map((s) => s.rfilename)).toContain(e.adapterWeightsPath);
		}
	});

	it("no model maps the same provider and task twice", () => {
		const dup = corpus.find((m) => {
			const keys = (m.inferenceProviderMapping ?? []).map((e) => `${e.provider} ${e.task}`);
			return new Set(keys).size !== keys.length;
		});
		expect(dup?.id).toBeUndefined();
	});
});

describe("coverage of local apps", () => {
	const corpus = SAMPLE_MODELS;
	it("every local app shows on at least one record and hides on at least one", () => {
		const shows = (app: (typeof LOCAL_APPS)[string], m: ModelRecord) => app.displayOnModelPage(m) === true;
		const gap = firstGap(
			Object.entries(LOCAL_APPS),
			([, app]) => corpus.some((m) => shows(app, m)) && corpus.some((m) => !shows(app, m)),
			([id, app]) => `${id}: shows on ${corpus.filter((m) => shows(app, m)).length} of ${corpus.length}`,
		);
		expect(gap).toBeUndefined();
	});
});
