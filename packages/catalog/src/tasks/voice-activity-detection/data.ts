import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Voice activity detection finds the stretches of a recording in which someone is speaking. The input is audio and the output is a list of start and end times of speech, or a speech probability for each short frame. It trims silence before transcription, tells a voice assistant when you have finished talking and is the first step of speaker diarization.",
	datasets: [
		{
			id: "edinburghcstr/ami",
			description: "About a hundred hours of recorded meetings with overlapping talk, annotated with who speaks when.",
		},
		{
			id: "diarizers-community/voxconverse",
			description:
				"Debates, news and talk shows from video, annotated with speaker turns for diarization and speech detection.",
		},
	],
	metrics: [
		{
			id: "detection_error_rate",
			description: "Missed speech plus false alarms, as a share of the total speech time in the reference.",
		},
		{
			id: "f1",
			description: "The harmonic mean of precision and recall over frames labelled as speech.",
		},
	],
	models: [
		{
			id: "onnx-community/silero-vad",
			description:
				"Silero VAD as an ONNX file: a tiny frame-level detector that runs in real time on any CPU or in the browser.",
		},
		{
			id: "FireRedTeam/FireRedVAD",
			description:
				"A recent streaming detector from the FireRedASR team that also tags non-speech sounds such as music and laughter.",
		},
		{
			id: "pyannote/segmentation-3.0",
			description:
				"A segmentation model that detects speech, overlapping speech and speaker changes, used inside pyannote's pipelines.",
		},
		{
			id: "pyannote/voice-activity-detection",
			description: "A ready pipeline that returns speech regions from an audio file with pyannote.audio.",
		},
		{
			id: "speechbrain/vad-crdnn-libriparty",
			description:
				"A SpeechBrain detector trained on simulated multi-party recordings, with a simple file-to-segments interface.",
		},
	],
	spaces: [
		{
			id: "pyannote/pretrained-pipelines",
			description:
				"A demo of pyannote's pretrained pipelines, including speech detection and diarization, on uploaded audio.",
		},
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Audio (described)",
				content: "A 12-second phone recording: a greeting, a pause, a question, background traffic, then an answer.",
			},
		],
		outputs: [
			{
				type: "tabular",
				label: "Speech segments (illustrative)",
				table: [
					["Start (s)", "End (s)", "Label"],
					["0.42", "1.90", "speech"],
					["3.15", "5.80", "speech"],
					["8.60", "11.72", "speech"],
				],
			},
		],
	},
	widgetModels: [],
	reviewedOn: "2026-11-23",
	freshnessMonths: 24,
	recommendedModel: "pyannote/segmentation-3.0",
	noSharedBenchmark:
		"FireRedVAD's report scores it beside Silero on FLEURS-VAD-102, but no table scores a third of these picks on that or any other shared set (each maker tests on its own data, with its own tolerance at segment edges); measure missed and false speech on recordings like yours.",
	bestFor: [
		{
			pick: "small",
			modelId: "onnx-community/silero-vad",
			why: "A model of about two megabytes that processes audio much faster than real time on one CPU core.",
		},
		{
			pick: "quality",
			modelId: "pyannote/segmentation-3.0",
			why: "Also detects overlapping speakers, and is the usual front end for diarization.",
		},
		{
			pick: "permissive",
			modelId: "speechbrain/vad-crdnn-libriparty",
			why: "Apache 2.0, with the training recipe published in SpeechBrain.",
		},
	],
	guidance: [
		{
			heading: "What the task covers",
			paragraphs: [
				"A detector answers one question many times a second: is there speech in this frame? Frame-level models output a probability every 10 to 32 milliseconds; a post-processing step turns those probabilities into segments, with an onset threshold to start speech, a lower offset threshold to end it, and minimum durations so that a cough does not become a segment and a short pause does not split a sentence.",
				"Two uses pull in different directions. Offline, for example before transcribing an archive, you can look ahead and favour recall, since missing a word is worse than keeping some noise. Streaming, in a voice assistant or a phone bot, every frame must be decided at once and the main concern is noticing quickly, but not too quickly, that the person has stopped talking. Related tasks, overlapped speech detection and speaker change detection, are often solved by the same segmentation models.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"For real-time use on a device, pick a model of a few hundred kilobytes to a few megabytes that runs in ONNX or C; it will cost well under one per cent of a CPU core. For offline processing before transcription or diarization, a heavier segmentation model is more accurate on overlapping voices and music. Check the sample rate the model expects, usually 16 kHz and sometimes 8 kHz for telephony, and whether it was trained on audio like yours: meetings, phone calls and podcasts differ a lot in noise.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Thresholds matter more than the choice of model: tune the onset, offset and minimum silence on a few minutes of your own labelled audio. Music, television in the background and singing are common false alarms; whispering and distant talkers are common misses. Resample the audio before detection rather than after, and keep a little padding around each segment so the recogniser does not lose the first and last syllables.",
			],
		},
		{
			heading: "Measuring quality",
			paragraphs: [
				"The detection error rate sums missed speech and false alarms over the duration of speech in the reference; frame-level precision, recall and F1 say which of the two errors dominates. For streaming, also measure latency: how long after speech ends the detector reports it. Tools such as pyannote.metrics compute these from reference and hypothesis segment files.",
			],
		},
		{
			heading: "When another tool is better",
			paragraphs: [
				"If you need to know who is speaking, use a speaker diarization pipeline, which includes detection. To react to one keyword, a keyword-spotting audio classifier is lighter. Many speech recognition services already remove silence, so measure whether a separate detector helps before adding it.",
			],
		},
	],
	resources: [
		{ title: "pyannote.audio on GitHub", url: "https://github.com/pyannote/pyannote-audio", kind: "tool" },
		{ title: "Silero VAD on GitHub", url: "https://github.com/snakers4/silero-vad", kind: "tool" },
		{ title: "pyannote.metrics documentation", url: "https://pyannote.github.io/pyannote-metrics/", kind: "docs" },
		{ title: "SpeechBrain documentation", url: "https://speechbrain.readthedocs.io/", kind: "docs" },
		{
			title: "End-to-end speaker segmentation for overlap-aware resegmentation",
			url: "https://arxiv.org/abs/2104.04045",
			kind: "paper",
		},
	],
};
