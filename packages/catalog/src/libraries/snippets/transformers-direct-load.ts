/**
 * The "load model directly" half of the transformers snippet: after the processor and model
 * are loaded, one call on a realistic input for the auto class, and the result printed. Each
 * body names the extra imports and pip packages it needs, so the program stays complete.
 */
import * as py from "../../code/py.js";
import type { ModelRecord } from "../../model.js";
import { SAMPLE_URLS, tagsOf, widgetText } from "./helpers.js";
import { MAX_NEW_TOKENS, maskedSentencePy, qaInputs, VISION_QUESTION } from "./transformers-pipeline-inputs.js";

/** What a direct-load program runs after loading: extra imports, pip packages and code lines. */
export interface DirectBody {
	imports: string[];
	pip: string[];
	lines: string[];
}

/** The auto class and processor class the record names (both valid Python identifiers). */
export interface AutoInfo {
	auto: string;
	processor?: string;
}

/** Sampling rate the audio examples decode at (the rate of almost every speech checkpoint). */
export const AUDIO_SAMPLING_RATE = 16000;

/** The text the summarization examples condense when the record has no widget text. */
export const SUMMARY_PASSAGE =
	"The tower is 324 metres tall, about the same height as an 81-storey building, and the tallest structure in Paris. Its base is square, measuring 125 metres on each side.";

/** Candidate labels of the zero-shot image examples. */
export const ZERO_SHOT_IMAGE_LABELS = ["a photo of parrots", "a photo of a cat", "a photo of a dog"] as const;

/** Question and answers of the multiple-choice example. */
export const MULTIPLE_CHOICE = {
	prompt: "The chef tasted the soup and reached for the salt because",
	choices: ["it needed more flavour.", "the kitchen was painted blue."],
} as const;

/** Query and documents of the re-ranking example. */
export const RERANK = {
	query: "How many people live in Berlin?",
	documents: ["Berlin has a population of 3,520,031 registered inhabitants.", "Berlin is well known for its museums."],
} as const;

/** The table and question of the table question-answering example (TAPAS takes every cell as text). */
export const TABLE_QA = {
	table: { Repository: ["transformers", "datasets", "tokenizers"], Stars: ["36542", "4512", "3934"] },
	query: "How many stars does the transformers repository have?",
} as const;

/** Comment of a direct load whose inputs are specific to the architecture. */
export const MODEL_SPECIFIC_INPUTS =
	"# The inputs of this architecture are model-specific: prepare them as the model card shows.";

const LOAD_IMAGE = "from transformers.image_utils import load_image";
const LOAD_AUDIO = "from transformers.audio_utils import load_audio";
const LOAD_VIDEO = "from transformers.video_utils import load_video";

const body = (lines: string[], imports: string[] = [], pip: string[] = []): DirectBody => ({ imports, pip, lines });
const imageLine = () => `image = load_image(${py.str(SAMPLE_URLS.image)})`;
const audioLine = () => `audio = load_audio(${py.str(SAMPLE_URLS.audio)}, sampling_rate=${AUDIO_SAMPLING_RATE})`;

/** Tags whose inputs are audio, images or video, so a tokenizer forward pass would be wrong. */
const NON_TEXT_TAGS = new Set([
	"automatic-speech-recognition",
	"audio-classification",
	"audio-to-audio",
	"voice-activity-detection",
	"audio-text-to-text",
	"image-to-text",
	"image-text-to-text",
	"visual-question-answering",
	"video-text-to-text",
	"any-to-any",
]);

/** The question a visual question-answering example asks: the widget's, else ours. */
function visualQuestion(model: ModelRecord): string {
	return widgetText(model, VISION_QUESTION);
}

/** ViLT answers VQA by classifying over a fixed answer set; the other VQA models generate the answer. */
function classifiesAnswers(model: ModelRecord): boolean {
	return tagsOf(model).includes("vilt") || model.config?.model_type === "vilt";
}

function label(logits: string): string {
	return `print(model.config.id2label[${logits}.argmax(-1).item()])`;
}

/** Audio inputs: a feature extractor takes the waveform first; processors take it as `audio=`. */
function audioInputs(info: AutoInfo): string {
	const arg = info.processor === "AutoFeatureExtractor" ? "audio" : "audio=audio";
	return `inputs = processor(${arg}, sampling_rate=${AUDIO_SAMPLING_RATE}, return_tensors="pt")`;
}

/**
 * The body for a non-chat direct load, or undefined when the architecture needs inputs no
 * generic example can build (the caller then prints the config with MODEL_SPECIFIC_INPUTS).
 */
