/**
 * HUBKIT_MODELS: a catalogue of one's own, read from disk (a `.jsonl` or `.json` file, or a folder
 * of them) with hub-core's loadCatalogue. Bad records are reported line by line and skipped.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { type CatalogueLoad, describeProblem, loadCatalogue } from "@hubkit/hub-core";

/** Problems printed one per line at start; the rest are counted (a broken file may have millions). */
export const SHOWN_PROBLEMS = 50;

export const nodeFiles = {
	isDirectory: (path: string) => statSync(path).isDirectory(),
	list: (path: string) => readdirSync(path),
	read: (path: string) => readFileSync(path, "utf8"),
};

/** Reads the catalogue and writes one line per bad record (up to SHOWN_PROBLEMS) and the counts. */
export function readOwnCatalogue(path: string, log: (line: string) => void): CatalogueLoad {
	const load = loadCatalogue(path, nodeFiles);
	for (const problem of load.problems.slice(0, SHOWN_PROBLEMS)) log(`skipped ${describeProblem(problem)}`);
	if (load.problems.length > SHOWN_PROBLEMS) log(`skipped ${load.problems.length - SHOWN_PROBLEMS} more bad records`);
	log(`Catalogue ${path}: ${load.models.length} models loaded, ${load.problems.length} skipped`);
	return load;
}
