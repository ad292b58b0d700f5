/**
 * Library snippets, writer 1 (transformers, diffusers, NLP, frameworks): the product's rules,
 * exact fallback texts and constants, the whole sample corpus parsing, hostile records and a
 * fast-check fuzz.
 */
import { execFileSync } from "node:child_process";
import { EXTRA_SAMPLE_MODEL_FILES, SAMPLE_MODELS } from "@hubkit/sample-models";
import { parse as parseJs } from "acorn";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FALLBACK, LIBRARIES, type ModelRecord, parseModelRecord } from "../src/index.js";
import {
	DIFFUSERS_FLUX_FILL,
	DIFFUSERS_INPAINT,
	DIFFUSERS_PROMPTS,
	DIFFUSERS_SNIPPETS,
	DIFFUSIONKIT,
	SANA,
} from "../src/libraries/snippets/diffusers.js";
import { FRAMEWORKS_SNIPPETS, LLAMA_CPP_MAX_TOKENS, PREFERRED_QUANT } from "../src/libraries/snippets/frameworks.js";
import { NLP_SNIPPETS, SPACY_SENTENCES } from "../src/libraries/snippets/nlp.js";
import {
	CHAT_QUESTION,
	MAX_NEW_TOKENS,
	PEFT_AUTO_CLASSES,
	SPEECHT5_SPEAKER_EMBEDDINGS,
	TRANSFORMERS_SNIPPETS,
	VISION_QUESTION,
} from "../src/libraries/snippets/transformers.js";
import { failuresByLanguage } from "./helpers/parse.js";

const GENERATORS = { ...TRANSFORMERS_SNIPPETS, ...DIFFUSERS_SNIPPETS, ...NLP_SNIPPETS, ...FRAMEWORKS_SNIPPETS };
const MY_LIBRARIES = Object.keys(GENERATORS);

/** The sample catalogue; its loader already merges this writer's extra records. */
function corpus(): readonly ModelRecord[] {
	return SAMPLE_MODELS;
}

const gen = (lib: string) => {
	const g = GENERATORS[lib];
	if (!g) throw new Error(`no generator for ${lib}`);
	return g;
};
const run = (lib: string, model: Partial<ModelRecord> & { id: string }) => gen(lib)(model as ModelRecord);
const all = (lib: string, model: Partial<ModelRecord> & { id: string }) => run(lib, model).join("\n");
const languageOf = (lib: string) => LIBRARIES[lib as keyof typeof LIBRARIES].snippetLanguage;

function expectParses(lib: string, snippets: string[]): void {
	const lang = languageOf(lib);
	const fails = failuresByLanguage(snippets.map((code) => ({ language: lang, code })));
	expect(fails.map((f) => `${f.error}\n${f.code}`)).toEqual([]);
}

// ---- wiring ---------------------------------------------------------------------------------

describe("catalogue wiring", () => {
	it("joins every generator of this writer to a library that has snippets", () => {
		expect(MY_LIBRARIES).toHaveLength(45);
		for (const id of MY_LIBRARIES) {
			const lib = LIBRARIES[id as keyof typeof LIBRARIES];
			expect(lib, id).toBeDefined();
			expect(lib.hasSnippets, id).toBe(true);
			expect(lib.snippets, id).toBe(GENERATORS[id]);
		}
	});

	it("writes transformers.js in JS and unity-sentis in C#, the rest in Python", () => {
		expect(languageOf("transformers.js")).toBe("js");
		expect(languageOf("unity-sentis")).toBe("csharp");
		for (const id of MY_LIBRARIES.filter((x) => x !== "transformers.js" && x !== "unity-sentis")) {
			expect(languageOf(id), id).toBe("python");
		}
	});
});

// ---- fallback texts and constants -------------------------------------------------------------

describe("fallback texts and constants", () => {
	it("spells the fallback texts exactly", () => {
		expect(FALLBACK.unknownModelType).toBe("# ⚠️ Type of model unknown");
		expect(FALLBACK.peftTaskTypeInvalid).toBe("Task type is invalid.");
		expect(FALLBACK.peftBaseModelMissing).toBe("Base model is not found.");
		expect(FALLBACK.sklearnFileMissing).toBe("model file name is not specified in config.json");
		expect(FALLBACK.baseModelPlaceholder).toBe("fill-in-base-model");
	});

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

	it("asks chat models the capital of France with 40 new tokens", () => {
		expect(CHAT_QUESTION).toBe("What is the capital of France?");
		expect(MAX_NEW_TOKENS).toBe(40);
	});
});

// ---- transformers ---------------------------------------------------------------------------

const llama: ModelRecord = {
	id: "meta-llama/Llama-3.2-1B-Instruct",
	pipeline_tag: "text-generation",
	tags: ["transformers", "conversational"],
	transformersInfo: { auto_model: "AutoModelForCausalLM", processor: "AutoTokenizer" },
};

/** The last (direct-load) transformers program for a record. */
const direct_ = (m: Partial<ModelRecord> & { id: string }) => {
	const snippets = run("transformers", m);
	return snippets[snippets.length - 1] ?? "";
};

