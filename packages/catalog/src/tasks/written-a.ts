/** Task pages written for NLP, audio, tabular, RL and document/visual QA tasks (owned by one writer). */
import type { PipelineType } from "../pipelines.js";
import type { TaskDataCustom } from "./types.js";

export const WRITTEN_A: Partial<Record<PipelineType, TaskDataCustom>> = {};
