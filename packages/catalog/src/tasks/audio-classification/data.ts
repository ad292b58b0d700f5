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
		{
			id: "google/speech_commands",
			description: "One-second recordings of short spoken words such as yes, no, up and stop, for keyword spotting.",
		},
	],
	metrics: [
		{ id: "accuracy", description: "The share of clips whose predicted class is the right one." },
		{ id: "recall", description: "Of the clips of a class, the share the model recognised as that class." },
		{ id: "precision", description: "Of the clips predicted as a class, the share that truly belong to it." },
		{ id: "f1", description: "The harmonic mean of precision and recall." },
		{
			id: "Mean average precision",
			description:
				"For multi-label sound tagging such as AudioSet: the area under each class's precision-recall curve, averaged over classes.",
		},
	],
	models: [
		{
			id: "MIT/ast-finetuned-audioset-10-10-0.4593",
			description:
				"The Audio Spectrogram Transformer tuned on AudioSet: tags a clip with any of 527 sound classes, from dog barks to sirens.",
		},
		{
			id: "MIT/ast-finetuned-speech-commands-v2",
			description:
				"The same architecture tuned on Speech Commands to recognise 35 short spoken words such as stop and go.",
		},
		{
			id: "speechbrain/lang-id-voxlingua107-ecapa",
			description: "A compact ECAPA-TDNN model from SpeechBrain that names which of 107 languages is being spoken.",
		},
		{
			id: "facebook/mms-lid-126",
			description: "A one-billion-parameter Massively Multilingual Speech model that identifies 126 spoken languages.",
		},
		{
			id: "ehcalabres/wav2vec2-lg-xlsr-en-speech-emotion-recognition",
			description: "A wav2vec 2.0 model that tells the emotion in English speech, such as anger, joy or sadness.",
		},
		{
			id: "superb/hubert-large-superb-er",
			description: "HuBERT Large tuned for the SUPERB emotion task: neutral, happy, angry or sad speech.",
		},
		{
			id: "Qwen/Qwen2-Audio-7B-Instruct",
			description:
				"An audio language model you can ask in plain words what a clip contains, for labels no classifier was trained on.",
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
	widgetModels: ["MIT/ast-finetuned-speech-commands-v2"],
	reviewedOn: "2026-11-23",
	freshnessMonths: 36,
	recommendedModel: "MIT/ast-finetuned-audioset-10-10-0.4593",
	noSharedBenchmark:
		"each pick is trained for a different label set (sound events, spoken commands, languages, emotions), so no one test set scores them all; compare each on audio like yours.",
	bestFor: [
		{
			pick: "small",
			modelId: "speechbrain/lang-id-voxlingua107-ecapa",
			why: "About twenty million parameters identify the spoken language in real time on a laptop CPU.",
		},
		{
			pick: "multilingual",
			modelId: "facebook/mms-lid-126",
			why: "It covers 126 languages, many of them poorly served elsewhere, though only for non-commercial use.",
		},
		{
			pick: "quality",
			modelId: "MIT/ast-finetuned-audioset-10-10-0.4593",
			why: "A strong and well-tested general sound tagger whose 527 AudioSet classes cover most everyday sounds.",
		},
		{
			pick: "permissive",
			modelId: "MIT/ast-finetuned-speech-commands-v2",
			why: "BSD-licensed and small, a sound starting point for a keyword spotter you retrain on your own words.",
		},
	],
	guidance: [
		{
			heading: "Variants",
			paragraphs: [
				"Audio classification covers several jobs that share one shape, a clip in and labels out. Sound event tagging names what is audible, usually as multi-label output because a street recording holds traffic, voices and birdsong at once. Keyword spotting listens for a small vocabulary of commands and must run continuously on small devices. Language identification, speaker recognition and speech emotion recognition classify the voice rather than the words. Music tagging, by genre, mood or instrument, is a further branch with its own datasets.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"Start from the variant. For everyday sounds, an AudioSet-trained transformer such as AST gives a useful label set out of the box; for commands, pick a Speech Commands model or retrain one on your wake words; for languages, an ECAPA model is quick and a large MMS model is broader. When your labels are not covered, fine-tuning a pretrained audio encoder on a few hundred labelled clips per class usually beats forcing the nearest existing label. If the categories change often or need a description rather than a fixed name, an audio language model such as Qwen2-Audio can answer a question about the clip, at far higher cost per second of audio.",
				"Check the sampling rate the model expects (most here want 16 kHz mono) and the clip length it was trained on; long recordings are classified window by window and the scores pooled.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Models trained on clean studio or web audio lose accuracy with different microphones, room echo and background noise, so test on recordings made the way yours will be. Emotion labels are acted in most datasets and transfer poorly to real conversations. Keyword spotters must be judged on how often they fire on unrelated speech, not only on how often they catch the word. Several popular checkpoints carry non-commercial licences; read the licence column before you ship.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"For single-label tasks with balanced classes, accuracy is enough; with unbalanced classes, macro F1 shows whether rare classes are recognised at all. Multi-label sound tagging is compared by mean average precision over classes, which does not depend on a threshold. For an always-on detector, report misses and false alarms per hour of audio, since that is what a user notices.",
			],
		},
	],
	resources: [
		{
			title: "Transformers audio classification guide",
			url: "https://huggingface.co/docs/transformers/tasks/audio_classification",
			kind: "docs",
		},
		{ title: "AST: Audio Spectrogram Transformer", url: "https://arxiv.org/abs/2104.01778", kind: "paper" },
		{ title: "Speech Commands dataset paper", url: "https://arxiv.org/abs/1804.03209", kind: "paper" },
		{ title: "SUPERB benchmark", url: "https://superbbenchmark.github.io/", kind: "leaderboard" },
		{ title: "SpeechBrain documentation", url: "https://speechbrain.readthedocs.io/", kind: "docs" },
	],
	youtubeId: "KWwzcmG98Ds",
};
