import type { ModelRecord } from "@hubkit/catalog";
import { DEVICES, modelFits } from "@hubkit/catalog/hardware";
import { getSampleModel, SAMPLE_MODELS } from "@hubkit/sample-models";
import { describe, expect, it } from "vitest";
import {
	checkFitParams,
	DEFAULT_FIT_CONTEXT,
	fitsFilter,
	fitsOnCommon,
	fitsOnDevices,
	fitView,
	hardwareList,
	memoryOnlyNote,
	SIZE_UNKNOWN_NOTE,
	sizeUnknownNote,
	weightFormatLabel,
	weightsSource,
} from "../src/fit.js";
import { taskPageView } from "../src/task-page.js";

const CONTEXT_ERROR =
	"context must be a whole number of tokens from 1 to 10485760, in digits or with k or M (8k = 8192, 1M = 1048576)";
const llama8bGguf = getSampleModel("bartowski/Meta-Llama-3.1-8B-Instruct-GGUF")!;
/** A text-generation record with no weight files, sizes or parameter count: nothing to estimate. */
const unsized: ModelRecord = {
	id: "someone/unsized-lm",
	pipeline_tag: "text-generation",
	library_name: "transformers",
	tags: ["transformers", "pytorch"],
};

describe("hardwareList", () => {
	it("lists each device with exactly the API's fields", () => {
		const list = hardwareList();
		expect(list.find((d) => d.id === "rtx-4090")).toEqual({
			id: "rtx-4090",
			label: "NVIDIA GeForce RTX 4090 24 GB",
			kind: "gpu",
			memoryBytes: 24 * 2 ** 30,
			usableMemoryBytes: 24 * 2 ** 30,
			bandwidthGBps: 1008,
		});
		expect(new Set(list.map((d) => d.kind))).toEqual(new Set(["gpu", "apple", "cpu"]));
		// The memory the fit reads: a Mac's GPU working set, a CPU machine's RAM after the system.
		expect(list.find((d) => d.id === "m4-max-128gb")).toMatchObject({
			memoryBytes: 128 * 2 ** 30,
			usableMemoryBytes: 96 * 2 ** 30,
		});
		expect(list.find((d) => d.id === "cpu-16gb-ddr4")).toMatchObject({
			memoryBytes: 16 * 2 ** 30,
			usableMemoryBytes: 14 * 2 ** 30,
		});
	});
});

