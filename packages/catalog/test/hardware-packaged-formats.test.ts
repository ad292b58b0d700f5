import { describe, expect, it } from "vitest";
import { fitFacts, isWeightFile, missingAdapterBase, statedAdapterBase, weightOptions } from "../src/hardware/index.js";
import type { ModelRecord } from "../src/index.js";

describe("a library's own file formats, sized by their real size", () => {
	it("a scikit-learn pickle is one option of its real size, its precision not stated", () => {
		const m: ModelRecord = {
			id: "o/wine-quality",
			library_name: "sklearn",
			siblings: [
				{ rfilename: "config.json", size: 600 },
				{ rfilename: "sklearn_model.joblib", size: 12_345 },
			],
		};
		expect(weightOptions(m)).toEqual([
			expect.objectContaining({
				format: "pickle",
				quant: "precision not stated",
				files: ["sklearn_model.joblib"],
				weightsBytes: 12_345,
				estimated: false,
				runtime: "sklearn",
				description: "pickled model (sklearn), by its file size",
			}),
		]);
	});

	it("a file of unknown size sizes nothing: no figure is made up", () => {
		expect(weightOptions({ id: "o/p", library_name: "sklearn", siblings: [{ rfilename: "model.pkl" }] })).toEqual([]);
	});

	it("a zip is an agent only for stable-baselines3, whose save() writes one", () => {
		const agent = { rfilename: "ppo-CartPole-v1.zip", size: 140_000 };
		expect(weightOptions({ id: "sb3/ppo", library_name: "stable-baselines3", siblings: [agent] })[0]).toMatchObject({
			format: "zip",
			weightsBytes: 140_000,
		});
		expect(weightOptions({ id: "o/data", library_name: "keras", siblings: [agent] })).toEqual([]);
	});

	it("several checkpoints are models to choose from, each named by its file", () => {
		const m: ModelRecord = {
			id: "o/two",
			library_name: "speechbrain",
			siblings: [
				{ rfilename: "b/model.ckpt", size: 2_000_000 },
				{ rfilename: "a/model.ckpt", size: 1_000_000 },
			],
		};
		expect(weightOptions(m).map((o) => [o.quant, o.weightsBytes])).toEqual([
			["a/model.ckpt", 1_000_000],
			["b/model.ckpt", 2_000_000],
		]);
	});

	it("a SavedModel is its graph and variables summed; variables without the graph are nothing", () => {
		const files = [
			{ rfilename: "saved_model.pb", size: 400_000 },
			{ rfilename: "variables/variables.data-00000-of-00001", size: 9_000_000 },
			{ rfilename: "variables/variables.index", size: 5_000 },
			{ rfilename: "keras_metadata.pb", size: 30_000 },
		];
		expect(weightOptions({ id: "o/tf", library_name: "tf-keras", siblings: files })).toEqual([
			expect.objectContaining({
				format: "savedmodel",
				weightsBytes: 9_405_000,
				files: ["saved_model.pb", "variables/variables.data-00000-of-00001", "variables/variables.index"],
			}),
		]);
		expect(weightOptions({ id: "o/tf", library_name: "tf-keras", siblings: files.slice(1) })).toEqual([]);
	});

	it("a NeMo archive's real size wins over its published count; without a size the count sizes it", () => {
		const nemo: ModelRecord = {
			id: "nvidia/stt",
			library_name: "nemo",
			siblings: [{ rfilename: "stt.nemo", size: 500_000_000 }],
			sample: { parameters: { total: 120_000_000, dtype: "F32", format: "nemo" } },
		};
		expect(weightOptions(nemo)[0]).toMatchObject({ format: "nemo", weightsBytes: 500_000_000, estimated: false });
		const unsized = { ...nemo, siblings: [{ rfilename: "stt.nemo" }] };
		expect(weightOptions(unsized)[0]).toMatchObject({ format: "nemo", weightsBytes: 480_000_000, estimated: true });
	});

	it("an AllenNLP model.th and AudioCraft's state_dict.bin are PyTorch weights; Stanza's default.zip is its model", () => {
		const allennlp: ModelRecord = {
			id: "allenai/bidaf",
			library_name: "allennlp",
			siblings: [{ rfilename: "model.th", size: 49_000_000 }],
		};
		expect(weightOptions(allennlp)[0]).toMatchObject({ format: "pytorch", weightsBytes: 49_000_000 });
		const audiocraft: ModelRecord = {
			id: "o/mg",
			library_name: "audiocraft",
			siblings: [{ rfilename: "state_dict.bin", size: 3_000_000_000 }],
		};
		expect(weightOptions(audiocraft)[0]).toMatchObject({ format: "pytorch", weightsBytes: 3_000_000_000 });
		const stanza: ModelRecord = {
			id: "stanfordnlp/stanza-en",
			library_name: "stanza",
			siblings: [{ rfilename: "models/default.zip", size: 526_000_000 }],
		};
		expect(weightOptions(stanza)[0]).toMatchObject({ format: "zip", weightsBytes: 526_000_000 });
	});

	it('a PyTorch checkpoint\'s width nothing states is "precision not stated" on real bytes, "F32 (assumed)" on an estimate', () => {
		const real: ModelRecord = {
			id: "o/r",
			library_name: "depth-pro",
			siblings: [{ rfilename: "depth_pro.pt", size: 1_904_446_787 }],
		};
		expect(weightOptions(real)[0]?.quant).toBe("precision not stated");
		const counted: ModelRecord = {
			id: "o/c",
			library_name: "transformers",
			siblings: [{ rfilename: "pytorch_model.bin" }],
			config: {
				num_hidden_layers: 2,
				hidden_size: 64,
				num_attention_heads: 2,
				intermediate_size: 128,
				vocab_size: 100,
			},
		};
		const estimated = weightOptions(counted)[0];
		expect(estimated?.quant).toBe("F32 (assumed)");
		expect(estimated?.estimated).toBe(true);
		const stated = { ...real, config: { torch_dtype: "float16" } };
		expect(weightOptions(stated)[0]?.quant).toBe("F16");
	});

	it("a checkpoint of a format read before (safetensors) is the one option: packaged files do not add a second", () => {
		const m: ModelRecord = {
			id: "o/both",
			library_name: "transformers",
			siblings: [
				{ rfilename: "model.safetensors", size: 500_000_000 },
				{ rfilename: "model.ckpt", size: 1_500_000_000 },
			],
		};
		expect(weightOptions(m).map((o) => o.format)).toEqual(["safetensors"]);
	});

	it("the files count as weights, so an upstream tree's sizes are read for them", () => {
		for (const f of [
			"model.pkl",
			"a.skops",
			"x.ckpt",
			"m.litertlm",
			"m.tflite",
			"w.npz",
			"flax_model.msgpack",
			"model_state.pdparams",
			"inference.pdiparams",
		])
			expect(isWeightFile(f), f).toBe(true);
		expect(isWeightFile("README.md")).toBe(false);
		// A zip is weights in a stable-baselines3 repository only: elsewhere a record of one has nothing to size.
		expect(isWeightFile("ppo-CartPole-v1.zip", "stable-baselines3")).toBe(true);
		expect(isWeightFile("ppo-CartPole-v1.zip")).toBe(false);
		expect(isWeightFile("optimizer.pt")).toBe(false);
	});
});

