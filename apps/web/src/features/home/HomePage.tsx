/** Home: one search box over tasks, libraries and models, then the tasks grouped by modality. */

import { useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { Failure, Loading } from "../../components/Status.js";
import { useApi } from "../../lib/api.js";
import { MODALITY_ORDER, modalityLabel } from "../../lib/modalities.js";
import { libraryUrl, modelUrl, taskUrl } from "../../lib/paths.js";
import { useTitle } from "../../lib/title.js";
import type { LibrarySummary, ModelList, TaskSummary } from "../../lib/types.js";
import { useDebounced } from "../../lib/useDebounced.js";

const MAX_HITS = 8;

function SearchResults({
	query,
	tasks,
	libraries,
}: {
	query: string;
	tasks: TaskSummary[];
	libraries: LibrarySummary[];
}) {
	const needle = query.trim().toLowerCase();
	const debounced = useDebounced(needle);
	const models = useApi<ModelList>(
		debounced ? `/api/models?search=${encodeURIComponent(debounced)}&limit=${MAX_HITS}` : null,
	);
	if (!needle) return null;
	const taskHits = tasks
		.filter((t) => t.label.toLowerCase().includes(needle) || t.id.includes(needle))
		.slice(0, MAX_HITS);
	const libraryHits = libraries
		.filter((l) => l.prettyLabel.toLowerCase().includes(needle) || l.id.toLowerCase().includes(needle))
		.slice(0, MAX_HITS);
	return (
		<section className="search-results" aria-label="Search results">
			<div>
				<h2>Tasks</h2>
				{taskHits.length === 0 ? (
					<p className="muted">No task matches.</p>
				) : (
					<ul>
						{taskHits.map((t) => (
							<li key={t.id}>
								<Link to={taskUrl(t.id)}>{t.label}</Link>
							</li>
						))}
					</ul>
				)}
			</div>
			<div>
				<h2>Libraries</h2>
				{libraryHits.length === 0 ? (
					<p className="muted">No library matches.</p>
				) : (
					<ul>
						{libraryHits.map((l) => (
							<li key={l.id}>
								<Link to={libraryUrl(l.id)}>{l.prettyLabel}</Link>
							</li>
						))}
					</ul>
				)}
			</div>
			<div>
				<h2>Models</h2>
				{debounced !== needle || models.status === "loading" ? (
					<p className="muted">Searching…</p>
				) : models.status === "error" ? (
					<p className="muted">{models.error.message}</p>
				) : models.data.models.length === 0 ? (
					<p className="muted">No model matches.</p>
				) : (
					<>
						<ul>
							{models.data.models.map((m) => (
								<li key={m.id}>
									<Link to={modelUrl(m.id)}>{m.id}</Link>
								</li>
							))}
						</ul>
						{/* Only the first hits fit here: the model list shows the rest. */}
						{models.data.next || (models.data.total ?? 0) > models.data.models.length ? (
							<p>
								<Link to={`/models?search=${encodeURIComponent(debounced)}`}>
									{models.data.total === undefined ? "All matching models" : `All ${models.data.total} matching models`}
								</Link>
							</p>
						) : null}
					</>
				)}
			</div>
		</section>
	);
}

export function HomePage() {
	useTitle(undefined);
	const tasks = useApi<TaskSummary[]>("/api/tasks");
	const libraries = useApi<LibrarySummary[]>("/api/libraries");
	const [query, setQuery] = useState("");
	const searchId = useId();
	const groups = useMemo(() => {
		if (tasks.status !== "ok") return [];
		const known = new Set<string>(MODALITY_ORDER);
		const extra = [...new Set(tasks.data.map((t) => t.modality))].filter((m) => !known.has(m));
		return [...MODALITY_ORDER, ...extra]
			.map((modality) => ({ modality, tasks: tasks.data.filter((t) => t.modality === modality) }))
			.filter((g) => g.tasks.length > 0);
	}, [tasks]);

	return (
		<>
			<section className="hero">
				<h1>Find a task, a library or a model</h1>
				<search>
					<form onSubmit={(e) => e.preventDefault()}>
						<label htmlFor={searchId}>Search tasks, libraries and models</label>
						<input
							id={searchId}
							type="search"
							value={query}
							onChange={(e) => setQuery(e.target.value)}
							placeholder="e.g. speech, diffusers, llama"
							autoComplete="off"
						/>
					</form>
				</search>
			</section>
			{tasks.status === "ok" && libraries.status !== "loading" ? (
				<SearchResults query={query} tasks={tasks.data} libraries={libraries.data ?? []} />
			) : null}
			{tasks.status === "loading" ? (
				<Loading what="tasks" />
			) : tasks.status === "error" ? (
				<Failure error={tasks.error} what="tasks" />
			) : (
				<section aria-labelledby="tasks-heading">
					<h2 id="tasks-heading">Tasks</h2>
					{groups.map((group) => (
						<section key={group.modality} className="modality">
							<h3>{modalityLabel(group.modality)}</h3>
							<ul className="task-grid">
								{group.tasks.map((task) => (
									<li key={task.id}>
										<Link to={taskUrl(task.id)} className="task-card">
											<span className="task-label">{task.label}</span>
											{/* An upstream hub gives no counts. */}
											{task.modelCount === undefined ? null : (
												<span className="task-count">
													{task.modelCount} {task.modelCount === 1 ? "model" : "models"}
												</span>
											)}
										</Link>
									</li>
								))}
							</ul>
						</section>
					))}
				</section>
			)}
		</>
	);
}
