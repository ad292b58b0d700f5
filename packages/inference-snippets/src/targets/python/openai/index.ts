/**
 * Python, the `openai` package: chat completions against the router's OpenAI-compatible API
 * (or a provider's / an endpoint's), streaming or not.
 */
import { lines, py } from "@hubkit/catalog/code";
import type { BodyValue } from "../../../body.js";
import type { InferenceCall } from "../../../request.js";
import { pyLiteral, pyNeedsOs, pyToken } from "../../common.js";
import { sdkHeaders } from "../../js/openai/index.js";
import { CHAT_KINDS, defineTarget } from "../../target.js";

export function renderPyOpenAI(call: InferenceCall): string {
	const out = lines();
	if (pyNeedsOs(call)) out.add("import os").blank();
	out.add("from openai import OpenAI").blank();
	out.add("client = OpenAI(");
	out.add(`base_url=${py.str(call.chatBaseUrl ?? "")},`, 1);
	out.add(`api_key=${pyToken(call)},`, 1);
	const headers = sdkHeaders(call);
	if (headers.length > 0) {
		out.add(`default_headers=${pyLiteral(Object.fromEntries(headers))},`, 1);
	}
	out.add(")").blank();
	const body = call.request.body;
	const value: { [key: string]: BodyValue | undefined } = body.type === "json" ? body.value : {};
	const kwargs = Object.entries(value)
		.filter(([, v]) => v !== undefined)
		.map(([k, v]) => `    ${k}=${pyLiteral(v, 1)},`)
		.join("\n");
	const target = call.streaming ? "stream" : "completion";
	out.add(`${target} = client.chat.completions.create(\n${kwargs}\n)`).blank();
	if (call.streaming) {
		out.add("for chunk in stream:");
		out.add("if chunk.choices:", 1);
		out.add('print(chunk.choices[0].delta.content or "", end="")', 2);
	} else {
		out.add("print(completion.choices[0].message)");
	}
	return out.toString();
}

export const pyOpenAITarget = defineTarget({
	language: "python",
	client: "openai",
	label: "openai",
	extension: "py",
	kinds: new Set(CHAT_KINDS),
	supports: (call) => call.chat,
	render: renderPyOpenAI,
});
