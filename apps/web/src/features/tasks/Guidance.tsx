/** A task page's guidance, "best for" picks and further reading, as the page data writes them. */
import type { BestForPick, GuidanceSection, TaskBenchmark, TaskResource } from "@hubkit/catalog";
import { type BestForView, qualityCitation } from "@hubkit/hub-core";
import { Link } from "react-router";
import { modelUrl } from "../../lib/paths.js";

export const PICK_LABELS: Readonly<Record<BestForPick["pick"], string>> = {
	small: "Small or CPU-friendly",
	multilingual: "Multilingual",
	quality: "Highest quality",
	permissive: "Permissive licence",
};

export function BestFor({ picks, benchmark }: { picks: readonly BestForView[]; benchmark?: TaskBenchmark }) {
	if (picks.length === 0) return null;
	return (
		<section aria-labelledby="best-for">
			<h2 id="best-for">Best for</h2>
			<ul className="best-for">
				{picks.map((p) => (
					<li key={p.pick}>
						<span className="pick-need">{PICK_LABELS[p.pick]}</span>
						<Link to={modelUrl(p.modelId)}>{p.modelId}</Link>
						<p>
							{p.why}
							{p.quality && benchmark ? (
								<>
									{" "}
									It scores {qualityCitation(p.quality, benchmark)}{" "}
									<a href={p.quality.sourceUrl} rel="noopener noreferrer" className="muted">
										(source)
									</a>
									.
								</>
							) : null}
						</p>
					</li>
				))}
			</ul>
		</section>
	);
}

export function Guidance({ sections }: { sections: readonly GuidanceSection[] }) {
	if (sections.length === 0) return null;
	return (
		<section className="guidance" aria-labelledby="guidance">
			<h2 id="guidance">Guide</h2>
			{sections.map((s) => (
				<section key={s.heading}>
					<h3>{s.heading}</h3>
					{s.paragraphs.map((p) => (
						<p key={p}>{p}</p>
					))}
				</section>
			))}
		</section>
	);
}

const KIND_LABELS: Readonly<Record<TaskResource["kind"], string>> = {
	docs: "Documentation",
	paper: "Paper",
	leaderboard: "Leaderboard",
	course: "Course",
	tool: "Tool",
};

export function Resources({ resources }: { resources: readonly TaskResource[] }) {
	if (resources.length === 0) return null;
	return (
		<section aria-labelledby="resources">
			<h2 id="resources">Further reading</h2>
			<ul className="resources">
				{resources.map((r) => (
					<li key={r.url}>
						<span className="resource-kind">{KIND_LABELS[r.kind]}</span>{" "}
						<a href={r.url} rel="noopener noreferrer">
							{r.title}
						</a>
					</li>
				))}
			</ul>
		</section>
	);
}
