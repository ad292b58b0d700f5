/**
 * Level 3: run inference snippets unmodified, as a user would (`node file.mjs`,
 * `python file.py`, `bash file.sh`), with only the environment changed: token variables, and
 * the preloads (NODE_OPTIONS `--import`, a `sitecustomize` on PYTHONPATH, a `curl` first on
 * PATH) that send every request to the recording server. Then compare the request the
 * snippet sent with the call the generator computed.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import {
	bodyToJson,
	type FileRef,
	type HttpRequest,
	INFERENCE_PROVIDERS,
	type InferenceCall,
	type InferenceClientName,
	providerKeyEnv,
	requestHeaders,
	TARGETS,
} from "@hubkit/inference-snippets";
import { getClientRequest } from "../client-request.js";
import type { InferenceCase, InferenceLabSnippet } from "../inference-corpus.js";
import { LAB_DIR, scratchDir, VENV_PYTHON } from "../paths.js";
import { pool, run } from "../run.js";
import { FLAC, type IncomingCall, PNG } from "./answers.js";
import { RecordingServer } from "./server.js";

/** Clients level 3 runs, as `<language>/<client>`: the targets whose descriptor says so (`executedByLab`). */
export const EXECUTED_CLIENTS: ReadonlySet<string> = new Set(
	TARGETS.filter((t) => t.executedByLab).map((t) => `${t.language}/${t.client}`),
);

export const EXEC_DIR = join(LAB_DIR, "src", "exec");

/** The token values the environment gives (hub tokens start with hf_, provider keys do not). */
export function labEnvTokens(): Record<string, string> {
	const env: Record<string, string> = { HF_TOKEN: "hf_lab_env_token", API_TOKEN: "lab-endpoint-token" };
	for (const p of INFERENCE_PROVIDERS) env[providerKeyEnv(p)] = `lab-key-${p}`;
	return env;
}

/** The sample files the example inputs name, as the run directory holds them. */
export const SAMPLE_FILE_BYTES: Readonly<Record<string, Buffer>> = {
	"cats.jpg": PNG,
	"cat.png": PNG,
	"sample1.flac": FLAC,
};

export interface ExecItem {
	snippet: InferenceLabSnippet;
	case: InferenceCase;
}

export interface ExecResult {
	snippet: InferenceLabSnippet;
	exitCode: number | null;
	stdout: string;
	stderr: string;
	recorded: IncomingCall[];
	/** Differences between what was sent and the call, and run failures; empty = passed. */
	problems: string[];
	/** Files the run directory holds afterwards (the injection test looks for markers). */
	dir: string;
}

/**
 * The provider mapping the fake hub answers with: the lookup the generator says this client
 * makes (getClientRequest), else the model's own mapping with the call's provider first
 * (standing in for the user's provider order, which the hub applies).
 */
function hubMapping(c: InferenceCase, client: InferenceClientName) {
	const call = c.call as InferenceCall;
	const lookup = getClientRequest(call, client).mappingLookup;
	const entries = (c.model.inferenceProviderMapping ?? []).map((e) => ({ ...e, hfModelId: c.model.id }));
	const first = lookup?.provider ?? (c.provider === "auto" ? "hf-inference" : c.provider);
	const own = lookup
		? [
				{
					provider: lookup.provider,
					providerId: lookup.providerId,
					task: lookup.task,
					status: "live",
					hfModelId: c.model.id,
				},
			]
		: entries.filter((e) => e.provider === first);
	return [...own, ...entries.filter((e) => e.provider !== first)];
}

function fileOf(language: string): string {
	return language === "js" ? "snippet.mjs" : language === "python" ? "snippet.py" : "snippet.sh";
}

function commandOf(language: string, file: string): [string, string[]] {
	if (language === "js") return [process.execPath, [file]];
	if (language === "python") return [VENV_PYTHON, [file]];
	return ["bash", [file]];
}

export interface ExecOptions {
	concurrency?: number;
	timeoutMs?: number;
	/** Keep run directories (for tests that inspect them); they are under tools/snippet-lab/.work. */
	keepDirs?: boolean;
	/** Files each run directory gets besides the sample inputs. */
	extraFiles?: Record<string, string>;
}

