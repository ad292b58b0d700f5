/**
 * A task page: label, summary, the demo, then what a person needs to choose a model: the example
 * models compared side by side, "best for" picks, guidance, code for the recommended model and further
 * reading; then the catalogue's models for the task, datasets, spaces, metrics (linked only where the
 * API found a checked page), libraries, the video and the canonical task.
 * Placeholders say so honestly; unknown ids get the 404 page.
 */

import type { ExampleRepo } from "@hubkit/catalog";
import type { TaskMetricView, TaskPageView } from "@hubkit/hub-core";
import { Link, useParams } from "react-router";
import { Failure, Loading, NotFound } from "../../components/Status.js";
import { useApi } from "../../lib/api.js";
import { hubDatasetUrl, hubModelUrl, hubSpaceUrl } from "../../lib/links.js";
import { libraryUrl, modelUrl, taskUrl } from "../../lib/paths.js";
import { useTitle } from "../../lib/title.js";
import type { LibrarySummary, ModelList, TaskSummary } from "../../lib/types.js";
import { ComparisonTable } from "./ComparisonTable.js";
import { DemoRenderer } from "./DemoRenderer.js";
import { BestFor, Guidance, Resources } from "./Guidance.js";
import { TryModel } from "./TryModel.js";
import { Video } from "./Video.js";
import "./tasks.css";

/** A list of ids with descriptions; `href` gives an outside link, `to` a page of this hub, neither plain text. */
function RepoList({
	title,
	items,
	href,
	to,
}: {
	title: string;
	items: readonly (ExampleRepo & { url?: string })[];
	href?: (item: ExampleRepo & { url?: string }) => string | undefined;
	to?: (id: string) => string | undefined;
}) {
	if (items.length === 0) return null;
	return (
		<section className="repo-list">
			<h2>{title}</h2>
			<ul>
				{items.map((item) => {
					const inside = to?.(item.id);
					const outside = href?.(item);
					return (
						<li key={item.id}>
							{inside ? (
								<Link to={inside}>{item.id}</Link>
							) : outside ? (
								<a href={outside} rel="noopener noreferrer">
									{item.id}
								</a>
							) : (
								<span className="repo-id">{item.id}</span>
							)}
							<p>{item.description}</p>
						</li>
					);
				})}
			</ul>
		</section>
	);
}

