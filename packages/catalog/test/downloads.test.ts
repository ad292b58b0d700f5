import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	countsAsDownload,
	DEFAULT_DOWNLOAD_FILES,
	DownloadRuleError,
	downloadRule,
	invalidDownloadRules,
	parseDownloadRule,
} from "../src/index.js";

describe("download-counting rules", () => {
	it("every rule in the catalogue parses", () => {
		expect(invalidDownloadRules()).toEqual([]);
	});

	it.each([
		// [library, path, counts] — one family of rule per block
		["transformers", "config.json", true], // default rule
		["transformers", "model.safetensors", false],
		["diffusers", "hyperparams.yaml", true],
		["diffusers", "params.json", true],
		["diffusers", "meta.yaml", true],
		["diffusers", "unet/config.json", false],
		["peft", "adapter_config.json", true], // path:"x"
		["peft", "adapter_model.safetensors", false],
		["stable-baselines3", "ppo-LunarLander-v2.zip", true], // path_extension
		["stable-baselines3", "zip", false],
		["ultralytics", "weights/yolov8n.pt", true],
		["ultralytics", "yolov8n.pth", false],
		["keras", "config.json", true], // path OR extension
		["keras", "model.keras", true],
		["keras", "model.h5", false],
		["mitie", "total_word_feature_extractor.dat", true], // path_filename
		["mitie", "other_extractor.dat", false],
		["kernels", "build/torch-cuda/_ops.py", true], // filename AND extension
		["kernels", "build/_ops.so", false],
		["edsnlp", "config.cfg", true],
		["edsnlp", "config.json", false],
		["tic-clip", "checkpoints/model.pt", true], // extension AND prefix
		["tic-clip", "model.pt", false],
		["whisperkit", "openai_whisper-tiny/AudioEncoder.mlmodelc/model.mil", true], // AND _exists_
		["whisperkit", "model.mil", false],
		["nemo", "stt_en_conformer.nemo", true],
		["nemo", "model_config.yaml", true],
		["some-unknown-library", "config.json", true], // unknown library: default rule
		["some-unknown-library", "weights.bin", false],
	])("%s: %s → %s", (library, path, counts) => {
		expect(countsAsDownload(library, path)).toBe(counts);
	});

	it("uses the default file list for libraries without a rule", () => {
		expect(DEFAULT_DOWNLOAD_FILES).toEqual([
			"config.json",
			"config.yaml",
			"hyperparams.yaml",
			"params.json",
			"meta.yaml",
		]);
		expect(downloadRule("transformers")).toBe(
			'path:"config.json" OR path:"config.yaml" OR path:"hyperparams.yaml" OR path:"params.json" OR path:"meta.yaml"',
		);
	});

	it("gives AND precedence over OR and honours parentheses", () => {
		const loose = parseDownloadRule('path:"a" OR path_extension:"b" AND path_prefix:"x/"');
		expect(loose("a")).toBe(true);
		expect(loose("y/z.b")).toBe(false);
		expect(loose("x/z.b")).toBe(true);
		const grouped = parseDownloadRule('(path:"a" OR path_extension:"b") AND path_prefix:"x/"');
		expect(grouped("a")).toBe(false);
		expect(grouped("x/z.b")).toBe(true);
	});

	it.each([
		['path:"unterminated', 0],
		['path:"a" OR', 11],
		['(path:"a"', 9],
		['path:"a" path:"b"', 9],
		['colour:"red"', 0],
		['_exists_:"colour"', 0],
		["AND", 0],
		["", 0],
	])("a malformed rule %j is a typed error at %i", (rule, position) => {
		let error: unknown;
		try {
			parseDownloadRule(rule);
		} catch (e) {
			error = e;
		}
		expect(error).toBeInstanceOf(DownloadRuleError);
		expect((error as DownloadRuleError).position).toBe(position);
		expect((error as DownloadRuleError).rule).toBe(rule);
	});

	it("never throws anything but DownloadRuleError on random text", () => {
		fc.assert(
			fc.property(fc.string({ maxLength: 60 }), (rule) => {
				try {
					parseDownloadRule(rule)("x/y.z");
				} catch (e) {
					if (!(e instanceof DownloadRuleError)) throw e;
				}
			}),
			{ numRuns: 2000 },
		);
	});
});
