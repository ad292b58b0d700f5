import type { ModelRecord } from "@hubkit/catalog";

/** The sample catalogue (filled by the sample-model-catalogue issue). */
export const SAMPLE_MODELS: readonly ModelRecord[] = [];

export function getSampleModel(id: string): ModelRecord | undefined {
	return SAMPLE_MODELS.find((m) => m.id === id);
}
