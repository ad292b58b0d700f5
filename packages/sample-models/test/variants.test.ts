import { baseModels, fileNames, hasTag, isConversational, type ModelRecord, parseQuantLabel } from "@hubkit/catalog";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { describe, expect, it } from "vitest";
import { PEFT_TASK_TYPES, SPEECHBRAIN_INTERFACES } from "./coverage-facts.js";

const lib = (m: ModelRecord, id: string) => m.library_name === id;
const str = (x: unknown): x is string => typeof x === "string" && x.length > 0;
const ggufFiles = (m: ModelRecord) => fileNames(m).filter((f) => f.endsWith(".gguf"));
const isLora = (m: ModelRecord) => lib(m, "diffusers") && hasTag(m, "lora");
const adapterTagFor = (m: ModelRecord) => baseModels(m).some((b) => hasTag(m, `base_model:adapter:${b}`));
const loraFor = (task: string) => (m: ModelRecord) =>
	isLora(m) && m.pipeline_tag === task && adapterTagFor(m) && str(m.cardData?.instance_prompt);
const yoloTag = (m: ModelRecord) => (m.tags ?? []).some((t) => /^yolov\d+$/.test(t));
const isYolo = (m: ModelRecord) => lib(m, "ultralytics") || lib(m, "yolov10");
const audiocraftKind = (m: ModelRecord) =>
	["musicgen", "audiogen", "magnet"].find((k) => hasTag(m, k) || m.id.toLowerCase().includes(k));

