/**
 * The benchmark facet of the index: each record's leaderboard rows (hub-core's modelBenchmarkRows,
 * one figure a model per benchmark with the facts a row shows, the rule benchmarkIndex keeps too)
 * in a table, and each benchmark with its model count in another, so `GET /api/benchmarks` and a
 * leaderboard are read from an index at any catalogue size: the benchmarks from their own small
 * table, a leaderboard's rows by the benchmark's key through an index, ranked by hub-core's rule
 * (rankRows). Each row keeps its record's number, which a list sorted by a benchmark pages by.
 */
import { type Benchmark, benchmarkKey, type ModelRecord, metricDirection } from "@hubkit/catalog";
import {
	type BenchmarkIndex,
	type BenchmarkSummary,
	type IndexedRow,
	modelBenchmarkRows,
	rankRows,
} from "@hubkit/hub-core";
import type Database from "better-sqlite3";

export const BENCHMARK_TABLES = `
	CREATE TABLE eval_rows (key TEXT NOT NULL, benchmark TEXT NOT NULL, n INTEGER NOT NULL, row TEXT NOT NULL);
	CREATE TABLE eval_benchmarks (key TEXT PRIMARY KEY, benchmark TEXT NOT NULL, models INTEGER NOT NULL) WITHOUT ROWID;
`;

/**
 * Writes the results of records as they are indexed (`n`: the record's number; `base`: an adapter's
 * base record, which its facts are read with); `finish` adds the index and the counts.
 */
export function benchmarkWriter(db: Database.Database): {
	add(model: ModelRecord, n: number, base?: ModelRecord): void;
	finish(): void;
} {
	const insert = db.prepare("INSERT INTO eval_rows (key, benchmark, n, row) VALUES (?, ?, ?, ?)");
	return {
		add(model, n, base) {
			for (const { key, benchmark, row } of modelBenchmarkRows(model, base)) {
				insert.run(key, JSON.stringify(benchmark), n, JSON.stringify(row));
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

/** A benchmark's rows with their records' numbers, best first. */
export interface NumberedRow {
	n: number;
	row: IndexedRow;
}

export interface StoredBenchmarks {
	/** The store's `benchmarks()`: the benchmarks read once, a benchmark's rows on each question. */
	index: () => Promise<BenchmarkIndex>;
	/** A benchmark's rows with their records' numbers, best first (what a benchmark sort pages by). */
	numbered(benchmark: Benchmark): NumberedRow[];
}

export function openBenchmarks(db: Database.Database): StoredBenchmarks {
	const all = db.prepare("SELECT benchmark, models FROM eval_benchmarks");
	const rowsOf = db.prepare("SELECT n, row FROM eval_rows WHERE key = ?");
	let list: BenchmarkSummary[] | undefined;
	const numbered = (benchmark: Benchmark): NumberedRow[] => {
		const read = (rowsOf.all(benchmarkKey(benchmark)) as { n: number; row: string }[]).map(({ n, row }) => ({
			n,
			row: JSON.parse(row) as IndexedRow,
		}));
		const numbers = new Map(read.map(({ n, row }) => [row, n]));
		return rankRows(
			read.map((r) => r.row),
			metricDirection(benchmark.metric),
		).map((row) => ({ n: numbers.get(row) as number, row }));
	};
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
		rows: (benchmark) => numbered(benchmark).map((r) => r.row),
	};
	return { index: async () => index, numbered };
}
