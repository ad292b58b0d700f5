/**
 * JavaScript, the built-in fetch: renders call.request itself. Files are read with `fs` and
 * sent as raw bytes with their content type (or as a multipart form); byte answers are saved.
 */
import { js, lines } from "@hubkit/catalog/code";
import { hasFileRef } from "../../../body.js";
import type { InferenceCall } from "../../../request.js";
import type { SnippetKind } from "../../../tasks.js";
import { jsAuthorization, jsLiteral, mediaUrlPath } from "../../common.js";
import { defineTarget, MEDIA_KINDS, namesProvider } from "../../target.js";

// The constant parts of the program, built once (each call writes only what varies).
const IMPORT_FS = lines().add('import fs from "node:fs";').block();
const REQUEST_HEAD = lines().add('method: "POST",', 1).add("headers: {", 1).block();
const CHECK_STATUS = lines()
	.add("});")
	.add("if (!response.ok) {")
	.add("throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);", 1)
	.add("}")
	.block();
const MEDIA_CHECK = lines()
	.add("if (!media.ok) {")
	.add("throw new Error(`Download failed with status ${media.status}`);", 1)
	.add("}")
	.block();
const CHAT_ANSWER = lines()
	// A JSDoc cast: fetch types the JSON answer as unknown.
	.add("const completion = /** @type {{ choices: { message: unknown }[] }} */ (await response.json());")
	.add("console.log(completion.choices[0]?.message);")
	.block();
const JSON_ANSWER = lines()
	.add("const result = await response.json();")
	.add("console.log(JSON.stringify(result, null, 2));")
	.block();

export function renderFetch(call: InferenceCall): string {
	const { request, answer } = call;
	const body = request.body;
	const needsFs = body.type !== "json" || hasFileRef(body.value) || answer === "bytes" || answer === "media-url";
	const out = lines();
	if (needsFs) out.addBlock(IMPORT_FS).blank();
	if (body.type === "multipart") {
		out.add("const form = new FormData();");
		out.put(
			`form.append(${js.str(body.fileField)}, new Blob([fs.readFileSync(${js.str(body.file)})], { type: ${js.str(body.contentType)} }), ${js.str(body.file)});`,
		);
		for (const [k, v] of Object.entries(body.fields)) out.put(`form.append(${js.str(k)}, ${js.str(v)});`);
		out.blank();
	}
	out.put(`const response = await fetch(${js.str(request.url)}, {`);
	out.addBlock(REQUEST_HEAD);
	out.put(`Authorization: ${jsAuthorization(call)},`, 2);
	const headers = request.headers;
	for (const k in headers) out.put(`${js.str(k)}: ${js.str(headers[k] as string)},`, 2);
	out.add("},", 1);
	if (body.type === "json") out.put(`body: JSON.stringify(${jsLiteral(body.value, 1)}),`, 1);
	else if (body.type === "bytes") out.put(`body: fs.readFileSync(${js.str(body.file)}),`, 1);
	else out.add("body: form,", 1);
	out.addBlock(CHECK_STATUS).blank();
	if (answer === "bytes") {
		out.add("const bytes = Buffer.from(await response.arrayBuffer());");
		out.put(`fs.writeFileSync(${js.str(call.outputFile)}, bytes);`);
		out.put(`console.log(${js.str(`Saved ${call.outputFile}`)});`);
	} else if (answer === "media-url") {
		// The answer names the generated file's URL: download it.
		const path = mediaUrlPath(call.pipelineTag);
		out.put(`const result = /** @type {${path.jsType}} */ (await response.json());`);
		out.put(`const media = await fetch(${path.js});`);
		out.addBlock(MEDIA_CHECK);
		out.put(`fs.writeFileSync(${js.str(call.outputFile)}, Buffer.from(await media.arrayBuffer()));`);
		out.put(`console.log(${js.str(`Saved ${call.outputFile}`)});`);
	} else if (answer === "chat") {
		out.addBlock(CHAT_ANSWER);
	} else {
		out.addBlock(JSON_ANSWER);
	}
	return out.toString();
}

// No streaming form: reading server-sent events by hand would hide the call.
const KINDS = new Set<SnippetKind>([
	"basic",
	"basicAudio",
	"basicImage",
	"conversational",
	...MEDIA_KINDS,
	"textToAudio",
	"textToSpeech",
	"zeroShotClassification",
]);

export const fetchTarget = defineTarget({
	language: "js",
	client: "fetch",
	label: "fetch",
	extension: "js",
	executedByLab: true,
	typecheckedByLab: true,
	kinds: KINDS,
	supports: (call) => KINDS.has(call.kind) && namesProvider(call),
	render: renderFetch,
});
