/**
 * Python, the `openai` package: chat completions against the router's OpenAI-compatible API
 * (or a provider's / an endpoint's), streaming or not.
 */
import { lines, py } from "@hubkit/catalog/code";
import type { BodyValue } from "../../../body.js";
import type { InferenceCall } from "../../../request.js";
import { openAIDefaultHeaders, PY_PRINT_COMPLETION, pyLiteral, pyNeedsOs, pyToken } from "../../common.js";
import { CHAT_KINDS, defineTarget } from "../../target.js";

const IMPORT_OS = lines().add("import os").block();
const CLIENT = lines().add("from openai import OpenAI").blank().add("client = OpenAI(").block();
const STREAM_LOOP = lines()
	.add("for chunk in stream:")
	.add("if chunk.choices:", 1)
	.add('print(chunk.choices[0].delta.content or "", end="")', 2)
	.block();

export function renderPyOpenAI(call: InferenceCall): string {
	const out = lines();
	if (pyNeedsOs(call)) out.addBlock(IMPORT_OS).blank();
	out.addBlock(CLIENT);
	out.put(`base_url=${py.str(call.chatBaseUrl ?? "")},`, 1);
	out.put(`api_key=${pyToken(call)},`, 1);
	const headers = openAIDefaultHeaders(call);
	if (headers.length > 0) {
		out.put(`default_headers=${pyLiteral(Object.fromEntries(headers), 1)},`, 1);
	}
	out.add(")").blank();
	const body = call.request.body;
	const value: { [key: string]: BodyValue | undefined } = body.type === "json" ? body.value : {};
	// One keyword argument per body field, each pretty-printed at the call's depth.
	let kwargs = "";
	for (const k in value) {
		const v = value[k];
		if (v !== undefined) kwargs += `\n    ${k}=${pyLiteral(v, 1)},`;
	}
	out.put(`${call.streaming ? "stream" : "completion"} = client.chat.completions.create(${kwargs}\n)`).blank();
	out.addBlock(call.streaming ? STREAM_LOOP : PY_PRINT_COMPLETION);
	return out.toString();
}

export const pyOpenAITarget = defineTarget({
	language: "python",
	client: "openai",
	label: "openai",
	extension: "py",
	executedByLab: true,
	typecheckedByLab: true,
	kinds: new Set(CHAT_KINDS),
	supports: (call) => call.chat,
	render: renderPyOpenAI,
});