describe("transformers", () => {
	it("gives a pipeline example and the direct load with the auto class and its processor", () => {
		const [pipe, direct] = run("transformers", { ...llama, tags: ["transformers"] });
		expect(pipe).toContain('pipe = pipeline("text-generation", model="meta-llama/Llama-3.2-1B-Instruct")');
		expect(pipe).toContain("max_new_tokens=40");
		expect(direct).toContain("from transformers import AutoTokenizer, AutoModelForCausalLM");
		expect(direct).toContain('tokenizer = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")');
		expect(direct).toContain('model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")');
		expect(direct).toContain("model.generate(**inputs, max_new_tokens=40)");
	});

	it("gives conversational text-generation models chat messages about the capital of France", () => {
		const [pipe, direct] = run("transformers", llama);
		expect(pipe).toContain(
			'messages = [\n    {\n        "role": "user",\n        "content": "What is the capital of France?"',
		);
		expect(pipe).toContain("print(pipe(messages, max_new_tokens=40))");
		expect(direct).toContain("tokenizer.apply_chat_template(");
		expect(direct).toContain("max_new_tokens=40");
		expect(direct).toContain(CHAT_QUESTION);
	});

	it("gives conversational image-text-to-text models an image and a question", () => {
		const snippets = run("transformers", {
			id: "google/gemma-3-4b-it",
			pipeline_tag: "image-text-to-text",
			tags: ["conversational"],
			transformersInfo: { auto_model: "AutoModelForImageTextToText", processor: "AutoProcessor" },
		});
		expect(snippets).toHaveLength(2);
		for (const s of snippets) {
			expect(s).toContain('"type": "image"');
			expect(s).toContain(VISION_QUESTION);
			expect(s).toContain("max_new_tokens=40");
		}
		expect(snippets[0]).toContain("pipe(text=messages, max_new_tokens=40)");
		expect(snippets[1]).toContain("processor.apply_chat_template(");
	});

	it("adds trust_remote_code=True to every load call of a custom_code model", () => {
		const snippets = run("transformers", { ...llama, tags: ["conversational", "custom_code"] });
		const code = snippets.join("\n");
		const loads = code.match(/(from_pretrained|pipeline)\(/g) ?? [];
		expect(loads.length).toBe(3);
		expect(code.match(/trust_remote_code=True/g)?.length).toBe(loads.length);
		const unknown = all("transformers", { id: "a/b", tags: ["custom_code"], pipeline_tag: "feature-extraction" });
		expect(unknown.match(/(from_pretrained|pipeline)\(/g)?.length).toBe(2);
		expect(unknown.match(/trust_remote_code=True/g)?.length).toBe(2);
		expect(all("transformers", llama)).not.toContain("trust_remote_code");
	});

	it("adds trust_remote_code=True to the transformers-style loads of every transformers-family library", () => {
		const LOAD = /(\.from_pretrained\(|\bpipeline\(|\bSentenceTransformer\(|\bCrossEncoder\()/;
		const cases: [string, Partial<ModelRecord>][] = [
			[
				"transformers",
				{
					pipeline_tag: "text-generation",
					tags: ["conversational"],
					transformersInfo: { auto_model: "AutoModelForCausalLM" },
				},
			],
			[
				"transformers",
				{
					pipeline_tag: "question-answering",
					transformersInfo: { auto_model: "AutoModelForQuestionAnswering", processor: "AutoTokenizer" },
				},
			],
			["peft", { config: { peft: { base_model_name_or_path: "base/m", task_type: "CAUSAL_LM" } } }],
			["adapter-transformers", { config: { adapter_transformers: { model_name: "roberta-base" } } }],
			["sentence-transformers", {}],
			["sentence-transformers", { pipeline_tag: "text-ranking" }],
			["multimolecule", { pipeline_tag: "fill-mask" }],
			["multimolecule", { pipeline_tag: "feature-extraction" }],
			["mobilint", { pipeline_tag: "text-generation" }],
			["pruna-ai", { pipeline_tag: "text-generation" }],
		];
		for (const [lib, extra] of cases) {
			const tags = [...(extra.tags ?? []), "custom_code"];
			const loads = all(lib, { id: "org/custom", ...extra, tags })
				.split("\n")
				.filter((l) => LOAD.test(l) && !l.startsWith("#") && !l.includes("PeftModel"));
			expect(loads.length, lib).toBeGreaterThan(0);
			for (const line of loads) expect(line, lib).toContain("trust_remote_code=True");
		}
	});

	it("says the type of model is unknown without transformersInfo", () => {
		const snippets = run("transformers", { id: "nvidia/NV-Embed-v2", pipeline_tag: "any-to-any" });
		expect(snippets).toHaveLength(1);
		expect(snippets[0]?.split("\n")).toContain("# ⚠️ Type of model unknown");
		expect(all("transformers", llama)).not.toContain("Type of model unknown");
	});

	it("runs encoder models on a tokenized sentence and seq2seq models with generate", () => {
		const [, direct] = run("transformers", {
			id: "distilbert/sst2",
			pipeline_tag: "text-classification",
			transformersInfo: { auto_model: "AutoModelForSequenceClassification", processor: "AutoTokenizer" },
		});
		expect(direct).toContain("outputs = model(**inputs)");
		expect(direct).not.toContain("generate(");
		const [t5, ...rest] = run("transformers", {
			id: "google-t5/t5-small",
			pipeline_tag: "translation",
			transformersInfo: { auto_model: "AutoModelForSeq2SeqLM", processor: "AutoTokenizer" },
		});
		expect(rest).toEqual([]);
		expect(t5).toContain('tokenizer("Translate English to German: How old are you?", return_tensors="pt")');
		const [, detr] = run("transformers", {
			id: "facebook/detr-resnet-50",
			pipeline_tag: "object-detection",
			transformersInfo: { auto_model: "AutoModelForObjectDetection", processor: "AutoImageProcessor" },
		});
		expect(detr).toContain("from transformers.image_utils import load_image");
		expect(detr).toContain('inputs = processor(images=image, return_tensors="pt")');
		expectParses("transformers", [detr ?? ""]);
		expect(t5).toContain("model.generate(**inputs, max_new_tokens=40)");
	});

	it("loads models directly for the pipelines transformers v5 removed", () => {
		for (const tag of [
			"translation",
			"summarization",
			"text2text-generation",
			"question-answering",
			"image-to-text",
			"visual-question-answering",
			"image-to-image",
		]) {
			const snippets = run("transformers", {
				id: "a/b",
				pipeline_tag: tag,
				transformersInfo: { auto_model: "AutoModel" },
			});
			expect(snippets, tag).toHaveLength(1);
			expect(snippets[0], tag).toContain(`# transformers v5 has no "${tag}" pipeline: load the model directly.`);
			expect(snippets[0], tag).not.toContain("pipeline(");
		}
		const qa = all("transformers", {
			id: "deepset/roberta-base-squad2",
			pipeline_tag: "question-answering",
			transformersInfo: { auto_model: "AutoModelForQuestionAnswering", processor: "AutoTokenizer" },
			widgetData: [{ text: "Where do I live?", context: "My name is Sarah and I live in London" }],
		});
		expect(qa).toContain(
			'inputs = tokenizer("Where do I live?", "My name is Sarah and I live in London", return_tensors="pt")',
		);
		expect(qa).toContain("start = outputs.start_logits.argmax()");
		const caption = all("transformers", {
			id: "Salesforce/blip-image-captioning-base",
			pipeline_tag: "image-to-text",
			transformersInfo: { auto_model: "AutoModelForImageTextToText", processor: "AutoProcessor" },
		});
		expect(caption).toContain("from transformers.image_utils import load_image");
		expect(caption).toContain('inputs = processor(images=image, return_tensors="pt").to(model.device)');
		expectParses("transformers", [qa, caption]);
	});

	it("maps AutoModelForVision2Seq, removed in v5, to AutoModelForImageTextToText", () => {
		const code = all("transformers", {
			id: "Salesforce/blip-image-captioning-large",
			pipeline_tag: "image-to-text",
			transformersInfo: { auto_model: "AutoModelForVision2Seq", processor: "AutoProcessor" },
		});
		expect(code).not.toContain("Vision2Seq");
		expect(code).toContain("from transformers import AutoProcessor, AutoModelForImageTextToText");
		expect(code).toContain("model.generate(**inputs, max_new_tokens=40)");
	});

	it("runs each direct load on a realistic input for its auto class and prints the result", () => {
		const direct = (extra: Partial<ModelRecord>) => {
			const snippets = run("transformers", { id: "org/m", ...extra });
			return snippets[snippets.length - 1] ?? "";
		};
		const whisper = direct({
			pipeline_tag: "automatic-speech-recognition",
			transformersInfo: { auto_model: "AutoModelForSpeechSeq2Seq", processor: "AutoProcessor" },
		});
		expect(whisper).toContain("# pip install -U transformers torch librosa");
		expect(whisper).toContain("from transformers.audio_utils import load_audio");
		expect(whisper).toContain('inputs = processor(audio=audio, sampling_rate=16000, return_tensors="pt")');
		expect(whisper).toContain("generated_ids = model.generate(**inputs)");
		const ctc = direct({
			pipeline_tag: "automatic-speech-recognition",
			transformersInfo: { auto_model: "AutoModelForCTC", processor: "AutoProcessor" },
		});
		expect(ctc).toContain("print(processor.batch_decode(predicted_ids)[0])");
		const ast = direct({
			pipeline_tag: "audio-classification",
			transformersInfo: { auto_model: "AutoModelForAudioClassification", processor: "AutoFeatureExtractor" },
		});
		expect(ast).toContain('inputs = processor(audio, sampling_rate=16000, return_tensors="pt")');
		expect(ast).toContain("print(model.config.id2label[logits.argmax(-1).item()])");
		const clip = direct({
			pipeline_tag: "zero-shot-image-classification",
			transformersInfo: { auto_model: "AutoModelForZeroShotImageClassification", processor: "AutoProcessor" },
		});
		expect(clip).toContain("outputs.logits_per_image.softmax(dim=1)");
		const choice = direct({
			pipeline_tag: "multiple-choice",
			transformersInfo: { auto_model: "AutoModelForMultipleChoice", processor: "AutoTokenizer" },
		});
		expect(choice).toContain("model(**{key: value.unsqueeze(0) for key, value in inputs.items()})");
		const rerank = direct({
			pipeline_tag: "text-ranking",
			transformersInfo: { auto_model: "AutoModelForSequenceClassification", processor: "AutoTokenizer" },
		});
		expect(rerank).toContain("tokenizer([query] * len(documents), documents, padding=True");
		const tapas = direct({
			pipeline_tag: "table-question-answering",
			transformersInfo: { auto_model: "AutoModelForTableQuestionAnswering", processor: "AutoTokenizer" },
		});
		expect(tapas).toContain("import pandas as pd");
		expect(tapas).toContain("tokenizer(table=table, queries=[");
		const video = direct({
			pipeline_tag: "video-classification",
			transformersInfo: { auto_model: "AutoModelForVideoClassification", processor: "AutoImageProcessor" },
		});
		expect(video).toContain("from transformers.video_utils import load_video");
		expect(video).toContain("num_frames=model.config.num_frames");
		expect(video).not.toContain("load_image");
		const glue = direct({
			pipeline_tag: "keypoint-detection",
			transformersInfo: { auto_model: "AutoModelForKeypointMatching", processor: "AutoImageProcessor" },
		});
		expect(glue).toContain("images = [image, image.rotate(10)]");
		const vilt = direct({
			pipeline_tag: "visual-question-answering",
			tags: ["vilt"],
			transformersInfo: { auto_model: "AutoModelForVisualQuestionAnswering", processor: "AutoProcessor" },
		});
		expect(vilt).toContain("print(model.config.id2label[outputs.logits.argmax(-1).item()])");
		const blip = direct({
			pipeline_tag: "visual-question-answering",
			transformersInfo: { auto_model: "AutoModelForVisualQuestionAnswering", processor: "AutoProcessor" },
		});
		expect(blip).toContain('inputs = processor(images=image, text=question, return_tensors="pt").to(model.device)');
		expect(blip).toContain("print(processor.decode(outputs[0], skip_special_tokens=True))");
		const sst2 = direct({
			pipeline_tag: "text-classification",
			transformersInfo: { auto_model: "AutoModelForSequenceClassification", processor: "AutoTokenizer" },
		});
		expect(sst2).toContain("print(model.config.id2label[outputs.logits.argmax(-1).item()])");
		const summary = direct({
			pipeline_tag: "summarization",
			transformersInfo: { auto_model: "AutoModelForSeq2SeqLM", processor: "AutoTokenizer" },
		});
		expect(summary).toContain("The tower is 324 metres tall");
		const speecht5 = direct({
			pipeline_tag: "text-to-speech",
			transformersInfo: { auto_model: "AutoModelForTextToSpectrogram", processor: "AutoProcessor" },
		});
		expect(speecht5.split("\n")).toContain(
			"# The inputs of this architecture are model-specific: prepare them as the model card shows.",
		);
		expect(speecht5).toContain("print(model.config)");
		expectParses("transformers", [whisper, ctc, ast, clip, choice, rerank, tapas, video, glue, vilt, blip, speecht5]);
	});

	it("installs what a program needs: PyTorch always, Pillow for images, PyAV for video, pytesseract for LayoutLM", () => {
		for (const code of run("transformers", llama))
			expect(code.split("\n")[0]).toBe("# pip install -U transformers torch");
		const [pipe, vit] = run("transformers", {
			id: "google/vit-base-patch16-224",
			pipeline_tag: "image-classification",
			transformersInfo: { auto_model: "AutoModelForImageClassification", processor: "AutoImageProcessor" },
		});
		expect(pipe).toContain("# pip install -U transformers torch pillow\n");
		expect(vit).toContain("# pip install -U transformers torch pillow\n");
		const [video] = run("transformers", { id: "MCG-NJU/videomae-base", pipeline_tag: "video-classification" });
		expect(video).toContain("# pip install -U transformers torch av");
		const [layoutlm] = run("transformers", {
			id: "impira/layoutlm-document-qa",
			pipeline_tag: "document-question-answering",
			tags: ["transformers", "layoutlm"],
		});
		expect(layoutlm).toContain("# pip install -U transformers torch pillow pytesseract");
		const [donut] = run("transformers", {
			id: "naver-clova-ix/donut-base-finetuned-docvqa",
			pipeline_tag: "document-question-answering",
			tags: ["donut"],
		});
		expect(donut).toContain("# pip install -U transformers torch pillow\n");
	});

	it("translates with NLLB and mBART-50 from the source language to the forced target language", () => {
		const nllb = all("transformers", {
			id: "facebook/nllb-200-distilled-600M",
			pipeline_tag: "translation",
			tags: ["nllb"],
			transformersInfo: { auto_model: "AutoModelForSeq2SeqLM", processor: "AutoTokenizer" },
		});
		expect(nllb).toContain('tokenizer.src_lang = "eng_Latn"');
		expect(nllb).toContain('forced_bos_token_id=tokenizer.convert_tokens_to_ids("fra_Latn"),');
		const mbart = all("transformers", {
			id: "facebook/mbart-large-50-many-to-many-mmt",
			pipeline_tag: "translation",
			transformersInfo: { auto_model: "AutoModelForSeq2SeqLM", processor: "AutoTokenizer" },
		});
		expect(mbart).toContain('tokenizer.src_lang = "en_XX"');
		expect(mbart).toContain('tokenizer.convert_tokens_to_ids("fr_XX")');
		expectParses("transformers", [nllb, mbart]);
	});

	it("gives no text pipeline to audio and vision feature extractors", () => {
		const snippets = run("transformers", {
			id: "facebook/w2v-bert-2.0",
			pipeline_tag: "feature-extraction",
			transformersInfo: { auto_model: "AutoModel", processor: "AutoFeatureExtractor" },
		});
		expect(snippets).toHaveLength(1);
		expect(snippets[0]).toContain("audio = load_audio(");
		expect(snippets[0]).toContain("print(outputs.last_hidden_state.shape)");
	});

	it("ends every transformers program of the corpus by printing a result", () => {
		for (const m of corpus().filter((r) => r.library_name === "transformers"))
			for (const code of run("transformers", m)) expect(code, m.id).toContain("print(");
	});

	it("predicts the masked token and labels each token in the direct loads", () => {
		const bert = direct_({
			id: "google-bert/bert-base-uncased",
			pipeline_tag: "fill-mask",
			transformersInfo: { auto_model: "AutoModelForMaskedLM", processor: "AutoTokenizer" },
		});
		expect(bert).toContain('inputs = tokenizer("Paris is the [MASK] of France.", return_tensors="pt")');
		expect(bert).toContain("print(tokenizer.decode(logits[0, mask_index].argmax(dim=-1)))");
		const ner = direct_({
			id: "dslim/bert-base-NER",
			pipeline_tag: "token-classification",
			transformersInfo: { auto_model: "AutoModelForTokenClassification", processor: "AutoTokenizer" },
		});
		expect(ner).toContain("print([(token, model.config.id2label[p]) for token, p in zip(tokens, predictions)])");
		const encoder = direct_({
			id: "facebook/bart-base",
			pipeline_tag: "feature-extraction",
			transformersInfo: { auto_model: "AutoModel", processor: "AutoTokenizer" },
		});
		expect(encoder).toContain("print(outputs.last_hidden_state.shape)");
		expectParses("transformers", [bert, ner]);
	});

	it("keeps the mask in fill-mask inputs when the widget text has none", () => {
		const code = all("transformers", {
			id: "x/roberta",
			pipeline_tag: "fill-mask",
			mask_token: "<mask>",
			widgetData: [{ text: "A sentence without the token." }],
		});
		expect(code).toContain('pipe("Paris is the <mask> of France.")');
		const widget = all("transformers", {
			id: "x/roberta",
			pipeline_tag: "fill-mask",
			mask_token: "<mask>",
			widgetData: [{ text: "The goal of life is <mask>." }],
		});
		expect(widget).toContain('pipe("The goal of life is <mask>.")');
	});

	it("fills the mask token and uses the widget text", () => {
		const code = all("transformers", { id: "x/bert", pipeline_tag: "fill-mask", mask_token: "<mask>" });
		expect(code).toContain('pipe("Paris is the <mask> of France.")');
		const widget = all("transformers", {
			id: "x/sst2",
			pipeline_tag: "text-classification",
			widgetData: [{ text: "I like you. I love you" }],
		});
		expect(widget).toContain('print(pipe("I like you. I love you"))');
	});
});

describe("transformers.js", () => {
	it("builds a pipeline for the tag from @huggingface/transformers", () => {
		const [code] = run("transformers.js", { id: "Xenova/distilbert-sst2", pipeline_tag: "text-classification" });
		expect(code).toContain('import { pipeline } from "@huggingface/transformers";');
		expect(code).toContain('const pipe = await pipeline("text-classification", "Xenova/distilbert-sst2");');
		expect(code).toContain("console.log(output);");
	});

	it("gives conversational text-generation a chat with max_new_tokens 40", () => {
		const code = all("transformers.js", {
			id: "onnx-community/Qwen",
			pipeline_tag: "text-generation",
			tags: ["conversational"],
		});
		expect(code).toContain(CHAT_QUESTION);
		expect(code).toContain("{ max_new_tokens: 40 }");
	});

	it("gives SpeechT5 its speaker embeddings, Kokoro kokoro-js, and many-to-many translators their languages", () => {
		const speecht5 = all("transformers.js", { id: "Xenova/speecht5_tts", pipeline_tag: "text-to-speech" });
		expect(speecht5).toContain(`const speaker_embeddings = "${SPEECHT5_SPEAKER_EMBEDDINGS}";`);
		expect(speecht5).toContain("{ speaker_embeddings });");
		const mms = all("transformers.js", { id: "Xenova/mms-tts-eng", pipeline_tag: "text-to-speech" });
		expect(mms).not.toContain("speaker_embeddings");
		const kokoro = all("transformers.js", {
			id: "onnx-community/Kokoro-82M-v1.0-ONNX",
			pipeline_tag: "text-to-speech",
		});
		expect(kokoro).toContain('import { KokoroTTS } from "kokoro-js";');
		expect(kokoro).toContain(
			'const tts = await KokoroTTS.from_pretrained("onnx-community/Kokoro-82M-v1.0-ONNX", { dtype: "q8" });',
		);
		expect(kokoro).toContain('audio.save("audio.wav");');
		const nllb = all("transformers.js", { id: "Xenova/nllb-200-distilled-600M", pipeline_tag: "translation" });
		expect(nllb).toContain('{ src_lang: "eng_Latn", tgt_lang: "fra_Latn" }');
		const m2m = all("transformers.js", { id: "Xenova/m2m100_418M", pipeline_tag: "translation" });
		expect(m2m).toContain('{ src_lang: "en", tgt_lang: "fr" }');
		const marian = all("transformers.js", { id: "Xenova/opus-mt-en-de", pipeline_tag: "translation" });
		expect(marian).not.toContain("src_lang");
		expectParses("transformers.js", [speecht5, mms, kokoro, nllb, m2m, marian]);
	});

	it("embeds sentences with the feature-extraction pipeline for sentence-similarity models", () => {
		const code = all("transformers.js", { id: "Xenova/all-MiniLM-L6-v2", pipeline_tag: "sentence-similarity" });
		expect(code).toContain('const pipe = await pipeline("feature-extraction", "Xenova/all-MiniLM-L6-v2");');
		expect(code).toContain('{ pooling: "mean", normalize: true }');
		expectParses("transformers.js", [code]);
	});

	it("states an unknown pipeline tag", () => {
		const code = all("transformers.js", { id: "onnx-community/Florence-2", pipeline_tag: "image-text-to-text" });
		expect(code).toContain('// ⚠️ Unknown pipeline tag: transformers.js has no pipeline for "image-text-to-text"');
		expect(all("transformers.js", { id: "a/b" })).toContain(
			"// ⚠️ Unknown pipeline tag: the model names no pipeline tag",
		);
	});
});

describe("PEFT", () => {
	const peftModel = (task_type?: string, base?: string): ModelRecord => ({
		id: "me/adapter",
		config: { peft: { ...(base ? { base_model_name_or_path: base } : {}), ...(task_type ? { task_type } : {}) } },
	});

	it("maps each task type to its auto class", () => {
		expect(PEFT_AUTO_CLASSES).toEqual({
			CAUSAL_LM: "AutoModelForCausalLM",
			SEQ_2_SEQ_LM: "AutoModelForSeq2SeqLM",
			SEQ_CLS: "AutoModelForSequenceClassification",
			TOKEN_CLS: "AutoModelForTokenClassification",
			QUESTION_ANS: "AutoModelForQuestionAnswering",
			FEATURE_EXTRACTION: "AutoModel",
		});
		for (const [task, auto] of Object.entries(PEFT_AUTO_CLASSES)) {
			const code = all("peft", peftModel(task, "facebook/opt-350m"));
			expect(code).toContain(`base_model = ${auto}.from_pretrained("facebook/opt-350m")`);
			expect(code).toContain('model = PeftModel.from_pretrained(base_model, "me/adapter")');
		}
	});

	it("runs every task type on a tokenized input and prints the result", () => {
		const expected: Record<string, string> = {
			CAUSAL_LM: "print(tokenizer.decode(outputs[0], skip_special_tokens=True))",
			SEQ_2_SEQ_LM: "print(tokenizer.decode(outputs[0], skip_special_tokens=True))",
			SEQ_CLS: "print(outputs.logits)",
			TOKEN_CLS: "print(outputs.logits)",
			QUESTION_ANS: 'print(tokenizer.decode(inputs["input_ids"][0][start:end]))',
			FEATURE_EXTRACTION: "print(outputs.last_hidden_state.shape)",
		};
		for (const [task, result] of Object.entries(expected)) {
			const code = all("peft", peftModel(task, "roberta-base"));
			expect(code, task).toContain('tokenizer = AutoTokenizer.from_pretrained("roberta-base")');
			expect(code.split("\n"), task).toContain(result);
			expectParses("peft", [code]);
		}
	});

	it("says 'Task type is invalid.' when the task type maps to no auto class", () => {
		for (const task of ["IMAGE_CLASSIFICATION", undefined, "__proto__"]) {
			const code = all("peft", peftModel(task, "facebook/opt-350m"));
			expect(code.split("\n")).toContain("# ⚠️ Task type is invalid.");
			expect(code).not.toContain("PeftModel");
		}
	});

	it("says 'Base model is not found.' when no base model is named", () => {
		expect(all("peft", peftModel("CAUSAL_LM")).split("\n")).toContain("# ⚠️ Base model is not found.");
		expect(all("peft", { id: "me/adapter" }).split("\n")).toContain("# ⚠️ Base model is not found.");
	});

	it("passes trust_remote_code=True to the base model of a custom_code adapter", () => {
		const code = all("peft", { ...peftModel("CAUSAL_LM", "microsoft/phi-2"), tags: ["custom_code"] });
		expect(code).toContain('AutoModelForCausalLM.from_pretrained("microsoft/phi-2", trust_remote_code=True)');
		expect(code).toContain('AutoTokenizer.from_pretrained("microsoft/phi-2", trust_remote_code=True)');
	});
});

describe("transformers-family libraries", () => {
	it("loads sparse encoders with SparseEncoder and encodes queries and documents apart", () => {
		const code = all("sentence-transformers", {
			id: "naver/splade-v3",
			pipeline_tag: "text-retrieval",
			tags: ["sentence-transformers", "splade", "sparse-encoder"],
		});
		expect(code).toContain("from sentence_transformers import SparseEncoder");
		expect(code).toContain('model = SparseEncoder("naver/splade-v3")');
		expect(code).toContain("query_embeddings = model.encode_query([query])");
		expect(code).toContain("document_embeddings = model.encode_document(documents)");
		expect(code).not.toContain("SentenceTransformer(");
		const hostile = all("sentence-transformers", {
			id: `a/b'"\\\n$(touch MARKER)`,
			tags: ["sparse-encoder", "custom_code"],
			widgetData: [{ source_sentence: "q'\"", sentences: ["d\n'"] }],
		});
		expect(hostile).toContain("trust_remote_code=True");
		expectParses("sentence-transformers", [code, hostile]);
	});

	it("uses the widget's source sentence and sentences for sentence-transformers", () => {
		const code = all("sentence-transformers", {
			id: "sentence-transformers/all-MiniLM-L6-v2",
			widgetData: [
				{ source_sentence: "That is a happy person", sentences: ["That is a happy dog", "Today is a sunny day"] },
			],
		});
		expect(code).toContain('model = SentenceTransformer("sentence-transformers/all-MiniLM-L6-v2")');
		expect(code).toContain('query = "That is a happy person"');
		expect(code).toContain("That is a happy dog");
		expect(code).toContain("model.similarity(query_embedding, sentence_embeddings)");
		expect(all("sentence-transformers", { id: "a/b", tags: ["custom_code"] })).toContain(
			'SentenceTransformer("a/b", trust_remote_code=True)',
		);
		expect(all("sentence-transformers", { id: "a/ce", pipeline_tag: "text-ranking" })).toContain(
			'CrossEncoder("a/ce")',
		);
	});

	it("loads the adapter on the named base model", () => {
		const code = all("adapter-transformers", {
			id: "AdapterHub/roberta-base-pf-imdb",
			config: { adapter_transformers: { model_name: "roberta-base" } },
		});
		expect(code).toContain('AutoAdapterModel.from_pretrained("roberta-base")');
		expect(code).toContain('model.load_adapter("AdapterHub/roberta-base-pf-imdb", set_active=True)');
	});

	it("calls each library's real entry point", () => {
		expect(all("setfit", { id: "a/b" })).toContain('SetFitModel.from_pretrained("a/b")');
		expect(all("span-marker", { id: "a/b" })).toContain('SpanMarkerModel.from_pretrained("a/b")');
		expect(all("gliner", { id: "a/b" })).toContain("model.predict_entities(text, labels, threshold=0.5)");
		expect(all("gliner2", { id: "a/b" })).toContain('GLiNER2.from_pretrained("a/b")');
		expect(all("model2vec", { id: "a/b" })).toContain('StaticModel.from_pretrained("a/b")');
		expect(all("kernels", { id: "kernels-community/activation" })).toContain(
			'get_kernel("kernels-community/activation", revision="main")',
		);
		expect(all("kernels", { id: "someone/kernel" })).toContain(
			'get_kernel("someone/kernel", revision="main", trust_remote_code=True)',
		);
		expect(all("mamba-ssm", { id: "state-spaces/mamba-130m" })).toContain(
			'MambaLMHeadModel.from_pretrained("state-spaces/mamba-130m"',
		);
		expect(all("saelens", { id: "a/b" })).toContain('SAE.from_pretrained(release="a/b", sae_id=sae_id');
		const sae = all("saelens", {
			id: "jbloom/GPT2-Small-SAEs-Reformatted",
			siblings: [{ rfilename: "README.md" }, { rfilename: "blocks.0.hook_resid_pre/cfg.json" }],
		});
		expect(sae).toContain('sae_id = "blocks.0.hook_resid_pre"');
		expect(sae).not.toContain("SAE_ID");
		expect(all("lightning-ir", { id: "a/b" })).toContain('BiEncoderModule("a/b")');
		expect(all("relik", { id: "a/b" })).toContain('Relik.from_pretrained("a/b")');
		expect(all("multimolecule", { id: "multimolecule/rnafm", pipeline_tag: "fill-mask" })).toContain(
			'pipeline("fill-mask", model="multimolecule/rnafm")',
		);
	});
});

// ---- diffusers --------------------------------------------------------------------------------

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
		expect(image).toContain('model = PrunaModel.from_hub("PrunaAI/FLUX.1-schnell-smashed")');
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

// ---- NLP ---------------------------------------------------------------------------------

describe("NLP libraries", () => {
	it("allennlp: a predictor from hf:// with passage and question for QA", () => {
		const qa = all("allennlp", { id: "allenai/bidaf-elmo", pipeline_tag: "question-answering" });
		expect(qa).toContain('Predictor.from_path("hf://allenai/bidaf-elmo")');
		expect(qa).toContain('predictor_input = {"passage": ');
		expect(qa).toContain('"question": "Who stars in The Matrix?"');
		expect(qa).toContain("predictor.predict_json(predictor_input)");
		expect(all("allennlp", { id: "a/tagger" })).toContain('predictor_input = {"sentence": ');
	});

	it("spacy gives a pipeline a sentence in its own language", () => {
		expect(all("spacy", { id: "spacy/de_core_news_sm" })).toContain(`doc = nlp("${SPACY_SENTENCES.de}")`);
		expect(all("spacy", { id: "spacy/en_core_web_sm" })).toContain(
			'doc = nlp("George Washington went to Washington to meet the Senate.")',
		);
		expect(all("spacy", { id: "spacy/xx_ent_wiki_sm" })).toContain("George Washington");
		expect(all("spacy", { id: "spacy/de_core_news_sm", widgetData: [{ text: "Hallo Welt" }] })).toContain(
			'doc = nlp("Hallo Welt")',
		);
	});

	it("spacy installs the wheel from the repository and loads the package by name", () => {
		const code = all("spacy", { id: "spacy/en_core_web_sm" });
		expect(code).toContain(
			"# pip install https://huggingface.co/spacy/en_core_web_sm/resolve/main/en_core_web_sm-any-py3-none-any.whl",
		);
		expect(code).toContain('nlp = spacy.load("en_core_web_sm")');
	});

	it("flair, stanza, fasttext and bm25s call their loaders", () => {
		expect(all("flair", { id: "flair/ner-english" })).toContain('Classifier.load("flair/ner-english")');
		expect(all("stanza", { id: "stanfordnlp/stanza-fr" })).toContain('stanza.Pipeline("fr")');
		expect(all("fasttext", { id: "facebook/fasttext-language-identification" })).toContain(
			'hf_hub_download(repo_id="facebook/fasttext-language-identification", filename="model.bin")',
		);
		expect(all("bm25s", { id: "xhluca/bm25s-nq-index" })).toContain(
			'BM25HF.load_from_hub("xhluca/bm25s-nq-index", load_corpus=True)',
		);
	});
});

// ---- frameworks -------------------------------------------------------------------------------

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

// ---- the whole corpus ---------------------------------------------------------------------------

describe("sample corpus", () => {
	const models = corpus();

	it("has valid extra records", () => {
		for (const raw of EXTRA_SAMPLE_MODEL_FILES["extra-core-libraries"] ?? []) {
			const r = parseModelRecord(raw);
			expect(r.ok, JSON.stringify(r.ok ? "" : r.errors)).toBe(true);
		}
	});

	it("runs every generator on its records: no exception, every snippet parses, every library covered", () => {
		const covered = new Set<string>();
		const snippets: { language: string; code: string; lib: string; id: string }[] = [];
		for (const m of models) {
			const lib = m.library_name;
			if (!lib || !Object.hasOwn(GENERATORS, lib)) continue;
			const out = gen(lib)(m);
			expect(Array.isArray(out), `${lib} ${m.id}`).toBe(true);
			for (const code of out) {
				expect(code.endsWith("\n") && !code.endsWith("\n\n"), `${lib} ${m.id}`).toBe(true);
				snippets.push({ language: languageOf(lib), code, lib, id: m.id });
			}
			if (out.length > 0) covered.add(lib);
		}
		const fails = failuresByLanguage(snippets);
		expect(fails.map((f) => `${snippets[f.index]?.lib} ${snippets[f.index]?.id}: ${f.error}\n${f.code}`)).toEqual([]);
		expect(MY_LIBRARIES.filter((l) => !covered.has(l))).toEqual([]);
	});
});

// ---- names: every Python snippet defines what it uses and uses what it imports ----------------

const PY_NAMES = `
import ast, builtins, json, sys
codes = json.load(sys.stdin)
known = set(dir(builtins))
bad = []
for i, c in enumerate(codes):
    tree = ast.parse(c)
    defined, loaded, imported = set(), set(), {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            (loaded if isinstance(node.ctx, ast.Load) else defined).add(node.id)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            noqa = "noqa: F401" in c.splitlines()[node.lineno - 1]
            for a in node.names:
                name = a.asname or a.name.split(".")[0]
                defined.add(name)
                if not noqa:
                    imported[name] = node.lineno
    for n in sorted(loaded - defined - known):
        bad.append(f"{i}: undefined name {n}")
    for n in sorted(set(imported) - loaded):
        bad.append(f"{i}: unused import {n}")
json.dump(bad, sys.stdout)
`;

describe("Python names", () => {
	it("uses no undefined name and imports nothing unused, on the corpus and the branch records", () => {
		const codes: string[] = [];
		for (const m of corpus()) {
			const lib = m.library_name;
			if (lib && Object.hasOwn(GENERATORS, lib) && languageOf(lib) === "python") codes.push(...gen(lib)(m));
		}
		// The hostile records switch tags and tasks around, reaching the other branches.
		for (const lib of MY_LIBRARIES.filter((l) => languageOf(l) === "python")) {
			for (const m of hostileRecords(lib)) codes.push(...gen(lib)(m));
		}
		const bad = JSON.parse(
			execFileSync("python3", ["-c", PY_NAMES], { input: JSON.stringify(codes), maxBuffer: 1 << 28 }).toString(),
		) as string[];
		expect(bad.map((b) => `${b}\n${codes[Number(b.split(":")[0])]}`)).toEqual([]);
	});
});

// ---- hostile records ----------------------------------------------------------------------------

const NASTY = `'"\\\n\`touch MARKER\`\${x}$(touch MARKER)__import__('os').system('touch MARKER')\u2028`;

function hostileRecords(lib: string): ModelRecord[] {
	const common = {
		library_name: lib,
		widgetData: [
			{
				text: NASTY,
				context: NASTY,
				source_sentence: NASTY,
				sentences: [NASTY, NASTY],
				structured_data: { [NASTY]: [NASTY, 1] },
			},
		],
		cardData: { base_model: NASTY, instance_prompt: NASTY, language: NASTY },
		mask_token: NASTY,
		config: {
			architectures: [NASTY],
			peft: { base_model_name_or_path: NASTY, task_type: "CAUSAL_LM" },
			adapter_transformers: { model_name: NASTY },
			sklearn: { model: { file: NASTY }, model_format: "skops" },
			keras_hub: { tasks: [NASTY, "CausalLM"] },
			diffusers: { _class_name: NASTY },
		},
		transformersInfo: { auto_model: NASTY, processor: NASTY },
		siblings: [{ rfilename: `${NASTY}.gguf` }, { rfilename: `${NASTY}.pth` }, { rfilename: `${NASTY}.litertlm` }],
	};
	const ids = [
		`own'er/na"me${NASTY}`,
		`$(touch MARKER)/\`touch MARKER\``,
		`flux/a\\'); __import__('os').system('touch MARKER`,
		`black-forest-labs/FLUX.1-Fill-dev'"$(touch MARKER)`,
		`stabilityai/stable-video-diffusion-img2vid\\"\n__import__('os').system('touch MARKER')`,
	];
	const branches = ["lora", "controlnet", "textual_inversion", "inpainting", "cross-encoder", "none"];
	const tags = [
		"text-generation",
		"image-text-to-text",
		"text-to-image",
		"image-to-video",
		"question-answering",
		"fill-mask",
		"text-ranking",
		"image-to-image",
		"text-to-video",
		"translation",
		"feature-extraction",
	];
	return ids.flatMap((id, i) =>
		tags.map((pipeline_tag, j) => ({
			...common,
			id,
			pipeline_tag,
			// Vary the branch-selecting tags so every variant meets the hostile values.
			tags: [
				NASTY,
				branches[(i + j) % branches.length] ?? "none",
				...(j % 2 ? ["conversational"] : []),
				...(i % 2 ? ["custom_code"] : []),
			],
		})),
	);
}

const PY_INERT = `
import ast, json, sys
codes = json.load(sys.stdin)
bad = []
for i, c in enumerate(codes):
    try:
        tree = ast.parse(c)
    except SyntaxError as e:
        bad.append(f"{i}: {e}")
        continue
    for node in ast.walk(tree):
        names = []
        if isinstance(node, ast.Name): names.append(node.id)
        if isinstance(node, ast.Attribute): names.append(node.attr)
        if isinstance(node, ast.keyword) and node.arg: names.append(node.arg)
        if isinstance(node, ast.alias): names.append(node.name)
        if isinstance(node, ast.Import) or isinstance(node, ast.ImportFrom):
            names += [a.name for a in node.names]
        for n in names:
            if "MARKER" in n or n in ("__import__", "system"):
                bad.append(f"{i}: identifier {n!r} carries hostile text")
json.dump(bad, sys.stdout)
`;

function jsIdentifiers(code: string): string[] {
	const names: string[] = [];
	const walk = (node: unknown): void => {
		if (!node || typeof node !== "object") return;
		if (Array.isArray(node)) {
			for (const x of node) walk(x);
			return;
		}
		const n = node as { type?: string; name?: string };
		if (n.type === "Identifier" && typeof n.name === "string") names.push(n.name);
		for (const v of Object.values(node)) if (v && typeof v === "object") walk(v);
	};
	walk(parseJs(code, { ecmaVersion: "latest", sourceType: "module" }));
	return names;
}

describe("hostile records", () => {
	it("every snippet still parses and the hostile text stays inside string literals and comments", () => {
		const python: string[] = [];
		for (const lib of MY_LIBRARIES) {
			for (const m of hostileRecords(lib)) {
				const out = gen(lib)(m);
				expect(out.length, lib).toBeGreaterThan(0);
				const lang = languageOf(lib);
				for (const code of out) {
					if (lang === "python") python.push(code);
					else if (lang === "js") {
						expect(jsIdentifiers(code).filter((n) => n.includes("MARKER") || n === "system")).toEqual([]);
					} else {
						// C#: record values only ever appear on `//` comment lines.
						for (const line of code.split("\n"))
							if (line.includes("MARKER")) expect(line.trimStart().startsWith("//")).toBe(true);
					}
				}
			}
		}
		const bad = JSON.parse(
			execFileSync("python3", ["-c", PY_INERT], { input: JSON.stringify(python), maxBuffer: 1 << 28 }).toString(),
		);
		expect(bad).toEqual([]);
	});

	it("transformers.js Kokoro, SpeechT5 and translation branches keep hostile ids and text inert", () => {
		for (const [name, pipeline_tag] of [
			["kokoro", "text-to-speech"],
			["speecht5", "text-to-audio"],
			["nllb", "translation"],
			["m2m100", "translation"],
		] as const) {
			for (const code of run("transformers.js", {
				id: `${name}'"\`${NASTY}`,
				pipeline_tag,
				widgetData: [{ text: NASTY }],
			})) {
				expect(jsIdentifiers(code).filter((n) => n.includes("MARKER") || n === "system")).toEqual([]);
			}
		}
	});

	it("every transformers direct-load body keeps hostile widget text and ids inert", () => {
		const cases: [string, string, string, string[]][] = [
			["visual-question-answering", "AutoModelForVisualQuestionAnswering", "AutoProcessor", ["vilt"]],
			["visual-question-answering", "AutoModelForVisualQuestionAnswering", "AutoProcessor", []],
			["translation", "AutoModelForSeq2SeqLM", "AutoTokenizer", ["nllb"]],
			["summarization", "AutoModelForSeq2SeqLM", "AutoTokenizer", []],
			["text-to-audio", "AutoModelForTextToWaveform", "AutoProcessor", []],
			["text-classification", "AutoModelForSequenceClassification", "AutoTokenizer", []],
			["text-ranking", "AutoModelForSequenceClassification", "AutoTokenizer", []],
			["multiple-choice", "AutoModelForMultipleChoice", "AutoTokenizer", []],
			["table-question-answering", "AutoModelForTableQuestionAnswering", "AutoTokenizer", []],
			["automatic-speech-recognition", "AutoModelForSpeechSeq2Seq", "AutoProcessor", []],
			["video-classification", "AutoModelForVideoClassification", "AutoImageProcessor", []],
			["keypoint-detection", "AutoModelForKeypointMatching", "AutoImageProcessor", []],
			["mask-generation", "AutoModelForMaskGeneration", "AutoProcessor", []],
			["document-question-answering", "AutoModelForDocumentQuestionAnswering", "AutoTokenizer", ["layoutlm"]],
		];
		const python = cases.flatMap(([pipeline_tag, auto_model, processor, tags]) =>
			run("transformers", {
				id: `own'er/na"me${NASTY}`,
				pipeline_tag,
				tags: [...tags, NASTY],
				widgetData: [{ text: NASTY, context: NASTY }],
				transformersInfo: { auto_model, processor },
			}),
		);
		python.push(...run("diffusers", { id: `sd-concepts-library/${NASTY}`, tags: ["textual_inversion"] }));
		const bad = JSON.parse(
			execFileSync("python3", ["-c", PY_INERT], { input: JSON.stringify(python), maxBuffer: 1 << 28 }).toString(),
		);
		expect(bad).toEqual([]);
	});
});

// ---- fuzz -------------------------------------------------------------------------------------

const word = fc.oneof(
	fc.string({ maxLength: 12 }),
	fc.constantFrom(
		"CAUSAL_LM",
		"SEQ_CLS",
		"skops",
		"pickle",
		"CausalLM",
		"lora",
		"controlnet",
		"inpainting",
		"conversational",
		"custom_code",
		NASTY,
	),
);
const recordArb: fc.Arbitrary<ModelRecord> = fc.record(
	{
		id: fc.oneof(
			fc.constantFrom("a/b", "black-forest-labs/FLUX.1-Fill-dev", "stanfordnlp/stanza-en"),
			fc.string({ minLength: 1, maxLength: 30 }),
		),
		pipeline_tag: fc.oneof(
			fc.constantFrom(
				"text-generation",
				"image-text-to-text",
				"text-to-image",
				"image-to-video",
				"fill-mask",
				"text-ranking",
			),
			word,
		),
		tags: fc.array(word, { maxLength: 5 }),
		mask_token: word,
		widgetData: fc.array(
			fc.record(
				{
					text: word,
					context: word,
					source_sentence: word,
					sentences: fc.array(word, { maxLength: 3 }),
					structured_data: fc.dictionary(word, fc.array(fc.jsonValue(), { maxLength: 2 })),
				},
				{ requiredKeys: [] },
			),
			{ maxLength: 2 },
		),
		cardData: fc.record(
			{
				base_model: fc.oneof(word, fc.array(word, { maxLength: 2 })),
				instance_prompt: fc.option(word),
				language: fc.oneof(word, fc.array(word, { maxLength: 2 })),
			},
			{ requiredKeys: [] },
		),
		config: fc.record(
			{
				architectures: fc.array(word, { maxLength: 2 }),
				peft: fc.record({ base_model_name_or_path: word, task_type: word }, { requiredKeys: [] }),
				sklearn: fc.record(
					{ model: fc.record({ file: word }, { requiredKeys: [] }), model_format: word },
					{ requiredKeys: [] },
				),
				keras_hub: fc.record({ tasks: fc.array(word, { maxLength: 3 }) }, { requiredKeys: [] }),
				adapter_transformers: fc.record({ model_name: word }, { requiredKeys: [] }),
				diffusers: fc.record({ _class_name: word }, { requiredKeys: [] }),
			},
			{ requiredKeys: [] },
		),
		transformersInfo: fc.record({ auto_model: word, processor: word }, { requiredKeys: ["auto_model"] }),
		siblings: fc.array(fc.record({ rfilename: word }), { maxLength: 3 }),
	},
	{ requiredKeys: ["id"] },
) as fc.Arbitrary<ModelRecord>;

describe("fuzz", () => {
	it("no exception escapes any generator and every Python snippet parses", () => {
		const python: string[] = [];
		fc.assert(
			fc.property(recordArb, (m) => {
				for (const lib of MY_LIBRARIES) {
					const out = gen(lib)(m);
					if (!Array.isArray(out) || out.some((s) => typeof s !== "string" || !s.endsWith("\n"))) return false;
					if (languageOf(lib) === "python") python.push(...out);
					if (languageOf(lib) === "js")
						for (const s of out) parseJs(s, { ecmaVersion: "latest", sourceType: "module" });
				}
				return true;
			}),
			{ numRuns: 300, seed: 5 },
		);
		const fails = failuresByLanguage(python.map((code) => ({ language: "python", code })));
		expect(fails.slice(0, 3).map((f) => `${f.error}\n${f.code}`)).toEqual([]);
	});
});
