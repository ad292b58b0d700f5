import type { TaskDataCustom } from "./types.js";

/**
 * The page data of a tag with no written page: empty lists and the flag. A fresh object per call, so that no two
 * tasks share (and could mutate) the same lists; the index still joins in the label and libraries.
 */
export function placeholderTask(): TaskDataCustom {
	return {
		summary: "",
		datasets: [],
		metrics: [],
		models: [],
		spaces: [],
		demo: { inputs: [], outputs: [] },
		widgetModels: [],
		isPlaceholder: true,
	};
}
