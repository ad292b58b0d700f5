/**
 * Every input and output of the API as zod schemas. The routes (routes.ts) validate with these,
 * and the OpenAPI document at /api/openapi.json is generated from the very same objects. The
 * response schemas are checked against @hubkit/hub-core's types at compile time (bottom of file).
 */

import { z } from "@hono/zod-openapi";
import { MODEL_RELATIONS, modelRecordSchema, PROVIDER_FACT_SOURCES } from "@hubkit/catalog";
import { MAX_CONTEXT, TIGHT_SHARE, WEIGHT_FORMATS } from "@hubkit/catalog/hardware";
import {
	ALL_CLIENTS,
	billToMessage,
	type CatalogueProblemsPage,
	COMPARE_LIMITS,
	CONTEXT_TEXT,
	checkCompareIds,
	checkFitParams,
	checkLeaderboardFilter,
	checkListField,
	checkProviderSort,
	clientMessage,
	clientsOfLanguage,
	DECIMAL_DIGITS,
	DEFAULT_RAM_GB,
	endpointUrlMessage,
	endpointUrlProblem,
	FACET_VALUES_LIMIT,
	type FitView,
	type HardwareEntry,
	type HubHealth,
	isBillTo,
	LIBRARY_MODELS_SHOWN,
	type LibraryDetail,
	type LibrarySummary,
	type LocalAppSummary,
	languageMessage,
	librariesProblem,
	MAX_PRICE_LIMIT,
	MAX_PRICE_RULE,
	MAX_RAM_GB,
	MAX_SEARCH_WORDS,
	MODEL_LIST_LIMITS,
	MODEL_SORTS,
	type ModelList,
	type ModelListField,
	type ModelTree,
	modelIdProblem,
	PRICE_STEPS,
	PROBLEM_KINDS,
	PROVIDER_IDS,
	PROVIDER_SORTS,
	type ProviderComparison,
	providerMessage,
	ROUTING_POLICIES,
	ramMessage,
	readRam,
	routingProblem,
	SHORT_WORD_CHARS,
	SHORT_WORD_RULE,
	SIZE_BUCKETS,
	SLOW_TOKENS_PER_SECOND,
	SNIPPET_LANGUAGES,
	type SnippetLanguageId,
	type SnippetsView,
	type TaskSummary,
	TREE_CHILDREN_SHOWN,
	withoutFits,
} from "@hubkit/hub-core";
import { queryObject } from "./input.js";

// ---- shared pieces ----------------------------------------------------------------------

export const ErrorSchema = z
	.object({
		error: z.string().openapi({ example: "unknown provider" }),
		field: z.string().optional().openapi({ example: "provider" }),
	})
	.openapi("Error");

const OWNER = /^[A-Za-z0-9][\w.-]*$/;

/** The model id of a path: hub-core's rule, the one the CLI applies to the ids it is given. */
export const ModelParamsSchema = z
	.object({
		owner: z.string().openapi({ param: { name: "owner", in: "path" }, example: "meta-llama" }),
		name: z.string().openapi({ param: { name: "name", in: "path" }, example: "Llama-3.1-8B-Instruct" }),
	})
	.superRefine(({ owner, name }, ctx) => {
		const problem = modelIdProblem(`${owner}/${name}`);
		if (!problem) return;
		// An encoded '/' inside a segment makes three parts: the segment that holds it is the culprit.
		const field = owner.includes("/") ? "owner" : problem.field;
		ctx.addIssue({ code: "custom", path: [field], message: problem.error });
	});

export const IdParamsSchema = z.object({
	id: z
		.string()
		.max(100, "id is longer than 100 characters")
		.regex(OWNER, "id may hold only letters, digits, '-', '_' and '.'")
		.openapi({ param: { name: "id", in: "path" }, example: "text-generation" }),
});

const booleanFlag = (field: string) =>
	z
		.enum(["true", "false", "1", "0"], { error: `${field} must be true or false` })
		.transform((v) => v === "true" || v === "1");

const endpointUrl = z
	.string()
	.superRefine((value, ctx) => {
		const problem = endpointUrlProblem(value);
		if (problem) ctx.addIssue({ code: "custom", message: endpointUrlMessage(problem) });
	})
	.openapi({ example: "https://my-endpoint.example.com" });

const billTo = z.string().refine(isBillTo, billToMessage()).openapi({ example: "my-org" });

const provider = z
	.enum(PROVIDER_IDS as [string, ...string[]], { error: (issue) => providerMessage(String(issue.input)) })
	.openapi({ example: "auto" });
const language = z.enum(SNIPPET_LANGUAGES as [SnippetLanguageId, ...SnippetLanguageId[]], {
	error: languageMessage(),
});
const client = z.enum(ALL_CLIENTS as [string, ...string[]], {
	error: (issue) => clientMessage(String(issue.input)),
});

/** A client must belong to the language when both are given. */
function clientMatchesLanguage(value: { language?: SnippetLanguageId; client?: string }, ctx: z.RefinementCtx): void {
	if (value.language && value.client && !clientsOfLanguage(value.language).includes(value.client)) {
		ctx.addIssue({ code: "custom", path: ["client"], message: clientMessage(value.client, value.language) });
	}
}

const libraryIds = (list: readonly string[], ctx: z.RefinementCtx): void => {
	const problem = librariesProblem(list);
	if (problem) ctx.addIssue({ code: "custom", message: problem });
};

/** Other libraries whose snippets to add (comma-separated in a query), as if the record named them. */
const librariesQuery = z
	.string()
	.max(1000, "libraries is longer than 1000 characters")
	.transform((v) => v.split(",").filter(Boolean))
	.superRefine(libraryIds)
	.openapi({ example: "transformers.js,peft", description: "Other libraries whose snippets to add." });

const file = z
	.string()
	.min(1, "file must not be empty")
	.max(1000, "file is longer than 1000 characters")
	.openapi({ example: "Llama-3.2-3B-Instruct-Q8_0.gguf", description: "A file of the model that local apps run." });

