/**
 * The smaller speech and audio libraries (text-to-speech, voice cloning, separation,
 * watermarking, speech LLMs): one generator each, from the library's current public API.
 * audio.ts merges them with the product-named audio libraries.
 */

import { AUDIO_PLACEHOLDER } from "../../code/placeholders.js";
import * as py from "../../code/py.js";
import type { ModelRecord } from "../../model.js";
import type { LibrarySnippets } from "../types.js";
import { DEFAULT_TTS_TEXT, pip, program, pyId, repoName, tasksOf, widgetText } from "./helpers.js";

const AUDIO = py.str(AUDIO_PLACEHOLDER);

/** A two-speaker script in the [S1]/[S2] form the Dia models read. */
export const DIALOGUE_EXAMPLE =
	"[S1] Did you finish the report? [S2] Almost, I just need to add the charts. [S1] Great, thanks!";

const asteroid: LibrarySnippets = (model) => [
	program(`
${pip("asteroid")}
from asteroid.models import BaseModel

model = BaseModel.from_pretrained(${pyId(model)})
# writes one file per separated source next to the input
model.separate(${AUDIO}, force_overwrite=True)
`),
];

const audioseal: LibrarySnippets = (model) => [
	program(`
${pip("audioseal", "torchaudio")}
import torchaudio
from audioseal import AudioSeal
from huggingface_hub import hf_hub_download

generator = AudioSeal.load_generator(hf_hub_download(${pyId(model)}, "generator_base.pth"), nbits=16)
detector = AudioSeal.load_detector(hf_hub_download(${pyId(model)}, "detector_base.pth"), nbits=16)

wav, sr = torchaudio.load(${AUDIO})
wav = torchaudio.functional.resample(wav, sr, 16000).unsqueeze(0)
watermarked = wav + generator.get_watermark(wav, 16000)
probability, message = detector.detect_watermark(watermarked, 16000)
print(f"watermark probability: {probability:.2f}")
`),
];

const cartesiaPytorch: LibrarySnippets = (model) => [
	program(`
${pip("cartesia-pytorch")}
from cartesia_pytorch import ReneLMHeadModel
from transformers import AutoTokenizer

model = ReneLMHeadModel.from_pretrained(${pyId(model)})
tokenizer = AutoTokenizer.from_pretrained("allenai/OLMo-1B-hf")
inputs = tokenizer(["Rene Descartes was"], return_tensors="pt")
outputs = model.generate(inputs.input_ids, max_length=50, top_k=100, top_p=0.99)
print(tokenizer.batch_decode(outputs, skip_special_tokens=True)[0])
`),
];

const cartesiaMlx: LibrarySnippets = (model) => [
	program(`
${pip("cartesia-mlx")}
import cartesia_mlx as cmx
import mlx.core as mx

model = cmx.from_pretrained(${pyId(model)})
model.set_dtype(mx.float32)
for text in model.generate("Rene Descartes was", max_tokens=200, top_p=0.99, temperature=0.85):
    print(text, end="", flush=True)
`),
];

const chatterbox: LibrarySnippets = (model) => {
	const text = py.str(widgetText(model, DEFAULT_TTS_TEXT));
	return [
		program(`
${pip("chatterbox-tts")}
import torchaudio
from chatterbox.tts import ChatterboxTTS
from huggingface_hub import snapshot_download

model = ChatterboxTTS.from_local(snapshot_download(${pyId(model)}), device="cuda")
wav = model.generate(${text})
torchaudio.save("speech.wav", wav, model.sr)
`),
	];
};

const chatTts: LibrarySnippets = (model) => {
	const text = py.str(widgetText(model, DEFAULT_TTS_TEXT));
	return [
		program(`
${pip("ChatTTS")}
import ChatTTS
import torch
import torchaudio
from huggingface_hub import snapshot_download

chat = ChatTTS.Chat()
chat.load(source="custom", custom_path=snapshot_download(${pyId(model)}), compile=False)
wavs = chat.infer([${text}])
torchaudio.save("speech.wav", torch.from_numpy(wavs[0]).unsqueeze(0), 24000)
`),
	];
};

