/**
 * `hubkit tree`: a model's place in the model tree (what it was made from, its derivatives by
 * relation) and, with `--device`, the best local option across it and its quantized derivatives:
 * hub-core's modelTree over the catalogue's store, the API's `/tree` answer.
 */
import { MODEL_RELATIONS } from "@hubkit/catalog";
import {
	bestLocalLine,
	checkFitParams,
	escapeControl,
	type ModelStore,
	type ModelTree,
	modelIdProblem,
	modelTree,
} from "@hubkit/hub-core";
import { COMMON_OPTIONS, parse } from "./args.js";
import { NotFoundError, UsageError } from "./errors.js";
import { TREE_HELP } from "./help.js";
import { CATALOGUE_OPTIONS } from "./list.js";
import { table } from "./render.js";
import type { Style } from "./style.js";

const TREE_OPTIONS = {
	...COMMON_OPTIONS,
	...CATALOGUE_OPTIONS,
	device: { type: "string" },
	context: { type: "string" },
} as const;

export async function tree(args: string[], style: Style, openStore: (path: string | undefined) => ModelStore) {
	const { values, positionals } = parse(args, TREE_OPTIONS);
	if (values.help) return TREE_HELP;
	const id = positionals[0];
	if (id === undefined || positionals.length !== 1)
		throw new UsageError("tree takes one model id (see hubkit tree --help)");
	if (modelIdProblem(id)) throw new UsageError(`not a model id: ${JSON.stringify(id)}`);
	// The flags are checked before the catalogue is read, in the fit's words (as `hubkit fit`).
	const fit = { device: values.device, context: values.context };
	if (fit.device !== undefined || fit.context !== undefined) {
		const checked = checkFitParams(fit, { context: "--context" });
		if (!checked.ok) throw new UsageError(checked.field === "device" ? `--device: ${checked.error}` : checked.error);
		if (fit.device === undefined) throw new UsageError("--context goes with --device (the best local option's device)");
	}
	const store = openStore(values.models);
	const model = await store.get(id);
	if (!model) throw new NotFoundError(`model not found in the catalogue: ${id}`);
	const answer = await modelTree(store, model, fit);
	if (!answer.ok) throw new UsageError(answer.error);
	if (values.json) return `${JSON.stringify(answer.value, null, 2)}\n`;
	return renderTree(answer.value, style);
}

function renderTree(t: ModelTree, style: Style): string {
	const lines = [style.bold(escapeControl(t.id))];
	lines.push(
		t.parents.length === 0
			? `Made from: ${style.dim("no base model named in its record")}`
			: `Made from: ${t.parents.map((p) => `${escapeControl(p.id)} (${p.relation})`).join(", ")}`,
	);
	if (!t.children) lines.push(style.dim("Derivatives: not listed by this catalogue."));
	else {
		const rows = MODEL_RELATIONS.map((r) => {
			const list = t.children?.[r] ?? { total: 0, models: [] };
			const top = list.models.slice(0, 3).map((m) => `${m.id} (${m.downloads} downloads)`);
			const more = list.total > top.length ? ` and ${list.total - top.length} more` : "";
			return [r, String(list.total), top.length ? `${top.join(", ")}${more}` : "-"];
		});
		lines.push("Derivatives:", table(rows, style).replace(/^/gm, "  "));
	}
	if (t.device !== undefined && t.context !== undefined) {
		const label = deviceLabel(t.device);
		lines.push(
			t.bestLocal
				? `Run it locally: ${escapeControl(bestLocalLine(t.bestLocal, label))}`
				: `Run it locally: neither this model nor a listed quantized derivative runs on ${label}.`,
		);
	}
	return `${lines.join("\n")}\n`;
}

const deviceLabel = (id: string): string => {
	const checked = checkFitParams({ device: id });
	return checked.ok ? checked.value.device.label : id;
};
