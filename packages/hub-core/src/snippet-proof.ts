/**
 * How far each block of the snippets answer is proven, in one place for the API, the CLI and
 * the web page: library snippets (the catalog's manifests, by exact text), local-app commands
 * (the lab's run of node-llama-cpp's commands, else the shell parse every generated command
 * passes), inference snippets (the lab's record of what level 3 ran, per client, task, provider
 * and option set), and, for a text no manifest lists, the same template proven on a sample
 * record (`templateKey`). Pure: the sample records come from the caller.
 */
import {
	getLibrary,
	LOCAL_APPS,
	type LocalAppSnippet,
	type ModelRecord,
	SNIPPET_TYPE_CHECKS,
	SNIPPET_VERIFICATION,
	type SnippetVerification,
	snippetHash,
	snippetVerification,
	type TypeCheckedAgainst,
	templateKey,
} from "@hubkit/catalog";
import { INFERENCE_RUNS } from "./inference-verification-data.js";
import type { InferenceRunManifest } from "./inference-verification-manifest.js";

export type { InferenceRunManifest } from "./inference-verification-manifest.js";
export { INFERENCE_RUNS };

/** A sample record's proven snippet, found by its template key. */
interface TemplateProof {
	sample: string;
	level: "ran" | "type-checked";
	library?: string;
	version?: string;
	/** `type-checked`: what the sample's snippet was checked against (signatures, or the installed package). */
	against?: TypeCheckedAgainst;
}

/** The proofs of the sample records' snippets, by template key (`proofsOf`). */
export interface TemplateProofs {
	get(key: string): TemplateProof | undefined;
}

const NO_PROOFS: TemplateProofs = { get: () => undefined };

/** `setup`/`content` of a local-app block: one string, or a list of alternatives. */
const alternatives = (x: string | string[] | undefined): string[] =>
	x === undefined ? [] : Array.isArray(x) ? x : [x];

/** A local-app block's commands in the lab's order (setup first, then content), with their language. */
function commandsOf(block: LocalAppSnippet): { text: string; language: string }[] {
	return [
		...alternatives(block.setup).map((text) => ({ text, language: "sh" })),
		...alternatives(block.content).map((text) => ({ text, language: block.language ?? "sh" })),
	];
}

/** Each local-app command of a record, numbered across its blocks as the lab numbers them. */
function appCommands(appId: string, model: ModelRecord, file?: string): string[] {
	const app = Object.hasOwn(LOCAL_APPS, appId) ? LOCAL_APPS[appId as keyof typeof LOCAL_APPS] : undefined;
	if (!app?.snippet) return [];
	try {
		return app.snippet(model, file).flatMap((b) => commandsOf(b).map((c) => c.text));
	} catch {
		return [];
	}
}

function librarySnippetsOf(libraryId: string, model: ModelRecord): string[] {
	const generate = getLibrary(libraryId)?.snippets;
	if (!generate) return [];
	try {
		return generate(model.library_name === libraryId ? model : { ...model, library_name: libraryId });
	} catch {
		return [];
	}
}

const built = new WeakMap<readonly ModelRecord[], TemplateProofs>();

/**
 * The template keys of the snippets the manifests prove on `samples` (the catalogue the lab ran
 * over): each listed snippet is generated again from its sample record, and only a text whose
 * hash is still the manifest's counts (a generator changed since proves nothing). Built once per
 * list of samples.
 */
export function proofsOf(samples: readonly ModelRecord[]): TemplateProofs {
	const cached = built.get(samples);
	if (cached) return cached;
	const byId = new Map(samples.map((m) => [m.id, m]));
	const proofs = new Map<string, TemplateProof>();
	const add = (generator: string, modelId: string, text: string | undefined, hash: string, proof: TemplateProof) => {
		if (text === undefined || snippetHash(text) !== hash) return;
		const key = templateKey(generator, modelId, text);
		const known = proofs.get(key);
		if (!known || (known.level !== "ran" && proof.level === "ran")) proofs.set(key, proof);
	};
	const generated = new Map<string, string[]>();
	const memo = (key: string, make: () => string[]) => {
		let texts = generated.get(key);
		if (!texts) {
			texts = make();
			generated.set(key, texts);
		}
		return texts;
	};
	for (const [lib, modelId, i, hash, level] of SNIPPET_VERIFICATION.snippets) {
		const sample = byId.get(modelId);
		const versions = Object.hasOwn(SNIPPET_VERIFICATION.libraries, lib)
			? SNIPPET_VERIFICATION.libraries[lib]
			: undefined;
		if (!sample || level !== "ran" || !versions) continue;
		const text = memo(`library:${lib}:${modelId}`, () => librarySnippetsOf(lib, sample))[i];
		add(`library:${lib}`, modelId, text, hash, { sample: modelId, level: "ran", ...versions });
	}
	for (const [lib, modelId, i, hash, , pkg] of SNIPPET_TYPE_CHECKS.snippets) {
		const sample = byId.get(modelId);
		const versions = Object.hasOwn(SNIPPET_TYPE_CHECKS.packages, pkg) ? SNIPPET_TYPE_CHECKS.packages[pkg] : undefined;
		if (!sample || !versions) continue;
		const text = memo(`library:${lib}:${modelId}`, () => librarySnippetsOf(lib, sample))[i];
		add(`library:${lib}`, modelId, text, hash, {
			sample: modelId,
			level: "type-checked",
			library: versions.library,
			version: versions.version,
			...(versions.against ? { against: versions.against } : {}),
		});
	}
	for (const [app, modelId, i, hash, level] of SNIPPET_VERIFICATION.localApps ?? []) {
		const sample = byId.get(modelId);
		const versions = Object.hasOwn(SNIPPET_VERIFICATION.libraries, app)
			? SNIPPET_VERIFICATION.libraries[app]
			: undefined;
		if (!sample || level !== "ran" || !versions) continue;
		const text = memo(`local-app:${app}:${modelId}`, () => appCommands(app, sample))[i];
		add(`local-app:${app}`, modelId, text, hash, { sample: modelId, level: "ran", ...versions });
	}
	const result: TemplateProofs = { get: (key) => proofs.get(key) };
	built.set(samples, result);
	return result;
}