/**
 * A value of the model list with a fixed form, or of the fit: hub-core's check (model-list.ts,
 * fit.ts), so the API's words are the CLI's. The value stays text: the handler reads the query
 * with the same check (checkModelListQuery, checkFitParams), which gives the numbers.
 */
const checkedBy = (check: (text: string) => { ok: true } | { ok: false; error: string }) =>
	z.string().superRefine((text, ctx) => {
		const checked = check(text);
		if (!checked.ok) ctx.addIssue({ code: "custom", message: checked.error });
	});
const listValue = (field: ModelListField) => checkedBy((text) => checkListField(field, text));

/**
 * A context in tokens, as the fit and the list's `fits` read it (hub-core's readContext): plain
 * decimal digits, or digits then k or M (either case) for 1024 or 1024² tokens; 1 to MAX_CONTEXT.
 */
const CONTEXT_FORM = {
	type: "string",
	pattern: CONTEXT_TEXT.source,
	description: `Context length in tokens, from 1 to ${MAX_CONTEXT}: digits, or digits then k or M (k = 1024, M = 1024², so 8k = 8192 and 1M = 1048576).`,
} as const;

/** `limit` and `offset`: plain decimal digits within MODEL_LIST_LIMITS. */
const listInteger = (field: "limit" | "offset") =>
	listValue(field).openapi({
		type: "integer",
		minimum: MODEL_LIST_LIMITS[field].min,
		maximum: MODEL_LIST_LIMITS[field].max,
		pattern: DECIMAL_DIGITS.source,
	});

// ---- catalogue --------------------------------------------------------------------------

export const TaskSummarySchema = z
	.object({
		id: z.string(),
		label: z.string(),
		modality: z.string(),
		isPlaceholder: z.boolean(),
		modelCount: z.number().int().optional().openapi({
			description:
				"Models of the catalogue with this pipeline tag; absent with an upstream hub, which gives no counts.",
		}),
	})
	.openapi("TaskSummary");

export const TaskDataSchema = z
	.looseObject({
		id: z.string(),
		label: z.string(),
		summary: z.string(),
		libraries: z.array(z.string()),
		isPlaceholder: z.boolean().optional(),
	})
	.openapi("TaskData", { description: "The task page data of @hubkit/catalog (TaskData)." });

export const LibrarySummarySchema = z
	.object({
		id: z.string(),
		prettyLabel: z.string(),
		repoName: z.string(),
		repoUrl: z.string(),
		docsUrl: z.string().optional(),
		filter: z.boolean().optional(),
		countDownloads: z.string().optional(),
		snippetLanguage: z.string(),
		hasSnippets: z.boolean(),
	})
	.openapi("LibrarySummary");

export const ModelSummarySchema = z
	.object({
		id: z.string(),
		author: z.string().optional(),
		pipeline_tag: z.string().optional(),
		library_name: z.string().optional(),
		tags: z.array(z.string()),
		downloads: z.number(),
		likes: z.number(),
		lastModified: z.string().optional(),
	})
	.openapi("ModelSummary");

export const LibraryDetailSchema = LibrarySummarySchema.extend({
	tasks: z.array(z.string()),
	modelCount: z.number().int().optional().openapi({
		description:
			"How many models of the catalogue use this library; absent with an upstream hub, which gives no counts.",
	}),
	models: z.array(ModelSummarySchema).openapi({
		description: `The most downloaded of them (at most ${LIBRARY_MODELS_SHOWN}); the rest: GET /api/models?library=<id>.`,
	}),
}).openapi("LibraryDetail");

export const LocalAppSummarySchema = z
	.object({
		id: z.string(),
		prettyLabel: z.string(),
		docsUrl: z.string(),
		mainTask: z.string(),
		macOSOnly: z.boolean(),
		kind: z.enum(["snippet", "deeplink"]),
	})
	.openapi("LocalAppSummary");

// ---- models -----------------------------------------------------------------------------

/** `schema` refusing control characters in its text, naming `field`. */
const withoutControl = (field: string, schema: z.ZodString) =>
	schema.regex(/^\P{Cc}*$/u, `${field} must not hold control characters`);

/**
 * A facet filter of the model list: any value a facet lists must filter to its count, and a
 * catalogue's records may hold any text (`"library_name": "my lib"`, a task newer than the
 * catalogue's), so the value is only kept short and free of control characters. It is compared
 * with the records' values, never put into code or SQL text.
 */
const facetFilter = (field: string, example: string, description: string) =>
	withoutControl(
		field,
		z
			.string()
			.min(1, `${field} is empty (leave it out to list every model)`)
			.max(200, `${field} is longer than 200 characters`),
	)
		.optional()
		.openapi({ example, description });