const diaTts: LibrarySnippets = (model) => [
	program(`
${pip("git+https://github.com/nari-labs/dia.git")}
from dia.model import Dia

model = Dia.from_pretrained(${pyId(model)}, compute_dtype="float16")
output = model.generate(${py.str(DIALOGUE_EXAMPLE)})
model.save_audio("dialogue.mp3", output)
`),
];

const dia2: LibrarySnippets = (model) => [
	program(`
${pip("git+https://github.com/nari-labs/dia2.git")}
from dia2 import Dia2, GenerationConfig, SamplingConfig

dia = Dia2.from_repo(${pyId(model)}, device="cuda", dtype="bfloat16")
config = GenerationConfig(cfg_scale=2.0, audio=SamplingConfig(temperature=0.8, top_k=50))
result = dia.generate(${py.str(DIALOGUE_EXAMPLE)}, config=config, output_wav="dialogue.wav")
`),
];

const fairseq: LibrarySnippets = (model) => {
	if (tasksOf(model).includes("text-to-speech")) {
		const text = py.str(widgetText(model, DEFAULT_TTS_TEXT));
		return [
			program(`
${pip("fairseq", "soundfile")}
import soundfile as sf
from fairseq.checkpoint_utils import load_model_ensemble_and_task_from_hf_hub
from fairseq.models.text_to_speech.hub_interface import TTSHubInterface

models, cfg, task = load_model_ensemble_and_task_from_hf_hub(${pyId(model)}, arg_overrides={"fp16": False})
model = models[0]
TTSHubInterface.update_cfg_with_data_cfg(cfg, task.data_cfg)
generator = task.build_generator([model], cfg)
sample = TTSHubInterface.get_model_input(task, ${text})
wav, rate = TTSHubInterface.get_prediction(task, model, generator, sample)
sf.write("speech.wav", wav.numpy(), rate)
`),
		];
	}
	const tasks = tasksOf(model);
	// speech in: the speech_to_text task reads the audio (speech-to-unit translation models included)
	if (
		["audio-to-audio", "automatic-speech-recognition", "speech-to-speech-translation"].some((t) => tasks.includes(t))
	) {
		return [
			program(`
${pip("fairseq")}
from fairseq.checkpoint_utils import load_model_ensemble_and_task_from_hf_hub
from fairseq.models.speech_to_text.hub_interface import S2THubInterface

models, cfg, task = load_model_ensemble_and_task_from_hf_hub(
    ${pyId(model)},
    arg_overrides={"config_yaml": "config.yaml", "task": "speech_to_text"},
)
model = models[0].cpu()
cfg["task"].cpu = True
generator = task.build_generator([model], cfg)
# a file path: the interface reads it and converts it to 16 kHz mono
sample = S2THubInterface.get_model_input(task, ${AUDIO})
prediction = S2THubInterface.get_prediction(task, model, generator, sample)
# text for speech-to-text models; discrete units (for a unit vocoder) for speech-to-speech ones
print(prediction)
`),
		];
	}
	return [
		program(`
${pip("fairseq")}
from fairseq.checkpoint_utils import load_model_ensemble_and_task_from_hf_hub

models, cfg, task = load_model_ensemble_and_task_from_hf_hub(${pyId(model)})
print(models[0])
`),
	];
};

const indexTts: LibrarySnippets = (model) => {
	const text = py.str(widgetText(model, DEFAULT_TTS_TEXT));
	// IndexTTS2 has its own entry point; the first generation keeps the original one.
	const v2 = /index-?tts-?2/i.test(String(model.id));
	const [importLine, loadAndInfer] = v2
		? [
				"from indextts.infer_v2 import IndexTTS2",
				`tts = IndexTTS2(cfg_path=f"{model_dir}/config.yaml", model_dir=model_dir, use_fp16=False)
tts.infer(spk_audio_prompt=${AUDIO}, text=${text}, output_path="speech.wav")`,
			]
		: [
				"from indextts.infer import IndexTTS",
				`tts = IndexTTS(cfg_path=f"{model_dir}/config.yaml", model_dir=model_dir)
tts.infer(${AUDIO}, ${text}, "speech.wav")`,
			];
	return [
		program(`
# pip install git+https://github.com/index-tts/index-tts.git
from huggingface_hub import snapshot_download
${importLine}

model_dir = snapshot_download(${pyId(model)})
${loadAndInfer}
`),
	];
};

