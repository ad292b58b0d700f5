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

/** A heading and its paragraphs of a task page's guidance (our own words; plain text, no HTML or markdown). */
export interface GuidanceSection {
	heading: string;
	paragraphs: string[];
}

/** A further reading link: official documentation, a paper, a leaderboard, a course or a tool. */
export interface TaskResource {
	title: string;
	/** A real, stable https URL. */
	url: string;
	kind: "docs" | "paper" | "leaderboard" | "course" | "tool";
}

/** Why an example model is the pick for one kind of need. */
export interface BestForPick {
	pick: "small" | "multilingual" | "quality" | "permissive";
	/** One of the page's `models[].id`. */
	modelId: string;
	/** One sentence: why this model for this need. */
	why: string;
}

/**
 * The benchmark a task page's quality column reads (evaluations.ts `isResultOn`): one dataset, config,
 * split and metric, so that every figure in the column measures the same thing.
 */
export interface TaskBenchmark {
	/** The benchmark dataset's hub id, as results name it (`openslr/librispeech_asr`). */
	dataset: string;
	config?: string;
	split?: string;
	/** The metric type (`wer`, `accuracy`); its direction comes from `metricDirection`. */
	metric: string;
	/** The column's header: the benchmark and the metric in people's words ("LibriSpeech test-clean, WER %"). */
	label: string;
	/** Where the benchmark is described or ranked (its dataset page, paper or leaderboard). */
	url: string;
}

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
	/** How to choose and use models for the task, 300–800 words in all (full pages). */
	guidance?: GuidanceSection[];
	/** Further reading with stable URLs (full pages). */
	resources?: TaskResource[];
	/** ISO date (YYYY-MM-DD) when a person last reviewed the page's picks. */
	reviewedOn?: string;
	/**
	 * The page's freshness promise, in months: at least one example model must have been released
	 * within this many months before `reviewedOn` (a test checks it against the catalogue records).
	 */
	freshnessMonths?: number;
	/** "Best for" picks among the example models, each with its reason. */
	bestFor?: BestForPick[];
	/** The example model whose library and inference snippets the page shows. */
	recommendedModel?: string;
	/** The benchmark of the comparison table's quality column. */
	benchmark?: TaskBenchmark;
	/** Why the page has no quality column, in one line, when its picks share no fair benchmark. */
	noSharedBenchmark?: string;
}

export interface TaskData extends TaskDataCustom {
	id: PipelineType;
	label: string;
	libraries: string[];
}