export const ModelListQuerySchema = queryObject(
	{
		search: z
			.string()
			.max(200, "search is longer than 200 characters")
			.optional()
			.openapi({
				example: "llama 3.1",
				description: `Words that must all appear in the model id, author or tags (any case); sorted by best match unless \`sort\` says otherwise. A search keeps its first ${MAX_SEARCH_WORDS} distinct words, and ${SHORT_WORD_RULE}; the answer's \`narrowed\` says when either rule applied.`,
			}),
		// Any value the task facet may list: a catalogue's records (an upstream hub's too) can name
		// tasks newer than PIPELINE_TYPES, and their facet link must list them, not answer 400.
		pipeline_tag: facetFilter(
			"pipeline_tag",
			"text-generation",
			"The model's task: an id of GET /api/tasks, or another task the catalogue's records name.",
		),
		library: facetFilter("library", "transformers", "The library the model card names (library_name)."),
		limit: listInteger("limit").optional(),
		offset: listInteger("offset").optional(),
		sort: listValue("sort")
			.optional()
			.openapi({
				type: "string",
				enum: [...MODEL_SORTS],
				description:
					"Default: `match` with a search, else `downloads`. `match` is best match: the exact id or name first, then the models whose id holds every search word as a whole piece (not inside a longer run of letters or digits), then the other matches, each group most downloaded first; it takes no `direction`. Every other sort orders all the matches by its key. An upstream hub has no best match: it lists its most downloaded matches.",
			}),
		fits: listValue("fits").optional().openapi({
			example: "rtx-4090",
			description:
				"Runs on: only models with a weight option that runs whole on this device (an id of GET /api/hardware, or a spelling of one in other case, spaces or dashes; every layer on the GPU, or in RAM for a CPU-only device) at `context`. The `fits` facet counts it at the default context.",
		}),
		context: listValue("context").openapi(CONTEXT_FORM).optional().openapi({
			example: "8192",
			description:
				"The context of `fits`, in tokens (default 8192): digits, or digits then k or M (k = 1024, M = 1024²: 8k = 8192, 1M = 1048576). Another context needs the records in memory: a database catalogue refuses it (400).",
		}),
		ram: listValue("ram")
			.openapi({ type: "integer", minimum: 1, maximum: MAX_RAM_GB, pattern: DECIMAL_DIGITS.source })
			.optional()
			.openapi({
				example: "32",
				description:
					"GB of system RAM `fits` may offload layers to: also lists models that run with partial offload (slowly). Without it, `fits` is whole on the device. Needs the records in memory: a database catalogue refuses it (400).",
			}),
		direction: listValue("direction")
			.optional()
			.openapi({
				enum: ["asc", "desc"],
				description:
					"Default: desc for counts and dates, asc for id. Refused with `sort=match` (best match has one order).",
			}),
		license: facetFilter("license", "apache-2.0", "The license of the model card."),
		language: facetFilter("language", "en", "A language of the model card."),
		app: facetFilter("app", "llama.cpp", "A local app that can run the model."),
		provider: facetFilter(
			"provider",
			"together",
			"An inference provider that serves the model: a live listing of it. With `maxPrice`, `tools` or `structuredOutput`, that same listing must pass them.",
		),
		maxPrice: listValue("maxPrice")
			.optional()
			.openapi({
				type: "number",
				exclusiveMinimum: 0,
				maximum: MAX_PRICE_LIMIT,
				example: "0.5",
				description: `At most this price: ${MAX_PRICE_RULE}. Its facet counts the models at or below each of ${PRICE_STEPS.join(", ")}.`,
			}),
		tools: listValue("tools")
			.optional()
			.openapi({
				enum: ["true"],
				description:
					"Only models a live provider serves with tool calling (the same provider as `provider` and `maxPrice`, when given).",
			}),
		structuredOutput: listValue("structuredOutput")
			.optional()
			.openapi({
				enum: ["true"],
				description:
					"Only models a live provider serves with structured output (the same provider as `provider` and `maxPrice`, when given).",
			}),
		size: listValue("size")
			.optional()
			.openapi({ enum: SIZE_BUCKETS.map((b) => b.id), description: "Parameter-count bucket." }),
		// The upstream hub's own token (from its Link header), passed back to it: opaque, so only
		// what no cursor is, is refused.
		cursor: withoutControl(
			"cursor",
			z
				.string()
				.min(1, "cursor is empty (leave it out for the first page)")
				.max(1000, "cursor is longer than 1000 characters"),
		)
			.optional()
			.openapi({ description: "With an upstream hub: the `next` of the page before." }),
		facets: booleanFlag("facets").optional().openapi({
			description:
				"Also count every facet's values over the matching models, each facet's own filter left out (a value's count is how many would match were it chosen instead). Devices (`fits`) are listed by kind and memory, sizes smallest first, other facets most models first.",
		}),
	},
	{ task: "pipeline_tag" },
).superRefine((query, ctx) => {
	const problem = withoutFits(query);
	if (problem) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.error });
});

export const ModelListSchema = z
	.object({
		total: z.number().int().optional().openapi({ description: "Absent with an upstream hub, which gives no total." }),
		models: z.array(ModelSummarySchema),
		next: z.string().optional().openapi({ description: "With an upstream hub: the cursor of the next page." }),
		facets: z
			.record(z.string(), z.array(z.object({ value: z.string(), count: z.number().int() })))
			.optional()
			.openapi({
				description: `Counts of each facet's values over the matching models (facets=true): task, library, app, provider, maxPrice (the models at or below each step), tools, structuredOutput, license, language, size, and fits (runs on: device ids, at the default context; empty with another \`context\`), each over the matches of every filter but its own; devices by kind and memory, sizes smallest first, other values most models first; at most ${FACET_VALUES_LIMIT} values a facet. Absent with an upstream hub.`,
			}),
		facetsLeftOut: z
			.record(z.string(), z.number().int())
			.optional()
			.openapi({
				description: `For each facet with more than ${FACET_VALUES_LIMIT} values: how many values (those on the fewest models) its list leaves out. Each still filters the list by name.`,
			}),
		narrowed: z
			.object({
				droppedWords: z.array(z.string()),
				wordStartsOnly: z.array(z.string()),
				reason: z.string(),
			})
			.optional()
			.openapi({
				description: `Present when the search was narrowed: the words left out (past the first ${MAX_SEARCH_WORDS}), the words under ${SHORT_WORD_CHARS} characters matched only where a word starts, and the rules in one sentence. Absent with an upstream hub.`,
			}),
	})
	.openapi("ModelList");

/**
 * The catalogue's own record schema. It is created before @hono/zod-openapi extends zod, so it has
 * no `.openapi()`; its description travels as zod metadata instead.
 */
export const ModelRecordSchema = modelRecordSchema.meta({
	description: "A model record as the generators read it (@hubkit/catalog ModelRecord).",
});

