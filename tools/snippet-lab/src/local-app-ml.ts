/**
 * Level 4, Node side: the node-llama-cpp local-app commands (`npx -y node-llama-cpp chat
 * 'hf:<repo>:<quant>'`, `… inspect estimate …`) run as shown, in bash, on a tiny GGUF
 * (ml/fixture_gguf.py). Only the environment changes:
 *
 * - `npx` on PATH is js-ml/bin/npx, which runs the node-llama-cpp that tools/fit-check/setup.sh
 *   installed (3.22.1, CPU build) instead of fetching it from the registry;
 * - HF_ENDPOINT points at a fake hub on 127.0.0.1: node-llama-cpp resolves `hf:` URIs against
 *   `$HF_ENDPOINT` (its utils/modelDownloadEndpoints.js, after llama.cpp's convention), asking
 *   `v2/<user>/<repo>/manifests/<quant>` for the file name, then downloading
 *   `<user>/<repo>/resolve/main/<file>`; the fake answers both with the tiny GGUF;
 * - HOME is a fresh folder, so the model really is downloaded into ~/.node-llama-cpp/models.
 *
 * The chat is driven like a person would: one question at the first `> ` prompt, `.exit` at
 * the next. It passes when it exits 0 and printed the GGUF's fixed answer.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { LOCAL_APPS, type ModelRecord } from "@hubkit/catalog";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { localAppSnippets } from "./corpus.js";
import { ML_PYTHON, type MlResult } from "./ml.js";
import { LAB_DIR, REPO_DIR, scratchDir } from "./paths.js";
import { pool, run } from "./run.js";
import type { LabSnippet } from "./types.js";

export const LLAMA_APP = "node-llama-cpp";
const FIT_CHECK = join(REPO_DIR, "tools", "fit-check");
const LLAMA_PACKAGE = join(FIT_CHECK, "node_modules", "node-llama-cpp", "package.json");
const LLAMA_BIN = join(FIT_CHECK, "node_modules", "node-llama-cpp", "dist", "cli", "cli.js");

export function llamaReady(): boolean {
	return existsSync(LLAMA_PACKAGE) && existsSync(join(FIT_CHECK, "node_modules", "@node-llama-cpp", "linux-x64"));
}

export function llamaVersion(): string {
	return (JSON.parse(readFileSync(LLAMA_PACKAGE, "utf8")) as { version: string }).version;
}

/** Every node-llama-cpp local-app command over the sample catalogue. */
export function llamaCommands(): LabSnippet[] {
	const app = LOCAL_APPS[LLAMA_APP as keyof typeof LOCAL_APPS];
	return app ? localAppSnippets(SAMPLE_MODELS, [app]) : [];
}

/** The question the lab types at the chat prompt. */
const QUESTION = "Hi there";

interface FakeHub {
	url: string;
	close(): Promise<void>;
}

