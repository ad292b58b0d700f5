/** The catalogue as the API shows it: tasks, libraries and local apps (the model list is a ModelStore). */
import { getTask, type ModelRecord, type TaskData } from "@hubkit/catalog";
import {
	type LibraryDetail,
	type LibrarySummary,
	type LocalAppSummary,
	libraryDetail,
	librarySummaries,
	localAppSummaries,
	type TaskSummary,
	taskSummaries,
} from "@hubkit/hub-core";

/** Read-only views over one model catalogue, computed once (the catalogue does not change at run time). */
export class CatalogueView {
	readonly models: readonly ModelRecord[];

	constructor(models: readonly ModelRecord[]) {
		this.models = models;
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
}
