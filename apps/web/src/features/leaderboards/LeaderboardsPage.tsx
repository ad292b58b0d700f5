/**
 * /leaderboards: the benchmarks the catalogue's models report results on (`GET /api/benchmarks`),
 * and with `?dataset=&metric=` (and `config`, `split` where one dataset and metric have several)
 * one benchmark's ranking (`GET /api/leaderboard`, the same answer `hubkit leaderboard` prints):
 * best first in the metric's direction, each row with its source badge and link.
 */
import type { BenchmarkSummary, Leaderboard } from "@hubkit/hub-core";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { Failure, Loading } from "../../components/Status.js";
import { useApi } from "../../lib/api.js";
import { leaderboardUrl, modelUrl } from "../../lib/paths.js";
import { useTitle } from "../../lib/title.js";
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
			{dataset && metric ? <Board query={params.toString()} /> : null}
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

function Board({ query }: { query: string }) {
	const board = useApi<Leaderboard>(`/api/leaderboard?${query}`);
	const captionId = useId();
	if (board.status === "loading") return <Loading what="leaderboard" />;
	if (board.status === "error") return <Failure error={board.error} what="leaderboard" />;
	const b = board.data;
	const ranked = b.higherIsBetter !== null;
	return (
		<section aria-labelledby={captionId}>
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
							</tr>
						))}
					</tbody>
				</table>
			</section>
		</section>
	);
}
