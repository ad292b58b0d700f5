import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Text-to-speech turns written text into spoken audio. The input is text, sometimes with a reference voice or a style prompt, and the output is a waveform of natural-sounding speech. It reads content aloud for accessibility, voices assistants and narrates audiobooks and videos.",
	datasets: [
		{
			id: "parler-tts/mls_eng_10k",
			description:
				"Ten thousand hours of English audiobook speech from Multilingual LibriSpeech, prepared for TTS training.",
		},
		{
			id: "mythicinfinity/libritts_r",
			description: "LibriTTS with its audio restored to studio-like quality, a popular multi-speaker TTS corpus.",
		},
		{
			id: "facebook/multilingual_librispeech",
			description: "Read audiobook speech in eight languages with aligned transcripts.",
		},
	],
	metrics: [
		{
			id: "MOS",
			description: "Mean opinion score: listeners rate naturalness from 1 to 5; the reference for any TTS comparison.",
		},
		{
			id: "wer",
			description:
				"Word error rate of a speech recogniser on the generated audio, a proxy for intelligibility and skipped or repeated words.",
		},
		{
			id: "Speaker similarity",
			description:
				"Cosine similarity of speaker embeddings between the reference voice and the clone; higher is a closer match.",
		},
		{
			id: "mel cepstral distortion",
			description: "The distance between the spectral envelopes of generated and reference speech; lower is closer.",
		},
	],
	models: [
		{
			id: "hexgrad/Kokoro-82M",
			description:
				"An 82-million-parameter model with dozens of preset voices that sounds far larger than it is, served by several providers.",
		},
		{
			id: "ResembleAI/chatterbox",
			description: "Clones a voice from a few seconds of audio and lets you turn emotional intensity up or down.",
		},
		{
			id: "microsoft/VibeVoice-1.5B",
			description:
				"Generates long podcast-style conversations with up to four distinct speakers in English and Chinese.",
		},
		{
			id: "nari-labs/Dia-1.6B",
			description: "Writes whole two-speaker dialogues from a script, including non-verbal sounds such as laughter.",
		},
		{
			id: "Zyphra/Zonos-v0.1-transformer",
			description: "Voice cloning with control over speaking rate, pitch and emotion, in five languages.",
		},
		{
			id: "openbmb/VoxCPM-0.5B",
			description:
				"Clones a voice from a short clip in English or Chinese, generating continuous speech features instead of codec tokens.",
		},
		{
			id: "IndexTeam/IndexTTS-2",
			description:
				"Clones a voice from one reference clip and takes the emotion from a second clip, an emotion vector or a text.",
		},
		{
			id: "KittenML/kitten-tts-nano-0.1",
			description: "A tiny English model, about 15 million parameters, that runs in real time on a CPU.",
		},
	],
	spaces: [
		{ id: "hexgrad/Kokoro-TTS", description: "A demo of Kokoro, a small model with many preset voices." },
		{ id: "fishaudio/fish-speech-1", description: "A demo of Fish Speech that reads text aloud in several languages." },
		{
			id: "ResembleAI/Chatterbox",
			description: "A demo where you upload a voice sample and have Chatterbox speak in it.",
		},
		{ id: "TTS-AGI/TTS-Arena-V2", description: "An arena ranking speech models from listeners' blind votes." },
		{
			id: "ngxson/kokoro-podcast-generator",
			description: "An app that turns a script into a multi-voice podcast with Kokoro voices.",
		},
	],
	demo: {
		inputs: [{ type: "text", label: "Input", content: "The library opens at nine on weekdays." }],
		outputs: [{ type: "audio", filename: "audio.wav" }],
	},
	widgetModels: ["hexgrad/Kokoro-82M"],
	reviewedOn: "2026-11-23",
	freshnessMonths: 18,
	recommendedModel: "hexgrad/Kokoro-82M",
	benchmark: {
		dataset: "BytedanceSpeech/seed-tts-eval",
		config: "test-en",
		metric: "wer",
		label: "Seed-TTS-eval test-en, WER % of cloned speech (lower is better)",
		url: "https://github.com/OpenBMB/VoxCPM/blob/006cb389d2c338ed1fad8b18ff171665b39be4d3/README.md",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "KittenML/kitten-tts-nano-0.1",
			why: "Small enough for a Raspberry Pi or a browser, with no GPU needed.",
		},
		{
			pick: "multilingual",
			modelId: "Zyphra/Zonos-v0.1-transformer",
			why: "One model clones voices in English, Japanese, Chinese, French and German.",
		},
		{
			pick: "quality",
			modelId: "ResembleAI/chatterbox",
			why: "Its cloned voices rank high in listeners' blind comparisons, which judge naturalness; the word error rate column measures only intelligibility. MIT licence.",
		},
		{
			pick: "permissive",
			modelId: "hexgrad/Kokoro-82M",
			why: "Apache 2.0 weights, cheap enough to serve at scale, and already hosted by several providers.",
		},
	],
	guidance: [
		{
			heading: "Kinds of model",
			paragraphs: [
				"Classic pipelines predict a spectrogram from phonemes and turn it into audio with a vocoder; they are small, fast and stable, and Kokoro is a modern example. Newer models treat speech as tokens of a neural audio codec and generate them with a language model, which brings natural prosody and zero-shot voice cloning from a few seconds of reference audio, at the cost of size and occasional glitches. Some models take a style prompt or emotion controls, and dialogue models voice several speakers from one script.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"Decide first whether you need cloning. Preset voices are simpler, safer and cheaper; cloning needs consent from the speaker and a model built for it. Then check languages: most open models are strongest in English and Chinese, and a model's list of languages says nothing about accent quality, so listen to samples in each language you need. For live assistants, measure the time to the first audio chunk and whether the model can stream; for audiobooks, long-form stability matters more than speed.",
				"Licences vary from Apache and MIT to non-commercial terms that also cover the audio you generate. Voice cloning carries legal and ethical duties in many places; keep records of consent and consider watermarking output.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Numbers, dates, abbreviations and names are read wrongly unless text is normalised first; spell them out or use the model's normaliser. Long inputs drift or repeat in token-based models, so split at sentence boundaries and keep the same reference voice and seed across chunks. Sample rates differ between models (22.05, 24 or 44.1 kHz); resample before mixing. Reference audio with noise or music gets cloned along with the voice.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"Human ratings remain the standard: mean opinion scores and blind pairwise preferences, as speech arenas collect them. Automatic proxies help during development: the word error rate of a speech recogniser on the output catches skipped or garbled words, and speaker-embedding similarity measures how close a clone is. Always listen to your own texts, especially numbers and names.",
				"The quality column is the word error rate on Seed-TTS-eval's English test set, where each model clones a reference voice and a recogniser transcribes the result; the three cloning models scored there come from one published table. Preset-voice and dialogue models are not scored on it, so a blank says nothing about how natural they sound.",
				"When speech is part of a live conversation, a speech-to-speech or audio-capable chat model can answer in voice directly, avoiding the latency of separate recognition, language model and TTS steps; for reading fixed text aloud, a dedicated TTS model is cheaper and more controllable.",
			],
		},
	],
	resources: [
		{
			title: "Transformers text to speech guide",
			url: "https://huggingface.co/docs/transformers/tasks/text-to-speech",
			kind: "docs",
		},
		{ title: "TTS Arena", url: "https://huggingface.co/spaces/TTS-AGI/TTS-Arena-V2", kind: "leaderboard" },
		{
			title: "Neural Codec Language Models are Zero-Shot Text to Speech Synthesizers (VALL-E)",
			url: "https://arxiv.org/abs/2301.02111",
			kind: "paper",
		},
		{ title: "StyleTTS 2", url: "https://arxiv.org/abs/2306.07691", kind: "paper" },
	],
	youtubeId: "NW62DpzJ274",
	canonicalId: "text-to-audio",
};