describe("fitView", () => {
	it("answers with the model's numbers, every option and the recommended quantization", () => {
		const r = fitView(llama8bGguf, "rtx-4060", "8192");
		if (!r.ok) throw new Error(r.error);
		expect(r.value.device).toBe("rtx-4060");
		expect(r.value.context).toBe(8192);
		expect(r.value.model).toEqual({
			parameters: 8030261312,
			layers: 32,
			kvHeads: 8,
			headDim: 128,
			contextLength: 131072,
		});
		const q4 = r.value.options.find((o) => o.quant === "Q4_K_M")!;
		expect(Object.keys(q4).sort()).toEqual(
			[
				"estimated",
				"files",
				"fits",
				"format",
				"runtime",
				"kvCacheBytes",
				"maxContext",
				"overheadBytes",
				"quant",
				"tokensPerSecond",
				"totalBytes",
				"weightsBytes",
			].sort(),
		);
		expect(q4).toMatchObject({ format: "gguf", files: ["Meta-Llama-3.1-8B-Instruct-Q4_K_M.gguf"], fits: "gpu" });
		expect(r.value.options.find((o) => o.quant === "F16")?.fits).toBe("partial");
		expect(r.value.recommended).toBe("Q6_K");
	});

	it("gives MoE models their active parameters and omits the recommendation when nothing runs", () => {
		const r = fitView(getSampleModel("Qwen/Qwen3-235B-A22B-Instruct-2507")!, "t4", 4096);
		if (!r.ok) throw new Error(r.error);
		expect(r.value.model.activeParameters).toBeLessThan(r.value.model.parameters!);
		expect(r.value.options.every((o) => o.fits === "no" && o.maxContext === 0)).toBe(true);
		expect(r.value).not.toHaveProperty("recommended");
	});

	it("uses the default context and reports unknown numbers as null", () => {
		const lm = fitView({ id: "someone/empty-lm", pipeline_tag: "text-generation" }, "rtx-4090");
		expect(lm).toEqual({
			ok: true,
			value: {
				device: "rtx-4090",
				units: "tokens",
				context: DEFAULT_FIT_CONTEXT,
				model: { parameters: null, layers: null, kvHeads: null, headDim: null, contextLength: null },
				options: [],
			},
		});
		const r = fitView({ id: "someone/empty" }, "rtx-4090");
		expect(r).toEqual({
			ok: true,
			value: {
				device: "rtx-4090",
				units: "memory",
				model: { parameters: null, layers: null, kvHeads: null, headDim: null },
				options: [],
			},
		});
	});

	it("refuses an unknown device and a negative, fractional, absurd or non-numeric context, naming the field", () => {
		expect(fitView(llama8bGguf, "rtx-9999", 4096)).toMatchObject({ ok: false, field: "device" });
		const bad = fitView(llama8bGguf, "rtx-9999", 4096);
		if (!bad.ok) {
			expect(bad.error).toBe("unknown device: rtx-9999 (run hubkit devices / GET /api/hardware for the list)");
		}
		// Text is plain decimal digits, as the API and the CLI read every integer: no spaces, no leading zeros.
		for (const context of [-1, 0, 1.5, 20_000_000, "-5", "12abc", "", "1e6", Number.NaN, " 4096", "4096 ", "04096"]) {
			const r = fitView(llama8bGguf, "rtx-4090", context);
			expect(r, String(context)).toEqual({
				ok: false,
				field: "context",
				error: CONTEXT_ERROR,
			});
		}
		expect(checkFitParams({ context: "x" }, { context: "--context" })).toMatchObject({
			error: `--${CONTEXT_ERROR}`,
		});
	});
});

describe("fitsFilter", () => {
	it("keeps the models that run on the device at the context, and only those", () => {
		const r = fitsFilter([...SAMPLE_MODELS, unsized], "rtx-4060", 8192);
		if (!r.ok) throw new Error(r.error);
		const ids = r.value.map((m) => m.id);
		expect(ids).toContain("bartowski/Meta-Llama-3.1-8B-Instruct-GGUF");
		expect(ids).toContain("TheBloke/TinyLlama-1.1B-Chat-v1.0-GGUF");
		expect(ids).not.toContain("Qwen/Qwen3-235B-A22B-Instruct-2507");
		expect(ids).not.toContain(unsized.id); // no sizes or architecture: no claim
		const cpu = fitsFilter(SAMPLE_MODELS, "cpu-8gb-ddr4", 2048);
		if (!cpu.ok) throw new Error(cpu.error);
		expect(cpu.value.map((m) => m.id)).toContain("TheBloke/TinyLlama-1.1B-Chat-v1.0-GGUF");
		expect(cpu.value.map((m) => m.id)).not.toContain("unsloth/Llama-3.3-70B-Instruct-GGUF");
	});

	it("refuses a bad device or context", () => {
		expect(fitsFilter(SAMPLE_MODELS, "nope", 8192)).toMatchObject({ ok: false, field: "device" });
		expect(fitsFilter(SAMPLE_MODELS, "rtx-4090", -1)).toMatchObject({ ok: false, field: "context" });
	});
});

