/**
 * Compiled snippets. A snippet depends on the model id (and the provider's id for it) only
 * through string literals, so each *shape* of call — tag, provider, mapping kind, options —
 * is rendered once with stand-in ids, cut at the stand-ins, and then filled per call with the
 * ids encoded for their context. This is the "compile once, fill per call" of a template
 * engine, without a template language: the shapes are rendered by the same targets.
 *
 * A stand-in is a private-use character, a letter, a double quote and the private-use
 * character again. The encoders leave private-use characters alone and treat the quote by
 * context, so the text of a stand-in tells where it sits:
 *   Python / JS string, JSON in a shell word   \uE000M\"\uE000   (the quote escaped)
 *   shell word (inside a '…' run)              \uE000M"\uE000    (the quote bare)
 * Filling puts the id's own encoding for that context in place of the stand-in. Callers'
 * text holding the private-use character is rendered directly (see index.ts).
 */
import type { ModelRecord } from "@hubkit/catalog";
import { js, py } from "@hubkit/catalog/code";
import { isFluxKontext, needsKokoroVoice } from "./payloads.js";
import type { InferenceProviderMapping, InferenceSnippetOptions, SnippetLanguage } from "./types.js";

/** The marker character of the stand-ins (Unicode private use area). */
export const STANDIN_MARK = "\uE000";
/** Stand-in for the hub model id, and for the provider's model id. */
export const MODEL_STANDIN = '\uE000M"\uE000';
export const PROVIDER_STANDIN = '\uE000P"\uE000';

/** What fills a hole: which id (even: the model's, odd: the provider's), in which encoding. */
enum Fill {
	ModelPy,
	ProviderPy,
	ModelJs,
	ProviderJs,
	ModelShWord,
	ProviderShWord,
	ModelShJson,
	ProviderShJson,
}

const ESCAPED_M = '\uE000M\\"\uE000';
const ESCAPED_P = '\uE000P\\"\uE000';
const HOLES: Record<SnippetLanguage, [string, Fill][]> = {
	python: [
		[ESCAPED_M, Fill.ModelPy],
		[ESCAPED_P, Fill.ProviderPy],
	],
	js: [
		[ESCAPED_M, Fill.ModelJs],
		[ESCAPED_P, Fill.ProviderJs],
	],
	sh: [
		[ESCAPED_M, Fill.ModelShJson],
		[ESCAPED_P, Fill.ProviderShJson],
		[MODEL_STANDIN, Fill.ModelShWord],
		[PROVIDER_STANDIN, Fill.ProviderShWord],
	],
};

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const holeRe = (lang: SnippetLanguage) => new RegExp(HOLES[lang].map(([t]) => escapeRe(t)).join("|"), "g");
const HOLE_RE: Record<SnippetLanguage, RegExp> = { python: holeRe("python"), js: holeRe("js"), sh: holeRe("sh") };
const HOLE_KIND: Record<SnippetLanguage, Map<string, Fill>> = {
	python: new Map(HOLES.python),
	js: new Map(HOLES.js),
	sh: new Map(HOLES.sh),
};

export interface CompiledSnippet {
	language: SnippetLanguage;
	client: string;
	/** Text pieces; holes[i] goes between parts[i] and parts[i + 1]. */
	parts: string[];
	holes: Fill[];
}

/** Cuts a rendered snippet at the stand-ins. */
export function compile(language: SnippetLanguage, client: string, content: string): CompiledSnippet {
	const parts: string[] = [];
	const holes: Fill[] = [];
	const re = HOLE_RE[language];
	re.lastIndex = 0;
	let last = 0;
	for (let m = re.exec(content); m !== null; m = re.exec(content)) {
		parts.push(content.slice(last, m.index));
		holes.push(HOLE_KIND[language].get(m[0]) as Fill);
		last = m.index + m[0].length;
	}
	parts.push(content.slice(last));
	return { language, client, parts, holes };
}

/** The encodings of the two ids, computed lazily once per call. */
export class Fills {
	private readonly cache: (string | undefined)[] = [];
	constructor(
		private readonly modelId: string,
		private readonly providerId: string,
	) {}

