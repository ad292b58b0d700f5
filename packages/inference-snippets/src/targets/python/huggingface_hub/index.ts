/**
 * Python, huggingface_hub's InferenceClient: one helper method per task (`text_classification`,
 * `text_to_image`, `chat.completions.create`, …). Files are passed by path; images come back
 * as PIL images, audio and video as bytes.
 */
import type { JsonValue, ModelInput } from "@hubkit/catalog";
import { lines, py } from "@hubkit/catalog/code";
import type { BodyValue } from "../../../body.js";
import type { InferenceCall } from "../../../request.js";
import type { SnippetKind } from "../../../tasks.js";
import { PY_PRINT_COMPLETION, pyLiteral, pyNeedsOs, pyToken } from "../../common.js";
import { CHAT_KINDS, defineTarget, MEDIA_KINDS } from "../../target.js";
import { HUB_PYTHON_METHODS } from "./methods.js";
import { HUB_PYTHON_TASKS } from "./providers.js";

/** Methods answering a PIL image, and methods answering bytes. */
const IMAGE_METHODS = new Set(["text_to_image", "image_to_image"]);
const BYTES_METHODS = new Set(["text_to_speech", "text_to_video", "image_to_video"]);

type Arg = [name: string | undefined, source: string];

function field(value: { [key: string]: JsonValue }, key: string): JsonValue {
	return Object.hasOwn(value, key) ? (value[key] ?? null) : null;
}

/** Positional and keyword arguments of the helper call (Python source). */
function taskArgs(method: string, input: ModelInput): Arg[] {
	switch (input.kind) {
		case "text":
			return [[undefined, py.str(input.text)]];
		case "file":
			return [[undefined, py.str(input.file)]];
		case "file-text":
			return [
				[undefined, py.str(input.file)],
				[input.key, py.str(input.text)],
			];
		case "labels":
			return [
				[undefined, py.str(input.text)],
				["candidate_labels", pyLiteral(input.candidateLabels, 1)],
			];
		case "file-labels":
			return [
				[undefined, py.str(input.file)],
				["candidate_labels", pyLiteral(input.candidateLabels, 1)],
			];
		case "messages":
			return [["messages", pyLiteral(input.messages as unknown as BodyValue, 1)]];
		case "json": {
			const v = input.value;
			switch (method) {
				case "question_answering":
					return [
						["question", pyLiteral(field(v, "question"), 1)],
						["context", pyLiteral(field(v, "context"), 1)],
					];
				case "table_question_answering":
					return [
						["table", pyLiteral(field(v, "table"), 1)],
						["query", pyLiteral(field(v, "query"), 1)],
					];
				case "sentence_similarity":
					return [
						["sentence", pyLiteral(field(v, "source_sentence"), 1)],
						["other_sentences", pyLiteral(field(v, "sentences"), 1)],
					];
				case "tabular_classification":
				case "tabular_regression":
					return [["table", pyLiteral(Object.hasOwn(v, "data") ? field(v, "data") : v, 1)]];
				default:
					return [[undefined, py.str(JSON.stringify(v))]];
			}
		}
	}
}

/**
 * Keyword arguments of each helper (huggingface_hub 2.0 InferenceClient), so that task
 * parameters become real arguments; other names go to `extra_body` where the helper takes one.
 */
