/**
 * Speech and audio libraries the product names (espnet, speechbrain, pyannote, TensorFlowTTS,
 * audiocraft, NeMo) plus WhisperKit (shell); the smaller ones live in speech.ts.
 * Each generator returns complete programs from the library's current public API; record
 * values enter only through the encoders.
 */
import { lines } from "../../code/lines.js";
import { AUDIO_PLACEHOLDER, FALLBACK } from "../../code/placeholders.js";
import * as py from "../../code/py.js";
import * as sh from "../../code/sh.js";
import type { ModelRecord } from "../../model.js";
import type { LibrarySnippets } from "../types.js";
import { DEFAULT_TTS_TEXT, filesEnding, pip, program, pyId, tagsOf, tasksOf, widgetText } from "./helpers.js";
import { AUDIO_MODEL_SNIPPETS, DIALOGUE_EXAMPLE } from "./speech.js";

export { kittenVoice } from "./speech.js";

const AUDIO = py.str(AUDIO_PLACEHOLDER);

/** Fallback texts of this family (the shared ones live in code/placeholders.ts). */
export const AUDIO_FALLBACK = {
	audiocraftUnknown: "Type of model unknown.",
	nemoNoDomain: "tag did not correspond to a valid NeMo domain.",
} as const;

/** Fixed example values of this family, so tests can check them. */
export const AUDIO_DEFAULTS = {
	musicPrompt: "an upbeat acoustic guitar melody with light percussion",
	soundPrompt: "rain falling on a tin roof while thunder rumbles far away",
	audiocraftDuration: 8,
	dialogue: DIALOGUE_EXAMPLE,
} as const;

function comment(text: string): string {
	return program(`# ${py.comment(text)}`);
}

// ---- espnet ---------------------------------------------------------------------------

/**
 * Which ESPnet inference class reads a speech-recognition record: OWSM (Open Whisper-style
 * Speech Models) are s2t models, OWSM-CTC their encoder-only variant; the rest are asr models.
 */
export function espnetSpeechKind(model: ModelRecord): "owsm-ctc" | "owsm" | "asr" {
	const id = String(model.id).toLowerCase();
	if (/owsm[_-]?ctc/.test(id)) return "owsm-ctc";
	return id.includes("owsm") ? "owsm" : "asr";
}

const espnet: LibrarySnippets = (model) => {
	const tasks = tasksOf(model);
	if (tasks.includes("text-to-speech")) {
		const text = py.str(widgetText(model, DEFAULT_TTS_TEXT));
		return [
			program(`
${pip("espnet", "espnet_model_zoo", "soundfile")}
import soundfile as sf
from espnet2.bin.tts_inference import Text2Speech

text2speech = Text2Speech.from_pretrained(${pyId(model)})
output = text2speech(${text})
sf.write("speech.wav", output["wav"].numpy(), text2speech.fs)
`),
		];
	}
	if (tasks.includes("automatic-speech-recognition")) {
		const kind = espnetSpeechKind(model);
		// OWSM-CTC has no decoder: the greedy CTC search reads the file itself and handles long audio
		if (kind === "owsm-ctc") {
			return [
				program(`
${pip("espnet", "espnet_model_zoo")}
from espnet2.bin.s2t_inference_ctc import Speech2TextGreedySearch

s2t = Speech2TextGreedySearch.from_pretrained(${pyId(model)}, lang_sym="<eng>", task_sym="<asr>")
text = s2t.batch_decode(${AUDIO})
print(text)
`),
			];
		}
		// OWSM models are trained by the speech-to-text (s2t) task, not the asr one
		const [module, name] = kind === "owsm" ? ["s2t_inference", "s2t"] : ["asr_inference", "speech2text"];
		const options = kind === "owsm" ? ', lang_sym="<eng>", task_sym="<asr>"' : "";
		return [
			program(`
${pip("espnet", "espnet_model_zoo", "soundfile")}
import soundfile as sf
from espnet2.bin.${module} import Speech2Text

${name} = Speech2Text.from_pretrained(${pyId(model)}${options})
# the models expect 16 kHz mono audio
speech, rate = sf.read(${AUDIO})
text, *_ = ${name}(speech)[0]
print(text)
`),
		];
	}
	return [comment(FALLBACK.espnetUnknownType)];
};