	get(f: Fill): string {
		let v = this.cache[f];
		if (v === undefined) {
			v = encode(f, f % 2 === 0 ? this.modelId : this.providerId);
			this.cache[f] = v;
		}
		return v;
	}
}

/** Ids made of these characters are written as they are in every context (the common case). */
const PLAIN_ID = /^[\w./:@+-]*$/;

function encode(f: Fill, id: string): string {
	if (PLAIN_ID.test(id)) return id;
	switch (f) {
		case Fill.ModelPy:
		case Fill.ProviderPy:
			return py.str(id).slice(1, -1);
		case Fill.ModelJs:
		case Fill.ProviderJs:
			return js.str(id).slice(1, -1);
		case Fill.ModelShWord:
		case Fill.ProviderShWord:
			return shInRun(id);
		default:
			// Inside a JSON string inside a single-quoted shell word (as sh.json writes it).
			return JSON.stringify(id).slice(1, -1).replace(/'/g, "'\\''");
	}
}

/**
 * `s` written inside an open '…' run of a shell word: a quote closes the run, adds \' and
 * reopens; a control character closes, adds $'\n' (or \xHH) and reopens. As sh.str: NUL is
 * dropped (no shell argument holds it) and lone surrogates become U+FFFD.
 */
export function shInRun(s: string): string {
	const clean = s.replace(/\u0000/g, "").toWellFormed();
	let out = "";
	for (let i = 0; i < clean.length; i++) {
		const c = clean.charCodeAt(i);
		if (c === 0x27) out += "'\\''";
		else if (c < 0x20 || c === 0x7f) {
			const esc = c === 10 ? "\\n" : c === 9 ? "\\t" : c === 13 ? "\\r" : `\\x${c.toString(16).padStart(2, "0")}`;
			out += `'$'${esc}''`;
		} else out += clean[i];
	}
	return out;
}

export function fill(c: CompiledSnippet, fills: Fills): string {
	if (c.holes.length === 0) return c.parts[0] ?? "";
	let out = c.parts[0] ?? "";
	for (let i = 0; i < c.holes.length; i++) out += fills.get(c.holes[i] as Fill) + c.parts[i + 1];
	return out;
}

/**
 * Ids that change a snippet beyond their literal: a Replicate id pinned to a version
 * (`owner/name:version` posts elsewhere and sends the version), Together's FLUX.1 Kontext
 * (another image field), fal's generic LoRA endpoint (adds a base model), Kokoro on Together
 * (adds a default voice). These calls are
 * rendered directly, not from a compiled shape. Keep in step with payloads.ts / providers.ts.
 */
export function idChangesShape(id: string): boolean {
	if (id.includes(":") || id === "fal-ai/lora") return true;
	return isFluxKontext(id) || needsKokoroVoice(id);
}

/** Options as text; values JSON cannot write (a BigInt) make the key hold the marker, so the call renders directly. */
function optionsKey(options: InferenceSnippetOptions | undefined): string {
	if (options === undefined) return "";
	try {
		return JSON.stringify(options);
	} catch {
		return STANDIN_MARK;
	}
}

/** Everything but the ids that a rendering depends on. */
export function shapeKey(
	model: ModelRecord,
	provider: string,
	mapping: InferenceProviderMapping | undefined,
	options: InferenceSnippetOptions | undefined,
): string {
	return [
		model.pipeline_tag ?? "",
		Array.isArray(model.tags) && model.tags.includes("conversational") ? "c" : "",
		model.mask_token ?? "",
		provider,
		mapping?.providerId ? "m" : "",
		mapping?.adapter ?? "",
		mapping?.adapterWeightsPath ?? "",
		optionsKey(options),
	].join("\u0000");
}

/** The record and mapping a shape is rendered with: same facts, stand-in ids. */
export function standIns(
	model: ModelRecord,
	mapping: InferenceProviderMapping | undefined,
): [ModelRecord, InferenceProviderMapping | undefined] {
	const m: ModelRecord = {
		id: MODEL_STANDIN,
		pipeline_tag: model.pipeline_tag,
		tags: model.tags,
		mask_token: model.mask_token,
	};
	const map = mapping?.providerId ? { ...mapping, providerId: PROVIDER_STANDIN, hfModelId: MODEL_STANDIN } : mapping;
	return [m, map];
}
