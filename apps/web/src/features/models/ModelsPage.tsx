/**
 * The model catalogue: search, task and library filters (libraries with the filter flag only),
 * sorting and paging. Filtering and paging happen on the server, so a page stays fast with
 * thousands of records; the filters and the position in the list (paging.ts) live in the URL.
 * "Runs on" (a device and a context) keeps the models with a weight option that runs whole there (the
 * API's `fits`); its facet counts the devices at the default context, and both set `fits`. An offload
 * choice (the API's `ram`) widens it to the models that run with layers in that much system RAM.
 */

import {
	DEFAULT_FIT_CONTEXT,
	defaultSort,
	formatContextLength,
	formatRamGiB,
	type ModelSort,
	narrowingNote,
	SEARCH_RULES,
	SIZE_UNKNOWN,
	SORT_LABELS,
} from "@hubkit/hub-core";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Failure, Loading } from "../../components/Status.js";
import { useApi } from "../../lib/api.js";
import { modelUrl } from "../../lib/paths.js";
import { useTitle } from "../../lib/title.js";
import type { HubHealth, LibrarySummary, ModelList, TaskSummary } from "../../lib/types.js";
import { useDebounced } from "../../lib/useDebounced.js";
import { ContextPicker, DevicePicker, RamPicker } from "../fit/DevicePicker.js";
import { rememberDevice, validContext, validDevice, validRam } from "../fit/fitState.js";
import { CatalogueProblems } from "./CatalogueProblems.js";
import { FACETS, type FacetId, Facets } from "./Facets.js";
import { Pager } from "./Pager.js";
import {
	FIRST_PAGE,
	type Position,
	pageCount,
	pagesByCursor,
	pagingQuery,
	readPosition,
	withPosition,
} from "./paging.js";

export const PAGE_SIZE = 30;
// The API also sorts by lastModified, but the embedded catalogue's records carry no date, so a
// "Recently updated" choice would quietly sort by name.
const SORTS = ["match", "downloads", "likes", "id"] as const satisfies readonly ModelSort[];
type SortId = (typeof SORTS)[number];
const isSort = (value: string | null): value is SortId => SORTS.some((s) => s === value);

/**
 * The sort the list is in, and the picker shows: the URL's, else the API's default for the search
 * (defaultSort: best match while there is a search, shown as soon as it is typed). Best match needs
 * a search, and an upstream hub has none (it lists its most downloaded matches): there the
 * picker says "Most downloaded", what the list is.
 */
export function listSort(param: string | null, search: string, bestMatch: boolean): SortId {
	const fallback: SortId = bestMatch && defaultSort(search) === "match" ? "match" : "downloads";
	if (!isSort(param) || (param === "match" && (!bestMatch || fallback !== "match"))) return fallback;
	return param;
}

/** The libraries offered as a filter: only those whose filter flag is set, by label. */
export function filterLibraries(libraries: readonly LibrarySummary[]): LibrarySummary[] {
	return libraries.filter((l) => l.filter === true).sort((a, b) => a.prettyLabel.localeCompare(b.prettyLabel));
}

/**
 * A filter select's options, with the URL's value among them even when the list does not offer it
 * (a task newer than the hub's, a library without the filter flag, named by a link or by the
 * catalogue's records): the select then shows the filter the list is under, not "All …".
 */
export function withChosen(options: readonly Option[], chosen: string, label = (value: string) => value): Option[] {
	return chosen === "" || options.some((o) => o.value === chosen)
		? [...options]
		: [...options, { value: chosen, label: label(chosen) }];
}
interface Option {
	value: string;
	label: string;
}

const number = new Intl.NumberFormat("en", { notation: "compact" });

