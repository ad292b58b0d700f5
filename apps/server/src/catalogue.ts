/**
 * The catalogue as the API shows it: tasks, libraries and local apps, which never change at run
 * time. What depends on the models (counts, a task page's example models, a library's models) is
 * asked of the ModelStore (hub-core catalogue.ts), never read from an array of every record.
 */
import { getLibrary, getTask, type TaskData } from "@hubkit/catalog";
import { type LibrarySummary, type LocalAppSummary, librarySummaries, localAppSummaries } from "@hubkit/hub-core";

/** Read-only views of the catalogue's static entities. */
export class CatalogueView {
	task(id: string): TaskData | undefined {
		return getTask(id);
	}

	isLibrary(id: string): boolean {
		return getLibrary(id) !== undefined;
	}

	libraries(): LibrarySummary[] {
		return librarySummaries();
	}

	localApps(): LocalAppSummary[] {
		return localAppSummaries();
	}
}
