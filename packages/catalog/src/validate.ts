/**
 * Validation of untrusted model records with zod: `parseModelRecord` (its errors in Hubkit's words,
 * not zod's), the schema the server's OpenAPI document is built from, and the model id rule. Kept
 * apart from model.ts (types and readers) so that importing a generator (`LIBRARIES`,
 * `LOCAL_APPS`, …) never bundles zod; import it from `@hubkit/catalog/validate` (the package root
 * re-exports it, and bundlers drop it when unused).
 */
import { z } from "zod";
import type { ModelRecord } from "./model.js";
import { providerFactProblems } from "./provider-facts.js";

// ---- model ids --------------------------------------------------------------------------

/*
 * The model id rule, one for every place an id comes in: records (parseModelRecord, so catalogue
 * files, hub answers, record files and request bodies), the API's `/api/models/:owner/:name`
 * routes and the CLI's arguments (through @hubkit/hub-core, which re-exports it). An id that passes
 * cannot name another endpoint of a hub's API once it is put in a URL path (`ok/..` would ask for
 * the model list).
 */

export const MAX_ID_SEGMENT_LENGTH = 96;

const OWNER = /^[A-Za-z0-9][\w.-]*$/;
const NAME = /^[\w.-]+$/;

export type IdProblem = { field: "owner" | "name"; error: string };

/** Why `owner` cannot be a model id's owner, or undefined when it can. */
export function ownerProblem(owner: string): string | undefined {
	if (owner.length > MAX_ID_SEGMENT_LENGTH) return `owner is longer than ${MAX_ID_SEGMENT_LENGTH} characters`;
	if (!OWNER.test(owner)) {
		return "owner must start with a letter or digit and hold only letters, digits, '-', '_' and '.'";
	}
	return undefined;
}

/** Why `name` cannot be a model id's name, or undefined when it can. */
export function nameProblem(name: string): string | undefined {
	if (name.length > MAX_ID_SEGMENT_LENGTH) return `name is longer than ${MAX_ID_SEGMENT_LENGTH} characters`;
	if (!NAME.test(name)) return "name may hold only letters, digits, '-', '_' and '.'";
	if (name === "." || name === "..") return "name cannot be '.' or '..'";
	return undefined;
}

/**
 * Why `id` is not a model id (`owner/name`, or a bare `name` as older hub ids are), or undefined
 * when it is one.
 */
export function modelIdProblem(id: string): IdProblem | undefined {
	if (id === "") return { field: "name", error: "a model id cannot be empty" };
	const parts = id.split("/");
	if (parts.length > 2) return { field: "name", error: "a model id is owner/name, with one '/'" };
	const [first = "", second] = parts;
	if (second === undefined) {
		const error = nameProblem(first) ?? ownerProblem(first);
		return error ? { field: "name", error } : undefined;
	}
	const owner = ownerProblem(first);
	if (owner) return { field: "owner", error: owner };
	const name = nameProblem(second);
	return name ? { field: "name", error: name } : undefined;
}

// ---- records ----------------------------------------------------------------------------

const chatMessage = z.looseObject({
	role: z.string(),
	content: z.union([
		z.string(),
		z.array(
			z.union([
				z.looseObject({ type: z.literal("text"), text: z.string() }),
				z.looseObject({ type: z.literal("image_url"), image_url: z.looseObject({ url: z.string() }) }),
			]),
		),
	]),
});

const widgetExample = z.looseObject({
	text: z.string().optional(),
	source_sentence: z.string().optional(),
	sentences: z.array(z.string()).optional(),
	context: z.string().optional(),
	candidate_labels: z.string().optional(),
	src: z.string().optional(),
	example_title: z.string().optional(),
	messages: z.array(chatMessage).optional(),
	table: z.record(z.string(), z.array(z.string())).optional(),
});