// ---- speechbrain ----------------------------------------------------------------------

/** speechbrain interface class → (module, method). Classes outside this table are "invalid". */
export const SPEECHBRAIN_METHODS: ReadonlyMap<string, { module: string; method: string }> = new Map([
	["EncoderClassifier", { module: "classifiers", method: "classify_file" }],
	["EncoderDecoderASR", { module: "ASR", method: "transcribe_file" }],
	["EncoderASR", { module: "ASR", method: "transcribe_file" }],
	["WhisperASR", { module: "ASR", method: "transcribe_file" }],
	["SpectralMaskEnhancement", { module: "enhancement", method: "enhance_file" }],
	["WaveformEnhancement", { module: "enhancement", method: "enhance_file" }],
	["SepformerSeparation", { module: "separation", method: "separate_file" }],
]);

const speechbrain: LibrarySnippets = (model) => {
	const iface = model.config?.speechbrain?.speechbrain_interface;
	const entry = typeof iface === "string" ? SPEECHBRAIN_METHODS.get(iface) : undefined;
	if (typeof iface !== "string" || !entry) return [comment(FALLBACK.speechbrainInterfaceMissing)];
	// only the methods that write audio need torchaudio
	const writesAudio = entry.method === "enhance_file" || entry.method === "separate_file";
	// torchaudio 2.9+ saves through TorchCodec, which it does not install.
	const head = `${writesAudio ? pip("speechbrain", "torchcodec") : pip("speechbrain")}
${writesAudio ? "import torchaudio\n" : ""}from speechbrain.inference.${entry.module} import ${iface}

model = ${iface}.from_hparams(source=${pyId(model)})`;
	switch (entry.method) {
		case "classify_file":
			return [
				program(`${head}
out_prob, score, index, label = model.classify_file(${AUDIO})
print(label, score)
`),
			];
		case "transcribe_file":
			return [
				program(`${head}
transcript = model.transcribe_file(${AUDIO})
print(transcript)
`),
			];
		case "enhance_file":
			return [
				program(`${head}
enhanced = model.enhance_file(${AUDIO})
torchaudio.save("enhanced.wav", enhanced.unsqueeze(0).cpu(), 16000)
`),
			];
		default:
			return [
				program(`${head}
sources = model.separate_file(path=${AUDIO})
for i in range(sources.shape[2]):
    torchaudio.save(f"source_{i + 1}.wav", sources[:, :, i].detach().cpu(), 8000)
`),
			];
	}
};

// ---- pyannote-audio -------------------------------------------------------------------

const pyannote: LibrarySnippets = (model) => {
	if (tagsOf(model).includes("pyannote-audio-pipeline")) {
		return [
			program(`
${pip("pyannote.audio")}
import os
from pyannote.audio import Pipeline

# gated models need an access token from https://huggingface.co/settings/tokens
pipeline = Pipeline.from_pretrained(${pyId(model)}, token=os.environ.get("HF_TOKEN"))
output = pipeline(${AUDIO})
print(output)
`),
		];
	}
	return [
		program(`
${pip("pyannote.audio")}
import os
from pyannote.audio import Inference, Model

model = Model.from_pretrained(${pyId(model)}, token=os.environ.get("HF_TOKEN"))
inference = Inference(model)
output = inference(${AUDIO})
print(output)
`),
	];
};

// ---- tensorflowtts --------------------------------------------------------------------

/**
 * The voices TensorSpeech publishes both a text-to-mel model and a Multi-band MelGAN vocoder
 * for (`tensorspeech/tts-<model>-<voice>`), with the vocoder's sample rate.
 */
