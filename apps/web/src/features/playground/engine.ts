/**
 * What the playground runs in the page, loaded lazily with the playground route only: record
 * validation, and hub-core's `buildSnippets` (what the API answers) over the edited record.
 */
import { type ModelRecord, parseModelRecord, type RecordError } from "@hubkit/catalog";
import { buildSnippets, providersFor } from "@hubkit/hub-core";

export { buildSnippets, parseModelRecord, providersFor };

export type RecordCheck =
	| { ok: true; model: ModelRecord }
	| { ok: false; jsonError?: string; errors: readonly RecordError[] };

/** Parses the editor's text as JSON, then validates it with parseModelRecord. */
export function checkRecordText(text: string): RecordCheck {
	let json: unknown;
	try {
		json = JSON.parse(text);
	} catch (e) {
		return { ok: false, jsonError: e instanceof Error ? e.message : String(e), errors: [] };
	}
	const result = parseModelRecord(json);
	return result.ok ? { ok: true, model: result.model } : { ok: false, errors: result.errors };
}
