/**
 * Library snippets of 🤗 transformers, transformers.js, PEFT and the libraries built on transformers:
 * the product's rules and fallback texts, each branch on realistic records, and hostile values.
 */

import { getSampleModel, SAMPLE_MODELS } from "@hubkit/sample-models";
import { describe, expect, it } from "vitest";
import { FALLBACK, type ModelRecord } from "../src/index.js";
import {
	CHAT_QUESTION,
	MAX_NEW_TOKENS,
	PEFT_AUTO_CLASSES,
	SPEECHT5_SPEAKER_EMBEDDINGS,
	TRANSFORMERS_SNIPPETS,
	VISION_QUESTION,
} from "../src/libraries/snippets/transformers.js";
import { PIPELINE_CALLS, pipelineTask } from "../src/libraries/snippets/transformers-pipeline-inputs.js";
import {
	AUTO_CLASS_MODEL_TYPES,
	PIPELINE_ACCEPTED_CLASSES,
	PIPELINE_AUTO_CLASSES,
} from "../src/libraries/snippets/transformers-pipeline-models.js";
import {
	all,
	expectParses,
	familyChecks,
	jsIdentifiers,
	NASTY,
	pythonInertFailures,
	run,
} from "./helpers/library-snippets.js";

describe("transformers family", () => {
	familyChecks(TRANSFORMERS_SNIPPETS, {
		language: (id) => (id === "transformers.js" ? "js" : "python"),
		pythonNames: true,
	});
});

