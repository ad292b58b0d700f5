/**
 * Library snippets, writer 2: audio, vision, RL, science. What a user copies from a model
 * page: the fallback texts, the constants, the branch each record takes, that every program
 * parses, and that hostile record values stay inert.
 */
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FALLBACK } from "../src/code/placeholders.js";
import { LIBRARY_FACTS } from "../src/libraries/facts.js";
import {
	AUDIO_DEFAULTS,
	AUDIO_FALLBACK,
	AUDIO_SNIPPETS,
	audiocraftKind,
	espnetSpeechKind,
	kittenVoice,
	SPEECHBRAIN_METHODS,
	TENSORFLOWTTS_VOICES,
	tensorflowttsVoice,
} from "../src/libraries/snippets/audio.js";
import {
	ML_AGENTS_RUN_ID,
	RL_SNIPPETS,
	SB3_DEFAULT_ENV,
	SB3_RENAMED_ENVS,
	sampleFactoryTarget,
	sb3Parts,
} from "../src/libraries/snippets/rl.js";
import { SCIENCE_DEFAULTS, SCIENCE_SNIPPETS } from "../src/libraries/snippets/science.js";
import {
	HTRFLOW_DEFAULTS,
	LVFACE_TIMEOUT,
	terratorchBackbone,
	VISION_SNIPPETS,
	videoprismName,
	YOLO_PLACEHOLDER,
	YOLOV10_INSTALL,
	yoloClass,
} from "../src/libraries/snippets/vision.js";
import type { LibrarySnippets } from "../src/libraries/types.js";
import type { ModelRecord } from "../src/model.js";

// ---- corpus: the sample catalogue plus the records written for these libraries' branches ----

const MINE: Record<string, LibrarySnippets> = {
	...AUDIO_SNIPPETS,
	...VISION_SNIPPETS,
	...RL_SNIPPETS,
	...SCIENCE_SNIPPETS,
};
const MY_IDS = Object.keys(MINE);

const languageOf = (lib: string): string =>
	(LIBRARY_FACTS as Record<string, { snippetLanguage: string }>)[lib]!.snippetLanguage;

function gen(lib: string, model: Partial<ModelRecord>): string[] {
	const g = MINE[lib];
	if (!g) throw new Error(`no generator ${lib}`);
	return g({ id: "org/model", ...model } as ModelRecord);
}
const one = (lib: string, model: Partial<ModelRecord>): string => gen(lib, model).join("\n---\n");
/** A sample record by id. */
function record(id: string): ModelRecord {
	const m = SAMPLE_MODELS.find((r) => r.id === id);
	if (!m) throw new Error(`no record ${id}`);
	return m;
}

// ---- languages ---------------------------------------------------------------------------

describe("snippet languages", () => {
	it("WhisperKit, ML-Agents and Sample Factory are used from the shell", () => {
		expect(["whisperkit", "ml-agents", "sample-factory"].map(languageOf)).toEqual(["sh", "sh", "sh"]);
	});
});

// ---- fallback texts and constants ----------------------------------------------------------

