/** The library catalogue: search, the filter flag, tasks, repository and docs links. */

import { useId, useState } from "react";
import { Link } from "react-router";
import { Failure, Loading } from "../../components/Status.js";
import { useApi } from "../../lib/api.js";
import { languageName } from "../../lib/languages.js";
import { libraryUrl } from "../../lib/paths.js";
import { useTitle } from "../../lib/title.js";
import type { LibrarySummary } from "../../lib/types.js";

export function matchesLibrary(library: LibrarySummary, query: string): boolean {
	const needle = query.trim().toLowerCase();
	return (
		needle === "" ||
		library.id.toLowerCase().includes(needle) ||
		library.prettyLabel.toLowerCase().includes(needle) ||
		library.repoName.toLowerCase().includes(needle)
	);
}

export function LibrariesPage() {
	useTitle("Libraries");
	const libraries = useApi<LibrarySummary[]>("/api/libraries");
	const [query, setQuery] = useState("");
	const [onlyFilters, setOnlyFilters] = useState(false);
	const ids = { search: useId(), filter: useId() };
	if (libraries.status === "loading") return <Loading what="libraries" />;
	if (libraries.status === "error") return <Failure error={libraries.error} what="libraries" />;
	const shown = libraries.data
		.filter((l) => matchesLibrary(l, query) && (!onlyFilters || l.filter === true))
		.sort((a, b) => a.prettyLabel.localeCompare(b.prettyLabel));
	return (
		<section className="libraries-page">
			<h1>Libraries</h1>
			<search>
				<form className="filters" onSubmit={(e) => e.preventDefault()}>
					<div className="field">
						<label htmlFor={ids.search}>Search libraries</label>
						<input id={ids.search} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
					</div>
					<div className="field checkbox-field">
						<input
							id={ids.filter}
							type="checkbox"
							checked={onlyFilters}
							onChange={(e) => setOnlyFilters(e.target.checked)}
						/>
						<label htmlFor={ids.filter}>Only libraries offered as a model filter</label>
					</div>
				</form>
			</search>
			<p className="muted" role="status">
				{shown.length} of {libraries.data.length} libraries
			</p>
			<div className="table-scroll">
				<table className="library-table">
					<thead>
						<tr>
							<th scope="col">Library</th>
							<th scope="col">Filter</th>
							<th scope="col">Snippets</th>
							<th scope="col">Links</th>
						</tr>
					</thead>
					<tbody>
						{shown.map((l) => (
							<tr key={l.id}>
								<th scope="row">
									<Link to={libraryUrl(l.id)}>{l.prettyLabel}</Link>
								</th>
								<td>{l.filter ? "Yes" : "No"}</td>
								<td>{l.hasSnippets ? languageName(l.snippetLanguage) : "None"}</td>
								<td className="links">
									<a href={l.repoUrl} rel="noopener noreferrer">
										Repository<span className="visually-hidden"> of {l.prettyLabel}</span>
									</a>
									{l.docsUrl ? (
										<a href={l.docsUrl} rel="noopener noreferrer">
											Docs<span className="visually-hidden"> of {l.prettyLabel}</span>
										</a>
									) : null}
								</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>
		</section>
	);
}