const kimiAudio: LibrarySnippets = (model) => [
	program(`
# pip install git+https://github.com/MoonshotAI/Kimi-Audio.git
from kimia_infer.api.kimia import KimiAudio

model = KimiAudio(model_path=${pyId(model)}, load_detokenizer=True)
messages = [
    {"role": "user", "message_type": "text", "content": "Please transcribe the following audio:"},
    {"role": "user", "message_type": "audio", "content": ${AUDIO}},
]
sampling_params = {"audio_temperature": 0.8, "audio_top_k": 10, "text_temperature": 0.0, "text_top_k": 5}
_, text = model.generate(messages, **sampling_params, output_type="text")
print(text)
`),
];

/** KittenTTS voices: the 0.1/0.2 models name them expr-voice-*, the 0.8 generation by first name. */
export function kittenVoice(model: ModelRecord): string {
	const version = /-(\d+)\.(\d+)$/.exec(String(model.id));
	return version && Number(version[1]) === 0 && Number(version[2]) >= 8 ? "Bella" : "expr-voice-2-f";
}

const kittentts: LibrarySnippets = (model) => {
	const text = py.str(widgetText(model, DEFAULT_TTS_TEXT));
	return [
		program(`
# pip install kittentts (newer models need the latest wheel from https://github.com/KittenML/KittenTTS/releases)
import soundfile as sf
from kittentts import KittenTTS

model = KittenTTS(${pyId(model)})
audio = model.generate(${text}, voice=${py.str(kittenVoice(model))})
sf.write("speech.wav", audio, 24000)
`),
	];
};

const mars5: LibrarySnippets = (model) => [
	program(`
${pip("torch", "torchaudio", "librosa", "vocos", "encodec", "safetensors", "regex")}
import librosa
import torch
import torchaudio

# the checkpoints of ${py.comment(String(model.id))} are loaded through torch.hub
mars5, config_class = torch.hub.load("Camb-ai/mars5-tts", "mars5_english", trust_repo=True)
wav, sr = librosa.load(${AUDIO}, sr=mars5.sr, mono=True)
reference_text = "The words spoken in the reference recording."
cfg = config_class(deep_clone=True, rep_penalty_window=100, top_k=100, temperature=0.7, freq_penalty=3)
ar_codes, output_audio = mars5.tts("The quick brown fox jumps over the lazy dog.", torch.from_numpy(wav), reference_text, cfg=cfg)
torchaudio.save("speech.wav", output_audio[None, :].cpu(), mars5.sr)
`),
];

const moshi: LibrarySnippets = (model) => [
	program(`
${pip("moshi")}
import torch
from moshi.models import loaders

checkpoint = loaders.CheckpointInfo.from_hf_repo(${pyId(model)})
mimi = checkpoint.get_mimi(device="cpu")
mimi.set_num_codebooks(8)
wav = torch.randn(1, 1, 24000 * 2)  # two seconds of audio at 24 kHz: batch, channel, time
with torch.no_grad():
    codes = mimi.encode(wav)
    decoded = mimi.decode(codes)
print(codes.shape, decoded.shape)
`),
];

const openasr: LibrarySnippets = (model) => [
	program(`
# OpenASR is a local command-line tool with an OpenAI-compatible server. First run:
#   openasr pull ${py.comment(repoName(model))}
#   openasr serve --model ${py.comment(repoName(model))}
# then, with the server on 127.0.0.1:8080:
${pip("openai")}
from openai import OpenAI

client = OpenAI(base_url="http://127.0.0.1:8080/v1", api_key="not-needed")
with open(${AUDIO}, "rb") as audio:
    transcript = client.audio.transcriptions.create(model=${py.str(repoName(model))}, file=audio)
print(transcript.text)
`),
];

