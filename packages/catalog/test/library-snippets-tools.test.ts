/**
 * Library snippets of the tool modules added with the 0.21.54 libraries (speech-tools,
 * text-tools, vision-tools, science-tools, runtimes, robotics-tools): languages, each branch,
 * the exact calls the libraries document, hostile file names. The checks every generator keeps
 * are in library-snippets-contract.test.ts.
 */
import { describe, expect, it } from "vitest";
import { microduckSlot, ROBOTICS_TOOLS_SNIPPETS } from "../src/libraries/snippets/robotics-tools.js";
import { memraSpec, RUNTIMES_SNIPPETS } from "../src/libraries/snippets/runtimes.js";
import { openddeCheckpoint, routeeModel, SCIENCE_TOOLS_SNIPPETS } from "../src/libraries/snippets/science-tools.js";
import { mectCheckpoint, piperVoiceFile, SPEECH_TOOLS_SNIPPETS } from "../src/libraries/snippets/speech-tools.js";
import { layaSubfolder, TEXT_TOOLS_SNIPPETS } from "../src/libraries/snippets/text-tools.js";
import { VISION_TOOLS_SNIPPETS } from "../src/libraries/snippets/vision-tools.js";
import { familyChecks, one } from "./helpers/library-snippets.js";

const SHELL = new Set(["montreal-forced-aligner", "flexray", "opendde", "cortiq", "microduck", "memra"]);
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

describe("memra", () => {
	it("names a GGUF only when the repository holds several at its top level", () => {
		expect(memraSpec({ id: "o/r" })).toBe("hf:o/r");
		expect(memraSpec({ id: "o/r", siblings: files("m-Q8_0.gguf", "mmproj-f16.gguf", "Q4_K_M/m-Q4_K_M.gguf") })).toBe(
			"hf:o/r",
		);
		expect(memraSpec({ id: "o/r", siblings: files("m-Q8_0.gguf", "m-Q4_K_M.gguf") })).toBe("hf:o/r:Q4_K_M");
		expect(memraSpec({ id: "o/r", siblings: files("m-Q8_0.gguf", "m-IQ4_XS.gguf") })).toBe("hf:o/r:m-Q8_0.gguf");
	});

	it("generates with run-gen, in chat mode for chat models, and serves with memra-server", () => {
		const chat = one("memra", { id: "o/r", tags: ["conversational"] });
		expect(chat).toContain("MEMRA_CHAT=1 run-gen 'hf:o/r' --prompt ");
		expect(chat).toContain("MEMRA_MODELS='chat=hf:o/r' memra-server");
		expect(one("memra", { id: "o/r" })).toMatch(/^run-gen 'hf:o\/r' --prompt /m);
	});
});

describe("ANEForge", () => {
	it("loads each kind of model with the loader its task needs", () => {
		const llm = one("aneforge", { id: "aneforge/TinyLlama-1.1B-Chat-v1.0", pipeline_tag: "text-generation" });
		expect(llm).toContain('model = af.load_llm("aneforge/TinyLlama-1.1B-Chat-v1.0")');
		expect(llm).toContain("model.generate(prompt_ids, max_new_tokens=32, eos_id=tokenizer.eos_token_id)");
		const encoder = one("aneforge", { id: "aneforge/bge-small-en-v1.5", pipeline_tag: "feature-extraction" });
		expect(encoder).toContain('encoder = af.load("aneforge/bge-small-en-v1.5")');
		expect(one("aneforge", { id: "o/r", pipeline_tag: "text-ranking" })).toContain('reranker = CrossEncoder("o/r")');
		expect(
			one("aneforge", { id: "o/vit", pipeline_tag: "image-classification", config: { model_type: "vit" } }),
		).toContain('classifier = load_vit("o/vit")');
	});

	it("says so, without code, for a model it has no load-by-id path for", () => {
		for (const model of [
			{ id: "aneforge/resnet-50", pipeline_tag: "image-classification", config: { model_type: "resnet" } },
			{ id: "aneforge/whisper-base.en", pipeline_tag: "automatic-speech-recognition" },
		]) {
			const code = one("aneforge", model);
			expect(code).toContain("documents no load-by-id path");
			expect(code.split("\n").filter((l) => l.trim() !== "" && !l.startsWith("#"))).toEqual([]);
		}
	});
});

describe("RouteE-Powertrain", () => {
	const metadata = "v2/chevrolet/bolt_bev/2017/rf_base_67ae9982/v1/metadata.json";

	it("loads the first model the registry repository lists, by its version-less id", () => {
		expect(routeeModel({ siblings: files("v2/index.json", metadata) })).toEqual({
			schema: "v2",
			id: "chevrolet/bolt_bev/2017/rf_base_67ae9982",
		});
		const code = one("routee-powertrain", { id: "o/lib", siblings: files(metadata) });
		expect(code).toContain('registry = HFRegistry(repo_id="o/lib")');
		expect(code).toContain('model = pt.load_model("chevrolet/bolt_bev/2017/rf_base_67ae9982", registry=registry)');
		expect(code).toContain("print(model.predict(links))");
	});

	it("passes another schema folder to the registry, and lists the models when none is listed", () => {
		const v3 = one("routee-powertrain", { id: "o/lib", siblings: files(metadata.replace(/^v2/, "v3")) });
		expect(v3).toContain('HFRegistry(repo_id="o/lib", schema_version="v3")');
		const unlisted = one("routee-powertrain", { id: "o/lib", siblings: files("model.onnx") });
		expect(unlisted).toContain("model = pt.load_model(model_ids[0], registry=registry)");
	});
});

describe("Laya", () => {
	it("loads the root checkpoint, or the sub-folder that holds one", () => {
		expect(layaSubfolder({ siblings: files("rl_agent_config.json", "multilingual/rl_agent_config.json") })).toBe(
			undefined,
		);
		expect(layaSubfolder({ siblings: files("README.md", "multilingual/rl_agent_config.json") })).toBe("multilingual");
		expect(one("laya", { id: "convaiinnovations/laya" })).toContain('agent = laya.load("convaiinnovations/laya")');
		expect(one("laya", { id: "o/r", siblings: files("typed-decisions/rl_agent_config.json") })).toContain(
			'agent = laya.load("o/r", subfolder="typed-decisions")',
		);
	});

	it("asks the three typed question kinds and reads each answer", () => {
		const code = one("laya", { id: "o/r" });
		for (const kind of ['"type": "choice"', '"type": "score"', '"type": "noul"']) expect(code).toContain(kind);
		expect(code).toContain('answers = agent.predict(state, questions)["answers"]');
	});
});

describe("MECT", () => {
	it("loads MECT-B2 (VoxCeleb2) when listed, else the first checkpoint, and embeds a recording", () => {
		expect(mectCheckpoint({ siblings: files("mect_a1_vc2.pt", "mect_b2_vc2.pt") })).toBe("mect_b2_vc2.pt");
		expect(mectCheckpoint({ siblings: files("mect_a1_vc2.pt") })).toBe("mect_a1_vc2.pt");
		const code = one("mect", { id: "AntResearch/AntSpeaker", siblings: files("mect_a2_vc2.pt") });
		expect(code).toContain('checkpoint = hf_hub_download("AntResearch/AntSpeaker", "mect_a2_vc2.pt")');
		expect(code).toContain('model, _ = create_model(config["model"]).load_model(checkpoint)');
		expect(code).toContain("kaldi.fbank(");
	});
});
