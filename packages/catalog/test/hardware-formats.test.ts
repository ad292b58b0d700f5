/**
 * Weight options of the formats besides GGUF and safetensors: PyTorch `.bin`/`.pt`/`.pth`, ONNX
 * (with its external data) and Keras `.keras`/`.h5`. Records written here are shaped like the
 * hub's answers for such repositories (file names as those repositories use them).
 */
import { describe, expect, it } from "vitest";
import {
	adapterBaseId,
	adapterOption,
	estimateModel,
	fitFacts,
	getDevice,
	hasWeights,
	missingAdapterBase,
	modelArchitecture,
	modelFits,
	modelFitter,
	weightOptions,
} from "../src/hardware/index.js";
import type { ModelRecord } from "../src/index.js";

const rtx4090 = getDevice("rtx-4090")!;

describe("PyTorch weights", () => {
	const sharded: ModelRecord = {
		id: "o/bin-only",
		library_name: "transformers",
		config: { torch_dtype: "float16" },
		siblings: [
			{ rfilename: "config.json", size: 700 },
			{ rfilename: "pytorch_model-00002-of-00002.bin", size: 4_000_000_000 },
			{ rfilename: "pytorch_model-00001-of-00002.bin", size: 9_900_000_000 },
			{ rfilename: "pytorch_model.bin.index.json", size: 30_000 },
			{ rfilename: "training_args.bin", size: 4_000 },
			{ rfilename: "optimizer.pt", size: 27_000_000_000 },
		],
	};

	it("a sharded .bin checkpoint is one option: its shards summed, training state left out", () => {
		const options = weightOptions(sharded);
		expect(options).toHaveLength(1);
		expect(options[0]).toMatchObject({
			format: "pytorch",
			quant: "F16",
			files: ["pytorch_model-00001-of-00002.bin", "pytorch_model-00002-of-00002.bin"],
			weightsBytes: 13_900_000_000,
			estimated: false,
			runtime: "transformers",
		});
		expect(hasWeights(sharded)).toBe(true);
	});

	it("is run by the model's own library, and its fit is read from the files", () => {
		const st: ModelRecord = {
			id: "sentence-transformers/all-mpnet-base-v2",
			library_name: "sentence-transformers",
			siblings: [{ rfilename: "pytorch_model.bin", size: 438_011_953 }],
		};
		const [o] = weightOptions(st);
		// Real bytes say nothing of the stored width, and no config states it.
		expect(o).toMatchObject({ format: "pytorch", runtime: "sentence-transformers", quant: "precision not stated" });
		expect(o?.description).toContain("sentence-transformers");
		expect(modelFits(st, rtx4090, { context: 512 })).toBe(true);
		expect(estimateModel(st, rtx4090, { context: 512 })[0]?.weightsBytes).toBe(438_011_953);
	});

	it("`.pt` and `.pth` files are PyTorch weights; a file of unknown size with no parameter count sizes nothing", () => {
		const yolo: ModelRecord = {
			id: "o/yolo",
			library_name: "ultralytics",
			siblings: [
				{ rfilename: "yolov8n.pt", size: 6_534_387 },
				{ rfilename: "weights/extra.pth", size: 1_000 },
			],
		};
		expect(weightOptions(yolo).map((o) => [o.format, o.quant, o.weightsBytes, o.runtime])).toEqual([
			["pytorch", "weights/extra", 1_000, "ultralytics"],
			["pytorch", "yolov8n", 6_534_387, "ultralytics"],
		]);
		expect(weightOptions({ ...yolo, id: "o/unsized", siblings: [{ rfilename: "yolov8n.pt" }] })).toEqual([]);
	});

	it("each .pt file is a checkpoint of its own (models to choose from), named by its file; shards stay one", () => {
		const m: ModelRecord = {
			id: "Ultralytics/YOLO11",
			library_name: "ultralytics",
			siblings: [
				{ rfilename: "yolo11s.pt", size: 19_000_000 },
				{ rfilename: "yolo11n.pt", size: 5_400_000 },
				{ rfilename: "big-00001-of-00002.pt", size: 1_000 },
				{ rfilename: "big-00002-of-00002.pt", size: 2_000 },
			],
		};
		expect(weightOptions(m).map((o) => [o.quant, o.weightsBytes, o.files.length])).toEqual([
			["big", 3_000, 2],
			["yolo11n", 5_400_000, 1],
			["yolo11s", 19_000_000, 1],
		]);
	});

	it("safetensors wins over .bin when both are listed: the same weights are not listed twice", () => {
		const both: ModelRecord = {
			id: "o/both",
			library_name: "transformers",
			siblings: [
				{ rfilename: "model.safetensors", size: 500_000_000 },
				{ rfilename: "pytorch_model.bin", size: 500_001_000 },
				{ rfilename: "tf_model.h5", size: 500_002_000 },
			],
		};
		const options = weightOptions(both);
		expect(options.map((o) => o.format)).toEqual(["safetensors"]);
	});

	it("a .bin that is not PyTorch's (fastText) is no PyTorch option", () => {
		expect(
			hasWeights({ id: "facebook/fasttext-language-identification", siblings: [{ rfilename: "model.bin", size: 1 }] }),
		).toBe(false);
	});
});

