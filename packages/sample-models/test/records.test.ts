import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseModelRecord } from "@hubkit/catalog";
import {
	EXTRA_SAMPLE_MODEL_FILES,
	getSampleModel,
	SAMPLE_MODEL_FILES,
	SAMPLE_MODELS,
	sampleModelsByLibrary,
	sampleModelsByPipeline,
	sampleModelsServedBy,
	sampleModelsWithTag,
} from "@hubkit/sample-models";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));

describe("sample catalogue records", () => {
	it("prints the corpus size", () => {
		const curated = Object.values(SAMPLE_MODEL_FILES).reduce((n, f) => n + f.length, 0);
		const extra = Object.values(EXTRA_SAMPLE_MODEL_FILES).reduce((n, f) => n + f.length, 0);
		console.log(
			`sample catalogue: ${SAMPLE_MODELS.length} records (${curated} curated, ${extra} contributed before merging by id)`,
		);
		expect(SAMPLE_MODELS.length).toBeGreaterThanOrEqual(400);
		expect(curated).toBeGreaterThanOrEqual(400);
	});

	it("every record of every data file passes parseModelRecord", () => {
		const files = { ...SAMPLE_MODEL_FILES, ...EXTRA_SAMPLE_MODEL_FILES };
		const failures: string[] = [];
		for (const [file, records] of Object.entries(files)) {
			records.forEach((record, index) => {
				const result = parseModelRecord(record);
				if (!result.ok) {
					const first = result.errors[0];
					failures.push(`${file}[${index}] ${String(record?.id)}: ${first?.path}: ${first?.message}`);
				}
			});
		}
		expect(failures[0], `first invalid record of ${failures.length}`).toBeUndefined();
	});

	it("every merged record passes parseModelRecord", () => {
		const bad = SAMPLE_MODELS.find((m) => !parseModelRecord(m).ok);
		expect(bad?.id).toBeUndefined();
	});

	it("ids are unique across the curated files", () => {
		const seen = new Set<string>();
		const duplicates: string[] = [];
		for (const [file, records] of Object.entries(SAMPLE_MODEL_FILES)) {
			for (const r of records) {
				if (seen.has(r.id)) duplicates.push(`${file}: ${r.id}`);
				seen.add(r.id);
			}
		}
		expect(duplicates[0]).toBeUndefined();
	});

	it("ids are unique in the merged catalogue", () => {
		const ids = SAMPLE_MODELS.map((m) => m.id);
		expect(new Set(ids).size).toBe(ids.length);
	});

	it("a contributed record with a curated id is merged into it, keeping curated fields it does not restate", () => {
		// google-bert/bert-base-uncased is curated with an hf-inference mapping; contributors may restate it.
		const curated = Object.values(SAMPLE_MODEL_FILES)
			.flat()
			.find((m) => m.id === "google-bert/bert-base-uncased");
		const merged = getSampleModel("google-bert/bert-base-uncased");
		expect(curated?.inferenceProviderMapping?.length).toBeGreaterThan(0);
		expect(merged?.inferenceProviderMapping).toEqual(curated?.inferenceProviderMapping);
		for (const extra of Object.values(EXTRA_SAMPLE_MODEL_FILES).flat()) {
			if (extra.id !== "google-bert/bert-base-uncased") continue;
			for (const key of Object.keys(extra)) expect(key in (merged ?? {})).toBe(true);
		}
	});

	it("curated records come first, in file order", () => {
		const firstCurated = Object.values(SAMPLE_MODEL_FILES).find((f) => f.length > 0)?.[0];
		expect(SAMPLE_MODELS[0]?.id).toBe(firstCurated?.id);
	});

	it("counts are only illustrative sample values, never top-level hub figures", () => {
		const withTopLevelCounts = SAMPLE_MODELS.find((m) => "downloads" in m || "likes" in m);
		expect(withTopLevelCounts?.id).toBeUndefined();
		const curated = Object.values(SAMPLE_MODEL_FILES).flat();
		const withoutSample = curated.find(
			(m) => typeof m.sample?.downloads !== "number" || typeof m.sample?.likes !== "number",
		);
		expect(withoutSample?.id).toBeUndefined();
	});

	it("author is the owner part of the id in curated records", () => {
		const curated = Object.values(SAMPLE_MODEL_FILES).flat();
		const wrong = curated.find((m) => m.author !== m.id.split("/")[0]);
		expect(wrong?.id).toBeUndefined();
	});

	it("the JSON files are what the builder script produces from its tables", () => {
		const script = join(here, "..", "scripts", "build-data.mjs");
		// Exits 1 and names the stale file when a table was edited without regenerating.
		expect(() => execFileSync(process.execPath, [script, "--check"], { stdio: "pipe" })).not.toThrow();
	});
});

