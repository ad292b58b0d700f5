/**
 * A model page: id, task, library, tags, and the use-this-model panel. Everything the panel shows
 * is one API answer, `GET /api/models/:owner/:name/snippets`, asked for with the panel's options
 * (provider, streaming, bill-to, …, the chosen GGUF file, and the other libraries the record's
 * tags name); only inference snippets with a typed access token are written in the page. Above
 * it, "Run it locally" (features/fit): where each weight option fits; the chosen row, else the
 * recommended one, is the file the local-app commands run; with it, the best quantized derivative
 * on the device, from the model tree (features/models/ModelTree: parents and derivatives, shown
 * above). "Run via an API" (features/providers) compares the providers serving the model; choosing
 * one switches the inference snippets to it. Task and library labels come from the
 * catalogue the app is built with (hub-core), not from more requests.
 */

import type { ModelRecord } from "@hubkit/catalog";
import { fitBaseId, statedAdapterBase } from "@hubkit/catalog/hardware";
import { librarySummaries, type ModelAnswer, routingChoices, taskSummaries } from "@hubkit/hub-core";
import { useEffect, useMemo, useState } from "react";
import { Link, useParams } from "react-router";
import { preloadHighlighter } from "../../components/highlight.js";
import { Failure, Loading } from "../../components/Status.js";
import { modelPath, useApi, useLatestApi } from "../../lib/api.js";
import { libraryUrl, taskUrl } from "../../lib/paths.js";
import { useTitle } from "../../lib/title.js";
import type { LibrarySummary, SnippetsView } from "../../lib/types.js";
import { useDebounced } from "../../lib/useDebounced.js";
import { RunLocally } from "../fit/RunLocally.js";
import { runnableFile } from "../fit/recommendation.js";
import { useFit } from "../fit/useFit.js";
import { RunViaApi } from "../providers/RunViaApi.js";
import { ggufFiles } from "../snippets/gguf.js";
import { usePanelState } from "../snippets/panelState.js";
import { snippetQuery, snippetRequest } from "../snippets/request.js";
import { SnippetPanel } from "../snippets/SnippetPanel.js";
import { DecisionFacts } from "./DecisionFacts.js";
import { EvalResults } from "./EvalResults.js";
import { BestLocal, ModelTree, useModelTree } from "./ModelTree.js";
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

/** Labels of the catalogue's libraries and tasks, by id (the same lists /api/libraries and /api/tasks answer). */
const LIBRARIES = librarySummaries();
const LIBRARY_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
	LIBRARIES.map((l) => [l.id, l.prettyLabel]),
);
const TASK_LABELS: Readonly<Record<string, string>> = Object.fromEntries(taskSummaries().map((t) => [t.id, t.label]));

export function ModelPage() {
	const { owner = "", name = "" } = useParams();
	// Every model page shows code: fetch the highlighter while the record is on its way.
	useEffect(() => preloadHighlighter("python"), []);
	const id = `${owner}/${name}`;
	const record = useApi<ModelAnswer>(`/api/models/${modelPath(id)}`);
	const [state, updatePanel] = usePanelState();
	useTitle(record.status === "ok" ? record.data.id : undefined);

	const model = record.data;
	const extraIds = useMemo(() => (model ? extraLibraries(model, LIBRARIES) : []), [model]);
	// An adapter's fit is its base's weights with it, an unsized conversion's its base's parameter count: the
	// base record, when the catalogue has it. A record that states its base's count (a base outside the
	// catalogue) is sized on that: asking for the base would only log a 404.
	const baseId = model && statedAdapterBase(model) === undefined ? fitBaseId(model) : undefined;
	const base = useLatestApi<ModelAnswer>(baseId ? `/api/models/${modelPath(baseId)}` : null).data;
	const fit = useFit(model, base?.id === baseId ? base : undefined);
	const tree = useModelTree(id, fit.deviceId, fit.context);
	const files = useMemo(() => (model ? ggufFiles(model) : []), [model]);
	// The chosen row's file, else the recommended option's: the commands follow the table.
	const chosenFile = state.file && files.includes(state.file) ? state.file : undefined;
	const file = chosenFile ?? (fit.recommended ? runnableFile(fit.recommended) : undefined);
	// The previous answer's providers decide whether the chosen provider can be asked for.
	const [providers, setProviders] = useState<readonly { id: string }[] | undefined>(undefined);
	const query = model
		? snippetQuery(snippetRequest({ ...state, file }, { providers, files, libraries: extraIds }))
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
							{/* A task or library Hubkit has no page for (a typo in one's own catalogue) is plain text, not a link to a 404. */}
							{m.pipeline_tag ? (
								TASK_LABELS[m.pipeline_tag] ? (
									<Link to={taskUrl(m.pipeline_tag)}>{TASK_LABELS[m.pipeline_tag]}</Link>
								) : (
									m.pipeline_tag
								)
							) : (
								"none"
							)}
						</dd>
					</div>
					<div>
						<dt>Library</dt>
						<dd>
							{m.library_name ? (
								LIBRARY_LABELS[m.library_name] ? (
									<Link to={libraryUrl(m.library_name)}>{LIBRARY_LABELS[m.library_name]}</Link>
								) : (
									m.library_name
								)
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
					{m.decisionFacts ? <DecisionFacts facts={m.decisionFacts} /> : null}
				</dl>
				<Tags tags={m.tags ?? []} />
				<p>
					<Link to={`/compare?models=${encodeURIComponent(m.id)}`}>Compare with other models</Link>
				</p>
			</header>
			<EvalResults results={m.evalResults ?? []} skipped={m.evalResultsSkipped} />
			<ModelTree tree={tree} />
			<RunLocally model={m} fit={fit} file={file} onChoose={(chosen) => updatePanel({ file: chosen })}>
				<BestLocal tree={tree} deviceLabel={fit.device?.label ?? fit.deviceId} />
			</RunLocally>
			{(m.inferenceProviderMapping ?? []).length > 0 ? (
				<RunViaApi
					id={m.id}
					chosen={state.provider}
					onChoose={(provider) => updatePanel({ provider, routing: "", tab: "inference" })}
					routes={routingChoices(m)}
					routing={state.routing}
					onRoute={(routing) => updatePanel({ provider: "auto", routing, tab: "inference" })}
				/>
			) : null}
			{snippets.data ? (
				<>
					{snippets.error ? (
						<p className="error" role="alert">
							The snippets could not be updated: {snippets.error.message}
						</p>
					) : null}
					<SnippetPanel
						model={m}
						view={snippets.data}
						libraryLabels={LIBRARY_LABELS}
						pending={snippets.pending}
						localFile={file === undefined ? undefined : { name: file, recommended: chosenFile === undefined }}
					/>
				</>
			) : snippets.error ? (
				<Failure error={snippets.error} what="snippets" />
			) : (
				<Loading what="snippets" />
			)}
		</article>
	);
}
