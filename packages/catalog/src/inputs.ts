/**
 * The fixed example input of each task (what a snippet sends when the user gives none).
 * Written by the inference-snippets issue.
 */
import type { ChatMessage, ModelRecord } from "./model.js";
import type { JsonValue } from "./code/py.js";
import { FALLBACK } from "./code/placeholders.js";

export type ModelInput =
	| { kind: "text"; text: string }
	| { kind: "file"; file: string; contentType: string }
	| { kind: "json"; value: { [key: string]: JsonValue } }
	| { kind: "messages"; messages: ChatMessage[] };

export class NoInputExampleError extends Error {
	constructor() {
		super(FALLBACK.noInputExample);
		this.name = "NoInputExampleError";
	}
}

/** The task's example input for `model`; throws NoInputExampleError when the task has none. */
export function getModelInput(_model: ModelRecord): ModelInput {
	throw new NoInputExampleError();
}
