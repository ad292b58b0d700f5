/**
 * The facets of the model list: for each filter the API counts (license, language, local app,
 * inference provider, its price and capabilities, size, runs on), its values with how many models each would list if chosen
 * (the API counts a facet without its own filter), in the API's order: devices by kind and memory,
 * sizes smallest first, the rest most common first. The device remembered from a model page comes
 * first among the devices, marked. Choosing a value sets it in the URL (the page's only state);
 * choosing it again clears it.
 */
import {
	BLENDED_RATIO_TEXT,
	DEFAULT_FIT_CONTEXT,
	formatContextLength,
	hardwareList,
	maxPriceLabel,
	RUNS_ON_LEVEL,
	SIZE_UNKNOWN,
	SIZE_UNKNOWN_LABEL,
} from "@hubkit/hub-core";
import { useId, useState } from "react";
import type { ModelList } from "../../lib/types.js";
import { storedDevice } from "../fit/fitState.js";

export const FACETS = [
	{ id: "license", label: "License" },
	{ id: "language", label: "Language" },
	{ id: "app", label: "Local app" },
	{ id: "provider", label: "Inference provider" },
	// One live provider must pass these and the provider chosen (hub-core provider-filter.ts).
	{ id: "maxPrice", label: `Price via a provider (blended ${BLENDED_RATIO_TEXT} in:out)` },
	{ id: "tools", label: "Tool calling via a provider" },
	{ id: "structuredOutput", label: "Structured output via a provider" },
	{ id: "size", label: "Parameters" },
	// The API counts it at the default context only (the list's context picker filters at others),
	// whole on the device: the heading says so, not to be read as "with offload".
	{ id: "fits", label: `Runs on: ${RUNS_ON_LEVEL} (${formatContextLength(DEFAULT_FIT_CONTEXT)} context)` },
] as const;
export type FacetId = (typeof FACETS)[number]["id"];

/** How a value is shown: a device by its label ("size-unknown" too), the rest as they are. */
const DEVICE_LABELS = new Map<string, string>([
	...hardwareList().map((d): [string, string] => [d.id, d.label]),
	[SIZE_UNKNOWN, SIZE_UNKNOWN_LABEL],
]);
const valueLabel = (facet: FacetId, value: string) =>
	facet === "fits"
		? (DEVICE_LABELS.get(value) ?? value)
		: facet === "maxPrice"
			? maxPriceLabel(value)
			: facet === "tools" || facet === "structuredOutput"
				? "Offered"
				: value;

/**
 * Values shown per facet until "Show all" is pressed; the chosen one is always shown. A big
 * catalogue has hundreds of languages and licenses: the rest must be reachable from the page too.
 */
const SHOWN = 8;

const number = new Intl.NumberFormat("en");

type FacetCounts = NonNullable<ModelList["facets"]>[FacetId];

/** A facet's values in the order shown: the API's, with the reader's own device (if listed) first. */
export function valuesInOrder(facet: FacetId, counts: FacetCounts, yours: string | undefined): FacetCounts {
	if (facet !== "fits" || !yours) return counts;
	const own = counts.find((c) => c.value === yours);
	return own ? [own, ...counts.filter((c) => c !== own)] : counts;
}

export function Facets({
	facets,
	leftOut = {},
	chosen,
	choose,
}: {
	facets: NonNullable<ModelList["facets"]>;
	/** The API's facetsLeftOut: values of a facet its list does not carry (too many to send). */
	leftOut?: ModelList["facetsLeftOut"];
	chosen: Record<FacetId, string>;
	choose: (facet: FacetId, value: string) => void;
}) {
	const [open, setOpen] = useState<ReadonlySet<FacetId>>(new Set());
	// The device chosen last on a model page (or in this list's "Runs on"), as the browser keeps it.
	const [yours] = useState(storedDevice);
	const listId = useId();
	const toggle = (id: FacetId) =>
		setOpen((was) => {
			const next = new Set(was);
			if (!next.delete(id)) next.add(id);
			return next;
		});
	return (
		<aside className="facets" aria-label="Facets">
			{FACETS.map(({ id, label }) => {
				const counts = valuesInOrder(id, facets[id] ?? [], yours);
				const all = open.has(id);
				const more = leftOut[id] ?? 0;
				const shown = counts.filter((c, i) => all || i < SHOWN || c.value === chosen[id]);
				// A chosen device stays clearable from the list's device picker; at another context
				// than the default the API counts no devices, and the facet is left out.
				if (shown.length === 0 && (!chosen[id] || id === "fits")) return null;
				return (
					<section key={id} aria-label={label}>
						<h2>{label}</h2>
						<ul className="facet-values" id={`${listId}-${id}`}>
							{shown.map((c) => {
								const on = chosen[id] === c.value;
								return (
									<li key={c.value}>
										<button type="button" aria-pressed={on} onClick={() => choose(id, on ? "" : c.value)}>
											{valueLabel(id, c.value)}{" "}
											{id === "fits" && c.value === yours ? <span className="facet-yours">your device </span> : null}
											<span className="muted">({number.format(c.count)})</span>
										</button>
									</li>
								);
							})}
						</ul>
						{counts.length > SHOWN ? (
							<button
								type="button"
								className="facet-more"
								aria-expanded={all}
								aria-controls={`${listId}-${id}`}
								onClick={() => toggle(id)}
							>
								{all
									? "Show fewer"
									: more > 0
										? `Show the ${number.format(counts.length)} most common`
										: `Show all ${number.format(counts.length)}`}
							</button>
						) : null}
						{all && more > 0 ? (
							<p className="muted facet-left-out">
								{number.format(more)} more values, each on fewer models, are not listed.
							</p>
						) : null}
					</section>
				);
			})}
		</aside>
	);
}
