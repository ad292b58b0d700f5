/**
 * The model tree in the index: every edge of hub-core's treeEdges (a record naming a base model,
 * by relation) in a table, and each parent's count per relation in another, so a model's children
 * are read from an index at any catalogue size: the counts by primary key, the most downloaded of
 * each relation as the first rows of an index ordered the way the memory store sorts them
 * (compareChildren: downloads high to low, then the id A to Z).
 */
import type { ModelRecord } from "@hubkit/catalog";
import { MAX_CHILDREN_LIMIT, type ModelChildren, noChildren, treeEdges } from "@hubkit/hub-core";
import type Database from "better-sqlite3";

export const TREE_TABLES = `
	CREATE TABLE tree_edges (parent TEXT NOT NULL, relation TEXT NOT NULL, downloads REAL NOT NULL, child TEXT NOT NULL);
	CREATE TABLE tree_counts (parent TEXT NOT NULL, relation TEXT NOT NULL, total INTEGER NOT NULL, PRIMARY KEY (parent, relation)) WITHOUT ROWID;
`;

/** Writes the edges of records as they are indexed; `finish` adds the index and the counts. */
export function treeWriter(db: Database.Database): { add(model: ModelRecord): void; finish(): void } {
	const insert = db.prepare("INSERT INTO tree_edges (parent, relation, downloads, child) VALUES (?, ?, ?, ?)");
	return {
		add(model) {
			for (const e of treeEdges(model)) insert.run(e.parent, e.relation, e.downloads, e.child);
		},
		finish() {
			db.exec(`
				CREATE INDEX tree_edges_by_parent ON tree_edges (parent, relation, downloads DESC, child);
				INSERT INTO tree_counts (parent, relation, total)
					SELECT parent, relation, count(*) FROM tree_edges GROUP BY parent, relation;
			`);
		},
	};
}

/** A model's children from the index (ModelStore's `children`). */
export function openTree(db: Database.Database): (id: string, limit: number) => ModelChildren {
	const counts = db.prepare("SELECT relation, total FROM tree_counts WHERE parent = ?");
	const top = db.prepare(
		"SELECT child AS id, downloads FROM tree_edges WHERE parent = ? AND relation = ? ORDER BY downloads DESC, child LIMIT ?",
	);
	return (id, limit) => {
		const answer = noChildren();
		const shown = Math.max(0, Math.min(limit, MAX_CHILDREN_LIMIT));
		for (const { relation, total } of counts.all(id) as { relation: keyof ModelChildren; total: number }[]) {
			if (!(relation in answer)) continue;
			answer[relation] = { total, models: top.all(id, relation, shown) as ModelChildren[typeof relation]["models"] };
		}
		return answer;
	};
}
