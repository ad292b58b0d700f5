/**
 * "Run via an API": the providers serving a model side by side, from
 * `GET /api/models/{id}/providers` (hub-core's providerComparison, the CLI's rows too): price in
 * and out, a blended price at the stated input:output ratio, context, latency and throughput when
 * known, tools, structured output, status, each figure's source and date. Sortable by price,
 * context or latency; the cheapest, fastest and longest-context providers marked; a cost line.
 * Choosing a row switches the inference snippets below to that provider (`onChoose`).
 */
import {
	asOfText,
	blendedText,
	formatContextLength,
	LATENCY_MEASURED_BY,
	PROVIDER_FACT_FRESH_DAYS,
	PROVIDER_SORTS,
	type ProviderComparison,
	type ProviderMark,
	type ProviderRow,
	type ProviderSort,
	priceText,
} from "@hubkit/hub-core";
import { useId, useState } from "react";
import { Failure, Loading } from "../../components/Status.js";
import { modelPath, useLatestApi } from "../../lib/api.js";
import "./providers.css";

const SORT_LABELS: Record<ProviderSort, string> = {
	price: "Price",
	context: "Context",
	latency: "Latency",
};

const MARK_LABELS: Record<ProviderMark, string> = {
	cheapest: "cheapest",
	fastest: "fastest",
	"longest-context": "longest context",
};

const yesNo = (value: boolean | undefined) => (value === undefined ? "—" : value ? "yes" : "no");

function speed(row: ProviderRow): string {
	const parts = [
		row.firstTokenLatencyMs === undefined ? undefined : `${Math.round(row.firstTokenLatencyMs)} ms to first token`,
		row.throughput === undefined ? undefined : `${Math.round(row.throughput)} tok/s`,
	].filter((p): p is string => p !== undefined);
	return parts.length ? parts.join(", ") : "—";
}

export interface RunViaApiProps {
	id: string;
	/** The provider the snippets are written for. */
	chosen: string;
	onChoose(provider: string): void;
	/** The router's policies offered for this model (hub-core routingChoices): none, or cheapest and fastest. */
	routes?: readonly { policy: string; model: string }[];
	/** The policy the snippets are written with ("" for none). */
	routing?: string;
	onRoute?(policy: string): void;
}

export function RunViaApi({ id, chosen, onChoose, routes = [], routing = "", onRoute }: RunViaApiProps) {
	const [sort, setSort] = useState<ProviderSort>("price");
	const answer = useLatestApi<ProviderComparison>(`/api/models/${modelPath(id)}/providers?sort=${sort}`);
	const captionId = useId();
	const view = answer.data;
	if (!view) return answer.error ? <Failure error={answer.error} what="providers" /> : <Loading what="providers" />;
	if (view.providers.length === 0) return null;
	const anyStale = view.providers.some((r) => r.stale);
	// An image or speech model's providers have no token prices, context or tool calls to compare.
	const llm = view.llmColumns;
	return (
		<section className="run-via-api" aria-labelledby={`${captionId}-title`}>
			<h2 id={`${captionId}-title`}>Run via an API</h2>
			<p className="providers-intro">
				The providers serving this model. Choose one to write the inference snippets below for it.{" "}
				{view.asOf ? `Figures read on ${view.asOf} or later.` : "No figure here is dated."}
				{llm ? ` Blended: input and output prices weighted ${view.blendedRatio}.` : ""}
			</p>
			<fieldset className="provider-sort" aria-busy={answer.pending}>
				<legend>Sort by</legend>
				{PROVIDER_SORTS.map((s) => (
					<label key={s}>
						<input type="radio" name={`${captionId}-sort`} checked={sort === s} onChange={() => setSort(s)} />
						{SORT_LABELS[s]}
					</label>
				))}
			</fieldset>
			{/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
			<section className="table-scroll" aria-labelledby={captionId} tabIndex={0}>
				<table className="provider-table">
					<caption id={captionId}>Providers of {view.id}</caption>
					<thead>
						<tr>
							<th scope="col">Use</th>
							<th scope="col">Provider</th>
							<th scope="col">{llm ? "Price per M tokens" : "Price"}</th>
							{llm ? (
								<>
									<th scope="col">Blended ({view.blendedRatio})</th>
									<th scope="col">Context</th>
									<th scope="col">Latency, throughput</th>
									<th scope="col">Tools</th>
									<th scope="col">Structured output</th>
								</>
							) : null}
							<th scope="col">Status</th>
							<th scope="col">As of</th>
						</tr>
					</thead>
					<tbody>
						{view.providers.map((row) => {
							const isChosen = row.provider === chosen && routing === "";
							const figure = row.stale ? "stale" : undefined;
							return (
								<tr key={row.provider} className={isChosen ? "chosen" : undefined} data-provider={row.provider}>
									<td>
										<input
											type="radio"
											name={`${captionId}-choice`}
											aria-label={`Write the snippets for ${row.provider}`}
											checked={isChosen}
											onChange={() => onChoose(row.provider)}
										/>
									</td>
									<th scope="row">
										{row.provider}
										{row.marks.map((m) => (
											<span key={m} className={`badge badge-${m}`}>
												{MARK_LABELS[m]}
											</span>
										))}
									</th>
									<td className={figure}>{priceText(row)}</td>
									{llm ? (
										<>
											<td className={figure}>{blendedText(row)}</td>
											<td className={figure}>
												{row.contextLength === undefined ? "—" : `${formatContextLength(row.contextLength)} tokens`}
											</td>
											<td className={figure} title={row.latencyMeasuredBy && `Measured by ${row.latencyMeasuredBy}`}>
												{speed(row)}
											</td>
											<td>{yesNo(row.tools)}</td>
											<td>{yesNo(row.structuredOutput)}</td>
										</>
									) : null}
									<td>{row.status}</td>
									<td className={figure}>
										{asOfText(row)}
										{row.source
											.filter((s) => s.url)
											.map((s) => (
												<a
													key={`${s.kind}${s.url}`}
													className="source-link"
													href={s.url}
													rel="noreferrer"
													target="_blank"
												>
													source
												</a>
											))}
									</td>
								</tr>
							);
						})}
					</tbody>
				</table>
			</section>
			{routes.length > 0 && onRoute ? (
				<fieldset className="provider-routing">
					<legend>Let the router pick</legend>
					{routes.map((r) => (
						<label key={r.policy}>
							<input
								type="radio"
								name={`${captionId}-choice`}
								checked={routing === r.policy}
								onChange={() => onRoute(r.policy)}
							/>
							{r.policy} <code>{r.model}</code>
						</label>
					))}
					<span className="muted"> on the router's OpenAI-compatible chat endpoint</span>
				</fieldset>
			) : null}
			{llm ? (
				<p className="cost-line">
					{view.costLine ?? "No provider publishes token prices for this model here: no cost estimate."}
				</p>
			) : null}
			{view.providers.some((r) => r.latencyMeasuredBy) ? (
				<p className="providers-note">Latency and throughput: measured by {LATENCY_MEASURED_BY}.</p>
			) : null}
			{anyStale ? (
				<p className="providers-note">
					Greyed figures are stale: read more than {PROVIDER_FACT_FRESH_DAYS.router} days ago (router listing) or{" "}
					{PROVIDER_FACT_FRESH_DAYS["price-page"]} days ago (price pages).
				</p>
			) : null}
		</section>
	);
}
