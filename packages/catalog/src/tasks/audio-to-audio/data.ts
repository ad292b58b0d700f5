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
			id: "snri",
			description: "Signal-to-noise ratio improvement: how much cleaner the output is than the input, in decibels.",
		},
		{
			id: "sdri",
			description:
				"Signal-to-distortion ratio improvement: the gain in distortion ratio after separation, in decibels.",
		},
	],
	models: [
		{
			id: "ResembleAI/resemble-enhance",
			description: "A model that removes background noise from speech and restores its lost high frequencies.",
		},
		{
			id: "microsoft/speecht5_vc",
			description: "A SpeechT5 model that converts speech into another speaker's voice while keeping the words.",
		},
	],
	spaces: [
		{
			id: "younver/speechbrain-speech-separation",
			description: "A demo that splits a recording of overlapping talkers into one track per speaker.",
		},
		{
			id: "nakas/audio-diffusion_style_transfer",
			description: "An app that restyles a sound clip with a diffusion model.",
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
	youtubeId: "iohj7nCCYoM",
};