export const TENSORFLOWTTS_VOICES: ReadonlyMap<string, { rate: number; text: string }> = new Map([
	["ljspeech-en", { rate: 22050, text: DEFAULT_TTS_TEXT }],
	// each processor reads its own language only
	["kss-ko", { rate: 22050, text: "안녕하세요. 이 문장은 제 컴퓨터에서 음성으로 바뀌었습니다." }],
	["baker-ch", { rate: 24000, text: "这句话是在我自己的电脑上合成的。" }],
]);

/** The voice part of a TensorSpeech id (`tensorspeech/tts-fastspeech2-ljspeech-en` → `ljspeech-en`) when it is a known one. */
export function tensorflowttsVoice(model: ModelRecord): string | undefined {
	const match = /^tensorspeech\/tts-[a-z0-9_]+-([a-z]+-[a-z]+)$/i.exec(String(model.id));
	const voice = match?.[1]?.toLowerCase();
	return voice && TENSORFLOWTTS_VOICES.has(voice) ? voice : undefined;
}

/** The inference call of each text-to-mel architecture: FastSpeech2 adds pitch and energy to FastSpeech. */
function textToMelCall(model: ModelRecord): { call: string; mel: string } {
	const id = String(model.id).toLowerCase();
	const ids = "input_ids=tf.expand_dims(tf.convert_to_tensor(input_ids, dtype=tf.int32), 0),";
	if (id.includes("fastspeech2")) {
		return {
			mel: "mel_after",
			call: `mel_before, mel_after, durations, f0, energy = model.inference(
    ${ids}
    speaker_ids=tf.convert_to_tensor([0], dtype=tf.int32),
    speed_ratios=tf.convert_to_tensor([1.0], dtype=tf.float32),
    f0_ratios=tf.convert_to_tensor([1.0], dtype=tf.float32),
    energy_ratios=tf.convert_to_tensor([1.0], dtype=tf.float32),
)`,
		};
	}
	if (id.includes("fastspeech")) {
		return {
			mel: "mel_after",
			call: `mel_before, mel_after, durations = model.inference(
    ${ids}
    speaker_ids=tf.convert_to_tensor([0], dtype=tf.int32),
    speed_ratios=tf.convert_to_tensor([1.0], dtype=tf.float32),
)`,
		};
	}
	return {
		mel: "mel_outputs",
		call: `decoder_output, mel_outputs, stop_tokens, alignments = model.inference(
    ${ids}
    input_lengths=tf.convert_to_tensor([len(input_ids)], dtype=tf.int32),
    speaker_ids=tf.convert_to_tensor([0], dtype=tf.int32),
)`,
	};
}

