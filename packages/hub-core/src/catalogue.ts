/**
 * The catalogue as the API and the CLI list it: task, library, local-app and model summaries. Pure:
 * the models come from a ModelStore (counts from its facet counts, a library's models from its list),
 * so the sample catalogue, a database of millions and an upstream hub answer through one path.
 */
import {
	getLibrary,
	LIBRARIES,
	LIBRARY_TASKS,
	type LibraryEntry,
	LOCAL_APPS,
	PIPELINE_TYPES,
	PIPELINES,
	TASKS,
} from "@hubkit/catalog";
import type { FacetCount, ModelStore } from "./store.js";
import type { LibraryDetail, LibrarySummary, LocalAppSummary, TaskSummary } from "./types.js";

export { summariseModel } from "./model-summary.js";

/**
 * Whether a store counts its models: the memory and database stores do; an upstream hub's list
 * gives no totals and no facet counts, so pages show no counts there.
 */
export const storeCounts = (store: ModelStore): boolean => store.health().models !== undefined;

/**
 * Every task in pipeline order, with how many models have its pipeline tag (the `task` facet
 * counts of a store); without counts, no `modelCount`.
 */
export function taskSummaries(taskCounts?: readonly FacetCount[]): TaskSummary[] {
	const counts = taskCounts && new Map(taskCounts.map((c) => [c.value, c.count]));
	return PIPELINE_TYPES.map((id) => ({
		id,
		label: PIPELINES[id].label,
		modality: PIPELINES[id].modality,
		isPlaceholder: TASKS[id].isPlaceholder === true,
		...(counts && { modelCount: counts.get(id) ?? 0 }),
	}));
}

/** The task summaries with the store's counts: one facet-counting list request of no rows. */
export async function storeTaskSummaries(store: ModelStore): Promise<TaskSummary[]> {
	if (!storeCounts(store)) return taskSummaries();
	const page = await store.list({ sort: "downloads", limit: 0, facets: true });
	return taskSummaries(page.facets?.task ?? []);
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

/** A library page names this many of its models (the most downloaded), whatever the catalogue's size. */
export const LIBRARY_MODELS_SHOWN = 20;

/**
 * A library with its tasks, how many of the store's models use it and the most downloaded of
 * them (one list request, small at any scale); undefined for an unknown id. A store's failure
 * (an upstream hub's StoreError) is thrown.
 */
export async function libraryDetail(
	id: string,
	store: ModelStore,
	shown = LIBRARY_MODELS_SHOWN,
): Promise<LibraryDetail | undefined> {
	const entry = getLibrary(id);
	if (!entry) return undefined;
	const page = await store.list({ library: id, sort: "downloads", limit: shown });
	return {
		...librarySummary(entry),
		tasks: libraryTasks(id),
		...(page.total !== undefined && { modelCount: page.total }),
		models: page.models,
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
