import {
	DEVICES,
	type EstimateOptions,
	type FitLevel,
	hostWithRam,
	MAX_CONTEXT,
	type ModelRecord,
	modelArchitecture,
	modelFits,
	modelFitter,
} from "@hubkit/catalog";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { describe, expect, it } from "vitest";
import { fitsQuestion } from "../src/fit.js";

const records = SAMPLE_MODELS as ModelRecord[];
const CONTEXTS = [1, 511, 512, 513, 4096, 8192, 32768, 131072, MAX_CONTEXT];
const RAMS = [undefined, 8, 32, 128];

/** The contexts to ask of a record: the fixed ones, and either side of its own longest. */
function contextsOf(model: ModelRecord): number[] {
	const own = modelArchitecture(model).contextLength;
	return own ? [...CONTEXTS, own - 1, own, own + 1].filter((c) => c >= 1 && c <= MAX_CONTEXT) : CONTEXTS;
}

describe("fitsQuestion: fits= answered from facts read once", () => {
	it("says what modelFits says for every sample record, device, context and RAM", () => {
		const disagreements: string[] = [];
		let asked = 0;
		for (const model of records) {
			// One fitter per record, asked everything in turn, as a store keeps it.
			const fitter = modelFitter(model);
			for (const context of contextsOf(model)) {
				for (const ram of RAMS) {
					for (const device of DEVICES) {
						const fast = fitsQuestion(device.id, context, ram);
						if (!fast.ok) throw new Error(fast.error);
						const options: EstimateOptions & { level?: FitLevel } =
							ram === undefined ? { context } : { context, level: "offload", host: hostWithRam(ram) };
						asked++;
						if (fast.value(fitter) !== modelFits(model, device, options)) {
							disagreements.push(`${model.id} on ${device.id} at ${context} tokens, ram ${ram ?? "none"}`);
						}
					}
				}
			}
		}
		expect(asked).toBeGreaterThan(0);
		expect(disagreements.slice(0, 10)).toEqual([]);
	});

	it("says what modelFits says with a quantized KV cache", () => {
		const disagreements: string[] = [];
		for (const model of records) {
			const fitter = modelFitter(model);
			for (const cacheType of ["q8_0", "q4_0"] as const) {
				for (const context of [4096, 131072]) {
					for (const level of ["whole", "offload"] as const) {
						for (const device of DEVICES) {
							const options = { context, cacheType, level };
							const fast = fitter?.(device, options) ?? false;
							if (fast !== modelFits(model, device, options)) {
								disagreements.push(`${model.id} on ${device.id} at ${context} (${cacheType}, ${level})`);
							}
						}
					}
				}
			}
		}
		expect(disagreements.slice(0, 10)).toEqual([]);
	});

	it("refuses an unknown device or a bad context in fitsFilter's words", () => {
		expect(fitsQuestion("no-such-gpu", 4096)).toMatchObject({ ok: false, field: "device" });
		expect(fitsQuestion("rtx-4090", 0)).toMatchObject({ ok: false, field: "context" });
		expect(fitsQuestion("rtx-4090", 1.5)).toMatchObject({ ok: false, field: "context" });
	});
});
