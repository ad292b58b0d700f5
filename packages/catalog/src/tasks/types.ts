import type { PipelineType } from "../pipelines.js";

/** A model, dataset or space named on a task page. */
export interface ExampleRepo {
	/** A public hub id (`owner/name`, or a bare legacy name for datasets). */
	id: string;
	/** One sentence, our own words. */
	description: string;
}

export interface TokenSpan {
	type: string;
	/** Index of the first character in the demo text. */
	start: number;
	/** Index one past the last character. */
	end: number;
}

export interface LabelScore {
	label: string;
	score: number;
}

/** One item of a task page's demo. `filename` names a file in `@hubkit/catalog/assets/<task-id>/`. */
export type DemoItem =
	| { type: "audio"; filename: string; label?: string }
	| { type: "img"; filename: string; label?: string }
	| { type: "text"; content: string; label?: string }
	| { type: "tabular"; table: string[][]; label?: string }
	| { type: "chart"; data: LabelScore[]; label?: string }
	| { type: "text-with-tokens"; text: string; tokens: TokenSpan[]; label?: string };

export interface TaskDemo {
	inputs: DemoItem[];
	outputs: DemoItem[];
}

/** What a task's data.ts writes; `id`, `label` and `libraries` are joined in by the index. */
export interface TaskDataCustom {
	summary: string;
	datasets: ExampleRepo[];
	metrics: ExampleRepo[];
	models: ExampleRepo[];
	spaces: ExampleRepo[];
	demo: TaskDemo;
	widgetModels: string[];
	youtubeId?: string;
	canonicalId?: PipelineType;
	isPlaceholder?: boolean;
}

export interface TaskData extends TaskDataCustom {
	id: PipelineType;
	label: string;
	libraries: string[];
}