/** Readable form of an ISO date, in English whatever the browser's locale (the page is English). */
function longDate(iso: string): string {
	const date = new Date(`${iso}T00:00:00Z`);
	return Number.isNaN(date.getTime())
		? iso
		: date.toLocaleDateString("en-GB", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

function CatalogueModels({ taskId }: { taskId: string }) {
	const models = useApi<ModelList>(`/api/models?pipeline_tag=${encodeURIComponent(taskId)}&limit=12`);
	if (models.status !== "ok") return null;
	return (
		<section>
			<h2>Models in this hub</h2>
			{models.data.total === 0 ? (
				<p className="muted">The catalogue has no model for this task yet.</p>
			) : (
				<>
					<ul className="chips">
						{models.data.models.map((m) => (
							<li key={m.id}>
								<Link to={modelUrl(m.id)}>{m.id}</Link>
							</li>
						))}
					</ul>
					{models.data.next || (models.data.total ?? 0) > models.data.models.length ? (
						<p>
							<Link to={`/models?pipeline_tag=${encodeURIComponent(taskId)}`}>
								{models.data.total === undefined
									? "All models for this task"
									: `All ${models.data.total} models for this task`}
							</Link>
						</p>
					) : null}
				</>
			)}
		</section>
	);
}

export function TaskPage() {
	const { id = "" } = useParams();
	// The (small, cached) task list answers "is there such a task?" without a failing request.
	const list = useApi<TaskSummary[]>("/api/tasks");
	const known = list.status === "ok" ? list.data.some((t) => t.id === id) : undefined;
	const task = useApi<TaskPageView>(known ? `/api/tasks/${encodeURIComponent(id)}` : null);
	const libraries = useApi<LibrarySummary[]>("/api/libraries");
	useTitle(task.status === "ok" ? task.data.label : undefined);
	if (list.status === "error") return <Failure error={list.error} what="task" />;
	if (known === false) return <NotFound what="task" />;
	if (task.status === "loading") return <Loading what="task" />;
	if (task.status === "error") return <Failure error={task.error} what="task" />;
	const t = task.data;
	const libraryLabel = (lib: string) =>
		(libraries.status === "ok" ? libraries.data.find((l) => l.id === lib)?.prettyLabel : undefined) ?? lib;
	const libraryLabels =
		libraries.status === "ok" ? Object.fromEntries(libraries.data.map((l) => [l.id, l.prettyLabel])) : undefined;
	// Older servers answer the bare task data: no comparison rows, no checked metric links.
	const comparison = t.comparison ?? [];
	const inCatalogue = new Set(comparison.filter((r) => r.inCatalogue).map((r) => r.id));

	return (
		<article className="task-page">
			<header>
				<p className="eyebrow">Task</p>
				<h1>{t.label}</h1>
				{t.canonicalId ? (
					<p>
						This task is a variant of <Link to={taskUrl(t.canonicalId)}>{t.canonicalId}</Link>; see its page for the
						full description.
					</p>
				) : null}
			</header>
			{t.isPlaceholder ? (
				<section className="empty-state">
					<h2>No task page yet</h2>
					<p>
						Nobody has written a description, a demo or example resources for this task yet. The libraries and models
						below are what the hub knows about it.
					</p>
				</section>
			) : (
				<>
					<p className="summary">{t.summary}</p>
					{t.demo.inputs.length + t.demo.outputs.length > 0 ? (
						<section>
							<h2>Demo</h2>
							<DemoRenderer demo={t.demo} taskId={t.id} taskLabel={t.label} />
						</section>
					) : null}
					{t.reviewedOn ? (
						<p className="reviewed-on">
							Model picks reviewed on <time dateTime={t.reviewedOn}>{longDate(t.reviewedOn)}</time>
							{t.freshnessMonths
								? `; at least one example was released within the ${t.freshnessMonths} months before.`
								: "."}
						</p>
					) : null}
					<ComparisonTable
						rows={comparison}
						taskLabel={t.label}
						benchmark={t.benchmark}
						noSharedBenchmark={t.noSharedBenchmark}
					/>
					<BestFor picks={t.bestFor ?? []} benchmark={t.benchmark} />
					<Guidance sections={t.guidance ?? []} />
					{t.recommendedModel ? (
						<TryModel
							modelId={t.recommendedModel}
							libraryLabels={libraryLabels}
							facts={comparison.find((r) => r.id === t.recommendedModel)}
						/>
					) : null}
				</>
			)}
			<RepoList
				title="Example models"
				items={t.models}
				to={(id) => (inCatalogue.has(id) ? modelUrl(id) : undefined)}
				href={(item) => hubModelUrl(item.id)}
			/>
			<CatalogueModels taskId={t.id} />
			<RepoList title="Datasets" items={t.datasets} href={(item) => hubDatasetUrl(item.id)} />
			<RepoList title="Spaces" items={t.spaces} href={(item) => hubSpaceUrl(item.id)} />
			<RepoList title="Metrics" items={t.metrics} href={(item: TaskMetricView) => item.url} />
			<Resources resources={t.resources ?? []} />
			<section>
				<h2>Libraries</h2>
				{t.libraries.length === 0 ? (
					<p className="muted">No library of the catalogue lists this task.</p>
				) : (
					<ul className="chips">
						{t.libraries.map((lib) => (
							<li key={lib}>
								<Link to={libraryUrl(lib)}>{libraryLabel(lib)}</Link>
							</li>
						))}
					</ul>
				)}
			</section>
			{t.youtubeId ? (
				<section>
					<h2>Video</h2>
					<Video youtubeId={t.youtubeId} title={`${t.label} explained`} />
				</section>
			) : null}
		</article>
	);
}
