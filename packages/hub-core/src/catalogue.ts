/** The catalogue as the API and the CLI list it: task, library, local-app and model summaries. Pure. */
import {
	getLibrary,
	LIBRARIES,
	LIBRARY_TASKS,
	type LibraryEntry,
	LOCAL_APPS,
	type ModelRecord,
	PIPELINE_TYPES,
	PIPELINES,
	TASKS,
} from "@hubkit/catalog";
import type { LibraryDetail, LibrarySummary, LocalAppSummary, ModelSummary, TaskSummary } from "./types.js";

/** Every task in pipeline order, with how many of `models` have its pipeline tag. */
export function taskSummaries(models: readonly ModelRecord[]): TaskSummary[] {
	const counts = new Map<string, number>();
	for (const m of models) if (m.pipeline_tag) counts.set(m.pipeline_tag, (counts.get(m.pipeline_tag) ?? 0) + 1);
	return PIPELINE_TYPES.map((id) => ({
		id,
		label: PIPELINES[id].label,
		modality: PIPELINES[id].modality,
		isPlaceholder: TASKS[id].isPlaceholder === true,
		modelCount: counts.get(id) ?? 0,
	}));
}

/** A library entry as JSON can carry it: the facts without the generator function. */
export function librarySummary(entry: LibraryEntry): LibrarySummary {
	const { snippets: _generator, ...facts } = entry;
	return facts;
}

/** Every library of the catalogue, without generators. */
export function librarySummaries(): LibrarySummary[] {
	return Object.values(LIBRARIES).map(librarySummary);
}

/**
 * The tasks a library serves, in pipeline order: its own list joined with every task whose page
 * names it, so the two views agree (transformers.js has no list of its own, yet a dozen task
 * pages name it).
 */
export function libraryTasks(id: string): string[] {
	const own = new Set<string>(LIBRARY_TASKS[id] ?? []);
	return PIPELINE_TYPES.filter((task) => own.has(task) || TASKS[task].libraries.includes(id));
}

/** A library with its tasks and the ids of the `models` that use it; undefined for an unknown id. */
export function libraryDetail(id: string, models: readonly ModelRecord[]): LibraryDetail | undefined {
	const entry = getLibrary(id);
	if (!entry) return undefined;
	return {
		...librarySummary(entry),
		tasks: libraryTasks(id),
		modelIds: models.filter((m) => m.library_name === id).map((m) => m.id),
	};
}

export function localAppSummaries(): LocalAppSummary[] {
	return Object.entries(LOCAL_APPS).map(([id, app]) => ({
		id,
		prettyLabel: app.prettyLabel,
		docsUrl: app.docsUrl,
		mainTask: app.mainTask,
		macOSOnly: app.macOSOnly === true,
		kind: app.deeplink && !app.snippet ? "deeplink" : "snippet",
	}));
}

const count = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);

export function summariseModel(model: ModelRecord): ModelSummary {
	const summary: ModelSummary = {
		id: model.id,
		tags: model.tags ?? [],
		// Sample records carry illustrative counts under `sample`; upstream records at the top level.
		downloads: count(model.downloads ?? model.sample?.downloads),
		likes: count(model.likes ?? model.sample?.likes),
	};
	const author = model.author ?? (model.id.includes("/") ? model.id.split("/")[0] : undefined);
	if (author) summary.author = author;
	if (model.pipeline_tag) summary.pipeline_tag = model.pipeline_tag;
	if (model.library_name) summary.library_name = model.library_name;
	if (model.lastModified) summary.lastModified = model.lastModified;
	return summary;
}