describe("fallback texts and constants", () => {
	it("spells the fallback texts exactly", () => {
		expect(FALLBACK.unknownModelType).toBe("# ⚠️ Type of model unknown");
		expect(FALLBACK.peftTaskTypeInvalid).toBe("Task type is invalid.");
		expect(FALLBACK.peftBaseModelMissing).toBe("Base model is not found.");
		expect(FALLBACK.sklearnFileMissing).toBe("model file name is not specified in config.json");
		expect(FALLBACK.baseModelPlaceholder).toBe("fill-in-base-model");
	});

	it("asks chat models the capital of France with 40 new tokens", () => {
		expect(CHAT_QUESTION).toBe("What is the capital of France?");
		expect(MAX_NEW_TOKENS).toBe(40);
	});
});

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

	it("loads records through the auto class that maps their model type, not the one the record names", () => {
		// transformers 5's AutoModelForImageSegmentation maps only DETR: SegFormer is semantic, Mask2Former
		// universal; no extractive document-QA head maps Donut (a vision-encoder-decoder that generates);
		// AutoModel has no bare Qwen3-Omni.
		for (const [id, named, auto] of [
			[
				"nvidia/segformer-b0-finetuned-ade-512-512",
				"AutoModelForImageSegmentation",
				"AutoModelForSemanticSegmentation",
			],
			[
				"facebook/mask2former-swin-large-ade-semantic",
				"AutoModelForImageSegmentation",
				"AutoModelForUniversalSegmentation",
			],
			[
				"naver-clova-ix/donut-base-finetuned-docvqa",
				"AutoModelForDocumentQuestionAnswering",
				"AutoModelForImageTextToText",
			],
			["Qwen/Qwen3-Omni-30B-A3B-Instruct", "AutoModel", "AutoModelForMultimodalLM"],
		] as const) {
			const record = getSampleModel(id);
			expect(record?.transformersInfo?.auto_model).toBe(named);
			const code = direct_(record ?? { id });
			expect(code).toContain(`model = ${auto}.from_pretrained(${JSON.stringify(id)})`);
			expect(code).not.toContain(`${named}.from_pretrained`);
		}
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
		for (const m of SAMPLE_MODELS.filter((r) => r.library_name === "transformers"))
			for (const code of run("transformers", m)) expect(code, m.id).toContain("print(");
	});

	it("asks the tokenizer for its mask token when the record names none, instead of guessing BERT's", () => {
		// mmBERT's tokenizer masks with <mask>: a guessed [MASK] finds no mask position and fails.
		const record = {
			id: "jhu-clsp/mmBERT-base",
			pipeline_tag: "fill-mask",
			transformersInfo: { auto_model: "AutoModelForMaskedLM", processor: "AutoTokenizer" },
		};
		const all = run("transformers", record).join("\n");
		expect(all).toContain('print(pipe(f"Paris is the {pipe.tokenizer.mask_token} of France."))');
		expect(all).toContain('inputs = tokenizer(f"Paris is the {tokenizer.mask_token} of France.", return_tensors="pt")');
		expect(all).not.toContain("[MASK]");
		// A record that names its mask token keeps it literally.
		expect(run("transformers", { ...record, mask_token: "<mask>" }).join("\n")).toContain(
			'"Paris is the <mask> of France."',
		);
	});

	it("predicts the masked token and labels each token in the direct loads", () => {
		const bert = direct_({
			id: "google-bert/bert-base-uncased",
			pipeline_tag: "fill-mask",
			mask_token: "[MASK]",
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

describe("transformers pipeline example: only for models the task's pipeline runs", () => {
	const pipelineOf = (m: Partial<ModelRecord> & { id: string }) =>
		run("transformers", m).find((code) => code.includes("from transformers import pipeline"));

	it("gives XCLIP (zero-shot video-text, tagged video-classification) the direct load only", () => {
		// transformers' video-classification pipeline loads AutoModelForVideoClassification, which has no XCLIP.
		const xclip = getSampleModel("microsoft/xclip-base-patch32");
		expect(xclip?.pipeline_tag).toBe("video-classification");
		const snippets = run("transformers", xclip ?? { id: "microsoft/xclip-base-patch32" });
		expect(snippets).toHaveLength(1);
		expect(snippets[0]).not.toContain("pipeline(");
		expect(snippets[0]).toContain('model = AutoModel.from_pretrained("microsoft/xclip-base-patch32")');
		expect(snippets[0]).toContain("print(model.config)");
		expectParses("transformers", snippets);
	});

	it("gives SpeechT5's pipeline the speaker embeddings it cannot speak without", () => {
		// transformers' text-to-audio pipeline raises for SpeechT5 when forward_params lack them.
		const code = pipelineOf({
			id: "microsoft/speecht5_tts",
			pipeline_tag: "text-to-speech",
			config: { model_type: "speecht5" },
		});
		expect(code).toContain(`urlopen("${SPEECHT5_SPEAKER_EMBEDDINGS}")`);
		expect(code).toContain('forward_params={"speaker_embeddings": speaker.unsqueeze(0)}');
		const other = pipelineOf({
			id: "facebook/mms-tts-eng",
			pipeline_tag: "text-to-speech",
			config: { model_type: "vits" },
		});
		expect(other).not.toContain("speaker_embeddings");
		expectParses("transformers", [code ?? ""]);
	});

	it("loads SAM 3 through AutoModel and prompts it with text, as transformers 5 maps it", () => {
		// AutoModelForMaskGeneration maps only SAM 3's trackers: loading facebook/sam3 through it fails.
		const sam3 = getSampleModel("facebook/sam3");
		expect(sam3?.config?.model_type).toBe("sam3");
		const [code] = run("transformers", sam3 ?? { id: "facebook/sam3" });
		expect(code).toContain('model = AutoModel.from_pretrained("facebook/sam3")');
		expect(code).not.toContain("AutoModelForMaskGeneration");
		expect(code).toContain('processor(images=image, text="parrot", return_tensors="pt")');
		expect(code).toContain("processor.post_process_instance_segmentation(outputs");
	});

	it("loads VitPose, whose record names no auto class, through the pose-estimation class", () => {
		// AutoModel does not map vitpose in transformers 5: the old AutoModel fallback failed to load it.
		const vitpose = getSampleModel("usyd-community/vitpose-base-simple");
		expect(vitpose?.config?.model_type).toBe("vitpose");
		const [code] = run("transformers", vitpose ?? { id: "usyd-community/vitpose-base-simple" });
		expect(code).toContain('model = AutoModelForPoseEstimation.from_pretrained("usyd-community/vitpose-base-simple")');
		expect(code).toContain("processor.post_process_pose_estimation(outputs, boxes=boxes)");
		expect(code).not.toContain("AutoModel.from_pretrained");
	});

	it("offers no table pipeline for TAPEX: transformers 5 removed the TapexTokenizer it needs", () => {
		// The lab ran pipeline("table-question-answering") on microsoft/tapex-base: it fails in 5.x.
		const tapex = getSampleModel("microsoft/tapex-base") ?? {
			id: "microsoft/tapex-base",
			pipeline_tag: "table-question-answering",
			config: { model_type: "bart" },
		};
		const snippets = run("transformers", tapex);
		expect(snippets.join("\n")).not.toContain('pipeline("table-question-answering"');
		expect(snippets[0]).toContain('from_pretrained("microsoft/tapex-base")');
		// Its direct load asks the table question the way TAPEX reads it, not a translation prompt.
		expect(snippets[0]).toContain("have? col : repository | stars row 1 : transformers | 36542 row 2 : datasets");
		expect(snippets[0]).not.toContain("Translate English");
	});

	it("keeps the pipeline for a model type the task's auto class maps, or that the pipeline runs after loading it by architecture", () => {
		const videomae = {
			id: "MCG-NJU/videomae-base",
			pipeline_tag: "video-classification",
			config: { model_type: "videomae" },
		};
		expect(pipelineOf(videomae)).toContain('pipeline("video-classification", model="MCG-NJU/videomae-base")');
		// TAPAS is what the table pipeline's auto class maps.
		const tapas = {
			id: "google/tapas-base-finetuned-wtq",
			pipeline_tag: "table-question-answering",
			config: { model_type: "tapas" },
		};
		expect(pipelineOf(tapas)).toContain('pipeline("table-question-answering"');
		// Universal segmentation (EoMT, Mask2Former) through the image-segmentation pipeline.
		const eomt = {
			id: "tue-mps/coco_panoptic_eomt_large_640",
			pipeline_tag: "image-segmentation",
			config: { model_type: "eomt" },
		};
		expect(pipelineOf(eomt)).toContain('pipeline("image-segmentation"');
		// Bark is a text-to-waveform model although its record names AutoModel.
		const bark = {
			id: "suno/bark",
			pipeline_tag: "text-to-speech",
			config: { model_type: "bark" },
			transformersInfo: { auto_model: "AutoModel", processor: "AutoProcessor" },
		};
		expect(pipelineOf(bark)).toContain('pipeline("text-to-audio"');
	});

	it("drops the pipeline for a known model type the task's pipeline does not run", () => {
		const sam3 = {
			id: "facebook/sam3",
			pipeline_tag: "mask-generation",
			config: { model_type: "sam3" },
			transformersInfo: { auto_model: "AutoModelForMaskGeneration", processor: "AutoProcessor" },
		};
		expect(pipelineOf(sam3)).toBeUndefined();
		expect(run("transformers", sam3)).toHaveLength(1);
		const udop = {
			id: "microsoft/udop-large",
			pipeline_tag: "document-question-answering",
			config: { model_type: "udop" },
			transformersInfo: { auto_model: "AutoModelForDocumentQuestionAnswering", processor: "AutoProcessor" },
		};
		expect(pipelineOf(udop)).toBeUndefined();
	});

	it("judges remote code by the auto class its auto_map declares (the record's), and keeps the pipeline when nothing tells", () => {
		const remote = (pipeline_tag: string, auto_model?: string): Partial<ModelRecord> & { id: string } => ({
			id: "owner/remote",
			pipeline_tag,
			tags: ["custom_code"],
			config: { model_type: "not_in_transformers" },
			...(auto_model ? { transformersInfo: { auto_model } } : {}),
		});
		expect(pipelineOf(remote("image-text-to-text", "AutoModelForCausalLM"))).toBeUndefined();
		expect(pipelineOf(remote("text-generation", "AutoModelForCausalLM"))).toContain("trust_remote_code=True");
		expect(pipelineOf(remote("text-generation"))).toContain('pipeline("text-generation"');
		// A native model type under remote code still loads through the task's mapping.
		expect(pipelineOf({ ...remote("text-generation", "AutoModel"), config: { model_type: "llama" } })).toBeDefined();
		// A record naming no architecture at all: the tag decides.
		expect(pipelineOf({ id: "a/b", pipeline_tag: "video-classification" })).toBeDefined();
	});

	it("has a generated table entry for every task a pipeline example calls", () => {
		for (const tag of Object.keys(PIPELINE_CALLS)) {
			const task = pipelineTask(tag);
			const classes = PIPELINE_AUTO_CLASSES[task];
			expect(classes, task).toBeDefined();
			for (const c of [...(classes ?? []), ...(PIPELINE_ACCEPTED_CLASSES[task] ?? [])])
				if (c !== "AutoModel") expect(AUTO_CLASS_MODEL_TYPES[c], `${task}: ${c}`).toMatch(/^\S+( \S+)*$/);
		}
	});
});

describe("transformers.js", () => {
	it("builds a pipeline for the tag from @huggingface/transformers", () => {
		const [code] = run("transformers.js", { id: "Xenova/distilbert-sst2", pipeline_tag: "text-classification" });
		expect(code).toContain('import { pipeline } from "@huggingface/transformers";');
		expect(code).toContain('const pipe = await pipeline("text-classification", "Xenova/distilbert-sst2");');
		expect(code).toContain("console.log(output);");
	});

	it("tells Node users what to pass instead of an audio URL, and only for audio inputs", () => {
		// transformers.js decodes a URL with AudioContext, which Node lacks: the URL alone fails there.
		for (const pipeline_tag of ["automatic-speech-recognition", "audio-classification"]) {
			const code = all("transformers.js", { id: "Xenova/whisper-tiny.en", pipeline_tag });
			expect(code).toContain("in Node (no AudioContext), pass a Float32Array");
			expect(code).toContain("pipe.processor.feature_extractor.config.sampling_rate");
		}
		const text = all("transformers.js", { id: "Xenova/distilbert-sst2", pipeline_tag: "text-classification" });
		expect(text).not.toContain("AudioContext");
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
		// transformers.js 4's pipeline loads no processor for SpeechT5, which cannot speak without it.
		expect(speecht5).toContain('import { AutoProcessor, pipeline } from "@huggingface/transformers";');
		expect(speecht5).toContain('pipe.processor = await AutoProcessor.from_pretrained("Xenova/speecht5_tts");');
		const mms = all("transformers.js", { id: "Xenova/mms-tts-eng", pipeline_tag: "text-to-speech" });
		expect(mms).not.toContain("speaker_embeddings");
		expect(mms).not.toContain("AutoProcessor");
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

describe("hostile records on transformers branches", () => {
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
		expect(pythonInertFailures(python)).toEqual([]);
	});
});
