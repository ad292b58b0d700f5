/**
 * Everything "use this model" shows for one record: the library's snippets, the local apps that
 * offer the model, and the inference snippets (the `{ libraries, localApps, inference }` answer of
 * the API and of `hubkit snippets --json`). Pure: no I/O.
 */
import { getLibrary, type InferenceProviderMappingEntry, LOCAL_APPS, type ModelRecord } from "@hubkit/catalog";
import { type InferenceOptions, inferenceSnippets } from "./inference.js";
import type { LibrarySnippetsView, LocalAppView, SnippetsView } from "./types.js";

export interface SnippetRequest {
	provider: string;
	/** A caller's own mapping (records that are not in a catalogue); else the record's entry. */
	providerMapping?: InferenceProviderMappingEntry;
	language?: string;
	client?: string;
	options: InferenceOptions;
}

/** Runs a generator; a generator that throws on an odd record contributes nothing. */
function attempt<T>(run: () => T): T | undefined {
	try {
		return run();
	} catch {
		return undefined;
	}
}

/** The snippets of the record's library, when the library has a generator that produces some. */
export function librarySnippets(model: ModelRecord): LibrarySnippetsView[] {
	const entry = model.library_name ? getLibrary(model.library_name) : undefined;
	if (!entry?.snippets) return [];
	const generate = entry.snippets;
	const snippets = attempt(() => generate(model));
	if (!snippets || snippets.length === 0) return [];
	return [{ library: entry.id, language: entry.snippetLanguage, snippets }];
}

/** The local apps that show on the model's page and have something to show (commands or a link). */
export function localApps(model: ModelRecord): LocalAppView[] {
	const views: LocalAppView[] = [];
	for (const [id, app] of Object.entries(LOCAL_APPS)) {
		if (app.comingSoon || !attempt(() => app.displayOnModelPage(model))) continue;
		const view: LocalAppView = { app: id, prettyLabel: app.prettyLabel, macOSOnly: app.macOSOnly === true };
		const snippet = app.snippet;
		if (snippet) {
			const blocks = attempt(() => snippet(model));
			if (blocks) view.snippets = blocks;
		}
		const deeplink = app.deeplink;
		if (deeplink) {
			const url = attempt(() => deeplink(model));
			if (url) view.deeplink = url.toString();
		}
		if (view.snippets || view.deeplink) views.push(view);
	}
	return views;
}

export function buildSnippets(model: ModelRecord, request: SnippetRequest): SnippetsView {
	return {
		libraries: librarySnippets(model),
		localApps: localApps(model),
		inference: inferenceSnippets(model, request.provider, request.providerMapping, request.options, {
			language: request.language,
			client: request.client,
		}),
	};
}