const count = z.number().int().nonnegative();
// A config.json writes null where a value is left to its default (`"head_dim": null` in Mistral's
// newer configs): as good as absent, and the estimator reads it so.
const maybeCount = count.nullable().optional();
const architectureShape = {
	num_hidden_layers: maybeCount,
	num_attention_heads: maybeCount,
	num_key_value_heads: maybeCount,
	head_dim: maybeCount,
	hidden_size: maybeCount,
	intermediate_size: maybeCount,
	vocab_size: maybeCount,
	max_position_embeddings: maybeCount,
	sliding_window: maybeCount,
	use_sliding_window: z.boolean().optional(),
	sliding_window_pattern: maybeCount,
	layer_types: z.array(z.string()).optional(),
	num_experts: maybeCount,
	num_local_experts: maybeCount,
	n_routed_experts: maybeCount,
	num_experts_per_tok: maybeCount,
	moe_intermediate_size: maybeCount,
	first_k_dense_replace: maybeCount,
	kv_lora_rank: maybeCount,
	qk_rope_head_dim: maybeCount,
	torch_dtype: z.string().optional(),
};

const configSchema = z.looseObject({
	...architectureShape,
	text_config: z.looseObject(architectureShape).optional(),
	architectures: z.array(z.string()).optional(),
	model_type: z.string().optional(),
	quantization_config: z.looseObject({ quant_method: z.string().optional(), bits: z.number().optional() }).optional(),
	tokenizer_config: z
		.looseObject({
			chat_template: z
				.union([z.string(), z.array(z.looseObject({ name: z.string(), template: z.string() }))])
				.optional(),
		})
		.optional(),
	processor_config: z.looseObject({ chat_template: z.string().optional() }).optional(),
	chat_template_jinja: z.string().optional(),
	adapter_transformers: z
		.looseObject({ model_name: z.string().optional(), model_class: z.string().optional() })
		.optional(),
	peft: z.looseObject({ base_model_name_or_path: z.string().optional(), task_type: z.string().optional() }).optional(),
	sklearn: z
		.looseObject({
			model: z.looseObject({ file: z.string().optional() }).optional(),
			model_format: z.string().optional(),
		})
		.optional(),
	speechbrain: z
		.looseObject({
			speechbrain_interface: z.string().optional(),
			vocoder_interface: z.string().optional(),
			vocoder_model_id: z.string().optional(),
		})
		.optional(),
	keras_hub: z.looseObject({ tasks: z.array(z.string()).optional() }).optional(),
	diffusers: z.looseObject({ _class_name: z.string().optional() }).optional(),
});

const providerMappingEntry = z
	.looseObject({
		provider: z.string().min(1),
		providerId: z.string().min(1),
		task: z.string().min(1),
		status: z.string(),
		adapter: z.string().optional(),
		adapterWeightsPath: z.string().optional(),
	})
	// Price, context, capabilities, speed and their source: provider-facts.ts holds their one check.
	.superRefine((entry, ctx) => {
		for (const problem of providerFactProblems(entry)) {
			ctx.addIssue({ code: "custom", path: problem.path, message: problem.message });
		}
	});

