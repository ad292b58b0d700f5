/**
 * Python, huggingface_hub's InferenceClient: one helper method per task (`text_classification`,
 * `text_to_image`, `chat.completions.create`, …). Files are passed by path; images come back
 * as PIL images, audio and video as bytes.
 */
import { type JsonValue, lines, type ModelInput, py } from "@hubkit/catalog";
import type { BodyValue } from "../../body.js";
import type { InferenceCall } from "../../request.js";
import { pyLiteral, pyNeedsOs, pyToken } from "../common.js";

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

const PY_KWARG = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function renderHuggingFaceHub(call: InferenceCall): string {
	const method = call.chat ? "chat.completions.create" : call.methods.python;
	if (!method) return "";
	const out = lines();
	if (pyNeedsOs(call)) out.add("import os").blank();
	out.add("from huggingface_hub import InferenceClient").blank();

	out.add("client = InferenceClient(");
	if (call.endpointUrl) {
		out.add(`${call.chat ? "base_url" : "model"}=${py.str(call.endpointUrl)},`, 1);
	} else {
		out.add(`provider=${py.str(call.provider)},`, 1);
	}
	out.add(`api_key=${pyToken(call)},`, 1);
	if (call.billTo) out.add(`bill_to=${py.str(call.billTo)},`, 1);
	out.add(")").blank();

	const args: Arg[] = taskArgs(method, call.input);
	if (!call.endpointUrl || call.chat) args.push(["model", py.str(call.modelId)]);
	if (call.chat) {
		const body = call.request.body;
		if (body.type === "json") {
			for (const k of ["temperature", "max_tokens", "top_p"]) {
				const v = body.value[k];
				if (v !== undefined) args.push([k, pyLiteral(v)]);
			}
		}
		if (call.streaming) args.push(["stream", "True"]);
	} else if (call.parameters) {
		// Task parameters are keyword arguments of the helper; names that are not identifiers cannot be.
		for (const [k, v] of Object.entries(call.parameters)) if (PY_KWARG.test(k)) args.push([k, pyLiteral(v, 1)]);
	}
	const argText = args.map(([k, v]) => `    ${k ? `${k}=` : ""}${v},`).join("\n");
	const target = call.chat ? (call.streaming ? "stream" : "completion") : "result";
	out.add(`${target} = client.${method}(\n${argText}\n)`).blank();

	if (call.chat && call.streaming) {
		out.add("for chunk in stream:");
		out.add('print(chunk.choices[0].delta.content or "", end="")', 1);
	} else if (call.chat) {
		out.add("print(completion.choices[0].message)");
	} else if (IMAGE_METHODS.has(method)) {
		out.add(`# The answer is a PIL image`);
		out.add(`result.save(${py.str(call.outputFile)})`);
	} else if (BYTES_METHODS.has(method)) {
		out.add(`with open(${py.str(call.outputFile)}, "wb") as f:`);
		out.add("f.write(result)", 1);
	} else {
		out.add("print(result)");
	}
	return out.toString();
}