describe("fitsOnDevices (the 'runs on' facet)", () => {
	const bruteForce = (m: ModelRecord) =>
		DEVICES.filter((d) => modelFits(m, d, { context: DEFAULT_FIT_CONTEXT })).map((d) => d.id);

	it("names exactly the devices modelFits names at the default context, for every sample record", () => {
		let some = 0;
		for (const m of SAMPLE_MODELS) {
			const devices = fitsOnDevices(m);
			expect(devices, m.id).toEqual(bruteForce(m));
			if (devices.length > 0 && devices.length < DEVICES.length) some++;
		}
		// The sample records include models that run on some devices and not on others.
		expect(some).toBeGreaterThan(10);
	});

	it("names the same devices for models of every size, whole on the GPU, offloaded or in RAM", () => {
		const base = getSampleModel("bartowski/Meta-Llama-3.1-8B-Instruct-GGUF")!;
		for (const scale of [0.05, 0.5, 1, 2, 4, 8, 16, 40, 80]) {
			const model: ModelRecord = {
				...base,
				id: `scaled/${scale}`,
				siblings: (base.siblings ?? []).map((s) => (s.size ? { ...s, size: Math.round(s.size * scale) } : s)),
			};
			expect(fitsOnDevices(model), String(scale)).toEqual(bruteForce(model));
		}
	});

	it("names nothing for a record without weights", () => {
		expect(fitsOnDevices(unsized)).toEqual([]);
	});
});

describe("fitsOnCommon (the task pages' fits-on fact)", () => {
	const on = (id: string) => fitsOnCommon(getSampleModel(id)!);
	it("names the smallest common machine the recommended option runs on whole at 8K", () => {
		expect(on("TheBloke/TinyLlama-1.1B-Chat-v1.0-GGUF")).toBe("8 GB laptop (CPU)");
		// 7.6 B parameters in BF16 (15 GB) do not fit an 8 GB laptop, but a 24 GB card.
		expect(on("Qwen/Qwen2.5-7B-Instruct")).toBe("RTX 4090 24 GB");
		// 70 B at 4 bits (~40 GB) needs the 64 GB Mac.
		expect(on("unsloth/Llama-3.3-70B-Instruct-GGUF")).toBe("Mac, 64 GB");
		// 671 B parameters fit none of them; a record without weights says nothing.
		expect(on("deepseek-ai/DeepSeek-R1")).toBeUndefined();
		expect(fitsOnCommon(unsized)).toBeUndefined();
	});

	it("fills taskPageView's comparison through its hook", () => {
		const tiny = getSampleModel("TheBloke/TinyLlama-1.1B-Chat-v1.0-GGUF")!;
		const task = { models: [{ id: tiny.id, description: "" }], metrics: [] } as unknown as Parameters<
			typeof taskPageView
		>[0];
		const view = taskPageView(task, [tiny], { fitsOn: fitsOnCommon });
		expect(view.comparison[0]?.fitsOn).toBe("8 GB laptop (CPU)");
	});
});

