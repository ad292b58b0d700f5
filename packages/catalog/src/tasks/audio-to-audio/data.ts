import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Audio-to-audio models take a sound recording and return one or more transformed recordings. The input is audio and the output is audio: separated speakers, denoised speech, or the same words in another voice. Uses include cleaning up calls, isolating voices in a crowded recording and voice conversion.",
	datasets: [
		{
			id: "Matthijs/cmu-arctic-xvectors",
			description: "Speaker embeddings for the CMU ARCTIC voices, used to pick the target voice in conversion.",
		},
	],
	metrics: [
		{
			id: "SI-SDR improvement",
			description:
				"Scale-invariant signal-to-distortion ratio gain: how much closer to the clean source the output is than the input, in decibels.",
		},
		{
			id: "PESQ",
			description: "Perceptual speech quality, an ITU standard score that predicts how listeners rate enhanced speech.",
		},
		{
			id: "STOI",
			description: "Short-time objective intelligibility: the predicted share of words a listener would understand.",
		},
	],
	models: [
		{
			id: "speechbrain/sepformer-wham",
			description: "A SepFormer that splits a noisy recording of two overlapping talkers into one track per speaker.",
		},
		{
			id: "JorisCos/ConvTasNet_Libri2Mix_sepclean_16k",
			description: "A small Conv-TasNet for two-speaker separation at 16 kHz, light enough for a CPU.",
		},
		{
			id: "speechbrain/metricgan-plus-voicebank",
			description: "A speech enhancement model trained to raise perceived quality by suppressing background noise.",
		},
		{
			id: "ResembleAI/resemble-enhance",
			description: "Removes noise and reverberation from speech, then restores the high frequencies lost on the way.",
		},
		{
			id: "microsoft/speecht5_vc",
			description: "A SpeechT5 model that converts speech into another speaker's voice while keeping the words.",
		},
		{
			id: "facebook/audioseal",
			description: "Embeds an inaudible watermark in speech and detects it later, to mark audio as machine-made.",
		},
		{
			id: "kyutai/moshiko-pytorch-bf16",
			description: "Moshi, a full-duplex spoken dialogue model that listens and replies in speech at the same time.",
		},
	],
	spaces: [
		{
			id: "younver/speechbrain-speech-separation",
			description: "A demo that splits a recording of overlapping talkers into one track per speaker.",
		},
		{
			id: "ResembleAI/resemble-enhance",
			description: "Upload a noisy or muffled voice recording and get back a cleaned, fuller-sounding version.",
		},
	],
	demo: {
		inputs: [{ type: "audio", label: "Two speakers talking at once", filename: "input.wav" }],
		outputs: [
			{ type: "audio", label: "Speaker 1", filename: "label-0.wav" },
			{ type: "audio", label: "Speaker 2", filename: "label-1.wav" },
		],
	},
	widgetModels: ["speechbrain/sepformer-wham"],
	reviewedOn: "2026-11-23",
	freshnessMonths: 30,
	recommendedModel: "speechbrain/sepformer-wham",
	noSharedBenchmark:
		"the picks do different jobs (separation, enhancement, voice conversion, watermarking, dialogue), each scored on its own test set with its own metric.",
	bestFor: [
		{
			pick: "small",
			modelId: "JorisCos/ConvTasNet_Libri2Mix_sepclean_16k",
			why: "A few million parameters separate two voices faster than real time on an ordinary CPU.",
		},
		{
			pick: "multilingual",
			modelId: "ResembleAI/resemble-enhance",
			why: "Noise removal works on the sound, not the words, so it cleans speech in any language.",
		},
		{
			pick: "quality",
			modelId: "speechbrain/sepformer-wham",
			why: "A well-tested separator that copes with background noise, not only clean overlapping speech.",
		},
		{
			pick: "permissive",
			modelId: "speechbrain/metricgan-plus-voicebank",
			why: "Apache 2.0 and ready to run through SpeechBrain for cleaning up recorded speech.",
		},
	],
	guidance: [
		{
			heading: "Variants",
			paragraphs: [
				"Audio-to-audio groups jobs with little in common except that sound goes in and sound comes out. Speech enhancement removes noise, echo and clipping from one voice. Source separation splits a mixture into parts, such as two people talking over each other, or vocals, drums and bass in a song. Voice conversion keeps the words and changes who seems to say them. Watermarking hides a detectable signal in audio. Speech-to-speech models go furthest: they translate or answer what they hear, in speech, without a text step in between.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"Name the variant first, then match the training conditions. A separator trained on clean read speech will falter on a noisy café; one trained on WHAM! noise holds up better. Check the sample rate: many models work at 8 or 16 kHz, which is fine for calls and dictation but dulls music and broadcast audio. For real-time use, such as cleaning a microphone feed, prefer small convolutional models that process short frames with little look-ahead; large generative enhancers sound better on recordings but add latency. For spoken assistants, a full-duplex model like Moshi replaces a chain of recognition, language model and speech synthesis, at the cost of less control over what is said.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Aggressive enhancement can remove parts of the voice along with the noise, or invent sounds that were never there, which matters for transcripts, evidence and medical recordings. Separators usually assume a fixed number of speakers and mislabel who is who from one chunk to the next. Voice conversion and cloning raise consent questions: convert only voices you have permission to use, and consider watermarking what you generate.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"Separation is scored by the improvement in scale-invariant SDR over the unprocessed mixture; enhancement by PESQ and STOI, which predict perceived quality and intelligibility. These scores reward closeness to a clean reference, so they can penalise generative enhancers that sound natural but differ in detail. Listening tests, or a reference-free predictor such as DNSMOS, give a better picture for those. For voice conversion, report speaker similarity and word error rate of a recogniser on the output.",
			],
		},
	],
	resources: [
		{
			title: "SepFormer: attention is all you need in speech separation",
			url: "https://arxiv.org/abs/2010.13154",
			kind: "paper",
		},
		{ title: "SpeechBrain documentation", url: "https://speechbrain.readthedocs.io/", kind: "docs" },
		{ title: "Asteroid audio source separation toolkit", url: "https://asteroid-team.github.io/", kind: "tool" },
		{
			title: "Moshi: a speech-text foundation model for real-time dialogue",
			url: "https://arxiv.org/abs/2410.00037",
			kind: "paper",
		},
	],
	youtubeId: "iohj7nCCYoM",
};
