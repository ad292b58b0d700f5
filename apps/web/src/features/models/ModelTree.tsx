/**
 * The model tree of a model page: the models it was made from (links), its derivatives in the
 * catalogue by relation (how many, and the most downloaded as links), and on a model with
 * quantized derivatives the best one to run on the page's device (BestLocal, mounted in "Run it
 * locally"). One API answer, `GET /api/models/:owner/:name/tree?device=&context=` (hub-core's
 * modelTree, the CLI's too), asked again when the device or the context changes.
 */
import { MODEL_RELATIONS } from "@hubkit/catalog";
import { bestLocalLine } from "@hubkit/hub-core";
import { useId } from "react";
import { Link } from "react-router";
import { modelPath, useLatestApi } from "../../lib/api.js";
import { modelUrl } from "../../lib/paths.js";
import type { ModelTreeView } from "../../lib/types.js";
import "./model-tree.css";

/** How many derivatives of each relation the section links (the answer has up to ten). */
const SHOWN = 3;

const RELATION_LABELS = {
	quantized: "Quantized",
	finetune: "Fine-tuned",
	adapter: "Adapters",
	merge: "Merges",
} as const;

const number = new Intl.NumberFormat("en");

/** The tree of `id` with the best local option on the device at the context; undefined until it answers (or when it fails: the page works without it). */
export function useModelTree(id: string, device: string, context: number): ModelTreeView | undefined {
	const query = new URLSearchParams({ device, context: String(context) });
	const tree = useLatestApi<ModelTreeView>(`/api/models/${modelPath(id)}/tree?${query}`).data;
	// The answer kept from the page of another model (while this one's is on its way) is not this one's.
	return tree?.id === id ? tree : undefined;
}

/** A model id as a link to its page; an id without an owner (an old hub id) has no page here. */
const ModelLink = ({ id }: { id: string }) => (id.includes("/") ? <Link to={modelUrl(id)}>{id}</Link> : id);

export function ModelTree({ tree }: { tree: ModelTreeView | undefined }) {
	const headingId = useId();
	const children = tree?.children;
	const relations = MODEL_RELATIONS.filter((r) => (children?.[r].total ?? 0) > 0);
	if (!tree || (tree.parents.length === 0 && relations.length === 0)) return null;
	return (
		<section className="model-tree" aria-labelledby={headingId}>
			<h2 id={headingId}>Model tree</h2>
			{tree.parents.length > 0 ? (
				<p>
					Made from{" "}
					{tree.parents.map((p, i) => (
						<span key={`${p.relation} ${p.id}`}>
							{i > 0 ? ", " : ""}
							<ModelLink id={p.id} /> <span className="muted">({p.relation})</span>
						</span>
					))}
				</p>
			) : null}
			{relations.length > 0 ? (
				<dl className="facts model-tree-children">
					{relations.map((r) => {
						const list = children?.[r] ?? { total: 0, models: [] };
						return (
							<div key={r}>
								<dt>
									{RELATION_LABELS[r]} ({number.format(list.total)})
								</dt>
								<dd>
									<ul>
										{list.models.slice(0, SHOWN).map((m) => (
											<li key={m.id}>
												<ModelLink id={m.id} /> <span className="muted">{number.format(m.downloads)} downloads</span>
											</li>
										))}
									</ul>
								</dd>
							</div>
						);
					})}
				</dl>
			) : null}
		</section>
	);
}

/**
 * "Run it locally"'s line on a model with a quantized derivative that runs better than its own
 * options: which one, its option, where it runs (hub-core's bestLocalLine), with a link to its page.
 */
export function BestLocal({ tree, deviceLabel }: { tree: ModelTreeView | undefined; deviceLabel: string }) {
	const best = tree?.bestLocal;
	if (!tree || !best || best.id === tree.id || tree.context === undefined) return null;
	const line = bestLocalLine(best, deviceLabel);
	return (
		<p className="best-local">
			Best local option: <Link to={modelUrl(best.id)}>{best.id}</Link>
			{line.slice(best.id.length)}.
		</p>
	);
}
