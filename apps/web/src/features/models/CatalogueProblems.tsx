/**
 * The models page's note about one's own catalogue (HUBKIT_MODELS): "N records skipped, M with
 * warnings", from /api/health, opening onto the list itself (GET /api/catalogue/problems, asked
 * for only when opened: a broken file may hold a problem for every record). Nothing for the
 * sample catalogue, an upstream hub, or a catalogue that loaded cleanly.
 */
import {
	type CatalogueProblemsPage,
	describeProblem,
	type HubHealth,
	MODEL_LIST_LIMITS,
	type ProblemKind,
	problemsSummary,
} from "@hubkit/hub-core";
import { useState } from "react";
import { useApi } from "../../lib/api.js";

const HEADINGS: Record<ProblemKind, string> = {
	skipped: "Skipped (not loaded)",
	warnings: "Loaded with warnings",
};

/** The problems API's path for one list's first page. */
const problemsPath = (kind: ProblemKind, limit?: number) =>
	`/api/catalogue/problems?kind=${kind}${limit === undefined ? "" : `&limit=${limit}`}`;

export function CatalogueProblems({ health }: { health: HubHealth | undefined }) {
	const [open, setOpen] = useState(false);
	const counts = health?.catalogue;
	const summary = counts && problemsSummary(counts.skipped, counts.warned);
	if (!counts || !summary) return null;
	return (
		<details className="catalogue-problems" onToggle={(e) => setOpen(e.currentTarget.open)}>
			<summary>Your catalogue: {summary}</summary>
			{open ? (
				<>
					{counts.skipped > 0 ? <ProblemList kind="skipped" /> : null}
					{counts.warned > 0 ? <ProblemList kind="warnings" /> : null}
				</>
			) : null}
		</details>
	);
}

function ProblemList({ kind }: { kind: ProblemKind }) {
	const shown = MODEL_LIST_LIMITS.limit.max;
	const page = useApi<CatalogueProblemsPage>(problemsPath(kind, shown));
	return (
		<section>
			<h2>{HEADINGS[kind]}</h2>
			{page.status === "loading" ? (
				<p className="muted">Loading…</p>
			) : page.status === "error" ? (
				<p className="field-error">Could not read the list: {page.error.message}</p>
			) : (
				<>
					<ul>
						{page.data.problems.map((p) => (
							<li key={`${p.file}:${p.line}:${p.field}`}>
								<code>{describeProblem(p)}</code>
							</li>
						))}
					</ul>
					{page.data.total > page.data.problems.length ? (
						<p className="muted">
							The first {page.data.problems.length} of {page.data.total}; all of them, page by page:{" "}
							<a href={problemsPath(kind)}>{problemsPath(kind)}</a> with <code>offset</code>.
						</p>
					) : null}
				</>
			)}
		</section>
	);
}
