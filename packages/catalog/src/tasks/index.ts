/**
 * TASKS: every pipeline tag → its task page data; tags without a written page are placeholders.
 */

import { TASK_LIBRARIES } from "../libraries/tasks.js";
import { PIPELINE_TYPES, PIPELINES, type PipelineType } from "../pipelines.js";

export * from "./freshness.js";
export { METRIC_LINKS, type MetricLink, metricKey, metricLink } from "./metrics.js";

import { placeholderTask } from "./placeholder.js";
import { WRITTEN_TASKS } from "./registry.js";
import type { TaskData } from "./types.js";

export type {
	BestForPick,
	DemoItem,
	ExampleRepo,
	GuidanceSection,
	LabelScore,
	TaskBenchmark,
	TaskData,
	TaskDataCustom,
	TaskDemo,
	TaskResource,
	TokenSpan,
} from "./types.js";

function build(id: PipelineType): TaskData {
	const custom = WRITTEN_TASKS[id] ?? placeholderTask();
	return { ...custom, id, label: PIPELINES[id].label, libraries: [...TASK_LIBRARIES[id]] };
}

export const TASKS: Readonly<Record<PipelineType, TaskData>> = Object.fromEntries(
	PIPELINE_TYPES.map((id) => [id, build(id)]),
) as Record<PipelineType, TaskData>;

export function getTask(id: string): TaskData | undefined {
	return Object.hasOwn(TASKS, id) ? TASKS[id as PipelineType] : undefined;
}
