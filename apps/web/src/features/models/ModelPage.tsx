/**
 * A model page: id, task, library, tags, and the use-this-model panel. Everything the panel shows
 * is one API answer, `GET /api/models/:owner/:name/snippets`, asked for with the panel's options
 * (provider, streaming, bill-to, …, the chosen GGUF file, and the other libraries the record's
 * tags name); only inference snippets with a typed access token are written in the page. Above
 * it, "Run it locally" (features/fit): where each weight option fits; its chosen row is the file.
 */

import type { ModelRecord } from "@hubkit/catalog";
import { useEffect, useMemo, useState } from "react";
import { Link, useParams } from "react-router";
import { preloadHighlighter } from "../../components/highlight.js";
import { Failure, Loading } from "../../components/Status.js";
import { modelPath, useApi, useLatestApi } from "../../lib/api.js";
import { libraryUrl, taskUrl } from "../../lib/paths.js";
import { useTitle } from "../../lib/title.js";
import type { LibrarySummary, SnippetsView, TaskSummary } from "../../lib/types.js";
import { useDebounced } from "../../lib/useDebounced.js";
import { RunLocally } from "../fit/RunLocally.js";
import { ggufFiles } from "../snippets/gguf.js";
import { usePanelState } from "../snippets/panelState.js";
import { snippetQuery, snippetRequest } from "../snippets/request.js";
import { SnippetPanel } from "../snippets/SnippetPanel.js";
import { Tags } from "./Tags.js";

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

const number = new Intl.NumberFormat("en");

export function ModelPage() {
	const { owner = "", name = "" } = useParams();
	// Every model page shows code: fetch the highlighter while the record is on its way.
	useEffect(() => preloadHighlighter("python"), []);
	const id = `${owner}/${name}`;
	const record = useApi<ModelRecord>(`/api/models/${modelPath(id)}`);
	const libraries = useApi<LibrarySummary[]>("/api/libraries");
	const tasks = useApi<TaskSummary[]>("/api/tasks");
	const [state, updatePanel] = usePanelState();
	useTitle(record.status === "ok" ? record.data.id : undefined);

	const model = record.data;
	const extraIds = useMemo(
		() => (model && libraries.data ? extraLibraries(model, libraries.data) : []),
		[model, libraries.data],
	);
	const labels = useMemo(
		() => Object.fromEntries((libraries.data ?? []).map((l) => [l.id, l.prettyLabel])),
		[libraries.data],
	);
	// The previous answer's providers decide whether the chosen provider can be asked for.
	const [providers, setProviders] = useState<readonly { id: string }[] | undefined>(undefined);
	const query =
		model && libraries.status !== "loading"
			? snippetQuery(snippetRequest(state, { providers, files: ggufFiles(model), libraries: extraIds }))
			: null;
	// Typing a bill-to or an endpoint changes the query on every key: ask once the typing pauses.
	const settled = useDebounced(query, 150);
	const snippets = useLatestApi<SnippetsView>(
		settled === null ? null : `/api/models/${modelPath(id)}/snippets${settled}`,
	);
	useEffect(() => {
		if (snippets.data) setProviders(snippets.data.providers);
	}, [snippets.data]);

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
				<Tags tags={m.tags ?? []} />
			</header>
			<RunLocally model={m} file={state.file} onChoose={(file) => updatePanel({ file })} />
			{snippets.data ? (
				<>
					{snippets.error ? (
						<p className="error" role="alert">
							The snippets could not be updated: {snippets.error.message}
						</p>
					) : null}
					<SnippetPanel model={m} view={snippets.data} libraryLabels={labels} pending={snippets.pending} />
				</>
			) : snippets.error ? (
				<Failure error={snippets.error} what="snippets" />
			) : (
				<Loading what="snippets" />
			)}
		</article>
	);
}