const EvalResultSchema = z
	.object({
		dataset: z.string().openapi({ description: "The benchmark dataset's id on the hub, e.g. `librispeech_asr`." }),
		config: z.string().optional().openapi({ description: "The dataset's configuration, or the benchmark's task id." }),
		split: z.string().optional(),
		metric: z.string().openapi({ description: "The metric's type, e.g. `wer`, `accuracy`." }),
		metricName: z.string().optional().openapi({ description: "The metric's name as the card writes it." }),
		value: z.number(),
		higherIsBetter: z.boolean().nullable().openapi({
			description: "The metric's direction; null when Hubkit does not know the metric (shown, never ranked).",
		}),
		source: z.enum(["model-index", "eval-results", "curated"]).openapi({
			description: "Where the result was read: the card's model-index, a .eval_results file, or a curated fact.",
		}),
		sourceUrl: z.string().optional().openapi({ description: "Where the figure can be checked." }),
		verified: z.boolean().openapi({ description: "Set by the hub's evaluator; otherwise self-reported." }),
		date: z.string().optional().openapi({ description: "When the evaluation ran (YYYY-MM-DD)." }),
		checked: z
			.string()
			.optional()
			.openapi({ description: "A curated figure: the day it was read at sourceUrl (YYYY-MM-DD)." }),
		notes: z.string().optional(),
	})
	.openapi("EvalResult");

// ---- leaderboards ----------------------------------------------------------------------

const benchmarkFields = {
	dataset: z.string().openapi({ description: "The benchmark dataset's id on the hub." }),
	config: z.string().optional().openapi({ description: "The dataset's configuration, when results name one." }),
	split: z.string().optional(),
	metric: z.string().openapi({ description: "The metric's type, e.g. `wer`, `accuracy`." }),
	higherIsBetter: z.boolean().nullable().openapi({
		description: "The metric's direction; null when Hubkit does not know the metric (listed by id, never ranked).",
	}),
};

/** `GET /api/benchmarks` (hub-core leaderboard.ts). */
export const BenchmarksSchema = z
	.array(z.object({ ...benchmarkFields, models: z.number().int().openapi({ description: "Models reporting it." }) }))
	.openapi("Benchmarks");

const leaderboardText = (field: string, example: string, description: string) =>
	z.string().max(200, `${field} is longer than 200 characters`).openapi({ example, description });

export const LeaderboardQuerySchema = queryObject({
	dataset: leaderboardText("dataset", "Idavidrein/gpqa", "The benchmark dataset (a `dataset` of GET /api/benchmarks).")
		.optional()
		.openapi({ description: "Required." }),
	metric: leaderboardText("metric", "accuracy", "The metric type (a `metric` of GET /api/benchmarks).")
		.optional()
		.openapi({ description: "Required." }),
	config: leaderboardText("config", "clean", "The config, when the dataset and metric have several.").optional(),
	split: leaderboardText("split", "test", "The split, when the dataset and metric have several.").optional(),
	license: facetFilter("license", "apache-2.0", "Only models whose card names this licence (as GET /api/models)."),
	commercial: checkedBy((text) => checkLeaderboardFilter({ commercial: text }))
		.optional()
		.openapi({
			example: "true",
			description: "`true`: only models whose licence allows commercial use, outright or under conditions.",
		}),
	fits: listValue("fits").optional().openapi({
		example: "rtx-4090",
		description:
			"Only models that run whole on this device at the default context (as GET /api/models `fits`), or `size-unknown`.",
	}),
});

/** `GET /api/leaderboard` (hub-core leaderboard.ts). */
export const LeaderboardSchema = z
	.object({
		...benchmarkFields,
		rows: z.array(
			z.object({
				id: z.string(),
				value: z.number(),
				source: z.enum(["model-index", "eval-results", "curated"]),
				verified: z.boolean(),
				badge: z.enum(["verified", "self-reported", "curated"]),
				sourceUrl: z.string().optional(),
				checked: z.string().optional().openapi({ description: "A curated figure: the day it was read (YYYY-MM-DD)." }),
				facts: z
					.object({
						weights: z
							.string()
							.openapi({ description: "Weights per format, e.g. `safetensors 16 GB`, or `size unknown`." }),
						parameters: z.number().optional(),
						license: z.string().optional().openapi({ description: "The card's licence id." }),
						licenseName: z.string().optional().openapi({ description: "The licence by name, never `other`." }),
						licenseUrl: z.string().optional(),
						licenseNotStated: z.literal(true).optional(),
						commercialUse: z.enum(["yes", "conditions", "no"]).optional(),
						wholeOn: z.string().openapi({
							description:
								"The first device of the device order the model runs whole on at the default context; `size-unknown`; or `none`.",
						}),
						wholeOnLabel: z.string(),
						pipelineTag: z
							.string()
							.optional()
							.openapi({ description: "The model's task: whether `wholeOn` is at a context (text generation)." }),
					})
					.openapi({ description: "The model's weights, licence and smallest device, beside its figure." }),
			}),
		),
	})
	.openapi("Leaderboard");

/** `GET /api/models/{id}`: the record and what Hubkit reads from it (hub-core model-answer.ts). */
export const ModelAnswerSchema = ModelRecordSchema.extend({
	decisionFacts: z.looseObject({}).openapi({
		description:
			"The facts the task tables show: parameters (total, active), licence by name with its commercial-use verdict and URL, release day with its source, context, languages, providers, the smallest common machine it runs whole on.",
	}),
	evalResults: z.array(EvalResultSchema),
	evalResultsSkipped: z
		.array(z.object({ path: z.string(), reason: z.string() }))
		.optional()
		.openapi({ description: "Evaluation entries of the record that were not read: the field and why." }),
}).meta({ description: "A model record and its evaluation results." });

// ---- hardware fit ----------------------------------------------------------------------

export const HardwareSchema = z
	.object({
		id: z.string(),
		label: z.string(),
		kind: z.enum(["gpu", "apple", "cpu"]),
		memoryBytes: z
			.number()
			.int()
			.openapi({ description: "Memory on the device, bytes (a Mac's unified memory; a CPU machine's RAM)." }),
		usableMemoryBytes: z.number().int().openapi({
			description:
				"What a model may use of it, bytes, as the fit reads it: a Mac's GPU working set (Metal's default), a CPU-only machine's RAM after 2 GiB for the system, a GPU's whole memory.",
		}),
		bandwidthGBps: z.number(),
	})
	.openapi("Hardware");

