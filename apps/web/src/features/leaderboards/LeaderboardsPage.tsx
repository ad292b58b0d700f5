/**
 * /leaderboards: the benchmarks the catalogue's models report results on (`GET /api/benchmarks`),
 * and with `?dataset=&metric=` (and `config`, `split` where one dataset and metric have several)
 * one benchmark's ranking (`GET /api/leaderboard`, the same answer `hubkit leaderboard` prints):
 * best first in the metric's direction, each row with its source badge and link, the model's
 * weights, licence (named, with its commercial-use verdict) and the first device it runs whole on.
 * `license`, `commercial=true` and `fits` in the page's address filter the rows, as the API reads them.
 */
import {
	type BenchmarkSummary,
	formatParameters,
	type Leaderboard,
	type LeaderboardFilterField,
	leaderboardContext,
	licenceLabel,
	licenceNote,
} from "@hubkit/hub-core";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { Failure, Loading } from "../../components/Status.js";
import { useApi } from "../../lib/api.js";
import { leaderboardUrl, modelUrl } from "../../lib/paths.js";
import { useTitle } from "../../lib/title.js";
import { DevicePicker } from "../fit/DevicePicker.js";
import { EvalSource } from "../models/EvalSource.js";

const ORDER = (higher: boolean | null) =>
	higher === null
		? "not ranked: Hubkit does not know which way this metric is better (listed by model id)"
		: higher
			? "higher is better: best first"
			: "lower is better: best first";

const benchmarkName = (b: { dataset: string; config?: string; split?: string; metric: string }) =>
	[b.dataset, b.config, b.split, b.metric].filter(Boolean).join(" · ");

export function LeaderboardsPage() {
	const [params] = useSearchParams();
	const dataset = params.get("dataset");
	const metric = params.get("metric");
	useTitle(dataset && metric ? `Leaderboard: ${dataset} ${metric}` : "Leaderboards");
	return (
		<article className="leaderboards-page">
			<h1>Leaderboards</h1>
			{dataset && metric ? <Board /> : null}
			<Benchmarks />
		</article>
	);
}

function Benchmarks() {
	const list = useApi<BenchmarkSummary[]>("/api/benchmarks");
	const headingId = useId();
	if (list.status === "loading") return <Loading what="benchmarks" />;
	if (list.status === "error") return <Failure error={list.error} what="benchmarks" />;
	return (
		<section aria-labelledby={headingId}>
			<h2 id={headingId}>Benchmarks in this catalogue</h2>
			{list.data.length === 0 ? (
				<p className="muted">No model of this catalogue reports an evaluation result.</p>
			) : (
				<ul className="benchmark-list">
					{list.data.map((b) => (
						<li key={benchmarkName(b)}>
							<Link to={leaderboardUrl(b)}>{benchmarkName(b)}</Link>{" "}
							<span className="muted">
								({b.models} {b.models === 1 ? "model" : "models"})
							</span>
						</li>
					))}
				</ul>
			)}
		</section>
	);
}

const FILTERS: readonly LeaderboardFilterField[] = ["license", "commercial", "fits"];

function Board() {
	const [params, setParams] = useSearchParams();
	const unfiltered = new URLSearchParams(params);
	for (const f of FILTERS) unfiltered.delete(f);
	const board = useApi<Leaderboard>(`/api/leaderboard?${params}`);
	// Every model of the benchmark, for the licences to choose from.
	const all = useApi<Leaderboard>(`/api/leaderboard?${unfiltered}`);
	const captionId = useId();
	const licenceId = useId();
	const setFilter = (field: LeaderboardFilterField, value: string) => {
		const next = new URLSearchParams(params);
		if (value === "") next.delete(field);
		else next.set(field, value);
		setParams(next, { replace: true });
	};
	const licences = new Map<string, string>();
	if (all.status === "ok")
		for (const r of all.data.rows) if (r.facts.license) licences.set(r.facts.license, licenceLabel(r.facts));
	const license = params.get("license") ?? "";
	if (license && !licences.has(license)) licences.set(license, license);
	// "8K context" only for a benchmark of models that generate tokens: an ASR model's fit has none.
	const context = all.status === "ok" ? leaderboardContext(all.data) : undefined;
	const filters = (
		<fieldset className="leaderboard-filters">
			<legend>Show only</legend>
			<div className="field">
				<label htmlFor={licenceId}>Licence</label>
				<select id={licenceId} value={license} onChange={(e) => setFilter("license", e.target.value)}>
					<option value="">any licence</option>
					{[...licences].map(([id, name]) => (
						<option key={id} value={id}>
							{name}
						</option>
					))}
				</select>
			</div>
			<label className="field checkbox-field">
				<input
					type="checkbox"
					checked={params.get("commercial") === "true"}
					onChange={(e) => setFilter("commercial", e.target.checked ? "true" : "")}
				/>{" "}
				Commercial use allowed (outright or under conditions)
			</label>
			<DevicePicker
				label={`Runs whole on${context ? ` (${context})` : ""}`}
				value={params.get("fits") ?? ""}
				onChange={(id) => setFilter("fits", id)}
				anyLabel="any device"
			/>
		</fieldset>
	);
	// The filters stay in place while the rows load, so a keyboard user keeps the control in focus.
	return (
		<section aria-labelledby={board.status === "ok" ? captionId : undefined}>
			{filters}
			{board.status === "loading" ? <Loading what="leaderboard" /> : null}
			{board.status === "error" ? <Failure error={board.error} what="leaderboard" /> : null}
			{board.status === "ok" ? <Ranking board={board.data} captionId={captionId} context={context} /> : null}
		</section>
	);
}

function Ranking({ board: b, captionId, context }: { board: Leaderboard; captionId: string; context?: string }) {
	const ranked = b.higherIsBetter !== null;
	return (
		<>
			{b.rows.length === 0 ? <p className="muted">No model reporting it passes these filters.</p> : null}
			{/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
			<section className="table-scroll" aria-labelledby={captionId} tabIndex={0}>
				<table className="leaderboard-table">
					<caption id={captionId}>
						{benchmarkName(b)}: {ORDER(b.higherIsBetter)}
					</caption>
					<thead>
						<tr>
							{ranked ? <th scope="col">Rank</th> : null}
							<th scope="col">Model</th>
							<th scope="col">Value</th>
							<th scope="col">Source</th>
							<th scope="col">Weights</th>
							<th scope="col">Licence</th>
							<th scope="col">Whole on{context ? ` (${context})` : ""}</th>
						</tr>
					</thead>
					<tbody>
						{b.rows.map((r, i) => (
							<tr key={r.id}>
								{ranked ? <td className="num">{i + 1}</td> : null}
								<th scope="row">
									<Link to={modelUrl(r.id)}>{r.id}</Link>
								</th>
								<td className="num">{r.value}</td>
								<td>
									<EvalSource badge={r.badge} sourceUrl={r.sourceUrl} checked={r.checked} />
								</td>
								<td>
									{r.facts.weights}
									{r.facts.parameters !== undefined ? (
										<span className="muted eval-where">{formatParameters(r.facts.parameters)} parameters</span>
									) : null}
								</td>
								<td>
									{r.facts.licenseUrl ? (
										<a href={r.facts.licenseUrl} rel="noopener noreferrer">
											{licenceLabel(r.facts)}
										</a>
									) : (
										licenceLabel(r.facts)
									)}
									<span className="muted eval-where">{licenceNote(r.facts)}</span>
								</td>
								<td>{r.facts.wholeOnLabel}</td>
							</tr>
						))}
					</tbody>
				</table>
			</section>
		</>
	);
}
