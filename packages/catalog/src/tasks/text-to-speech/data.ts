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
			id: "mel cepstral distortion",
			description: "The distance between the spectral envelopes of generated and reference speech; lower is closer.",
		},
	],
	models: [
		{
			id: "KittenML/kitten-tts-nano-0.1",
			description: "A tiny English speech model that runs in real time on a CPU.",
		},
		{
			id: "ResembleAI/chatterbox",
			description: "A speech model that clones a voice from a short sample and lets you dial up emotional intensity.",
		},
		{
			id: "fishaudio/fish-speech-1.5",
			description: "A multilingual speech model trained on a very large amount of audio, with voice cloning.",
		},
		{
			id: "nari-labs/Dia-1.6B-0626",
			description: "A model that writes whole dialogues between speakers, including sounds such as laughter.",
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
	widgetModels: ["suno/bark"],
	youtubeId: "NW62DpzJ274",
	canonicalId: "text-to-audio",
};