/** A fake Hugging Face endpoint that serves `gguf` for every repository and quantization. */
async function fakeHub(gguf: Buffer): Promise<FakeHub> {
	const server = createServer((req, res) => {
		const path = new URL(req.url ?? "/", "http://hub").pathname;
		const manifest = /^\/v2\/([^/]+)\/([^/]+)\/manifests\/([^/]+)$/.exec(path);
		if (manifest) {
			const [, , repo, tag] = manifest as unknown as [string, string, string, string];
			// The Hub answers "latest" with its default quantization.
			const quant = tag === "latest" ? "Q4_K_M" : decodeURIComponent(tag);
			const file = `${decodeURIComponent(repo).replace(/-gguf$/i, "")}-${quant}.gguf`;
			res.writeHead(200, { "content-type": "application/json" });
			res.end(JSON.stringify({ ggufFile: { rfilename: file, size: gguf.length } }));
			return;
		}
		if (/^\/[^/]+\/[^/]+\/resolve\/main\/[^/]+\.gguf$/.test(path)) {
			res.writeHead(200, { "content-type": "application/octet-stream", "content-length": gguf.length });
			res.end(req.method === "HEAD" ? undefined : gguf);
			return;
		}
		res.writeHead(404, { "content-type": "text/plain" });
		res.end("not served by the snippet lab's fake hub");
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}/`,
		close: () => new Promise((resolve) => server.close(() => resolve())),
	};
}

interface Driven {
	code: number | null;
	stdout: string;
	stderr: string;
	timedOut: boolean;
}

/** Runs `command` in bash, answering the chat's `> ` prompts with QUESTION, then `.exit`. */
function drive(command: string, cwd: string, env: NodeJS.ProcessEnv, timeoutMs: number): Promise<Driven> {
	return new Promise((resolve, reject) => {
		const child = spawn("bash", ["-c", command], { cwd, env, stdio: ["pipe", "pipe", "pipe"] });
		let stdout = "";
		let stderr = "";
		let prompts = 0;
		let timedOut = false;
		const timer = setTimeout(() => {
			timedOut = true;
			child.kill("SIGKILL");
		}, timeoutMs);
		child.stdout.on("data", (d: Buffer) => {
			stdout += d.toString();
			const seen = plain(stdout).split("> ").length - 1;
			while (prompts < seen) {
				child.stdin.write(prompts === 0 ? `${QUESTION}\n` : ".exit\n");
				prompts++;
			}
		});
		child.stderr.on("data", (d: Buffer) => {
			stderr += d.toString();
		});
		child.stdin.on("error", () => {
			// The command may exit before reading its input; its exit code says why.
		});
		child.on("error", (e) => {
			clearTimeout(timer);
			reject(e);
		});
		child.on("close", (code) => {
			clearTimeout(timer);
			resolve({ code, stdout, stderr, timedOut });
		});
	});
}

/** Without terminal escapes, so a check reads what a person sees. */
export function plain(text: string): string {
	return text.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, "");
}

/** The problem with a run that exited 0, or undefined when it shows what the command does. */
export function llamaOutputProblem(command: string, stdout: string, answer: string): string | undefined {
	const out = plain(stdout);
	if (/\bnode-llama-cpp chat\b/.test(command)) {
		return out.includes(`AI: ${answer}`) ? undefined : `exited 0 but the chat did not answer "${answer}"`;
	}
	if (/\binspect estimate\b/.test(command)) {
		return /Resolved config\s+\d+% compatibility/.test(out) ? undefined : "exited 0 but printed no estimate";
	}
	return out.trim() === "" ? "exited 0 but printed nothing" : undefined;
}

/**
 * The tasks whose GGUF the fixture (a chat llama) stands for. Another model's commands (an
 * embedding model's `chat`, say) would run just as well on it and prove nothing about that model.
 */
const GENERATIVE_TASKS: readonly string[] = ["text-generation", "image-text-to-text"];

export interface LlamaRunOptions {
	jobs?: number;
	timeoutMs?: number;
}

/** Writes the tiny GGUF, starts the fake hub and runs each command; classifies each outcome. */
export async function runLlamaCommands(
	snippets: readonly LabSnippet[],
	options: LlamaRunOptions = {},
	models: readonly ModelRecord[] = SAMPLE_MODELS,
): Promise<MlResult[]> {
	if (snippets.length === 0) return [];
	const tasks = new Map(models.map((m) => [m.id, m.pipeline_tag]));
	const work = scratchDir("llama");
	const gguf = join(work, "tiny.gguf");
	const made = await run(ML_PYTHON, [join(LAB_DIR, "ml", "fixture_gguf.py"), gguf], { timeoutMs: 120_000 });
	if (made.code !== 0) throw new Error(`GGUF fixture failed (${made.code}): ${made.stderr.slice(-2000)}`);
	const answer = made.stdout.trim();
	const hub = await fakeHub(readFileSync(gguf));
	try {
		return await pool(snippets, options.jobs ?? 2, async (snippet, i) => {
			const task = tasks.get(snippet.modelId);
			if (!task || !GENERATIVE_TASKS.includes(task)) {
				const reason = `no fixture: a ${task ?? "task-less"} model; the tiny GGUF is a chat llama`;
				return { snippet, seconds: 0, stdout: "", stderr: "", status: "fixture-limit", reason } as const;
			}
			const home = join(work, `home-${i}`);
			mkdirSync(home);
			const env: NodeJS.ProcessEnv = {
				PATH: `${join(LAB_DIR, "js-ml", "bin")}:${process.env.PATH ?? ""}`,
				HOME: home,
				LANG: "C.UTF-8",
				HF_ENDPOINT: hub.url,
				NODE_LLAMA_CPP_BIN: LLAMA_BIN,
				// The CPU build only: never try to download or build another llama.cpp.
				NODE_LLAMA_CPP_GPU: "false",
				NODE_LLAMA_CPP_SKIP_DOWNLOAD: "true",
			};
			const t0 = Date.now();
			const r = await drive(snippet.code, home, env, options.timeoutMs ?? 180_000);
			const base = {
				snippet,
				seconds: (Date.now() - t0) / 1000,
				stdout: plain(r.stdout),
				stderr: plain(r.stderr),
			};
			const problem = r.timedOut
				? "timed out"
				: r.code !== 0
					? (plain(`${r.stderr}\n${r.stdout}`).trim().split("\n").at(-1) ?? `exit ${r.code}`).slice(0, 400)
					: llamaOutputProblem(snippet.code, r.stdout, answer);
			if (problem !== undefined) return { ...base, status: "failed", reason: problem } as const;
			return { ...base, status: "passed", reason: "" } as const;
		});
	} finally {
		await hub.close();
	}
}
