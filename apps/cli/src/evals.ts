/** `hubkit evals <model>`: the model's evaluation results, as its page and `GET /api/models/{id}` show them. */
import { type EvalResult, evalResultsOf, evalSourceLabel, type ModelRecord } from "@hubkit/catalog";
import { escapeControl } from "@hubkit/hub-core";
import { table } from "./render.js";
import type { Style } from "./style.js";

const direction = (r: EvalResult) => (r.higherIsBetter === null ? "" : r.higherIsBetter ? "↑" : "↓");

export function renderEvals(model: ModelRecord, style: Style): string {
	const { results, skipped } = evalResultsOf(model);
	const head = `${style.bold(escapeControl(model.id))}: evaluation results`;
	const notRead = skipped.length
		? `${style.dim(`${skipped.length} ${skipped.length === 1 ? "entry" : "entries"} not read:`)}\n${skipped
				.map((s) => style.dim(`  ${escapeControl(s.path)}: ${s.reason}`))
				.join("\n")}\n`
		: "";
	if (results.length === 0) {
		return `${head}\n${style.dim("None reported: the record's card has no model-index results and it has no .eval_results entries.")}\n${notRead}`;
	}
	const rows = [
		["benchmark", "split", "metric", "value", "", "source", "link"],
		...results.map((r) => [
			r.config ? `${r.dataset} (${r.config})` : r.dataset,
			r.split ?? "",
			r.metricName ?? r.metric,
			String(r.value),
			direction(r),
			evalSourceLabel(r),
			r.sourceUrl ?? "",
		]),
	];
	return `${head}\n${table(rows, style, (s) => s)}\n${style.dim(
		"↑ higher is better, ↓ lower is better; no arrow: a metric Hubkit does not know, not ranked.",
	)}\n${notRead}`;
}
