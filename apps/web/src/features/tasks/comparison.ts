/**
 * The comparison table's columns: how each decision fact is shown and sorted. Pure, so the sort order
 * is tested without a page.
 */

import { metricDirection, type TaskBenchmark } from "@hubkit/catalog";
import {
	COMMON_FIT_DEVICES,
	type FitNote,
	fitsOnContext,
	formatContextLength,
	type ModelComparisonRow,
} from "@hubkit/hub-core";

export type SortKey =
	| "id"
	| "parameters"
	| "license"
	| "contextLength"
	| "fitsOn"
	| "languages"
	| "releaseDate"
	| "providers"
	| "quality";
export type SortDirection = "ascending" | "descending";
export interface SortState {
	key: SortKey;
	direction: SortDirection;
}

export interface Column {
	key: SortKey;
	label: string;
	/** The first direction a click sorts in: largest or newest first for numbers and dates, best first for a figure. */
	firstDirection: SortDirection;
	/** False for a column that shows but never ranks (a figure of a metric Hubkit does not know). */
	sortable?: false;
}

export const COLUMNS: readonly Column[] = [
	{ key: "id", label: "Model", firstDirection: "ascending" },
	{ key: "parameters", label: "Parameters", firstDirection: "descending" },
	{ key: "license", label: "Licence", firstDirection: "ascending" },
	{ key: "contextLength", label: "Context", firstDirection: "descending" },
	{ key: "fitsOn", label: "Fits on (8K context)", firstDirection: "ascending" },
	{ key: "languages", label: "Languages", firstDirection: "descending" },
	{ key: "releaseDate", label: "Released", firstDirection: "descending" },
	{ key: "providers", label: "Providers", firstDirection: "descending" },
];

/**
 * The columns of a page: the fixed ones, and after the model the quality column of the page's
 * benchmark, headed by its name, sorting best first in the metric's direction (never for a metric
 * whose direction Hubkit does not know). The "fits on" heading names a context only for rows that
 * have one (hub-core's fitsOnContext).
 */
export function columnsFor(
	benchmark: Pick<TaskBenchmark, "label" | "metric"> | undefined,
	rows: readonly Pick<ModelComparisonRow, "pipelineTag">[] = [],
): readonly Column[] {
	const context = fitsOnContext(rows);
	const fitsOn = context ? `Fits on (${context})` : "Fits on";
	const fixed = COLUMNS.map((c) => (c.key === "fitsOn" ? { ...c, label: fitsOn } : c));
	if (!benchmark) return fixed;
	const higher = metricDirection(benchmark.metric);
	const quality: Column =
		higher === null
			? { key: "quality", label: benchmark.label, firstDirection: "descending", sortable: false }
			: { key: "quality", label: benchmark.label, firstDirection: higher ? "descending" : "ascending" };
	return [fixed[0] as Column, quality, ...fixed.slice(1)];
}

/** The value a column sorts by; undefined sorts last in either direction. */
function sortValue(row: ModelComparisonRow, key: SortKey): string | number | undefined {
	switch (key) {
		case "id":
			return row.id.toLowerCase();
		case "license":
			return (row.licenseName ?? row.license)?.toLowerCase();
		case "languages":
			return row.languages?.length;
		case "providers":
			return row.providers.length;
		case "quality":
			return row.quality?.value;
		case "fitsOn":
			// The machines in their order, smallest first, not alphabetically.
			return row.fitsOn === undefined ? undefined : COMMON_FIT_DEVICES.findIndex((d) => d.label === row.fitsOn);
		default:
			return row[key];
	}
}

export function sortRows(rows: readonly ModelComparisonRow[], sort: SortState | undefined): ModelComparisonRow[] {
	if (!sort) return [...rows];
	const sign = sort.direction === "ascending" ? 1 : -1;
	return [...rows].sort((a, b) => {
		const x = sortValue(a, sort.key);
		const y = sortValue(b, sort.key);
		if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? 1 : -1;
		const order = typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y));
		return sign * order || a.id.localeCompare(b.id);
	});
}

/** The next sort after a click on `key`: its first direction, then the other. */
export function nextSort(current: SortState | undefined, column: Column): SortState {
	if (current?.key !== column.key) return { key: column.key, direction: column.firstDirection };
	return { key: column.key, direction: current.direction === "ascending" ? "descending" : "ascending" };
}

/** 131072 → "128K tokens": the figures rule of "Run it locally" (K of 1,024 tokens, as models name them). */
export function formatContext(n: number | undefined): string {
	if (n === undefined) return "—";
	return `${formatContextLength(n)} tokens`;
}

/** What the fits-on column says when no common machine is named. */
export const FIT_NOTE_LABELS: Readonly<Record<FitNote, string>> = {
	// Names the machines: "none of these" read as a riddle beside a single cell.
	"too-large": `none of ${COMMON_FIT_DEVICES.map((d) => d.label).join(", ")} (too large)`,
	"not-applicable": "not estimated (weights in a format the estimator does not read)",
	unsized: "unknown (no sizes in the record)",
};

/**
 * The fits-on cell of a row: the machine, else why not; an unsized row in the model page's words
 * (its `sizeNote`: an adapter needs its base model), else FIT_NOTE_LABELS; "—" when no estimator ran.
 */
export function fitsOnText(row: Pick<ModelComparisonRow, "fitsOn" | "fitNote" | "sizeNote">): string {
	if (row.fitsOn !== undefined) return row.fitsOn;
	if (!row.fitNote) return "—";
	return (row.fitNote === "unsized" ? row.sizeNote : undefined) ?? FIT_NOTE_LABELS[row.fitNote];
}

export function formatLanguages(languages: readonly string[] | undefined): string {
	if (!languages || languages.length === 0) return "—";
	if (languages.length === 1 && languages[0] === "multilingual") return "multilingual";
	const named = languages.filter((l) => l !== "multilingual");
	return named.length > 4 ? `${named.slice(0, 3).join(", ")} +${named.length - 3}` : named.join(", ");
}
