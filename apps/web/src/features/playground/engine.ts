/**
 * What the playground runs in the page: record validation and the library and local-app
 * generators of @hubkit/catalog. Loaded lazily with the playground route only.
 */
import { getLibrary, type ModelRecord, parseModelRecord, type RecordError } from "@hubkit/catalog";
import type { LibrarySnippetsView } from "../../lib/types.js";

export { parseModelRecord };

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

function attempt<T>(run: () => T): T | undefined {
	try {
		return run();
	} catch {
		return undefined;
	}
}

export function librarySnippetsFor(model: ModelRecord): LibrarySnippetsView[] {
	const entry = model.library_name ? getLibrary(model.library_name) : undefined;
	const generate = entry?.snippets;
	if (!entry || !generate) return [];
	const snippets = attempt(() => generate(model));
	return snippets && snippets.length > 0 ? [{ library: entry.id, language: entry.snippetLanguage, snippets }] : [];
}

export { localAppsFor } from "../snippets/localEngine.js";
