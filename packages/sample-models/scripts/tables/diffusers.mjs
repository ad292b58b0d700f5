// Diffusion models: pipelines (text-to-image, image-to-image, video), LoRA adapters for each
// task, controlnet, inpainting, textual inversion, Flux fill, Sana, DiffusionKit, and the
// image/video libraries with their own snippets. Providers: fal-ai, replicate, together,
// wavespeed, nscale, novita, zai-org, hf-inference.
import { st } from "../architectures.mjs";
import { day, files, rec, serve, withFacts } from "../lib.mjs";

const T2I = "text-to-image";
const I2I = "image-to-image";
const I2V = "image-to-video";
const T2V = "text-to-video";

/** A diffusers pipeline repository (model_index.json gives the pipeline class). */
const diff = (id, pipeline_tag, cls, o = {}) => {
	const { tags = [], ...rest } = o;
	return rec(id, {
		pipeline_tag,
		library_name: "diffusers",
		formats: ["safetensors"],
		tags: [...tags, cls ? `diffusers:${cls}` : undefined],
		...(cls ? { config: { diffusers: { _class_name: cls } } } : {}),
		...rest,
	});
};

/** A diffusers LoRA adapter: base model in the card and in the tags, trigger words as instance_prompt. */
const lora = (id, pipeline_tag, base, instance_prompt, o = {}) => {
	const { tags = [], cardData = {}, ...rest } = o;
	return rec(id, {
		pipeline_tag,
		library_name: "diffusers",
		tags: [...tags, "lora", "template:sd-lora", pipeline_tag === T2I ? "stable-diffusion" : undefined],
		base: base ? { id: base, rel: "adapter" } : undefined,
		cardData: { instance_prompt, ...cardData },
		...rest,
	});
};

const FLUX_DEV = "black-forest-labs/FLUX.1-dev";
const SDXL = "stabilityai/stable-diffusion-xl-base-1.0";
const SD15 = "stable-diffusion-v1-5/stable-diffusion-v1-5";
/**
 * Published counts of bases the catalogue does not hold, for the adapters made on them (hardware.base):
 * Stable Diffusion v1's "860M UNet" (https://github.com/CompVis/stable-diffusion, the text encoder and VAE
 * not counted), stored F32; Wan2.1's image-to-video 14B model (its README's model table), loaded in BF16.
 * Each record's source names the page again, with what it read of the adapter's own files.
 */
const SD_V1_UNET = { params: 860_000_000, dtype: "F32", format: "safetensors" };
const WAN_I2V_14B = { params: 14_000_000_000, dtype: "BF16", format: "safetensors" };