describe("loader helpers", () => {
	it("getSampleModel finds a record by exact id", () => {
		const m = getSampleModel("meta-llama/Llama-3.1-8B-Instruct");
		expect(m?.id).toBe("meta-llama/Llama-3.1-8B-Instruct");
		expect(m?.pipeline_tag).toBe("text-generation");
		expect(m?.library_name).toBe("transformers");
	});

	it("getSampleModel returns undefined for unknown or differently cased ids", () => {
		expect(getSampleModel("no-such-owner/no-such-model")).toBeUndefined();
		expect(getSampleModel("META-LLAMA/LLAMA-3.1-8B-INSTRUCT")).toBeUndefined();
		expect(getSampleModel("")).toBeUndefined();
	});

	it("getSampleModel returns the same object as SAMPLE_MODELS holds", () => {
		for (const m of SAMPLE_MODELS.slice(0, 50)) expect(getSampleModel(m.id)).toBe(m);
	});

	it("SAMPLE_MODELS is frozen", () => {
		expect(Object.isFrozen(SAMPLE_MODELS)).toBe(true);
	});

	it("sampleModelsByPipeline, sampleModelsByLibrary and sampleModelsWithTag filter exactly", () => {
		const asr = sampleModelsByPipeline("automatic-speech-recognition");
		expect(asr.length).toBeGreaterThanOrEqual(3);
		expect(asr.every((m) => m.pipeline_tag === "automatic-speech-recognition")).toBe(true);
		expect(asr.map((m) => m.id)).toContain("openai/whisper-large-v3");

		const st = sampleModelsByLibrary("sentence-transformers");
		expect(st.every((m) => m.library_name === "sentence-transformers")).toBe(true);
		expect(st.map((m) => m.id)).toContain("sentence-transformers/all-MiniLM-L6-v2");

		const gguf = sampleModelsWithTag("gguf");
		expect(gguf.every((m) => m.tags?.includes("gguf"))).toBe(true);
		expect(gguf.map((m) => m.id)).toContain("bartowski/Llama-3.2-3B-Instruct-GGUF");

		expect(sampleModelsByPipeline("no-such-task")).toEqual([]);
	});

	it("sampleModelsServedBy lists models with a mapping for the provider", () => {
		const fal = sampleModelsServedBy("fal-ai");
		expect(fal.map((m) => m.id)).toContain("black-forest-labs/FLUX.1-dev");
		expect(fal.every((m) => m.inferenceProviderMapping?.some((e) => e.provider === "fal-ai"))).toBe(true);
		expect(sampleModelsServedBy().length).toBeGreaterThan(fal.length);
		expect(sampleModelsServedBy("no-such-provider")).toEqual([]);
	});
});

describe("curated records are shaped as the hub returns them", () => {
	const curated = Object.values(SAMPLE_MODEL_FILES).flat();
	const tags = (m: (typeof curated)[number]) => m.tags ?? [];

	it("the library and the pipeline tag also appear in the tags", () => {
		const bad = curated.find(
			(m) =>
				(m.library_name !== undefined && !tags(m).includes(m.library_name)) ||
				(m.pipeline_tag !== undefined && !tags(m).includes(m.pipeline_tag)),
		);
		expect(bad?.id).toBeUndefined();
	});

	it("every base model named in the card has its base_model tags", () => {
		const bad = curated.find((m) => {
			const base = m.cardData?.base_model;
			const ids = typeof base === "string" ? [base] : (base ?? []);
			return ids.some(
				(b) =>
					!tags(m).includes(`base_model:${b}`) ||
					!tags(m).some((t) => t.endsWith(`:${b}`) && t.split(":").length === 3),
			);
		});
		expect(bad?.id).toBeUndefined();
	});

	it("transformersInfo names an Auto class or a model class, and its task matches the record", () => {
		const bad = curated
			.filter((m) => m.transformersInfo !== undefined && m.library_name === "transformers")
			.find(
				(m) =>
					!/^[A-Z]\w+$/.test(m.transformersInfo!.auto_model) || m.transformersInfo!.pipeline_tag !== m.pipeline_tag,
			);
		expect(bad?.id).toBeUndefined();
	});

	it("provider model ids are non-empty single tokens", () => {
		const bad = curated.find((m) => (m.inferenceProviderMapping ?? []).some((e) => !/^\S+$/.test(e.providerId)));
		expect(bad?.id).toBeUndefined();
	});

	it("file names in siblings are unique per repository", () => {
		const bad = curated.find((m) => {
			const names = (m.siblings ?? []).map((s) => s.rfilename);
			return new Set(names).size !== names.length;
		});
		expect(bad?.id).toBeUndefined();
	});
});