/** Runs each snippet in its own directory against one recording server. */
export async function executeSnippets(items: readonly ExecItem[], options: ExecOptions = {}): Promise<ExecResult[]> {
	const server = await RecordingServer.start();
	const root = scratchDir("exec");
	const realCurl = (await run("bash", ["-c", "command -v curl"])).stdout.trim();
	const tokens = labEnvTokens();
	try {
		const results = await pool(
			items,
			options.concurrency ?? Math.max(2, availableParallelism() * 2),
			async (item, i) => {
				const { snippet } = item;
				const call = item.case.call;
				const dir = join(root, `r${i}`);
				mkdirSync(dir);
				for (const [name, data] of Object.entries(SAMPLE_FILE_BYTES)) writeFileSync(join(dir, name), data);
				for (const [name, data] of Object.entries(options.extraFiles ?? {})) writeFileSync(join(dir, name), data);
				const file = fileOf(snippet.language);
				writeFileSync(join(dir, file), snippet.code);
				if (!call) {
					return { snippet, exitCode: null, stdout: "", stderr: "", recorded: [], problems: ["no call"], dir };
				}
				const runId = `r${i}`;
				server.register(runId, {
					call,
					mapping: hubMapping(item.case, snippet.client as InferenceClientName),
				});
				const target = server.target(runId);
				const env: NodeJS.ProcessEnv = {
					PATH: `${EXEC_DIR}:${process.env.PATH ?? "/usr/bin:/bin"}`,
					HOME: dir,
					LANG: "C.UTF-8",
					...tokens,
					SNIPPET_LAB_TARGET: target,
					SNIPPET_LAB_REAL_CURL: realCurl,
					NODE_OPTIONS: `--import=${join(EXEC_DIR, "preload-fetch.mjs")}`,
					PYTHONPATH: join(EXEC_DIR, "python"),
					PYTHONDONTWRITEBYTECODE: "1",
					HF_HOME: join(dir, ".hf"),
					HF_HUB_DISABLE_TELEMETRY: "1",
					// A safety net: anything that escaped the preloads would come here as a CONNECT.
					HTTPS_PROXY: `http://127.0.0.1:${server.port}`,
					HTTP_PROXY: `http://127.0.0.1:${server.port}`,
					https_proxy: `http://127.0.0.1:${server.port}`,
					http_proxy: `http://127.0.0.1:${server.port}`,
					NO_PROXY: "127.0.0.1,localhost",
					no_proxy: "127.0.0.1,localhost",
				};
				const [cmd, args] = commandOf(snippet.language, file);
				const res = await run(cmd, args, { cwd: dir, env, timeoutMs: options.timeoutMs ?? 30_000 });
				const { recorded, errors } = server.take(runId);
				const problems = [...errors];
				if (res.timedOut) problems.push("timed out");
				if (res.code !== 0)
					problems.push(`exit code ${res.code}: ${res.stderr.trim().split("\n").slice(-3).join(" | ")}`);
				const expected = getClientRequest(call, snippet.client as InferenceClientName).request;
				problems.push(...compareWithCall(call, recorded, tokens, SAMPLE_FILE_BYTES, expected));
				return { snippet, exitCode: res.code, stdout: res.stdout, stderr: res.stderr, recorded, problems, dir };
			},
		);
		if (server.leaks.length > 0) {
			for (const r of results)
				r.problems.push(`requests reached the server outside the preloads: ${server.leaks.join("; ")}`);
		}
		return results;
	} finally {
		await server.close();
		if (!options.keepDirs) rmSync(root, { recursive: true, force: true });
	}
}

function mediaType(v: string | undefined): string | undefined {
	return v?.split(";")[0]?.trim().toLowerCase();
}

function sameUrl(a: string, b: string): boolean {
	try {
		return new URL(a).href === new URL(b).href;
	} catch {
		return a === b;
	}
}

function fileText(files: Readonly<Record<string, Buffer>>) {
	return (f: FileRef): string => {
		const data = files[f.file];
		const b64 = data ? data.toString("base64") : `<missing ${f.file}>`;
		return f.encoding === "base64" ? b64 : `data:${f.contentType};base64,${b64}`;
	};
}

/**
 * Top-level fields an SDK always sends with the API's default value (`"stream": false`, an
 * empty `parameters`) say nothing the call does not: they are dropped when the call lacks them.
 */