export const FitQuerySchema = queryObject({
	device: checkedBy((text) => checkFitParams({ device: text }))
		.openapi({
			example: "rtx-4090",
			description:
				"A device id of GET /api/hardware; a spelling of one id in other case, spaces or dashes (`RTX 4090`) reads as that id.",
		})
		.optional(),
	context: checkedBy((text) => checkFitParams({ context: text }))
		.openapi({
			...CONTEXT_FORM,
			example: "8k",
			description:
				"Context length in tokens (default 8192): digits, or digits then k or M (k = 1024, M = 1024²: 8k = 8192, 1M = 1048576).",
		})
		.optional(),
	ram: checkedBy((text) => (readRam(text) === undefined ? { ok: false, error: ramMessage() } : { ok: true }))
		.openapi({ type: "integer", minimum: 1, maximum: MAX_RAM_GB, pattern: DECIMAL_DIGITS.source, example: "16" })
		.optional()
		.openapi({
			description: `GB of system RAM a GPU's offloaded layers may use (partial offload; default ${DEFAULT_RAM_GB}, a desktop's). A Mac offloads to the rest of its unified memory and a CPU-only device is its RAM: neither reads it.`,
		}),
});

const FIT_PLACES = ["gpu", "partial", "cpu", "no"] as const;

// ---- comparison ------------------------------------------------------------------------

export const CompareQuerySchema = queryObject({
	models: checkedBy((text) => checkCompareIds(text)).openapi({
		example: "Qwen/Qwen3-8B,meta-llama/Llama-3.1-8B-Instruct",
		description: `${COMPARE_LIMITS.min} to ${COMPARE_LIMITS.max} model ids, separated by commas.`,
	}),
	device: FitQuerySchema.shape.device,
	context: FitQuerySchema.shape.context,
});

export const CompareSchema = z
	.object({
		device: z.string(),
		context: z.number().int(),
		models: z.array(
			z.object({
				id: z.string(),
				facts: z.looseObject({}).openapi({
					description: "The decision facts the task tables show (parameters, licence, context, release, providers…).",
				}),
				sizes: z.array(
					z.object({
						format: z.string(),
						options: z.number().int(),
						smallestBytes: z.number().int(),
						largestBytes: z.number().int(),
						estimated: z.boolean(),
					}),
				),
				fit: z.object({
					quant: z.string().optional(),
					label: z.string(),
					fits: z.enum(FIT_PLACES).optional(),
					totalBytes: z.number().int().optional(),
					tokensPerSecond: z.number().optional(),
				}),
				evalResults: z.array(EvalResultSchema),
				snippet: z.object({ library: z.string(), language: z.string(), code: z.string() }).optional(),
			}),
		),
		shared: z.array(
			z.object({
				dataset: z.string(),
				config: z.string().optional(),
				split: z.string().optional(),
				metric: z.string(),
				higherIsBetter: z.boolean().nullable(),
				values: z.array(z.number().nullable()),
				best: z.number().int().optional().openapi({ description: "Index (in models) of the best value." }),
			}),
		),
	})
	.openapi("Comparison");

export const FitSchema = z
	.object({
		device: z.string(),
		units: z.enum(["tokens", "memory"]).openapi({
			description:
				"tokens: a model that generates text token by token, with a context, a longest context and a speed per option; memory: any other model (an image generator, an encoder, a speech recogniser), memory figures only, no token fields.",
		}),
		context: z
			.number()
			.int()
			.optional()
			.openapi({ description: "The context of the figures; absent when `units` is memory." }),
		ram: z.number().int().optional().openapi({ description: "The `ram` of the request, when it named one." }),
		model: z.object({
			parameters: z.number().nullable(),
			activeParameters: z.number().optional(),
			layers: z.number().int().nullable(),
			kvHeads: z.number().int().nullable(),
			headDim: z.number().int().nullable(),
			contextLength: z.number().int().nullable().optional().openapi({ description: "Absent when `units` is memory." }),
		}),
		options: z.array(
			z.object({
				format: z.enum(WEIGHT_FORMATS),
				runtime: z.string().openapi({
					example: "llama.cpp",
					description:
						"The program the estimate assumes loads the weights (its overhead rule): llama.cpp, mlx, transformers…",
				}),
				quant: z.string(),
				files: z.array(z.string()),
				weightsBytes: z.number(),
				kvCacheBytes: z.number(),
				overheadBytes: z.number(),
				totalBytes: z.number(),
				fits: z.enum(FIT_PLACES).openapi({
					description: "gpu: all on the accelerator; partial: `gpuLayers` on it, the rest in RAM; cpu: RAM only; no.",
				}),
				gpuLayers: z.number().int().optional(),
				maxContext: z
					.number()
					.int()
					.optional()
					.openapi({ description: "The longest context that keeps this fit; absent when `units` is memory." }),
				tokensPerSecond: z
					.number()
					.optional()
					.openapi({ description: "Rough decode speed, an estimate; absent when `units` is memory." }),
				slow: z
					.literal(true)
					.optional()
					.openapi({
						description: `Present when the option runs but its estimated speed is below ${SLOW_TOKENS_PER_SECOND} tokens/s: "runs, slowly".`,
					}),
				tight: z
					.literal(true)
					.optional()
					.openapi({
						description: `Present when the option is whole on a consumer GPU with less than ${TIGHT_SHARE * 100} % of its usable memory free (the display and other programs use it too); the recommendation prefers an option with room to spare.`,
					}),
				headroomBytes: z
					.number()
					.int()
					.nonnegative()
					.optional()
					.openapi({ description: "With `tight`: the bytes of the card's usable memory the option leaves free." }),
				base: z.string().optional().openapi({
					description:
						"An adapter's option: the base model (its id, in this catalogue) whose weights it is loaded on; `weightsBytes` counts the base's weights and the adapter's files.",
				}),
				baseStated: z.literal(true).optional().openapi({
					description:
						"With `base`: the base is not in this catalogue; it is sized by its published parameter count, as the adapter's record states it (see `sizeSource`).",
				}),
				derivedFrom: z
					.object({ id: z.string(), relation: z.enum(["conversion", "finetune"]) })
					.optional()
					.openapi({
						description:
							"A derived record's option: the model (its id, in this catalogue) whose parameter count sizes it, at this record's own format and precision; `conversion` for an ONNX export or a quantization (MLX…), `finetune` for a fine-tune of the same architecture. The weights are estimated.",
					}),
				estimated: z.array(z.enum(["weights", "kvCache"])).openapi({
					description:
						"Figures estimated, not read from the record: weights (parameters × bits per weight), kvCache (no architecture numbers).",
				}),
			}),
		),
		recommended: z.string().optional().openapi({ description: "The `quant` of the option to pick." }),
		needsBase: z.string().optional().openapi({
			description:
				"An adapter whose base model (this id) is not in the catalogue or has no size: `options` is empty (size unknown), its own small files being no measure of what runs.",
		}),
		sizeSource: z.object({ url: z.string(), checked: z.string(), note: z.string().optional() }).optional().openapi({
			description:
				"Where the record's curated size figures were read (a published parameter count, a file list's sizes): the https page, the day (YYYY-MM-DD) and what it says.",
		}),
	})
	.openapi("Fit");

