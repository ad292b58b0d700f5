/**
 * HUBKIT_MODELS: a catalogue of one's own, opened with @hubkit/model-db (small ones in memory,
 * large ones indexed into a database file and reused while the source is unchanged). Bad records
 * are reported line by line and skipped.
 */
import { describeProblem } from "@hubkit/hub-core";
import { type OpenCatalogueOptions, type OpenedCatalogue, openCatalogue } from "@hubkit/model-db";

/** Problems printed one per line at start; the rest are counted (a broken file may have millions). */
export const SHOWN_PROBLEMS = 50;

/**
 * Opens the catalogue and writes one line per bad record (up to SHOWN_PROBLEMS) and the counts;
 * for the database, also whether the index was built or reused.
 */
export function readOwnCatalogue(
	path: string,
	log: (line: string) => void,
	options: Pick<OpenCatalogueOptions, "dbPath" | "env" | "thread" | "checked"> = {},
): OpenedCatalogue {
	const opened = openCatalogue(path, { ...options, log });
	for (const problem of opened.problems.slice(0, SHOWN_PROBLEMS)) log(`skipped ${describeProblem(problem)}`);
	if (opened.problems.length > SHOWN_PROBLEMS)
		log(`skipped ${opened.problems.length - SHOWN_PROBLEMS} more bad records`);
	log(`Catalogue ${path}: ${opened.loaded} models loaded, ${opened.problems.length} skipped`);
	return opened;
}
