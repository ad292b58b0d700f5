/**
 * The sample model catalogue: records of real public models, as the hub's model API returns
 * them, embedded as JSON. It is the hub's default catalogue and the corpus of every snippet
 * test and benchmark. No I/O: the JSON files are imported statically.
 *
 * Download and like counts (`sample`) are illustrative, not live figures.
 */
import type { ModelRecord } from "@hubkit/catalog";
import adapters from "../data/adapters.json" with { type: "json" };
import audio from "../data/audio.json" with { type: "json" };
import diffusers from "../data/diffusers.json" with { type: "json" };
import embeddings from "../data/embeddings.json" with { type: "json" };
import extraCoreLibraries from "../data/extra-core-libraries.json" with { type: "json" };
import extraLocalApps from "../data/extra-local-apps.json" with { type: "json" };
import extraOtherLibraries from "../data/extra-other-libraries.json" with { type: "json" };
import frameworks from "../data/frameworks.json" with { type: "json" };
import gguf from "../data/gguf.json" with { type: "json" };
import llm from "../data/llm.json" with { type: "json" };
import mlx from "../data/mlx.json" with { type: "json" };
import multimodal from "../data/multimodal.json" with { type: "json" };
import nlp from "../data/nlp.json" with { type: "json" };
import rareTasks from "../data/rare-tasks.json" with { type: "json" };
import tabularRl from "../data/tabular-rl.json" with { type: "json" };
import taskPicksA from "../data/task-picks-a.json" with { type: "json" };
import transformersJs from "../data/transformers-js.json" with { type: "json" };
import vision from "../data/vision.json" with { type: "json" };

/** The JSON is validated by the package tests (every record passes parseModelRecord). */
const records = (json: readonly object[]): readonly ModelRecord[] => json as readonly ModelRecord[];

/** The curated files, by name (the file name under data/ without `.json`), in catalogue order. */
export const SAMPLE_MODEL_FILES: Readonly<Record<string, readonly ModelRecord[]>> = {
	llm: records(llm),
	gguf: records(gguf),
	mlx: records(mlx),
	multimodal: records(multimodal),
	nlp: records(nlp),
	embeddings: records(embeddings),
	vision: records(vision),
	audio: records(audio),
	diffusers: records(diffusers),
	adapters: records(adapters),
	frameworks: records(frameworks),
	"transformers-js": records(transformersJs),
	"tabular-rl": records(tabularRl),
	"rare-tasks": records(rareTasks),
	"task-picks-a": records(taskPicksA),
};

/**
 * Records contributed for generator and local-app branches, applied after the curated files.
 * A record whose id is already in the catalogue is merged into it (its top-level fields win),
 * so a contributor can reshape a model for a branch without losing the curated fields they did
 * not restate, such as the provider mapping.
 */
export const EXTRA_SAMPLE_MODEL_FILES: Readonly<Record<string, readonly ModelRecord[]>> = {
	"extra-core-libraries": records(extraCoreLibraries),
	"extra-other-libraries": records(extraOtherLibraries),
	"extra-local-apps": records(extraLocalApps),
};

function assemble(): ModelRecord[] {
	const byId = new Map<string, ModelRecord>();
	for (const file of [...Object.values(SAMPLE_MODEL_FILES), ...Object.values(EXTRA_SAMPLE_MODEL_FILES)]) {
		for (const record of file) {
			const previous = byId.get(record.id);
			// Map.set on an existing key keeps the key's first position: the catalogue order is stable.
			byId.set(record.id, previous ? { ...previous, ...record } : record);
		}
	}
	return [...byId.values()];
}

/** Every sample record, ids unique, curated files first. Treat as read-only. */
export const SAMPLE_MODELS: readonly ModelRecord[] = Object.freeze(assemble());

const BY_ID: ReadonlyMap<string, ModelRecord> = new Map(SAMPLE_MODELS.map((m) => [m.id, m]));

/** The record with this exact id (case-sensitive, like hub ids), or undefined. */
export function getSampleModel(id: string): ModelRecord | undefined {
	return BY_ID.get(id);
}

/** Records whose pipeline_tag is `tag`, in catalogue order. */
export function sampleModelsByPipeline(tag: string): ModelRecord[] {
	return SAMPLE_MODELS.filter((m) => m.pipeline_tag === tag);
}

/** Records whose library_name is `library`, in catalogue order. */
export function sampleModelsByLibrary(library: string): ModelRecord[] {
	return SAMPLE_MODELS.filter((m) => m.library_name === library);
}

/** Records that carry `tag` in their tags, in catalogue order. */
export function sampleModelsWithTag(tag: string): ModelRecord[] {
	return SAMPLE_MODELS.filter((m) => Array.isArray(m.tags) && m.tags.includes(tag));
}

/** Records some inference provider serves (a non-empty inferenceProviderMapping). */
export function sampleModelsServedBy(provider?: string): ModelRecord[] {
	return SAMPLE_MODELS.filter((m) =>
		(m.inferenceProviderMapping ?? []).some((e) => provider === undefined || e.provider === provider),
	);
}