const HUB_KWARGS: Readonly<Record<string, readonly string[]>> = {
	text_classification: ["top_k", "function_to_apply"],
	token_classification: ["aggregation_strategy", "ignore_labels", "stride"],
	table_question_answering: ["padding", "sequential", "truncation"],
	question_answering: [
		"align_to_words",
		"doc_stride",
		"handle_impossible_answer",
		"max_answer_len",
		"max_question_len",
		"max_seq_len",
		"top_k",
	],
	translation: ["src_lang", "tgt_lang", "clean_up_tokenization_spaces", "truncation", "generate_parameters"],
	summarization: ["clean_up_tokenization_spaces", "generate_parameters", "truncation"],
	feature_extraction: ["normalize", "prompt_name", "truncate", "truncation_direction", "dimensions", "encoding_format"],
	text_generation: [
		"details",
		"adapter_id",
		"best_of",
		"decoder_input_details",
		"do_sample",
		"frequency_penalty",
		"grammar",
		"max_new_tokens",
		"repetition_penalty",
		"return_full_text",
		"seed",
		"stop",
		"temperature",
		"top_k",
		"top_n_tokens",
		"top_p",
		"truncate",
		"typical_p",
		"watermark",
	],
	fill_mask: ["targets", "top_k"],
	text_to_speech: [
		"do_sample",
		"early_stopping",
		"epsilon_cutoff",
		"eta_cutoff",
		"max_length",
		"max_new_tokens",
		"min_length",
		"min_new_tokens",
		"num_beam_groups",
		"num_beams",
		"penalty_alpha",
		"temperature",
		"top_k",
		"top_p",
		"typical_p",
		"use_cache",
	],
	audio_classification: ["top_k", "function_to_apply"],
	image_classification: ["function_to_apply", "top_k"],
	object_detection: ["threshold"],
	image_segmentation: ["mask_threshold", "overlap_mask_area_threshold", "subtask", "threshold"],
	text_to_image: ["negative_prompt", "height", "width", "num_inference_steps", "guidance_scale", "scheduler", "seed"],
	image_to_image: ["negative_prompt", "num_inference_steps", "guidance_scale", "target_size"],
	image_to_video: ["negative_prompt", "num_frames", "num_inference_steps", "guidance_scale", "seed", "target_size"],
	text_to_video: ["guidance_scale", "negative_prompt", "num_frames", "num_inference_steps", "seed"],
	document_question_answering: [
		"doc_stride",
		"handle_impossible_answer",
		"lang",
		"max_answer_len",
		"max_question_len",
		"max_seq_len",
		"top_k",
		"word_boxes",
	],
};
/** Helpers that forward unknown parameters in `extra_body`. */
const EXTRA_BODY = new Set(["text_to_speech", "automatic_speech_recognition", "text_to_image", "text_to_video"]);

/** Task parameters as keyword arguments; the names the helper does not take, for a comment. */
function parameterArgs(
	method: string,
	parameters: InferenceCall["parameters"],
	taken: ReadonlySet<string>,
): [Arg[], string[]] {
	const args: Arg[] = [];
	const extra: { [key: string]: JsonValue } = {};
	const dropped: string[] = [];
	const known = new Set(HUB_KWARGS[method] ?? []);
	for (const [k, v] of Object.entries(parameters ?? {})) {
		if (known.has(k) && !taken.has(k)) args.push([k, pyLiteral(v, 1)]);
		else if (EXTRA_BODY.has(method)) extra[k] = v;
		else dropped.push(k);
	}
	if (Object.keys(extra).length > 0) args.push(["extra_body", pyLiteral(extra, 1)]);
	return [args, dropped];
}

/**
 * The parameters plus the voice the computed call sends: Together's speech route needs one and
 * huggingface_hub sets no default, so the snippet passes it (it reaches the body via extra_body).
 */
function withVoice(call: InferenceCall): InferenceCall["parameters"] {
	const body = call.request.body;
	const voice = body.type === "json" ? body.value.voice : undefined;
	if (call.provider !== "together" || call.task !== "text-to-speech" || typeof voice !== "string")
		return call.parameters;
	if (call.parameters?.voice !== undefined) return call.parameters;
	return { ...call.parameters, voice };
}

// The constant parts of the program, built once (each call writes only what varies).
const IMPORT_OS = lines().add("import os").block();
const IMPORT_CLIENT = lines().add("from huggingface_hub import InferenceClient").block();
const STREAM_LOOP = lines()
	.add("for chunk in stream:")
	.add('print(chunk.choices[0].delta.content or "", end="")', 1)
	.block();

