/**
 * JavaScript, the @huggingface/inference InferenceClient (v4): one helper method per task
 * (`textClassification`, `textToImage`, `chatCompletion`, …). Files are passed as Blobs;
 * Blob answers (images, audio, video) are saved with `fs`.
 */
import type { ModelInput } from "@hubkit/catalog";
import { js, lines } from "@hubkit/catalog/code";
import type { BodyValue } from "../../../body.js";
import { jsClientPolls } from "../../../providers.js";
import type { InferenceCall } from "../../../request.js";
import type { SnippetKind } from "../../../tasks.js";
import { JS_PRINT_COMPLETION, JS_STREAM_LOOP, jsLiteral, jsToken } from "../../common.js";
import { CHAT_KINDS, defineTarget, MEDIA_KINDS } from "../../target.js";
import { HUGGINGFACE_JS_METHODS } from "./methods.js";
import { HUGGINGFACE_JS_PROVIDERS } from "./providers.js";

/** Methods whose answer is a Blob. */
const BLOB_METHODS = new Set([
	"textToImage",
	"imageToImage",
	"imageTextToImage",
	"imageToVideo",
	"imageTextToVideo",
	"textToVideo",
	"textToSpeech",
	"textToAudio",
]);

function blob(file: string, contentType: string): string {
	return `new Blob([fs.readFileSync(${js.str(file)})], { type: ${js.str(contentType)} })`;
}

/** The `inputs` / `parameters` arguments of a helper call, as object entries (JS source). */
const JS_KEY = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const jsKey = (k: string) => (JS_KEY.test(k) ? k : js.str(k));

function taskArgs(method: string, input: ModelInput, parameters: InferenceCall["parameters"]): [string, string][] {
	const out: [string, string][] = [];
	let params: { [key: string]: BodyValue | undefined } | undefined = parameters ? { ...parameters } : undefined;
	switch (input.kind) {
		case "text":
			out.push(["inputs", js.str(input.text)]);
			break;
		case "file":
			out.push(["inputs", blob(input.file, input.contentType)]);
			break;
		case "file-text":
			out.push(["inputs", blob(input.file, input.contentType)]);
			params = { ...params, [input.key]: input.text };
			break;
		case "labels":
			out.push(["inputs", js.str(input.text)]);
			params = { ...params, candidate_labels: input.candidateLabels };
			break;
		case "file-labels":
			out.push(["inputs", blob(input.file, input.contentType)]);
			params = { ...params, candidate_labels: input.candidateLabels };
			break;
		case "json":
			out.push(["inputs", jsLiteral(input.value, 1)]);
			break;
		case "messages":
			out.push(["messages", jsLiteral(input.messages as unknown as BodyValue, 1)]);
			break;
	}
	if (params && Object.keys(params).length > 0) {
		// featureExtraction takes its options beside `inputs`, not under `parameters`.
		if (method === "featureExtraction")
			for (const [k, v] of Object.entries(params)) out.push([jsKey(k), jsLiteral(v, 1)]);
		else out.push(["parameters", jsLiteral(params, 1)]);
	}
	return out;
}

// The constant parts of the program, built once (each call writes only what varies).
const IMPORTS = lines().add('import { InferenceClient } from "@huggingface/inference";').block();
const IMPORTS_FS = lines().addBlock(IMPORTS).add('import fs from "node:fs";').block();
const KEEP_ALIVE = lines()
	.add("// The client waits between status checks on a timer that does not keep Node running:")
	.add("// this interval keeps the script alive until the answer is in.")
	.add("const keepAlive = setInterval(() => {}, 1000);")
	.block();

