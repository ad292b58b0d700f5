/**
 * Library snippets of the frameworks (Keras, scikit-learn, timm, OpenCLIP, fastai, MLX, llama.cpp,
 * LiteRT-LM, Unity Sentis, …): each branch on realistic records, and hostile values.
 */

import { describe, expect, it } from "vitest";
import { DIFFUSERS_PROMPTS } from "../src/libraries/snippets/diffusers.js";
import { FRAMEWORKS_SNIPPETS, LLAMA_CPP_MAX_TOKENS, PREFERRED_QUANT } from "../src/libraries/snippets/frameworks.js";
import { CHAT_QUESTION } from "../src/libraries/snippets/transformers.js";
import { all, expectParses, familyChecks, run } from "./helpers/library-snippets.js";

describe("frameworks family", () => {
	familyChecks(FRAMEWORKS_SNIPPETS, {
		language: (id) => (id === "unity-sentis" ? "csharp" : "python"),
		pythonNames: true,
	});
});

describe("frameworks", () => {
	it("keras loads with keras.saving.load_model from hf://", () => {
		expect(all("keras", { id: "Keras/mnist" })).toContain('model = keras.saving.load_model("hf://Keras/mnist")');
		expect(all("tf-keras", { id: "keras-io/x" })).toContain(
			'model = tf_keras.models.load_model(snapshot_download("keras-io/x"))',
		);
	});

	it("keras-hub gives one example per task of config.keras_hub.tasks", () => {
		const snippets = run("keras-hub", {
			id: "keras/bert_base_en",
			config: { keras_hub: { tasks: ["TextClassifier", "MaskedLM", "TextClassifier", "bad name()"] } },
		});
		expect(snippets).toHaveLength(2);
		expectParses("keras-hub", snippets);
		expect(snippets[0]).toContain(
			'keras_hub.models.TextClassifier.from_preset("hf://keras/bert_base_en", num_classes=2)',
		);
		expect(snippets[1]).toContain('keras_hub.models.MaskedLM.from_preset("hf://keras/bert_base_en")');
		expect(all("keras-hub", { id: "keras/gemma", config: { keras_hub: { tasks: ["CausalLM"] } } })).toContain(
			"task.generate(",
		);
		expect(all("keras-hub", { id: "keras/t5" })).toContain("keras_hub.models.Backbone.from_preset(");
	});

	it("keras, tf-keras and keras-hub run the model they load on an example input and show the result", () => {
		// Every task KerasHub defines (generic names and a model's own subclasses), one it does not
		// know, and a preset that names none: none may stop at loading (or at summary()).
		const kerasHubTasks = [
			"CausalLM",
			"GemmaCausalLM",
			"Seq2SeqLM",
			"TextClassifier",
			"MaskedLM",
			"TextEmbedder",
			"ImageClassifier",
			"ImageSegmenter",
			"ObjectDetector",
			"ImageObjectDetector",
			"DepthEstimator",
			"MoonshineAudioToText",
			"TextToImage",
			"ImageToImage",
			"Inpaint",
			"SomeFutureTask",
		];
		const snippets = [
			...run("keras", { id: "Keras/mnist" }),
			...run("keras", { id: "a/b", siblings: [{ rfilename: "model.keras" }] }),
			...run("tf-keras", { id: "keras-io/x" }),
			...run("keras-hub", { id: "keras/x", config: { keras_hub: { tasks: kerasHubTasks } } }),
			...run("keras-hub", { id: "keras/t5" }),
		];
		expect(snippets).toHaveLength(kerasHubTasks.length + 4);
		expectParses("keras-hub", snippets);
		for (const code of snippets) {
			const loaded = code.search(/\.(?:from_preset|load_model)\(/);
			const after = code.slice(loaded);
			// After loading: a call that runs the model, whose result is printed or saved.
			expect(after, code).toMatch(/\.(?:predict|generate|encode_text)\(/);
			expect(after, code).toMatch(/print\(|save_img\(/);
			expect(code, code).not.toMatch(/\.summary\(\)\s*$/);
		}
		const unknown = all("keras-hub", { id: "keras/x", config: { keras_hub: { tasks: ["SomeFutureTask"] } } });
		expect(unknown).toContain("for t in task.backbone.inputs}");
		expect(unknown).toContain("print(task.backbone.predict(");
	});

	it("keras-hub keeps a preset's own classifier head, predicts on an image and generates images", () => {
		const tuned = all("keras-hub", {
			id: "me/bert_sst2",
			config: { keras_hub: { tasks: ["TextClassifier"] } },
			siblings: [{ rfilename: "task.json" }, { rfilename: "task.weights.h5" }],
		});
		expect(tuned).toContain('keras_hub.models.TextClassifier.from_preset("hf://me/bert_sst2")\n');
		const resnet = all("keras-hub", {
			id: "keras/resnet_50_imagenet",
			config: { keras_hub: { tasks: ["ImageClassifier"] } },
		});
		expect(resnet).toContain("predictions = task.predict(keras.ops.expand_dims(keras.utils.img_to_array(image), 0))");
		const sd3 = all("keras-hub", {
			id: "keras/stable_diffusion_3_medium",
			config: { keras_hub: { tasks: ["TextToImage"] } },
		});
		expect(sd3).toContain(`image = task.generate("${DIFFUSERS_PROMPTS.textToImage}")`);
		expect(sd3).toContain('keras.utils.save_img("image.png", image)');
		expectParses("keras-hub", [tuned, resnet, sd3]);
	});

	it("installs the framework a library runs on but does not pull in (PaddlePaddle, PyTorch for adapters)", () => {
		expect(all("paddlenlp", { id: "PaddlePaddle/ernie-3.0-nano-zh" }).split("\n")[0]).toBe(
			"# pip install -U paddlepaddle paddlenlp",
		);
		expect(all("adapter-transformers", { id: "AdapterHub/roberta-base-pf-imdb" }).split("\n")[0]).toBe(
			"# pip install -U adapters torch",
		);
	});

	it("mobilint registers the Mobilint classes with transformers-mblt (mblt-model-zoo is deprecated)", () => {
		const code = all("mobilint", { id: "mobilint/Llama-3.2-1B-Instruct", pipeline_tag: "text-generation" });
		expect(code).toContain("# pip install -U transformers-mblt");
		expect(code).toContain("transformers_mblt.register()");
		expect(code).not.toContain("mblt-model-zoo");
		expect(code).not.toContain("trust_remote_code");
		expect(code.indexOf("transformers_mblt.register()")).toBeLessThan(code.indexOf("pipe = pipeline("));
		const bare = all("mobilint", { id: "mobilint/x", tags: ["custom_code"] });
		expect(bare).toContain('AutoModel.from_pretrained("mobilint/x", trust_remote_code=True)');
		expectParses("mobilint", [code, bare]);
	});

	it("keras and keras-hub install the TensorFlow backend Keras 3 picks by default, and huggingface_hub for hf://", () => {
		expect(all("keras", { id: "Keras/mnist" }).split("\n")[0]).toBe(
			"# pip install -U keras tensorflow huggingface_hub",
		);
		for (const code of run("keras-hub", { id: "keras/gemma", config: { keras_hub: { tasks: ["CausalLM"] } } }))
			expect(code.split("\n")[0]).toBe("# pip install -U keras-hub tensorflow huggingface_hub");
		expect(all("keras-hub", { id: "keras/t5" }).split("\n")[0]).toBe(
			"# pip install -U keras-hub tensorflow huggingface_hub",
		);
	});

	it("keras downloads the .keras archive a repository holds, and loads hf:// folders directly", () => {
		const zipped = all("keras", {
			id: "Wauplin/keras_example_zipped",
			siblings: [{ rfilename: ".gitattributes" }, { rfilename: "model.keras" }],
		});
		expect(zipped).toContain(
			'model = keras.saving.load_model(hf_hub_download("Wauplin/keras_example_zipped", "model.keras"))',
		);
		const folder = all("keras", {
			id: "me/m",
			siblings: [{ rfilename: "config.json" }, { rfilename: "model.weights.h5" }],
		});
		expect(folder).toContain('keras.saving.load_model("hf://me/m")');
		expectParses("keras", [zipped, folder]);
	});

	it("sklearn says the model file name is not specified in config.json when it is missing", () => {
		const code = all("sklearn", { id: "a/b", config: { sklearn: { model_format: "pickle" } } });
		expect(code).toContain("model file name is not specified in config.json");
		expect(code).toContain('list_repo_files("a/b")');
	});

	it("sklearn loads by model format: skops via skops.io, pickle via joblib and pickle", () => {
		const skops = run("sklearn", {
			id: "a/b",
			config: { sklearn: { model: { file: "model.skops" }, model_format: "skops" } },
		});
		expect(skops).toHaveLength(1);
		expect(skops[0]).toContain("from skops.io import get_untrusted_types, load");
		expect(skops[0]).toContain('path = hf_hub_download("a/b", "model.skops")');
		const pickle = run("sklearn", {
			id: "a/b",
			config: { sklearn: { model: { file: "model.pkl" }, model_format: "pickle" } },
			widgetData: [{ structured_data: { alcohol: [9.4, 9.8] } }],
		});
		expect(pickle).toHaveLength(2);
		expect(pickle[0]).toContain('model = joblib.load(hf_hub_download("a/b", "model.pkl"))');
		expect(pickle[1]).toContain("model = pickle.load(f)");
		expect(pickle[0]).toContain("print(model.predict(data))");
	});

	it("llama-cpp-python loads the preferred quant with from_pretrained and chats with conversational models", () => {
		expect(PREFERRED_QUANT).toBe("Q4_K_M");
		const chat = all("llama-cpp-python", {
			id: "Qwen/Qwen2.5-0.5B-Instruct-GGUF",
			tags: ["conversational"],
			siblings: [{ rfilename: "q8_0.gguf" }, { rfilename: "qwen2.5-0.5b-instruct-q4_k_m.gguf" }],
		});
		expect(chat).toContain('repo_id="Qwen/Qwen2.5-0.5B-Instruct-GGUF",');
		expect(chat).toContain('filename="qwen2.5-0.5b-instruct-q4_k_m.gguf",');
		expect(chat).toContain("llm.create_chat_completion(messages=");
		expect(chat).toContain(CHAT_QUESTION);
		const text = all("llama-cpp-python", { id: "a/b-GGUF" });
		expect(text).toContain('filename="*Q4_K_M.gguf",');
		expect(text).toContain(`max_tokens=${LLAMA_CPP_MAX_TOKENS}`);
		expect(text).not.toContain("create_chat_completion");
	});

	it("mlx uses mlx-lm for text generation, mlx-whisper for speech and mlx-vlm for vision chat", () => {
		const code = all("mlx", {
			id: "mlx-community/Llama-3.2-1B-Instruct-4bit",
			pipeline_tag: "text-generation",
			tags: ["conversational"],
		});
		expect(code).toContain("from mlx_lm import generate, load");
		expect(code).toContain('model, tokenizer = load("mlx-community/Llama-3.2-1B-Instruct-4bit")');
		expect(code).toContain("tokenizer.apply_chat_template(messages, add_generation_prompt=True)");
		const whisper = all("mlx", {
			id: "mlx-community/whisper-large-v3-mlx",
			pipeline_tag: "automatic-speech-recognition",
		});
		expect(whisper).toContain('path_or_hf_repo="mlx-community/whisper-large-v3-mlx"');
		expect(all("mlx", { id: "mlx-community/Qwen2-VL-2B-Instruct-4bit", pipeline_tag: "image-text-to-text" })).toContain(
			"from mlx_vlm import generate, load",
		);
	});

	it("timm prints the embedding of feature backbones and the top-5 classes of classifiers", () => {
		const dino = all("timm", { id: "timm/vit_large_patch14_dinov2.lvd142m", pipeline_tag: "image-feature-extraction" });
		expect(dino).toContain("print(output.shape)");
		expect(dino).not.toContain("topk");
		const resnet = all("timm", { id: "timm/resnet50.a1_in1k", pipeline_tag: "image-classification" });
		expect(resnet).toContain("torch.topk(output.softmax(dim=1) * 100, k=5)");
	});

	it("timm and open_clip load from the hub prefix", () => {
		expect(all("timm", { id: "timm/resnet50.a1_in1k" })).toContain(
			'timm.create_model("hf_hub:timm/resnet50.a1_in1k", pretrained=True)',
		);
		expect(all("open_clip", { id: "laion/clip" })).toContain(
			'open_clip.create_model_and_transforms("hf-hub:laion/clip")',
		);
	});

	it("mlx-image creates the model by name and swarmformer classifies token ids", () => {
		expect(all("mlx-image", { id: "mlx-vision/resnet18-mlxim" })).toContain('model = create_model("resnet18")');
		const mlxim = all("mlx-image", { id: "mlx-vision/resnet18-mlxim" });
		expect(mlxim).not.toContain("mx.random");
		expect(mlxim).toContain("logits = model(mx.array(pixels[None].astype(np.float32)))");
		const swarm = all("swarmformer", { id: "takara-ai/SwarmFormer-Sentiment-Small" });
		expect(swarm).toContain('SwarmFormerModel.from_pretrained("takara-ai/SwarmFormer-Sentiment-Small")');
		expect(swarm).toContain('logits = model(tokens["input_ids"])');
	});

	it("unity-sentis is a C# component that loads the model asset", () => {
		const code = all("unity-sentis", { id: "unity/sentis-yolo" });
		expect(code).toContain("using Unity.Sentis;");
		expect(code).toContain("ModelLoader.Load(modelAsset)");
		expect(code).toContain("https://huggingface.co/unity/sentis-yolo");
		expect(code.split("{").length).toBe(code.split("}").length);
	});
});
