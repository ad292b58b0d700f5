/**
 * Everything "use this model" shows for one record: the library's snippets, the local apps that
 * offer the model, and the inference snippets (the `SnippetsView` answer of the API and of
 * `hubkit snippets --json`). Pure: no I/O.
 */
import {
	getLibrary,
	type InferenceProviderMappingEntry,
	type LibraryEntry,
	LOCAL_APPS,
	type ModelRecord,
} from "@hubkit/catalog";
import { type InferenceOptions, inferenceView, noSnippetNote } from "./inference.js";
import { blockVerification, libraryVerification, proofsOf, type TemplateProofs } from "./snippet-proof.js";
import type { LibrarySnippetsView, LocalAppView, SnippetsView } from "./types.js";

export interface SnippetRequest {
	provider: string;
	/** A caller's own mapping (records that are not in a catalogue); else the record's entry. */
	providerMapping?: InferenceProviderMappingEntry;
	language?: string;
	client?: string;
	options: InferenceOptions;
	/** Other libraries to show snippets of, besides the record's own (e.g. those its tags name). */
	libraries?: readonly string[];
	/** The repository file local apps' commands name (e.g. a chosen GGUF quantization). */
	file?: string;
	/**
	 * The records the snippet lab ran over (the sample catalogue): a snippet no manifest lists is
	 * proven by the same template on one of them (`proofsOf`). Without them, only exact texts count.
	 */
	samples?: readonly ModelRecord[];
}

/**
 * Runs a generator; a generator that throws on an odd record contributes nothing, and a note
 * naming it (`subject`) and its reason goes to `notes`.
 */
function attempt<T>(run: () => T, subject: string, notes: string[]): T | undefined {
	try {
		return run();
	} catch (e) {
		notes.push(noSnippetNote(subject, e instanceof Error ? e.message : String(e)));
		return undefined;
	}
}

function snippetsOf(
	entry: LibraryEntry,
	model: ModelRecord,
	notes: string[],
	proofs?: TemplateProofs,
): LibrarySnippetsView | undefined {
	const generate = entry.snippets;
	if (!generate) return undefined;
	const record = model.library_name === entry.id ? model : { ...model, library_name: entry.id };
	const snippets = attempt(() => generate(record), entry.id, notes);
	if (!snippets || snippets.length === 0) return undefined;
	// The manifest is keyed by the library the generator belongs to and the exact text shown.
	const verification = snippets.map((text) => libraryVerification(entry.id, model, text, proofs));
	return { library: entry.id, language: entry.snippetLanguage, snippets, verification };
}

/**
 * The snippets of the record's library, then of each of `others` (read as if the record named
 * that library), for every library with a generator that produces some. Unknown ids add nothing;
 * a generator that throws adds a note to `notes`.
 */
export function librarySnippets(
	model: ModelRecord,
	others: readonly string[] = [],
	notes: string[] = [],
	proofs?: TemplateProofs,
): LibrarySnippetsView[] {
	const ids = [...new Set([model.library_name, ...others])];
	const views: LibrarySnippetsView[] = [];
	for (const id of ids) {
		const entry = id ? getLibrary(id) : undefined;
		const view = entry ? snippetsOf(entry, model, notes, proofs) : undefined;
		if (view) views.push(view);
	}
	return views;
}

/**
 * The local apps that show on the model's page and have something to show (commands or a link),
 * for the repository's default file or the chosen `file`. An app whose code throws on the record
 * adds a note to `notes`.
 */
export function localApps(
	model: ModelRecord,
	file?: string,
	notes: string[] = [],
	proofs?: TemplateProofs,
): LocalAppView[] {
	const views: LocalAppView[] = [];
	for (const [id, app] of Object.entries(LOCAL_APPS)) {
		if (app.comingSoon || !attempt(() => app.displayOnModelPage(model), id, notes)) continue;
		const view: LocalAppView = { app: id, prettyLabel: app.prettyLabel, macOSOnly: app.macOSOnly === true };
		const snippet = app.snippet;
		if (snippet) {
			const blocks = attempt(() => snippet(model, file), id, notes);
			if (blocks) view.snippets = blocks.map((b) => ({ ...b, verification: blockVerification(id, model, b, proofs) }));
		}
		const deeplink = app.deeplink;
		if (deeplink) {
			const url = attempt(() => deeplink(model, file), id, notes);
			if (url) view.deeplink = url.toString();
		}
		if (view.snippets || view.deeplink) views.push(view);
	}
	return views;
}

export function buildSnippets(model: ModelRecord, request: SnippetRequest): SnippetsView {
	const notes: string[] = [];
	const proofs = request.samples ? proofsOf(request.samples) : undefined;
	const libraries = librarySnippets(model, request.libraries, notes, proofs);
	const apps = localApps(model, request.file, notes, proofs);
	const inference = inferenceView(model, request.provider, request.providerMapping, request.options, {
		language: request.language,
		client: request.client,
	});
	return { libraries, localApps: apps, ...inference, notes: [...inference.notes, ...notes] };
}
