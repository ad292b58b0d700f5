import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Image-to-video animates a still picture into a short clip. The input is an image, usually with a text prompt describing the motion, and the output is a video whose first frame matches the picture. It brings product shots, illustrations and storyboards to life without filming anything.",
	datasets: [
		{
			id: "ali-vilab/VACE-Benchmark",
			description:
				"Test cases for creating and editing videos from images, references and masks, from the VACE project.",
		},
		{
			id: "Rapidata/sora-video-generation-style-likert-scoring",
			description: "Human ratings, on a five-point scale, of how well generated videos follow a requested style.",
		},
		{
			id: "BestWishYsh/ChronoMagic",
			description:
				"Captioned time-lapse clips of things that change over time, such as flowers blooming or ice melting.",
		},
	],
	metrics: [
		{
			id: "fvd",
			description: "Fréchet Video Distance between features of generated and real clips; lower means more realistic.",
		},
		{ id: "clip_score", description: "How closely the frames match the text prompt, measured with CLIP embeddings." },
		{
			id: "lpips",
			description:
				"A learned perceptual distance, here between the first frame and the input image; lower is more faithful.",
		},
		{
			id: "identity_preservation",
			description: "Whether the person or object in the input image keeps its identity through the whole clip.",
		},
		{
			id: "motion_score",
			description: "How much movement a clip has, from optical flow, to catch nearly frozen results.",
		},
	],
	models: [
		{
			id: "Lightricks/LTX-Video-0.9.7-dev",
			description: "The 13-billion-parameter development checkpoint of LTX-Video, a fast DiT-based video generator.",
		},
		{
			id: "Wan-AI/Wan2.1-VACE-14B",
			description: "Wan 2.1 VACE, one model for image-to-video, reference-to-video and video editing.",
		},
		{
			id: "lllyasviel/FramePack_F1_I2V_HY_20250503",
			description:
				"FramePack F1, which predicts frames forward on top of HunyuanVideo to make long clips on modest GPUs.",
		},
		{
			id: "Lightricks/LTX-Video-0.9.7-distilled",
			description: "A distilled LTX-Video that needs only a few denoising steps per clip.",
		},
		{
			id: "Skywork/SkyReels-V2-I2V-14B-720P",
			description: "SkyReels V2 image-to-video at 720p, from a family built to extend clips to film length.",
		},
		{ id: "tencent/HunyuanVideo-I2V", description: "HunyuanVideo extended to animate a given first frame." },
		{
			id: "Wan-AI/Wan2.1-I2V-14B-720P",
			description: "Wan 2.1's 14-billion-parameter image-to-video model at 720p.",
		},
		{
			id: "Wan-AI/Wan2.1-I2V-14B-720P-Diffusers",
			description: "The same Wan 2.1 image-to-video weights packaged for the Diffusers library.",
		},
	],
	spaces: [
		{
			id: "Lightricks/ltx-video-distilled",
			description: "Animates an image from a prompt in seconds with distilled LTX-Video.",
		},
		{ id: "linoyts/FramePack-F1", description: "Makes long image-to-video clips with FramePack F1." },
		{ id: "lisonallen/framepack-i2v", description: "Another FramePack demo that animates an uploaded picture." },
		{ id: "multimodalart/wan2-1-fast", description: "A quick Wan 2.1 image-to-video demo using few sampling steps." },
		{
			id: "multimodalart/stable-video-diffusion",
			description: "Turns a still image into a short clip with Stable Video Diffusion.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "image-to-video-input.jpg" },
			{ type: "text", label: "Prompt", content: "The sailboat glides slowly across the calm lake at sunset." },
		],
		outputs: [{ type: "img", filename: "image-to-video-output.gif" }],
	},
	widgetModels: [],
};
