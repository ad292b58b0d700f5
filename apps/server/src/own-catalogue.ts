/**
 * HUBKIT_MODELS: a catalogue of one's own, opened with @hubkit/model-db (small ones in memory,
 * large ones indexed into a database file and reused while the source is unchanged). Bad records
 * are reported line by line and skipped; records naming a task or library Hubkit does not know
 * are loaded and reported as warnings.
 */
import { catalogueReport } from "@hubkit/hub-core";
import { type OpenCatalogueOptions, type OpenedCatalogue, openCatalogue } from "@hubkit/model-db";

/**
 * Opens the catalogue and writes one line per bad record and per warning (up to hub-core's
 * SHOWN_PROBLEMS each) and the counts; for the database, also whether the index was built or reused.
 */
export function readOwnCatalogue(
	path: string,
	log: (line: string) => void,
	options: Pick<OpenCatalogueOptions, "dbPath" | "env" | "thread" | "checked"> = {},
): OpenedCatalogue {
	const opened = openCatalogue(path, { ...options, log });
	const report = catalogueReport(opened);
	for (const line of report.skipped) log(line);
	for (const line of report.warnings) log(`warning: ${line}`);
	log(`Catalogue ${path}: ${report.summary}`);
	return opened;
}
