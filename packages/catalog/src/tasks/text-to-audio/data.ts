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
			id: "facebook/musicgen-small",
			description: "The smallest MusicGen model, which composes short music clips from a text description.",
		},
		{
			id: "stabilityai/stable-audio-open-1.0",
			description: "A latent diffusion model that generates stereo sound effects and music loops from text.",
		},
		{
			id: "cvssp/audioldm2",
			description: "A latent diffusion model that turns text into general sounds, music or speech.",
		},
		{
			id: "suno/bark",
			description: "A transformer model that produces speech, music and non-verbal sounds from a text prompt.",
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
};