function withoutSdkDefaults(actual: unknown, expected: unknown): unknown {
	if (actual === null || typeof actual !== "object" || Array.isArray(actual)) return actual;
	const want = (expected ?? {}) as Record<string, unknown>;
	const out: Record<string, unknown> = { ...(actual as Record<string, unknown>) };
	if (out.stream === false && !("stream" in want)) delete out.stream;
	const p = out.parameters;
	if (p !== null && typeof p === "object" && Object.keys(p).length === 0 && !("parameters" in want))
		delete out.parameters;
	return out;
}

function stable(v: unknown): string {
	return JSON.stringify(v, (_k, x: unknown) =>
		x !== null && typeof x === "object" && !Array.isArray(x)
			? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
			: x,
	);
}

/**
 * What differs between the request a snippet sent and its call: method, URL, Authorization,
 * X-HF-Bill-To, Content-Type (media type; a multipart boundary is the client's), the other
 * headers of the call, and the body (JSON compared as data, raw bytes exactly). `expected` is
 * the request the generator says this client sends (getClientRequest: the SDKs route some
 * calls their own way); it defaults to the call's own request.
 */
export function compareWithCall(
	call: InferenceCall,
	recorded: readonly IncomingCall[],
	env: Readonly<Record<string, string>>,
	files: Readonly<Record<string, Buffer>>,
	expected: HttpRequest = call.request,
): string[] {
	const sent = recorded.filter((r) => r.method !== "GET");
	if (sent.length !== 1) {
		return [
			`expected one ${call.request.method} request, got ${sent.length}: ${recorded.map((r) => `${r.method} ${r.url}`).join(", ")}`,
		];
	}
	const got = sent[0] as IncomingCall;
	const problems: string[] = [];
	const req = expected;
	if (got.method !== req.method) problems.push(`method ${got.method} ≠ ${req.method}`);
	if (!sameUrl(got.url, req.url)) problems.push(`url ${got.url} ≠ ${req.url}`);
	const want: Record<string, string> = { Authorization: requestHeaders(call, env).Authorization ?? "", ...req.headers };
	const wantLower: Record<string, string> = {};
	for (const [k, v] of Object.entries(want)) wantLower[k.toLowerCase()] = v;
	for (const [k, v] of Object.entries(wantLower)) {
		const g = got.headers[k];
		if (k === "content-type") {
			if (mediaType(g) !== mediaType(v)) problems.push(`content-type ${g} ≠ ${v}`);
		} else if (g !== v) {
			problems.push(`${k}: ${g} ≠ ${v}`);
		}
	}
	if (!("x-hf-bill-to" in wantLower) && got.headers["x-hf-bill-to"] !== undefined) {
		problems.push(`x-hf-bill-to sent (${got.headers["x-hf-bill-to"]}) but the call has none`);
	}
	const body = req.body;
	if (body.type === "json") {
		const wantBody = bodyToJson(body.value, fileText(files));
		let actual: unknown;
		try {
			actual = JSON.parse(got.body.toString("utf8"));
		} catch {
			problems.push(`body is not JSON: ${got.body.toString("utf8").slice(0, 200)}`);
			return problems;
		}
		actual = withoutSdkDefaults(actual, wantBody);
		if (stable(actual) !== stable(wantBody)) {
			problems.push(`body ${stable(actual).slice(0, 400)} ≠ ${stable(wantBody).slice(0, 400)}`);
		}
	} else if (body.type === "bytes") {
		const data = files[body.file];
		if (!data || !got.body.equals(data))
			problems.push(`body is not the bytes of ${body.file} (${got.body.length} bytes)`);
	} else {
		if (mediaType(got.headers["content-type"]) !== "multipart/form-data") {
			problems.push(`content-type ${got.headers["content-type"]} is not multipart/form-data`);
		}
		const data = files[body.file];
		if (!data || !got.body.includes(data)) problems.push(`multipart body lacks the bytes of ${body.file}`);
		for (const [k, v] of Object.entries(body.fields)) {
			if (!got.body.includes(Buffer.from(`name="${k}"`)) || !got.body.includes(Buffer.from(v))) {
				problems.push(`multipart body lacks field ${k}`);
			}
		}
	}
	return problems;
}