export function renderHuggingFaceHub(call: InferenceCall): string {
	const method = call.chat ? "chat.completions.create" : HUB_PYTHON_METHODS.get(call.pipelineTag);
	if (!method) return "";
	const out = lines();
	if (pyNeedsOs(call)) out.addBlock(IMPORT_OS).blank();
	out.addBlock(IMPORT_CLIENT).blank();
	if (method === "feature_extraction")
		out.add("# feature_extraction answers a numpy array: it needs numpy installed (pip install numpy)");

	out.add("client = InferenceClient(");
	if (call.endpointUrl) {
		out.put(`${call.chat ? "base_url" : "model"}=${py.str(call.endpointUrl)},`, 1);
	} else {
		out.put(`provider=${py.str(call.provider)},`, 1);
	}
	out.put(`api_key=${pyToken(call)},`, 1);
	if (call.billTo) out.put(`bill_to=${py.str(call.billTo)},`, 1);
	out.add(")").blank();

	const args: Arg[] = taskArgs(method, call.input);
	const model: Arg = ["model", py.str(call.modelId)];
	// Chat reads best with the model first, as the OpenAI-style API puts it; task helpers take their input first.
	if (call.chat) args.unshift(model);
	else if (!call.endpointUrl) args.push(model);
	if (call.chat) {
		const body = call.request.body;
		if (body.type === "json") {
			for (const k of ["temperature", "max_tokens", "top_p"]) {
				const v = body.value[k];
				if (v !== undefined) args.push([k, pyLiteral(v)]);
			}
		}
		if (call.streaming) args.push(["stream", "True"]);
	} else if (withVoice(call)) {
		const [extra, dropped] = parameterArgs(method, withVoice(call), new Set(args.map(([k]) => k ?? "")));
		args.push(...extra);
		if (dropped.length > 0) out.add(`# Not arguments of ${method}, left out: ${py.comment(dropped.join(", "))}`);
	}
	// Every argument is written at depth 1 (literals pretty-printed there), so the call is added as it is.
	let argText = "";
	for (const [k, v] of args) argText += k ? `\n    ${k}=${v},` : `\n    ${v},`;
	const target = call.chat ? (call.streaming ? "stream" : "completion") : "result";
	out.put(`${target} = client.${method}(${argText}\n)`).blank();

	if (call.chat && call.streaming) {
		out.addBlock(STREAM_LOOP);
	} else if (call.chat) {
		out.addBlock(PY_PRINT_COMPLETION);
	} else if (IMAGE_METHODS.has(method)) {
		out.put(`# The answer is a PIL image`);
		out.put(`result.save(${py.str(call.outputFile)})`);
	} else if (BYTES_METHODS.has(method)) {
		out.put(`with open(${py.str(call.outputFile)}, "wb") as f:`);
		out.add("f.write(result)", 1);
	} else {
		out.add("print(result)");
	}
	return out.toString();
}

const KINDS = new Set<SnippetKind>([
	"basic",
	"basicAudio",
	"basicImage",
	...CHAT_KINDS,
	"documentQuestionAnswering",
	...MEDIA_KINDS,
	"questionAnswering",
	"tableQuestionAnswering",
	"textToSpeech",
	"textToVideo",
]);

/** HUB_PYTHON_TASKS as sets, built once (every call asks). */
const SERVED: ReadonlyMap<string, ReadonlySet<string>> = new Map(
	Object.entries(HUB_PYTHON_TASKS).map(([provider, tasks]) => [provider, new Set(tasks)]),
);

/** Whether the InferenceClient serves the call's (provider, task): `auto` and endpoints always. */
function serves(call: InferenceCall): boolean {
	if (call.provider === "auto" || call.via === "endpoint") return true;
	return SERVED.get(call.provider)?.has(call.task) === true;
}

export const huggingFaceHubTarget = defineTarget({
	language: "python",
	client: "huggingface_hub",
	label: "huggingface_hub",
	extension: "py",
	executedByLab: true,
	typecheckedByLab: true,
	kinds: KINDS,
	// Chat, and tasks where it has a helper method, on the (provider, task) pairs it serves.
	// A routing policy is the router's model suffix, which this client does not send as written.
	supports: (call) =>
		call.routing === undefined &&
		KINDS.has(call.kind) &&
		(call.chat || HUB_PYTHON_METHODS.has(call.pipelineTag)) &&
		serves(call),
	render: renderHuggingFaceHub,
});
