/**
 * The corpus: every program the project generates for the sample catalogue. Library
 * snippets and local-app commands here; inference snippets (with the call each one renders)
 * in inference-corpus.ts.
 */
import { LIBRARIES, LOCAL_APPS, type LocalApp, type ModelRecord } from "@hubkit/catalog";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import type { LabSnippet } from "./types.js";

/** Every library snippet of `models`, one per program, in the library's snippet language. */
export function librarySnippets(models: readonly ModelRecord[] = SAMPLE_MODELS): LabSnippet[] {
	const out: LabSnippet[] = [];
	for (const model of models) {
		const name = model.library_name;
		if (!name || !Object.hasOwn(LIBRARIES, name)) continue;
		const library = LIBRARIES[name as keyof typeof LIBRARIES];
		if (!library?.snippets) continue;
		library.snippets(model).forEach((code, i) => {
			out.push({
				id: `library:${name}:${model.id}#${i}`,
				source: "library",
				language: library.snippetLanguage,
				client: name,
				modelId: model.id,
				code,
			});
		});
	}
	return out;
}

/** `setup`/`content` of a local-app block: one string, or a list of alternatives. */
function alternatives(x: string | string[] | undefined): string[] {
	if (x === undefined) return [];
	return Array.isArray(x) ? x : [x];
}

/** Every command (and config file) the local apps show for `models`, one snippet per alternative. */
export function localAppSnippets(
	models: readonly ModelRecord[] = SAMPLE_MODELS,
	apps: readonly LocalApp[] = Object.values(LOCAL_APPS),
): LabSnippet[] {
	const out: LabSnippet[] = [];
	for (const model of models) {
		for (const app of apps) {
			if (!app.snippet || !app.displayOnModelPage(model)) continue;
			let n = 0;
			for (const block of app.snippet(model)) {
				// A setup step is always shell; `language` describes the content.
				for (const code of alternatives(block.setup)) {
					out.push(local(app.id, model.id, n++, "sh", code));
				}
				for (const code of alternatives(block.content)) {
					out.push(local(app.id, model.id, n++, block.language ?? "sh", code));
				}
			}
		}
	}
	return out;
}

function local(app: string, modelId: string, n: number, language: string, code: string): LabSnippet {
	return { id: `local-app:${app}:${modelId}#${n}`, source: "local-app", language, client: app, modelId, code };
}