export function ModelsPage() {
	useTitle("Models");
	const [params, setParams] = useSearchParams();
	const search = params.get("search") ?? "";
	const task = params.get("pipeline_tag") ?? "";
	const library = params.get("library") ?? "";
	const chosen = Object.fromEntries(FACETS.map((f) => [f.id, params.get(f.id) ?? ""])) as Record<FacetId, string>;
	// A hand-edited or outdated link gets the default order, not an error from the API.
	const sortParam = params.get("sort");
	// A hand-edited device or context is ignored rather than sent to the API.
	const fits = params.get("fits") === SIZE_UNKNOWN ? SIZE_UNKNOWN : (validDevice(params.get("fits")) ?? "");
	// "Size unknown" is a value of the facet, not a device: no context goes with it.
	const device = fits === SIZE_UNKNOWN ? "" : fits;
	chosen.fits = fits;
	// A catalogue that answers `fits` at the default context only (a database) keeps the picker there,
	// so an old link with another context still lists models instead of an error.
	const health = useApi<HubHealth>("/api/health");
	const fixedContext = health.data?.fitsAtAnyContext === false;
	const bestMatch = health.data?.source !== "upstream";
	const context = fixedContext ? DEFAULT_FIT_CONTEXT : (validContext(params.get("context")) ?? DEFAULT_FIT_CONTEXT);
	// Offload needs the records in memory too: a database catalogue answers whole on the device only.
	const ram = device && !fixedContext ? (validRam(params.get("ram")) ?? 0) : 0;
	const position = readPosition(params);
	const [text, setText] = useState(search);
	const debounced = useDebounced(text, 250);
	// The list's order follows the search in the URL; the picker, the search being typed.
	const sort = listSort(sortParam, search, bestMatch);
	const shownSort = listSort(sortParam, text, bestMatch);
	const ids = {
		search: useId(),
		task: useId(),
		library: useId(),
		sort: useId(),
		contextNote: useId(),
		ramNote: useId(),
	};

	// A changed filter replaces the URL and starts again from the first page.
	const set = (patch: Record<string, string>) =>
		setParams(
			(current) => {
				const next = new URLSearchParams(current);
				for (const [k, v] of Object.entries(patch)) {
					if (v === "") next.delete(k);
					else next.set(k, v);
				}
				return withPosition(next, FIRST_PAGE);
			},
			{ replace: true },
		);
	// A device (from the picker or the facet) keeps the context chosen; no device, no context.
	const chooseDevice = (id: string) => {
		const isDevice = id !== "" && id !== SIZE_UNKNOWN;
		if (isDevice) rememberDevice(id);
		set({ fits: id, context: isDevice ? String(context) : "", ...(isDevice ? {} : { ram: "" }) });
	};
	// Turning a page is a step in the history, so back and forward step through the pages.
	const go = (to: Position, replace = false) => setParams((current) => withPosition(current, to), { replace });
	// The search box writes to the URL once typing pauses, and follows the URL when it changes
	// from outside (back and forward buttons, links).
	const wanted = debounced.trim();
	const latest = useRef({ search, set, go });
	latest.current = { search, set, go };
	useEffect(() => {
		if (wanted !== latest.current.search) latest.current.set({ search: wanted });
	}, [wanted]);
	useEffect(() => {
		setText((current) => (current.trim() === search ? current : search));
	}, [search]);

	const query = new URLSearchParams({ limit: String(PAGE_SIZE), ...pagingQuery(position, PAGE_SIZE), sort });
	if (search) query.set("search", search);
	if (task) query.set("pipeline_tag", task);
	if (library) query.set("library", library);
	if (fits) query.set("fits", fits);
	if (device) query.set("context", String(context));
	if (device && ram) query.set("ram", String(ram));
	for (const f of FACETS) if (f.id !== "fits" && chosen[f.id]) query.set(f.id, chosen[f.id]);
	// Facet counts come with the list (an upstream hub answers without them).
	query.set("facets", "true");
	// With a device chosen, the list waits for /api/health to know which context it may ask.
	const contextKnown = !device || health.status !== "loading";
	const models = useApi<ModelList>(contextKnown ? `/api/models?${query}` : null);
	const tasks = useApi<TaskSummary[]>("/api/tasks");
	const libraries = useApi<LibrarySummary[]>("/api/libraries");
	const numbered = models.status === "ok" && !pagesByCursor(models.data) ? models.data : undefined;
	const pages = numbered ? pageCount(numbered, PAGE_SIZE) : 1;
	// A numbered page past the end (an old link, a narrower filter) would list nothing: go to the last page.
	const beyond = numbered !== undefined && position.page > pages;
	useEffect(() => {
		if (beyond) latest.current.go({ page: pages, cursors: [] }, true);
	}, [beyond, pages]);

	return (
		<section className="models-page">
			<h1>Models</h1>
			<CatalogueProblems health={health.data} />
			<search>
				<form className="filters" onSubmit={(e) => e.preventDefault()}>
					<div className="field">
						<label htmlFor={ids.search}>Search models</label>
						<input
							id={ids.search}
							type="search"
							value={text}
							aria-describedby={`${ids.search}-rules`}
							onChange={(e) => setText(e.target.value)}
						/>
						<small id={`${ids.search}-rules`} className="muted">
							{SEARCH_RULES}
						</small>
					</div>
					<div className="field">
						<label htmlFor={ids.task}>Task</label>
						<select id={ids.task} value={task} onChange={(e) => set({ pipeline_tag: e.target.value })}>
							<option value="">All tasks</option>
							{withChosen(
								(tasks.data ?? []).map((t) => ({ value: t.id, label: t.label })),
								task,
							).map((o) => (
								<option key={o.value} value={o.value}>
									{o.label}
								</option>
							))}
						</select>
					</div>
					<div className="field">
						<label htmlFor={ids.library}>Library</label>
						<select id={ids.library} value={library} onChange={(e) => set({ library: e.target.value })}>
							<option value="">All libraries</option>
							{withChosen(
								filterLibraries(libraries.data ?? []).map((l) => ({ value: l.id, label: l.prettyLabel })),
								library,
								(id) => libraries.data?.find((l) => l.id === id)?.prettyLabel ?? id,
							).map((o) => (
								<option key={o.value} value={o.value}>
									{o.label}
								</option>
							))}
						</select>
					</div>
					<DevicePicker label="Runs on" anyLabel="Any device" value={device} onChange={chooseDevice} />
					<ContextPicker
						value={context}
						disabled={!device || fixedContext}
						describedBy={fixedContext ? ids.contextNote : undefined}
						onChange={(n) => set({ context: String(n) })}
					/>
					<RamPicker
						label="Offload"
						noneLabel="Whole on the device"
						value={ram}
						disabled={!device || fixedContext}
						describedBy={ram ? ids.ramNote : undefined}
						onChange={(gb) => set({ ram: gb ? String(gb) : "" })}
					/>
					<div className="field">
						<label htmlFor={ids.sort}>Sort by</label>
						<select id={ids.sort} value={shownSort} onChange={(e) => set({ sort: e.target.value })}>
							{SORTS.filter((s) => s !== "match" || (bestMatch && text.trim() !== "")).map((s) => (
								<option key={s} value={s}>
									{SORT_LABELS[s]}
								</option>
							))}
						</select>
					</div>
				</form>
				{ram ? (
					<p id={ids.ramNote} className="field-note">
						Runs with offload to {formatRamGiB(ram)} RAM: also the models that run with layers in {formatRamGiB(ram)} of
						system RAM (slower); the "Runs on" counts are whole on the device.
					</p>
				) : null}
				{fixedContext ? (
					// Under the filters, not in their row, so the row's fields stay aligned.
					<p id={ids.contextNote} className="field-note">
						This catalogue checks "runs on" at {formatContextLength(DEFAULT_FIT_CONTEXT)} tokens; a model's page checks
						any context.
					</p>
				) : null}
			</search>
			{models.status === "ok" && models.data.facets ? (
				<Facets
					facets={models.data.facets}
					leftOut={models.data.facetsLeftOut}
					chosen={chosen}
					choose={(facet, value) => (facet === "fits" ? chooseDevice(value) : set({ [facet]: value }))}
				/>
			) : null}
			{models.status === "loading" ? (
				<Loading what="models" />
			) : models.status === "error" ? (
				<Failure error={models.error} what="models" />
			) : (
				<>
					<p className="muted" role="status">
						{models.data.total === undefined
							? "Models from the upstream hub"
							: `${models.data.total} ${models.data.total === 1 ? "model" : "models"}`}
					</p>
					{models.data.narrowed ? (
						<p className="muted" role="note">
							{narrowingNote(models.data.narrowed)}
						</p>
					) : null}
					<ul className="model-list">
						{models.data.models.map((m) => (
							<li key={m.id}>
								<Link to={modelUrl(m.id)} className="model-link">
									{m.id}
								</Link>
								<span className="muted">
									{[
										m.pipeline_tag,
										m.library_name,
										`${number.format(m.downloads)} ${m.downloads === 1 ? "download" : "downloads"}`,
										`${number.format(m.likes)} ${m.likes === 1 ? "like" : "likes"}`,
									]
										.filter(Boolean)
										.join(" · ")}
								</span>
							</li>
						))}
					</ul>
					<Pager list={models.data} position={position} pageSize={PAGE_SIZE} go={go} />
				</>
			)}
		</section>
	);
}