// ---- model tree ------------------------------------------------------------------------

const childList = (relation: string) =>
	z
		.object({
			total: z
				.number()
				.int()
				.openapi({ description: `How many models of the catalogue name this one as their base, ${relation}.` }),
			models: z.array(z.object({ id: z.string(), downloads: z.number() })).openapi({
				description: `The ${TREE_CHILDREN_SHOWN} most downloaded of them, most downloaded first (then by id).`,
			}),
		})
		.openapi({ description: `The derivatives made from this model by relation "${relation}".` });

export const ModelTreeSchema = z
	.object({
		id: z.string(),
		parents: z.array(z.object({ id: z.string(), relation: z.enum(MODEL_RELATIONS) })).openapi({
			description:
				"The models this one was made from (the record's base_model tags and card), each with its relation: quantized, finetune, adapter or merge.",
		}),
		children: z
			.object({
				quantized: childList("quantized"),
				finetune: childList("finetune"),
				adapter: childList("adapter"),
				merge: childList("merge"),
			})
			.optional()
			.openapi({
				description:
					"The models made from this one, per relation. Absent when the catalogue cannot list them (an upstream hub: its list has no totals by base model).",
			}),
		device: z.string().optional().openapi({ description: "With `device`: the device bestLocal was estimated on." }),
		context: z
			.number()
			.int()
			.optional()
			.openapi({ description: "With `device`: the context bestLocal was estimated at." }),
		bestLocal: z
			.object({
				id: z
					.string()
					.openapi({ description: "The model to run: this one or one of its listed quantized derivatives." }),
				option: z.string().openapi({ description: "The `quant` of its weight option (its fit's `recommended`)." }),
				fits: z.enum(["gpu", "partial", "cpu"]).openapi({
					description: "gpu: all on the accelerator; partial: `gpuLayers` on it, the rest in RAM; cpu: RAM only.",
				}),
				gpuLayers: z.number().int().optional(),
				tokensPerSecond: z.number().optional().openapi({ description: "Rough decode speed, an estimate." }),
				slow: z
					.literal(true)
					.optional()
					.openapi({
						description: `Present when it runs below ${SLOW_TOKENS_PER_SECOND} tokens/s: "runs, slowly".`,
					}),
				context: z.number().int().optional().openapi({
					description:
						"The context its fit was read at; absent for a model that has none (an image generator, a speech recogniser).",
				}),
			})
			.optional()
			.openapi({
				description:
					"With `device`: of this model and its listed quantized derivatives, the one whose recommended option runs best there (whole on the accelerator first, then the highest quality). Absent when none runs.",
			}),
	})
	.openapi("ModelTree");

// ---- snippets ---------------------------------------------------------------------------

export const SnippetsQuerySchema = queryObject({
	provider: provider.default("auto"),
	language: language.optional().openapi({ example: "python" }),
	client: client.optional().openapi({ example: "openai" }),
	streaming: booleanFlag("streaming").optional(),
	billTo: billTo.optional(),
	directRequest: booleanFlag("directRequest").optional(),
	endpointUrl: endpointUrl.optional(),
	routing: z
		.enum(ROUTING_POLICIES, { error: (issue) => routingProblem(String(issue.input), "auto") })
		.optional()
		.openapi({
			enum: [...ROUTING_POLICIES],
			description:
				"A chat model with provider auto: let the router pick the provider, cheapest or fastest (the model written `<id>:cheapest` on https://router.huggingface.co/v1/chat/completions); only the clients that send that model as written (openai, requests, fetch, curl) get a snippet.",
		}),
	libraries: librariesQuery.optional(),
	file: file.optional(),
})
	.superRefine(clientMatchesLanguage)
	.superRefine((value, ctx) => {
		const problem = value.routing === undefined ? undefined : routingProblem(value.routing, value.provider);
		if (problem) ctx.addIssue({ code: "custom", path: ["routing"], message: problem });
	});

/** One entry of a record's provider mapping, exactly as the catalogue's record schema checks it. */
const ProviderMappingSchema = modelRecordSchema.shape.inferenceProviderMapping.unwrap().element;

export const SnippetsBodySchema = z
	.object({
		model: ModelRecordSchema,
		provider: provider.default("auto"),
		providerMapping: ProviderMappingSchema.optional(),
		options: z
			.object({
				language: language.optional(),
				client: client.optional(),
				streaming: z.boolean({ error: "streaming must be a boolean" }).optional(),
				billTo: billTo.optional(),
				directRequest: z.boolean({ error: "directRequest must be a boolean" }).optional(),
				endpointUrl: endpointUrl.optional(),
			})
			.superRefine(clientMatchesLanguage)
			.default({}),
		libraries: z
			.array(z.string({ error: "libraries must hold library ids" }), {
				error: "libraries must be a list of library ids",
			})
			.superRefine(libraryIds)
			.optional(),
		file: file.optional(),
	})
	.openapi("SnippetsRequest");

