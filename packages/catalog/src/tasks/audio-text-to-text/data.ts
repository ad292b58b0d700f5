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
	metrics: [],
	models: [
		{
			id: "fixie-ai/ultravox-v0_5-llama-3_2-1b",
			description: "A speech encoder joined to a small Llama 3.2 model so it can reply directly to spoken input.",
		},
		{
			id: "Qwen/Qwen2-Audio-7B-Instruct",
			description: "A chat model that understands speech and other sounds and answers questions about them.",
		},
		{
			id: "mistralai/Voxtral-Small-24B-2507",
			description: "A Mistral model that transcribes, understands and answers questions about long audio.",
		},
		{
			id: "nvidia/audio-flamingo-3",
			description: "A model that reasons over speech, environmental sounds and music in long clips.",
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
};
