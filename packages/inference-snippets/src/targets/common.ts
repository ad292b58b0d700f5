/**
 * Literal writers shared by the targets: a JSON body (which may embed files) as a Python or
 * JavaScript literal, the token / Authorization expressions of each language, and the headers
 * the openai SDKs of both languages are given. Every
 * value goes through the catalog's encoders; only constant text is written directly.
 */
import { js, lines, py, sh } from "@hubkit/catalog/code";
import { type BodyValue, FileRef } from "../body.js";
import type { InferenceCall } from "../request.js";

const PAD = "    ";

/** A JS expression reading `f` as base64 or a data URL (needs `import fs from "node:fs"`). */
export function jsFileExpr(f: FileRef): string {
	const read = `fs.readFileSync(${js.str(f.file)}).toString("base64")`;
	return f.encoding === "base64" ? read : `${js.str(`data:${f.contentType};base64,`)} + ${read}`;
}

/** A Python expression reading `f` as base64 or a data URL (needs the `read_base64` helper). */
export function pyFileExpr(f: FileRef): string {
	const read = `read_base64(${py.str(f.file)})`;
	return f.encoding === "base64" ? read : `${py.str(`data:${f.contentType};base64,`)} + ${read}`;
}

/** The Python helper that pyFileExpr calls. */
export const PY_READ_BASE64 = [
	"def read_base64(path: str) -> str:",
	`${PAD}with open(path, "rb") as f:`,
	`${PAD}${PAD}return base64.b64encode(f.read()).decode("utf-8")`,
].join("\n");

const JS_KEY = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Indentation of each depth, built once (literals are written for every call). */
const PADS: string[] = Array.from({ length: 8 }, (_, i) => PAD.repeat(i));
const padOf = (depth: number): string => PADS[depth] ?? PAD.repeat(depth);

/** A pretty-printed JS literal; FileRefs become file-reading expressions. Continuation lines are not prefixed. */
export function jsLiteral(v: BodyValue | undefined, depth = 0, file: (f: FileRef) => string = jsFileExpr): string {
	if (v === undefined || v === null) return "null";
	if (v instanceof FileRef) return file(v);
	if (typeof v === "string") return js.str(v);
	if (typeof v !== "object") return js.value(v, 0);
	const pad = `\n${padOf(depth + 1)}`;
	if (Array.isArray(v)) {
		if (v.length === 0) return "[]";
		let out = "[";
		for (const x of v) out += `${pad}${jsLiteral(x, depth + 1, file)},`;
		return `${out}\n${padOf(depth)}]`;
	}
	let out = "{";
	for (const k of Object.keys(v)) {
		const x = v[k];
		if (x === undefined) continue;
		out += `${pad}${JS_KEY.test(k) ? k : js.str(k)}: ${jsLiteral(x, depth + 1, file)},`;
	}
	return out === "{" ? "{}" : `${out}\n${padOf(depth)}}`;
}

/** A pretty-printed Python literal; FileRefs become file-reading expressions. */
export function pyLiteral(v: BodyValue | undefined, depth = 0, file: (f: FileRef) => string = pyFileExpr): string {
	if (v === undefined || v === null) return "None";
	if (v instanceof FileRef) return file(v);
	if (typeof v === "string") return py.str(v);
	if (typeof v !== "object") return py.value(v, 0);
	const pad = `\n${padOf(depth + 1)}`;
	if (Array.isArray(v)) {
		if (v.length === 0) return "[]";
		let out = "[";
		for (const x of v) out += `${pad}${pyLiteral(x, depth + 1, file)},`;
		return `${out}\n${padOf(depth)}]`;
	}
	let out = "{";
	for (const k of Object.keys(v)) {
		const x = v[k];
		if (x === undefined) continue;
		out += `${pad}${py.str(k)}: ${pyLiteral(x, depth + 1, file)},`;
	}
	return out === "{" ? "{}" : `${out}\n${padOf(depth)}}`;
}

/** The token as a JS expression. */
export function jsToken(call: InferenceCall): string {
	const t = call.auth.token;
	return t.kind === "literal" ? js.str(t.value) : `process.env.${sh.envName(t.name)}`;
}

/** The Authorization header value as a JS expression. */
export function jsAuthorization(call: InferenceCall): string {
	const t = call.auth.token;
	const scheme = call.auth.scheme;
	return t.kind === "literal" ? js.str(`${scheme} ${t.value}`) : `\`${scheme} \${process.env.${sh.envName(t.name)}}\``;
}

