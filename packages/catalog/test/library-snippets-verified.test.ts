/**
 * Library snippet defects found by running the snippets (snippet lab level 4) or by checking
 * them against each library's current source (diffusers is not installable here: its pipeline
 * signatures were read from huggingface/diffusers). One assertion per defect, on the sample
 * record that showed it, so a regression shows the snippet a user would copy.
 */
import { getSampleModel } from "@hubkit/sample-models";
import { describe, expect, it } from "vitest";
import { LIBRARIES, type ModelRecord, snippetHash, snippetVerification } from "../src/index.js";

function snippets(lib: keyof typeof LIBRARIES, model: ModelRecord | (Partial<ModelRecord> & { id: string })): string[] {
	const gen = LIBRARIES[lib].snippets;
	if (!gen) throw new Error(`${lib} has no snippets`);
	return gen(model as ModelRecord);
}

function sample(id: string): ModelRecord {
	const m = getSampleModel(id);
	if (!m) throw new Error(`sample record ${id} missing`);
	return m;
}

const diffusers = (id: string) => snippets("diffusers", sample(id)).join("\n");

describe("diffusers snippets call the pipeline the repository declares, as its source defines it", () => {
	it("animates an image with the image-to-video sibling of a declared text-to-video pipeline", () => {
		const ltx = diffusers("Lightricks/LTX-Video");
		expect(ltx).toContain('LTXImageToVideoPipeline.from_pretrained("Lightricks/LTX-Video"');
		expect(ltx).toContain("pipe(image=input_image, prompt=prompt)");
		const wan = diffusers("Wan-AI/Wan2.2-TI2V-5B-Diffusers");
		expect(wan).toContain("WanImageToVideoPipeline.from_pretrained(");
		expect(wan).not.toMatch(/\bWanPipeline\b|DiffusionPipeline/);
	});

	it("gives WanVACEPipeline reference images, not `image`", () => {
		const vace = diffusers("Wan-AI/Wan2.1-VACE-14B-diffusers");
		expect(vace).toContain("pipe(prompt=prompt, reference_images=[reference_image])");
		expect(vace).not.toContain("image=input_image");
	});

	it("loads FLUX depth/canny control LoRAs into FluxControlPipeline with a control_image", () => {
		const depth = diffusers("black-forest-labs/FLUX.1-Depth-dev-lora");
		expect(depth).toContain('FluxControlPipeline.from_pretrained("black-forest-labs/FLUX.1-dev"');
		expect(depth).toContain("control_image=control_image,");
		expect(depth).not.toMatch(/pipe\(image=/);
	});

	it("edits a video with Lucy: `video` in, `frames` out", () => {
		const lucy = diffusers("decart-ai/Lucy-Edit-Dev");
		expect(lucy).toContain("from diffusers.utils import export_to_video, load_video");
		expect(lucy).toContain("frames = pipe(video=video, prompt=prompt).frames[0]");
		expect(lucy).not.toContain(".images[0]");
	});

	it("loads a FLUX ControlNet as FluxControlNetModel into FluxControlNetPipeline with control_image", () => {
		const cn = diffusers("InstantX/FLUX.1-dev-Controlnet-Canny");
		expect(cn).toContain('FluxControlNetModel.from_pretrained("InstantX/FLUX.1-dev-Controlnet-Canny"');
		expect(cn).toContain("FluxControlNetPipeline.from_pretrained(");
		expect(cn).toContain("control_image=control_image");
		expect(cn).not.toMatch(/\bControlNetModel\.from|AutoPipelineForText2Image/);
		// SD ControlNets keep ControlNetModel + AutoPipeline with `image=`.
		expect(diffusers("lllyasviel/sd-controlnet-canny")).toContain("ControlNetModel.from_pretrained(");
	});

	it("runs DDPM/LDM unconditional pipelines in float32 (bfloat16 breaks their numpy output)", () => {
		for (const id of ["google/ddpm-cifar10-32", "google/ddpm-celebahq-256", "CompVis/ldm-celebahq-256"]) {
			const code = diffusers(id);
			expect(code, id).toContain(`DiffusionPipeline.from_pretrained(${JSON.stringify(id)})`);
			expect(code, id).not.toContain("bfloat16");
		}
	});

	it("passes dtype= (diffusers 0.40 deprecates torch_dtype=) and says which version it needs", () => {
		const flux = diffusers("black-forest-labs/FLUX.1-dev");
		expect(flux).toContain("dtype=torch.bfloat16");
		expect(flux).not.toContain("torch_dtype");
		expect(flux.split("\n")[0]).toContain('"diffusers>=0.40"');
	});

	it("loads a Wan LoRA onto the diffusers-format Wan repository, not the original-layout one", () => {
		const squish = diffusers("Remade-AI/Squish");
		expect(squish).toContain('DiffusionPipeline.from_pretrained("Wan-AI/Wan2.1-I2V-14B-480P-Diffusers"');
		const jinx = diffusers("Cseti/Wan-LoRA-Arcane-Jinx-v1");
		expect(jinx).toContain('DiffusionPipeline.from_pretrained("Wan-AI/Wan2.1-T2V-14B-Diffusers"');
		// a base already in diffusers format is kept as it is
		const willie = diffusers("benjamin-paine/steamboat-willie-1.3b");
		expect(willie).toContain('from_pretrained("Wan-AI/Wan2.1-T2V-1.3B-Diffusers"');
		expect(willie).not.toContain("-Diffusers-Diffusers");
	});

	it("does not guess DiffusionPipeline for a repository that declares no pipeline", () => {
		for (const id of ["tencent/HunyuanVideo", "OmniGen2/OmniGen2"]) {
			const code = diffusers(id);
			expect(code, id).not.toMatch(/= DiffusionPipeline\.from_pretrained/);
			expect(code, id).toContain("declares no diffusers pipeline");
		}
	});
});

describe("scikit-learn", () => {
	const model = (file: string): Partial<ModelRecord> & { id: string } => ({
		id: "a/sk",
		library_name: "sklearn",
		config: { sklearn: { model: { file }, model_format: "pickle" } },
	});

	it("offers pickle.load only for a .pkl/.pickle file (a joblib file holds arrays pickle cannot read)", () => {
		const joblib = snippets("sklearn", model("model.joblib"));
		expect(joblib).toHaveLength(1);
		expect(joblib.join("\n")).toContain("joblib.load(");
		expect(joblib.join("\n")).not.toContain("pickle.load");
		const pkl = snippets("sklearn", model("model.pkl"));
		expect(pkl.map((s) => (s.includes("pickle.load(f)") ? "pickle" : "joblib"))).toEqual(["joblib", "pickle"]);
	});
});

describe("transformers translation", () => {
	it("gives M2M100 its source language and forces the target language's token", () => {
		const m2m = snippets("transformers", {
			id: "facebook/m2m100_418M",
			pipeline_tag: "translation",
			library_name: "transformers",
			config: { model_type: "m2m_100", architectures: ["M2M100ForConditionalGeneration"] },
			transformersInfo: { auto_model: "AutoModelForSeq2SeqLM", processor: "AutoTokenizer" },
		}).join("\n");
		expect(m2m).toContain('tokenizer.src_lang = "en"');
		expect(m2m).toContain('forced_bos_token_id=tokenizer.get_lang_id("fr")');
		// NLLB shares M2M100's model type but its language codes are tokens.
		const nllb = snippets("transformers", sample("facebook/nllb-200-distilled-600M")).join("\n");
		expect(nllb).toContain('forced_bos_token_id=tokenizer.convert_tokens_to_ids("fra_Latn")');
	});
});

describe("snippet verification", () => {
	const manifest = {
		libraries: { transformers: { library: "transformers", version: "5.18.0" } },
		snippets: [["transformers", "a/b", 0, snippetHash("print(1)\n"), "ran"]] as const,
	};

	it("says `ran` with the library version for the exact text that ran", () => {
		expect(snippetVerification("transformers", "print(1)\n", manifest)).toEqual({
			level: "ran",
			library: "transformers",
			version: "5.18.0",
		});
	});

	it("falls back to `parsed` for a changed text, another library, or an unknown one", () => {
		expect(snippetVerification("transformers", "print(2)\n", manifest)).toEqual({ level: "parsed" });
		expect(snippetVerification("peft", "print(1)\n", manifest)).toEqual({ level: "parsed" });
		expect(snippetVerification("nope", "", manifest)).toEqual({ level: "parsed" });
	});

	it("hashes text stably and tells texts apart", () => {
		expect(snippetHash("a")).toBe(snippetHash("a"));
		expect(snippetHash("a")).not.toBe(snippetHash("b"));
		expect(snippetHash("")).toMatch(/^[0-9a-f]{14}$/);
	});
});

describe("transformers auto classes that moved in v5", () => {
	it("loads Pix2Struct (DePlot, MatCha) and UDOP with AutoModelForImageTextToText", () => {
		for (const id of ["google/deplot", "google/matcha-base", "microsoft/udop-large"]) {
			const code = snippets("transformers", sample(id)).join("\n");
			expect(code, id).toContain("AutoModelForImageTextToText.from_pretrained(");
			expect(code, id).not.toMatch(/AutoModelForSeq2SeqLM|AutoModelForDocumentQuestionAnswering/);
		}
	});
});

describe("mlx-image", () => {
	it("creates a registered architecture and loads tagged weights from the repository (mlxim's create_model)", () => {
		const tagged = snippets("mlx-image", sample("mlx-vision/vit_base_patch16_224.augreg2_in21k_ft_in1k-mlxim")).join(
			"\n",
		);
		expect(tagged).toContain('model = create_model("vit_base_patch16_224", weights=hf_hub_download(');
		expect(tagged).not.toContain('create_model("vit_base_patch16_224.augreg2');
		// mlx-vision repositories hold model.safetensors (mlx-image 0.1.9 moved from .npz)
		expect(tagged).toContain('if f.endswith((".safetensors", ".npz")))');
		// a tag mlx-image registers as its own architecture keeps its name
		const dino = snippets("mlx-image", { id: "mlx-vision/vit_base_patch16_224.dinov3-mlxim" }).join("\n");
		expect(dino).toContain('model = create_model("vit_base_patch16_224.dinov3"');
		expect(snippets("mlx-image", sample("mlx-vision/resnet18-mlxim")).join("\n")).toContain('create_model("resnet18")');
	});
});

describe("stable-baselines3", () => {
	it("installs and imports gym_donkeycar, which registers the donkey-* environments", () => {
		const code = snippets("stable-baselines3", sample("araffin/tqc-donkey-mountain-track-v0")).join("\n");
		// the gymnasium port is in the repository only (the 1.3.1 release registers with the old gym)
		expect(code.split("\n")[0]).toContain('"gym_donkeycar @ git+https://github.com/tawnkramer/gym-donkeycar"');
		expect(code).toContain("import gym_donkeycar");
		expect(code).toContain('gym.make("donkey-mountain-track-v0")');
	});
});

describe("speechbrain", () => {
	it("installs torchcodec where torchaudio.save writes the audio (torchaudio 2.9 saves through it)", () => {
		for (const [iface, writes] of [
			["SepformerSeparation", true],
			["SpectralMaskEnhancement", true],
			["EncoderClassifier", false],
		] as const) {
			const code = snippets("speechbrain", {
				id: "speechbrain/x",
				config: { speechbrain: { speechbrain_interface: iface } },
			}).join("\n");
			expect(code.includes("torchaudio.save"), iface).toBe(writes);
			expect(code.split("\n")[0]?.includes("torchcodec"), iface).toBe(writes);
		}
	});
});

describe("snippets that only loaded a model now run it on an example input", () => {
	it("keras and tf-keras predict on a batch shaped like the model's inputs", () => {
		for (const [lib, id] of [
			["keras", "Wauplin/keras_example_zipped"],
			["keras", "Keras/mnist-convnet-keras3"],
			["tf-keras", "keras-io/mobile-vit-xxs"],
		] as const) {
			const [code] = snippets(lib, sample(id));
			expect(code, id).toContain("for t in model.inputs}");
			expect(code, id).toContain(
				"print(model.predict(example if len(example) > 1 else [*example.values()][0], verbose=0))",
			);
		}
		// tf.ones builds the tf-keras example, so the program imports TensorFlow (tf-keras depends on it)
		expect(snippets("tf-keras", sample("keras-io/mobile-vit-xxs"))[0]).toContain("import tensorflow as tf\n");
	});

	it("keras-hub runs a masked LM on text and a task-less preset's backbone on example inputs", () => {
		const [, masked] = snippets("keras-hub", sample("keras/bert_base_en"));
		expect(masked).toContain('keras_hub.models.MaskedLM.from_preset("hf://keras/bert_base_en")');
		expect(masked).toMatch(/print\(task\.predict\(\[".+"\]\)\)/);
		expect(masked).not.toContain("summary()");
		// Stable Diffusion 3's image-to-image and inpaint tasks take a dict of images (in [-1, 1]), masks, prompts
		const [, toImage, inpaint] = snippets("keras-hub", sample("keras/stable_diffusion_3_medium"));
		expect(toImage).toContain('result = task.generate({"images": image, "prompts": "');
		expect(inpaint).toContain('result = task.generate({"images": image, "masks": mask, "prompts": "');
		for (const code of [toImage, inpaint]) {
			expect(code).toContain("image = image / 127.5 - 1.0");
			expect(code).toContain('keras.utils.save_img("image.png", result)');
			expect(code).not.toContain("summary()");
		}
		const [backbone] = snippets("keras-hub", sample("keras/t5_small_multi"));
		// keyed by input name: KerasHub backbones take a dict of inputs and reject a list
		expect(backbone).toContain("example = {t.name: keras.ops.ones(");
		expect(backbone).toContain("for t in backbone.inputs}");
		expect(backbone).toContain(
			"print(backbone.predict(example if len(example) > 1 else [*example.values()][0], verbose=0))",
		);
	});

	it("lerobot runs one control step through the policy's processors, installing the policy's extra", () => {
		const smolvla = snippets("lerobot", sample("lerobot/smolvla_base"));
		expect(smolvla[0]?.split("\n")[0]).toBe('# pip install -U "lerobot[smolvla]>=0.4"');
		expect(snippets("lerobot", sample("lerobot/pi0"))[0]?.split("\n")[0]).toBe('# pip install -U "lerobot[pi]>=0.4"');
		const act = snippets("lerobot", sample("lerobot/act_aloha_sim_transfer_cube_human"));
		expect(act[0]?.split("\n")[0]).toBe('# pip install -U "lerobot>=0.4"');
		for (const code of [...smolvla, ...act]) {
			expect(code).toContain('make_pre_post_processors(policy.config, pretrained_path="lerobot/');
			expect(code).toContain("action = postprocess(policy.select_action(preprocess(observation)))");
			expect(code).toContain("print(action)");
		}
	});
});

describe("PaddleOCR-VL", () => {
	it("names the pipeline version of the repository (PaddleOCRVL() loads the newest one's model)", () => {
		const [v1] = snippets("PaddleOCR", sample("PaddlePaddle/PaddleOCR-VL"));
		expect(v1).toContain('pipeline = PaddleOCRVL(pipeline_version="v1")');
		expect(v1?.split("\n")[0]).toBe('# pip install -U "paddleocr[doc-parser]>=3.4"');
		const [v15] = snippets("PaddleOCR", { id: "PaddlePaddle/PaddleOCR-VL-1.5", library_name: "PaddleOCR" });
		expect(v15).toContain('PaddleOCRVL(pipeline_version="v1.5")');
		const [small] = snippets("PaddleOCR", { id: "PaddlePaddle/PaddleOCR-VL-0.9B", library_name: "PaddleOCR" });
		expect(small).toContain('PaddleOCRVL(pipeline_version="v1")');
	});
});

describe("ultralytics", () => {
	it("never offers a YOLOv<N> class of its own: ultralytics exports YOLO (and YOLOE, YOLOWorld, RTDETR…)", () => {
		const code = snippets("ultralytics", { id: "Ultralytics/YOLOv8", tags: ["ultralytics"] });
		expect(code).toHaveLength(1);
		expect(code[0]).toContain("from ultralytics import YOLO\n");
		expect(code[0]).toContain('model = YOLO(hf_hub_download("Ultralytics/YOLOv8", weights))');
		expect(code.join("\n")).not.toMatch(/import YOLOv|YOLOv\w*\.from_pretrained|YOLOvXX/);
	});
});

describe("Chronos", () => {
	// Checked against amazon-science/chronos-forecasting 2.3.0 and run on tiny random models of each
	// class: Chronos-2's `predict_quantiles` rejects a bare 1-D tensor ("Expected 3-d tensor",
	// chronos2/preprocess.py `from_tensor`); a list of 1-D series works for all three classes.
	it("passes the series as a list of 1-D tensors, the form every Chronos pipeline class accepts", () => {
		for (const id of ["amazon/chronos-2", "amazon/chronos-bolt-base", "amazon/chronos-t5-small"]) {
			const code = snippets("chronos-forecasting", sample(id)).join("\n");
			expect(code, id).toContain('series = torch.tensor(df["#Passengers"], dtype=torch.float32)');
			expect(code, id).toMatch(/pipeline\.predict_quantiles\(\n {4}\[series\],\n/);
			expect(code, id).not.toMatch(/predict_quantiles\(\s*torch\.tensor\(/);
		}
	});
});
