/**
 * A model as a list shows it: the few fields of its record a row needs. The memory store builds its
 * rows with it and model-db stores its output; apart from catalogue.ts, which imports the store.
 */
import type { ModelRecord } from "@hubkit/catalog";
import type { ModelSummary } from "./types.js";

const count = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);

export function summariseModel(model: ModelRecord): ModelSummary {
	const summary: ModelSummary = {
		id: model.id,
		tags: model.tags ?? [],
		// Sample records carry illustrative counts under `sample`; upstream records at the top level.
		downloads: count(model.downloads ?? model.sample?.downloads),
		likes: count(model.likes ?? model.sample?.likes),
	};
	const author = model.author ?? (model.id.includes("/") ? model.id.split("/")[0] : undefined);
	if (author) summary.author = author;
	if (model.pipeline_tag) summary.pipeline_tag = model.pipeline_tag;
	if (model.library_name) summary.library_name = model.library_name;
	if (model.lastModified) summary.lastModified = model.lastModified;
	return summary;
}