export function directBody(model: ModelRecord, info: AutoInfo, tag: string | undefined): DirectBody | undefined {
	const { auto, processor } = info;
	const nonText = tag !== undefined && NON_TEXT_TAGS.has(tag);

	if (tag === "visual-question-answering" && processor === "AutoProcessor") {
		const question = `question = ${py.str(visualQuestion(model))}`;
		if (classifiesAnswers(model)) {
			return body(
				[
					imageLine(),
					question,
					'inputs = processor(images=image, text=question, return_tensors="pt")',
					"outputs = model(**inputs)",
					label("outputs.logits"),
				],
				[LOAD_IMAGE],
			);
		}
		return body(
			[
				imageLine(),
				question,
				'inputs = processor(images=image, text=question, return_tensors="pt").to(model.device)',
				`outputs = model.generate(**inputs, max_new_tokens=${MAX_NEW_TOKENS})`,
				"print(processor.decode(outputs[0], skip_special_tokens=True))",
			],
			[LOAD_IMAGE],
		);
	}

	if (
		tag === "image-to-text" &&
		processor === "AutoProcessor" &&
		(auto === "AutoModelForImageTextToText" || auto === "AutoModelForSeq2SeqLM" || auto === "AutoModelForCausalLM")
	) {
		return body(
			[
				imageLine(),
				'inputs = processor(images=image, return_tensors="pt").to(model.device)',
				`outputs = model.generate(**inputs, max_new_tokens=${MAX_NEW_TOKENS})`,
				"print(processor.decode(outputs[0], skip_special_tokens=True))",
			],
			[LOAD_IMAGE],
		);
	}

	if (auto === "AutoModelForSpeechSeq2Seq" && tag === "automatic-speech-recognition" && processor) {
		return body(
			[
				audioLine(),
				audioInputs(info),
				"generated_ids = model.generate(**inputs)",
				"print(processor.batch_decode(generated_ids, skip_special_tokens=True)[0])",
			],
			[LOAD_AUDIO],
			["librosa"],
		);
	}
	if (auto === "AutoModelForCTC" && processor && processor !== "AutoTokenizer") {
		return body(
			[
				audioLine(),
				audioInputs(info),
				"logits = model(**inputs).logits",
				"predicted_ids = logits.argmax(dim=-1)",
				"print(processor.batch_decode(predicted_ids)[0])",
			],
			[LOAD_AUDIO],
			["librosa"],
		);
	}
	if (auto === "AutoModelForAudioClassification" && processor && processor !== "AutoTokenizer") {
		return body(
			[audioLine(), audioInputs(info), "logits = model(**inputs).logits", label("logits")],
			[LOAD_AUDIO],
			["librosa"],
		);
	}
	if (processor === "AutoFeatureExtractor" && auto === "AutoModel" && !tag?.startsWith("image")) {
		// Speech encoders (wav2vec2, w2v-BERT…) embed a waveform.
		return body(
			[audioLine(), audioInputs(info), "outputs = model(**inputs)", "print(outputs.last_hidden_state.shape)"],
			[LOAD_AUDIO],
			["librosa"],
		);
	}

	if (
		(tag === "text-to-speech" || tag === "text-to-audio") &&
		processor === "AutoProcessor" &&
		(auto === "AutoModelForTextToWaveform" || auto === "AutoModel")
	) {
		// Bark and MusicGen generate the waveform directly from the processed text.
		return body([
			`inputs = processor(text=[${py.str(widgetText(model, "Hello, my dog is cute and loves to play."))}], return_tensors="pt")`,
			"audio = model.generate(**inputs)",
			"print(audio.shape)",
		]);
	}

	if (auto === "AutoModelForZeroShotImageClassification" && processor === "AutoProcessor") {
		return body(
			[
				imageLine(),
				`labels = ${py.value([...ZERO_SHOT_IMAGE_LABELS], 0)}`,
				'inputs = processor(text=labels, images=image, padding=True, return_tensors="pt")',
				"outputs = model(**inputs)",
				"probabilities = outputs.logits_per_image.softmax(dim=1)[0]",
				"print(dict(zip(labels, probabilities.tolist())))",
			],
			[LOAD_IMAGE],
		);
	}
	if (auto === "AutoModelForZeroShotObjectDetection" && processor === "AutoProcessor") {
		return body(
			[
				imageLine(),
				'inputs = processor(images=image, text=[["a bird", "a branch"]], return_tensors="pt")',
				"outputs = model(**inputs)",
				"results = processor.post_process_grounded_object_detection(outputs, threshold=0.3, target_sizes=[(image.height, image.width)])",
				"print(results[0])",
			],
			[LOAD_IMAGE],
		);
	}
	if (auto === "AutoModelForPoseEstimation" && processor) {
		// Top-down pose estimation: keypoints for each person box (COCO x, y, width, height).
		return body(
			[
				imageLine(),
				"# One box per person, in COCO format (x, y, width, height): here the whole image.",
				"boxes = [[[0, 0, image.width, image.height]]]",
				'inputs = processor(image, boxes=boxes, return_tensors="pt")',
				"# No gradients: the post-processing reads the heatmaps as NumPy arrays.",
				"with torch.no_grad():",
				"    outputs = model(**inputs)",
				"poses = processor.post_process_pose_estimation(outputs, boxes=boxes)",
				'print(poses[0][0]["keypoints"], poses[0][0]["scores"])',
			],
			["import torch", LOAD_IMAGE],
		);
	}
	if (model.config?.model_type === "sam3" && auto === "AutoModel" && processor === "AutoProcessor") {
		// SAM 3 finds every instance of a concept named in text, with a mask and a box for each.
		return body(
			[
				imageLine(),
				'inputs = processor(images=image, text="parrot", return_tensors="pt")',
				"outputs = model(**inputs)",
				'results = processor.post_process_instance_segmentation(outputs, threshold=0.5, mask_threshold=0.5, target_sizes=inputs["original_sizes"].tolist())',
				'print(results[0]["scores"], results[0]["boxes"])',
			],
			[LOAD_IMAGE],
		);
	}
	if (auto === "AutoModelForMaskGeneration" && processor === "AutoProcessor") {
		return body(
			[
				imageLine(),
				"# One point on the object to segment: here the centre of the image.",
				"input_points = [[[image.width // 2, image.height // 2]]]",
				'inputs = processor(images=image, input_points=input_points, return_tensors="pt")',
				"outputs = model(**inputs)",
				"print(outputs.iou_scores)",
			],
			[LOAD_IMAGE],
		);
	}
	if (auto === "AutoModelForVideoClassification" && processor) {
		return body(
			[
				`video, _ = load_video(${py.str(SAMPLE_URLS.video)}, num_frames=model.config.num_frames, backend="pyav")`,
				'inputs = processor(list(video), return_tensors="pt")',
				"logits = model(**inputs).logits",
				label("logits"),
			],
			[LOAD_VIDEO],
			["av"],
		);
	}
	if (auto === "AutoModelForKeypointMatching" && processor) {
		return body(
			[
				imageLine(),
				"# Match the image against a slightly rotated copy of itself.",
				"images = [image, image.rotate(10)]",
				'inputs = processor(images, return_tensors="pt")',
				"outputs = model(**inputs)",
				"sizes = [[(im.height, im.width) for im in images]]",
				"matches = processor.post_process_keypoint_matching(outputs, sizes, threshold=0.2)",
				'print(len(matches[0]["keypoints0"]), "matches")',
			],
			[LOAD_IMAGE],
		);
	}

	if (processor === "AutoTokenizer" && !nonText) {
		if (auto === "AutoModelForQuestionAnswering") {
			// Extractive QA: the answer is the span between the most likely start and end tokens.
			const { question, context } = qaInputs(model);
			return body([
				`inputs = tokenizer(${py.str(question)}, ${py.str(context)}, return_tensors="pt")`,
				"outputs = model(**inputs)",
				"start = outputs.start_logits.argmax()",
				"end = outputs.end_logits.argmax() + 1",
				'print(tokenizer.decode(inputs["input_ids"][0][start:end]))',
			]);
		}
		if (auto === "AutoModelForMultipleChoice") {
			// The model scores (prompt, choice) pairs batched as (1, choices, tokens).
			return body([
				`prompt = ${py.str(MULTIPLE_CHOICE.prompt)}`,
				`choices = ${py.value([...MULTIPLE_CHOICE.choices], 0)}`,
				'inputs = tokenizer([prompt] * len(choices), choices, padding=True, return_tensors="pt")',
				"outputs = model(**{key: value.unsqueeze(0) for key, value in inputs.items()})",
				"print(choices[outputs.logits.argmax().item()])",
			]);
		}
		if (auto === "AutoModelForSequenceClassification" && tag === "text-ranking") {
			return body([
				`query = ${py.str(RERANK.query)}`,
				`documents = ${py.value([...RERANK.documents], 0)}`,
				'inputs = tokenizer([query] * len(documents), documents, padding=True, truncation=True, return_tensors="pt")',
				"scores = model(**inputs).logits.view(-1)",
				"print(scores)",
			]);
		}
		if (auto === "AutoModelForTableQuestionAnswering") {
			return body(
				[
					`table = pd.DataFrame(${py.value(TABLE_QA.table, 0)})`,
					`inputs = tokenizer(table=table, queries=[${py.str(TABLE_QA.query)}], padding="max_length", return_tensors="pt")`,
					"outputs = model(**inputs)",
					"coordinates = tokenizer.convert_logits_to_predictions(inputs, outputs.logits.detach())[0]",
					"print([table.iat[cell] for cell in coordinates[0]])",
				],
				["import pandas as pd"],
				["pandas"],
			);
		}
		if (auto === "AutoModelForMaskedLM") {
			// The most likely token at the mask position.
			return body([
				`inputs = tokenizer(${maskedSentencePy(model, "tokenizer")}, return_tensors="pt")`,
				"logits = model(**inputs).logits",
				'mask_index = (inputs["input_ids"][0] == tokenizer.mask_token_id).nonzero()[0]',
				"print(tokenizer.decode(logits[0, mask_index].argmax(dim=-1)))",
			]);
		}
		if (auto === "AutoModelForTokenClassification") {
			// One label per token.
			return body([
				`inputs = tokenizer(${py.str(widgetText(model, "My name is Clara and I live in Berkeley, California."))}, return_tensors="pt")`,
				"predictions = model(**inputs).logits.argmax(dim=-1)[0].tolist()",
				'tokens = tokenizer.convert_ids_to_tokens(inputs["input_ids"][0])',
				"print([(token, model.config.id2label[p]) for token, p in zip(tokens, predictions)])",
			]);
		}
		const sentence = py.str(widgetText(model, "The quick brown fox jumps over the lazy dog."));
		const result =
			auto === "AutoModelForSequenceClassification" && tag === "text-classification"
				? label("outputs.logits")
				: auto === "AutoModel"
					? "print(outputs.last_hidden_state.shape)  # one embedding per token"
					: "print(outputs)";
		// Encoder models run a forward pass on a tokenized sentence.
		return body([`inputs = tokenizer(${sentence}, return_tensors="pt")`, "outputs = model(**inputs)", result]);
	}

	if (processor === "AutoImageProcessor" || (processor === "AutoFeatureExtractor" && tag?.startsWith("image"))) {
		// Vision models run a forward pass on the preprocessed sample image.
		const result = auto === "AutoModelForImageClassification" ? label("outputs.logits") : "print(outputs)";
		return body(
			[imageLine(), 'inputs = processor(images=image, return_tensors="pt")', "outputs = model(**inputs)", result],
			[LOAD_IMAGE],
		);
	}
	return undefined;
}

