/**
 * Library snippets of the audio and speech libraries (ESPnet, SpeechBrain, audiocraft, NeMo,
 * TensorFlowTTS, WhisperKit and the speech models): fallback texts, constants, each branch, hostile values.
 * The checks every generator keeps are in library-snippets-contract.test.ts.
 */
import { describe, expect, it } from "vitest";
import { FALLBACK } from "../src/code/placeholders.js";
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

import { familyChecks, languageOf, one, programsFor, record } from "./helpers/library-snippets.js";

describe("audio family", () => {
	familyChecks(AUDIO_SNIPPETS, { language: (id) => (id === "whisperkit" ? "sh" : "python"), pythonNames: false });
});

describe("fallback texts, constants and branches", () => {
	it("espnet: only text-to-speech and automatic-speech-recognition; others get the exact message", () => {
		expect(FALLBACK.espnetUnknownType).toBe(
			"unknown model type (must be text-to-speech or automatic-speech-recognition)",
		);
		expect(programsFor("espnet", { tags: ["espnet", "audio-to-audio"] })).toEqual([
			`# ${FALLBACK.espnetUnknownType}\n`,
		]);
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
		expect(programsFor("speechbrain", {})).toEqual([`# ${FALLBACK.speechbrainInterfaceMissing}\n`]);
		expect(programsFor("speechbrain", { config: { speechbrain: { speechbrain_interface: "Tacotron2" } } })).toEqual([
			"# interface is not specified or invalid\n",
		]);
		expect(
			programsFor("speechbrain", { config: { speechbrain: { speechbrain_interface: "__proto__" } } })[0],
		).toContain("interface is not specified or invalid");
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
		expect(programsFor("audiocraft", { id: "facebook/encodec_32khz" })).toEqual(["# Type of model unknown.\n"]);
	});

	it("NeMo: the domain comes from the tags; a tag with no valid domain is stated", () => {
		expect(AUDIO_FALLBACK.nemoNoDomain).toBe("tag did not correspond to a valid NeMo domain.");
		const asr = one("nemo", { tags: ["nemo", "automatic-speech-recognition"] });
		expect(asr).toContain("import nemo.collections.asr as nemo_asr");
		expect(asr).toContain('nemo_asr.models.ASRModel.from_pretrained("org/model")');
		expect(asr).toContain("asr_model.transcribe([");
		// quoted so that zsh does not read the extra as a glob
		expect(asr).toContain('# pip install -U "nemo_toolkit[asr]"\n');
		expect(programsFor("nemo", { tags: ["nemo", "text-to-speech"] })).toEqual([
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

	it("KittenTTS: expr-voice names for the 0.1/0.2 models, first names from 0.8", () => {
		expect(kittenVoice({ id: "KittenML/kitten-tts-nano-0.2" })).toBe("expr-voice-2-f");
		expect(kittenVoice({ id: "KittenML/kitten-tts-mini-0.8" })).toBe("Bella");
		expect(one("kittentts", { id: "KittenML/kitten-tts-mini-0.8" })).toContain('voice="Bella"');
	});

	it("fairseq: speech models run through the speech_to_text hub interface", () => {
		const s2ut = one("fairseq", record("facebook/xm_transformer_s2ut_en-hk"));
		expect(s2ut).toContain("from fairseq.models.speech_to_text.hub_interface import S2THubInterface");
		expect(s2ut).toContain('arg_overrides={"config_yaml": "config.yaml", "task": "speech_to_text"}');
		expect(s2ut).toContain('sample = S2THubInterface.get_model_input(task, "path/to/audio.wav")');
		expect(s2ut).toContain("prediction = S2THubInterface.get_prediction(task, model, generator, sample)");
		expect(one("fairseq", record("facebook/fastspeech2-en-ljspeech"))).toContain("TTSHubInterface.get_prediction(");
	});

	it("VibeVoice installs the community fork, which keeps the TTS classes microsoft/VibeVoice removed", () => {
		const code = one("vibevoice", { id: "microsoft/VibeVoice-1.5B", pipeline_tag: "text-to-speech" });
		expect(code).toContain("# pip install git+https://github.com/vibevoice-community/VibeVoice.git\n");
		expect(code).not.toContain("pip install git+https://github.com/microsoft/VibeVoice");
		expect(code).toContain("from vibevoice.modular.modeling_vibevoice_inference import");
	});

	it("Vui installs the 0.1.0 release, whose API (render, a default checkpoint) the snippet uses", () => {
		const code = one("vui", { id: "fluxions/vui", pipeline_tag: "text-to-speech" });
		expect(code).toContain("# pip install git+https://github.com/fluxions-ai/vui.git@v0.1.0\n");
		expect(code).toContain("from vui.inference import render\n");
	});

	it("MARS5 writes the cloned speech to a file", () => {
		const code = one("mars5-tts", { id: "CAMB-AI/MARS5-TTS" });
		expect(code).toContain('torchaudio.save("speech.wav", output_audio[None, :].cpu(), mars5.sr)');
		expect(code).toMatch(/# pip install -U torch torchaudio /);
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

	it("WhisperKit is used from the shell, with the model path quoted as one word", () => {
		expect(languageOf("whisperkit")).toBe("sh");
		expect(one("whisperkit", record("argmaxinc/whisperkit-coreml"))).toContain(
			"whisperkit-cli transcribe --model-path 'whisperkit-models/openai_whisper-large-v3' --audio-path 'path/to/audio.wav'",
		);
	});
});
