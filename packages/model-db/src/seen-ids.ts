/**
 * The ids read so far while indexing (hub-core's IdsSeen), in a temporary table of the index being
 * built instead of in memory: a repeated id is still reported with the place of the first, and the
 * indexing process no longer holds every id at once. Measured need: hub-core's SeenIds (a map of
 * the ids) was held through the whole read, the peak of indexing (778 MB at 1M records); the
 * table took 5.8 s of CPU for 1M bench ids (4.7% of the indexing's 124 s) with 16 MiB of pages.
 */
import type { IdsSeen } from "@hubkit/hub-core";
import type Database from "better-sqlite3";

/** The ids seen, in the temporary table `seen_ids` of `db` (created here; dropped by `drop`). */
export function storedIds(db: Database.Database): IdsSeen & { drop(): void } {
	db.exec(
		"CREATE TEMP TABLE seen_ids (id TEXT PRIMARY KEY, file INTEGER NOT NULL, line INTEGER NOT NULL) WITHOUT ROWID",
	);
	// The files in the order read: a row names its file by number.
	const files: string[] = [];
	const find = db.prepare("SELECT file, line FROM seen_ids WHERE id = ?").raw();
	const insert = db.prepare("INSERT INTO seen_ids (id, file, line) VALUES (?, ?, ?)");
	return {
		where(id) {
			const row = find.get(id) as [number, number] | undefined;
			return row === undefined ? undefined : `${files[row[0]]}:${row[1]}`;
		},
		add(id, file, line) {
			if (files.at(-1) !== file) files.push(file);
			insert.run(id, files.length - 1, line);
		},
		drop: () => db.exec("DROP TABLE seen_ids"),
	};
}
