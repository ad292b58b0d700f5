/** Argument parsing with node:util parseArgs; every mistake becomes a one-line UsageError. */
import { type ParseArgsConfig, parseArgs } from "node:util";
import { UsageError } from "./errors.js";

export type Options = NonNullable<ParseArgsConfig["options"]>;

/** Flags every command takes. */
export const COMMON_OPTIONS = {
	json: { type: "boolean" },
	help: { type: "boolean", short: "h" },
} as const satisfies Options;

/** Flags of the commands that read a model record (apps, snippets): `--hub` has no meaning elsewhere. */
export const MODEL_OPTIONS = {
	...COMMON_OPTIONS,
	hub: { type: "string" },
} as const satisfies Options;

interface ParseError {
	code?: string;
	message: string;
}

/** Shortens Node's parse errors to the part a user needs. */
function explain(error: ParseError): string {
	const option = /'(-[^']*)'/.exec(error.message)?.[1];
	switch (error.code) {
		case "ERR_PARSE_ARGS_UNKNOWN_OPTION":
			return `unknown option ${option ?? ""}`.trim();
		case "ERR_PARSE_ARGS_INVALID_OPTION_VALUE": {
			if (!option) return error.message;
			const name = option.split(/[ ,]/)[0];
			// Node reports both a flag given a value (`--stream=false`) and a missing value this way.
			return /does not take an argument/.test(error.message)
				? `option ${name} takes no value`
				: `option ${name} needs a value`;
		}
		case "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL":
			return "too many arguments";
		default:
			return error.message.split("\n")[0] ?? "bad arguments";
	}
}

type Parsed<O extends Options> = ReturnType<
	typeof parseArgs<{ args: string[]; options: O; allowPositionals: true; strict: true }>
>;

export function parse<O extends Options>(args: string[], options: O): Parsed<O> {
	try {
		return parseArgs({ args, options, allowPositionals: true, strict: true });
	} catch (e) {
		throw new UsageError(explain(e as ParseError));
	}
}

/** `--hub` must be an http(s) URL. */
export function hubUrl(value: string | undefined): string | undefined {
	if (value === undefined) return undefined;
	if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
		throw new UsageError(`--hub must be an http(s) URL, not ${JSON.stringify(value)}`);
	}
	return value;
}