/**
 * The table question as a seq2seq table model (TAPEX) reads it: the question, then the table
 * flattened as "col : … row 1 : …", in lower case; transformers 4's TapexTokenizer did this and
 * transformers 5 removed it, so the snippet passes the flattened text itself.
 */
export function flatTableQuestion(): string {
	const columns = Object.keys(TABLE_QA.table) as (keyof typeof TABLE_QA.table)[];
	const rows = TABLE_QA.table[columns[0] as keyof typeof TABLE_QA.table].map(
		(_, i) => `row ${i + 1} : ${columns.map((c) => TABLE_QA.table[c][i]).join(" | ")}`,
	);
	return `${TABLE_QA.query} col : ${columns.join(" | ")} ${rows.join(" ")}`.toLowerCase();
}

/** Whether a direct example asks flatTableQuestion(): a seq2seq model (TAPEX) tagged for table QA. */
export const asksFlatTable = (auto: string, tag: string | undefined): boolean =>
	tag === "table-question-answering" && auto === "AutoModelForSeq2SeqLM";

/** The prompt a seq2seq or causal LM direct example completes: the widget's, else one fitting the task. */
export function generationPrompt(model: ModelRecord, auto: string, tag: string | undefined): string {
	if (asksFlatTable(auto, tag)) return flatTableQuestion();
	const fallback =
		tag === "summarization"
			? SUMMARY_PASSAGE
			: auto === "AutoModelForSeq2SeqLM"
				? "Translate English to German: How old are you?"
				: "Once upon a time,";
	return widgetText(model, fallback);
}
