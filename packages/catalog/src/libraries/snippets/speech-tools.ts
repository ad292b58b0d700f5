/**
 * Speech tools outside the model-package family: Piper text-to-speech (ONNX voices) and the
 * Montreal Forced Aligner (a command-line aligner whose models live in hub repositories).
 * Each generator follows the library's own documentation (piper1-gpl docs/API_PYTHON.md,
 * MFA docs/source/user_guide/models/model_versions.rst).
 */
import { lines } from "../../code/lines.js";
import * as py from "../../code/py.js";
import * as sh from "../../code/sh.js";
import type { ModelRecord } from "../../model.js";
import type { LibrarySnippets } from "../types.js";
import { DEFAULT_TTS_TEXT, filesEnding, pip, program, pyId, repoName, siblingNames, widgetText } from "./helpers.js";

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

export const SPEECH_TOOLS_SNIPPETS: Record<string, LibrarySnippets> = {
	piper,
	"montreal-forced-aligner": montrealForcedAligner,
};
