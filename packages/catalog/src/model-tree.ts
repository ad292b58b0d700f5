/**
 * The model tree: which models a record says it was made from, and how. The one reader of a
 * record's `base_model` relations; the stores build their child indexes from it and the API's
 * `/tree` answers its parents with it.
 *
 * The hub's convention: the card names its bases (`cardData.base_model`, a string or a list) and
 * may say how (`cardData.base_model_relation`); the hub adds, per base, a tag `base_model:<id>` and
 * a tag `base_model:<relation>:<id>` with the relation it read or inferred. The relation tags are
 * the hub's answer, so they come first; a base the tags do not qualify takes the card's relation,
 * else "finetune", the relation the hub shows when it can infer no other.
 *
 * Everything here is untrusted record text: an id must pass the model id rule, a relation must be
 * one of MODEL_RELATIONS, a record naming itself is not its own parent, and at most MAX_PARENTS
 * parents are read (a merge names a few; a record naming thousands is not believed past the cap).
 */
import type { ModelRecord } from "./model.js";
import { modelIdProblem } from "./validate.js";

export const MODEL_RELATIONS = ["quantized", "finetune", "adapter", "merge"] as const;
export type ModelRelation = (typeof MODEL_RELATIONS)[number];

export interface ModelParent {
	id: string;
	relation: ModelRelation;
}

/** The most parents a record is read for. */
export const MAX_PARENTS = 32;

const TAG_PREFIX = "base_model:";

export const isModelRelation = (value: unknown): value is ModelRelation =>
	typeof value === "string" && (MODEL_RELATIONS as readonly string[]).includes(value);

/**
 * The models `model` was made from, each with its relation, in the order the record names them;
 * one entry per (id, relation).
 */
export function modelParents(model: Pick<ModelRecord, "id" | "tags" | "cardData">): ModelParent[] {
	const parents: ModelParent[] = [];
	const seen = new Set<string>();
	const qualified = new Set<string>();
	const add = (id: string, relation: ModelRelation) => {
		const key = `${relation} ${id}`;
		if (parents.length >= MAX_PARENTS || seen.has(key) || id === model.id || modelIdProblem(id)) return;
		seen.add(key);
		qualified.add(id);
		parents.push({ id, relation });
	};
	const unqualified: string[] = [];
	const tags = Array.isArray(model.tags) ? model.tags : [];
	for (const tag of tags) {
		if (parents.length >= MAX_PARENTS) break;
		if (typeof tag !== "string" || !tag.startsWith(TAG_PREFIX)) continue;
		const rest = tag.slice(TAG_PREFIX.length);
		const colon = rest.indexOf(":");
		if (colon < 0) unqualified.push(rest);
		else {
			// An unknown relation (`base_model:forked:x/y`) says nothing we can show: passed over.
			const relation = rest.slice(0, colon);
			if (isModelRelation(relation)) add(rest.slice(colon + 1), relation);
		}
	}
	const card = model.cardData;
	const base = card?.base_model;
	const named = typeof base === "string" ? [base] : Array.isArray(base) ? base : [];
	const cardRelation = isModelRelation(card?.base_model_relation) ? card.base_model_relation : "finetune";
	for (const name of [...unqualified.slice(0, MAX_PARENTS), ...named.slice(0, MAX_PARENTS)]) {
		const id = typeof name === "string" ? name.trim() : "";
		if (!qualified.has(id)) add(id, cardRelation);
	}
	return parents;
}
