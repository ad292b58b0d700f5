/**
 * /compare?models=a,b,c: two to four models side by side, one API answer (`GET /api/compare`, the
 * same view `hubkit compare` prints): the decision facts, sizes per weight format, where each runs
 * on the chosen device, and the benchmarks two or more report with the best said in words. The
 * ids are edited in one text field; the device picker is the one of "Run it locally".
 */
import {
	COMPARE_LIMITS,
	type Comparison,
	checkCompareIds,
	formatContextLength,
	formatParameters,
	formatSpeed,
	formatWeights,
	hardwareList,
	licenceLabel,
	licenceNote,
	RELEASE_UNKNOWN,
} from "@hubkit/hub-core";
import { type FormEvent, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Failure, Loading } from "../../components/Status.js";
import { useApi } from "../../lib/api.js";
import { modelUrl } from "../../lib/paths.js";
import { useTitle } from "../../lib/title.js";
import { DevicePicker } from "../fit/DevicePicker.js";
import { readFitState, rememberDevice } from "../fit/fitState.js";

type Model = Comparison["models"][number];

/** One row of the table: its label and each model's cell. */
const ROWS: readonly { label: string; cell: (m: Model) => string }[] = [
	{ label: "Parameters", cell: (m) => formatParameters(m.facts.parameters) },
	{
		label: "Active parameters",
		cell: (m) => (m.facts.activeParameters ? formatParameters(m.facts.activeParameters) : "all"),
	},
	{ label: "Licence", cell: (m) => licenceLabel(m.facts) },
	{
		label: "Commercial use",
		cell: (m) => licenceNote(m.facts),
	},
	{
		label: "Context",
		cell: (m) => (m.facts.contextLength ? `${formatContextLength(m.facts.contextLength)} tokens` : "—"),
	},
	{ label: "Released", cell: (m) => m.facts.releaseDate ?? RELEASE_UNKNOWN },
	{
		label: "Weights",
		cell: (m) => formatWeights(m.sizes),
	},
	{ label: "Runs", cell: (m) => (m.fit.quant ? `${m.fit.quant}: ${m.fit.label}` : m.fit.label) },
	{ label: "Speed", cell: (m) => (m.fit.tokensPerSecond !== undefined ? formatSpeed(m.fit.tokensPerSecond) : "—") },
	{ label: "Providers", cell: (m) => m.facts.providers.join(", ") || "none" },
];

export function ComparePage() {
	useTitle("Compare models");
	const [params, setParams] = useSearchParams();
	const raw = params.get("models") ?? "";
	const { device, context } = readFitState(params);
	const checked = checkCompareIds(raw);
	const answer = useApi<Comparison>(
		checked.ok
			? `/api/compare?models=${encodeURIComponent(checked.value.join(","))}&device=${device}&context=${context}`
			: null,
	);
	const [draft, setDraft] = useState(raw.split(",").filter(Boolean).join(", "));
	const inputId = useId();
	const deviceLabel = hardwareList().find((d) => d.id === device)?.label ?? device;

	const submit = (e: FormEvent) => {
		e.preventDefault();
		const next = new URLSearchParams(params);
		next.set(
			"models",
			draft
				.split(",")
				.map((s) => s.trim())
				.filter(Boolean)
				.join(","),
		);
		setParams(next);
	};
	const chooseDevice = (id: string) => {
		rememberDevice(id);
		const next = new URLSearchParams(params);
		next.set("device", id);
		setParams(next);
	};

	return (
		<article className="compare-page">
			<h1>Compare models</h1>
			<form className="filters" onSubmit={submit}>
				<div className="field">
					<label htmlFor={inputId}>
						Model ids ({COMPARE_LIMITS.min} to {COMPARE_LIMITS.max}, separated by commas)
					</label>
					<input id={inputId} value={draft} onChange={(e) => setDraft(e.target.value)} size={60} />
				</div>
				<button type="submit">Compare</button>
				<DevicePicker label="Device" value={device} onChange={chooseDevice} />
			</form>
			{!checked.ok ? (
				<p className="muted">{checked.error}.</p>
			) : answer.status === "loading" ? (
				<Loading what="comparison" />
			) : answer.status === "error" ? (
				<Failure error={answer.error} what="comparison" />
			) : (
				<CompareTable view={answer.data} deviceLabel={deviceLabel} />
			)}
		</article>
	);
}

function CompareTable({ view, deviceLabel }: { view: Comparison; deviceLabel: string }) {
	const captionId = useId();
	return (
		// biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
		<section className="table-scroll" aria-labelledby={captionId} tabIndex={0}>
			<table className="compare-table">
				<caption id={captionId}>
					Side by side on {deviceLabel} at {formatContextLength(view.context)} tokens of context
				</caption>
				<thead>
					<tr>
						<td />
						{view.models.map((m) => (
							<th key={m.id} scope="col">
								<Link to={modelUrl(m.id)}>{m.id}</Link>
							</th>
						))}
					</tr>
				</thead>
				<tbody>
					{ROWS.map((row) => (
						<tr key={row.label}>
							<th scope="row">{row.label === "Runs" ? `Runs on ${deviceLabel}` : row.label}</th>
							{view.models.map((m) => (
								<td key={m.id}>{row.cell(m)}</td>
							))}
						</tr>
					))}
					{view.shared.map((b) => {
						const direction =
							b.higherIsBetter === null
								? "direction unknown: not ranked"
								: b.higherIsBetter
									? "higher is better"
									: "lower is better";
						return (
							<tr key={`${b.dataset} ${b.config ?? ""} ${b.split ?? ""} ${b.metric}`}>
								<th scope="row">
									{b.dataset}
									{b.config ? ` (${b.config})` : ""} {b.metric} <span className="muted">({direction})</span>
								</th>
								{b.values.map((v, i) => (
									<td key={view.models[i]?.id ?? i}>
										{v === null ? "—" : v}
										{b.best === i ? <span className="badge badge-recommended">best</span> : null}
									</td>
								))}
							</tr>
						);
					})}
				</tbody>
			</table>
			{view.shared.length === 0 ? (
				<p className="muted">No benchmark is reported by two or more of these models.</p>
			) : (
				<p className="muted">Evaluation results with their sources are on each model's page.</p>
			)}
		</section>
	);
}
