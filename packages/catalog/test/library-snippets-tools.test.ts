/**
 * Library snippets of the tool modules added with the 0.21.54 libraries (speech-tools,
 * text-tools, vision-tools, science-tools, runtimes): languages, each branch, the exact calls
 * the libraries document, hostile file names. The checks every generator keeps are in
 * library-snippets-contract.test.ts.
 */
import { describe, expect, it } from "vitest";
import { microduckSlot, ROBOTICS_TOOLS_SNIPPETS } from "../src/libraries/snippets/robotics-tools.js";
import { RUNTIMES_SNIPPETS } from "../src/libraries/snippets/runtimes.js";
import { openddeCheckpoint, SCIENCE_TOOLS_SNIPPETS } from "../src/libraries/snippets/science-tools.js";
import { piperVoiceFile, SPEECH_TOOLS_SNIPPETS } from "../src/libraries/snippets/speech-tools.js";
import { TEXT_TOOLS_SNIPPETS } from "../src/libraries/snippets/text-tools.js";
import { VISION_TOOLS_SNIPPETS } from "../src/libraries/snippets/vision-tools.js";
import { familyChecks, one } from "./helpers/library-snippets.js";

const SHELL = new Set(["montreal-forced-aligner", "flexray", "opendde", "cortiq", "microduck"]);
const files = (...names: string[]) => names.map((rfilename) => ({ rfilename }));

describe("tool families", () => {
	for (const generators of [
		SPEECH_TOOLS_SNIPPETS,
		TEXT_TOOLS_SNIPPETS,
		VISION_TOOLS_SNIPPETS,
		SCIENCE_TOOLS_SNIPPETS,
		RUNTIMES_SNIPPETS,
		ROBOTICS_TOOLS_SNIPPETS,
	]) {
		familyChecks(generators, { language: (id) => (SHELL.has(id) ? "sh" : "python"), pythonNames: true });
	}
});

describe("piper", () => {
	it("loads the voice whose JSON config is listed, with that config", () => {
		const siblings = files("a/lonely.onnx", "en/x/voice.onnx", "en/x/voice.onnx.json");
		expect(piperVoiceFile({ id: "o/r", siblings })).toBe("en/x/voice.onnx");
		const code = one("piper", { id: "rhasspy/piper-voices", siblings });
		expect(code).toContain('model_path = hf_hub_download("rhasspy/piper-voices", "en/x/voice.onnx")');
		expect(code).toContain('config_path = hf_hub_download("rhasspy/piper-voices", "en/x/voice.onnx.json")');
		expect(code).toContain("voice = PiperVoice.load(model_path, config_path=config_path)");
		expect(code).toContain("voice.synthesize_wav(");
	});

	it("falls back to any voice, then to a voice named after the repository", () => {
		expect(piperVoiceFile({ id: "o/r", siblings: files("v.onnx") })).toBe("v.onnx");
		expect(piperVoiceFile({ id: "me/en_GB-alan-low" })).toBe("en_GB-alan-low.onnx");
	});

	it("reads the widget text", () => {
		expect(one("piper", { id: "o/r", widgetData: [{ text: "Bonjour" }] })).toContain(
			'synthesize_wav("Bonjour", wav_file)',
		);
	});
});