describe("ONNX weights", () => {
	it("a graph with external data is one option: the graph and its data summed", () => {
		const m: ModelRecord = {
			id: "o/onnx",
			library_name: "onnx",
			siblings: [
				{ rfilename: "model.onnx", size: 1_200_000 },
				{ rfilename: "model.onnx_data", size: 2_400_000_000 },
				{ rfilename: "README.md", size: 10 },
			],
		};
		const options = weightOptions(m);
		expect(options).toHaveLength(1);
		expect(options[0]).toMatchObject({
			format: "onnx",
			quant: "F32",
			files: ["model.onnx", "model.onnx_data"],
			weightsBytes: 2_401_200_000,
			estimated: false,
			runtime: "onnxruntime",
		});
	});

	it("each precision of a transformers.js export is an option of its own, encoder and decoder together", () => {
		const m: ModelRecord = {
			id: "Xenova/whisper-tiny",
			library_name: "transformers.js",
			siblings: [
				{ rfilename: "onnx/encoder_model.onnx", size: 32_900_000 },
				{ rfilename: "onnx/decoder_model_merged.onnx", size: 118_000_000 },
				{ rfilename: "onnx/encoder_model_quantized.onnx", size: 10_100_000 },
				{ rfilename: "onnx/decoder_model_merged_quantized.onnx", size: 30_700_000 },
				{ rfilename: "onnx/encoder_model_fp16.onnx", size: 16_500_000 },
				{ rfilename: "onnx/decoder_model_merged_fp16.onnx", size: 59_200_000 },
			],
		};
		const options = weightOptions(m);
		expect(options.map((o) => [o.quant, o.weightsBytes, o.runtime])).toEqual([
			["F32", 150_900_000, "transformers.js"],
			["INT8", 40_800_000, "transformers.js"],
			["F16", 75_700_000, "transformers.js"],
		]);
		expect(options[0]?.files).toEqual(["onnx/decoder_model_merged.onnx", "onnx/encoder_model.onnx"]);
	});

	it("an ONNX export beside a safetensors checkpoint is listed as well: another runtime's download", () => {
		const m: ModelRecord = {
			id: "o/st-and-onnx",
			library_name: "sentence-transformers",
			siblings: [
				{ rfilename: "model.safetensors", size: 90_900_000 },
				{ rfilename: "onnx/model.onnx", size: 90_400_000 },
			],
		};
		expect(weightOptions(m).map((o) => o.format)).toEqual(["safetensors", "onnx"]);
	});
});

describe("Keras weights", () => {
	it("a .keras file is the checkpoint of a Keras model, run by Keras", () => {
		const m: ModelRecord = {
			id: "keras-io/some-model",
			library_name: "keras",
			siblings: [
				{ rfilename: "model.keras", size: 98_000_000 },
				{ rfilename: "config.json", size: 1_000 },
			],
		};
		expect(weightOptions(m)).toEqual([
			expect.objectContaining({ format: "keras", files: ["model.keras"], weightsBytes: 98_000_000, runtime: "keras" }),
		]);
	});

	it("a checkpoint of unknown size is estimated from the parameter count at its stored width", () => {
		const config = {
			model_type: "llama",
			torch_dtype: "bfloat16",
			num_hidden_layers: 16,
			hidden_size: 2048,
			num_attention_heads: 32,
			num_key_value_heads: 8,
			vocab_size: 128256,
			intermediate_size: 8192,
			tie_word_embeddings: true,
		};
		const m: ModelRecord = {
			id: "o/h5",
			library_name: "transformers",
			config,
			siblings: [{ rfilename: "tf_model.h5" }],
		};
		const [o] = weightOptions(m);
		const parameters = modelArchitecture(m).parameters!;
		expect(o).toMatchObject({ format: "keras", quant: "BF16", estimated: true, weightsBytes: parameters * 2 });
	});
});

