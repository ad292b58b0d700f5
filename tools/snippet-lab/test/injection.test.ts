/**
 * Level 4: hostile strings (quotes, newlines, `${x}`, backticks, `$(touch MARKER)`,
 * `__import__('os').system(...)`) in every field that reaches inference code — the model id,
 * the provider's model id, the input, task parameters, chat messages, the bill-to
 * organisation and a literal token. Every executable snippet runs; none creates the marker,
 * and each sends the hostile text intact, as data (the request equals the call).
 */
import { existsSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import type { ModelRecord } from "@hubkit/catalog";
import { setLogger } from "@hubkit/inference-snippets";
import { getSampleModel } from "@hubkit/sample-models";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensurePythonEnv } from "../src/env.js";
import { EXECUTED_CLIENTS, type ExecResult, executeSnippets } from "../src/exec/execute.js";
import { HOSTILE_HEADER, HOSTILE_ID, HOSTILE_TEXT, MARKER } from "../src/hostile.js";
import { type InferenceCase, inferenceCase, toMapping } from "../src/inference-corpus.js";
import { knownDeviation } from "../src/known.js";
import { isExecutable } from "../src/select.js";

setLogger({ error() {} });

/**
 * A literal token is a hub token: it starts with hf_ (the SDKs send any other key straight to
 * the provider, bypassing the router), and the rest is hostile.
 */
const HOSTILE_TOKEN = `hf_${HOSTILE_HEADER}`;

function hostileModel(id: string, provider: string): ModelRecord {
	const base = getSampleModel(id);
	if (!base) throw new Error(`sample model ${id} is missing`);
	const entry = base.inferenceProviderMapping?.find((e) => e.provider === provider);
	if (!entry) throw new Error(`${id} is not mapped to ${provider}`);
	return { ...base, id: HOSTILE_ID, inferenceProviderMapping: [{ ...entry, providerId: HOSTILE_ID }] };
}

function hostileCase(id: string, provider: string, options: Parameters<typeof inferenceCase>[4]): InferenceCase {
	const model = hostileModel(id, provider);
	const mapping = toMapping(
		model,
		model.inferenceProviderMapping?.[0] as NonNullable<ModelRecord["inferenceProviderMapping"]>[number],
	);
	return inferenceCase(model, provider, mapping, "hostile", options);
}

const CASES: InferenceCase[] = [
	hostileCase("meta-llama/Llama-3.1-8B-Instruct", "groq", {
		messages: [{ role: "user", content: HOSTILE_TEXT }],
		billTo: HOSTILE_HEADER,
	}),
	hostileCase("meta-llama/Llama-3.1-8B-Instruct", "groq", {
		messages: [{ role: "user", content: HOSTILE_TEXT }],
		accessToken: HOSTILE_TOKEN,
		streaming: true,
	}),
	hostileCase("distilbert/distilbert-base-uncased-finetuned-sst-2-english", "hf-inference", {
		inputs: HOSTILE_TEXT,
		parameters: { [HOSTILE_TEXT]: HOSTILE_TEXT, top_k: 2 },
		billTo: HOSTILE_HEADER,
	}),
	hostileCase("stabilityai/stable-diffusion-xl-base-1.0", "hf-inference", {
		inputs: HOSTILE_TEXT,
		accessToken: HOSTILE_TOKEN,
	}),
];

let results: ExecResult[] = [];
let control: ExecResult | undefined;
const CONTROL = "control:careless-curl";

/**
 * huggingface_hub validates repository ids before sending anything: a hostile id in a URL is
 * refused (HFValidationError), nothing is sent and nothing runs. That is a safe outcome.
 */
function refusedByClient(r: ExecResult): boolean {
	return r.snippet.client === "huggingface_hub" && r.recorded.length === 0 && r.stderr.includes("HFValidationError");
}

function parsed(body: Buffer): unknown {
	try {
		return JSON.parse(body.toString("utf8"));
	} catch {
		return body.toString("utf8");
	}
}

/** Whether `text` is one of the strings (or keys) of a JSON value. */
function holds(v: unknown, text: string): boolean {
	if (typeof v === "string") return v === text;
	if (Array.isArray(v)) return v.some((x) => holds(x, text));
	if (v !== null && typeof v === "object") return Object.entries(v).some(([k, x]) => k === text || holds(x, text));
	return false;
}

beforeAll(async () => {
	ensurePythonEnv();
	const items = CASES.flatMap((c) => c.snippets.filter(isExecutable).map((snippet) => ({ snippet, case: c })));
	// A control: a curl snippet whose URL is double-quoted, as a careless template would write it.
	const curl = items.find((i) => i.snippet.client === "curl");
	if (!curl) throw new Error("no curl snippet");
	const careless = curl.snippet.code.replace(/^curl .*$/m, `curl "https://router.huggingface.co/${HOSTILE_ID}" \\`);
	items.push({ ...curl, snippet: { ...curl.snippet, id: CONTROL, code: careless } });
	const all = await executeSnippets(items, { keepDirs: true });
	control = all.find((r) => r.snippet.id === CONTROL);
	results = all.filter((r) => r.snippet.id !== CONTROL);
}, 600_000);

afterAll(() => {
	const roots = new Set([...results, ...(control ? [control] : [])].map((r) => dirname(r.dir)));
	for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe("hostile records and options", () => {
	it("give snippets for every executable client", () => {
		for (const c of CASES) expect(c.call, c.key).toBeDefined();
		const clients = new Set(results.map((r) => `${r.snippet.language}/${r.snippet.client}`));
		expect(clients).toEqual(EXECUTED_CLIENTS);
	});

	it("are refused by nothing but huggingface_hub's own id validation", () => {
		const refused = results.filter(refusedByClient);
		expect(refused.length).toBeLessThan(results.length / 4);
		for (const r of results.filter((x) => x.exitCode !== 0 && !refusedByClient(x))) {
			expect(knownDeviation(r.snippet, r.problems), r.snippet.id).toBe(true);
		}
	});

	it("would show a marker: the careless control creates one", () => {
		expect(control?.snippet.code).toContain(`"https://router.huggingface.co/${HOSTILE_ID}"`);
		expect(existsSync(join(control?.dir ?? "", MARKER))).toBe(true);
	});

	it("never create the marker", () => {
		const marked = results.filter((r) => existsSync(join(r.dir, MARKER))).map((r) => r.snippet.id);
		expect(marked).toEqual([]);
	});

	it("send the hostile text intact: every request equals its call", () => {
		const problems = results
			.filter((r) => !knownDeviation(r.snippet, r.problems) && !refusedByClient(r))
			.filter((r) => r.problems.length > 0)
			.map((r) => `${r.snippet.id}: ${r.problems.join(" | ")}`);
		expect(problems).toEqual([]);
		// The text arrived byte for byte in the requests of every snippet (known deviations included).
		for (const r of results.filter((x) => !refusedByClient(x))) {
			const sent = r.recorded.filter((q) => q.method !== "GET").map((q) => parsed(q.body));
			expect(
				sent.some((body) => holds(body, HOSTILE_TEXT)),
				r.snippet.id,
			).toBe(true);
		}
	});
});
