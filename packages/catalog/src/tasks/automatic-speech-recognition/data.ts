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
			id: "openslr/librispeech_asr",
			description: "About a thousand hours of read English audiobooks, the standard clean and noisy test sets.",
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
			id: "openai/whisper-large-v3-turbo",
			description:
				"Whisper large v3 with a much shallower decoder: nearly the same accuracy in about a hundred languages, several times faster.",
		},
		{
			id: "openai/whisper-large-v3",
			description:
				"A large multilingual Whisper model that transcribes and translates speech in about a hundred languages.",
		},
		{
			id: "nvidia/parakeet-tdt-0.6b-v2",
			description:
				"A 600M English transducer that tops accuracy rankings while transcribing an hour of audio in seconds on a GPU.",
		},
		{
			id: "nvidia/parakeet-tdt-0.6b-v3",
			description:
				"The multilingual successor of Parakeet v2, covering 25 European languages with automatic language detection.",
		},
		{
			id: "nvidia/canary-1b",
			description:
				"A NeMo model that transcribes English, German, Spanish and French and translates between English and each of the other three.",
		},
		{
			id: "distil-whisper/distil-large-v3",
			description:
				"A distilled English Whisper that keeps most of the large model's accuracy at a fraction of the cost.",
		},
		{
			id: "UsefulSensors/moonshine-tiny",
			description:
				"A 27M English model for live transcription on small devices, whose cost grows with the length of the clip.",
		},
	],
	spaces: [
		{
			id: "hf-audio/open_asr_leaderboard",
			description:
				"The Open ASR leaderboard: word error rate and speed of open models on common English and multilingual test sets.",
		},
		{
			id: "hf-audio/whisper-large-v3",
			description: "A demo that transcribes recordings, microphone input or videos with Whisper.",
		},
		{
			id: "nvidia/canary-1b",
			description: "A demo of the Canary model for multilingual transcription and translation.",
		},
		{ id: "facebook/seamless_m4t", description: "A demo of SeamlessM4T for recognising and translating speech." },
	],
	demo: {
		inputs: [{ type: "audio", filename: "input.flac" }],
		outputs: [{ type: "text", label: "Transcript", content: "Please remind me to water the plants tomorrow morning." }],
	},
	widgetModels: ["openai/whisper-large-v3"],
	youtubeId: "TksaY_FDgnk",
	reviewedOn: "2026-11-23",
	freshnessMonths: 18,
	recommendedModel: "openai/whisper-large-v3-turbo",
	benchmark: {
		dataset: "hf-audio/open-asr-leaderboard",
		config: "librispeech",
		split: "test.clean",
		metric: "wer",
		label: "LibriSpeech test-clean, WER % (Open ASR Leaderboard)",
		url: "https://huggingface.co/spaces/hf-audio/open_asr_leaderboard",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "UsefulSensors/moonshine-tiny",
			why: "27M parameters and no fixed 30-second window, so short commands are transcribed in real time on a CPU.",
		},
		{
			pick: "multilingual",
			modelId: "openai/whisper-large-v3",
			why: "About a hundred languages in one model, with translation into English as a bonus.",
		},
		{
			pick: "quality",
			modelId: "nvidia/parakeet-tdt-0.6b-v2",
			why: "The lowest LibriSpeech test-clean word error rate here of the models licensed for commercial use (canary-1b scores lower but is CC BY-NC 4.0), and very fast on a GPU.",
		},
		{
			pick: "permissive",
			modelId: "openai/whisper-large-v3-turbo",
			why: "MIT licensed, multilingual and fast: the safe default to ship in a product.",
		},
	],
	guidance: [
		{
			heading: "Kinds of speech recognition",
			paragraphs: [
				"Offline transcription takes a whole recording and returns its text, often with timestamps per segment or per word; it is what captioning, meeting notes and archive search need. Streaming recognition emits text while the person is still speaking and must decide with little look-ahead, which costs some accuracy in exchange for low delay; voice assistants and live captions need it.",
				"Architectures differ in ways that matter in practice. Encoder-decoder models such as Whisper and Canary generate text token by token, can translate as well as transcribe, and handle punctuation and casing, but may occasionally invent text in silence. CTC and transducer models such as Parakeet align audio frames to text directly, so they are faster and do not hallucinate whole sentences, but they usually cover fewer languages. Speech-aware language models (the audio-text-to-text task) can also summarise or answer questions about a recording.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"Start with the languages. If all your audio is English, a dedicated English model is both more accurate and faster than a multilingual one. For European languages, models trained on them specifically often beat general models; for long-tail languages, Whisper's broad coverage is hard to beat, though quality varies widely from language to language, so check the word error rate the card reports for yours.",
				"Then consider where it runs and how fast it must be. Transcribing a backlog on a GPU favours large batched models; transcribing on a phone or a Raspberry Pi favours models under 100M parameters. Whisper models process audio in 30-second windows, so long files are cut into chunks, and very short clips are padded, which wastes compute.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Resample audio to the rate the model expects (16 kHz mono for nearly all of them); a mismatch produces fluent nonsense. Remove long silences or run voice activity detection first, since silence is where hallucinated text appears. Text normalisation changes the score: compare systems only after the same lower-casing and punctuation removal. Names, jargon and numbers are the usual errors; some models accept a prompt or a word list to bias them towards your vocabulary.",
			],
		},
		{
			heading: "Measuring quality",
			paragraphs: [
				"Word error rate counts substituted, deleted and inserted words against a reference transcript; character error rate does the same for languages written without spaces. Report it on audio like yours, since read audiobooks are much easier than phone calls or noisy rooms. For speed, the real-time factor (processing time divided by audio length) is the figure to compare. The Open ASR leaderboard lists both for open models.",
			],
		},
		{
			heading: "When another tool is better",
			paragraphs: [
				"To know who spoke when, add a speaker diarization pipeline; recognition models do not separate speakers. To act on spoken commands from a small fixed set, an audio classification model is cheaper. To get a summary or answer rather than a transcript, try an audio-text-to-text model.",
			],
		},
	],
	resources: [
		{
			title: "Automatic speech recognition (Transformers documentation)",
			url: "https://huggingface.co/docs/transformers/tasks/asr",
			kind: "docs",
		},
		{
			title: "Open ASR leaderboard",
			url: "https://huggingface.co/spaces/hf-audio/open_asr_leaderboard",
			kind: "leaderboard",
		},
		{
			title: "Robust Speech Recognition via Large-Scale Weak Supervision (Whisper)",
			url: "https://arxiv.org/abs/2212.04356",
			kind: "paper",
		},
		{ title: "The audio course", url: "https://huggingface.co/learn/audio-course", kind: "course" },
		{
			title: "NeMo speech recognition documentation",
			url: "https://docs.nvidia.com/nemo-framework/user-guide/latest/nemotoolkit/asr/intro.html",
			kind: "docs",
		},
	],
};