export default [
	// text-to-image pipelines
	withFacts(
		diff(FLUX_DEV, T2I, "FluxPipeline", {
			gated: "auto",
			license: "other",
			languages: ["en"],
			tags: ["image-generation", "flux"],
			weight: 60,
			widgetData: [{ text: "Astronaut in a jungle, cold color palette, muted colors, detailed, 8k" }],
			inferenceProviderMapping: serve(
				["fal-ai", "fal-ai/flux/dev", T2I],
				["replicate", "black-forest-labs/flux-dev", T2I],
				["together", "black-forest-labs/FLUX.1-dev", T2I],
				["nscale", "black-forest-labs/FLUX.1-dev", T2I, "staging"],
				["hf-inference", "black-forest-labs/FLUX.1-dev", T2I],
				["wavespeed", "wavespeed-ai/flux-dev", T2I],
			),
		}),
		{
			decision: { created: "2024-07-31", params: 12_000_000_000, licenseName: "flux-1-dev-non-commercial-license" },
			evals: [
				{
					dataset: "geneval",
					metric: "accuracy",
					metricName: "GenEval overall score (0–1)",
					value: 0.66,
					url: "https://github.com/HiDream-ai/HiDream-I1/blob/9b42dd606fecf8f78b974adb7e4d10331c91371a/README.md",
					checked: "2026-11-28",
					notes: "HiDream-I1 README, Evaluation Metrics, GenEval table, row Flux.1-dev, column Overall",
				},
			],
		},
	),
	withFacts(
		diff("black-forest-labs/FLUX.1-schnell", T2I, "FluxPipeline", {
			license: "apache-2.0",
			languages: ["en"],
			tags: ["image-generation", "flux"],
			weight: 40,
			inferenceProviderMapping: serve(
				["fal-ai", "fal-ai/flux/schnell", T2I],
				["replicate", "black-forest-labs/flux-schnell", T2I],
				["together", "black-forest-labs/FLUX.1-schnell", T2I],
				["nscale", "black-forest-labs/FLUX.1-schnell", T2I],
				["hf-inference", "black-forest-labs/FLUX.1-schnell", T2I],
			),
		}),
		{ decision: { created: "2024-07-31", params: 12_000_000_000 } },
	),
	withFacts(
		diff("black-forest-labs/FLUX.1-Krea-dev", T2I, "FluxPipeline", {
			gated: "auto",
			license: "other",
			languages: ["en"],
			tags: ["image-generation", "flux"],
			weight: 5,
			inferenceProviderMapping: serve(
				["fal-ai", "fal-ai/flux/krea", T2I],
				["replicate", "black-forest-labs/flux-krea-dev", T2I],
			),
		}),
		{ decision: { created: "2025-07-31", params: 12_000_000_000, licenseName: "flux-1-dev-non-commercial-license" } },
	),
	withFacts(
		diff(SDXL, T2I, "StableDiffusionXLPipeline", {
			license: "openrail++",
			formats: ["onnx", "safetensors"],
			tags: ["stable-diffusion-xl", "stable-diffusion"],
			weight: 50,
			inferenceProviderMapping: serve(
				["hf-inference", SDXL, T2I],
				["replicate", "stability-ai/sdxl:7762fd07cf82c948538e41f63f77d685e02b063e37e496e96eefd46c929f9bdc", T2I],
				["nscale", SDXL, T2I],
			),
		}),
		{
			decision: { created: "2023-07-25", params: 2_600_000_000 },
			evals: [
				{
					dataset: "geneval",
					metric: "accuracy",
					metricName: "GenEval overall score (0–1)",
					value: 0.55,
					url: "https://github.com/HiDream-ai/HiDream-I1/blob/9b42dd606fecf8f78b974adb7e4d10331c91371a/README.md",
					checked: "2026-11-28",
					notes: "HiDream-I1 README, Evaluation Metrics, GenEval table, row SDXL, column Overall",
				},
			],
		},
	),
	withFacts(
		diff(SD15, T2I, "StableDiffusionPipeline", {
			license: "creativeml-openrail-m",
			tags: ["stable-diffusion", "stable-diffusion-diffusers"],
			weight: 60,
		}),
		{
			hardware: {
				params: 860_000_000,
				dtype: "F32",
				source: {
					url: "https://github.com/CompVis/stable-diffusion",
					checked: "2026-11-27",
					note: "the denoiser: Stable Diffusion v1's 860M UNet, as the README gives it",
				},
			},
		},
	),
	withFacts(
		diff("stabilityai/stable-diffusion-3.5-large", T2I, "StableDiffusion3Pipeline", {
			gated: "auto",
			license: "other",
			languages: ["en"],
			tags: ["stable-diffusion"],
			weight: 10,
			inferenceProviderMapping: serve(
				["fal-ai", "fal-ai/stable-diffusion-v35-large", T2I],
				["replicate", "stability-ai/stable-diffusion-3.5-large", T2I],
				["hf-inference", "stabilityai/stable-diffusion-3.5-large", T2I, "staging"],
			),
		}),
		{ decision: { created: "2024-10-22", params: 8_100_000_000, licenseName: "stabilityai-ai-community" } },
	),
	withFacts(
		diff("Qwen/Qwen-Image", T2I, "QwenImagePipeline", {
			license: "apache-2.0",
			languages: ["en", "zh"],
			weight: 20,
			inferenceProviderMapping: serve(
				["fal-ai", "fal-ai/qwen-image", T2I],
				["replicate", "qwen/qwen-image", T2I],
				["wavespeed", "wavespeed-ai/qwen-image/text-to-image", T2I],
			),
		}),
		{ decision: { created: "2025-08-04", params: 20_000_000_000 } },
	),
	withFacts(
		diff("ByteDance/SDXL-Lightning", T2I, null, {
			license: "openrail++",
			tags: ["stable-diffusion", "stable-diffusion-xl"],
			weight: 5,
			siblings: files("sdxl_lightning_4step_unet.safetensors", "sdxl_lightning_4step_lora.safetensors", "README.md"),
		}),
		{
			hardware: {
				sizes: {
					"sdxl_lightning_4step_unet.safetensors": 5_140_000_000,
					"sdxl_lightning_4step_lora.safetensors": 394_000_000,
				},
				source: {
					url: "https://huggingface.co/ByteDance/SDXL-Lightning/tree/c9a24f48e1c025556787b0c58dd67a091ece2e44",
					checked: "2026-11-28",
					note: "the repository's file list (43 commits): sdxl_lightning_4step_unet.safetensors 5.14 GB, sdxl_lightning_4step_lora.safetensors 394 MB, as the page rounds them; the UNet and the LoRA are two ways to run the same 4-step model on SDXL's own text encoders and VAE, which this repository does not hold",
				},
			},
		},
	),
	diff("ByteDance/Hyper-SD", T2I, null, {
		tags: ["lora", "stable-diffusion", "sdxl", "flux"],
		base: { id: [FLUX_DEV, SDXL], rel: "adapter" },
		weight: 3,
	}),
	withFacts(
		diff("zai-org/CogView4-6B", T2I, "CogView4Pipeline", {
			license: "apache-2.0",
			languages: ["zh", "en"],
			weight: 1,
			inferenceProviderMapping: serve(["zai-org", "cogview-4-250304", T2I]),
		}),
		{
			hardware: {
				files: {
					"transformer/diffusion_pytorch_model-00001-of-00003.safetensors": 4_890_000_000,
					"transformer/diffusion_pytorch_model-00002-of-00003.safetensors": 4_980_000_000,
					"transformer/diffusion_pytorch_model-00003-of-00003.safetensors": 2_860_000_000,
					"text_encoder/model-00001-of-00004.safetensors": 4_980_000_000,
					"text_encoder/model-00002-of-00004.safetensors": 4_900_000_000,
					"text_encoder/model-00003-of-00004.safetensors": 4_900_000_000,
					"text_encoder/model-00004-of-00004.safetensors": 2_780_000_000,
					"vae/diffusion_pytorch_model.safetensors": 812_000_000,
				},
				source: {
					url: "https://huggingface.co/zai-org/CogView4-6B/tree/main/transformer",
					checked: "2026-11-28",
					note: "the pipeline's components as each folder's page lists them (tree/main/transformer, /text_encoder, /vae), rounded by the page: transformer 4.89 + 4.98 + 2.86 GB, text_encoder 4.98 + 4.9 + 4.9 + 2.78 GB, vae 812 MB",
				},
			},
			evals: [
				{
					dataset: "geneval",
					metric: "accuracy",
					metricName: "GenEval overall score (0–1)",
					value: 0.73,
					url: "https://github.com/HiDream-ai/HiDream-I1/blob/9b42dd606fecf8f78b974adb7e4d10331c91371a/README.md",
					checked: "2026-11-28",
					notes: "HiDream-I1 README, Evaluation Metrics, GenEval table, row CogView4-6B, column Overall",
				},
			],
		},
	),
	withFacts(
		diff("HiDream-ai/HiDream-I1-Full", T2I, "HiDreamImagePipeline", {
			license: "mit",
			tags: ["image-generation", "HiDream.ai"],
			weight: 2,
			inferenceProviderMapping: serve(
				["fal-ai", "fal-ai/hidream-i1-full", T2I],
				["wavespeed", "wavespeed-ai/hidream-i1-full", T2I],
			),
		}),
		{
			decision: { created: "2025-04-07", params: 17_000_000_000, languages: ["en"] },
			evals: [
				{
					dataset: "geneval",
					metric: "accuracy",
					metricName: "GenEval overall score (0–1)",
					value: 0.83,
					url: "https://github.com/HiDream-ai/HiDream-I1/blob/9b42dd606fecf8f78b974adb7e4d10331c91371a/README.md",
					checked: "2026-11-28",
					notes: "HiDream-I1 README, Evaluation Metrics, GenEval table, row HiDream-I1, column Overall",
				},
			],
		},
	),
	withFacts(
		diff("playgroundai/playground-v2.5-1024px-aesthetic", T2I, "StableDiffusionXLPipeline", {
			license: "other",
			cardData: {
				license_name: "playground-v2dot5-community",
				license_link: "https://huggingface.co/playgroundai/playground-v2.5-1024px-aesthetic/blob/main/LICENSE.md",
			},
			tags: ["playground"],
			weight: 3,
		}),
		{
			hardware: {
				files: { "playground-v2.5-1024px-aesthetic.fp16.safetensors": 6_940_000_000 },
				source: {
					url: "https://huggingface.co/playgroundai/playground-v2.5-1024px-aesthetic/tree/faf0c73717cb06e59ea5f15e036d34a77b186db2",
					checked: "2026-11-28",
					note: "the repository's file list (19 commits): the whole pipeline as one fp16 file, playground-v2.5-1024px-aesthetic.fp16.safetensors, 6.94 GB, as the page rounds it (unet/diffusion_pytorch_model.fp16.safetensors alone is 5.14 GB)",
				},
			},
		},
	),
	// Core ML conversions (Apple apps): JoyFusion shows for the coreml + joyfusion tags.
	rec("apple/coreml-stable-diffusion-v1-5", {
		pipeline_tag: T2I,
		tags: ["coreml", "stable-diffusion"],
		license: "creativeml-openrail-m",
		siblings: files("README.md", "original/packages/TextEncoder.mlpackage/Manifest.json"),
		weight: 0.3,
	}),
	rec("coreml-community/coreml-stable-diffusion-v1-5-joyfusion", {
		pipeline_tag: T2I,
		tags: ["coreml", "joyfusion", "stable-diffusion", "text-to-image"],
		license: "creativeml-openrail-m",
		siblings: files("README.md", "original/compiled/Unet.mlmodelc/model.mil"),
		weight: 0.05,
	}),
	// Sana: its own library and the diffusers conversion
	withFacts(
		rec("Efficient-Large-Model/Sana_1600M_1024px", {
			pipeline_tag: T2I,
			library_name: "sana",
			tags: ["text-to-image", "Sana", "1024px_based_image_size", "Multi-language"],
			license: "cc-by-nc-sa-4.0",
			languages: ["en", "zh"],
			siblings: files("checkpoints/Sana_1600M_1024px.pth", "README.md"),
			weight: 1,
		}),
		{
			hardware: {
				sizes: { "checkpoints/Sana_1600M_1024px.pth": 6430000000 },
				source: {
					url: "https://huggingface.co/Efficient-Large-Model/Sana_1600M_1024px/tree/main/checkpoints",
					checked: "2026-11-28",
					note: "the checkpoints folder's file list: Sana_1600M_1024px.pth, 6.43 GB, as the page rounds it; it holds the diffusion transformer only, the text encoder and autoencoder Sana loads come from other repositories",
				},
			},
		},
	),
	withFacts(
		diff("Efficient-Large-Model/Sana_1600M_1024px_diffusers", T2I, "SanaPipeline", {
			license: "other",
			languages: ["en", "zh"],
			tags: ["Sana"],
			weight: 2,
		}),
		{ decision: { created: "2024-11-21", params: 1_600_000_000, licenseName: "nvidia-license" } },
	),
	// DiffusionKit (MLX): a Flux model and a non-Flux one
	withFacts(
		rec("argmaxinc/mlx-FLUX.1-schnell", {
			pipeline_tag: T2I,
			library_name: "diffusionkit",
			formats: ["safetensors"],
			tags: ["mlx", "diffusionkit", "flux"],
			license: "apache-2.0",
			weight: 0.5,
		}),
		{
			hardware: {
				files: { "flux-schnell.safetensors": 23_800_000_000, "ae.safetensors": 335_000_000 },
				source: {
					url: "https://huggingface.co/argmaxinc/mlx-FLUX.1-schnell/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list (10 commits): flux-schnell.safetensors 23.8 GB and ae.safetensors 335 MB, as the page rounds them; the text encoders DiffusionKit loads are not in this repository",
				},
			},
		},
	),
	withFacts(
		rec("argmaxinc/mlx-stable-diffusion-3-medium", {
			pipeline_tag: T2I,
			library_name: "diffusionkit",
			formats: ["safetensors"],
			tags: ["mlx", "diffusionkit", "stable-diffusion", "sd3"],
			license: "other",
			weight: 0.3,
		}),
		{
			hardware: {
				files: { "sd3_medium.safetensors": 4_340_000_000 },
				source: {
					url: "https://huggingface.co/argmaxinc/mlx-stable-diffusion-3-medium/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list (7 commits): sd3_medium.safetensors, 4.34 GB, as the page rounds it; the text encoders and VAE DiffusionKit loads are not in this repository",
				},
			},
		},
	),
	// LoRA adapters, text-to-image
	lora("strangerzonehf/Flux-Midjourney-Mix2-LoRA", T2I, FLUX_DEV, "MJ v6", {
		tags: ["text-to-image", "flux"],
		license: "other",
		siblings: files("mjV6.safetensors", "README.md"),
		weight: 2,
		inferenceProviderMapping: serve([
			"fal-ai",
			"fal-ai/flux-lora",
			T2I,
			"live",
			{ adapter: "lora", adapterWeightsPath: "mjV6.safetensors" },
		]),
	}),
	lora("XLabs-AI/flux-RealismLora", T2I, FLUX_DEV, null, {
		tags: ["text-to-image", "flux"],
		license: "other",
		cardData: { license_name: "flux-1-dev-non-commercial-license" },
		languages: ["en"],
		siblings: files("lora.safetensors", "README.md"),
		weight: 3,
	}),
	lora("openfree/flux-chatgpt-ghibli-lora", T2I, FLUX_DEV, "ghibli", {
		tags: ["text-to-image", "flux", "ghibli"],
		license: "mit",
		siblings: files("flux-chatgpt-ghibli-lora.safetensors"),
		weight: 2,
		inferenceProviderMapping: serve([
			"fal-ai",
			"fal-ai/flux-lora",
			T2I,
			"staging",
			{ adapter: "lora", adapterWeightsPath: "flux-chatgpt-ghibli-lora.safetensors" },
		]),
	}),
	lora("nerijs/pixel-art-xl", T2I, SDXL, "pixel art", {
		tags: ["text-to-image"],
		license: "creativeml-openrail-m",
		siblings: files("pixel-art-xl.safetensors"),
		weight: 1,
	}),
	lora("alvdansen/littletinies", T2I, SDXL, "a girl wandering through the forest", {
		tags: ["text-to-image"],
		license: "creativeml-openrail-m",
		weight: 0.5,
	}),
	// A LoRA whose card names no base model (the snippet falls back to a placeholder).
	rec("patrickvonplaten/lora_dreambooth_dog_example", {
		pipeline_tag: T2I,
		library_name: "diffusers",
		tags: ["lora", "stable-diffusion", "text-to-image", "dreambooth"],
		license: "creativeml-openrail-m",
		cardData: { instance_prompt: "a photo of sks dog" },
		weight: 0.05,
	}),
	// LoRA adapters for image-to-image, image-to-video, text-to-video
	lora("kontext-community/relighting-kontext-dev-lora-v3", I2I, "black-forest-labs/FLUX.1-Kontext-dev", "Relight", {
		tags: ["image-editing", "flux-kontext"],
		license: "other",
		siblings: files("relighting-kontext-dev-lora-v3.safetensors"),
		weight: 0.5,
	}),
	lora("black-forest-labs/FLUX.1-Depth-dev-lora", I2I, FLUX_DEV, null, {
		gated: "auto",
		tags: ["image-generation", "flux"],
		license: "other",
		cardData: { license_name: "flux-1-dev-non-commercial-license" },
		weight: 1,
	}),
	withFacts(
		lora(
			"Remade-AI/Squish",
			I2V,
			"Wan-AI/Wan2.1-I2V-14B-480P",
			"In the video, a miniature dog is presented. The dog is held in a person's hands. The person then presses on the dog, causing a sq41sh squish effect.",
			{
				tags: ["image-to-video", "wan", "video"],
				license: "apache-2.0",
				siblings: files("squish_18.safetensors"),
				weight: 0.5,
				inferenceProviderMapping: serve([
					"fal-ai",
					"fal-ai/wan-i2v-lora",
					I2V,
					"live",
					{ adapter: "lora", adapterWeightsPath: "squish_18.safetensors" },
				]),
			},
		),
		{
			hardware: {
				base: WAN_I2V_14B,
				source: {
					url: "https://github.com/Wan-Video/Wan2.1/blob/18368dfcc8ec1930aba6a32011ef40d8efe098e7/README.md",
					checked: "2026-11-28",
					note: "the base, Wan-AI/Wan2.1-I2V-14B-480P: the README's Model Download table names it I2V-14B-480P ('Checkpoints of the 14B model') and its Diffusers example loads the pipeline in torch.bfloat16; the LoRA file's own size was not read",
				},
			},
		},
	),
	withFacts(
		lora(
			"Remade-AI/Rotate",
			I2V,
			"Wan-AI/Wan2.1-I2V-14B-480P",
			"The video shows a figurine performing a r0t4tion 360 degrees rotation.",
			{
				tags: ["image-to-video", "wan", "video"],
				license: "apache-2.0",
				siblings: files("rotate_20_epochs.safetensors"),
				weight: 0.3,
			},
		),
		{
			hardware: {
				base: WAN_I2V_14B,
				source: {
					url: "https://github.com/Wan-Video/Wan2.1/blob/18368dfcc8ec1930aba6a32011ef40d8efe098e7/README.md",
					checked: "2026-11-28",
					note: "the base, Wan-AI/Wan2.1-I2V-14B-480P: the README's Model Download table names it I2V-14B-480P ('Checkpoints of the 14B model') and its Diffusers example loads the pipeline in torch.bfloat16; the LoRA file's own size was not read",
				},
			},
		},
	),
	lora("Cseti/Wan-LoRA-Arcane-Jinx-v1", T2V, "Wan-AI/Wan2.1-T2V-14B", "csetiarcane Nfj1nx with blue hair", {
		tags: ["text-to-video", "wan", "video"],
		license: "apache-2.0",
		weight: 0.2,
	}),
	lora("benjamin-paine/steamboat-willie-14b", T2V, "Wan-AI/Wan2.1-T2V-14B", "steamboat willie style", {
		tags: ["text-to-video", "wan", "video"],
		license: "apache-2.0",
		weight: 0.1,
	}),
	// controlnet
	withFacts(
		diff("lllyasviel/sd-controlnet-canny", I2I, "ControlNetModel", {
			formats: ["pytorch", "safetensors"],
			tags: ["controlnet", "art", "image-diffusion"],
			license: "openrail",
			base: { id: "runwayml/stable-diffusion-v1-5", rel: "adapter" },
			weight: 5,
		}),
		{
			hardware: {
				files: { "diffusion_pytorch_model.safetensors": 1_450_000_000 },
				base: SD_V1_UNET,
				source: {
					url: "https://github.com/CompVis/stable-diffusion",
					checked: "2026-11-28",
					note: "the base, runwayml/stable-diffusion-v1-5: Stable Diffusion v1's '860M UNet', as the README gives it (the catalogue's SD 1.5 record uses the same count); the ControlNet's own diffusion_pytorch_model.safetensors is 1.45 GB on https://huggingface.co/lllyasviel/sd-controlnet-canny/tree/9b14e04c44d29eea721dcaf618ccdefcb5e419c4 (the .bin beside it holds the same weights)",
				},
			},
		},
	),
	diff("diffusers/controlnet-canny-sdxl-1.0", T2I, "ControlNetModel", {
		tags: ["controlnet", "stable-diffusion-xl", "stable-diffusion-xl-diffusers"],
		license: "openrail++",
		base: { id: SDXL, rel: "adapter" },
		weight: 3,
	}),
	diff("InstantX/FLUX.1-dev-Controlnet-Canny", T2I, "FluxControlNetModel", {
		tags: ["controlnet", "flux", "Flux.1-dev"],
		license: "other",
		cardData: { license_name: "flux-1-dev-non-commercial-license" },
		languages: ["en"],
		base: { id: FLUX_DEV, rel: "adapter" },
		weight: 1,
	}),
	withFacts(
		diff("lllyasviel/control_v11p_sd15_openpose", I2I, "ControlNetModel", {
			formats: ["safetensors"],
			tags: ["controlnet", "art", "stable-diffusion"],
			license: "openrail",
			base: { id: "runwayml/stable-diffusion-v1-5", rel: "adapter" },
			weight: 3,
		}),
		{
			hardware: {
				files: { "diffusion_pytorch_model.bin": 1_450_000_000 },
				base: SD_V1_UNET,
				source: {
					url: "https://github.com/CompVis/stable-diffusion",
					checked: "2026-11-28",
					note: "the base, runwayml/stable-diffusion-v1-5: Stable Diffusion v1's '860M UNet', as the README gives it; the ControlNet's own float32 diffusion_pytorch_model.bin is 1.45 GB on https://huggingface.co/lllyasviel/control_v11p_sd15_openpose/tree/main (5 commits; the fp16 files beside it are 723 MB)",
				},
			},
		},
	),
	// inpainting
	withFacts(
		diff("diffusers/stable-diffusion-xl-1.0-inpainting-0.1", T2I, "StableDiffusionXLInpaintPipeline", {
			tags: ["stable-diffusion-xl", "inpainting", "virtual try-on"],
			license: "openrail++",
			base: { id: SDXL, rel: "finetune" },
			weight: 5,
		}),
		{
			hardware: {
				files: {
					"unet/diffusion_pytorch_model.safetensors": 10_300_000_000,
					"text_encoder/model.safetensors": 492_000_000,
					"text_encoder_2/model.safetensors": 2_780_000_000,
					"vae/diffusion_pytorch_model.safetensors": 335_000_000,
				},
				source: {
					url: "https://huggingface.co/diffusers/stable-diffusion-xl-1.0-inpainting-0.1/tree/main/unet",
					checked: "2026-11-28",
					note: "the pipeline's float32 components as each folder's page lists them, rounded by the page: unet 10.3 GB, text_encoder 492 MB, text_encoder_2 2.78 GB, vae 335 MB (the .fp16 variants beside them, which diffusers loads only when asked, are left out)",
				},
			},
		},
	),
	withFacts(
		diff("stabilityai/stable-diffusion-2-inpainting", T2I, "StableDiffusionInpaintPipeline", {
			tags: ["stable-diffusion", "inpainting"],
			license: "openrail++",
			weight: 3,
		}),
		{
			hardware: {
				params: 865_000_000,
				dtype: "F32",
				source: {
					url: "https://github.com/Stability-AI/stablediffusion",
					checked: "2026-11-27",
					note: "the denoiser: Stable Diffusion v2's 865M UNet, as the README gives it",
				},
			},
		},
	),
	// textual inversion
	withFacts(
		rec("sd-concepts-library/cat-toy", {
			pipeline_tag: T2I,
			library_name: "diffusers",
			tags: ["textual_inversion", "stable-diffusion"],
			license: "mit",
			base: { id: "CompVis/stable-diffusion-v1-4", rel: "adapter" },
			siblings: files("learned_embeds.bin", "token_identifier.txt", "type_of_concept.txt", "README.md"),
			weight: 0.3,
		}),
		{
			hardware: {
				sizes: { "learned_embeds.bin": 3_820 },
				base: SD_V1_UNET,
				source: {
					url: "https://github.com/CompVis/stable-diffusion",
					checked: "2026-11-28",
					note: "the base, CompVis/stable-diffusion-v1-4: Stable Diffusion v1's '860M UNet', as the README gives it; the embedding learned_embeds.bin is 3.82 kB on https://huggingface.co/sd-concepts-library/cat-toy/tree/main (7 commits)",
				},
			},
		},
	),
	withFacts(
		rec("sd-concepts-library/midjourney-style", {
			pipeline_tag: T2I,
			library_name: "diffusers",
			tags: ["textual_inversion"],
			license: "mit",
			base: { id: "CompVis/stable-diffusion-v1-4", rel: "adapter" },
			weight: 0.2,
		}),
		{
			hardware: {
				files: { "learned_embeds.bin": 3_820 },
				base: SD_V1_UNET,
				source: {
					url: "https://github.com/CompVis/stable-diffusion",
					checked: "2026-11-28",
					note: "the base, CompVis/stable-diffusion-v1-4: Stable Diffusion v1's '860M UNet', as the README gives it; the embedding learned_embeds.bin is 3.82 kB on https://huggingface.co/sd-concepts-library/midjourney-style/tree/main (3 commits)",
				},
			},
		},
	),
	// image-to-image pipelines, Flux fill
	withFacts(
		diff("black-forest-labs/FLUX.1-Fill-dev", I2I, "FluxFillPipeline", {
			gated: "auto",
			license: "other",
			languages: ["en"],
			tags: ["image-generation", "flux"],
			weight: 10,
			inferenceProviderMapping: serve(["fal-ai", "fal-ai/flux-lora-fill", I2I]),
		}),
		{ decision: { created: "2024-11-21", params: 12_000_000_000, licenseName: "flux-1-dev-non-commercial-license" } },
	),
	withFacts(
		diff("black-forest-labs/FLUX.1-Kontext-dev", I2I, "FluxKontextPipeline", {
			gated: "auto",
			license: "other",
			languages: ["en"],
			tags: ["image-generation", "flux", "image-editing"],
			weight: 20,
			inferenceProviderMapping: serve(
				["fal-ai", "fal-ai/flux-kontext/dev", I2I],
				["replicate", "black-forest-labs/flux-kontext-dev", I2I],
				["together", "black-forest-labs/FLUX.1-kontext-dev", I2I],
				["wavespeed", "wavespeed-ai/flux-kontext-dev", I2I],
			),
		}),
		{
			decision: { created: "2025-06-26", params: 12_000_000_000, licenseName: "flux-1-dev-non-commercial-license" },
			evals: [
				{
					dataset: "stepfun-ai/GEdit-Bench",
					config: "en",
					metric: "viescore",
					value: 6.26,
					url: "https://github.com/wyhlovecpp/GPT-Image-Edit/blob/235405c26d464ac8d5d297658f0056dca69ab0bf/README.md",
					checked: "2026-11-28",
					notes:
						"GPT-Image-Edit README, table GEdit-EN-full, row FluxKontext dev, column Avg (overall over the 11 edit types)",
				},
			],
		},
	),
	withFacts(
		diff("Qwen/Qwen-Image-Edit", I2I, "QwenImageEditPipeline", {
			license: "apache-2.0",
			languages: ["en", "zh"],
			weight: 10,
			inferenceProviderMapping: serve(
				["fal-ai", "fal-ai/qwen-image-edit", I2I],
				["replicate", "qwen/qwen-image-edit", I2I],
				["wavespeed", "wavespeed-ai/qwen-image/edit", I2I],
			),
		}),
		{ decision: { created: "2025-08-18", params: 20_000_000_000 } },
	),
	withFacts(
		diff("timbrooks/instruct-pix2pix", I2I, "StableDiffusionInstructPix2PixPipeline", {
			license: "mit",
			weight: 5,
			inferenceProviderMapping: serve(["hf-inference", "timbrooks/instruct-pix2pix", I2I, "staging"]),
		}),
		{
			decision: { created: "2023-01-20", params: 860_000_000, dtype: "F16", languages: ["en"] },
			evals: [
				{
					dataset: "stepfun-ai/GEdit-Bench",
					config: "en",
					metric: "viescore",
					value: 3.22,
					url: "https://github.com/wyhlovecpp/GPT-Image-Edit/blob/235405c26d464ac8d5d297658f0056dca69ab0bf/README.md",
					checked: "2026-11-28",
					notes:
						"GPT-Image-Edit README, table GEdit-EN-full, row Instruct-Pix2Pix, column Avg (overall over the 11 edit types)",
				},
			],
		},
	),
	withFacts(
		diff("stabilityai/stable-diffusion-xl-refiner-1.0", I2I, "StableDiffusionXLImg2ImgPipeline", {
			license: "openrail++",
			tags: ["stable-diffusion"],
			weight: 10,
			inferenceProviderMapping: serve(["hf-inference", "stabilityai/stable-diffusion-xl-refiner-1.0", I2I]),
		}),
		{
			hardware: {
				files: {
					"unet/diffusion_pytorch_model.safetensors": 9_040_000_000,
					"text_encoder_2/model.safetensors": 2_780_000_000,
					"vae/diffusion_pytorch_model.safetensors": 335_000_000,
				},
				source: {
					url: "https://huggingface.co/stabilityai/stable-diffusion-xl-refiner-1.0/tree/main/text_encoder_2",
					checked: "2026-11-28",
					note: "the pipeline's float32 components, rounded by the pages: text_encoder_2 2.78 GB (tree/main), unet 9.04 GB (tree/1c3c4e1cb12535587c6eb06f0e66a2e2ec1257bd/unet), vae 335 MB (tree/3ae1bc5a3612804ff5a124105ba78001f3f5173f/vae); the .fp16 variants are left out",
				},
			},
		},
	),
	withFacts(
		rec("fal/AuraSR-v2", {
			pipeline_tag: I2I,
			formats: ["safetensors"],
			tags: ["super-resolution", "upscaling"],
			license: "apache-2.0",
			weight: 1,
		}),
		{ decision: { created: "2024-08-05", params: 618_000_000, dtype: "F32" } },
	),
	// image-to-video pipelines
	withFacts(
		diff("stabilityai/stable-video-diffusion-img2vid-xt", I2V, "StableVideoDiffusionPipeline", {
			license: "other",
			weight: 10,
			inferenceProviderMapping: serve(["fal-ai", "fal-ai/stable-video", I2V]),
		}),
		{
			decision: {
				created: "2023-11-21",
				params: 1_520_000_000,
				dtype: "F16",
				licenseName: "stable-video-diffusion-nc-community",
			},
		},
	),
	withFacts(
		diff("Wan-AI/Wan2.1-I2V-14B-720P-Diffusers", I2V, "WanImageToVideoPipeline", {
			license: "apache-2.0",
			languages: ["en", "zh"],
			tags: ["video", "video-generation"],
			weight: 5,
			inferenceProviderMapping: serve(
				["fal-ai", "fal-ai/wan-i2v", I2V],
				["wavespeed", "wavespeed-ai/wan-2.1/i2v-720p", I2V],
				["together", "Wan-AI/Wan2.1-I2V-14B-720P", I2V, "staging"],
			),
		}),
		{
			decision: { created: "2025-02-25", params: 14_000_000_000 },
			evals: [
				{
					dataset: "vbench-i2v",
					metric: "vbench_total",
					metricName: "VBench-I2V total score %",
					value: 86.86,
					url: "https://github.com/NVlabs/Sana/blob/c8f915d582059a5f549a65603d8ffd6a15550e31/asset/docs/sana_video.md",
					checked: "2026-11-28",
					notes:
						"SANA-Video docs, Performance, VBench Results - 480p Resolution, Image-to-Video table, row 'Wan2.1-14B', column Total; the table does not say which resolution's checkpoint (480P or 720P) it ran, and Pusa V1.0's report gives the same 86.86 for Wan-I2V-14B",
				},
			],
		},
	),
	withFacts(
		diff("Lightricks/LTX-Video-0.9.7-dev", I2V, "LTXConditionPipeline", {
			license: "other",
			languages: ["en"],
			tags: ["ltx-video", "image-to-video"],
			weight: 2,
			inferenceProviderMapping: serve(["fal-ai", "fal-ai/ltx-video-13b-dev/image-to-video", I2V]),
		}),
		{ decision: { created: "2025-05-06", params: 13_000_000_000 } },
	),
	withFacts(
		diff("tencent/HunyuanVideo-I2V", I2V, null, {
			license: "other",
			weight: 1,
		}),
		{
			decision: { created: "2025-03-06", params: 13_000_000_000, licenseName: "tencent-hunyuan-community" },
			evals: [
				{
					dataset: "vbench-i2v",
					metric: "vbench_total",
					metricName: "VBench-I2V total score %",
					value: 86.82,
					url: "https://github.com/NVlabs/Sana/blob/c8f915d582059a5f549a65603d8ffd6a15550e31/asset/docs/sana_video.md",
					checked: "2026-11-28",
					notes:
						"SANA-Video docs, Performance, VBench Results - 480p Resolution, Image-to-Video table, row 'HunyuanVideo-I2V', column Total",
				},
			],
		},
	),
	withFacts(
		diff("THUDM/CogVideoX-5b-I2V", I2V, "CogVideoXImageToVideoPipeline", {
			license: "other",
			languages: ["en"],
			tags: ["cogvideox", "video-generation", "thudm"],
			weight: 2,
		}),
		{
			decision: {
				created: "2024-09-19",
				params: 5_000_000_000,
				licenseText: {
					id: "cogvideox-license",
					url: "https://huggingface.co/THUDM/CogVideoX-5b-I2V/blob/main/LICENSE",
					checked: "2026-11-28",
				},
			},
			evals: [
				{
					dataset: "vbench-i2v",
					metric: "vbench_total",
					metricName: "VBench-I2V total score %",
					value: 86.7,
					url: "https://github.com/NVlabs/Sana/blob/c8f915d582059a5f549a65603d8ffd6a15550e31/asset/docs/sana_video.md",
					checked: "2026-11-28",
					notes:
						"SANA-Video docs, Performance, VBench Results - 480p Resolution, Image-to-Video table, row 'CogVideoX-5b-I2V', column Total (printed 86.70)",
				},
			],
		},
	),
	// text-to-video pipelines
	withFacts(
		diff("Wan-AI/Wan2.1-T2V-14B", T2V, null, {
			license: "apache-2.0",
			languages: ["en", "zh"],
			tags: ["video", "video-generation"],
			weight: 5,
			inferenceProviderMapping: serve(
				["fal-ai", "fal-ai/wan-t2v", T2V],
				["replicate", "wavespeedai/wan-2.1-t2v-720p", T2V],
				["novita", "wan-t2v", T2V],
				["together", "Wan-AI/Wan2.1-T2V-14B", T2V],
				["wavespeed", "wavespeed-ai/wan-2.1/t2v-720p", T2V],
			),
		}),
		{ decision: { created: "2025-02-25", params: 14_000_000_000, languages: ["en", "zh"] } },
	),
	withFacts(
		diff("Wan-AI/Wan2.1-T2V-1.3B-Diffusers", T2V, "WanPipeline", {
			license: "apache-2.0",
			languages: ["en", "zh"],
			tags: ["video", "video-generation"],
			weight: 3,
		}),
		{ decision: { created: "2025-03-03", params: 1_300_000_000, languages: ["en", "zh"] } },
	),
	withFacts(
		diff("tencent/HunyuanVideo", T2V, null, {
			license: "other",
			weight: 3,
			inferenceProviderMapping: serve(
				["fal-ai", "fal-ai/hunyuan-video", T2V],
				["replicate", "tencent/hunyuan-video", T2V, "staging"],
			),
		}),
		{
			decision: {
				created: "2024-12-03",
				params: 13_000_000_000,
				licenseName: "tencent-hunyuan-community",
				languages: ["en"],
			},
			evals: [
				{
					dataset: "vbench",
					metric: "vbench_total",
					metricName: "VBench total score %",
					value: 83.24,
					url: "https://github.com/PKU-YuanGroup/Open-Sora-Plan/blob/f7fa604f4e3a523d6b973e4c89a5620ed1aff65a/docs/Report-v1.5.0.md",
					checked: "2026-11-28",
					notes:
						"Open-Sora Plan v1.5.0 report, Performance on Vbench table, row 'HunyuanVideo (Open-Source)', column Total Score",
				},
			],
		},
	),
	withFacts(
		diff("Lightricks/LTX-Video-0.9.8-13B-distilled", T2V, null, {
			license: "other",
			languages: ["en"],
			tags: ["ltx-video", "image-to-video"],
			weight: 1,
		}),
		{ decision: { created: "2025-07-16", params: 13_000_000_000, licenseName: "ltxv-open-weights" } },
	),
	withFacts(
		diff("THUDM/CogVideoX-5b", T2V, "CogVideoXPipeline", {
			license: "other",
			languages: ["en"],
			tags: ["cogvideox", "video-generation", "thudm"],
			weight: 3,
		}),
		{
			decision: { created: "2024-08-27", params: 5_000_000_000, licenseName: "cogvideox-license", languages: ["en"] },
			evals: [
				{
					dataset: "vbench",
					metric: "vbench_total",
					metricName: "VBench total score %",
					value: 81.61,
					url: "https://github.com/PKU-YuanGroup/Open-Sora-Plan/blob/f7fa604f4e3a523d6b973e4c89a5620ed1aff65a/docs/Report-v1.5.0.md",
					checked: "2026-11-28",
					notes: "Open-Sora Plan v1.5.0 report, Performance on Vbench table, row 'CogvideoX-5B', column Total Score",
				},
			],
		},
	),
	withFacts(
		diff("genmo/mochi-1-preview", T2V, "MochiPipeline", {
			license: "apache-2.0",
			languages: ["en"],
			tags: ["video", "genmo"],
			weight: 1,
			inferenceProviderMapping: serve(["fal-ai", "fal-ai/mochi-v1", T2V]),
		}),
		{
			decision: { created: "2024-10-22", params: 10_000_000_000, languages: ["en"] },
			evals: [
				{
					dataset: "vbench",
					metric: "vbench_total",
					metricName: "VBench total score %",
					value: 80.13,
					url: "https://github.com/PKU-YuanGroup/Open-Sora-Plan/blob/f7fa604f4e3a523d6b973e4c89a5620ed1aff65a/docs/Report-v1.5.0.md",
					checked: "2026-11-28",
					notes: "Open-Sora Plan v1.5.0 report, Performance on Vbench table, row 'Mochi-1', column Total Score",
				},
			],
		},
	),
	rec("nvidia/Cosmos-1.0-Diffusion-7B-Text2World", {
		pipeline_tag: T2V,
		library_name: "cosmos",
		tags: ["nvidia", "nemo", "cosmos"],
		license: "other",
		cardData: { license_name: "nvidia-open-model-license" },
		weight: 0.5,
	}),
	withFacts(
		rec("Lightricks/LTX-2", {
			pipeline_tag: I2V,
			library_name: "ltx",
			// The checkpoints are safetensors files (e.g. ltx-2-19b-dev-fp8.safetensors, 27.1 GB, on its blob page).
			formats: ["safetensors"],
			tags: ["ltx-video", "text-to-video", "audio"],
			license: "other",
			weight: 2,
		}),
		{
			hardware: {
				params: 19_000_000_000,
				dtype: "BF16",
				source: {
					url: "https://ltxworkflow.com/resources/research/ltx-2-efficient-joint-audio-visual-paper-2601-03233",
					checked: "2026-11-28",
					note: "quotes the arXiv 2601.03233 abstract: 'a 14B-parameter video stream and a 5B-parameter audio stream' (19B in all); the model card (huggingface.co/Lightricks/LTX-2) lists ltx-2-19b-dev as 'the full model ... in bf16'",
				},
			},
		},
	),
	// video-to-video
	withFacts(
		diff("decart-ai/Lucy-Edit-Dev", "video-to-video", "LucyEditPipeline", {
			license: "other",
			tags: ["video-editing"],
			weight: 0.5,
		}),
		{ decision: { created: "2025-09-18", params: 5_000_000_000 } },
	),
	withFacts(
		rec("nvidia/Cosmos-Transfer2.5-2B", {
			pipeline_tag: "video-to-video",
			library_name: "cosmos",
			tags: ["nvidia", "cosmos"],
			license: "other",
			weight: 0.2,
		}),
		{ decision: { created: "2025-10-06", params: 2_000_000_000 } },
	),
	withFacts(
		rec("PeiqingYang/MatAnyone", {
			pipeline_tag: "video-to-video",
			library_name: "matanyone",
			tags: ["video-matting", "pytorch_model_hub_mixin", "model_hub_mixin"],
			license: "other",
			weight: 0.3,
		}),
		{
			decision: { created: "2025-02-10" },
			hardware: {
				files: { "model.safetensors": 141_000_000 },
				source: {
					url: "https://huggingface.co/PeiqingYang/MatAnyone/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list (8 commits): model.safetensors, 141 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		rec("numz/SeedVR2_comfyUI", {
			pipeline_tag: "video-to-video",
			tags: ["video-upscaling", "comfyui"],
			license: "apache-2.0",
			weight: 0.5,
		}),
		{
			hardware: {
				files: { "seedvr2_ema_3b_fp16.safetensors": 6_780_000_000, "ema_vae_fp16.safetensors": 501_000_000 },
				source: {
					url: "https://huggingface.co/RedbeardNZ/SeedVR2_comfyUI/tree/main",
					checked: "2026-11-28",
					note: "the hub's duplicate of numz/SeedVR2_comfyUI (one commit, 'Duplicate from numz/SeedVR2_comfyUI'): seedvr2_ema_3b_fp16.safetensors 6.78 GB and ema_vae_fp16.safetensors 501 MB, as the page rounds them; the repository also holds 3B fp8 and 7B variants the user picks between",
				},
			},
		},
	),
	withFacts(
		rec("MCG-NJU/VFIMamba", {
			pipeline_tag: "video-to-video",
			library_name: "vfi-mamba",
			tags: ["frame-interpolation"],
			license: "apache-2.0",
			weight: 0.05,
		}),
		{
			decision: { created: "2024-07-02" },
			hardware: {
				files: { "model.pkl": 264_000_000 },
				source: {
					url: "https://huggingface.co/MCG-NJU/VFIMamba/tree/401cb045ea9018155c07d823321769fa43082dae",
					checked: "2026-11-28",
					note: "the repository's file list: model.pkl (a pickled float32 state dict, renamed from VFIMamba.pkl), 264 MB, as the page rounds it",
				},
			},
		},
	),
	// image and video libraries with their own snippets
	rec("bytedance-research/Phantom", {
		pipeline_tag: T2V,
		library_name: "phantom-wan",
		tags: ["subject-consistency", "video-generation"],
		license: "apache-2.0",
		weight: 0.1,
	}),
	withFacts(
		rec("nvidia/DAM-3B", {
			pipeline_tag: "image-text-to-text",
			library_name: "describe-anything",
			// The hub tags the repository Safetensors: each part (llm, vision_tower, …) is a model.safetensors folder.
			formats: ["safetensors"],
			tags: ["image-captioning", "region-captioning"],
			license: "other",
			weight: 0.2,
		}),
		{
			hardware: {
				params: 3_000_000_000,
				dtype: "BF16",
				dtypeAssumed: true,
				source: {
					url: "https://huggingface.co/nvidia/DAM-3B-Self-Contained/blob/8c647a66a444f25b5c30d9609f7a488ae93e3cd0/README.md",
					checked: "2026-11-28",
					note: "NVIDIA's card for DAM-3B: 'This model has 3B of model parameters'; the stored type is not stated (BF16 assumed; vision_tower/model.safetensors is 857 MB, context_provider 823 MB, mm_projector 36.7 MB on huggingface.co/nvidia/DAM-3B/tree/main)",
				},
			},
		},
	),
	rec("LanguageBind/UniWorld-V1", {
		pipeline_tag: "any-to-any",
		library_name: "univa",
		license: "mit",
		weight: 0.05,
	}),
	rec("TencentARC/SEED-Story", {
		pipeline_tag: "image-text-to-text",
		library_name: "seed-story",
		license: "apache-2.0",
		weight: 0.02,
	}),
	rec("PrunaAI/FLUX.1-schnell-smashed", {
		pipeline_tag: T2I,
		library_name: "pruna-ai",
		tags: ["pruna-ai", "safetensors"],
		base: { id: "black-forest-labs/FLUX.1-schnell", rel: "quantized" },
		weight: 0.05,
	}),
	// image-to-video
	rec("Wan-AI/Wan2.2-I2V-A14B-Diffusers", {
		pipeline_tag: "image-to-video",
		library_name: "diffusers",
		formats: ["safetensors"],
		tags: ["diffusers:WanImageToVideoPipeline"],
		license: "apache-2.0",
		languages: ["en", "zh"],
		config: { diffusers: { _class_name: "WanImageToVideoPipeline" } },
		// Two 14B experts (high-noise and low-noise); one of them runs at each denoising step.
		createdAt: day("2025-07-28"),
		safetensors: st(27_000_000_000),
		weight: 3,
	}),
	// video-to-video
	rec("ByteDance-Seed/SeedVR2-3B", {
		pipeline_tag: "video-to-video",
		tags: ["video-restoration", "video-upscaling"],
		license: "apache-2.0",
		createdAt: day("2025-06-05"),
		weight: 0.5,
	}),
];
