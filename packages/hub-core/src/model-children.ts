/**
 * The children of a model in the model tree: the records that name it as a parent (catalog's
 * modelParents), per relation, most downloaded first. What a store's `children` answers, and the
 * in-memory index of it (the memory store's; model-db keeps the same edges in a table).
 */
import { MODEL_RELATIONS, type ModelRecord, type ModelRelation, modelParents } from "@hubkit/catalog";
import { summariseModel } from "./model-summary.js";

export interface ChildModel {
	id: string;
	downloads: number;
}

/** One relation's children: how many there are, and the most downloaded of them. */
export interface ChildList {
	total: number;
	models: ChildModel[];
}

export type ModelChildren = Record<ModelRelation, ChildList>;

/** The most children of one relation a store lists in one answer. */
export const MAX_CHILDREN_LIMIT = 100;

/** One edge of the tree: `child` names `parent` as its base by `relation`. */
export interface TreeEdge {
	parent: string;
	relation: ModelRelation;
	child: string;
	downloads: number;
}

/** The edges of one record (downloads as its list row counts them, so every store sorts alike). */
export function treeEdges(model: ModelRecord): TreeEdge[] {
	const parents = modelParents(model);
	if (parents.length === 0) return [];
	const { downloads } = summariseModel(model);
	return parents.map(({ id, relation }) => ({ parent: id, relation, child: model.id, downloads }));
}

/** The order of children: most downloads first, then the id A to Z (the model list's order). */
export const compareChildren = (a: ChildModel, b: ChildModel): number =>
	b.downloads - a.downloads || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export const noChildren = (): ModelChildren =>
	Object.fromEntries(MODEL_RELATIONS.map((r) => [r, { total: 0, models: [] }])) as unknown as ModelChildren;

/**
 * The children of every parent of `models`, indexed once (on the first question, so stores that
 * are never asked pay nothing): each list sorted, an answer is a slice of it.
 */
export function childIndex(models: readonly ModelRecord[]): (id: string, limit: number) => ModelChildren {
	let index: Map<string, Record<ModelRelation, ChildModel[]>> | undefined;
	const build = () => {
		const built = new Map<string, Record<ModelRelation, ChildModel[]>>();
		for (const model of models) {
			for (const edge of treeEdges(model)) {
				let lists = built.get(edge.parent);
				if (!lists) {
					lists = { quantized: [], finetune: [], adapter: [], merge: [] };
					built.set(edge.parent, lists);
				}
				lists[edge.relation].push({ id: edge.child, downloads: edge.downloads });
			}
		}
		for (const lists of built.values()) for (const r of MODEL_RELATIONS) lists[r].sort(compareChildren);
		return built;
	};
	return (id, limit) => {
		index ??= build();
		const lists = index.get(id);
		const answer = noChildren();
		if (!lists) return answer;
		const shown = Math.max(0, Math.min(limit, MAX_CHILDREN_LIMIT));
		for (const r of MODEL_RELATIONS) answer[r] = { total: lists[r].length, models: lists[r].slice(0, shown) };
		return answer;
	};
}
