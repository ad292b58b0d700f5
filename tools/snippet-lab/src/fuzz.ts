/**
 * Level 5 support: fast-check arbitraries for model records (sample records with string
 * fields replaced by hostile or random text, and malformed records that go through
 * parseModelRecord first, as the hub does) and inference options; and a runner that calls
 * every generator on a record, keeping what it wrote and any exception that is not one of
 * the documented errors.
 */

import {
	LIBRARIES,
	LOCAL_APPS,
	type ModelRecord,
	NoInputExampleError,
	PIPELINE_TYPES,
	parseModelRecord,
} from "@hubkit/catalog";
import {
	getInferenceSnippets,
	INFERENCE_PROVIDERS,
	type InferenceSnippetOptions,
	InvalidAppIdError,
	TemplateNotFoundError,
} from "@hubkit/inference-snippets";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import fc from "fast-check";
import { HOSTILE_STRINGS } from "./hostile.js";

/** Errors the packages document as their answer to bad input. */
export const DOCUMENTED_ERRORS: readonly (new (...args: never[]) => Error)[] = [
	NoInputExampleError,
	InvalidAppIdError,
	TemplateNotFoundError,
];

export const text: fc.Arbitrary<string> = fc.oneof(
	fc.constantFrom(...HOSTILE_STRINGS),
	fc.string({ unit: "binary", maxLength: 24 }),
	fc.string({ maxLength: 16 }),
);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Replaces about one string leaf in three (and the id every other time) with the given texts. */
export function mutate(base: ModelRecord, texts: readonly string[], seed: number): ModelRecord {
	let n = 0;
	const walk = (v: Json): Json => {
		if (typeof v === "string") {
			n++;
			return (n * 2654435761 + seed) % 3 === 0 ? (texts[n % texts.length] as string) : v;
		}
		if (Array.isArray(v)) return v.map(walk);
		if (v !== null && typeof v === "object") {
			const out: { [key: string]: Json } = {};
			for (const [k, x] of Object.entries(v)) out[k] = walk(x);
			return out;
		}
		return v;
	};
	const record = walk(structuredClone(base) as unknown as Json) as unknown as ModelRecord;
	if (seed % 2 === 0) record.id = texts[0] as string;
	return record;
}

export const mutatedRecord: fc.Arbitrary<ModelRecord> = fc
	.tuple(fc.constantFrom(...SAMPLE_MODELS), fc.array(text, { minLength: 5, maxLength: 5 }), fc.nat())
	.map(([base, texts, seed]) => mutate(base, texts, seed));

const libraryIds = Object.keys(LIBRARIES);

/** Records of any shape; those parseModelRecord accepts reach the generators. */
export const malformedRecord: fc.Arbitrary<unknown> = fc.record(
	{
		id: fc.oneof(text, fc.integer(), fc.constant("org/model")),
		pipeline_tag: fc.oneof(fc.constantFrom(...PIPELINE_TYPES), text, fc.integer()),
		library_name: fc.oneof(fc.constantFrom(...libraryIds), text),
		tags: fc.oneof(fc.array(text, { maxLength: 4 }), text, fc.constant(null)),
		config: fc.oneof(fc.dictionary(text, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }), fc.constant(null)),
		cardData: fc.dictionary(text, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
		widgetData: fc.oneof(fc.array(fc.dictionary(text, text, { maxKeys: 3 }), { maxLength: 2 }), text),
		siblings: fc.array(fc.record({ rfilename: text }), { maxLength: 3 }),
		inferenceProviderMapping: fc.array(
			fc.record({
				provider: fc.oneof(fc.constantFrom(...INFERENCE_PROVIDERS), text),
				providerId: text,
				task: fc.oneof(fc.constantFrom(...PIPELINE_TYPES), text),
				status: fc.constantFrom("live", "staging", "error"),
			}),
			{ maxLength: 2 },
		),
	},
	{ requiredKeys: [] },
);

export const providerArb: fc.Arbitrary<string> = fc.oneof(fc.constantFrom(...INFERENCE_PROVIDERS, "auto"), text);

export const optionsArb: fc.Arbitrary<InferenceSnippetOptions> = fc.record(
	{
		inputs: fc.oneof(text, fc.dictionary(text, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 })),
		parameters: fc.dictionary(text, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
		messages: fc.array(fc.record({ role: fc.constantFrom("user", "system", "assistant"), content: text }), {
			minLength: 1,
			maxLength: 2,
		}),
		temperature: fc.double({ noNaN: true, noDefaultInfinity: true, min: 0, max: 2 }),
		max_tokens: fc.nat(4096),
		top_p: fc.double({ noNaN: true, noDefaultInfinity: true, min: 0, max: 1 }),
		streaming: fc.boolean(),
		billTo: text,
		accessToken: text,
		directRequest: fc.boolean(),
		endpointUrl: text,
	},
	{ requiredKeys: [] },
);

export interface GeneratedProgram {
	generator: string;
	language: string;
	code: string;
}

export interface GeneratorRun {
	programs: GeneratedProgram[];
	/** Exceptions that are not documented errors (each a failure of the property). */
	escaped: { generator: string; error: unknown }[];
}

function documented(e: unknown): boolean {
	return DOCUMENTED_ERRORS.some((cls) => e instanceof cls);
}

/** Calls every generator that applies to `model` (plus `extraLibrary`'s) and collects what they write. */
export function runGenerators(
	model: ModelRecord,
	extraLibrary: string,
	provider: string,
	options: InferenceSnippetOptions,
): GeneratorRun {
	const run: GeneratorRun = { programs: [], escaped: [] };
	const attempt = (generator: string, f: () => void) => {
		try {
			f();
		} catch (e) {
			if (!documented(e)) run.escaped.push({ generator, error: e });
		}
	};
	const libs = new Set([extraLibrary, ...(model.library_name ? [model.library_name] : [])]);
	for (const id of libs) {
		if (!Object.hasOwn(LIBRARIES, id)) continue;
		const lib = LIBRARIES[id as keyof typeof LIBRARIES];
		if (!lib?.snippets) continue;
		attempt(`library:${id}`, () => {
			for (const code of lib.snippets?.(model) ?? [])
				run.programs.push({ generator: `library:${id}`, language: lib.snippetLanguage, code });
		});
	}
	for (const app of Object.values(LOCAL_APPS)) {
		attempt(`local-app:${app.id}`, () => {
			if (!app.displayOnModelPage(model)) return;
			if (app.deeplink) app.deeplink(model);
			for (const block of app.snippet?.(model) ?? []) {
				for (const code of [block.setup ?? []].flat())
					run.programs.push({ generator: `local-app:${app.id}`, language: "sh", code });
				for (const code of [block.content].flat()) {
					run.programs.push({ generator: `local-app:${app.id}`, language: block.language ?? "sh", code });
				}
			}
		});
	}
	const mapping = model.inferenceProviderMapping?.find((e) => e.provider === provider);
	attempt(`inference:${provider}`, () => {
		for (const s of getInferenceSnippets(
			model,
			provider,
			mapping ? { ...mapping, hfModelId: model.id } : undefined,
			options,
		)) {
			run.programs.push({ generator: `inference:${s.language}/${s.client}`, language: s.language, code: s.content });
		}
	});
	return run;
}

/** A malformed record reaches the generators only when parseModelRecord accepts it. */
export function asRecord(json: unknown): ModelRecord | undefined {
	const parsed = parseModelRecord(json);
	return parsed.ok ? parsed.model : undefined;
}
