/**
 * `hubkit leaderboard [<dataset>]`: the catalogue's benchmarks, or one benchmark's ranking, best
 * first in its metric's direction with each row's source, weights, licence and the first device it
 * runs whole on, filtered by licence, commercial use and device: hub-core leaderboard.ts over the
 * catalogue's store, the answers of GET /api/benchmarks and GET /api/leaderboard.
 */
import {
	type BenchmarkSummary,
	checkLeaderboardFilter,
	checkLeaderboardQuery,
	escapeControl,
	type Leaderboard,
	leaderboardContext,
	leaderboardOf,
	licenceLabel,
	licenceNote,
	type ModelStore,
} from "@hubkit/hub-core";
import { COMMON_OPTIONS, parse } from "./args.js";
import { NotFoundError, UsageError } from "./errors.js";
import { LEADERBOARD_HELP } from "./help.js";
import { CATALOGUE_OPTIONS } from "./list.js";
import { table } from "./render.js";
import type { Style } from "./style.js";

const LEADERBOARD_OPTIONS = {
	...COMMON_OPTIONS,
	...CATALOGUE_OPTIONS,
	metric: { type: "string" },
	config: { type: "string" },
	split: { type: "string" },
	license: { type: "string" },
	commercial: { type: "boolean" },
	fits: { type: "string" },
} as const;

const FLAGS: Readonly<Record<string, string>> = {
	metric: "--metric",
	config: "--config",
	split: "--split",
	license: "--license",
	commercial: "--commercial",
	fits: "--fits",
};
const flag = (field: string) => FLAGS[field] ?? field;

const arrow = (higher: boolean | null) => (higher === null ? "" : higher ? "↑" : "↓");
const DIRECTIONS = "↑ higher is better, ↓ lower is better; no arrow: a metric Hubkit does not know, not ranked.";
const wholeOnNote = (board: Leaderboard) => {
	const context = leaderboardContext(board);
	return `whole on: the first device of the device order the model runs whole on${context ? ` at ${context}` : ""}.`;
};

function renderBenchmarks(list: readonly BenchmarkSummary[], style: Style): string {
	if (list.length === 0) return `${style.dim("No model of the catalogue reports an evaluation result.")}\n`;
	const rows = [
		["dataset", "config", "split", "metric", "", "models"],
		...list.map((b) => [
			escapeControl(b.dataset),
			escapeControl(b.config ?? ""),
			escapeControl(b.split ?? ""),
			escapeControl(b.metric),
			arrow(b.higherIsBetter),
			String(b.models),
		]),
	];
	return `${style.bold(`Benchmarks (${list.length})`)}\n${table(rows, style, (s) => s)}\n${style.dim(DIRECTIONS)}\n`;
}

function renderLeaderboard(board: Leaderboard, style: Style): string {
	const name = [board.dataset, board.config, board.split, board.metric]
		.filter((part): part is string => Boolean(part))
		.map(escapeControl)
		.join(" · ");
	const order =
		board.higherIsBetter === null
			? "not ranked: Hubkit does not know this metric's direction (listed by id)"
			: board.higherIsBetter
				? "highest first"
				: "lowest first";
	if (board.rows.length === 0) {
		return `${style.bold(name)}\n${style.dim("No model of the catalogue reporting it passes these filters.")}\n`;
	}
	const rows = [
		["#", "model", "value", "source", "weights", "licence", "whole on", "link"],
		...board.rows.map((r, i) => [
			board.higherIsBetter === null ? "" : String(i + 1),
			escapeControl(r.id),
			String(r.value),
			r.badge,
			r.facts.weights,
			escapeControl(`${licenceLabel(r.facts)} (${licenceNote(r.facts)})`),
			r.facts.wholeOnLabel,
			escapeControl(r.sourceUrl ?? ""),
		]),
	];
	return `${style.bold(name)} ${style.dim(`(${order})`)}\n${table(rows, style, (s) => s)}\n${style.dim(wholeOnNote(board))}\n`;
}

export async function leaderboard(args: string[], style: Style, openStore: (path: string | undefined) => ModelStore) {
	const { values, positionals } = parse(args, LEADERBOARD_OPTIONS);
	if (values.help) return LEADERBOARD_HELP;
	if (positionals.length > 1)
		throw new UsageError("leaderboard takes at most one dataset (see hubkit leaderboard --help)");
	const store = openStore(values.models);
	if (!store.benchmarks) throw new UsageError("this catalogue does not index evaluation results");
	const index = await store.benchmarks();
	const known = index.benchmarks();
	const dataset = positionals[0];
	if (dataset === undefined) {
		const asked = ["metric", "config", "split", "license", "commercial", "fits"] as const;
		if (asked.some((field) => values[field] !== undefined)) {
			throw new UsageError(
				"--metric, --config, --split, --license, --commercial and --fits need a <dataset> (see hubkit leaderboard --help)",
			);
		}
		return values.json ? `${JSON.stringify(known, null, 2)}\n` : renderBenchmarks(known, style);
	}
	// Without --metric, the dataset's one metric (the leaderboard rule says which when there are several).
	const metrics = [...new Set(known.filter((b) => b.dataset === dataset).map((b) => b.metric))];
	if (metrics.length === 0) {
		throw new NotFoundError(
			`no catalogue model reports results on dataset ${escapeControl(dataset)} (see hubkit leaderboard)`,
		);
	}
	if (values.metric === undefined && metrics.length > 1) {
		throw new UsageError(
			`--metric is required: ${escapeControl(dataset)} has ${metrics.map(escapeControl).join(", ")}`,
		);
	}
	const metric = values.metric ?? metrics[0];
	const check = checkLeaderboardQuery({ dataset, metric, config: values.config, split: values.split }, known);
	if (!check.ok) {
		throw new UsageError(`${flag(check.field)}: ${escapeControl(check.error)}`);
	}
	// The API's words and checks (`fits` as hubkit models reads it); the message names the flag.
	const filter = checkLeaderboardFilter(
		{ license: values.license, commercial: values.commercial ? "true" : undefined, fits: values.fits },
		flag,
	);
	if (!filter.ok) {
		// The device's message names the device list, not the flag (as hubkit models says it).
		throw new UsageError(escapeControl(filter.field === "fits" ? `--fits: ${filter.error}` : filter.error));
	}
	const board = leaderboardOf(index, check.value, filter.value);
	return values.json ? `${JSON.stringify(board, null, 2)}\n` : renderLeaderboard(board, style);
}