/** One predicate per variant the generators and local apps branch on. */
const VARIANTS: [string, (m: ModelRecord) => boolean][] = [
	["custom_code tag", (m) => hasTag(m, "custom_code")],
	[
		"custom_code on transformers text-generation",
		(m) => hasTag(m, "custom_code") && lib(m, "transformers") && m.pipeline_tag === "text-generation",
	],
	["chat template in tokenizer_config", (m) => isConversational(m) && str(m.config?.tokenizer_config?.chat_template)],
	["chat template in processor_config", (m) => isConversational(m) && str(m.config?.processor_config?.chat_template)],
	["chat template in chat_template_jinja", (m) => isConversational(m) && str(m.config?.chat_template_jinja)],
	[
		"GGUF conversational (context length, template, total, quant files)",
		(m) =>
			hasTag(m, "gguf") &&
			isConversational(m) &&
			typeof m.gguf?.context_length === "number" &&
			str(m.gguf?.chat_template) &&
			typeof m.gguf?.total === "number" &&
			ggufFiles(m).some((f) => parseQuantLabel(f) !== undefined),
	],
	[
		"GGUF not conversational",
		(m) =>
			hasTag(m, "gguf") &&
			!isConversational(m) &&
			typeof m.gguf?.context_length === "number" &&
			m.gguf?.chat_template === undefined &&
			ggufFiles(m).some((f) => parseQuantLabel(f) !== undefined),
	],
	[
		"GGUF quant file named like Llama-3.2-3B-Instruct-Q4_K_M.gguf",
		(m) => fileNames(m).includes("Llama-3.2-3B-Instruct-Q4_K_M.gguf"),
	],
	[
		"GGUF files without a standard quant label",
		(m) => hasTag(m, "gguf") && ggufFiles(m).length > 0 && ggufFiles(m).every((f) => parseQuantLabel(f) === undefined),
	],
	["GGUF template that mentions tools", (m) => hasTag(m, "gguf") && (m.gguf?.chat_template ?? "").includes("tools")],
	["AWQ transformers repo", (m) => lib(m, "transformers") && m.config?.quantization_config?.quant_method === "awq"],
	["GPTQ transformers repo", (m) => lib(m, "transformers") && m.config?.quantization_config?.quant_method === "gptq"],
	["diffusers LoRA text-to-image", loraFor("text-to-image")],
	["diffusers LoRA image-to-image", loraFor("image-to-image")],
	["diffusers LoRA image-to-video", loraFor("image-to-video")],
	["diffusers LoRA text-to-video", loraFor("text-to-video")],
	["diffusers LoRA without base_model", (m) => isLora(m) && baseModels(m).length === 0],
	["controlnet", (m) => lib(m, "diffusers") && hasTag(m, "controlnet")],
	["inpainting", (m) => lib(m, "diffusers") && hasTag(m, "inpainting")],
	["textual_inversion", (m) => lib(m, "diffusers") && hasTag(m, "textual_inversion")],
	["Flux fill", (m) => m.id === "black-forest-labs/FLUX.1-Fill-dev" && lib(m, "diffusers")],
	[
		"diffusers image-to-video pipeline",
		(m) => lib(m, "diffusers") && m.pipeline_tag === "image-to-video" && !hasTag(m, "lora"),
	],
	[
		"diffusers text-to-video pipeline",
		(m) => lib(m, "diffusers") && m.pipeline_tag === "text-to-video" && !hasTag(m, "lora"),
	],
	[
		"diffusers image-to-image pipeline",
		(m) => lib(m, "diffusers") && m.pipeline_tag === "image-to-image" && !hasTag(m, "lora"),
	],
	[
		"diffusers text-to-image pipeline",
		(m) => lib(m, "diffusers") && m.pipeline_tag === "text-to-image" && !hasTag(m, "lora"),
	],
	["Sana", (m) => lib(m, "sana")],
	["DiffusionKit flux", (m) => lib(m, "diffusionkit") && m.id.toLowerCase().includes("flux")],
	["DiffusionKit non-flux", (m) => lib(m, "diffusionkit") && !m.id.toLowerCase().includes("flux")],
	["MLX repo", (m) => lib(m, "mlx") && hasTag(m, "mlx") && m.id.startsWith("mlx-community/")],
	[
		"MLX conversational text-generation",
		(m) => lib(m, "mlx") && hasTag(m, "mlx") && m.pipeline_tag === "text-generation" && isConversational(m),
	],
	[
		"MLX text-generation not conversational",
		(m) => lib(m, "mlx") && m.pipeline_tag === "text-generation" && !isConversational(m),
	],
	["keras-hub CausalLM", (m) => lib(m, "keras-hub") && m.config?.keras_hub?.tasks?.includes("CausalLM") === true],
	[
		"keras-hub TextClassifier",
		(m) => lib(m, "keras-hub") && m.config?.keras_hub?.tasks?.includes("TextClassifier") === true,
	],
	["keras-hub several tasks", (m) => lib(m, "keras-hub") && (m.config?.keras_hub?.tasks?.length ?? 0) > 1],
	...PEFT_TASK_TYPES.map((t): [string, (m: ModelRecord) => boolean] => [
		`PEFT ${t}`,
		(m) => lib(m, "peft") && m.config?.peft?.task_type === t && str(m.config?.peft?.base_model_name_or_path),
	]),
	[
		"PEFT invalid task type",
		(m) =>
			lib(m, "peft") &&
			str(m.config?.peft?.task_type) &&
			!(PEFT_TASK_TYPES as readonly string[]).includes(m.config.peft.task_type),
	],
	[
		"PEFT without base model",
		(m) => lib(m, "peft") && m.config?.peft !== undefined && !str(m.config.peft.base_model_name_or_path),
	],
	...SPEECHBRAIN_INTERFACES.map((i): [string, (m: ModelRecord) => boolean] => [
		`speechbrain ${i}`,
		(m) => lib(m, "speechbrain") && m.config?.speechbrain?.speechbrain_interface === i,
	]),
	["speechbrain interface missing", (m) => lib(m, "speechbrain") && !str(m.config?.speechbrain?.speechbrain_interface)],
	[
		"speechbrain interface unknown",
		(m) =>
			lib(m, "speechbrain") &&
			str(m.config?.speechbrain?.speechbrain_interface) &&
			!(SPEECHBRAIN_INTERFACES as readonly string[]).includes(m.config.speechbrain.speechbrain_interface),
	],
	[
		"sklearn pickle with file",
		(m) => lib(m, "sklearn") && m.config?.sklearn?.model_format === "pickle" && str(m.config.sklearn.model?.file),
	],
	[
		"sklearn skops with file",
		(m) => lib(m, "sklearn") && m.config?.sklearn?.model_format === "skops" && str(m.config.sklearn.model?.file),
	],
	[
		"sklearn without model file",
		(m) => lib(m, "sklearn") && m.config?.sklearn !== undefined && !str(m.config.sklearn.model?.file),
	],
	["YOLO with yolov<N> tag", (m) => isYolo(m) && yoloTag(m)],
	["YOLO without yolov<N> tag", (m) => isYolo(m) && !yoloTag(m)],
	["NeMo ASR domain tag", (m) => lib(m, "nemo") && hasTag(m, "automatic-speech-recognition")],
	["NeMo without a valid domain tag", (m) => lib(m, "nemo") && !hasTag(m, "automatic-speech-recognition")],
	["audiocraft musicgen", (m) => lib(m, "audiocraft") && audiocraftKind(m) === "musicgen"],
	["audiocraft audiogen", (m) => lib(m, "audiocraft") && audiocraftKind(m) === "audiogen"],
	["audiocraft magnet", (m) => lib(m, "audiocraft") && audiocraftKind(m) === "magnet"],
	["audiocraft unknown family", (m) => lib(m, "audiocraft") && audiocraftKind(m) === undefined],
	["espnet text-to-speech", (m) => lib(m, "espnet") && m.pipeline_tag === "text-to-speech"],
	["espnet automatic-speech-recognition", (m) => lib(m, "espnet") && m.pipeline_tag === "automatic-speech-recognition"],
	[
		"espnet other type",
		(m) => lib(m, "espnet") && !["text-to-speech", "automatic-speech-recognition"].includes(m.pipeline_tag ?? ""),
	],
	[
		"transformers with transformersInfo and processor",
		(m) => lib(m, "transformers") && str(m.transformersInfo?.auto_model) && str(m.transformersInfo?.processor),
	],
	["transformers without transformersInfo", (m) => lib(m, "transformers") && m.transformersInfo === undefined],
	[
		"transformers conversational image-text-to-text",
		(m) => lib(m, "transformers") && m.pipeline_tag === "image-text-to-text" && isConversational(m),
	],
	["widget text", (m) => (m.widgetData ?? []).some((w) => str(w.text))],
	[
		"widget source_sentence + sentences",
		(m) => (m.widgetData ?? []).some((w) => str(w.source_sentence) && (w.sentences?.length ?? 0) > 0),
	],
	["widget context", (m) => (m.widgetData ?? []).some((w) => str(w.text) && str(w.context))],
	["widget candidate_labels", (m) => (m.widgetData ?? []).some((w) => str(w.candidate_labels))],
	["widget messages", (m) => (m.widgetData ?? []).some((w) => (w.messages?.length ?? 0) > 0)],
	["fill-mask [MASK]", (m) => m.pipeline_tag === "fill-mask" && m.mask_token === "[MASK]"],
	["fill-mask <mask>", (m) => m.pipeline_tag === "fill-mask" && m.mask_token === "<mask>"],
	[
		"adapter_transformers.model_name",
		(m) => lib(m, "adapter-transformers") && str(m.config?.adapter_transformers?.model_name),
	],
	["transformers.js from onnx-community", (m) => lib(m, "transformers.js") && m.id.startsWith("onnx-community/")],
	["transformers.js from Xenova", (m) => lib(m, "transformers.js") && m.id.startsWith("Xenova/")],
	["gated model", (m) => m.gated === "manual" || m.gated === "auto" || m.gated === true],
	["text-generation-inference tag (TGI)", (m) => hasTag(m, "text-generation-inference")],
	["unsloth tag", (m) => hasTag(m, "unsloth")],
	["base_model:quantized tag", (m) => (m.tags ?? []).some((t) => t.startsWith("base_model:quantized:"))],
];

