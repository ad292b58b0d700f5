/**
 * Library snippets of diffusers and the diffusion libraries (DiffusionKit, Sana, LTX, Pruna):
 * the product's numbers, each pipeline branch, and hostile values.
 * The checks every generator keeps are in library-snippets-contract.test.ts.
 */
import { describe, expect, it } from "vitest";
import {
	DIFFUSERS_FLUX_FILL,
	DIFFUSERS_INPAINT,
	DIFFUSERS_PROMPTS,
	DIFFUSERS_SNIPPETS,
	DIFFUSIONKIT,
	SANA,
} from "../src/libraries/snippets/diffusers.js";
import { all, expectParses, familyChecks } from "./helpers/library-snippets.js";

describe("diffusers family", () => {
	familyChecks(DIFFUSERS_SNIPPETS, { language: () => "python", pythonNames: true });
});

describe("diffusers constants", () => {
	it("keeps the product's diffusers, DiffusionKit and Sana numbers", () => {
		expect(DIFFUSERS_INPAINT).toEqual({ width: 1024, height: 1024, guidance: 8.0, steps: 20, strength: 0.99 });
		expect(DIFFUSERS_FLUX_FILL).toEqual({ height: 1632, width: 1232, guidance: 30, steps: 50, maxSequenceLength: 512 });
		expect(DIFFUSIONKIT).toEqual({
			height: 512,
			width: 512,
			flux: { steps: 4, guidance: 0 },
			other: { steps: 50, guidance: 5 },
		});
		expect(SANA.width).toBe(1024);
		expect(SANA.height).toBe(1024);
		expect(SANA.steps).toBe(18);
		expect(DIFFUSERS_PROMPTS.textToImage).toBe("Astronaut in a jungle, cold color palette, muted colors, detailed, 8k");
		expect(DIFFUSERS_PROMPTS.imageToImage).toBe("Turn this cat into a dog");
		expect(DIFFUSERS_PROMPTS.textToVideo).toBe("A man with short gray hair plays a red electric guitar.");
	});
});

