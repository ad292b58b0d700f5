/**
 * Shell, curl: renders call.request itself. Raw files go as `--data-binary @file`, forms as
 * `-F`, JSON as one single-quoted word; a file inside JSON is spliced in with `base64`.
 * Byte answers are written with `-o`; streams are printed as they arrive.
 */
import { lines, sh } from "@hubkit/catalog/code";
import { type BodyValue, bodyToJson, type FileRef } from "../../../body.js";
import type { InferenceCall } from "../../../request.js";
import type { SnippetKind } from "../../../tasks.js";
import { MEDIA_ANSWER_FILE, mediaUrlPath, shAuthorization } from "../../common.js";
import { CHAT_KINDS, defineTarget, namesProvider } from "../../target.js";

/** A JSON body as one shell word; embedded files become `$(base64 -w 0 file)` inside double quotes. */
function jsonWord(value: { [key: string]: BodyValue | undefined }): string {
	const files: FileRef[] = [];
	// A marker no JSON string escape can produce: JSON.stringify writes U+0000 as \u0000.
	const marker = (i: number) => `\u0000${i}\u0000`;
	let word = sh.json(
		bodyToJson(value, (f) => {
			files.push(f);
			return marker(files.length - 1);
		}),
	);
	files.forEach((f, i) => {
		const encoded = JSON.stringify(marker(i)).slice(1, -1);
		const prefix = f.encoding === "dataUrl" ? `data:${f.contentType};base64,` : "";
		// Close the single quote, splice a double-quoted command substitution, reopen.
		const splice = `'"${prefix.replace(/["$`\\]/g, "\\$&")}$(base64 -w 0 ${sh.str(f.file)})"'`;
		word = word.replace(encoded, splice);
	});
	return word;
}

/** Arguments after the first go on their own line, one level in. */
const INDENT = "    ";

export function renderCurl(call: InferenceCall): string {
	const { request, answer } = call;
	const body = request.body;
	const out = lines();
	const args: string[] = [sh.str(request.url), "-X POST", `-H ${shAuthorization(call)}`];
	const headers = request.headers;
	for (const k in headers) args.push(`-H ${sh.str(`${k}: ${headers[k]}`)}`);
	// The JSON word is the only argument spanning lines: its lines are indented with the others.
	if (body.type === "json") args.push(`-d ${jsonWord(body.value).replaceAll("\n", `\n${INDENT}`)}`);
	else if (body.type === "bytes") args.push(`--data-binary ${sh.str(`@${body.file}`)}`);
	else {
		args.push(`-F ${sh.str(`${body.fileField}=@${body.file};type=${body.contentType}`)}`);
		for (const [k, v] of Object.entries(body.fields)) args.push(`-F ${sh.str(`${k}=${v}`)}`);
	}
	if (answer === "bytes") args.push(`-o ${sh.str(call.outputFile)}`);
	if (answer === "chat-stream") args.push("--no-buffer");
	// A media-url answer names the generated file: keep it, then download the URL jq reads from it.
	if (answer === "media-url") args.push(`-o ${MEDIA_ANSWER_FILE}`);
	out.put(`curl ${args[0]} \\`);
	const last = args.length - 1;
	for (let i = 1; i <= last; i++) out.put(i === last ? (args[i] as string) : `${args[i]} \\`, 1);
	if (answer === "media-url") {
		const filter = sh.str(mediaUrlPath(call.pipelineTag).jq);
		out.put(`curl "$(jq -r ${filter} ${MEDIA_ANSWER_FILE})" -o ${sh.str(call.outputFile)}`);
	}
	return out.toString();
}

const KINDS = new Set<SnippetKind>(["basic", "basicAudio", "basicImage", ...CHAT_KINDS, "zeroShotClassification"]);

export const curlTarget = defineTarget({
	language: "sh",
	client: "curl",
	label: "curl",
	extension: "sh",
	executedByLab: true,
	typecheckedByLab: false,
	kinds: KINDS,
	supports: (call) => KINDS.has(call.kind) && namesProvider(call),
	render: renderCurl,
});
