import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Audio-text-to-text models listen to audio and answer a text prompt about it. The input is a recording together with an instruction or question, and the output is text. They can transcribe, summarise a call, describe sounds and music, or hold a spoken conversation.",
	datasets: [
		{
			id: "nvidia/AF-Think",
			description: "Questions about sounds, speech and music paired with short reasoning chains before each answer.",
		},
		{
			id: "tsinghua-ee/QualiSpeech",
			description: "Speech recordings with written assessments of their quality, such as noise and distortion.",
		},
	],
	metrics: [
		{
			id: "wer",
			description: "Word error rate of the transcripts the model writes, when you use it for speech recognition.",
		},
		{
			id: "accuracy",
			description: "The share of questions answered correctly on multiple-choice audio benchmarks such as MMAU.",
		},
	],
	models: [
		{
			id: "mistralai/Voxtral-Small-24B-2507",
			description:
				"Mistral's larger audio model: transcribes, summarises and answers questions about up to half an hour of speech.",
		},
		{
			id: "mistralai/Voxtral-Mini-3B-2507",
			description: "The small Voxtral, for transcription and spoken question answering on a single consumer GPU.",
		},
		{
			id: "Qwen/Qwen2-Audio-7B-Instruct",
			description: "A chat model that understands speech, music and other sounds and answers questions about them.",
		},
		{
			id: "Qwen/Qwen2.5-Omni-7B",
			description: "An omni model that hears audio and sees images and video, and can reply in speech as well as text.",
		},
		{
			id: "moonshotai/Kimi-Audio-7B-Instruct",
			description: "A Chinese and English audio model for transcription, sound understanding and spoken dialogue.",
		},
		{
			id: "google/gemma-3n-E2B-it",
			description:
				"A mobile-first Gemma model that takes audio, images and text and runs in a few gigabytes of memory.",
		},
	],
	spaces: [
		{ id: "iamomtiwari/ATTT", description: "A demo where you upload audio and ask a question about it." },
		{
			id: "freddyaboulton/talk-to-qwen-webrtc",
			description: "A live voice chat with a Qwen audio model, streamed from the browser over WebRTC.",
		},
	],
	demo: {
		inputs: [
			{ type: "audio", filename: "audio.wav" },
			{ type: "text", label: "Prompt", content: "What is the speaker asking for, and for what time?" },
		],
		outputs: [
			{
				type: "text",
				label: "Answer",
				content: "The speaker wants a table for two people, booked for seven o'clock tonight.",
			},
		],
	},
	widgetModels: [],
	reviewedOn: "2026-11-23",
	freshnessMonths: 18,
	recommendedModel: "mistralai/Voxtral-Mini-3B-2507",
	benchmark: {
		dataset: "hlt-lab/voicebench",
		metric: "voicebench_overall",
		label: "VoiceBench average, as Kimi-Audio's evaluation toolkit ran it (higher is better)",
		url: "https://github.com/MoonshotAI/Kimi-Audio/blob/0260b0b79488a5dbfa984c7667c5e4c90a0b11b5/README.md",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "google/gemma-3n-E2B-it",
			why: "Built to run on phones and laptops, it listens and answers without a data-centre GPU.",
		},
		{
			pick: "multilingual",
			modelId: "mistralai/Voxtral-Small-24B-2507",
			why: "It understands eight major languages and detects which one is spoken without being told.",
		},
		{
			pick: "quality",
			modelId: "moonshotai/Kimi-Audio-7B-Instruct",
			why: "The best VoiceBench score of the models here, answering spoken questions and instructions in English and Chinese.",
		},
		{
			pick: "permissive",
			modelId: "mistralai/Voxtral-Mini-3B-2507",
			why: "Apache 2.0 weights small enough for one consumer GPU, usable in commercial products.",
		},
	],
	guidance: [
		{
			heading: "Variants",
			paragraphs: [
				"These models put an audio encoder in front of a language model, so one checkpoint can transcribe, translate, summarise a meeting, answer a question about a podcast or describe a sound. Models differ in what they were taught to hear. Speech-centred ones such as Voxtral are strongest on spoken content and long recordings; general audio ones such as Qwen2-Audio also describe music and environmental sounds; omni models add images and video on the input side and sometimes speak their answers aloud.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"Decide first whether you need understanding or only a transcript. If a transcript is the product, a dedicated speech recognition model is faster, cheaper and usually more accurate, and an ordinary text LLM can then work on its output. An audio-text model earns its cost when the answer depends on how something was said, on non-speech sounds, or when you want one step instead of a pipeline. Then check three columns of the comparison: the languages the card lists, the longest audio the model accepts (a context of 32,000 tokens holds roughly half an hour of speech for Voxtral, far less for models that spend more tokens per second), and the licence. For live voice agents, latency matters more than benchmark scores; a small model on a nearby GPU will feel better than a large one across the network.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Audio language models can answer confidently about sounds they did not hear, and they tend to describe the most likely scene rather than the actual one. Ask for quotes or timestamps you can check. Long recordings are often split into windows, so a question whose answer spans two windows can fail silently. Overlapping speakers, heavy accents and low-bandwidth phone audio degrade every model here; test with your own recordings before trusting a leaderboard.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"There is no single score. Transcription quality is measured by word error rate, audio understanding by accuracy on multiple-choice suites such as MMAU or AIR-Bench, and spoken conversation by human or model-judged ratings. Pick the benchmark whose questions look like yours, and weigh latency and memory alongside it.",
				"The quality column shows the VoiceBench average that the Kimi-Audio team measured for three models with one open evaluation toolkit, putting the same spoken instructions, questions and unsafe requests to each. Voxtral and Gemma 3n were not in that run, so a blank there says nothing about them.",
			],
		},
	],
	resources: [
		{ title: "Voxtral technical report", url: "https://arxiv.org/abs/2507.13264", kind: "paper" },
		{ title: "Qwen2-Audio technical report", url: "https://arxiv.org/abs/2407.10759", kind: "paper" },
		{ title: "MMAU audio understanding benchmark", url: "https://arxiv.org/abs/2410.19168", kind: "paper" },
		{
			title: "Transformers Voxtral documentation",
			url: "https://huggingface.co/docs/transformers/model_doc/voxtral",
			kind: "docs",
		},
	],
};
