import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseModelRecord } from "@hubkit/catalog";
import {
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
const BUILD = join(here, "..", "scripts", "build-data.mjs");

describe("sample catalogue records", () => {
	it("prints the corpus size", () => {
		console.log(
			`sample catalogue: ${SAMPLE_MODELS.length} records in ${Object.keys(SAMPLE_MODEL_FILES).length} tables`,
		);
		expect(SAMPLE_MODELS.length).toBeGreaterThanOrEqual(400);
	});

	it("every record passes parseModelRecord", () => {
		const failures: string[] = [];
		for (const [file, records] of Object.entries(SAMPLE_MODEL_FILES)) {
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

	it("ids are unique across the tables", () => {
		const ids = SAMPLE_MODELS.map((m) => m.id);
		expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
	});

	it("records come in table order", () => {
		expect(SAMPLE_MODELS).toEqual(Object.values(SAMPLE_MODEL_FILES).flat());
	});

	it("counts are only illustrative sample values, never top-level hub figures", () => {
		const withTopLevelCounts = SAMPLE_MODELS.find((m) => "downloads" in m || "likes" in m);
		expect(withTopLevelCounts?.id).toBeUndefined();
		const withoutSample = SAMPLE_MODELS.find(
			(m) => typeof m.sample?.downloads !== "number" || typeof m.sample?.likes !== "number",
		);
		expect(withoutSample?.id).toBeUndefined();
	});

	it("author is the owner part of the id", () => {
		const wrong = SAMPLE_MODELS.find((m) => m.author !== m.id.split("/")[0]);
		expect(wrong?.id).toBeUndefined();
	});

	it("the JSON file is what the builder script produces from its tables", () => {
		// Exits 1 and says so when a table was edited without regenerating.
		expect(() => execFileSync(process.execPath, [BUILD, "--check"], { stdio: "pipe" })).not.toThrow();
	});

	it("the builder rejects an id that two tables hold, naming both", () => {
		const dir = mkdtempSync(join(tmpdir(), "hubkit-tables-"));
		try {
			const table = (id: string) => `export default [{ id: ${JSON.stringify(id)} }];\n`;
			writeFileSync(join(dir, "a.mjs"), table("owner/model"));
			writeFileSync(join(dir, "b.mjs"), table("owner/other"));
			writeFileSync(join(dir, "c.mjs"), table("owner/model"));
			const run = spawnSync(process.execPath, [BUILD, "--check", "--tables", dir], { encoding: "utf8" });
			expect(run.status).toBe(1);
			expect(run.stderr).toContain("duplicate id owner/model: tables/a.mjs[0] and tables/c.mjs[0]");
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
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

describe("records are shaped as the hub returns them", () => {
	const curated = SAMPLE_MODELS;
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
