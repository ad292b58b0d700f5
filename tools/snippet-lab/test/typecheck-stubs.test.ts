/**
 * The "stubs" level: the library snippets of libraries the lab cannot install are type-checked
 * with pyright against the committed signature stubs (tools/snippet-lab/stubs), in CI, without
 * network. The committed type-check manifest must be what this check gives today, every stub must
 * say where its signatures were read from, and the check must fail on a snippet using a name or
 * keyword the stub does not have.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SNIPPET_TYPE_CHECKS } from "@hubkit/catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensurePythonEnv } from "../src/env.js";
import { checkedAgainstInstalled } from "../src/typecheck-installed.js";
import {
	buildStubManifest,
	forkStubDir,
	KNOWN_SNIPPET_DEFECTS,
	knownDefect,
	STUBS_DIR,
	type StubCheck,
	stubFiles,
	stubHeader,
	stubPackages,
	stubSnippets,
	stubsWithoutHeader,
	stubTarget,
	typecheckAgainstStubs,
} from "../src/typecheck-stubs.js";
import type { LabSnippet } from "../src/types.js";

const HEADER = [
	"# stub-of: llama-cpp-python 0.3.35",
	"# source: https://github.com/abetlen/llama-cpp-python HEAD 3691546f1c9e",
	"# read-from: llama_cpp/llama.py",
	"# licence: MIT",
].join("\n");

describe("stub headers", () => {
	it("are read line by line, and a missing line leaves no header", () => {
		expect(stubHeader(`${HEADER}\n\nclass Llama: ...\n`)).toEqual({
			pip: "llama-cpp-python",
			version: "0.3.35",
			repo: "abetlen/llama-cpp-python",
			ref: "HEAD",
			commit: "3691546f1c9e",
			files: "llama_cpp/llama.py",
			licence: "MIT",
		});
		expect(stubHeader(HEADER.replace("# licence: MIT", ""))).toBeUndefined();
		expect(stubHeader(HEADER.replace(/^# source: .*$/m, "# source: somewhere"))).toBeUndefined();
	});

	it("every committed stub names its repository, commit, files read and licence", () => {
		expect(stubFiles().length).toBeGreaterThan(0);
		expect(stubsWithoutHeader()).toEqual([]);
	});

	it("a stub without its header is found", () => {
		const dir = mkdtempSync(join(tmpdir(), "hubkit-stubs-"));
		try {
			cpSync(join(STUBS_DIR, "llama_cpp"), join(dir, "llama_cpp"), { recursive: true });
			const file = join(dir, "llama_cpp", "llama.pyi");
			writeFileSync(file, readFileSync(file, "utf8").replace(/^# licence: .*\n/m, ""));
			expect(stubsWithoutHeader(dir)).toEqual(["llama_cpp/llama.pyi"]);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});
});

describe("which stub a snippet is checked against", () => {
	it("a fork imported under another library's name is checked against its own stub, never that library's", () => {
		const stubs = stubPackages();
		const all = stubSnippets();
		const fork = all.find((s) => s.client === "yolov10");
		const upstream = all.find((s) => s.client === "ultralytics");
		if (!fork || !upstream) throw new Error("no yolov10 or ultralytics snippet in the samples");
		expect(stubTarget(fork, stubs)).toMatchObject({
			module: "ultralytics",
			pip: "yolov10",
			root: forkStubDir("yolov10"),
		});
		expect(stubTarget(upstream, stubs)).toMatchObject({ module: "ultralytics", pip: "ultralytics" });
		expect(stubTarget(upstream, stubs)).not.toHaveProperty("root");
		// Without a stub of its own, the fork is not checked at all.
		const bare = mkdtempSync(join(tmpdir(), "stubs-"));
		cpSync(join(STUBS_DIR, "ultralytics"), join(bare, "ultralytics"), { recursive: true });
		expect(stubTarget(fork, stubPackages(bare), bare)).toMatchObject({
			reason: expect.stringContaining("fork of ultralytics"),
		});
		rmSync(bare, { recursive: true, force: true });
	});

	it("a snippet calling a local server through the OpenAI client is checked against the installed openai", () => {
		const openasr = stubSnippets().find((s) => s.client === "openasr");
		if (!openasr) throw new Error("no openasr snippet in the samples");
		expect(stubTarget(openasr, stubPackages())).toMatchObject({ module: "openai", pip: "openai" });
	});
});

describe("pyright against the committed stubs", () => {
	const all = stubSnippets();
	let checks: StubCheck[] = [];
	let mutated: string;
	beforeAll(async () => {
		ensurePythonEnv();
		checks = await typecheckAgainstStubs(all);
	}, 900_000);
	afterAll(() => {
		if (mutated) rmSync(mutated, { recursive: true, force: true });
	});

	const find = (lib: string, model: string): LabSnippet => {
		const s = all.find((x) => x.client === lib && x.modelId === model);
		if (!s) throw new Error(`${lib}:${model} missing`);
		return s;
	};
	const mutant = (s: LabSnippet, from: string | RegExp, to: string): LabSnippet => {
		const code = s.code.replace(from, to);
		expect(code, `${s.id} has ${from}`).not.toBe(s.code);
		return { ...s, id: `${s.id}-mutant-${to.replace(/\W/g, "")}`, code };
	};

	it("finds no problem in any snippet it checks but the known defects, which it still finds", () => {
		const failing = checks.filter((c) => c.problems.length > 0);
		const unknown = failing.filter((c) => !knownDefect(c.target.snippet.id));
		expect(unknown.map((c) => `${c.target.snippet.id}: ${c.problems}`)).toEqual([]);
		for (const prefix of Object.keys(KNOWN_SNIPPET_DEFECTS))
			expect(
				failing.some((c) => c.target.snippet.id.startsWith(prefix)),
				prefix,
			).toBe(true);
		expect(checks.filter((c) => c.target.module !== undefined).length).toBeGreaterThan(0);
	});

	it("gives the committed type-check manifest (run `npm run lab -- --levels stubs` after changing a snippet)", () => {
		const built = buildStubManifest(checks, STUBS_DIR, () => "installed");
		// The installed libraries' lines are typecheck-installed.test.ts's to compare.
		const committed = SNIPPET_TYPE_CHECKS.snippets.filter(([library]) => !checkedAgainstInstalled(library));
		expect(built.snippets).toEqual(committed);
		const used = new Set(committed.map((line) => line[5]));
		const packages = (m: typeof built) =>
			Object.fromEntries(
				Object.entries(m.packages)
					.filter(([k]) => used.has(k))
					.map(([k, v]) => [k, v.against === "package" ? { ...v, version: "installed" } : v]),
			);
		expect(packages(built)).toEqual(packages(SNIPPET_TYPE_CHECKS));
	});

	it("fails on a keyword, a method or an import name the library's signatures do not have", async () => {
		const ltx = find("diffusers", "Lightricks/LTX-Video");
		const llama = find("llama-cpp-python", "Qwen/Qwen2-0.5B-Instruct-GGUF");
		const mlxImage = find("mlx-image", "mlx-vision/resnet18-mlxim");
		const mutants = [
			mutant(ltx, /LTXImageToVideoPipeline/g, "LTXPipeline"),
			mutant(ltx, "prompt=prompt)", "prompts=prompt)"),
			mutant(llama, "create_chat_completion(messages=", "create_chat_completion(message="),
			mutant(llama, ".create_chat_completion(", ".create_chat("),
			mutant(mlxImage, "from mlxim.model import create_model", "from mlxim.model import make_model"),
			// A fork is checked against its own stub, in its own pyright run.
			mutant(find("yolov10", "jameslahm/yolov10n"), "import YOLOv10", "import YOLOv11"),
		];
		const run = await typecheckAgainstStubs(mutants);
		const [noClass, keyword, llamaKeyword, method, symbol, forkSymbol] = run.map((c) => c.problems.join("\n"));
		expect(forkSymbol).toMatch(/"YOLOv11" is unknown import symbol/);
		expect(noClass).toMatch(/"LTXPipeline" is unknown import symbol/);
		expect(keyword).toMatch(/No parameter named "prompts"/);
		expect(llamaKeyword).toMatch(/No parameter named "message"/);
		expect(method).toMatch(/Cannot access attribute "create_chat" for class "Llama"/);
		expect(symbol).toMatch(/"make_model" is unknown import symbol/);
	}, 300_000);

	it("fails on a snippet whose call the stub lacks", async () => {
		const llama = find("llama-cpp-python", "Qwen/Qwen2-0.5B-Instruct-GGUF");
		mutated = mkdtempSync(join(tmpdir(), "hubkit-stubs-"));
		cpSync(STUBS_DIR, mutated, { recursive: true });
		const file = join(mutated, "llama_cpp", "llama.pyi");
		const text = readFileSync(file, "utf8");
		const without = text.replace(/^ {4}def create_chat_completion\([^)]*\): \.\.\.\n/m, "");
		expect(without).not.toBe(text);
		writeFileSync(file, without);
		const [check] = await typecheckAgainstStubs([llama], undefined, mutated);
		expect(check?.problems.join("\n")).toMatch(/Cannot access attribute "create_chat_completion" for class "Llama"/);
	}, 300_000);
});
