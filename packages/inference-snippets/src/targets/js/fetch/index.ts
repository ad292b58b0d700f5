/**
 * JavaScript, the built-in fetch: renders call.request itself. Files are read with `fs` and
 * sent as raw bytes with their content type (or as a multipart form); byte answers are saved.
 */
import { js, lines } from "@hubkit/catalog/code";
import { hasFileRef } from "../../../body.js";
import type { InferenceCall } from "../../../request.js";
import type { SnippetKind } from "../../../tasks.js";
import { jsAuthorization, jsLiteral, mediaUrlPath, otherHeaders } from "../../common.js";
import { defineTarget, MEDIA_KINDS, namesProvider } from "../../target.js";

export function renderFetch(call: InferenceCall): string {
	const { request, answer } = call;
	const body = request.body;
	const needsFs = body.type !== "json" || hasFileRef(body.value) || answer === "bytes" || answer === "media-url";
	const out = lines();
	if (needsFs) out.add('import fs from "node:fs";').blank();
	if (body.type === "multipart") {
		out.add("const form = new FormData();");
		out.add(
			`form.append(${js.str(body.fileField)}, new Blob([fs.readFileSync(${js.str(body.file)})], { type: ${js.str(body.contentType)} }), ${js.str(body.file)});`,
		);
		for (const [k, v] of Object.entries(body.fields)) out.add(`form.append(${js.str(k)}, ${js.str(v)});`);
		out.blank();
	}
	out.add(`const response = await fetch(${js.str(request.url)}, {`);
	out.add('method: "POST",', 1);
	out.add("headers: {", 1);
	out.add(`Authorization: ${jsAuthorization(call)},`, 2);
	for (const [k, v] of otherHeaders(call)) out.add(`${js.str(k)}: ${js.str(v)},`, 2);
	out.add("},", 1);
	if (body.type === "json") out.add(`body: JSON.stringify(${jsLiteral(body.value)}),`, 1);
	else if (body.type === "bytes") out.add(`body: fs.readFileSync(${js.str(body.file)}),`, 1);
	else out.add("body: form,", 1);
	out.add("});");
	out.add("if (!response.ok) {");
	out.add("throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);", 1);
	out.add("}").blank();
	if (answer === "bytes") {
		out.add("const bytes = Buffer.from(await response.arrayBuffer());");
		out.add(`fs.writeFileSync(${js.str(call.outputFile)}, bytes);`);
		out.add(`console.log(${js.str(`Saved ${call.outputFile}`)});`);
	} else if (answer === "media-url") {
		// The answer names the generated file's URL: download it.
		const path = mediaUrlPath(call.pipelineTag);
		out.add(`const result = /** @type {${path.jsType}} */ (await response.json());`);
		out.add(`const media = await fetch(${path.js});`);
		out.add("if (!media.ok) {");
		out.add("throw new Error(`Download failed with status ${media.status}`);", 1);
		out.add("}");
		out.add(`fs.writeFileSync(${js.str(call.outputFile)}, Buffer.from(await media.arrayBuffer()));`);
		out.add(`console.log(${js.str(`Saved ${call.outputFile}`)});`);
	} else if (answer === "chat") {
		// A JSDoc cast: fetch types the JSON answer as unknown.
		out.add("const completion = /** @type {{ choices: { message: unknown }[] }} */ (await response.json());");
		out.add("console.log(completion.choices[0]?.message);");
	} else {
		out.add("const result = await response.json();");
		out.add("console.log(JSON.stringify(result, null, 2));");
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
	kinds: KINDS,
	supports: (call) => KINDS.has(call.kind) && namesProvider(call),
	render: renderFetch,
});
