/** `hubkit compare <model> <model> [...]`: models side by side, as GET /api/compare and the /compare page show them. */
import { evalSourceLabel } from "@hubkit/catalog";
import {
	type Comparison,
	formatContextLength,
	formatParameters,
	formatSpeed,
	formatWeights,
	licenceLabel,
	licenceNote,
	RELEASE_UNKNOWN,
} from "@hubkit/hub-core";
import { table } from "./render.js";
import type { Style } from "./style.js";

export function renderComparison(view: Comparison, deviceLabel: string, style: Style): string {
	const cell = (values: string[]) => values;
	const rows = [
		["", ...view.models.map((m) => m.id)],
		cell(["parameters", ...view.models.map((m) => formatParameters(m.facts.parameters))]),
		cell([
			"active parameters",
			...view.models.map((m) => (m.facts.activeParameters ? formatParameters(m.facts.activeParameters) : "all")),
		]),
		cell(["licence", ...view.models.map((m) => licenceLabel(m.facts))]),
		cell(["commercial use", ...view.models.map((m) => licenceNote(m.facts))]),
		cell([
			"context",
			...view.models.map((m) => (m.facts.contextLength ? `${formatContextLength(m.facts.contextLength)} tokens` : "—")),
		]),
		cell(["released", ...view.models.map((m) => m.facts.releaseDate ?? RELEASE_UNKNOWN)]),
		cell(["weights", ...view.models.map((m) => formatWeights(m.sizes))]),
		cell([
			`on ${deviceLabel}`,
			...view.models.map((m) => (m.fit.quant ? `${m.fit.quant}: ${m.fit.label}` : m.fit.label)),
		]),
		cell([
			"speed",
			...view.models.map((m) => (m.fit.tokensPerSecond !== undefined ? formatSpeed(m.fit.tokensPerSecond) : "—")),
		]),
		cell(["providers", ...view.models.map((m) => m.facts.providers.join(", ") || "none")]),
		...view.shared.map((b) => [
			`${b.dataset}${b.config ? ` (${b.config})` : ""} ${b.metric}${b.higherIsBetter === null ? "" : b.higherIsBetter ? " ↑" : " ↓"}`,
			...b.values.map((v, i) => (v === null ? "—" : `${v}${b.best === i ? " (best)" : ""}`)),
		]),
	];
	const evals = view.models
		.filter((m) => m.evalResults.length)
		.map(
			(m) =>
				`${m.id}: ${m.evalResults.length} results (${[...new Set(m.evalResults.map(evalSourceLabel))].join(", ")})`,
		);
	const notes = [
		`${view.context} tokens of context on ${deviceLabel}; weights: the smallest and largest option of each format.`,
		view.shared.length
			? "↑ higher is better, ↓ lower is better; (best) in the metric's direction. Sources: hubkit evals <model>."
			: "No benchmark reported by two or more of these models.",
		...evals,
	];
	return `${table(rows, style, style.bold)}\n\n${notes.map((n) => style.dim(n)).join("\n")}\n`;
}