describe("command-line tools", () => {
	it("MFA aligns with the hub model by id", () => {
		expect(one("montreal-forced-aligner", { id: "MontrealCorpusTools/english_mfa" })).toContain(
			"mfa align_hf my_corpus 'MontrealCorpusTools/english_mfa' aligned",
		);
	});

	it("FleXray segments with the repository as --model-id", () => {
		expect(one("flexray", { id: "VictorButoi/flexray" })).toContain(
			"flexify --model-id 'VictorButoi/flexray' --input 'path/to/image.png' --output-dir predictions",
		);
	});

	it("OpenDDE prefers the general checkpoint and predicts with it", () => {
		expect(openddeCheckpoint({ siblings: files("opendde_abag.pt", "opendde.pt") })).toBe("opendde.pt");
		expect(openddeCheckpoint({ siblings: files("opendde_abag.pt") })).toBe("opendde_abag.pt");
		const code = one("opendde", { id: "aurekaresearch/OpenDDE", siblings: files("opendde_abag.pt") });
		expect(code).toContain("hf download 'aurekaresearch/OpenDDE' 'opendde_abag.pt' --local-dir opendde-checkpoints");
		expect(code).toContain("--load_checkpoint_path 'opendde-checkpoints/opendde_abag.pt'");
	});

	it("cortiq downloads the listed .cmf file and runs it, or fetches every .cmf file", () => {
		const listed = one("cortiq", { id: "o/m-cmf", siblings: files("m-q8.cmf") });
		expect(listed).toContain("hf download 'o/m-cmf' 'm-q8.cmf' --local-dir cmf-model");
		expect(listed).toContain("cortiq run 'cmf-model/m-q8.cmf' --prompt");
		expect(one("cortiq", { id: "o/m-cmf" })).toContain("hf download 'o/m-cmf' --include '*.cmf' --local-dir cmf-model");
	});

	it("a hostile file name stays one quoted word", () => {
		const code = one("opendde", { id: "o/r", siblings: files("x'; touch MARKER; '.pt") });
		expect(code).toContain("hf download 'o/r' 'x'\\''; touch MARKER; '\\''.pt' --local-dir");
	});
});

describe("microduck", () => {
	it("loads the policy into the slot its tag names, or asks for one", () => {
		expect(microduckSlot({ tags: ["onnx", "microduck-slot:sitstand"] })).toBe("sitstand");
		expect(microduckSlot({ tags: ["microduck-slot:"] })).toBeUndefined();
		expect(one("microduck", { id: "o/p", tags: ["microduck-slot:sitstand"] })).toContain(
			"sudo robotctl policy load 'sitstand' 'o/p'",
		);
		const untagged = one("microduck", { id: "o/p" });
		expect(untagged).toContain("sudo robotctl policy load 'walk' 'o/p'");
		expect(untagged).toContain("# replace walk with the slot the model card names");
	});
});

describe("python libraries", () => {
	it("Causilo fits its scikit-learn classifier", () => {
		const code = one("causilo", { id: "nums-ai/causilo" });
		expect(code).toContain("classifier = CausiloClassifier(n_estimators=8, random_state=42)");
		expect(code).toContain("classifier.fit(X_train, y_train)");
	});

	it("GLiFormer extracts entities with free-text labels", () => {
		const code = one("gliformer", { id: "knowledgator/gliformer-base-v1" });
		expect(code).toContain('GLiFormer.from_pretrained("knowledgator/gliformer-base-v1", load_tokenizer=True)');
		expect(code).toContain("model.predict_entities(text, labels, threshold=0.5)");
	});

	it("Jev-Style asks the three question types in one decide call", () => {
		const code = one("jev-style", { id: "o/Jev-Style-2B" });
		expect(code).toContain('JevStyle.from_pretrained("o/Jev-Style-2B")');
		for (const call of ["noul(", "choice(", "score("]) expect(code).toContain(call);
	});

	it("ZeroModels picks the Keras backend before importing, then loads by model_type", () => {
		const code = one("zeromodels", { id: "zeromodels/clip_vit_base_16" });
		expect(code.indexOf('os.environ["KERAS_BACKEND"]')).toBeLessThan(code.indexOf("from zeromodels"));
		expect(code).toContain('AutoZModel.from_weights("zeromodels/clip_vit_base_16")');
	});

	it("GaussianFormer renders a splat from orbit cameras", () => {
		const code = one("gaussianformer", { id: "shahafvl/gaussianformer" });
		expect(code).toContain('GaussianFormerRenderingPipeline.from_pretrained("shahafvl/gaussianformer").to("cuda")');
		expect(code).toContain("pipeline(gaussians, cameras, fov=45.0)");
	});
});
