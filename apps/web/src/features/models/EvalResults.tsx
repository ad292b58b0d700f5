/**
 * "Evaluation results" on a model page: what the record's card (`model-index`) and `.eval_results`
 * files report, as `GET /api/models/{id}` answers it (catalog evaluations.ts reads both). Each
 * figure says which way is better and where it comes from: verified by the hub's evaluator,
 * self-reported, or curated, linked to where it can be checked. Entries Hubkit could not read are
 * listed with their field, not dropped in silence.
 */
import { type EvalResult, evalSourceLabel, type SkippedEval } from "@hubkit/catalog";
import { useId } from "react";
import { Link } from "react-router";
import { leaderboardUrl } from "../../lib/paths.js";
import { EvalSource } from "./EvalSource.js";

const DIRECTION: Record<"up" | "down" | "unknown", { mark: string; words: string }> = {
	up: { mark: "↑", words: "higher is better" },
	down: { mark: "↓", words: "lower is better" },
	unknown: { mark: "", words: "a metric Hubkit does not know: not ranked" },
};

const directionOf = (r: EvalResult) =>
	DIRECTION[r.higherIsBetter === null ? "unknown" : r.higherIsBetter ? "up" : "down"];

const SOURCE_DETAIL: Record<EvalResult["source"], string> = {
	"model-index": "from the model card's model-index",
	"eval-results": "from the repository's .eval_results files",
	curated: "curated by Hubkit from the linked source",
};

const datasetUrl = (dataset: string) =>
	`https://huggingface.co/datasets/${dataset.split("/").map(encodeURIComponent).join("/")}`;

export function EvalResults({
	results,
	skipped = [],
}: {
	results: readonly EvalResult[];
	skipped?: readonly SkippedEval[];
}) {
	const headingId = useId();
	return (
		<section className="eval-results" aria-labelledby={headingId}>
			<h2 id={headingId}>Evaluation results</h2>
			{results.length === 0 ? (
				<p className="muted">
					None reported: this record's card has no model-index results and it has no .eval_results files.
				</p>
			) : (
				<div className="table-scroll">
					<table className="eval-table">
						<thead>
							<tr>
								<th scope="col">Benchmark</th>
								<th scope="col">Metric</th>
								<th scope="col">Value</th>
								<th scope="col">Source</th>
							</tr>
						</thead>
						<tbody>
							{results.map((r, i) => {
								const direction = directionOf(r);
								return (
									// biome-ignore lint/suspicious/noArrayIndexKey: a card may repeat a result; the list is fixed per answer.
									<tr key={i}>
										<th scope="row">
											<a href={datasetUrl(r.dataset)} rel="noreferrer">
												{r.dataset}
											</a>
											{r.config || r.split ? (
												<span className="muted eval-where">{[r.config, r.split].filter(Boolean).join(" · ")}</span>
											) : null}
											<Link className="eval-where" to={leaderboardUrl(r)}>
												leaderboard
											</Link>
										</th>
										<td>
											{r.metricName ?? r.metric}
											{r.notes ? <span className="muted eval-where">{r.notes}</span> : null}
										</td>
										<td className="num">
											{r.value}{" "}
											<span title={direction.words} aria-hidden="true">
												{direction.mark}
											</span>
											<span className="visually-hidden">({direction.words})</span>
										</td>
										<td>
											<EvalSource
												badge={evalSourceLabel(r)}
												title={SOURCE_DETAIL[r.source]}
												sourceUrl={r.sourceUrl}
												date={r.date}
												checked={r.checked}
											/>
										</td>
									</tr>
								);
							})}
						</tbody>
					</table>
				</div>
			)}
			{skipped.length ? (
				<details className="eval-skipped">
					<summary>
						{skipped.length} {skipped.length === 1 ? "entry" : "entries"} of the record could not be read
					</summary>
					<ul>
						{skipped.map((s) => (
							<li key={s.path}>
								<code>{s.path}</code>: {s.reason}
							</li>
						))}
					</ul>
				</details>
			) : null}
		</section>
	);
}