export const modelRecordSchema = z.looseObject({
	id: z
		.string({
			error: (issue) =>
				issue.input === undefined ? "missing (a model record needs an id such as owner/name)" : undefined,
		})
		.superRefine((id, ctx) => {
			const problem = modelIdProblem(id);
			if (problem) ctx.addIssue({ code: "custom", message: problem.error });
		}),
	author: z.string().optional(),
	tags: z.array(z.string()).optional(),
	pipeline_tag: z.string().optional(),
	library_name: z.string().optional(),
	private: z.boolean().optional(),
	gated: z.union([z.boolean(), z.literal("auto"), z.literal("manual")]).optional(),
	cardData: z
		.looseObject({
			// A card key with no value is null in the hub's answers (YAML's reading): as good as absent.
			base_model: z
				.union([z.string(), z.array(z.string())])
				.nullable()
				.optional(),
			instance_prompt: z.string().nullable().optional(),
			license: z.string().nullable().optional(),
			language: z
				.union([z.string(), z.array(z.string())])
				.nullable()
				.optional(),
		})
		.optional(),
	widgetData: z.array(widgetExample).optional(),
	config: configSchema.optional(),
	transformersInfo: z
		.looseObject({
			auto_model: z.string(),
			processor: z.string().optional(),
			pipeline_tag: z.string().optional(),
			custom_class: z.string().optional(),
		})
		.optional(),
	mask_token: z.string().optional(),
	gguf: z
		.looseObject({
			context_length: z.number().optional(),
			chat_template: z.string().optional(),
			total: z.number().optional(),
			architecture: z.string().optional(),
			block_count: count.optional(),
			head_count: count.optional(),
			head_count_kv: count.optional(),
			embedding_length: count.optional(),
			key_length: count.optional(),
			vocab_size: count.optional(),
			sliding_window: count.optional(),
			sliding_window_layers: count.optional(),
			kv_block_count: count.optional(),
			expert_count: count.optional(),
			expert_used_count: count.optional(),
			expert_feed_forward_length: count.optional(),
			leading_dense_block_count: count.optional(),
			active: count.optional(),
		})
		.optional(),
	safetensors: z.looseObject({ parameters: z.record(z.string(), count), total: count }).optional(),
	siblings: z.array(z.looseObject({ rfilename: z.string(), size: count.optional() })).optional(),
	inferenceProviderMapping: z.array(providerMappingEntry).optional(),
	// Counts a list sorts and shows: a record that gives one gives a whole number, never text.
	downloads: count.optional(),
	likes: count.optional(),
	sample: z.looseObject({ downloads: count.optional(), likes: count.optional() }).optional(),
	lastModified: z.string().optional(),
});

export interface RecordError {
	/** Dotted path of the offending field, e.g. `config.peft.task_type` or `tags.2`; `(root)` for the whole value. */
	path: string;
	message: string;
}

export type ParseResult = { ok: true; model: ModelRecord } | { ok: false; errors: RecordError[] };

/**
 * How deep objects and lists may nest in a record. Real records nest a few levels (a config's
 * text_config, a widget example's messages); a hostile one nested thousands deep parses, but
 * every JSON.stringify of it (storing it in an index, answering it) overflows the stack.
 */
export const MAX_RECORD_DEPTH = 64;

/** The top-level field (or `(root)`) holding a value nested deeper than MAX_RECORD_DEPTH. */
function tooDeep(json: unknown): string | undefined {
	const deeper = (value: unknown, depth: number): boolean => {
		if (value === null || typeof value !== "object") return false;
		if (depth >= MAX_RECORD_DEPTH) return true;
		for (const inner of Array.isArray(value) ? value : Object.values(value)) if (deeper(inner, depth + 1)) return true;
		return false;
	};
	if (json === null || typeof json !== "object" || Array.isArray(json)) return deeper(json, 0) ? "(root)" : undefined;
	for (const [key, value] of Object.entries(json)) if (deeper(value, 1)) return key;
	return undefined;
}

// ---- messages ---------------------------------------------------------------------------

/** The kinds of value a record's fields are, as zod names them in `expected`, in a person's words. */
const EXPECTED: Readonly<Record<string, string>> = {
	string: "a string",
	number: "a number",
	int: "a whole number",
	boolean: "true or false",
	object: "an object",
	record: "an object",
	array: "an array",
	null: "null",
};

/** What a JSON value is, for "…, not <it>": its kind, or itself when that says more (`1.5`, `true`). */
function received(value: unknown, expected?: string): string {
	if (value === null) return "null";
	if (Array.isArray(value)) return "an array";
	if (typeof value === "boolean") return String(value);
	// "must be a whole number, not a number" would say nothing.
	if (typeof value === "number") return expected === "int" ? String(value) : "a number";
	if (typeof value === "string") return "a string";
	if (typeof value === "object") return "an object";
	return typeof value;
}

/** `a, b or c`. */
const oneOf = (words: readonly string[]) =>
	words.length < 2 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;

const literals = (values: readonly unknown[]) => values.map((v) => JSON.stringify(v) ?? String(v));

/**
 * What each option of a union takes, from the issues of the options that failed at the value
 * itself: `["a string", "an array"]`.
 */
