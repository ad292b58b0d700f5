/**
 * JavaScript, the `openai` package (v6): chat completions against the router's
 * OpenAI-compatible API (or a provider's / an endpoint's), streaming or not.
 */
import { js, lines } from "@hubkit/catalog/code";
import type { BodyValue } from "../../../body.js";
import type { InferenceCall } from "../../../request.js";
import { JS_PRINT_COMPLETION, JS_STREAM_LOOP, jsLiteral, jsToken, openAIDefaultHeaders } from "../../common.js";
import { CHAT_KINDS, defineTarget } from "../../target.js";

const IMPORTS = lines().add('import { OpenAI } from "openai";').blank().add("const client = new OpenAI({").block();

export function renderJsOpenAI(call: InferenceCall): string {
	const out = lines();
	out.addBlock(IMPORTS);
	out.put(`baseURL: ${js.str(call.chatBaseUrl ?? "")},`, 1);
	out.put(`apiKey: ${jsToken(call)},`, 1);
	const headers = openAIDefaultHeaders(call);
	if (headers.length > 0) {
		out.add("defaultHeaders: {", 1);
		for (const [k, v] of headers) out.put(`${js.str(k)}: ${js.str(v)},`, 2);
		out.add("},", 1);
	}
	out.add("});").blank();
	const body = call.request.body;
	const value: { [key: string]: BodyValue | undefined } = body.type === "json" ? body.value : {};
	if (call.streaming) {
		out.put(`const stream = await client.chat.completions.create(${jsLiteral(value)});`).blank();
		out.addBlock(JS_STREAM_LOOP);
	} else {
		out.put(`const completion = await client.chat.completions.create(${jsLiteral(value)});`).blank();
		out.addBlock(JS_PRINT_COMPLETION);
	}
	return out.toString();
}

export const jsOpenAITarget = defineTarget({
	language: "js",
	client: "openai",
	label: "openai",
	extension: "js",
	executedByLab: true,
	typecheckedByLab: true,
	kinds: new Set(CHAT_KINDS),
	supports: (call) => call.chat,
	render: renderJsOpenAI,
});