describe("fitView units (tokens or memory only)", () => {
	const TOKEN_FIELDS = ["maxContext", "tokensPerSecond", "slow"] as const;
	const GENERATING = new Set([
		"text-generation",
		"text2text-generation",
		"image-text-to-text",
		"audio-text-to-text",
		"video-text-to-text",
		"any-to-any",
		"summarization",
		"translation",
	]);

	it("gives context and tokens per second to text-generating models only, over every sample record", () => {
		let memoryOnly = 0;
		let tokens = 0;
		for (const model of SAMPLE_MODELS) {
			// Every device kind, and an 8 GB card where big models run slowly with offload.
			for (const device of ["rtx-4090", "rtx-4060", "m4-max-128gb", "cpu-32gb-ddr5"]) {
				const r = fitView(model, device, 8192);
				if (!r.ok) throw new Error(r.error);
				if (r.value.options.length === 0) continue;
				// Written out here, not read from the rule under test: the tasks that decode tokens from a prompt.
				const generates = GENERATING.has(model.pipeline_tag ?? "");
				if (model.pipeline_tag) expect(r.value.units, model.id).toBe(generates ? "tokens" : "memory");
				if (r.value.units === "memory") {
					memoryOnly++;
					expect(generates, model.id).toBe(false);
					expect(r.value, model.id).not.toHaveProperty("context");
					expect(r.value.model, model.id).not.toHaveProperty("contextLength");
					for (const o of r.value.options) {
						for (const field of TOKEN_FIELDS) expect(o, `${model.id} ${o.quant}`).not.toHaveProperty(field);
						expect(o.estimated, model.id).not.toContain("kvCache");
					}
				} else {
					tokens++;
					expect(r.value.context, model.id).toBe(8192);
					// The longest context only where the KV cache is computed from the model's numbers.
					for (const o of r.value.options)
						expect(typeof o.maxContext, model.id).toBe(o.estimated.includes("kvCache") ? "undefined" : "number");
				}
			}
		}
		expect(memoryOnly).toBeGreaterThan(0);
		expect(tokens).toBeGreaterThan(0);
	});

	it("answers FLUX.1-dev and BERT in memory figures, with no 10M context or tok/s", () => {
		for (const id of ["black-forest-labs/FLUX.1-dev", "google-bert/bert-base-uncased"]) {
			const r = fitView(getSampleModel(id)!, "rtx-4090", 8192);
			if (!r.ok) throw new Error(r.error);
			expect(r.value.units, id).toBe("memory");
			const json = JSON.stringify(r.value);
			expect(json, id).not.toMatch(/maxContext|tokensPerSecond|"context"|contextLength/);
			expect(r.value.options[0]?.totalBytes, id).toBeGreaterThan(0);
		}
	});

	it("labels a checkpoint by the record's own library", () => {
		const flux = getSampleModel("black-forest-labs/FLUX.1-dev")!;
		const r = fitView(flux, "rtx-4090");
		if (!r.ok) throw new Error(r.error);
		expect(weightFormatLabel(r.value.options[0]!, flux)).toBe("safetensors (diffusers)");
		expect(
			weightFormatLabel({ format: "safetensors", runtime: "transformers" }, { library_name: "sentence-transformers" }),
		).toBe("safetensors (sentence-transformers)");
		expect(weightFormatLabel({ format: "safetensors", runtime: "mlx" }, {})).toBe("safetensors (mlx)");
		expect(weightFormatLabel({ format: "gguf", runtime: "llama.cpp" }, { library_name: "transformers" })).toBe("gguf");
	});

	it("says what a memory-only figure means, in the task's unit", () => {
		expect(memoryOnlyNote({ pipeline_tag: "text-to-image" })).toBe(
			"Memory to load the weights; per-image time not estimated.",
		);
		expect(memoryOnlyNote({ pipeline_tag: "automatic-speech-recognition" })).toMatch(/second of audio/);
		expect(memoryOnlyNote({ pipeline_tag: "text-to-video" })).toMatch(/per-video/);
		expect(memoryOnlyNote({ pipeline_tag: "fill-mask" })).toMatch(/^Memory to load the weights; /);
	});
});

describe("a conversion's row, as the table and the How text say it", () => {
	const onnx = getSampleModel("Xenova/bert-base-uncased")!;
	const base = getSampleModel("google-bert/bert-base-uncased")!;
	const mlx = getSampleModel("mlx-community/Qwen2.5-7B-Instruct-4bit")!;
	const qwen = getSampleModel("Qwen/Qwen2.5-7B-Instruct")!;

	it("an ONNX export is labelled by its own format and library, sized on its base's parameter count", () => {
		const view = fitView(onnx, "rtx-4060", undefined, undefined, base);
		expect(view.ok).toBe(true);
		const option = view.ok ? view.value.options[0] : undefined;
		expect(option && weightFormatLabel(option, onnx)).toBe("onnx (transformers.js)");
		expect(option && weightsSource(option, true)).toBe(
			"estimated as the parameter count of google-bert/bert-base-uncased (this is its onnx conversion) × bits per weight",
		);
		// Without its base the export has nothing to size.
		const alone = fitView(onnx, "rtx-4060");
		expect(alone.ok && alone.value.options).toEqual([]);
	});

	it("an MLX conversion says mlx, never safetensors (transformers)", () => {
		const view = fitView(mlx, "m3-24gb", undefined, undefined, qwen);
		const option = view.ok ? view.value.options[0] : undefined;
		expect(option?.quant).toBe("MLX 4-bit");
		expect(option && weightFormatLabel(option, mlx)).toBe("safetensors (mlx)");
		expect(option && weightsSource(option, true)).toContain("(this is its mlx conversion)");
	});
});