/** The token as a Python expression (`os.environ["HF_TOKEN"]` needs `import os`). */
export function pyToken(call: InferenceCall): string {
	const t = call.auth.token;
	return t.kind === "literal" ? py.str(t.value) : `os.environ[${py.str(sh.envName(t.name))}]`;
}

/** The Authorization header value as a Python expression. */
export function pyAuthorization(call: InferenceCall): string {
	const t = call.auth.token;
	const scheme = call.auth.scheme;
	return t.kind === "literal" ? py.str(`${scheme} ${t.value}`) : `f"${scheme} {os.environ['${sh.envName(t.name)}']}"`;
}

/** Whether the Python snippet reads an environment variable. */
export function pyNeedsOs(call: InferenceCall): boolean {
	return call.auth.token.kind === "env";
}

/** The Authorization header as one shell word (`$HF_TOKEN` expands; a literal token does not). */
export function shAuthorization(call: InferenceCall): string {
	const t = call.auth.token;
	const scheme = call.auth.scheme;
	return t.kind === "literal"
		? sh.str(`Authorization: ${scheme} ${t.value}`)
		: `"Authorization: ${scheme} $${sh.envName(t.name)}"`;
}

/**
 * The headers both openai SDKs are given (`defaultHeaders`, `default_headers`): the call's, but
 * Content-Type, which the SDK writes itself (as it does Authorization).
 */
export function openAIDefaultHeaders(call: InferenceCall): [string, string][] {
	const out: [string, string][] = [];
	const headers = call.request.headers;
	for (const k in headers) if (k !== "Content-Type") out.push([k, headers[k] as string]);
	return out;
}

/** Where a media-url answer (fal's result) names the generated file, in each language. */
export interface MediaUrlPath {
	/** JSDoc type of the parsed answer (fetch types JSON as unknown). */
	jsType: string;
	/** JS expression on `result`. */
	js: string;
	/** Python expression on `result`. */
	py: string;
	/** jq filter on the answer. */
	jq: string;
}

/** fal's result shapes: `images[0].url` (images), `image.url` (masks), `video.url`, `audio.url` (some audio models: `audio_file`). */
export function mediaUrlPath(pipelineTag: string): MediaUrlPath {
	if (pipelineTag.endsWith("-to-video"))
		return {
			jsType: "{ video: { url: string } }",
			js: "result.video.url",
			py: 'result["video"]["url"]',
			jq: ".video.url",
		};
	if (pipelineTag === "text-to-audio")
		return {
			jsType: "{ audio_file?: { url: string }, audio: { url: string } }",
			js: "(result.audio_file ?? result.audio).url",
			py: '(result.get("audio_file") or result["audio"])["url"]',
			jq: "(.audio_file // .audio).url",
		};
	if (pipelineTag === "text-to-speech" || pipelineTag === "audio-to-audio")
		return {
			jsType: "{ audio: { url: string } }",
			js: "result.audio.url",
			py: 'result["audio"]["url"]',
			jq: ".audio.url",
		};
	if (pipelineTag === "image-segmentation")
		return {
			jsType: "{ image: { url: string } }",
			js: "result.image.url",
			py: 'result["image"]["url"]',
			jq: ".image.url",
		};
	return {
		jsType: "{ images: [{ url: string }] }",
		js: "result.images[0].url",
		py: 'result["images"][0]["url"]',
		jq: ".images[0].url",
	};
}

/** Where a media-url snippet keeps fal's JSON answer before downloading the file it names (curl). */
export const MEDIA_ANSWER_FILE = "response.json";

// ---- the OpenAI-compatible chat answer, printed the same way by every client of a language ----

/** JavaScript: print a chat stream's text as it arrives (`stream` from either client). */
export const JS_STREAM_LOOP = lines()
	.add("for await (const chunk of stream) {")
	.add('process.stdout.write(chunk.choices[0]?.delta?.content ?? "");', 1)
	.add("}")
	.block();
/** JavaScript: print a whole chat answer (`completion`). */
export const JS_PRINT_COMPLETION = lines().add("console.log(completion.choices[0]?.message);").block();
/** Python: print a whole chat answer (`completion`). */
export const PY_PRINT_COMPLETION = lines().add("print(completion.choices[0].message)").block();
