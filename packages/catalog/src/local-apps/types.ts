import type { ModelRecord } from "../model.js";
import type { PipelineType } from "../pipelines.js";

/** One block of instructions a local app shows: optional setup, then the command(s) to run. */
export interface LocalAppSnippet {
	title: string;
	/** Shell command(s) to prepare (install, download). A list holds alternatives. */
	setup?: string | string[];
	/** Shell command(s) to run, unless `language` says otherwise. A list holds alternatives. */
	content: string | string[];
	/** The language of `setup`/`content` when it is not shell (e.g. "json" for a config file). */
	language?: "sh" | "json" | "yaml" | "python";
}

export interface LocalApp {
	id: string;
	prettyLabel: string;
	docsUrl: string;
	mainTask: PipelineType;
	macOSOnly?: boolean;
	comingSoon?: boolean;
	/** Whether the model page offers this app for `model`. */
	displayOnModelPage: (model: ModelRecord) => boolean;
	/** Commands to run the model (snippet apps). `filepath` picks a file, e.g. one GGUF quant. */
	snippet?: (model: ModelRecord, filepath?: string) => LocalAppSnippet[];
	/** A URL that opens the app on the model (deeplink apps). */
	deeplink?: (model: ModelRecord, filepath?: string) => URL;
}