const outetts: LibrarySnippets = (model) => {
	const text = py.str(widgetText(model, DEFAULT_TTS_TEXT));
	return [
		program(`
${pip("outetts")}
import outetts

interface = outetts.Interface(
    config=outetts.ModelConfig(
        model_path=${pyId(model)},
        tokenizer_path=${pyId(model)},
        interface_version=outetts.InterfaceVersion.V3,
        backend=outetts.Backend.HF,
    )
)
speaker = interface.load_default_speaker("EN-FEMALE-1-NEUTRAL")
output = interface.generate(config=outetts.GenerationConfig(text=${text}, speaker=speaker))
output.save("speech.wav")
`),
	];
};

const pocketTts: LibrarySnippets = (model) => {
	const text = py.str(widgetText(model, DEFAULT_TTS_TEXT));
	return [
		program(`
${pip("pocket-tts")}
import scipy.io.wavfile
from pocket_tts import TTSModel

# downloads the weights of ${py.comment(String(model.id))} on first use
tts_model = TTSModel.load_model()
voice_state = tts_model.get_state_for_audio_prompt("alba")
audio = tts_model.generate_audio(voice_state, ${text})
scipy.io.wavfile.write("speech.wav", tts_model.sample_rate, audio.numpy())
`),
	];
};

const qwen3Tts: LibrarySnippets = (model) => {
	const text = py.str(widgetText(model, DEFAULT_TTS_TEXT));
	const id = String(model.id).toLowerCase();
	const call = id.includes("voicedesign")
		? `wavs, sr = model.generate_voice_design(
    text=${text},
    language="English",
    instruct="A calm, warm voice of a middle-aged storyteller.",
)`
		: id.includes("customvoice")
			? `wavs, sr = model.generate_custom_voice(text=${text}, language="English", speaker="Ryan")`
			: `wavs, sr = model.generate_voice_clone(
    text=${text},
    language="English",
    ref_audio=${AUDIO},
    ref_text="The words spoken in the reference recording.",
)`;
	return [
		program(`
${pip("qwen-tts", "soundfile")}
import soundfile as sf
import torch
from qwen_tts import Qwen3TTSModel

model = Qwen3TTSModel.from_pretrained(${pyId(model)}, device_map="cuda:0", dtype=torch.bfloat16)
${call}
sf.write("speech.wav", wavs[0], sr)
`),
	];
};

const stableAudioTools: LibrarySnippets = (model) => [
	program(`
${pip("stable-audio-tools", "einops")}
import torch
import torchaudio
from einops import rearrange
from stable_audio_tools import get_pretrained_model
from stable_audio_tools.inference.generation import generate_diffusion_cond

device = "cuda" if torch.cuda.is_available() else "cpu"
model, model_config = get_pretrained_model(${pyId(model)})
model = model.to(device)
conditioning = [{"prompt": "128 BPM tech house drum loop", "seconds_start": 0, "seconds_total": 30}]
output = generate_diffusion_cond(
    model,
    steps=100,
    cfg_scale=7,
    conditioning=conditioning,
    sample_size=model_config["sample_size"],
    sigma_min=0.3,
    sigma_max=500,
    sampler_type="dpmpp-3m-sde",
    device=device,
)
output = rearrange(output, "b d n -> d (b n)")
output = output.to(torch.float32).div(torch.max(torch.abs(output))).clamp(-1, 1).mul(32767).to(torch.int16).cpu()
torchaudio.save("output.wav", output, model_config["sample_rate"])
`),
];

const supertonic: LibrarySnippets = (model) => {
	const text = py.str(widgetText(model, DEFAULT_TTS_TEXT));
	return [
		program(`
${pip("supertonic")}
from supertonic import TTS

# downloads the ONNX weights of ${py.comment(String(model.id))} on first use
tts = TTS(auto_download=True)
style = tts.get_voice_style(voice_name="M1")
wav, duration = tts.synthesize(${text}, voice_style=style)
tts.save_audio(wav, "speech.wav")
`),
	];
};

const voicecraft: LibrarySnippets = (model) => [
	program(`
# git clone https://github.com/jasonppy/VoiceCraft and run from its folder
from models import voicecraft

model = voicecraft.VoiceCraft.from_pretrained(${pyId(model)})
model.eval()
print(model.args)
`),
];