describe("fallback texts", () => {
	it("espnet: only text-to-speech and automatic-speech-recognition; others get the exact message", () => {
		expect(FALLBACK.espnetUnknownType).toBe(
			"unknown model type (must be text-to-speech or automatic-speech-recognition)",
		);
		expect(gen("espnet", { tags: ["espnet", "audio-to-audio"] })).toEqual([`# ${FALLBACK.espnetUnknownType}\n`]);
		expect(one("espnet", { tags: ["text-to-speech"] })).toContain('Text2Speech.from_pretrained("org/model")');
		expect(one("espnet", { pipeline_tag: "automatic-speech-recognition" })).toContain(
			'Speech2Text.from_pretrained("org/model")',
		);
	});

	it("speechbrain: the method follows the interface class; missing or unknown says so", () => {
		expect(FALLBACK.speechbrainInterfaceMissing).toBe("interface is not specified or invalid");
		const expected: Record<string, string> = {
			EncoderClassifier: "classify_file",
			EncoderDecoderASR: "transcribe_file",
			EncoderASR: "transcribe_file",
			WhisperASR: "transcribe_file",
			SpectralMaskEnhancement: "enhance_file",
			WaveformEnhancement: "enhance_file",
			SepformerSeparation: "separate_file",
		};
		expect(Object.fromEntries([...SPEECHBRAIN_METHODS].map(([k, v]) => [k, v.method]))).toEqual(expected);
		for (const [iface, method] of Object.entries(expected)) {
			const code = one("speechbrain", { config: { speechbrain: { speechbrain_interface: iface } } });
			expect(code).toContain(`model = ${iface}.from_hparams(source="org/model")`);
			expect(code).toContain(`model.${method}(`);
		}
		expect(gen("speechbrain", {})).toEqual([`# ${FALLBACK.speechbrainInterfaceMissing}\n`]);
		expect(gen("speechbrain", { config: { speechbrain: { speechbrain_interface: "Tacotron2" } } })).toEqual([
			"# interface is not specified or invalid\n",
		]);
		expect(gen("speechbrain", { config: { speechbrain: { speechbrain_interface: "__proto__" } } })[0]).toContain(
			"interface is not specified or invalid",
		);
	});

	it("audiocraft: musicgen / audiogen / magnet by tag or id; otherwise the type is unknown", () => {
		expect(AUDIO_FALLBACK.audiocraftUnknown).toBe("Type of model unknown.");
		expect(audiocraftKind({ id: "a/b", tags: ["musicgen"] })).toBe("musicgen");
		expect(audiocraftKind({ id: "facebook/audiogen-medium" })).toBe("audiogen");
		expect(audiocraftKind({ id: "facebook/MAGNeT-small-10secs" })).toBe("magnet");
		expect(one("audiocraft", { tags: ["musicgen"] })).toContain('model = MusicGen.get_pretrained("org/model")');
		expect(one("audiocraft", { id: "x/audiogen-medium" })).toContain("AudioGen.get_pretrained(");
		expect(one("audiocraft", { tags: ["magnet"] })).toContain("MAGNeT.get_pretrained(");
		expect(one("audiocraft", { tags: ["musicgen"] })).toContain(
			`set_generation_params(duration=${AUDIO_DEFAULTS.audiocraftDuration})`,
		);
		expect(AUDIO_DEFAULTS.audiocraftDuration).toBe(8);
		expect(gen("audiocraft", { id: "facebook/encodec_32khz" })).toEqual(["# Type of model unknown.\n"]);
	});

	it("NeMo: the domain comes from the tags; a tag with no valid domain is stated", () => {
		expect(AUDIO_FALLBACK.nemoNoDomain).toBe("tag did not correspond to a valid NeMo domain.");
		const asr = one("nemo", { tags: ["nemo", "automatic-speech-recognition"] });
		expect(asr).toContain("import nemo.collections.asr as nemo_asr");
		expect(asr).toContain('nemo_asr.models.ASRModel.from_pretrained("org/model")');
		expect(asr).toContain("asr_model.transcribe([");
		// quoted so that zsh does not read the extra as a glob
		expect(asr).toContain('# pip install -U "nemo_toolkit[asr]"\n');
		expect(gen("nemo", { tags: ["nemo", "text-to-speech"] })).toEqual([
			"# tag did not correspond to a valid NeMo domain.\n",
		]);
	});

	it("NeMo: speaker recognition and FastPitch speech are domains too", () => {
		const speaker = one("nemo", { tags: ["nemo", "speaker-verification"], pipeline_tag: "audio-classification" });
		expect(speaker).toContain('nemo_asr.models.EncDecSpeakerLabelModel.from_pretrained("org/model")');
		const tts = one("nemo", { id: "nvidia/tts_en_fastpitch", tags: ["nemo", "text-to-speech", "FastPitch"] });
		expect(tts).toContain('FastPitchModel.from_pretrained("nvidia/tts_en_fastpitch")');
		expect(tts).toContain('HifiGanModel.from_pretrained("nvidia/tts_hifigan")');
	});

	it("tabular: SAP RPT-1 has a classifier and a regressor; FlexTab fetches its checkpoint", () => {
		const [clf, reg] = gen("sap-rpt-1-oss", { id: "SAP/sap-rpt-1-oss" });
		expect(clf).toContain("SAP_RPT_OSS_Classifier(max_context_size=8192, bagging=8)");
		expect(reg).toContain("SAP_RPT_OSS_Regressor(max_context_size=8192, bagging=8)");
		expect(one("flextab", { id: "SAP/flextab", siblings: [{ rfilename: "flextab.pt" }] })).toContain(
			'checkpoint_path = hf_hub_download("SAP/flextab", "flextab.pt")',
		);
	});

	it("KittenTTS: expr-voice names for the 0.1/0.2 models, first names from 0.8", () => {
		expect(kittenVoice({ id: "KittenML/kitten-tts-nano-0.2" })).toBe("expr-voice-2-f");
		expect(kittenVoice({ id: "KittenML/kitten-tts-mini-0.8" })).toBe("Bella");
		expect(one("kittentts", { id: "KittenML/kitten-tts-mini-0.8" })).toContain('voice="Bella"');
	});

	it("YOLO: the class comes from a yolov<digits> tag; otherwise a placeholder class and a note to replace it", () => {
		expect(yoloClass({ id: "a/b", tags: ["yolov10"] })).toBe("YOLOv10");
		expect(yoloClass({ id: "a/b", tags: ["yolov", "yolov8x", "yolo11"] })).toBeUndefined();
		const tagged = one("yolov10", { tags: ["yolov10"] });
		expect(tagged).toContain("from ultralytics import YOLOv10");
		expect(tagged).toContain('model = YOLOv10.from_pretrained("org/model")');
		expect(tagged).not.toContain(YOLO_PLACEHOLDER.className);
		expect(YOLO_PLACEHOLDER.className).toBe("YOLOvXX");
		const untagged = one("ultralytics", { tags: ["object-detection"] });
		expect(untagged).toContain(`# ${YOLO_PLACEHOLDER.note}\nfrom ultralytics import YOLOvXX`);
		expect(untagged).toContain('model = YOLOvXX.from_pretrained("org/model")');
	});

	it("ultralytics: the program that runs loads the checkpoint with YOLO (the package has no YOLOv8 class, no from_pretrained)", () => {
		const withWeights = gen("ultralytics", { tags: ["yolov8"], siblings: [{ rfilename: "best.pt" }] });
		expect(withWeights).toHaveLength(1);
		expect(withWeights[0]).toContain("from ultralytics import YOLO\n");
		expect(withWeights[0]).toContain('model = YOLO(hf_hub_download("org/model", "best.pt"))');
		expect(withWeights[0]).toContain("print(results[0].summary())");
		expect(withWeights.join("\n")).not.toMatch(/YOLOv8\b(?!\s+checkpoint)/);
		// no listed checkpoint: the first .pt of the repository, found at run time
		const [found] = gen("ultralytics", { tags: ["yolov8"] });
		expect(found).toContain("from huggingface_hub import hf_hub_download, list_repo_files");
		expect(found).toContain('weights = next(name for name in list_repo_files("org/model") if name.endswith(".pt"))');
		// YOLOv10.from_pretrained exists only in THU-MIG's fork, so that program installs the fork
		const v10 = gen("ultralytics", { tags: ["yolov10"] });
		expect(v10).toHaveLength(2);
		expect(v10[1]).toContain(`${YOLOV10_INSTALL}\nfrom ultralytics import YOLOv10`);
		expect(YOLOV10_INSTALL).toBe("# pip install git+https://github.com/THU-MIG/yolov10.git");
		// untagged: the runnable program first, then the placeholder the rule asks for
		const untagged = gen("ultralytics", { tags: ["object-detection"] });
		expect(untagged[0]).toContain("model = YOLO(hf_hub_download(");
		expect(untagged[1]).toContain("from ultralytics import YOLOvXX");
	});

	it("LVFace: the ONNX inferencer, with the timeout of 300 on its download", () => {
		expect(LVFACE_TIMEOUT).toBe(300);
		const code = one("lvface", { siblings: [{ rfilename: "LVFace-L_Glint360K/LVFace-L_Glint360K.onnx" }] });
		expect(code).toContain("from inference_onnx import LVFaceONNXInferencer");
		expect(code).toContain(
			'hf_hub_download("org/model", "LVFace-L_Glint360K/LVFace-L_Glint360K.onnx", etag_timeout=300)',
		);
		expect(code).toContain("LVFaceONNXInferencer(model_path, use_gpu=True)");
		// inference_onnx.py imports onnxruntime, cv2 and requests
		expect(code).toContain("# pip install -U huggingface_hub onnxruntime opencv-python requests\n");
		expect(code).toContain("inferencer.calculate_similarity(first, second)");
	});

	it("fairseq: speech models run through the speech_to_text hub interface", () => {
		const s2ut = one("fairseq", record("facebook/xm_transformer_s2ut_en-hk"));
		expect(s2ut).toContain("from fairseq.models.speech_to_text.hub_interface import S2THubInterface");
		expect(s2ut).toContain('arg_overrides={"config_yaml": "config.yaml", "task": "speech_to_text"}');
		expect(s2ut).toContain('sample = S2THubInterface.get_model_input(task, "path/to/audio.wav")');
		expect(s2ut).toContain("prediction = S2THubInterface.get_prediction(task, model, generator, sample)");
		expect(one("fairseq", record("facebook/fastspeech2-en-ljspeech"))).toContain("TTSHubInterface.get_prediction(");
	});

	it("MARS5 writes the cloned speech to a file", () => {
		const code = one("mars5-tts", { id: "CAMB-AI/MARS5-TTS" });
		expect(code).toContain('torchaudio.save("speech.wav", output_audio[None, :].cpu(), mars5.sr)');
		expect(code).toMatch(/# pip install -U torch torchaudio /);
	});

	it("stable-baselines3: algorithm and environment from the checkpoint name, a stated default otherwise", () => {
		expect(SB3_DEFAULT_ENV).toBe("CartPole-v1");
		const lunar = sb3Parts(record("sb3/ppo-LunarLander-v2"));
		expect([lunar.file, lunar.algo?.cls, lunar.env]).toEqual(["ppo-LunarLander-v2.zip", "PPO", "LunarLander-v2"]);
		const qr = one("stable-baselines3", record("sb3/qrdqn-BreakoutNoFrameskip-v4"));
		expect(qr).toContain("from sb3_contrib import QRDQN");
		expect(qr).toContain('make_atari_env("BreakoutNoFrameskip-v4", n_envs=1)');
		const unknown = one("stable-baselines3", record("Esteban/my_first_agent"));
		expect(unknown).toContain('load_from_hub(repo_id="Esteban/my_first_agent", filename="agent.zip")');
		expect(unknown).toContain("# the algorithm is not named in the record");
		expect(unknown).toContain('gym.make("CartPole-v1")');
	});

	it("stable-baselines3: Atari agents play on stacked preprocessed frames; gymnasium 1.x names; namespaced envs", () => {
		const atari = one("stable-baselines3", record("sb3/qrdqn-BreakoutNoFrameskip-v4"));
		expect(atari).toContain('"gymnasium[atari]"');
		expect(atari).toContain("gym.register_envs(ale_py)");
		expect(atari).toContain('env = VecFrameStack(make_atari_env("BreakoutNoFrameskip-v4", n_envs=1), n_stack=4)');
		expect(atari).toContain("obs, rewards, dones, infos = env.step(action)");
		expect(atari).not.toContain("gym.make(");
		const lunar = one("stable-baselines3", record("sb3/ppo-LunarLander-v2"));
		expect(SB3_RENAMED_ENVS.get("LunarLander-v2")).toBe("LunarLander-v3");
		expect(lunar).toContain('"gymnasium[box2d]"');
		expect(lunar).toContain('# LunarLander-v2 is LunarLander-v3 in gymnasium 1.x\nenv = gym.make("LunarLander-v3")');
		expect(lunar).toContain('print("episode reward:", episode_reward)');
		const seals = one("stable-baselines3", {
			id: "HumanCompatibleAI/ppo-seals-CartPole-v0",
			tags: ["stable-baselines3", "seals/CartPole-v0"],
		});
		expect(seals).toContain("import seals  # registers its environments with gymnasium");
		expect(seals).toContain('gym.make("seals/CartPole-v0")');
		// a keyword namespace is never imported
		expect(one("stable-baselines3", { id: "a/ppo-import-Foo-v0", tags: ["import/Foo-v0"] })).not.toContain(
			"import import",
		);
	});

	it("espnet: OWSM models load with the s2t inference classes, other ASR with asr_inference", () => {
		expect(espnetSpeechKind({ id: "espnet/owsm_v3.1_ebf" })).toBe("owsm");
		expect(espnetSpeechKind({ id: "espnet/owsm_ctc_v4_1B" })).toBe("owsm-ctc");
		const owsm = one("espnet", { id: "espnet/owsm_v3.1_ebf", pipeline_tag: "automatic-speech-recognition" });
		expect(owsm).toContain("from espnet2.bin.s2t_inference import Speech2Text");
		expect(owsm).toContain(
			's2t = Speech2Text.from_pretrained("espnet/owsm_v3.1_ebf", lang_sym="<eng>", task_sym="<asr>")',
		);
		expect(owsm).toContain("text, *_ = s2t(speech)[0]");
		const ctc = one("espnet", { id: "espnet/owsm_ctc_v4_1B", pipeline_tag: "automatic-speech-recognition" });
		expect(ctc).toContain("from espnet2.bin.s2t_inference_ctc import Speech2TextGreedySearch");
		expect(ctc).toContain('text = s2t.batch_decode("path/to/audio.wav")');
		const asr = one("espnet", { id: "espnet/x_asr", pipeline_tag: "automatic-speech-recognition" });
		expect(asr).toContain("from espnet2.bin.asr_inference import Speech2Text");
		expect(asr).toContain("text, *_ = speech2text(speech)[0]");
	});

	it("TensorFlowTTS: each architecture's own inference outputs, and a vocoder of the same voice makes the sound", () => {
		const fs1 = one("tensorflowtts", { id: "tensorspeech/tts-fastspeech-ljspeech-en", pipeline_tag: "text-to-speech" });
		expect(fs1).toContain("mel_before, mel_after, durations = model.inference(");
		expect(fs1).not.toContain("f0_ratios");
		const fs2 = one("tensorflowtts", record("tensorspeech/tts-fastspeech2-ljspeech-en"));
		expect(fs2).toContain("mel_before, mel_after, durations, f0, energy = model.inference(");
		expect(fs2).toContain('vocoder = TFAutoModel.from_pretrained("tensorspeech/tts-mb_melgan-ljspeech-en")');
		expect(fs2).toContain('sf.write("speech.wav", audio.numpy(), 22050)');
		expect(tensorflowttsVoice({ id: "tensorspeech/tts-tacotron2-baker-ch" })).toBe("baker-ch");
		expect(TENSORFLOWTTS_VOICES.get("baker-ch")?.rate).toBe(24000);
		const ko = one("tensorflowtts", { id: "tensorspeech/tts-tacotron2-kss-ko", pipeline_tag: "text-to-speech" });
		expect(ko).toContain(`text_to_sequence(${JSON.stringify(TENSORFLOWTTS_VOICES.get("kss-ko")?.text)})`);
		expect(ko).toContain("audio = vocoder.inference(mel_outputs)[0, :, 0]");
		// a vocoder gets its mel spectrogram from the text-to-mel model of its voice, not from a file
		const vocoder = one("tensorflowtts", record("tensorspeech/tts-mb_melgan-ljspeech-en"));
		expect(vocoder).not.toContain("np.load");
		expect(vocoder).toContain('text_to_mel = TFAutoModel.from_pretrained("tensorspeech/tts-fastspeech2-ljspeech-en")');
		expect(vocoder).toContain("audio = vocoder.inference(mel)[0, :, 0]");
		// an unknown voice still ends in output: the mel spectrogram's shape
		expect(one("tensorflowtts", { id: "someone/tts-tacotron2-x", pipeline_tag: "text-to-speech" })).toContain(
			"print(mel_outputs.shape)",
		);
	});

	it("science and vision constants", () => {
		expect(SCIENCE_DEFAULTS).toEqual({ forecastHorizon: 12, quantiles: [0.1, 0.5, 0.9], anemoiLeadHours: 12 });
		expect(one("chronos-forecasting", {})).toContain("prediction_length=12,\n    quantile_levels=[0.1, 0.5, 0.9],");
		expect(one("anemoi", {})).toContain('SimpleRunner({"huggingface": "org/model"}, device="cuda")');
		expect(videoprismName({ id: "google/videoprism-lvt-large-f8r288" })).toBe("videoprism_lvt_public_v1_large");
		expect(videoprismName({ id: "google/videoprism-base-f16r288" })).toBe("videoprism_public_v1_base");
		expect(terratorchBackbone({ id: "ibm-nasa-geospatial/Prithvi-EO-2.0-300M-TL" })).toBe("prithvi_eo_v2_300_tl");
		expect(one("depth-anything-v2", { id: "depth-anything/Depth-Anything-V2-Small" })).toContain(
			'DepthAnythingV2(encoder="vits", features=64, out_channels=[48, 96, 192, 384])',
		);
	});

	it("sample-factory: the example family and env come from an env tag or the id", () => {
		expect(sampleFactoryTarget(record("andrewzhang505/sample-factory-2-doom-deathmatch"))).toMatchObject({
			family: { module: "sf_examples.vizdoom.enjoy_vizdoom" },
			env: "doom_deathmatch_bots",
		});
		const pong = one("sample-factory", record("edbeeching/atari_2B_atari_pong_1111"));
		expect(pong).toContain("python -m sf_examples.atari.enjoy_atari --algo=APPO --env='atari_pong'");
		expect(sampleFactoryTarget(record("edbeeching/mujoco_swimmer_1111")).env).toBe("mujoco_swimmer");
		expect(sampleFactoryTarget({ id: "edbeeching/doom_health_gathering_supreme_3333" }).env).toBe(
			"doom_health_gathering_supreme",
		);
		const unnamed = one("sample-factory", { id: "someone/vizdoom-agent" });
		expect(unnamed).toContain("# Watch it play: set --env to the environment the agent was trained on");
		expect(unnamed).toContain("python -m sf_examples.vizdoom.enjoy_vizdoom --algo=APPO --env='doom_basic'");
	});

	it("terratorch: a fine-tuned checkpoint loads with its config; a foundation model is a registry backbone", () => {
		const tuned = one("terratorch", record("ibm-granite/granite-geospatial-biomass"));
		expect(tuned).toContain('hf_hub_download("ibm-granite/granite-geospatial-biomass", "biomass_model.ckpt")');
		expect(tuned).toContain("LightningInferenceModel.from_config(config_path, checkpoint_path)");
		expect(one("terratorch", record("ibm-nasa-geospatial/Prithvi-EO-2.0-300M-TL"))).toContain(
			'BACKBONE_REGISTRY.build("prithvi_eo_v2_300_tl", pretrained=True)',
		);
	});

	it("htrflow: the record's model fills its own step, the documented line models fill the other", () => {
		const trocr = one("htrflow", { id: "org/trocr", pipeline_tag: "image-to-text" });
		expect(trocr).toContain(`"model": "${HTRFLOW_DEFAULTS.lineSegmentation}"`);
		expect(trocr).toContain('"model": "org/trocr"');
		const yolo = one("htrflow", { id: "org/yolo", pipeline_tag: "object-detection" });
		expect(yolo).toContain(`"model": "${HTRFLOW_DEFAULTS.textRecognition}"`);
		expect(yolo).toContain("pipeline = Pipeline.from_config(config)");
	});

	it("WhisperKit: the first model folder of the repository, large-v3 when none is listed", () => {
		const listed = one("whisperkit", {
			id: "argmaxinc/whisperkit-coreml",
			siblings: [{ rfilename: "distil-whisper_distil-large-v3/config.json" }, { rfilename: "README.md" }],
		});
		expect(listed).toContain("--include 'distil-whisper_distil-large-v3/*' --local-dir whisperkit-models");
		expect(one("whisperkit", { id: "argmaxinc/whisperkit-coreml" })).toContain("--include 'openai_whisper-large-v3/*'");
		expect(one("whisperkit", { id: "a/b" })).toContain(
			"# the hf command comes with huggingface_hub: pip install -U huggingface_hub\nhf download",
		);
	});

	it("ml-agents: the run lands where --resume looks for it, with the configuration saved alongside", () => {
		expect(ML_AGENTS_RUN_ID).toBe("my_run");
		const code = one("ml-agents", record("ThomasSimonini/ppo-SoccerTwos"));
		expect(code).toContain("--local-dir=./results/my_run\n");
		expect(code).toContain("mlagents-learn ./results/my_run/configuration.yaml --run-id=my_run --resume\n");
	});

	it("shell libraries quote the id as one word", () => {
		expect(one("ml-agents", { id: "ThomasSimonini/ppo-SoccerTwos" })).toContain(
			"mlagents-load-from-hf --repo-id='ThomasSimonini/ppo-SoccerTwos' --local-dir=./results/my_run",
		);
		expect(one("sample-factory", { id: "a/b" })).toContain(
			"python -m sample_factory.huggingface.load_from_hub -r 'a/b' -d ./train_dir",
		);
		expect(one("whisperkit", record("argmaxinc/whisperkit-coreml"))).toContain(
			"whisperkit-cli transcribe --model-path 'whisperkit-models/openai_whisper-large-v3' --audio-path 'path/to/audio.wav'",
		);
	});
});

const HOSTILE = "a'b\"c\\d\ne`f${x}$(touch MARKER)__import__('os').system('touch MARKER')";

// ---- property: no exception escapes ---------------------------------------------------------------

const TAG_POOL = [
	"text-to-speech",
	"automatic-speech-recognition",
	"audio-to-audio",
	"text-to-mel",
	"mel-to-wav",
	"musicgen",
	"audiogen",
	"magnet",
	"pyannote-audio-pipeline",
	"yolov8",
	"yolov10",
	"yolov",
	"act",
	"smolvla",
	"diffusion",
	"ppo",
	"qrdqn",
	"CartPole-v1",
	"object-detection",
	"image-segmentation",
	"__proto__",
	"constructor",
	"",
];

const text = fc.oneof(fc.string(), fc.constantFrom(HOSTILE, "", " ", "\u2028", "\ud800", "a/b"));
const arbRecord: fc.Arbitrary<ModelRecord> = fc.record(
	{
		id: fc.oneof(
			text,
			fc.constantFrom("facebook/musicgen-small", "google/videoprism-lvt-large", "IndexTeam/IndexTTS-2"),
		),
		tags: fc.array(fc.oneof(fc.constantFrom(...TAG_POOL), text), { maxLength: 6 }),
		pipeline_tag: fc.oneof(fc.constantFrom(...TAG_POOL), text),
		widgetData: fc.array(fc.record({ text: text }, { requiredKeys: [] }), { maxLength: 2 }),
		siblings: fc.array(
			fc.record({
				rfilename: fc.oneof(text, fc.constantFrom("a.pt", "b.zip", "c.onnx", "d.pth", "e/config.json", "/config.json")),
			}),
			{ maxLength: 4 },
		),
		config: fc.record(
			{
				speechbrain: fc.record(
					{ speechbrain_interface: fc.oneof(fc.constantFrom(...SPEECHBRAIN_METHODS.keys(), "toString"), text) },
					{ requiredKeys: [] },
				),
				model_type: text,
			},
			{ requiredKeys: [] },
		),
		cardData: fc.record(
			{ base_model: fc.oneof(text, fc.array(text)), instance_prompt: fc.oneof(text, fc.constant(null)) },
			{ requiredKeys: [] },
		),
	},
	{ requiredKeys: ["id"] },
) as fc.Arbitrary<ModelRecord>;

describe("random records", () => {
	it("no exception escapes any generator, and each returns programs ending in one newline", () => {
		for (const lib of MY_IDS) {
			fc.assert(
				fc.property(arbRecord, (model) => {
					const out = MINE[lib]!(model);
					expect(Array.isArray(out), lib).toBe(true);
					for (const code of out) expect(code.endsWith("\n") && !code.endsWith("\n\n"), lib).toBe(true);
				}),
				{ numRuns: 200, seed: 20261121 },
			);
		}
	});
});