describe("an adapter whose base the catalogue does not hold", () => {
	const lora: ModelRecord = {
		id: "o/roberta-large-lora",
		library_name: "peft",
		tags: ["peft", "base_model:adapter:FacebookAI/roberta-large"],
		siblings: [{ rfilename: "adapter_model.bin", size: 7_000_000 }],
		sample: { baseParameters: { total: 355_000_000, dtype: "F32", format: "pytorch" } },
	};

	it("is sized on the base's published count plus its own files, estimated, the base named", () => {
		const facts = fitFacts(lora);
		expect(facts?.options).toEqual([
			expect.objectContaining({
				format: "pytorch",
				weightsBytes: 355_000_000 * 4 + 7_000_000,
				estimated: true,
				base: "FacebookAI/roberta-large",
			}),
		]);
		expect(facts?.options[0]?.description).toMatch(/published parameter count/);
		expect(missingAdapterBase(lora)).toBeUndefined();
	});

	it("a safetensors base count reads as the hub's summary would", () => {
		const st = { ...lora, sample: { baseParameters: { total: 1_000_000_000, dtype: "BF16", format: "safetensors" } } };
		expect(statedAdapterBase(st)?.safetensors?.total).toBe(1_000_000_000);
		expect(fitFacts(st)?.options[0]).toMatchObject({ format: "safetensors", weightsBytes: 2_000_000_000 + 7_000_000 });
	});

	it('a type no page states reads "(assumed)", for the base and for a record\'s own count', () => {
		const assumedBase = {
			...lora,
			sample: { baseParameters: { total: 355_000_000, dtype: "F32", format: "pytorch", dtypeAssumed: true } },
		};
		expect(fitFacts(assumedBase)?.options[0]?.quant).toBe("F32 (assumed) + adapter");
		const own: ModelRecord = {
			id: "o/asr",
			library_name: "espnet",
			sample: { parameters: { total: 1_020_000_000, dtype: "F32", format: "pytorch", dtypeAssumed: true } },
		};
		expect(weightOptions(own)[0]).toMatchObject({ quant: "F32 (assumed)", estimated: true });
	});

	it("a published count written as the safetensors summary gives an estimate, not the hub's exact size", () => {
		const summary = { parameters: { BF16: 10_000_000_000 }, total: 10_000_000_000 };
		const published: ModelRecord = {
			id: "o/vlm",
			tags: ["safetensors"],
			safetensors: summary,
			sample: { publishedSummary: {} },
		};
		expect(weightOptions(published)[0]).toMatchObject({ quant: "BF16", weightsBytes: 20_000_000_000, estimated: true });
		const hubs: ModelRecord = { id: "o/vlm", tags: ["safetensors"], safetensors: summary };
		expect(weightOptions(hubs)[0]?.estimated).toBe(false);
		const assumed = { ...published, sample: { publishedSummary: { dtypeAssumed: true } } };
		expect(weightOptions(assumed)[0]?.quant).toBe("BF16 (assumed)");
	});

	it("the catalogue's own base wins over the stated count", () => {
		const base: ModelRecord = {
			id: "FacebookAI/roberta-large",
			library_name: "transformers",
			siblings: [{ rfilename: "model.safetensors", size: 1_420_000_000 }],
		};
		expect(fitFacts(lora, base)?.options[0]?.weightsBytes).toBe(1_420_000_000 + 7_000_000);
	});

	it("without a stated count it still names the missing base; a bad count is no count", () => {
		const bare = { ...lora, sample: {} };
		expect(fitFacts(bare)).toBeUndefined();
		expect(missingAdapterBase(bare)).toBe("FacebookAI/roberta-large");
		for (const total of [-1, 0.5, Number.POSITIVE_INFINITY]) {
			const bad = { ...lora, sample: { baseParameters: { total, dtype: "F32", format: "pytorch" } } };
			expect(fitFacts(bad), String(total)).toBeUndefined();
		}
	});
});
