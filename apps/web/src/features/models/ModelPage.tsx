/**
 * A model page: id, task, library, tags, and the use-this-model panel. The record and its library
 * and local-app snippets come from the API; snippets of other libraries that apply (a record
 * tagged `transformers.js` or `peft` besides its own library) are asked for with POST /api/snippets.
 */

import type { ModelRecord } from "@hubkit/catalog";
import { useEffect, useMemo, useState } from "react";
import { Link, useParams } from "react-router";
import { preloadHighlighter } from "../../components/highlight.js";
import { Failure, Loading } from "../../components/Status.js";
import { getJson, modelPath, useApi } from "../../lib/api.js";
import { libraryUrl, taskUrl } from "../../lib/paths.js";
import { useTitle } from "../../lib/title.js";
import type { LibrarySnippetsView, LibrarySummary, SnippetsView, TaskSummary } from "../../lib/types.js";
import { SnippetPanel } from "../snippets/SnippetPanel.js";

/** At most this many other libraries get their snippets shown. */
const MAX_EXTRA_LIBRARIES = 3;

/** Libraries other than the record's own that the record's tags name and that have a generator. */
export function extraLibraries(model: ModelRecord, libraries: readonly LibrarySummary[]): string[] {
	const tags = new Set(model.tags ?? []);
	return libraries
		.filter((l) => l.hasSnippets && l.id !== model.library_name && tags.has(l.id))
		.map((l) => l.id)
		.slice(0, MAX_EXTRA_LIBRARIES);
}

function useExtraSnippets(model: ModelRecord | undefined, ids: readonly string[]): LibrarySnippetsView[] {
	const [views, setViews] = useState<LibrarySnippetsView[]>([]);
	const key = ids.join(",");
	useEffect(() => {
		setViews([]);
		if (!model || key === "") return;
		const controller = new AbortController();
		Promise.all(
			key.split(",").map((library) =>
				getJson<SnippetsView>("/api/snippets", {
					method: "POST",
					headers: { "Content-Type": "application/json" },
					body: JSON.stringify({ model: { ...model, library_name: library } }),
					signal: controller.signal,
				}).then(
					(view) => view.libraries,
					// One library failing must not hide the others.
					() => [],
				),
			),
		).then((lists) => {
			if (!controller.signal.aborted) setViews(lists.flat());
		});
		return () => controller.abort();
	}, [model, key]);
	return views;
}

const number = new Intl.NumberFormat("en");

export function ModelPage() {
	const { owner = "", name = "" } = useParams();
	// Every model page shows code: fetch the highlighter while the record is on its way.
	useEffect(() => preloadHighlighter("python"), []);
	const id = `${owner}/${name}`;
	const record = useApi<ModelRecord>(`/api/models/${modelPath(id)}`);
	const snippets = useApi<SnippetsView>(`/api/models/${modelPath(id)}/snippets`);
	const libraries = useApi<LibrarySummary[]>("/api/libraries");
	const tasks = useApi<TaskSummary[]>("/api/tasks");
	useTitle(record.status === "ok" ? record.data.id : undefined);

	const model = record.data;
	const extraIds = useMemo(
		() => (model && libraries.data ? extraLibraries(model, libraries.data) : []),
		[model, libraries.data],
	);
	const extra = useExtraSnippets(model, extraIds);
	const labels = useMemo(
		() => Object.fromEntries((libraries.data ?? []).map((l) => [l.id, l.prettyLabel])),
		[libraries.data],
	);

	if (record.status === "loading") return <Loading what="model" />;
	if (record.status === "error") return <Failure error={record.error} what="model" />;
	const m = record.data;
	const counts = m.downloads ?? m.sample?.downloads;
	const likes = m.likes ?? m.sample?.likes;

	return (
		<article className="model-page">
			<header>
				<p className="eyebrow">Model</p>
				<h1 className="model-id">{m.id}</h1>
				<dl className="facts">
					<div>
						<dt>Task</dt>
						<dd>
							{m.pipeline_tag ? (
								<Link to={taskUrl(m.pipeline_tag)}>
									{tasks.data?.find((t) => t.id === m.pipeline_tag)?.label ?? m.pipeline_tag}
								</Link>
							) : (
								"none"
							)}
						</dd>
					</div>
					<div>
						<dt>Library</dt>
						<dd>
							{m.library_name ? (
								<Link to={libraryUrl(m.library_name)}>{labels[m.library_name] ?? m.library_name}</Link>
							) : (
								"none"
							)}
						</dd>
					</div>
					{typeof counts === "number" ? (
						<div>
							<dt>Downloads</dt>
							<dd>{number.format(counts)}</dd>
						</div>
					) : null}
					{typeof likes === "number" ? (
						<div>
							<dt>Likes</dt>
							<dd>{number.format(likes)}</dd>
						</div>
					) : null}
				</dl>
				{m.tags && m.tags.length > 0 ? (
					<ul className="tags" aria-label="Tags">
						{m.tags.map((tag) => (
							<li key={tag}>{tag}</li>
						))}
					</ul>
				) : null}
			</header>
			{snippets.status === "loading" ? (
				<Loading what="snippets" />
			) : snippets.status === "error" ? (
				<Failure error={snippets.error} what="snippets" />
			) : (
				<SnippetPanel
					model={m}
					libraries={[...snippets.data.libraries, ...extra]}
					localApps={snippets.data.localApps}
					libraryLabels={labels}
				/>
			)}
		</article>
	);
}
