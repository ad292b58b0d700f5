/**
 * Level 4 in `npm test`: a stratified subset of the library snippets (one per library × task ×
 * program shape) runs unmodified against the real libraries on tiny local fixtures, offline.
 * Every failure that is not a listed lab limit (src/ml-known.ts) fails the test; a generator
 * that writes a wrong class name is caught. The full run is `npm run lab -- --levels ml`.
 */
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { beforeAll, describe, expect, it } from "vitest";
import {
	ensureMlEnv,
	formatMlReport,
	ML_LIBRARIES,
	type MlResult,
	mlSnippets,
	mlVenvReady,
	runMlSnippets,
	shapeOf,
	stratifiedSubset,
} from "../src/ml.js";
import type { LabSnippet } from "../src/types.js";

const enabled = mlVenvReady() || Boolean(process.env.CI);
if (!enabled) {
	console.warn(
		"level 4 skipped: the ML venv is absent (run `bash tools/snippet-lab/scripts/setup-ml-env.sh`); in CI it always runs",
	);
}

const subset = stratifiedSubset(mlSnippets(), SAMPLE_MODELS);
const models = new Map(SAMPLE_MODELS.map((m) => [m.id, m]));

// The mutant: the fill-mask "load model directly" program with its model class misspelt, as a
// generator with a wrong class name would write it.
const template = subset.find((s) => s.client === "transformers" && /AutoModelForMaskedLM\b/.test(s.code));
const mutant: LabSnippet | undefined = template && {
	...template,
	id: `mutant:${template.id}`,
	code: template.code.replaceAll("AutoModelForMaskedLM", "AutoModelForMaskLM"),
};

let results: MlResult[] = [];

describe.skipIf(!enabled)("level 4: library snippets run for real", () => {
	beforeAll(async () => {
		ensureMlEnv();
		results = await runMlSnippets(mutant ? [...subset, mutant] : subset, SAMPLE_MODELS);
		console.log(formatMlReport(results.filter((r) => !r.snippet.id.startsWith("mutant:"))));
	}, 900_000);

	it("cover every library × task × program shape", () => {
		const all = new Set(mlSnippets().map((s) => shapeOf(s, models)));
		const ran = new Set(results.map((r) => shapeOf(r.snippet, models)));
		expect([...all].filter((s) => !ran.has(s))).toEqual([]);
		// …including every library level 4 installs (each has snippets in the sample catalogue).
		expect(new Set(results.map((r) => r.snippet.client))).toEqual(new Set(ML_LIBRARIES));
	});

	it("pass, or fail only for a listed lab limit", () => {
		const failed = results
			.filter((r) => r.status === "failed" && !r.snippet.id.startsWith("mutant:"))
			.map((r) => `${r.snippet.id}: ${r.reason}`);
		expect(failed).toEqual([]);
		// Most of the subset really runs (a broken fixture factory would turn everything into limits).
		const passed = results.filter((r) => r.status === "passed").length;
		expect(passed).toBeGreaterThan(results.length / 2);
	});

	it("catch a generator that writes a wrong class name", () => {
		expect(mutant).toBeDefined();
		const r = results.find((x) => x.snippet.id === mutant?.id);
		expect(r?.status).toBe("failed");
		expect(r?.reason).toMatch(/ImportError|cannot import name 'AutoModelForMaskLM'/);
		// …while the same program, spelt right, passes.
		expect(results.find((x) => x.snippet.id === template?.id)?.status).toBe("passed");
	});
});