const tensorflowtts: LibrarySnippets = (model) => {
	const tasks = tasksOf(model);
	const voice = tensorflowttsVoice(model);
	const known = voice ? TENSORFLOWTTS_VOICES.get(voice) : undefined;
	const text = py.str(widgetText(model, known?.text ?? DEFAULT_TTS_TEXT));
	if (tasks.includes("text-to-mel") || tasks.includes("text-to-speech")) {
		const { call, mel } = textToMelCall(model);
		// with a published vocoder for the same voice the program ends in a sound file
		const tail = voice
			? `vocoder = TFAutoModel.from_pretrained(${py.str(`tensorspeech/tts-mb_melgan-${voice}`)})
audio = vocoder.inference(${mel})[0, :, 0]
sf.write("speech.wav", audio.numpy(), ${known?.rate ?? 22050})
print("wrote speech.wav")`
			: `# a vocoder trained on the same voice (e.g. a TensorSpeech mb_melgan model) turns the mel spectrogram into sound
print(${mel}.shape)`;
		return [
			program(`
${voice ? pip("TensorFlowTTS", "soundfile") : pip("TensorFlowTTS")}
${voice ? "import soundfile as sf\n" : ""}import tensorflow as tf
from tensorflow_tts.inference import AutoProcessor, TFAutoModel

processor = AutoProcessor.from_pretrained(${pyId(model)})
model = TFAutoModel.from_pretrained(${pyId(model)})
input_ids = processor.text_to_sequence(${text})
${call}
${tail}
`),
		];
	}
	if (tasks.includes("mel-to-wav") || tasks.includes("audio-to-audio")) {
		// a vocoder needs a mel spectrogram: make one with the text-to-mel model of the same voice
		const melModel = `tensorspeech/tts-fastspeech2-${voice ?? "ljspeech-en"}`;
		return [
			program(`
${pip("TensorFlowTTS", "soundfile")}
import soundfile as sf
import tensorflow as tf
from tensorflow_tts.inference import AutoProcessor, TFAutoModel

${voice ? "" : "# use the text-to-mel model trained on the same voice data as this vocoder\n"}processor = AutoProcessor.from_pretrained(${py.str(melModel)})
text_to_mel = TFAutoModel.from_pretrained(${py.str(melModel)})
input_ids = processor.text_to_sequence(${text})
mel_before, mel, durations, f0, energy = text_to_mel.inference(
    input_ids=tf.expand_dims(tf.convert_to_tensor(input_ids, dtype=tf.int32), 0),
    speaker_ids=tf.convert_to_tensor([0], dtype=tf.int32),
    speed_ratios=tf.convert_to_tensor([1.0], dtype=tf.float32),
    f0_ratios=tf.convert_to_tensor([1.0], dtype=tf.float32),
    energy_ratios=tf.convert_to_tensor([1.0], dtype=tf.float32),
)

vocoder = TFAutoModel.from_pretrained(${pyId(model)})
audio = vocoder.inference(mel)[0, :, 0]
sf.write("speech.wav", audio.numpy(), ${known?.rate ?? 22050})
print("wrote speech.wav")
`),
		];
	}
	return [
		program(`
${pip("TensorFlowTTS")}
from tensorflow_tts.inference import TFAutoModel

model = TFAutoModel.from_pretrained(${pyId(model)})
model.summary()
`),
	];
};

// ---- audiocraft -----------------------------------------------------------------------

/** Which audiocraft family a record belongs to: a tag first, else a word in the id. */
export function audiocraftKind(model: ModelRecord): "musicgen" | "audiogen" | "magnet" | undefined {
	const tags = tagsOf(model);
	const id = String(model.id).toLowerCase();
	for (const kind of ["magnet", "musicgen", "audiogen"] as const) if (tags.includes(kind)) return kind;
	for (const kind of ["magnet", "musicgen", "audiogen"] as const) if (id.includes(kind)) return kind;
	return undefined;
}

const AUDIOCRAFT_CLASS = { musicgen: "MusicGen", audiogen: "AudioGen", magnet: "MAGNeT" } as const;

const audiocraft: LibrarySnippets = (model) => {
	const kind = audiocraftKind(model);
	if (!kind) return [comment(AUDIO_FALLBACK.audiocraftUnknown)];
	const cls = AUDIOCRAFT_CLASS[kind];
	const prompt = py.str(kind === "audiogen" ? AUDIO_DEFAULTS.soundPrompt : AUDIO_DEFAULTS.musicPrompt);
	const params =
		kind === "magnet" ? "" : `model.set_generation_params(duration=${AUDIO_DEFAULTS.audiocraftDuration})\n`;
	return [
		program(`
${pip("audiocraft")}
from audiocraft.data.audio import audio_write
from audiocraft.models import ${cls}

model = ${cls}.get_pretrained(${pyId(model)})
${params}wav = model.generate([${prompt}])
for i, one_wav in enumerate(wav):
    audio_write(f"sample_{i}", one_wav.cpu(), model.sample_rate, strategy="loudness")
`),
	];
};

// ---- nemo -----------------------------------------------------------------------------