describe("adapters", () => {
	const base: ModelRecord = {
		id: "black-forest-labs/FLUX.1-dev",
		library_name: "diffusers",
		siblings: [
			{ rfilename: "flux1-dev.safetensors", size: 23_802_932_552 },
			{ rfilename: "ae.safetensors", size: 335_304_388 },
		],
	};
	const lora: ModelRecord = {
		id: "XLabs-AI/flux-RealismLora",
		library_name: "diffusers",
		tags: ["base_model:black-forest-labs/FLUX.1-dev", "base_model:adapter:black-forest-labs/FLUX.1-dev"],
		siblings: [
			{ rfilename: "lora.safetensors", size: 22_399_248 },
			{ rfilename: "README.md", size: 900 },
		],
	};

	it("an adapter weighs its base's checkpoint plus its own file, estimated, with the base named", () => {
		expect(adapterBaseId(lora)).toBe(base.id);
		expect(adapterOption(lora, base)).toMatchObject({
			format: "safetensors",
			quant: "precision not stated + adapter",
			files: ["lora.safetensors"],
			weightsBytes: 23_802_932_552 + 335_304_388 + 22_399_248,
			estimated: true,
			base: base.id,
			runtime: "diffusers",
		});
	});

	it("an adapter file of unknown size adds nothing; a record that is not the base, or a base with no size, gives none", () => {
		const unsizedFile = { ...lora, siblings: [{ rfilename: "lora.safetensors" }] };
		expect(adapterOption(unsizedFile, base)?.weightsBytes).toBe(23_802_932_552 + 335_304_388);
		expect(adapterOption(lora, { ...base, id: "other/model" })).toBeUndefined();
		expect(adapterOption(lora, { id: base.id, library_name: "diffusers" })).toBeUndefined();
		expect(adapterBaseId(base)).toBeUndefined();
	});

	// A PEFT LoRA of a small text model: its own file alone is 50 MB, the base's checkpoint 2 GB.
	const llm: ModelRecord = {
		id: "acme/base-1b",
		pipeline_tag: "text-generation",
		library_name: "transformers",
		tags: ["transformers", "safetensors"],
		config: {
			model_type: "llama",
			num_hidden_layers: 16,
			hidden_size: 2048,
			num_attention_heads: 32,
			num_key_value_heads: 8,
			max_position_embeddings: 131072,
		},
		siblings: [{ rfilename: "model.safetensors", size: 2_000_000_000 }],
	};
	const peft: ModelRecord = {
		id: "acme/lora-1b",
		pipeline_tag: "text-generation",
		library_name: "peft",
		tags: ["peft", "safetensors", "base_model:acme/base-1b", "base_model:adapter:acme/base-1b"],
		siblings: [
			{ rfilename: "adapter_config.json", size: 700 },
			{ rfilename: "adapter_model.safetensors", size: 50_000_000 },
		],
	};
	const cpu8 = getDevice("cpu-8gb-ddr4")!;

	it("with its base, an adapter's fit is the base's weights plus its own, on the base's architecture", () => {
		const facts = fitFacts(peft, llm);
		expect(facts?.options).toEqual([expect.objectContaining({ weightsBytes: 2_050_000_000, base: llm.id })]);
		expect(facts?.arch.layers).toBe(16);
		const [e] = estimateModel(peft, rtx4090, { context: 8192 }, llm);
		expect(e).toMatchObject({ weightsBytes: 2_050_000_000, fits: "gpu" });
		// The KV cache of the base's layers is counted: the adapter runs inside it.
		expect(e?.kvCacheBytes).toBeGreaterThan(0);
		expect(modelFitter(peft, llm)?.(cpu8, { context: 8192 })).toBe(true);
		expect(modelFits(peft, cpu8, { context: 8192 }, llm)).toBe(true);
	});

	it("without its base, an adapter has nothing to size (not its own 50 MB file) and names the base it needs", () => {
		// The record's listing reads as a 50 MB checkpoint; the model that runs is the base with it, 2.05 GB.
		expect(weightOptions(peft).map((o) => o.weightsBytes)).toEqual([50_000_000]);
		expect(estimateModel(peft, rtx4090, { context: 8192 }, llm).map((e) => e.weightsBytes)).toEqual([2_050_000_000]);
		expect(missingAdapterBase(peft, llm)).toBeUndefined();
		for (const without of [undefined, { ...llm, id: "acme/other" }, peft]) {
			expect(fitFacts(peft, without)).toBeUndefined();
			expect(estimateModel(peft, rtx4090, { context: 8192 }, without)).toEqual([]);
			expect(modelFitter(peft, without)).toBeUndefined();
			expect(modelFits(peft, cpu8, { context: 8192 }, without)).toBe(false);
			expect(missingAdapterBase(peft, without)).toBe("acme/base-1b");
		}
		// A base that has no size is no better than none.
		expect(missingAdapterBase(peft, { id: llm.id })).toBe("acme/base-1b");
		// An adapter naming itself as its base is sized as a record of its own.
		const self = { ...peft, tags: ["peft", "base_model:adapter:acme/lora-1b"] };
		expect(fitFacts(self)?.options.map((o) => o.weightsBytes)).toEqual([50_000_000]);
		expect(missingAdapterBase(self)).toBeUndefined();
	});
});