describe("coverage of the variants generators branch on", () => {
	const corpus = SAMPLE_MODELS;
	it("every variant has at least one record (the first gap is named)", () => {
		const gap = VARIANTS.find(([, pred]) => !corpus.some(pred));
		expect(gap?.[0]).toBeUndefined();
	});

	it.each(VARIANTS)("%s", (_name, pred) => {
		expect(corpus.filter(pred).length).toBeGreaterThanOrEqual(1);
	});

	it("transformers.js records span at least eight pipeline tags", () => {
		const tags = new Set(corpus.filter((m) => lib(m, "transformers.js")).map((m) => m.pipeline_tag));
		expect(tags.size).toBeGreaterThanOrEqual(8);
	});
});

describe("data quality of the records", () => {
	const corpus = SAMPLE_MODELS;

	it("every GGUF record but the deliberate one lists a file whose quant label parses", () => {
		// microsoft/Phi-3-mini-4k-instruct-gguf names its files `-q4` and `-fp16`, which are not standard labels.
		const unlabelled = corpus
			.filter((m) => hasTag(m, "gguf") && m.gguf !== undefined)
			.filter((m) => !ggufFiles(m).some((f) => parseQuantLabel(f) !== undefined))
			.map((m) => m.id);
		expect(unlabelled).toEqual(["microsoft/Phi-3-mini-4k-instruct-gguf"]);
	});

	it("every conversational transformers or MLX chat record has a chat template in its config", () => {
		const bad = corpus
			.filter(
				(m) =>
					(lib(m, "transformers") || lib(m, "mlx")) &&
					isConversational(m) &&
					["text-generation", "image-text-to-text"].includes(m.pipeline_tag ?? ""),
			)
			.find(
				(m) =>
					!str(m.config?.tokenizer_config?.chat_template) &&
					!str(m.config?.processor_config?.chat_template) &&
					!str(m.config?.chat_template_jinja),
			);
		expect(bad?.id).toBeUndefined();
	});
});