function unionOptions(errors: readonly (readonly z.core.$ZodIssue[])[]): string[] {
	const words = new Set<string>();
	for (const issues of errors) {
		const issue = issues[0];
		if (!issue || issue.path.length > 0) continue;
		// `true, false or "auto"` rather than `true or false or "auto"`.
		if (issue.code === "invalid_type" && issue.expected === "boolean") words.add("true").add("false");
		else if (issue.code === "invalid_type") words.add(EXPECTED[issue.expected] ?? issue.expected);
		else if (issue.code === "invalid_value") for (const v of literals(issue.values)) words.add(v);
	}
	return [...words];
}

/**
 * zod's issues in Hubkit's words, one line each ("must be a number, not a string") where zod would
 * say "Invalid input: expected number, received string". The field's path is added by whoever
 * shows the message. Messages written in the schema itself (the id's) come first.
 */
const recordIssueMessage: z.core.$ZodErrorMap = (issue) => {
	const size = (n: number | bigint, inclusive: boolean | undefined, more: boolean) =>
		inclusive ? `${n} or ${more ? "more" : "less"}` : `${more ? "more" : "less"} than ${n}`;
	switch (issue.code) {
		case "invalid_type":
			if (issue.input === undefined) return "missing";
			return `must be ${EXPECTED[issue.expected] ?? issue.expected}, not ${received(issue.input, issue.expected)}`;
		case "too_small":
			if (issue.origin === "string") {
				return Number(issue.minimum) <= 1 ? "must not be empty" : `must be at least ${issue.minimum} characters long`;
			}
			if (issue.origin === "array") return `must have at least ${issue.minimum} entries`;
			return `must be ${size(issue.minimum, issue.inclusive, true)}`;
		case "too_big":
			if (issue.origin === "string") return `must be at most ${issue.maximum} characters long`;
			if (issue.origin === "array") return `must have at most ${issue.maximum} entries`;
			return `must be ${size(issue.maximum, issue.inclusive, false)}`;
		case "invalid_value":
			return `must be ${oneOf(literals(issue.values))}, not ${received(issue.input)}`;
		case "invalid_union": {
			const options = unionOptions(issue.errors);
			return options.length
				? `must be ${oneOf(options)}, not ${received(issue.input)}`
				: "is not in a form Hubkit reads";
		}
		case "invalid_format":
			return issue.format === "regex" ? "is not in the expected form" : `is not a valid ${issue.format}`;
		case "not_multiple_of":
			return `must be a multiple of ${issue.divisor}`;
		case "unrecognized_keys":
			return `has fields Hubkit does not know: ${issue.keys.join(", ")}`;
		case "invalid_key":
			return "has a key that is not valid";
		case "invalid_element":
			return "has an entry that is not valid";
		default:
			return issue.message ?? "is not valid";
	}
};

/**
 * An issue as a RecordError under `base` (the path of the union holding it, if any). A value that
 * matched one option of a union in kind but failed inside it (a list of languages with a number
 * in it) is reported where it failed, not as "must be a string or an array".
 */
function recordError(issue: z.core.$ZodIssue, base: readonly PropertyKey[] = []): RecordError {
	const path = [...base, ...issue.path];
	if (issue.code === "invalid_union") {
		const deeper = issue.errors.flat().find((inner) => inner.path.length > 0);
		if (deeper) return recordError(deeper, path);
	}
	return { path: path.length ? path.map(String).join(".") : "(root)", message: issue.message };
}

/** Validates untrusted JSON as a model record, every error in Hubkit's words. Never throws. */
export function parseModelRecord(json: unknown): ParseResult {
	try {
		const deep = tooDeep(json);
		if (deep !== undefined) {
			return { ok: false, errors: [{ path: deep, message: `nested deeper than ${MAX_RECORD_DEPTH} levels` }] };
		}
		const result = modelRecordSchema.safeParse(json, { error: recordIssueMessage });
		if (result.success) return { ok: true, model: result.data as ModelRecord };
		return { ok: false, errors: result.error.issues.map((issue) => recordError(issue)) };
	} catch (e) {
		// Defensive: exotic inputs (getters that throw, revoked proxies) still get an answer.
		return { ok: false, errors: [{ path: "(root)", message: e instanceof Error ? e.message : String(e) }] };
	}
}