const voxcpm: LibrarySnippets = (model) => {
	const text = py.str(widgetText(model, DEFAULT_TTS_TEXT));
	return [
		program(`
${pip("voxcpm", "soundfile")}
import soundfile as sf
from voxcpm import VoxCPM

model = VoxCPM.from_pretrained(${pyId(model)})
wav = model.generate(text=${text}, cfg_value=2.0, inference_timesteps=10)
sf.write("speech.wav", wav, model.tts_model.sample_rate)
`),
	];
};

/**
 * Vui's text-to-speech API (`vui.inference.render`, `Vui.from_pretrained()` with a default
 * checkpoint) is its 0.1.0 release: from 1.0.0 the default branch is a voice assistant without
 * `render`, so the install names the tag.
 */
const vui: LibrarySnippets = (model) => {
	const text = py.str(widgetText(model, DEFAULT_TTS_TEXT));
	return [
		program(`
# pip install git+https://github.com/fluxions-ai/vui.git@v0.1.0
import torchaudio
from vui.inference import render
from vui.model import Vui

# loads the checkpoint published as ${py.comment(String(model.id))}
model = Vui.from_pretrained().cuda()
waveform = render(model, ${text})
torchaudio.save("speech.wav", waveform[0].cpu(), 22050)
`),
	];
};

/**
 * microsoft/VibeVoice removed its TTS code on 2025-09-05 (its README says so; its main branch has
 * no `modeling_vibevoice_inference`), so the install names the community fork that keeps it.
 */
const vibevoice: LibrarySnippets = (model) => [
	program(`
# microsoft/VibeVoice removed the TTS code; the community fork keeps it:
# pip install git+https://github.com/vibevoice-community/VibeVoice.git
import torch
from vibevoice.modular.modeling_vibevoice_inference import VibeVoiceForConditionalGenerationInference
from vibevoice.processor.vibevoice_processor import VibeVoiceProcessor

processor = VibeVoiceProcessor.from_pretrained(${pyId(model)})
model = VibeVoiceForConditionalGenerationInference.from_pretrained(${pyId(model)}, torch_dtype=torch.bfloat16, device_map="cuda")
script = "Speaker 1: Welcome back to the show!\\nSpeaker 2: Thanks, it is great to be here."
# one reference recording per speaker, in order of appearance
voices = [[${py.str("path/to/speaker1.wav")}, ${py.str("path/to/speaker2.wav")}]]
inputs = processor(text=[script], voice_samples=voices, padding=True, return_tensors="pt", return_attention_mask=True)
outputs = model.generate(**inputs, max_new_tokens=None, cfg_scale=1.3, tokenizer=processor.tokenizer, generation_config={"do_sample": False})
processor.save_audio(outputs.speech_outputs[0], output_path="podcast.wav")
`),
];

const zonos: LibrarySnippets = (model) => {
	const text = py.str(widgetText(model, DEFAULT_TTS_TEXT));
	return [
		program(`
# pip install git+https://github.com/Zyphra/Zonos.git
import torchaudio
from zonos.conditioning import make_cond_dict
from zonos.model import Zonos

model = Zonos.from_pretrained(${pyId(model)}, device="cuda")
wav, sampling_rate = torchaudio.load(${AUDIO})
speaker = model.make_speaker_embedding(wav, sampling_rate)
conditioning = model.prepare_conditioning(make_cond_dict(text=${text}, speaker=speaker, language="en-us"))
codes = model.generate(conditioning)
wavs = model.autoencoder.decode(codes).cpu()
torchaudio.save("speech.wav", wavs[0], model.autoencoder.sampling_rate)
`),
	];
};

export const AUDIO_MODEL_SNIPPETS: Record<string, LibrarySnippets> = {
	asteroid,
	audioseal,
	cartesia_pytorch: cartesiaPytorch,
	cartesia_mlx: cartesiaMlx,
	chatterbox,
	chat_tts: chatTts,
	"dia-tts": diaTts,
	dia2,
	fairseq,
	"index-tts": indexTts,
	"kimi-audio": kimiAudio,
	kittentts,
	"mars5-tts": mars5,
	moshi,
	openasr,
	outetts,
	"pocket-tts": pocketTts,
	qwen3_tts: qwen3Tts,
	"stable-audio-tools": stableAudioTools,
	supertonic,
	voicecraft,
	voxcpm,
	vui,
	vibevoice,
	zonos,
};
