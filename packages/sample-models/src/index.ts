/**
 * The sample model catalogue: records of real public models, as the hub's model API returns
 * them, embedded as JSON. It is the hub's default catalogue and the corpus of every snippet
 * test and benchmark. No I/O: the JSON files are imported statically.
 *
 * Download and like counts (`sample`) are illustrative, not live figures.
 */
import type { ModelRecord } from "@hubkit/catalog";
import catalogue from "../data/catalogue.json" with { type: "json" };

/**
 * The records by table (the file name under scripts/tables/ without `.mjs`), in catalogue order.
 * data/catalogue.json is written by scripts/build-data.mjs, which rejects a duplicate id; the
 * package tests validate every record with parseModelRecord.
 */
export const SAMPLE_MODEL_FILES: Readonly<Record<string, readonly ModelRecord[]>> =
	// Through unknown: the JSON's inferred types are narrower unions (e.g. a sparse `config`) that TypeScript
	// cannot relate to ModelRecord; the package tests validate every record with parseModelRecord instead.
	catalogue as unknown as Record<string, readonly ModelRecord[]>;

/** Every sample record, ids unique, in table order. Treat as read-only. */
export const SAMPLE_MODELS: readonly ModelRecord[] = Object.freeze(Object.values(SAMPLE_MODEL_FILES).flat());

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