const LocalAppSnippetSchema = z.object({
	title: z.string(),
	setup: z.union([z.string(), z.array(z.string())]).optional(),
	content: z.union([z.string(), z.array(z.string())]),
	language: z.string().optional(),
});

const SnippetVerificationSchema = z
	.object({
		level: z.enum(["ran", "type-checked", "same-template", "needs-remote-code", "parsed", "generated"]).openapi({
			description:
				"`ran`: executed unmodified by the snippet lab (a library snippet or local-app command against the real library on a tiny model; an inference snippet with its client against a recording of the provider's API); `type-checked`: checked with pyright against the library's source (libraries not installable where the lab runs); `same-template`: this text is a sample record's proven snippet but for the model id (`sample`, `sampleLevel`); `needs-remote-code`: parsed and linted, but not run because it loads the repository's own code (`trust_remote_code`), which the lab cannot have; `parsed`: parsed and linted; `generated`: in a language the lab has no parser for.",
		}),
		library: z.string().optional().openapi({
			description:
				"The package (or runtime) it ran or was type-checked against (for `ran`, `type-checked`, `same-template`).",
		}),
		version: z.string().optional().openapi({ description: "That package's version." }),
		against: z.enum(["signatures", "package"]).optional().openapi({
			description:
				"`type-checked` (or `same-template` of a type-checked sample): against signature stubs read from the library's source (`signatures`), or the installed package (`package`).",
		}),
		sample: z
			.string()
			.optional()
			.openapi({ description: "`same-template`: the sample record whose snippet was proven." }),
		sampleLevel: z
			.enum(["ran", "type-checked"])
			.optional()
			.openapi({ description: "`same-template`: how far the sample's snippet was proven." }),
		provider: z
			.string()
			.optional()
			.openapi({ description: "An inference snippet that ran: the provider whose API the recording answered as." }),
		language: z.string().optional().openapi({ description: "`parsed`: the language it was parsed as." }),
	})
	.openapi("SnippetVerification");

const LocalAppSnippetViewSchema = LocalAppSnippetSchema.extend({
	verification: SnippetVerificationSchema.openapi({
		description: "How far the block's commands are proven (the weakest of them).",
	}),
});

export const SnippetsSchema = z
	.object({
		libraries: z.array(
			z.object({
				library: z.string(),
				language: z.string(),
				snippets: z.array(z.string()),
				verification: z.array(SnippetVerificationSchema).openapi({
					description: "How far each snippet is proven, parallel to `snippets`.",
				}),
			}),
		),
		localApps: z.array(
			z.object({
				app: z.string(),
				prettyLabel: z.string(),
				macOSOnly: z.boolean(),
				snippets: z.array(LocalAppSnippetViewSchema).optional(),
				deeplink: z.string().optional(),
			}),
		),
		inference: z.array(
			z.object({
				language: z.string(),
				client: z.string(),
				label: z.string(),
				content: z.string(),
				verification: SnippetVerificationSchema,
			}),
		),
		chat: z.boolean().openapi({ description: "Whether the model gets chat examples (so `streaming` applies)." }),
		providers: z
			.array(z.object({ id: z.string(), serves: z.boolean() }))
			.openapi({ description: "`auto`, then every provider serving the model's task; `serves`: the record maps it." }),
		notes: z
			.array(z.string())
			.openapi({ description: "What to know about the inference calls, e.g. that no provider serves the model." }),
		errors: z
			.array(z.string())
			.openapi({ description: "Why there are no inference snippets, when the generator refused the record." }),
	})
	.openapi("Snippets");

export const HealthSchema = z
	.object({
		status: z.literal("ok"),
		source: z.enum(["embedded", "file", "database", "upstream"]).openapi({
			description:
				"Where model records come from: the embedded samples, a HUBKIT_MODELS catalogue held in memory (file) or indexed (database), or HUB_URL.",
		}),
		models: z.number().int(),
		catalogue: z
			.object({ loaded: z.number().int(), skipped: z.number().int(), warned: z.number().int() })
			.optional()
			.openapi({
				description:
					"Records read from HUBKIT_MODELS, the bad ones skipped, and the loaded ones with warnings (a task or library Hubkit does not know); GET /api/catalogue/problems lists them.",
			}),
		fitsAtAnyContext: z.boolean().openapi({
			description:
				"False when `fits` is answered only at the default context of 8192 tokens (a database catalogue, whose `fits` facet is counted there).",
		}),
		inferenceSnippets: z.boolean(),
	})
	.openapi("Health");

const ProblemSchema = z
	.object({
		file: z.string(),
		line: z.number().int().openapi({ description: "1-based line of the record (a .json array: where it starts)." }),
		field: z.string().openapi({ description: "Dotted path of the field; `(root)` when the line is not a record." }),
		message: z.string(),
	})
	.openapi("CatalogueProblem");

export const CatalogueProblemsQuerySchema = queryObject({
	kind: z
		.enum(PROBLEM_KINDS, { error: `kind must be ${PROBLEM_KINDS.join(" or ")}` })
		.default("skipped")
		.openapi({
			description:
				"`skipped`: the records not loaded, each with why; `warnings`: loaded records that name a task or library Hubkit does not know.",
		}),
	limit: listInteger("limit").optional(),
	offset: listInteger("offset").optional(),
});

export const CatalogueProblemsSchema = z
	.object({
		kind: z.enum(PROBLEM_KINDS),
		total: z.number().int().openapi({ description: "Entries in the whole list." }),
		offset: z.number().int(),
		problems: z.array(ProblemSchema),
	})
	.openapi("CatalogueProblems");

export const ApiIndexSchema = z
	.object({
		title: z.string(),
		version: z.string(),
		openapi: z.string().openapi({ example: "/api/openapi.json", description: "The OpenAPI 3.1 document." }),
		routes: z.array(z.object({ method: z.string(), path: z.string(), summary: z.string() })).openapi({
			description: "Every route: its method, its path (OpenAPI's template form) and what it does.",
		}),
	})
	.openapi("ApiIndex");

