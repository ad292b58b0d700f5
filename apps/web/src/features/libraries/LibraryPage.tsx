/**
 * A library page: facts, tasks, the catalogue's models (how many, the most downloaded with their
 * snippets, a link to the model list for all of them) and the download check.
 */

import { Link, useParams } from "react-router";
import { Failure, Loading } from "../../components/Status.js";
import { modelPath, useApi } from "../../lib/api.js";
import { languageName } from "../../lib/languages.js";
import { modelUrl, taskUrl } from "../../lib/paths.js";
import { useTitle } from "../../lib/title.js";
import type { LibraryDetail, SnippetsView, TaskSummary } from "../../lib/types.js";
import { LibrarySnippets } from "../snippets/LibrarySnippets.js";
import { DownloadCheck } from "./DownloadCheck.js";

/** Models whose snippets are shown inline; the rest are listed as links. */
const SHOWN_WITH_SNIPPETS = 3;

const number = new Intl.NumberFormat("en");

function ModelSnippets({ id, library }: { id: string; library: string }) {
	const snippets = useApi<SnippetsView>(`/api/models/${modelPath(id)}/snippets`);
	return (
		<section className="library-model">
			<h3>
				<Link to={modelUrl(id)}>{id}</Link>
			</h3>
			{snippets.status === "loading" ? (
				<Loading what="snippets" />
			) : snippets.status === "error" ? (
				<p className="muted">{snippets.error.message}</p>
			) : (
				<LibrarySnippets views={snippets.data.libraries.filter((v) => v.library === library)} headings={false} />
			)}
		</section>
	);
}

export function LibraryPage() {
	const { id = "" } = useParams();
	const library = useApi<LibraryDetail>(`/api/libraries/${encodeURIComponent(id)}`);
	const tasks = useApi<TaskSummary[]>("/api/tasks");
	const taskLabel = (task: string) => tasks.data?.find((t) => t.id === task)?.label ?? task;
	useTitle(library.status === "ok" ? library.data.prettyLabel : undefined);
	if (library.status === "loading") return <Loading what="library" />;
	if (library.status === "error") return <Failure error={library.error} what="library" />;
	const l = library.data;
	return (
		<article className="library-page">
			<header>
				<p className="eyebrow">Library</p>
				<h1>{l.prettyLabel}</h1>
				<ul className="links">
					<li>
						<a href={l.repoUrl} rel="noopener noreferrer">
							Repository ({l.repoName})
						</a>
					</li>
					{l.docsUrl ? (
						<li>
							<a href={l.docsUrl} rel="noopener noreferrer">
								Documentation
							</a>
						</li>
					) : null}
				</ul>
				<p>
					{l.filter ? "Offered as a filter on the model list." : "Not offered as a filter on the model list."}{" "}
					{l.hasSnippets ? `Snippets are written in ${languageName(l.snippetLanguage)}.` : "No code snippet generator."}
				</p>
			</header>
			<section>
				<h2>Tasks</h2>
				{l.tasks.length === 0 ? (
					<p className="muted">No task listed.</p>
				) : (
					<ul className="chips">
						{l.tasks.map((t) => (
							<li key={t}>
								<Link to={taskUrl(t)}>{taskLabel(t)}</Link>
							</li>
						))}
					</ul>
				)}
			</section>
			<section>
				<h2>Models in this hub</h2>
				{l.models.length === 0 ? (
					<p className="muted">The catalogue has no model of this library.</p>
				) : (
					<>
						<p className="muted">
							{l.modelCount === undefined
								? "The most downloaded models of the upstream hub that use it."
								: l.modelCount > l.models.length
									? `${number.format(l.modelCount)} models use it; the ${l.models.length} most downloaded:`
									: `${l.modelCount} ${l.modelCount === 1 ? "model uses" : "models use"} it.`}
						</p>
						{l.models.slice(0, SHOWN_WITH_SNIPPETS).map((m) => (
							<ModelSnippets key={m.id} id={m.id} library={l.id} />
						))}
						{l.models.length > SHOWN_WITH_SNIPPETS ? (
							<>
								<h3>More models</h3>
								<ul className="chips">
									{l.models.slice(SHOWN_WITH_SNIPPETS).map((m) => (
										<li key={m.id}>
											<Link to={modelUrl(m.id)}>{m.id}</Link>
										</li>
									))}
								</ul>
							</>
						) : null}
						{l.modelCount === undefined || l.modelCount > l.models.length ? (
							<p>
								<Link to={`/models?${new URLSearchParams({ library: l.id })}`}>Every model of this library</Link>
							</p>
						) : null}
					</>
				)}
			</section>
			<DownloadCheck libraryId={l.id} rule={l.countDownloads} />
		</article>
	);
}