/** Tags that name a NeMo domain. */
export const NEMO_DOMAINS: ReadonlyMap<string, string> = new Map([
	["automatic-speech-recognition", "ASR"],
	["speaker-verification", "SpeakerRecognition"],
	["speaker-recognition", "SpeakerRecognition"],
	["text-to-speech", "TTS"],
]);

/** The NeMo domain of a record: the first tag (pipeline tag first) that names one. */
export function nemoDomain(model: ModelRecord): string | undefined {
	return tasksOf(model)
		.map((t) => NEMO_DOMAINS.get(t))
		.find((d) => d !== undefined);
}

const nemo: LibrarySnippets = (model) => {
	const domain = nemoDomain(model);
	if (domain === "ASR") {
		return [
			program(`
${pip('"nemo_toolkit[asr]"')}
import nemo.collections.asr as nemo_asr

asr_model = nemo_asr.models.ASRModel.from_pretrained(${pyId(model)})
transcriptions = asr_model.transcribe([${AUDIO}])
print(transcriptions[0].text)
`),
		];
	}
	if (domain === "SpeakerRecognition") {
		return [
			program(`
${pip('"nemo_toolkit[asr]"')}
import nemo.collections.asr as nemo_asr

speaker_model = nemo_asr.models.EncDecSpeakerLabelModel.from_pretrained(${pyId(model)})
embedding = speaker_model.get_embedding(${AUDIO})
same_speaker = speaker_model.verify_speakers("path/to/speaker1.wav", "path/to/speaker2.wav")
print(embedding.shape, same_speaker)
`),
		];
	}
	// NeMo text-to-speech is a spectrogram generator plus a vocoder; FastPitch is the one with a stock pairing.
	if (domain === "TTS" && (tagsOf(model).includes("FastPitch") || /fastpitch/i.test(String(model.id)))) {
		const text = py.str(widgetText(model, DEFAULT_TTS_TEXT));
		return [
			program(`
${pip('"nemo_toolkit[tts]"', "soundfile")}
import soundfile as sf
from nemo.collections.tts.models import FastPitchModel, HifiGanModel

spec_generator = FastPitchModel.from_pretrained(${pyId(model)})
vocoder = HifiGanModel.from_pretrained("nvidia/tts_hifigan")
tokens = spec_generator.parse(${text})
spectrogram = spec_generator.generate_spectrogram(tokens=tokens)
audio = vocoder.convert_spectrogram_to_audio(spec=spectrogram)
sf.write("speech.wav", audio.to("cpu").detach().numpy()[0], 22050)
`),
		];
	}
	return [comment(AUDIO_FALLBACK.nemoNoDomain)];
};

// ---- whisperkit (shell) ---------------------------------------------------------------

const whisperkit: LibrarySnippets = (model) => {
	const folder = filesEnding(model, "/config.json")
		.map((f) => f.slice(0, f.indexOf("/")))
		.find((f) => f !== "");
	const variant = folder ?? "openai_whisper-large-v3";
	return [
		lines()
			.add("# WhisperKit runs on Apple silicon (macOS 14+)")
			.add("brew install whisperkit-cli")
			.add("# the hf command comes with huggingface_hub: pip install -U huggingface_hub")
			.add(`hf download ${sh.str(String(model.id))} --include ${sh.str(`${variant}/*`)} --local-dir whisperkit-models`)
			.add(
				`whisperkit-cli transcribe --model-path ${sh.str(`whisperkit-models/${variant}`)} --audio-path ${sh.str(AUDIO_PLACEHOLDER)}`,
			)
			.toString(),
	];
};

export const AUDIO_SNIPPETS: Record<string, LibrarySnippets> = {
	espnet,
	speechbrain,
	"pyannote-audio": pyannote,
	tensorflowtts,
	audiocraft,
	nemo,
	whisperkit,
	...AUDIO_MODEL_SNIPPETS,
};
