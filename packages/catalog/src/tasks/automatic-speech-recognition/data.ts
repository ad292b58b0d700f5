import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Automatic speech recognition converts spoken audio into written text. The input is a recording and the output is its transcript, often with timestamps for words or segments. It powers captions, voice assistants, meeting notes and dictation.",
	datasets: [
		{
			id: "mozilla-foundation/common_voice_17_0",
			description: "Sentences read aloud by volunteers in more than a hundred languages, with transcripts.",
		},
		{
			id: "amphion/Emilia-Dataset",
			description:
				"A large multilingual collection of spontaneous, in-the-wild speech from talk shows, interviews and podcasts.",
		},
		{
			id: "parler-tts/mls_eng",
			description: "The English part of Multilingual LibriSpeech: audiobook speech with transcripts.",
		},
		{
			id: "espnet/yodas",
			description: "A very large multilingual speech corpus gathered from videos with their subtitles.",
		},
	],
	metrics: [
		{
			id: "wer",
			description: "Word error rate: substituted, deleted and inserted words divided by the number of reference words.",
		},
		{
			id: "cer",
			description: "Character error rate: the same count made over characters, suited to languages without spaces.",
		},
	],
	models: [
		{
			id: "openai/whisper-large-v3",
			description:
				"A large multilingual Whisper model that transcribes and translates speech in about a hundred languages.",
		},
		{
			id: "facebook/w2v-bert-2.0",
			description:
				"A speech encoder pretrained without labels on millions of hours of audio, meant to be fine-tuned for recognition.",
		},
		{
			id: "facebook/seamless-m4t-v2-large",
			description:
				"A multilingual model that recognises, translates and speaks, covering speech and text in many languages.",
		},
		{
			id: "nvidia/canary-1b",
			description: "A NeMo model that transcribes English, German, Spanish and French and translates between them.",
		},
		{
			id: "pyannote/speaker-diarization-3.1",
			description: "A pipeline that splits a recording by speaker, telling who spoke when, to pair with a transcriber.",
		},
	],
	spaces: [
		{
			id: "hf-audio/whisper-large-v3",
			description: "A demo that transcribes recordings, microphone input or videos with Whisper.",
		},
		{
			id: "mrfakename/Moonshinex",
			description: "A demo of Moonshine, small models built for fast on-device transcription.",
		},
		{ id: "facebook/seamless_m4t", description: "A demo of SeamlessM4T for recognising and translating speech." },
		{
			id: "nvidia/canary-1b",
			description: "A demo of the Canary model for multilingual transcription and translation.",
		},
	],
	demo: {
		inputs: [{ type: "audio", filename: "input.flac" }],
		outputs: [{ type: "text", label: "Transcript", content: "Please remind me to water the plants tomorrow morning." }],
	},
	widgetModels: ["openai/whisper-large-v3"],
	youtubeId: "TksaY_FDgnk",
};
