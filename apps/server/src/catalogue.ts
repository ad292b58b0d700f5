/** The catalogue as the API shows it: tasks, libraries, local apps and model summaries. */
import {
	getLibrary,
	getTask,
	LIBRARIES,
	LIBRARY_TASKS,
	type LibraryEntry,
	LOCAL_APPS,
	type ModelRecord,
	PIPELINE_TYPES,
	PIPELINES,
	TASKS,
	type TaskData,
} from "@hubkit/catalog";

export interface TaskSummary {
	id: string;
	label: string;
	modality: string;
	isPlaceholder: boolean;
	modelCount: number;
}

export type LibrarySummary = Omit<LibraryEntry, "snippets">;

export interface LibraryDetail extends LibrarySummary {
	tasks: string[];
	modelIds: string[];
}

export interface LocalAppSummary {
	id: string;
	prettyLabel: string;
	docsUrl: string;
	mainTask: string;
	macOSOnly: boolean;
	kind: "snippet" | "deeplink";
}

export interface ModelSummary {
	id: string;
	author?: string;
	pipeline_tag?: string;
	library_name?: string;
	tags: string[];
	downloads: number;
	likes: number;
	lastModified?: string;
}

export interface ModelListQuery {
	search?: string;
	pipeline_tag?: string;
	library?: string;
	limit: number;
	offset: number;
	sort: "downloads" | "likes" | "lastModified" | "id";
}

/** Read-only views over one model catalogue, computed once (the catalogue does not change at run time). */
export class CatalogueView {
	readonly models: readonly ModelRecord[];
	readonly #summaries: ModelSummary[];

	constructor(models: readonly ModelRecord[]) {
		this.models = models;
		this.#summaries = models.map(summarise);
	}

	tasks(): TaskSummary[] {
		const counts = new Map<string, number>();
		for (const m of this.models) if (m.pipeline_tag) counts.set(m.pipeline_tag, (counts.get(m.pipeline_tag) ?? 0) + 1);
		return PIPELINE_TYPES.map((id) => ({
			id,
			label: PIPELINES[id].label,
			modality: PIPELINES[id].modality,
			isPlaceholder: TASKS[id].isPlaceholder === true,
			modelCount: counts.get(id) ?? 0,
		}));
	}

	task(id: string): TaskData | undefined {
		return getTask(id);
	}

	libraries(): LibrarySummary[] {
		return Object.values(LIBRARIES).map(withoutGenerator);
	}

	library(id: string): LibraryDetail | undefined {
		const entry = getLibrary(id);
		if (!entry) return undefined;
		return {
			...withoutGenerator(entry),
			tasks: [...(LIBRARY_TASKS[id] ?? [])],
			modelIds: this.models.filter((m) => m.library_name === id).map((m) => m.id),
		};
	}

	localApps(): LocalAppSummary[] {
		return Object.entries(LOCAL_APPS).map(([id, app]) => ({
			id,
			prettyLabel: app.prettyLabel,
			docsUrl: app.docsUrl,
			mainTask: app.mainTask,
			macOSOnly: app.macOSOnly === true,
			kind: app.deeplink && !app.snippet ? "deeplink" : "snippet",
		}));
	}

	listModels(query: ModelListQuery): { total: number; models: ModelSummary[] } {
		const needle = query.search?.trim().toLowerCase();
		const matching = this.#summaries.filter(
			(m) =>
				(!needle || m.id.toLowerCase().includes(needle)) &&
				(!query.pipeline_tag || m.pipeline_tag === query.pipeline_tag) &&
				(!query.library || m.library_name === query.library),
		);
		matching.sort(COMPARATORS[query.sort]);
		return { total: matching.length, models: matching.slice(query.offset, query.offset + query.limit) };
	}
}

const byId = (a: ModelSummary, b: ModelSummary) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Counts sort high to low, dates newest first; the id breaks ties so pages are stable. */
const COMPARATORS: Record<ModelListQuery["sort"], (a: ModelSummary, b: ModelSummary) => number> = {
	downloads: (a, b) => b.downloads - a.downloads || byId(a, b),
	likes: (a, b) => b.likes - a.likes || byId(a, b),
	lastModified: (a, b) => (b.lastModified ?? "").localeCompare(a.lastModified ?? "") || byId(a, b),
	id: byId,
};

function withoutGenerator(entry: LibraryEntry): LibrarySummary {
	const { snippets: _generator, ...facts } = entry;
	return facts;
}

const count = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);

export function summarise(model: ModelRecord): ModelSummary {
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