/** A proof of the same template on another record, as the answer words it. */
function byTemplate(proof: TemplateProof | undefined, modelId: string): SnippetVerification | undefined {
	if (!proof || proof.sample === modelId) return undefined;
	return {
		level: "same-template",
		sample: proof.sample,
		sampleLevel: proof.level,
		...(proof.library ? { library: proof.library } : {}),
		...(proof.version ? { version: proof.version } : {}),
		...(proof.against ? { against: proof.against } : {}),
	};
}

/** A library snippet: its own text's proof (`ran`, `type-checked`), else its template's on a sample, else `parsed`. */
export function libraryVerification(
	libraryId: string,
	model: ModelRecord,
	text: string,
	proofs: TemplateProofs = NO_PROOFS,
): SnippetVerification {
	const own = snippetVerification(libraryId, text);
	if (own.level !== "parsed") return own;
	return byTemplate(proofs.get(templateKey(`library:${libraryId}`, model.id, text)), model.id) ?? own;
}

/** The languages the snippet lab parses local-app blocks in (its level 1: bash -n, JSON, Python's ast). */
export const PARSED_COMMAND_LANGUAGES: ReadonlySet<string> = new Set(["sh", "json", "python"]);

let ranCommands: Map<string, { library: string; version: string }> | undefined;

/** One local-app command: ran (this text, by the lab), else the same template ran on a sample, else parsed in its language. */
export function commandVerification(
	appId: string,
	model: ModelRecord,
	text: string,
	language: string,
	proofs: TemplateProofs = NO_PROOFS,
): SnippetVerification {
	if (!ranCommands) {
		ranCommands = new Map();
		for (const [app, , , hash, level] of SNIPPET_VERIFICATION.localApps ?? []) {
			const versions = Object.hasOwn(SNIPPET_VERIFICATION.libraries, app)
				? SNIPPET_VERIFICATION.libraries[app]
				: undefined;
			if (level === "ran" && versions) ranCommands.set(`${app}\n${hash}`, versions);
		}
	}
	const ran = ranCommands.get(`${appId}\n${snippetHash(text)}`);
	if (ran) return { level: "ran", library: ran.library, version: ran.version };
	const same = byTemplate(proofs.get(templateKey(`local-app:${appId}`, model.id, text)), model.id);
	if (same) return same;
	return PARSED_COMMAND_LANGUAGES.has(language) ? { level: "parsed", language } : { level: "generated", language };
}

const STRENGTH: Readonly<Record<string, number>> = {
	ran: 5,
	"same-template": 4,
	"type-checked": 3,
	parsed: 2,
	generated: 1,
};

function strength(v: SnippetVerification): number {
	if (v.level === "same-template") return v.sampleLevel === "ran" ? 4 : 2.5;
	return STRENGTH[v.level] ?? 0;
}

/** A local-app block (its setup and run commands): the weakest proof among its commands, so it never claims more than each. */
export function blockVerification(
	appId: string,
	model: ModelRecord,
	block: LocalAppSnippet,
	proofs: TemplateProofs = NO_PROOFS,
): SnippetVerification {
	const each = commandsOf(block).map((c) => commandVerification(appId, model, c.text, c.language, proofs));
	return each.reduce((weakest, v) => (strength(v) < strength(weakest) ? v : weakest));
}

/** The inference options the lab runs as their own option sets (its OPTION_SETS), by the set's name. */
const OPTION_SET_OF: Readonly<Record<string, string>> = {
	billTo: "billTo",
	accessToken: "token",
	directRequest: "direct",
	endpointUrl: "endpoint",
};

export interface InferenceRunQuestion {
	language: string;
	client: string;
	/** The task the provider is asked (`inferenceTask`: `conversational` for chat models). */
	task: string;
	provider: string;
	chat: boolean;
	streaming: boolean;
	/** The options the snippet was written with (only which are set matters). */
	options: Readonly<Record<string, unknown>>;
}

/**
 * An inference snippet: `ran` (against a recording of the provider's API, with the client's
 * version) when level 3 ran this client for this task, provider and streaming with the default
 * options, and ran each option set the snippet uses for this client and call shape; else
 * `parsed` (every generated snippet parses: the lab's fuzz level).
 */
export function inferenceVerification(
	q: InferenceRunQuestion,
	runs: InferenceRunManifest = INFERENCE_RUNS,
): SnippetVerification {
	const client = `${q.language}/${q.client}`;
	const stream = q.streaming ? "stream" : "-";
	const versions = Object.hasOwn(runs.clients, client) ? runs.clients[client] : undefined;
	const sets = Object.entries(OPTION_SET_OF)
		.filter(([option]) => q.options[option] !== undefined && q.options[option] !== false && q.options[option] !== "")
		.map(([, set]) => `${client}|${set}|${q.chat ? "chat" : "-"}|${stream}`);
	const ran =
		versions !== undefined &&
		runs.runs.includes(`${client}|${q.task}|${q.provider}|${stream}`) &&
		sets.every((s) => runs.optionRuns.includes(s));
	if (ran) return { level: "ran", library: versions.library, version: versions.version, provider: q.provider };
	return { level: "parsed", language: q.language };
}
