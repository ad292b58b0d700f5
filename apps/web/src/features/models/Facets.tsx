/**
 * The facets of the model list: for each filter the API counts (license, language, local app,
 * inference provider, size), its most common values with how many matching models have each.
 * Choosing a value sets it in the URL (the page's only state); choosing it again clears it.
 */
import type { ModelList } from "../../lib/types.js";

export const FACETS = [
	{ id: "license", label: "License" },
	{ id: "language", label: "Language" },
	{ id: "app", label: "Local app" },
	{ id: "provider", label: "Inference provider" },
	{ id: "size", label: "Parameters" },
] as const;
export type FacetId = (typeof FACETS)[number]["id"];

/** Values shown per facet; the chosen one is always shown. */
const SHOWN = 8;

const number = new Intl.NumberFormat("en");

export function Facets({
	facets,
	chosen,
	choose,
}: {
	facets: NonNullable<ModelList["facets"]>;
	chosen: Record<FacetId, string>;
	choose: (facet: FacetId, value: string) => void;
}) {
	return (
		<aside className="facets" aria-label="Facets">
			{FACETS.map(({ id, label }) => {
				const counts = facets[id] ?? [];
				const shown = counts.filter((c, i) => i < SHOWN || c.value === chosen[id]);
				if (shown.length === 0 && !chosen[id]) return null;
				return (
					<section key={id} aria-label={label}>
						<h2>{label}</h2>
						<ul className="facet-values">
							{shown.map((c) => {
								const on = chosen[id] === c.value;
								return (
									<li key={c.value}>
										<button type="button" aria-pressed={on} onClick={() => choose(id, on ? "" : c.value)}>
											{c.value} <span className="muted">({number.format(c.count)})</span>
										</button>
									</li>
								);
							})}
						</ul>
					</section>
				);
			})}
		</aside>
	);
}