export type ApiIndex = z.output<typeof ApiIndexSchema>;

// ---- providers of a model ------------------------------------------------------------------

export const ProvidersQuerySchema = queryObject({
	sort: checkedBy((text) => checkProviderSort(text))
		.optional()
		.openapi({
			example: "price",
			description: `${PROVIDER_SORTS.join(", ")}: cheapest first (the default; unknown prices last), longest context first, or quickest first token first.`,
		}),
});

const ProviderSourceSchema = z.object({
	kind: z.enum(Object.keys(PROVIDER_FACT_SOURCES) as [keyof typeof PROVIDER_FACT_SOURCES]),
	url: z.string().optional(),
	asOf: z.string().optional(),
	fields: z.array(z.string()).optional(),
});

export const ProviderComparisonSchema = z
	.object({
		id: z.string(),
		asOf: z.string().optional().openapi({ description: "The oldest day among the facts shown." }),
		sort: z.enum(PROVIDER_SORTS),
		blendedRatio: z.string().openapi({ example: "3:1", description: "The input:output ratio of blendedPrice." }),
		providers: z.array(
			z.object({
				provider: z.string(),
				status: z.string(),
				task: z.string(),
				providerModelId: z.string().optional(),
				pricing: z
					.object({
						input: z.number().optional(),
						output: z.number().optional(),
						perImage: z.number().optional(),
						perSecond: z.number().optional(),
						perRequest: z.number().optional(),
					})
					.optional()
					.openapi({ description: "USD per million tokens (input, output), or per unit; absent when not published." }),
				blendedPrice: z.number().optional(),
				contextLength: z.number().int().optional(),
				maxOutputTokens: z.number().int().optional(),
				tools: z.boolean().optional(),
				structuredOutput: z.boolean().optional(),
				firstTokenLatencyMs: z.number().optional(),
				throughput: z.number().optional(),
				latencyMeasuredBy: z.string().optional(),
				source: z.array(ProviderSourceSchema),
				asOf: z.string().optional(),
				stale: z.boolean(),
				marks: z.array(z.enum(["cheapest", "fastest", "longest-context"])),
			}),
		),
		costLine: z.string().optional(),
		llmColumns: z.boolean().openapi({
			description:
				"Whether some provider serves the model as a chat or text-generation API: the blended price, context, latency, tools, structured-output and cost figures apply only then.",
		}),
	})
	.openapi("ProviderComparison");

// ---- response types ---------------------------------------------------------------------

/**
 * What the handlers send (hub-core's types) must be what the document describes: each line fails
 * to compile when a value no longer fits its schema, or a field is added to or dropped from one
 * side only (a documented `string` may be sent as a narrower union).
 */
type Fits<Sent, Documented> = [Sent] extends [Documented]
	? [keyof Sent] extends [keyof Documented]
		? [keyof Documented] extends [keyof Sent]
			? true
			: false
		: false
	: false;
const fits = <_T extends true>(): void => undefined;
fits<Fits<HubHealth, z.output<typeof HealthSchema>>>();
fits<Fits<CatalogueProblemsPage, z.output<typeof CatalogueProblemsSchema>>>();
fits<Fits<TaskSummary, z.output<typeof TaskSummarySchema>>>();
fits<Fits<LibrarySummary, z.output<typeof LibrarySummarySchema>>>();
fits<Fits<LibraryDetail, z.output<typeof LibraryDetailSchema>>>();
fits<Fits<LocalAppSummary, z.output<typeof LocalAppSummarySchema>>>();
fits<Fits<ModelList, z.output<typeof ModelListSchema>>>();
fits<Fits<HardwareEntry, z.output<typeof HardwareSchema>>>();
fits<Fits<FitView, z.output<typeof FitSchema>>>();
fits<Fits<FitView["model"], z.output<typeof FitSchema>["model"]>>();
fits<Fits<FitView["options"][number], z.output<typeof FitSchema>["options"][number]>>();
fits<Fits<ModelTree, z.output<typeof ModelTreeSchema>>>();
fits<Fits<ProviderComparison, z.output<typeof ProviderComparisonSchema>>>();
fits<Fits<ProviderComparison["providers"][number], z.output<typeof ProviderComparisonSchema>["providers"][number]>>();
fits<Fits<NonNullable<ModelTree["bestLocal"]>, NonNullable<z.output<typeof ModelTreeSchema>["bestLocal"]>>>();
fits<Fits<SnippetsView, z.output<typeof SnippetsSchema>>>();
fits<Fits<SnippetsView["providers"][number], z.output<typeof SnippetsSchema>["providers"][number]>>();
fits<Fits<SnippetsView["localApps"][number], z.output<typeof SnippetsSchema>["localApps"][number]>>();

// ---- validation -------------------------------------------------------------------------

export type Validated<T> = { ok: true; data: T } | { ok: false; error: string; field: string };

/** The first issue of a failed validation as `{ error, field }`, with a dotted field path. */
export function firstIssue(error: z.ZodError, root = "(root)"): { error: string; field: string } {
	// An unknown parameter is named before a missing one: `model=` for `models=` is the mistake to show.
	const issue = error.issues.find((i) => i.code === "unrecognized_keys") ?? error.issues[0];
	// An unknown key is an issue of the object that holds it: the field is the key.
	const path = [...(issue?.path ?? []), ...(issue?.code === "unrecognized_keys" ? issue.keys.slice(0, 1) : [])]
		.map(String)
		.join(".");
	return { error: issue?.message ?? "invalid input", field: path || root };
}

/** Validates `value`; the first issue becomes `{ error, field }`. */
export function validate<S extends z.ZodType>(schema: S, value: unknown, root = "(root)"): Validated<z.output<S>> {
	const result = schema.safeParse(value);
	return result.success ? { ok: true, data: result.data } : { ok: false, ...firstIssue(result.error, root) };
}
