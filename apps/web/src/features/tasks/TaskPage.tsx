/**
 * A task page: label, summary, the demo, the catalogue's models for the task, the example models,
 * datasets, spaces and metrics, the supporting libraries, the video and the canonical task.
 * Placeholders say so honestly; unknown ids get the 404 page.
 */

import type { ExampleRepo } from "@hubkit/catalog";
import { Link, useParams } from "react-router";
import { Failure, Loading, NotFound } from "../../components/Status.js";
import { useApi } from "../../lib/api.js";
import { hubDatasetUrl, hubModelUrl, hubSpaceUrl, metricUrl } from "../../lib/links.js";
import { libraryUrl, modelUrl, taskUrl } from "../../lib/paths.js";
import { useTitle } from "../../lib/title.js";
import type { LibrarySummary, ModelList, TaskData, TaskSummary } from "../../lib/types.js";
import { DemoRenderer } from "./DemoRenderer.js";
import { Video } from "./Video.js";

function RepoList({ title, items, href }: { title: string; items: ExampleRepo[]; href: (id: string) => string }) {
	if (items.length === 0) return null;
	return (
		<section className="repo-list">
			<h2>{title}</h2>
			<ul>
				{items.map((item) => (
					<li key={item.id}>
						<a href={href(item.id)} rel="noopener noreferrer">
							{item.id}
						</a>
						<p>{item.description}</p>
					</li>
				))}
			</ul>
		</section>
	);
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
					{models.data.total > models.data.models.length ? (
						<p>
							<Link to={`/models?pipeline_tag=${encodeURIComponent(taskId)}`}>
								All {models.data.total} models for this task
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
	const task = useApi<TaskData>(known ? `/api/tasks/${encodeURIComponent(id)}` : null);
	const libraries = useApi<LibrarySummary[]>("/api/libraries");
	useTitle(task.status === "ok" ? task.data.label : undefined);
	if (list.status === "error") return <Failure error={list.error} what="task" />;
	if (known === false) return <NotFound what="task" />;
	if (task.status === "loading") return <Loading what="task" />;
	if (task.status === "error") return <Failure error={task.error} what="task" />;
	const t = task.data;
	const libraryLabel = (lib: string) =>
		(libraries.status === "ok" ? libraries.data.find((l) => l.id === lib)?.prettyLabel : undefined) ?? lib;

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
				</>
			)}
			<CatalogueModels taskId={t.id} />
			<RepoList title="Example models" items={t.models} href={hubModelUrl} />
			<RepoList title="Datasets" items={t.datasets} href={hubDatasetUrl} />
			<RepoList title="Spaces" items={t.spaces} href={hubSpaceUrl} />
			<RepoList title="Metrics" items={t.metrics} href={metricUrl} />
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
