/** Task pages written for computer-vision and multimodal generation tasks (owned by one writer). */
import type { PipelineType } from "../pipelines.js";
import type { TaskDataCustom } from "./types.js";

export const WRITTEN_B: Partial<Record<PipelineType, TaskDataCustom>> = {};
