/**
 * Python, fal's own client (`fal_client`, fal-ai only): `subscribe` submits to the queue and
 * waits for the result. Local files are uploaded with `upload_file` first, as fal expects URLs.
 * The client reads the key from the FAL_KEY environment variable unless one is given.
 */
import { lines, py } from "@hubkit/catalog/code";
import type { BodyValue, FileRef } from "../../../body.js";
import type { InferenceCall } from "../../../request.js";
import { pyLiteral } from "../../common.js";
import { defineTarget, MEDIA_KINDS } from "../../target.js";

export function renderFalClient(call: InferenceCall): string {
	// The endpoint id was checked when the call was made (getInferenceCall → falAppId).
	const appId = call.providerModelId;
	const body = call.request.body;
	const args: { [key: string]: BodyValue | undefined } = body.type === "json" ? body.value : {};
	// fal_client talks to fal directly: only a fal key works, so a literal token is used on direct requests only
	// (through the router the token is a hub token, which fal does not accept).
	const token = call.via === "direct" ? call.auth.token : ({ kind: "env", name: "FAL_KEY" } as const);
	const client = token.kind === "literal" ? "client" : "fal_client";
	const out = lines();
	out.add("import fal_client").blank();
	if (token.kind === "literal") out.put(`client = fal_client.SyncClient(key=${py.str(token.value)})`).blank();
	else out.add("# fal_client reads your fal key from the FAL_KEY environment variable").blank();

	// fal takes files as URLs: upload each local file once, then pass its URL.
	const uploads = new Map<string, string>();
	const fileExpr = (f: FileRef): string => {
		let name = uploads.get(f.file);
		if (!name) {
			name = uploads.size === 0 ? "file_url" : `file_url_${uploads.size + 1}`;
			uploads.set(f.file, name);
		}
		return name;
	};
	// Pretty-printed at the depth of `arguments=`, so the line is added as it is.
	const argText = pyLiteral(args, 1, fileExpr);
	for (const [file, name] of uploads) out.put(`${name} = ${client}.upload_file(${py.str(file)})`);
	if (uploads.size > 0) out.blank();

	out.put(`result = ${client}.subscribe(`);
	out.put(`${py.str(appId)},`, 1);
	out.put(`arguments=${argText},`, 1);
	out.add("with_logs=True,", 1);
	out.add(")").blank();
	out.add("print(result)");
	return out.toString();
}

const KINDS = new Set(MEDIA_KINDS);

export const falClientTarget = defineTarget({
	language: "python",
	client: "fal_client",
	label: "fal_client",
	extension: "py",
	// Not installable where the snippet lab runs: its snippets are parsed, not run.
	executedByLab: false,
	typecheckedByLab: false,
	kinds: KINDS,
	// fal's own client talks to fal only: not to another provider, nor to a custom endpoint.
	supports: (call) => KINDS.has(call.kind) && call.provider === "fal-ai" && call.via !== "endpoint",
	render: renderFalClient,
});
