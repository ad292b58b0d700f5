/** `hubkit providers <model>`: the providers serving a model side by side, as GET /api/models/{id}/providers and the model page show them. */
import {
	asOfText,
	BLENDED_RATIO_TEXT,
	blendedText,
	escapeControl,
	formatContextLength,
	LATENCY_MEASURED_BY,
	PROVIDER_FACT_FRESH_DAYS,
	type ProviderComparison,
	type ProviderRow,
	priceText,
} from "@hubkit/hub-core";
import { table } from "./render.js";
import type { Style } from "./style.js";

const yesNo = (value: boolean | undefined) => (value === undefined ? "?" : value ? "yes" : "no");

const MARK_WORDS: Record<ProviderRow["marks"][number], string> = {
	cheapest: "cheapest",
	fastest: "fastest",
	"longest-context": "longest context",
};

function speed(row: ProviderRow): string {
	const parts = [
		row.firstTokenLatencyMs === undefined ? "" : `${Math.round(row.firstTokenLatencyMs)} ms`,
		row.throughput === undefined ? "" : `${Math.round(row.throughput)} tok/s`,
	].filter(Boolean);
	return parts.length ? parts.join(", ") : "—";
}

export function renderProviders(
	view: ProviderComparison,
	style: Style,
	routing: readonly { policy: string; model: string }[] = [],
): string {
	const head = `${style.bold(escapeControl(view.id))}: providers by ${view.sort}${view.asOf ? ` (figures as of ${view.asOf} or later)` : ""}`;
	if (view.providers.length === 0) return `${head}\n${style.dim("No provider serves this model.")}\n`;
	// An image or speech model's providers have no token prices, context or tool calls to compare.
	const llm = view.llmColumns;
	const rows = [
		[
			"provider",
			"status",
			"price",
			...(llm ? [`blended ${BLENDED_RATIO_TEXT}`, "context", "first token, speed", "tools", "structured"] : []),
			"as of",
			"",
		],
		...view.providers.map((r) => {
			const dim = (text: string) => (r.stale ? { text, style: style.dim } : text);
			return [
				r.provider,
				r.status,
				dim(priceText(r)),
				...(llm
					? [
							dim(blendedText(r)),
							dim(r.contextLength === undefined ? "—" : formatContextLength(r.contextLength)),
							dim(speed(r)),
							yesNo(r.tools),
							yesNo(r.structuredOutput),
						]
					: []),
				asOfText(r),
				r.marks.map((m) => MARK_WORDS[m]).join(", "),
			];
		}),
	];
	const sources = view.providers.flatMap((r) =>
		r.source.map(
			(s) =>
				`  ${r.provider}: ${s.kind}${s.url ? ` ${s.url}` : ""}${s.asOf ? ` (read ${s.asOf})` : ""}${s.fields ? ` [${s.fields.join(", ")}]` : ""}`,
		),
	);
	const notes = [
		...(llm
			? [
					view.costLine ?? "No provider publishes token prices for this model: no cost estimate.",
					`Blended: input and output prices weighted ${BLENDED_RATIO_TEXT}. Unknown figures are "—" or "price not published", never 0.`,
				]
			: ['Unknown figures are "—" or "price not published", never 0.']),
		...(view.providers.some((r) => r.latencyMeasuredBy)
			? [`Latency and speed: measured by ${LATENCY_MEASURED_BY}.`]
			: []),
		...(view.providers.some((r) => r.stale)
			? [
					`Stale: read longer ago than ${PROVIDER_FACT_FRESH_DAYS.router} days (router, validation) or ${PROVIDER_FACT_FRESH_DAYS["price-page"]} days (price pages).`,
				]
			: []),
		...(sources.length ? ["Sources:", ...sources] : ["Sources: none given by the record."]),
		...(routing.length
			? [
					`Let the router pick: ${routing.map((r) => `--routing ${r.policy} (model ${r.model})`).join(" or ")} with hubkit snippets, on the router's OpenAI-compatible chat endpoint.`,
				]
			: []),
	];
	return `${head}\n${table(rows, style, style.bold)}\n\n${notes.map((n) => style.dim(escapeControl(n))).join("\n")}\n`;
}
