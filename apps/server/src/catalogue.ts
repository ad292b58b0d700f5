/** The catalogue as the API shows it: tasks, libraries, local apps and model summaries. */
import { getTask, type ModelRecord, type TaskData } from "@hubkit/catalog";
import {
	type LibraryDetail,
	type LibrarySummary,
	type LocalAppSummary,
	libraryDetail,
	librarySummaries,
	localAppSummaries,
	type ModelList,
	type ModelSummary,
	summariseModel,
	type TaskSummary,
	taskSummaries,
} from "@hubkit/hub-core";

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
		this.#summaries = models.map(summariseModel);
	}

	tasks(): TaskSummary[] {
		return taskSummaries(this.models);
	}

	task(id: string): TaskData | undefined {
		return getTask(id);
	}

	libraries(): LibrarySummary[] {
		return librarySummaries();
	}

	library(id: string): LibraryDetail | undefined {
		return libraryDetail(id, this.models);
	}

	localApps(): LocalAppSummary[] {
		return localAppSummaries();
	}

	listModels(query: ModelListQuery): ModelList {
		// Every word must appear in the id, so "llama 3.1" finds meta-llama/Llama-3.1-8B-Instruct.
		const words = (query.search ?? "").toLowerCase().split(/\s+/).filter(Boolean);
		const matching = this.#summaries.filter(
			(m) =>
				(words.length === 0 || words.every((w) => m.id.toLowerCase().includes(w))) &&
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
