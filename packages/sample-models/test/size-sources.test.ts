import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { describe, expect, it } from "vitest";
import { sampleFitOptions, sizeOrigins, unsizedBreakdown } from "./size-coverage.js";

const here = dirname(fileURLToPath(import.meta.url));
const BUILD = join(here, "..", "scripts", "build-data.mjs");
const LIB = pathToFileURL(join(here, "..", "scripts", "lib.mjs")).href;

interface SizeSource {
	url?: unknown;
	checked?: unknown;
	note?: unknown;
}

const sizeSource = (m: (typeof SAMPLE_MODELS)[number]): SizeSource | undefined =>
	(m.sample as { sizeSource?: SizeSource } | undefined)?.sizeSource;

/** Runs the builder on one table file written from `body` (which may use the lib's builders); returns stderr and status. */
function buildTable(body: string): { status: number | null; stderr: string } {
	const dir = mkdtempSync(join(tmpdir(), "hubkit-tables-"));
	try {
		writeFileSync(
			join(dir, "t.mjs"),
			`import { tf, withFacts } from ${JSON.stringify(LIB)};\nexport default [${body}];\n`,
		);
		const run = spawnSync(process.execPath, [BUILD, "--check", "--tables", dir], { encoding: "utf8" });
		return { status: run.status, stderr: run.stderr };
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

describe("where the sample records' sizes come from", () => {
	it("every size taken from a published figure names an https source and the day it was read", () => {
		const sourced = SAMPLE_MODELS.filter((m) => sizeSource(m) !== undefined);
		expect(sourced.length).toBeGreaterThan(0);
		const bad = sourced.find((m) => {
			const s = sizeSource(m)!;
			const validNote = s.note === undefined || (typeof s.note === "string" && s.note !== "");
			return (
				typeof s.url !== "string" ||
				!s.url.startsWith("https://") ||
				typeof s.checked !== "string" ||
				!/^\d{4}-\d{2}-\d{2}$/.test(s.checked) ||
				!validNote
			);
		});
		expect(bad?.id).toBeUndefined();
	});

	it("every sourced figure reaches the hardware estimate as a weight option", () => {
		const unsized = SAMPLE_MODELS.find((m) => sizeSource(m) !== undefined && sampleFitOptions(m).length === 0);
		expect(unsized?.id).toBeUndefined();
	});

	it("a licence read from its file needs its link and day, and only for a card that names none", () => {
		const unsourced = buildTable(
			`withFacts(tf("o/m", "fill-mask", "BertForMaskedLM", "bert", { license: "other" }), { decision: { licenseText: { id: "superpoint-license", url: "LICENSE" } } })`,
		);
		expect(unsourced.status).toBe(1);
		expect(unsourced.stderr).toContain("o/m: decision.licenseText needs");
		const named = buildTable(
			`withFacts(tf("o/m", "fill-mask", "BertForMaskedLM", "bert", { license: "other" }), { decision: { licenseName: "nvclv1", licenseText: { id: "superpoint-license", url: "https://example.com/LICENSE", checked: "2026-11-28" } } })`,
		);
		expect(named.status).toBe(1);
		expect(named.stderr).toContain("o/m: decision.licenseText is only for");
	});

	it("a published parameter count without a source is refused", () => {
		const run = buildTable(
			`withFacts(tf("o/m", "fill-mask", "BertForMaskedLM", "bert"), { hardware: { params: 110000000, dtype: "F32" } })`,
		);
		expect(run.status).toBe(1);
		expect(run.stderr).toContain("o/m: hardware.params needs a source");
	});

	it("a base's published count is refused on a record that is no adapter, or without a source", () => {
		const source = `source: { url: "https://arxiv.org/abs/1907.11692", checked: "2026-11-28" }`;
		const notAdapter = buildTable(
			`withFacts(tf("o/m", "fill-mask", "BertForMaskedLM", "bert"), { hardware: { base: { params: 355000000, dtype: "F32", format: "pytorch" }, ${source} } })`,
		);
		expect(notAdapter.status).toBe(1);
		expect(notAdapter.stderr).toContain("o/m: hardware.base is for an adapter");
		const adapter = `tf("o/m", "fill-mask", "BertForMaskedLM", "bert", { tags: ["base_model:adapter:FacebookAI/roberta-large"] })`;
		const unsourced = buildTable(
			`withFacts(${adapter}, { hardware: { base: { params: 355000000, dtype: "F32", format: "pytorch" } } })`,
		);
		expect(unsourced.status).toBe(1);
		expect(unsourced.stderr).toContain("o/m: hardware.base needs a source");
		const badFormat = buildTable(
			`withFacts(${adapter}, { hardware: { base: { params: 355000000, dtype: "F32", format: "zip" }, ${source} } })`,
		);
		expect(badFormat.status).toBe(1);
		expect(badFormat.stderr).toContain("o/m: hardware.base.format must be");
	});

	it("a source without an https URL or a day is refused", () => {
		const run = buildTable(
			`withFacts(tf("o/m", "fill-mask", "BertForMaskedLM", "bert"), { hardware: { params: 110000000, source: { url: "paper" } } })`,
		);
		expect(run.status).toBe(1);
		expect(run.stderr).toContain("o/m: hardware.source needs");
	});

	it("a parameter count on a repository without safetensors weights is refused unless it states their format", () => {
		const run = buildTable(
			`withFacts(tf("o/m", "fill-mask", "BertForMaskedLM", "bert", { formats: ["pytorch"] }), { hardware: { params: 110000000, source: { url: "https://arxiv.org/abs/1810.04805", checked: "2026-11-27" } } })`,
		);
		expect(run.status).toBe(1);
		expect(run.stderr).toContain("o/m: hardware.params needs a record with safetensors weights, or hardware.format");
		const noDtype = buildTable(
			`withFacts(tf("o/m", "fill-mask", "BertForMaskedLM", "bert", { formats: ["pytorch"] }), { hardware: { params: 110000000, format: "pytorch", source: { url: "https://arxiv.org/abs/1810.04805", checked: "2026-11-27" } } })`,
		);
		expect(noDtype.status).toBe(1);
		expect(noDtype.stderr).toContain("o/m: hardware.params with a format needs dtype");
	});

	it("a sourced count on a PyTorch-only record is labelled as its PyTorch weights, never safetensors", () => {
		const pytorchOnly = SAMPLE_MODELS.filter(
			(m) => m.sample?.parameters?.format === "pytorch" && !(m.tags ?? []).includes("safetensors"),
		);
		expect(pytorchOnly.length).toBeGreaterThan(0);
		for (const m of pytorchOnly) {
			const options = sampleFitOptions(m);
			expect(
				options.map((o) => o.format),
				m.id,
			).toEqual(["pytorch"]);
			const stated = m.sample?.parameters;
			expect(options[0]?.quant, m.id).toBe(stated?.dtypeAssumed ? `${stated.dtype} (assumed)` : stated?.dtype);
			expect(options[0]?.estimated, m.id).toBe(true);
			expect(m.safetensors, m.id).toBeUndefined();
		}
	});
});

describe("a published parameter count written as the hub's summary (a task page's decision count)", () => {
	it("is marked as published, with the width config.json states, else BF16 marked assumed", async () => {
		const { tf, withFacts } = (await import(LIB)) as {
			tf: (...args: unknown[]) => Record<string, unknown>;
			withFacts: (r: unknown, f: unknown) => { safetensors?: unknown; sample?: { publishedSummary?: unknown } };
		};
		const decision = { decision: { created: "2024-01-01", params: 110_000_000 } };
		const bare = withFacts(tf("o/m", "fill-mask", "BertForMaskedLM", "bert"), decision);
		expect(bare.safetensors).toEqual({ parameters: { BF16: 110_000_000 }, total: 110_000_000 });
		expect(bare.sample?.publishedSummary).toEqual({ dtypeAssumed: true });
		const f32 = withFacts(
			tf("o/m", "fill-mask", "BertForMaskedLM", "bert", { config: { torch_dtype: "float32" } }),
			decision,
		);
		expect(f32.safetensors).toEqual({ parameters: { F32: 110_000_000 }, total: 110_000_000 });
		expect(f32.sample?.publishedSummary).toEqual({});
	});

	it("sizes by estimate, and names its width '(assumed)' unless the decision or the config states it", () => {
		const published = SAMPLE_MODELS.filter(
			(m) =>
				m.sample?.publishedSummary !== undefined &&
				!(m.siblings ?? []).some((s) => /\.safetensors$/i.test(s.rfilename)) &&
				m.config?.quantization_config === undefined,
		);
		expect(published.some((m) => m.sample?.publishedSummary?.dtypeAssumed)).toBe(true);
		expect(published.some((m) => !m.sample?.publishedSummary?.dtypeAssumed)).toBe(true);
		for (const m of published) {
			// The record's own weights: not an adapter's base or a conversion's source.
			const option = sampleFitOptions(m).find((o) => o.format === "safetensors" && !o.base && !o.derivedFrom);
			if (!option) continue;
			expect(option.estimated, m.id).toBe(true);
			expect(option.quant.endsWith(" (assumed)"), m.id).toBe(m.sample?.publishedSummary?.dtypeAssumed === true);
		}
	});
});

/**
 * The share of sample records the fit sizes, a floor that only rises: issue 27's goal is 0.95, which
 * needs sourced sizes for the records that list no weight files (the breakdown in the failure says
 * which). Raise it with each table that gains sizes.
 */
const SIZED_SHARE_FLOOR = 0.84;

describe("how many sample records the hardware fit sizes", () => {
	it(`sizes at least ${Math.round(SIZED_SHARE_FLOOR * 100)} % of the records; the failure lists the rest by library and reason`, () => {
		const sized = SAMPLE_MODELS.filter((m) => sampleFitOptions(m).length > 0).length;
		expect(sized / SAMPLE_MODELS.length, unsizedBreakdown(SAMPLE_MODELS)).toBeGreaterThanOrEqual(SIZED_SHARE_FLOOR);
	});

	it("every sized record's size has an origin: file sizes, the hub's counts, a sourced figure or the record's own numbers", () => {
		const without = SAMPLE_MODELS.filter((m) => sampleFitOptions(m).length > 0 && sizeOrigins(m).length === 0);
		expect(without.map((m) => m.id)).toEqual([]);
	});
});
