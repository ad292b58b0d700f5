import { PIPELINES } from "./pipelines-data.js";

export { MODALITIES, MODALITY_LABELS, type Modality, type PipelineData } from "./pipeline-types.js";
export { PIPELINES };

export type PipelineType = keyof typeof PIPELINES;

/** Every pipeline tag, in the catalogue's order (which is also the default tag precedence). */
export const PIPELINE_TYPES = Object.keys(PIPELINES) as PipelineType[];

const PIPELINE_SET: ReadonlySet<string> = new Set(PIPELINE_TYPES);

export function isPipelineType(tag: unknown): tag is PipelineType {
	return typeof tag === "string" && PIPELINE_SET.has(tag);
}