describe("diffusers", () => {
	// A repository with model_index.json declares its pipeline class.
	const declares = (cls: string) => ({ config: { diffusers: { _class_name: cls } } });

	it("text-to-image: an astronaut in a jungle", () => {
		const code = all("diffusers", {
			id: "stabilityai/sdxl",
			pipeline_tag: "text-to-image",
			...declares("StableDiffusionXLPipeline"),
		});
		expect(code).toContain('DiffusionPipeline.from_pretrained("stabilityai/sdxl", dtype=torch.bfloat16)');
		expect(code).toContain('prompt = "Astronaut in a jungle, cold color palette, muted colors, detailed, 8k"');
		expect(code).toContain("image = pipe(prompt).images[0]");
	});

	it("image-to-image: turn this cat into a dog", () => {
		const code = all("diffusers", { id: "a/pix2pix", pipeline_tag: "image-to-image", ...declares("P2P") });
		expect(code).toContain('prompt = "Turn this cat into a dog"');
		expect(code).toContain("from diffusers.utils import load_image");
		expect(code).toContain("pipe(image=input_image, prompt=prompt)");
	});

	it("text-to-video: a man playing a red electric guitar; image-to-video: an image and a video", () => {
		const t2v = all("diffusers", { id: "a/t2v", pipeline_tag: "text-to-video", ...declares("WanPipeline") });
		expect(t2v).toContain('prompt = "A man with short gray hair plays a red electric guitar."');
		expect(t2v).toContain('export_to_video(frames, "output.mp4")');
		const i2v = all("diffusers", { id: "a/i2v", pipeline_tag: "image-to-video", ...declares("I2V") });
		expect(i2v).toContain("from diffusers.utils import export_to_video, load_image");
		expect(i2v).toContain("pipe(image=input_image, prompt=prompt).frames[0]");
	});

	it("runs editing, unconditional, audio and 3D pipelines with the call each one takes", () => {
		const edit = all("diffusers", {
			id: "Qwen/Qwen-Image-Edit-2509",
			pipeline_tag: "image-text-to-image",
			...declares("QwenImageEditPlusPipeline"),
		});
		expect(edit).toContain("image = pipe(image=input_image, prompt=prompt).images[0]");
		expect(edit).toContain(`prompt = "${DIFFUSERS_PROMPTS.imageToImage}"`);
		const ti2v = all("diffusers", {
			id: "Wan-AI/Wan2.2-TI2V-5B-Diffusers",
			pipeline_tag: "image-text-to-video",
			...declares("WanPipeline"),
		});
		expect(ti2v).toContain("frames = pipe(image=input_image, prompt=prompt).frames[0]");
		const ddpm = all("diffusers", {
			id: "google/ddpm-cifar10-32",
			pipeline_tag: "unconditional-image-generation",
			...declares("DDPMPipeline"),
		});
		expect(ddpm).toContain("image = pipe().images[0]");
		expect(ddpm).not.toContain("prompt");
		const audio = all("diffusers", {
			id: "cvssp/audioldm2",
			pipeline_tag: "text-to-audio",
			...declares("AudioLDM2Pipeline"),
		});
		expect(audio).toContain("audio = pipe(prompt, audio_length_in_s=10.0).audios[0]");
		expect(audio).toContain('wavfile.write("output.wav", rate=16000, data=audio)');
		expect(audio.split("\n")[0]).toBe('# pip install -U "diffusers>=0.40" transformers accelerate torch scipy');
		const shape = all("diffusers", { id: "openai/shap-e", pipeline_tag: "text-to-3d", ...declares("ShapEPipeline") });
		expect(shape).toContain("from diffusers.utils import export_to_gif");
		expect(shape).toContain('export_to_gif(frames, "output.gif")');
		expectParses("diffusers", [edit, ti2v, ddpm, audio, shape]);
	});

	it("installs PyTorch with diffusers, and imageio's ffmpeg plugin wherever a video is written", () => {
		expect(all("diffusers", { id: "a/t2i", pipeline_tag: "text-to-image", ...declares("X") }).split("\n")[0]).toBe(
			'# pip install -U "diffusers>=0.40" transformers accelerate torch',
		);
		for (const m of [
			{ id: "a/t2v", pipeline_tag: "text-to-video", ...declares("X") },
			{ id: "a/i2v", pipeline_tag: "image-to-video", ...declares("X") },
			{ id: "stabilityai/stable-video-diffusion-img2vid", pipeline_tag: "image-to-video" },
		])
			expect(all("diffusers", m).split("\n")[0], m.id).toBe(
				'# pip install -U "diffusers>=0.40" transformers accelerate torch imageio imageio-ffmpeg',
			);
		expect(all("diffusers", { id: "a/lora", pipeline_tag: "text-to-video", tags: ["lora"] }).split("\n")[0]).toBe(
			'# pip install -U "diffusers>=0.40" transformers accelerate peft torch imageio imageio-ffmpeg',
		);
		expect(all("ltx", { id: "Lightricks/LTX-2" })).toContain("imageio-ffmpeg");
	});

	it("Stable Video Diffusion animates the image without a prompt", () => {
		const code = all("diffusers", {
			id: "stabilityai/stable-video-diffusion-img2vid-xt",
			pipeline_tag: "image-to-video",
		});
		expect(code).toContain("frames = pipe(input_image, decode_chunk_size=8).frames[0]");
		expect(code).not.toContain("prompt=");
	});

	it("inpainting: 1024 images, guidance 8.0, 20 steps, strength 0.99", () => {
		const code = all("diffusers", {
			id: "diffusers/sdxl-inpainting",
			pipeline_tag: "image-to-image",
			tags: ["inpainting"],
		});
		expect(code).toContain("AutoPipelineForInpainting.from_pretrained(");
		expect(code).toContain(".resize((1024, 1024))");
		expect(code).toContain("guidance_scale=8.0,");
		expect(code).toContain("num_inference_steps=20,");
		expect(code).toContain("strength=0.99,");
		const byClass = all("diffusers", {
			id: "a/b",
			config: { diffusers: { _class_name: "StableDiffusionInpaintPipeline" } },
		});
		expect(byClass).toContain("AutoPipelineForInpainting");
	});

	it("Flux fill: 1632×1232, guidance 30, 50 steps, max sequence length 512", () => {
		const code = all("diffusers", {
			id: "black-forest-labs/FLUX.1-Fill-dev",
			config: { diffusers: { _class_name: "FluxFillPipeline" } },
		});
		expect(code).toContain("FluxFillPipeline.from_pretrained(");
		for (const arg of [
			"height=1632,",
			"width=1232,",
			"guidance_scale=30,",
			"num_inference_steps=50,",
			"max_sequence_length=512,",
		]) {
			expect(code).toContain(arg);
		}
	});

	it("controlnet: loads the ControlNet and the base model from the card", () => {
		const code = all("diffusers", {
			id: "lllyasviel/sd-controlnet-canny",
			tags: ["controlnet"],
			cardData: { base_model: "runwayml/stable-diffusion-v1-5" },
		});
		expect(code).toContain('ControlNetModel.from_pretrained("lllyasviel/sd-controlnet-canny"');
		expect(code).toContain('"runwayml/stable-diffusion-v1-5", controlnet=controlnet');
	});

	it("controlnet: a Canny ControlNet gets the edge map computed with OpenCV; others install no OpenCV", () => {
		const canny = all("diffusers", { id: "lllyasviel/sd-controlnet-canny", tags: ["controlnet"] });
		expect(canny).toContain("opencv-python");
		expect(canny).toContain("edges = cv2.Canny(np.array(photo), 100, 200)");
		expect(canny).toContain("control_image = Image.fromarray(np.stack([edges] * 3, axis=-1))");
		const depth = all("diffusers", { id: "lllyasviel/sd-controlnet-depth", tags: ["controlnet"] });
		expect(depth).not.toContain("opencv");
		expect(depth).not.toContain("cv2");
		expectParses("diffusers", [canny, depth]);
	});

	it("LoRA: names the weight file when the repository holds several", () => {
		const several = all("diffusers", {
			id: "ByteDance/Hyper-SD",
			tags: ["lora"],
			cardData: { base_model: "black-forest-labs/FLUX.1-dev" },
			siblings: [
				{ rfilename: "Hyper-FLUX.1-dev-8steps-lora.safetensors" },
				{ rfilename: "Hyper-SDXL-1step-lora.safetensors" },
			],
		});
		expect(several).toContain(
			'pipe.load_lora_weights("ByteDance/Hyper-SD", weight_name="Hyper-FLUX.1-dev-8steps-lora.safetensors")',
		);
		const one = all("diffusers", { id: "a/lora", tags: ["lora"], siblings: [{ rfilename: "lora.safetensors" }] });
		expect(one).toContain('pipe.load_lora_weights("a/lora")');
	});

	it("LoRA: different code per task, base model from the card, instance prompt as the prompt", () => {
		const base = { tags: ["lora"], cardData: { base_model: "base/model", instance_prompt: "pixel art" } };
		const byTask = Object.fromEntries(
			["text-to-image", "image-to-image", "image-to-video", "text-to-video"].map((t) => [
				t,
				all("diffusers", { id: "me/lora", pipeline_tag: t, ...base }),
			]),
		);
		for (const code of Object.values(byTask)) {
			expect(code).toContain('DiffusionPipeline.from_pretrained("base/model"');
			expect(code).toContain('pipe.load_lora_weights("me/lora")');
			expect(code).toContain('prompt = "pixel art"');
		}
		expect(new Set(Object.values(byTask)).size).toBe(4);
		expectParses("diffusers", Object.values(byTask));
		expect(byTask["text-to-image"]).toContain("pipe(prompt).images[0]");
		expect(byTask["image-to-image"]).toContain("pipe(image=input_image, prompt=prompt).images[0]");
		expect(byTask["image-to-video"]).toContain("pipe(image=input_image, prompt=prompt).frames[0]");
		expect(byTask["text-to-video"]).toContain("pipe(prompt).frames[0]");
	});

	it("LoRA without a base model says fill-in-base-model and keeps the task's prompt", () => {
		const code = all("diffusers", {
			id: "me/lora",
			pipeline_tag: "image-to-image",
			tags: ["lora"],
			cardData: { instance_prompt: null },
		});
		expect(code).toContain('DiffusionPipeline.from_pretrained("fill-in-base-model"');
		expect(code).toContain('prompt = "Turn this cat into a dog"');
	});

	it("textual inversion loads the embedding into the base pipeline", () => {
		const code = all("diffusers", { id: "sd-concepts-library/cat-toy", tags: ["textual_inversion"] });
		expect(code).toContain('pipe.load_textual_inversion("sd-concepts-library/cat-toy")');
		expect(code).toContain('"fill-in-base-model"');
		expect(code).toContain('prompt = "A <cat-toy> in a jungle, cold color palette, muted colors, detailed, 8k"');
		const other = all("diffusers", { id: "me/embedding", tags: ["textual_inversion"] });
		expect(other).toContain(`prompt = "${DIFFUSERS_PROMPTS.textToImage}"`);
	});

	it("DiffusionKit: 4 steps and no guidance for Flux, 50 steps and guidance 5 otherwise, 512×512", () => {
		const flux = all("diffusionkit", { id: "argmaxinc/mlx-FLUX.1-schnell" });
		expect(flux).toContain("from diffusionkit.mlx import FluxPipeline");
		expect(flux).toContain("NUM_STEPS = 4");
		expect(flux).toContain("CFG_WEIGHT = 0.0");
		const sd3 = all("diffusionkit", { id: "argmaxinc/mlx-stable-diffusion-3-medium" });
		expect(sd3).toContain("from diffusionkit.mlx import DiffusionPipeline");
		expect(sd3).toContain("NUM_STEPS = 50");
		expect(sd3).toContain("CFG_WEIGHT = 5.0");
		for (const code of [flux, sd3]) {
			expect(code).toContain("HEIGHT = 512");
			expect(code).toContain("WIDTH = 512");
			expect(code).toContain("latent_size=(HEIGHT // 8, WIDTH // 8)");
		}
	});

	it("Pruna loads the smashed model from the hub and runs it for its task", () => {
		const image = all("pruna-ai", { id: "PrunaAI/FLUX.1-schnell-smashed", pipeline_tag: "text-to-image" });
		expect(image).toContain('model = PrunaModel.from_pretrained("PrunaAI/FLUX.1-schnell-smashed")');
		expect(image).toContain(".images[0]");
		const text = all("pruna-ai", { id: "PrunaAI/Qwen-smashed", pipeline_tag: "text-generation" });
		expect(text).toContain("model.generate(**inputs, max_new_tokens=40)");
	});

	it("Sana: 1024×1024 in 18 steps", () => {
		const code = all("sana", {
			id: "Efficient-Large-Model/Sana_1600M_1024px",
			siblings: [{ rfilename: "checkpoints/Sana_1600M_1024px.pth" }],
		});
		expect(code).toContain("height=1024,");
		expect(code).toContain("width=1024,");
		expect(code).toContain("num_inference_steps=18,");
		expect(code).toContain(
			'sana.from_pretrained("hf://Efficient-Large-Model/Sana_1600M_1024px/checkpoints/Sana_1600M_1024px.pth")',
		);
	});
});
