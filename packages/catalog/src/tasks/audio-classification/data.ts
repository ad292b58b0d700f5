import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Audio classification assigns labels to a sound recording. The input is an audio clip and the output is a list of classes with scores, such as a spoken command, an emotion, a language or a sound event. It is used for keyword spotting in voice interfaces, monitoring environments and sorting audio collections.",
	datasets: [
		{
			id: "s3prl/superb",
			description:
				"A benchmark of speech tasks including keyword spotting, speaker identification and emotion recognition.",
		},
		{
			id: "agkphysics/AudioSet",
			description: "Millions of ten-second clips from online videos tagged with hundreds of everyday sound classes.",
		},
	],
	metrics: [
		{ id: "accuracy", description: "The share of clips whose predicted class is the right one." },
		{ id: "recall", description: "Of the clips of a class, the share the model recognised as that class." },
		{ id: "precision", description: "Of the clips predicted as a class, the share that truly belong to it." },
		{ id: "f1", description: "The harmonic mean of precision and recall." },
	],
	models: [
		{
			id: "speechbrain/google_speech_command_xvector",
			description: "A SpeechBrain x-vector model that recognises short spoken commands such as yes, no, up or stop.",
		},
		{
			id: "ehcalabres/wav2vec2-lg-xlsr-en-speech-emotion-recognition",
			description: "A wav2vec 2.0 model that tells the emotion in English speech, such as anger, joy or sadness.",
		},
		{
			id: "facebook/mms-lid-126",
			description: "A Massively Multilingual Speech model that identifies which of 126 languages is being spoken.",
		},
	],
	spaces: [{ id: "kurianbenoy/audioclassification", description: "A demo that classifies uploaded sound clips." }],
	demo: {
		inputs: [{ type: "audio", filename: "audio.wav" }],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "stop", score: 0.88 },
					{ label: "go", score: 0.05 },
					{ label: "up", score: 0.03 },
					{ label: "no", score: 0.02 },
				],
			},
		],
	},
	widgetModels: ["MIT/ast-finetuned-audioset-10-10-0.4593"],
	youtubeId: "KWwzcmG98Ds",
};
