import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Text-to-audio generates sound from a written description. The input is a prompt such as 'calm piano over soft rain' and the output is an audio clip of music, sound effects or ambience, and sometimes speech. It is used to score videos and games, design sound effects and sketch musical ideas.",
	datasets: [
		{
			id: "google/MusicCaps",
			description:
				"Ten-second music clips described in detail by professional musicians, a standard text-to-music benchmark.",
		},
		{
			id: "agkphysics/AudioSet",
			description: "Millions of short clips from online videos labelled with hundreds of sound event classes.",
		},
	],
	metrics: [
		{
			id: "Fréchet Audio Distance",
			description:
				"Compares the statistics of embeddings of generated and real audio; lower means more realistic sound.",
		},
		{
			id: "CLAP Score",
			description: "The similarity between a prompt and the generated clip in a joint text-audio embedding space.",
		},
	],
	models: [
		{
			id: "stabilityai/stable-audio-open-1.0",
			description:
				"A latent diffusion model that generates up to 47 seconds of stereo sound effects and music from text.",
		},
		{
			id: "stabilityai/stable-audio-open-small",
			description: "A 341-million-parameter Stable Audio model that makes short clips in seconds, even on a phone CPU.",
		},
		{
			id: "ACE-Step/ACE-Step-v1-3.5B",
			description:
				"A music model that writes whole songs with vocals from a style prompt and your lyrics, in many languages.",
		},
		{
			id: "facebook/musicgen-small",
			description: "The smallest MusicGen model, which composes short instrumental clips from a text description.",
		},
		{
			id: "facebook/musicgen-medium",
			description: "A 1.5-billion-parameter MusicGen with fuller arrangements than the small model, at a higher cost.",
		},
		{
			id: "facebook/musicgen-melody",
			description:
				"A 1.5-billion-parameter MusicGen that follows a reference melody as well as the text, for covers and variations.",
		},
		{
			id: "facebook/audiogen-medium",
			description: "AudioCraft's model for sound effects and ambience, such as footsteps, rain or a passing car.",
		},
		{
			id: "cvssp/audioldm2",
			description: "A latent diffusion model that turns text into general sounds, music or speech.",
		},
	],
	spaces: [
		{
			id: "facebook/MusicGen",
			description: "A demo that writes music from a prompt, optionally following a reference melody.",
		},
		{
			id: "haoheliu/audioldm2-text2audio-text2music",
			description: "A demo of AudioLDM 2 generating sound effects and music from text.",
		},
	],
	demo: {
		inputs: [{ type: "text", label: "Prompt", content: "A gentle plucked melody rising over a soft, warm pad." }],
		outputs: [{ type: "audio", filename: "audio.wav" }],
	},
	widgetModels: ["facebook/musicgen-small"],
	reviewedOn: "2026-11-23",
	freshnessMonths: 24,
	recommendedModel: "facebook/musicgen-small",
	benchmark: {
		dataset: "google/MusicCaps",
		metric: "fad",
		label: "MusicCaps, Fréchet Audio Distance (VGGish; lower is better)",
		url: "https://github.com/facebookresearch/audiocraft/blob/1b4012ab249bdc3ae1897e4548603126fea0a750/model_cards/MUSICGEN_MODEL_CARD.md",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "stabilityai/stable-audio-open-small",
			why: "It was built to generate audio on phones and laptop CPUs, a few seconds of sound in about as many seconds.",
		},
		{
			pick: "multilingual",
			modelId: "ACE-Step/ACE-Step-v1-3.5B",
			why: "It sings lyrics in many languages, including English, Chinese, Japanese and Spanish.",
		},
		{
			pick: "quality",
			modelId: "stabilityai/stable-audio-open-1.0",
			why: "Stereo output at 44.1 kHz and strong sound effects make it a frequent choice for production sound design.",
		},
		{
			pick: "permissive",
			modelId: "ACE-Step/ACE-Step-v1-3.5B",
			why: "Apache 2.0, while most music models here forbid commercial use or cap it by revenue.",
		},
	],
	guidance: [
		{
			heading: "Variants",
			paragraphs: [
				"Text-to-audio spans three families of output. Sound effects and ambience models render a described event, such as a door slamming in a large hall. Music models write instrumental pieces from a description of genre, mood, tempo and instruments, and some also follow a melody or chord sequence you supply. Song models add sung lyrics. Spoken voice has its own page, text-to-speech, because it is judged on pronunciation and naturalness rather than on matching a description. Under the hood the models are either autoregressive over audio tokens, like MusicGen, or diffusion models in a compressed audio space, like Stable Audio and AudioLDM.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"Begin with the licence column, because it rules out the most: several popular checkpoints allow research use only, and Stability's community licence limits commercial use above a revenue threshold. Next consider length and format. MusicGen makes mono clips of around thirty seconds at 32 kHz, Stable Audio Open produces stereo at 44.1 kHz, and song models can produce several minutes. For interactive tools, generation speed decides more than quality; small diffusion models return a clip in seconds, while large autoregressive ones take longer than the audio lasts on modest GPUs.",
				"The FAD column holds the three MusicGen checkpoints, which Meta scored on MusicCaps with one setup (lower is better); the other models publish other metrics or none, so a blank there says nothing about their quality.",
				"Write prompts the way the training captions were written: concrete instruments, tempo, mood and recording character work better than a story about the scene.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Outputs can echo recordings from the training data, so check anything you publish, and keep records of the model and prompt. Timing is loose: models rarely hit an exact length, beat or key on request, and loops seldom join seamlessly without editing. Quality drops sharply for styles that were rare in training, such as many non-Western genres. Clips are usually generated in one pass, so a fix to one bar means regenerating the whole piece unless the model supports inpainting.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"Fréchet Audio Distance compares the statistics of generated and real audio embeddings and tracks overall realism; a CLAP score measures how well a clip matches its prompt. Both depend on the embedding model used, so compare only numbers computed the same way. In the end, listening tests with people who resemble your audience are the measure that matters.",
			],
		},
	],
	resources: [
		{ title: "AudioCraft documentation and code", url: "https://github.com/facebookresearch/audiocraft", kind: "tool" },
		{ title: "Stable Audio Open paper", url: "https://arxiv.org/abs/2407.14358", kind: "paper" },
		{
			title: "MusicGen: simple and controllable music generation",
			url: "https://arxiv.org/abs/2306.05284",
			kind: "paper",
		},
		{ title: "Fréchet Audio Distance", url: "https://arxiv.org/abs/1812.08466", kind: "paper" },
	],
};
