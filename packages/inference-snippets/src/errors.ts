/**
 * The error catalogue of the package: exact texts, one place. Tests compare against these.
 */

/** An unknown (language, client, template) triple. */
export class TemplateNotFoundError extends Error {
	constructor(language: string, client: string, template: string) {
		super(`Template not found: ${language}/${client}/${template}`);
		this.name = "TemplateNotFoundError";
	}
}

/** The provider has no route for the task (getInferenceSnippets logs it and returns []). */
export class ProviderHelperError extends Error {
	constructor(
		readonly provider: string,
		readonly task: string,
	) {
		super(`Failed to get provider helper for ${provider} (${task})`);
		this.name = "ProviderHelperError";
	}
}

/** Logged (not thrown) when a string given as structured inputs is not JSON: it is then sent as text. */
export const BODY_NOT_JSON = "Failed to parse body as JSON";

/** formatBody() was asked for a format it does not know. */
export class UnsupportedFormatError extends Error {
	constructor(format: string) {
		super(`Unsupported format: ${format}`);
		this.name = "UnsupportedFormatError";
	}
}

/**
 * A fal endpoint id must be `owner/name` (or the legacy `<number>-<name>`), as fal's own
 * clients require; the wording is theirs: `Invalid app id: <id>. Must be in the format <appOwner>/<appId>`.
 */
export class InvalidAppIdError extends Error {
	constructor(id: string) {
		super(`Invalid app id: ${id}. Must be in the format <appOwner>/<appId>`);
		this.name = "InvalidAppIdError";
	}
}

/** Checks a fal endpoint id; returns it in `owner/name` form. */
export function falAppId(id: string): string {
	if (id.split("/").length > 1) return id;
	const legacy = /^([0-9]+)-([a-zA-Z0-9-]+)$/.exec(id);
	if (legacy) return `${legacy[1]}/${legacy[2]}`;
	throw new InvalidAppIdError(id);
}

/**
 * Where errors that do not stop generation are reported: a call's `logger` option, else the
 * default below (console.error, replaceable with `setLogger` by callers that pass none).
 */
export interface Logger {
	error(message: string, cause?: unknown): void;
}

let logger: Logger = { error: (message, cause) => console.error(message, cause ?? "") };

export function setLogger(next: Logger): void {
	logger = next;
}

export function getLogger(): Logger {
	return logger;
}