describe("the longest context, only where the KV cache is known", () => {
	it("a language model without layer or head numbers has no max context: not the 10M cap", () => {
		const bare: ModelRecord = {
			id: "o/lm-no-config",
			pipeline_tag: "text-generation",
			library_name: "transformers",
			siblings: [{ rfilename: "model.safetensors", size: 700_000_000 }],
		};
		const view = fitView(bare, "rtx-4090", 8192);
		const row = view.ok ? view.value.options[0] : undefined;
		expect(row).toBeDefined();
		expect(row).not.toHaveProperty("maxContext");
		expect(row?.estimated).toContain("kvCache");
	});

	it("a model with its config keeps the figure", () => {
		const view = fitView(llama8bGguf, "rtx-4090", 8192);
		expect(view.ok && view.value.options.every((o) => typeof o.maxContext === "number" && o.maxContext > 0)).toBe(true);
	});
});

describe("where a record's size was read", () => {
	const counted: ModelRecord = {
		id: "o/counted",
		library_name: "nemo",
		pipeline_tag: "automatic-speech-recognition",
		siblings: [{ rfilename: "m.nemo" }],
		sample: {
			parameters: { total: 100_000_000, dtype: "F32", format: "nemo" },
			sizeSource: { url: "https://example.org/card", checked: "2026-11-28", note: "100M parameters" },
		},
	};

	it("the fit answer carries the page, the day and what it says", () => {
		const view = fitView(counted, "rtx-4090");
		expect(view.ok && view.value.sizeSource).toEqual({
			url: "https://example.org/card",
			checked: "2026-11-28",
			note: "100M parameters",
		});
	});

	it("a source that is no https page with a day is not shown as one", () => {
		for (const sizeSource of [
			{ url: "javascript:alert(1)", checked: "2026-11-28" },
			{ url: "https://example.org", checked: "yesterday" },
		]) {
			const view = fitView({ ...counted, sample: { ...counted.sample, sizeSource } }, "rtx-4090");
			expect(view.ok && view.value.sizeSource).toBeUndefined();
		}
	});

	it("an adapter sized on its base's stated count says the base is not in the catalogue", () => {
		const lora: ModelRecord = {
			id: "o/lora",
			library_name: "peft",
			pipeline_tag: "text-generation",
			tags: ["peft", "base_model:adapter:o/base-7b"],
			siblings: [{ rfilename: "adapter_model.safetensors", size: 16_000_000 }],
			sample: { baseParameters: { total: 6_740_000_000, dtype: "F16", format: "pytorch" } },
		};
		const view = fitView(lora, "rtx-4090");
		expect(view.ok && view.value.needsBase).toBeUndefined();
		const row = view.ok ? view.value.options[0] : undefined;
		expect(row).toMatchObject({ base: "o/base-7b", baseStated: true, estimated: ["weights", "kvCache"] });
		expect(weightsSource(row!, true)).toMatch(/^o\/base-7b's pytorch weights, by its published parameter count/);
	});
});

describe("why a record has no size", () => {
	it("names the base a conversion or an adapter waits for, else says the record lists nothing", () => {
		const conversion = getSampleModel("Xenova/speecht5_tts")!;
		expect(sizeUnknownNote(conversion)).toContain("microsoft/speecht5_tts, which it was made from");
		const adapter = {
			id: "o/lora",
			tags: ["base_model:adapter:o/missing-base"],
		};
		expect(sizeUnknownNote(adapter)).toBe(
			"Size unknown: needs its base model o/missing-base, which this catalogue does not size",
		);
		expect(sizeUnknownNote(unsized)).toBe(SIZE_UNKNOWN_NOTE);
	});
});