export function renderHuggingFaceJs(call: InferenceCall): string {
	const method = call.chat
		? call.streaming
			? "chatCompletionStream"
			: "chatCompletion"
		: HUGGINGFACE_JS_METHODS.get(call.pipelineTag);
	if (!method) return "";
	const input = call.input;
	const savesBlob = BLOB_METHODS.has(method);
	const needsFs = savesBlob || input.kind === "file" || input.kind === "file-text" || input.kind === "file-labels";
	const out = lines();
	out.addBlock(needsFs ? IMPORTS_FS : IMPORTS).blank();
	out.put(`const client = new InferenceClient(${jsToken(call)});`).blank();

	const args: [string, string][] = [];
	if (call.endpointUrl) {
		// With an endpoint the client puts `model` in OpenAI-style bodies (chat, and text generation's
		// completions) as given, else the endpoint URL itself, which servers such as vLLM refuse.
		args.push(["endpointUrl", js.str(call.endpointUrl)]);
		if (call.chat || method === "textGeneration") args.push(["model", js.str(call.modelId)]);
	} else {
		args.push(["provider", js.str(call.provider)]);
		args.push(["model", js.str(call.modelId)]);
	}
	args.push(...taskArgs(method, input, call.parameters));
	if (call.chat) {
		const body = call.request.body;
		if (body.type === "json") {
			for (const k of ["temperature", "max_tokens", "top_p"]) {
				const v = body.value[k];
				if (v !== undefined) args.push([k, jsLiteral(v)]);
			}
		}
	}
	// Every argument is written at depth 1 (literals pretty-printed there), so the call is added as it is.
	let argText = "{";
	for (const [k, v] of args) argText += `\n    ${k}: ${v},`;
	argText += "\n}";
	// textToImage's first overload answers a URL string; ask for the Blob explicitly.
	const options: string[] = method === "textToImage" ? ['outputType: "blob"'] : [];
	if (call.billTo) options.push(`billTo: ${js.str(call.billTo)}`);
	const opts = options.length > 0 ? `, {\n${options.map((o) => `    ${o},`).join("\n")}\n}` : "";

	if (call.chat && call.streaming) {
		out.put(`const stream = client.${method}(${argText}${opts});`).blank();
		out.addBlock(JS_STREAM_LOOP);
	} else if (call.chat) {
		out.put(`const completion = await client.${method}(${argText}${opts});`).blank();
		out.addBlock(JS_PRINT_COMPLETION);
	} else {
		// The client waits between polls of a job on an unref'd timer: with nothing else pending,
		// `node file.mjs` would stop at the top-level await (exit code 13) before the answer.
		// A ref'd interval holds the process open until the call settles, either way.
		const polls = !call.endpointUrl && jsClientPolls(call.provider, call.task);
		if (polls) out.addBlock(KEEP_ALIVE);
		const settle = polls ? ".finally(() => clearInterval(keepAlive))" : "";
		out.put(`const output = await client.${method}(${argText}${opts})${settle};`).blank();
		if (savesBlob) {
			out.put(`fs.writeFileSync(${js.str(call.outputFile)}, Buffer.from(await output.arrayBuffer()));`);
			out.put(`console.log(${js.str(`Saved ${call.outputFile}`)});`);
		} else out.add("console.log(output);");
	}
	return out.toString();
}

const KINDS = new Set<SnippetKind>([
	"basic",
	"basicAudio",
	"basicImage",
	...CHAT_KINDS,
	...MEDIA_KINDS,
	"textToAudio",
	"textToSpeech",
	"textToVideo",
]);

/**
 * Audio types @huggingface/inference accepts for fal-ai (it sends audio as a data URL and fal
 * decodes by declared type); with another type (the FLAC sample) the client throws, so no example.
 */
const FAL_AUDIO_TYPES: ReadonlySet<string> = new Set([
	"audio/mpeg",
	"audio/mp3",
	"audio/wav",
	"audio/wave",
	"audio/x-wav",
	"audio/webm",
	"video/webm",
]);

function refusesInput(call: InferenceCall): boolean {
	const input = call.input;
	return (
		call.provider === "fal-ai" &&
		input.kind === "file" &&
		input.contentType.startsWith("audio/") &&
		!FAL_AUDIO_TYPES.has(input.contentType)
	);
}

/** `auto` and custom endpoints need no provider helper. */
const knows = (call: InferenceCall): boolean =>
	call.provider === "auto" || call.via === "endpoint" || HUGGINGFACE_JS_PROVIDERS.has(call.provider);

export const huggingFaceJsTarget = defineTarget({
	language: "js",
	client: "huggingface.js",
	label: "huggingface.js",
	extension: "js",
	executedByLab: true,
	typecheckedByLab: true,
	kinds: KINDS,
	// Providers the client knows; chat, and tasks where it has a helper method and takes the input.
	// A routing policy is the router's model suffix, which this client does not send as written.
	supports: (call) =>
		call.routing === undefined &&
		KINDS.has(call.kind) &&
		knows(call) &&
		(call.chat || (HUGGINGFACE_JS_METHODS.has(call.pipelineTag) && !refusesInput(call))),
	render: renderHuggingFaceJs,
});
