/**
 * Python, `requests`: renders call.request itself. Files are read and sent as raw bytes with
 * their content type (or as a multipart form, or base64 inside JSON); byte answers are saved.
 */
import { lines, py } from "@hubkit/catalog/code";
import { hasFileRef } from "../../../body.js";
import type { InferenceCall } from "../../../request.js";
import type { SnippetKind } from "../../../tasks.js";
import { mediaUrlPath, PY_READ_BASE64, pyAuthorization, pyLiteral, pyNeedsOs } from "../../common.js";
import { CHAT_KINDS, defineTarget, MEDIA_KINDS, namesProvider } from "../../target.js";

// The constant parts of the program, built once (each call writes only what varies).
const READ_BASE64 = lines().add(PY_READ_BASE64).block();
const BYTES_BODY = lines()
	.add("data = f.read()", 1)
	.add("response = requests.post(API_URL, headers=headers, data=data)")
	.block();
const FORM_HEAD = lines().add("response = requests.post(", 1).add("API_URL,", 2).add("headers=headers,", 2).block();
const RAISE = lines().add("response.raise_for_status()").block();
const MEDIA_CHECK = lines().add("media.raise_for_status()").block();
const CHAT_ANSWER = lines().add('print(response.json()["choices"][0]["message"])').block();
const STREAM_ANSWER = lines()
	.add("# The answer is a stream of server-sent events, one JSON chunk per `data:` line")
	.add("for line in response.iter_lines():")
	.add('if not line.startswith(b"data: "):', 1)
	.add("continue", 2)
	.add('data = line[len(b"data: "):]', 1)
	.add('if data == b"[DONE]":', 1)
	.add("break", 2)
	.add("chunk = json.loads(data)", 1)
	.add('if chunk["choices"]:', 1)
	.add('print(chunk["choices"][0]["delta"].get("content") or "", end="", flush=True)', 2)
	.block();
const JSON_ANSWER = lines().add("print(response.json())").block();

export function renderRequests(call: InferenceCall): string {
	const { request, answer } = call;
	const body = request.body;
	const base64 = body.type === "json" && hasFileRef(body.value);
	const out = lines();
	if (base64) out.add("import base64");
	if (answer === "chat-stream") out.add("import json");
	if (pyNeedsOs(call)) out.add("import os");
	out.blank();
	out.add("import requests").blank();
	// PEP 8: two blank lines around a top-level function.
	if (base64) out.blank().add("").addBlock(READ_BASE64).blank().add("");

	out.put(`API_URL = ${py.str(request.url)}`);
	out.add("headers = {");
	out.put(`"Authorization": ${pyAuthorization(call)},`, 1);
	const headers = request.headers;
	for (const k in headers) out.put(`${py.str(k)}: ${py.str(headers[k] as string)},`, 1);
	out.add("}").blank();

	const stream = answer === "chat-stream" ? ", stream=True" : "";
	if (body.type === "json") {
		out.put(`payload = ${pyLiteral(body.value)}`);
		out.put(`response = requests.post(API_URL, headers=headers, json=payload${stream})`);
	} else if (body.type === "bytes") {
		out.put(`with open(${py.str(body.file)}, "rb") as f:`);
		out.addBlock(BYTES_BODY);
	} else {
		out.put(`with open(${py.str(body.file)}, "rb") as f:`);
		out.addBlock(FORM_HEAD);
		out.put(`files={${py.str(body.fileField)}: (${py.str(body.file)}, f, ${py.str(body.contentType)})},`, 2);
		out.put(`data=${pyLiteral(body.fields, 2)},`, 2);
		out.add(")", 1);
	}
	out.addBlock(RAISE).blank();

	if (answer === "bytes") {
		out.put(`with open(${py.str(call.outputFile)}, "wb") as f:`);
		out.add("f.write(response.content)", 1);
	} else if (answer === "media-url") {
		// The answer names the generated file's URL: download it.
		out.add("result = response.json()");
		out.put(`media = requests.get(${mediaUrlPath(call.pipelineTag).py})`);
		out.addBlock(MEDIA_CHECK);
		out.put(`with open(${py.str(call.outputFile)}, "wb") as f:`);
		out.add("f.write(media.content)", 1);
	} else if (answer === "chat") {
		out.addBlock(CHAT_ANSWER);
	} else if (answer === "chat-stream") {
		out.addBlock(STREAM_ANSWER);
	} else {
		out.addBlock(JSON_ANSWER);
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
	"tabular",
	"textToAudio",
	"textToSpeech",
	"zeroShotClassification",
	"zeroShotImageClassification",
]);

export const requestsTarget = defineTarget({
	language: "python",
	client: "requests",
	label: "requests",
	extension: "py",
	executedByLab: true,
	typecheckedByLab: true,
	kinds: KINDS,
	supports: (call) =>
		KINDS.has(call.kind) &&
		namesProvider(call) &&
		// Text-to-image only where the answer is the image itself (other providers answer JSON or a job).
		(call.pipelineTag !== "text-to-image" || call.provider === "hf-inference"),
	render: renderRequests,
});
