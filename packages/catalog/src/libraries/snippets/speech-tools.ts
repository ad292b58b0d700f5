/**
 * Speech tools outside the model-package family: Piper text-to-speech (ONNX voices), the
 * Montreal Forced Aligner (a command-line aligner whose models live in hub repositories) and
 * MECT (AntSpeaker's speaker-verification checkpoints). Each generator follows the library's own
 * documentation (piper1-gpl docs/API_PYTHON.md, MFA docs/source/user_guide/models/
 * model_versions.rst, the AntSpeaker README and example.py).
 */
import { lines } from "../../code/lines.js";
import * as py from "../../code/py.js";
import * as sh from "../../code/sh.js";
import type { ModelRecord } from "../../model.js";
import type { LibrarySnippets } from "../types.js";
import {
	DEFAULT_TTS_TEXT,
	filesEnding,
	pip,
	program,
	pyId,
	repoName,
	SAMPLE_URLS,
	siblingNames,
	widgetText,
} from "./helpers.js";

/**
 * The Piper voice to load: an `.onnx` file of the repository, preferring one whose JSON config
 * (`<voice>.onnx.json`, which Piper needs beside it) is listed too; a single-voice repository
 * named after its voice otherwise.
 */
export function piperVoiceFile(model: Pick<ModelRecord, "id" | "siblings">): string {
	const files = new Set(siblingNames(model));
	const voices = filesEnding(model, ".onnx");
	return voices.find((f) => files.has(`${f}.json`)) ?? voices[0] ?? `${repoName(model)}.onnx`;
}

const piper: LibrarySnippets = (model) => {
	const voice = piperVoiceFile(model);
	return [
		program(`
${pip("piper-tts", "huggingface_hub")}
import wave

from huggingface_hub import hf_hub_download
from piper import PiperVoice

# a Piper voice is an ONNX model plus the JSON config next to it
model_path = hf_hub_download(${pyId(model)}, ${py.str(voice)})
config_path = hf_hub_download(${pyId(model)}, ${py.str(`${voice}.json`)})
voice = PiperVoice.load(model_path, config_path=config_path)

with wave.open("speech.wav", "wb") as wav_file:
    voice.synthesize_wav(${py.str(widgetText(model, DEFAULT_TTS_TEXT))}, wav_file)
`),
	];
};

/** MFA 3.4+ reads hub-format models (acoustic model, dictionaries and G2P in one repository). */
const montrealForcedAligner: LibrarySnippets = (model) => [
	lines()
		.add("# install: conda create -n aligner -c conda-forge montreal-forced-aligner && conda activate aligner")
		.add("# my_corpus/ holds each recording next to its transcript: speaker1.wav + speaker1.txt, ...")
		.add("mkdir -p my_corpus")
		.add("# downloads the model on first use, then writes TextGrids with word and phone timings")
		.add(`mfa align_hf my_corpus ${sh.str(String(model.id))} aligned`)
		.toString(),
];

const MECT_DEFAULT = "mect_b2_vc2.pt";

/** The MECT checkpoint to load: MECT-B2 trained on VoxCeleb2 when listed, else the first `.pt`. */
export function mectCheckpoint(model: Pick<ModelRecord, "siblings">): string {
	const checkpoints = filesEnding(model, ".pt");
	return checkpoints.find((f) => f === MECT_DEFAULT) ?? checkpoints[0] ?? MECT_DEFAULT;
}

/**
 * A checkpoint holds its model and feature config; the speaker embedding is computed from Kaldi
 * filterbank features the way AntSpeaker's example.py does. The antspeaker package is the
 * GitHub repository's source tree: it is not on PyPI.
 */
const mect: LibrarySnippets = (model) => [
	program(`
# the antspeaker package is the source of https://github.com/ant-research/AntSpeaker (not on PyPI):
#   git clone https://github.com/ant-research/AntSpeaker && cd AntSpeaker
${pip("torch", "torchaudio", "soundfile", "huggingface_hub")}
from urllib.request import urlretrieve

import antspeaker.models  # noqa: F401  (registers the MECT backbones)
import soundfile as sf
import torch
import torchaudio
import torchaudio.compliance.kaldi as kaldi
from antspeaker.utils.registry import create_model
from huggingface_hub import hf_hub_download

checkpoint = hf_hub_download(${pyId(model)}, ${py.str(mectCheckpoint(model))})
config = torch.load(checkpoint, map_location="cpu")["config"]
model, _ = create_model(config["model"]).load_model(checkpoint)
model.eval()
features = config["feature"]

urlretrieve(${py.str(SAMPLE_URLS.audio)}, "speech.flac")
waveform, rate = sf.read("speech.flac", dtype="float32")
waveform = torch.from_numpy(waveform.T).unsqueeze(0)
if rate != features["sampling_rate"]:
    waveform = torchaudio.transforms.Resample(rate, features["sampling_rate"])(waveform)

# 80-dim Kaldi filterbank features, as the checkpoint was trained on
fbank = kaldi.fbank(
    waveform * (1 << 15),
    num_mel_bins=features["num_mel_bins"],
    frame_length=features["frame_length"],
    frame_shift=features["frame_shift"],
    dither=features["dither"],
    energy_floor=0.0,
    window_type="hamming",
    sample_frequency=features["sampling_rate"],
)
with torch.no_grad():
    embedding = model(fbank.unsqueeze(0).transpose(-1, -2))
print(embedding.shape)
# same speaker? embed a second recording and compare: torch.nn.functional.cosine_similarity(a, b)
`),
];

export const SPEECH_TOOLS_SNIPPETS: Record<string, LibrarySnippets> = {
	piper,
	"montreal-forced-aligner": montrealForcedAligner,
	mect,
};
