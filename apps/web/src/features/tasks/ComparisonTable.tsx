/**
 * The example models side by side: the figure on the page's benchmark, parameters, licence, context,
 * languages, release date and the providers serving each. Column headers are buttons that sort; the header carries `aria-sort`.
 * The table scrolls inside its own region so that the page never scrolls sideways.
 */

import type { TaskBenchmark } from "@hubkit/catalog";
import {
	COMPARE_LIMITS,
	formatParameters,
	fromPriceText,
	licenceLabel,
	licenceNote,
	type ModelComparisonRow,
	RELEASE_UNKNOWN,
	RELEASE_UNKNOWN_WHY,
} from "@hubkit/hub-core";
import { useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { hubModelUrl } from "../../lib/links.js";
import { modelUrl } from "../../lib/paths.js";
import {
	columnsFor,
	fitsOnText,
	formatContext,
	formatLanguages,
	nextSort,
	type SortState,
	sortRows,
} from "./comparison.js";

export function ComparisonTable({
	rows,
	taskLabel,
	benchmark,
	noSharedBenchmark,
}: {
	rows: readonly ModelComparisonRow[];
	taskLabel: string;
	/** The quality column's benchmark; without one the table has no quality column. */
	benchmark?: TaskBenchmark;
	/** Why the page has no quality column, said under the table. */
	noSharedBenchmark?: string;
}) {
	const [sort, setSort] = useState<SortState | undefined>(undefined);
	const columns = columnsFor(benchmark, rows);
	const sorted = useMemo(() => sortRows(rows, sort), [rows, sort]);
	const captionId = useId();
	if (rows.length === 0) return null;
	const compareIds = rows
		.filter((r) => r.inCatalogue)
		.slice(0, COMPARE_LIMITS.max)
		.map((r) => r.id);
	return (
		<section aria-labelledby={`${captionId}-h`}>
			<h2 id={`${captionId}-h`}>Compare the example models</h2>
			{/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
			<section className="table-scroll comparison-scroll" aria-labelledby={captionId} tabIndex={0}>
				<table className="comparison-table">
					<caption id={captionId}>
						{taskLabel} models compared (facts from each model's record; click a heading to sort)
					</caption>
					<thead>
						<tr>
							{columns.map((column) => (
								<th key={column.key} scope="col" aria-sort={sort?.key === column.key ? sort.direction : undefined}>
									{column.sortable === false ? (
										<span title="A metric Hubkit does not know the direction of: shown, not ranked">
											{column.label}
										</span>
									) : (
										<button type="button" className="sort-button" onClick={() => setSort(nextSort(sort, column))}>
											{column.label}
											<span aria-hidden="true" className="sort-mark">
												{sort?.key === column.key ? (sort.direction === "ascending" ? " ▲" : " ▼") : " ↕"}
											</span>
										</button>
									)}
								</th>
							))}
						</tr>
					</thead>
					<tbody>
						{sorted.map((row) => (
							<tr key={row.id}>
								<th scope="row">{row.inCatalogue ? <Link to={modelUrl(row.id)}>{row.id}</Link> : row.id}</th>
								{benchmark ? (
									<td className="num">
										{row.quality ? (
											<>
												{row.quality.value}{" "}
												<a href={row.quality.sourceUrl} rel="noopener noreferrer" className="muted">
													(source)
												</a>
											</>
										) : (
											<span className="muted">no figure</span>
										)}
									</td>
								) : null}
								<td className="num">{formatParameters(row.parameters)}</td>
								<td>
									{row.licenseUrl || row.license === "other" ? (
										<a href={row.licenseUrl ?? hubModelUrl(row.id)} rel="noopener noreferrer">
											{licenceLabel(row)}
										</a>
									) : (
										licenceLabel(row)
									)}
									<br />
									<span className="muted">{licenceNote(row)}</span>
								</td>
								<td className="num">{formatContext(row.contextLength)}</td>
								<td>{fitsOnText(row)}</td>
								<td>{formatLanguages(row.languages)}</td>
								<td>
									{row.releaseDate ? (
										<>
											{row.releaseDate}
											{row.releaseSourceUrl ? (
												<>
													{" "}
													<a href={row.releaseSourceUrl} rel="noopener noreferrer" className="muted">
														(source)
													</a>
												</>
											) : null}
										</>
									) : row.inCatalogue ? (
										<span title={RELEASE_UNKNOWN_WHY}>{RELEASE_UNKNOWN}</span>
									) : (
										"—"
									)}
								</td>
								<td>
									{row.providers.length > 0 ? row.providers.join(", ") : "none (run it yourself)"}
									{row.fromPrice ? <span className="from-price">{fromPriceText(row.fromPrice)}</span> : null}
								</td>
							</tr>
						))}
					</tbody>
				</table>
			</section>
			{benchmark ? (
				<p className="muted">
					Quality:{" "}
					<a href={benchmark.url} rel="noopener noreferrer">
						{benchmark.label}
					</a>
					, one benchmark for every row; each figure links the page it was read from, and "no figure" means none was
					found.
				</p>
			) : noSharedBenchmark ? (
				<p className="muted">No quality column: {noSharedBenchmark}</p>
			) : null}
			{compareIds.length >= COMPARE_LIMITS.min ? (
				<p>
					<Link to={`/compare?models=${compareIds.map(encodeURIComponent).join(",")}`}>
						Compare{" "}
						{compareIds.length === rows.filter((r) => r.inCatalogue).length
							? "these"
							: `the first ${compareIds.length}`}{" "}
						models side by side
					</Link>{" "}
					(size, fit, shared benchmarks)
				</p>
			) : null}
		</section>
	);
}
