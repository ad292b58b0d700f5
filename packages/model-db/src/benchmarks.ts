/**
 * The benchmark facet of the index: each record's leaderboard rows (hub-core's modelBenchmarkRows,
 * one figure a model per benchmark, the rule benchmarkIndex keeps too) in a table, and each
 * benchmark with its model count in another, so `GET /api/benchmarks` and a leaderboard are read
 * from an index at any catalogue size: the benchmarks from their own small table, a leaderboard's
 * rows by the benchmark's key through an index, ranked by hub-core's rule (rankRows).
 */
import { type Benchmark, benchmarkKey, type ModelRecord, metricDirection } from "@hubkit/catalog";
import {
	type BenchmarkIndex,
	type BenchmarkSummary,
	type LeaderboardRow,
	modelBenchmarkRows,
	rankRows,
} from "@hubkit/hub-core";
import type Database from "better-sqlite3";

export const BENCHMARK_TABLES = `
	CREATE TABLE eval_rows (key TEXT NOT NULL, benchmark TEXT NOT NULL, id TEXT NOT NULL, row TEXT NOT NULL);
	CREATE TABLE eval_benchmarks (key TEXT PRIMARY KEY, benchmark TEXT NOT NULL, models INTEGER NOT NULL) WITHOUT ROWID;
`;

/** Writes the results of records as they are indexed; `finish` adds the index and the counts. */
export function benchmarkWriter(db: Database.Database): { add(model: ModelRecord): void; finish(): void } {
	const insert = db.prepare("INSERT INTO eval_rows (key, benchmark, id, row) VALUES (?, ?, ?, ?)");
	return {
		add(model) {
			for (const { key, benchmark, row } of modelBenchmarkRows(model)) {
				insert.run(key, JSON.stringify(benchmark), model.id, JSON.stringify(row));
			}
		},
		finish() {
			db.exec(`
				CREATE INDEX eval_rows_by_key ON eval_rows (key);
				INSERT INTO eval_benchmarks (key, benchmark, models)
					SELECT key, min(benchmark), count(*) FROM eval_rows GROUP BY key;
			`);
		},
	};
}

/** The store's `benchmarks()`: the benchmarks read once, a benchmark's rows on each question. */
export function openBenchmarks(db: Database.Database): () => Promise<BenchmarkIndex> {
	const all = db.prepare("SELECT benchmark, models FROM eval_benchmarks");
	const rowsOf = db.prepare("SELECT row FROM eval_rows WHERE key = ?").pluck();
	let list: BenchmarkSummary[] | undefined;
	const index: BenchmarkIndex = {
		benchmarks() {
			list ??= (all.all() as { benchmark: string; models: number }[])
				.map(({ benchmark, models }) => {
					const b = JSON.parse(benchmark) as Benchmark;
					return { ...b, higherIsBetter: metricDirection(b.metric), models };
				})
				.sort(
					(a, b) =>
						b.models - a.models ||
						(a.dataset < b.dataset ? -1 : a.dataset > b.dataset ? 1 : 0) ||
						(benchmarkKey(a) < benchmarkKey(b) ? -1 : 1),
				);
			return list;
		},
		rows(benchmark) {
			const rows = (rowsOf.all(benchmarkKey(benchmark)) as string[]).map((r) => JSON.parse(r) as LeaderboardRow);
			return rankRows(rows, metricDirection(benchmark.metric));
		},
	};
	return async () => index;
}
