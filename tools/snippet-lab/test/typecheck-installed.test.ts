/**
 * The "installed" check: the snippets of the libraries the lab installs that could not run are
 * type-checked against the real packages in the ML venv. The committed manifest must hold what the
 * check gives today, and the check must fail on a name the package does not define.
 */
import { SNIPPET_TYPE_CHECKS } from "@hubkit/catalog";
import { beforeAll, describe, expect, it } from "vitest";
import { jsMlReady } from "../src/js-ml.js";
import { mlVenvReady } from "../src/ml.js";
import type { PyrightDiagnostic } from "../src/typecheck.js";
import {
	checkedAgainstInstalled,
	installedCheckSnippets,
	installedJsCheckSnippets,
	isInstalledDiagnostic,
	typecheckAgainstInstalled,
	typecheckJsAgainstInstalled,
} from "../src/typecheck-installed.js";
import type { StubCheck } from "../src/typecheck-stubs.js";
import { buildStubManifest } from "../src/typecheck-stubs.js";
import type { LabSnippet } from "../src/types.js";

const diagnostic = (rule: string, message: string, line: number): PyrightDiagnostic => ({
	file: "s0.py",
	severity: "error",
	message,
	rule,
	range: { start: { line } },
});

describe("what the installed check judges", () => {
	it("a missing name of the library is a defect; an unresolved other package is not", () => {
		const missing = diagnostic("reportMissingImports", 'Import "transformers.nope" could not be resolved', 1);
		const torch = diagnostic("reportMissingImports", 'Import "torchcodec" could not be resolved', 1);
		expect(isInstalledDiagnostic(missing, [missing], "transformers")).toBe(true);
		expect(isInstalledDiagnostic(torch, [torch], "transformers")).toBe(false);
	});

	it("'no overload matches' is judged only when no argument type is named the mismatch on its line", () => {
		const overload = diagnostic("reportCallIssue", 'No overloads for "__call__" match the provided arguments', 21);
		const argument = diagnostic("reportArgumentType", 'Argument of type "list[dict[str, str]]" …', 21);
		const elsewhere = diagnostic("reportArgumentType", 'Argument of type "int" …', 3);
		expect(isInstalledDiagnostic(overload, [overload, argument], "transformers")).toBe(false);
		expect(isInstalledDiagnostic(overload, [overload, elsewhere], "transformers")).toBe(true);
	});

	it("a method pyright cannot bind to an annotation's placeholder class is not judged; a missing method is", () => {
		const bind = diagnostic(
			"reportAttributeAccessIssue",
			'Cannot access attribute "generate" for class "_BaseModelWithGenerate"\n  Could not bind method "generate" because …',
			30,
		);
		const absent = diagnostic(
			"reportAttributeAccessIssue",
			'Cannot access attribute "generat" for class "LlavaForConditionalGeneration"',
			30,
		);
		expect(isInstalledDiagnostic(bind, [bind], "transformers")).toBe(false);
		expect(isInstalledDiagnostic(absent, [absent], "transformers")).toBe(true);
	});
});

// Runs where the ML venv is (CI installs it); skipped with a message elsewhere.
const enabled = mlVenvReady() || Boolean(process.env.CI);
if (!enabled)
	console.warn(
		"installed check skipped: the ML venv is absent (run `bash tools/snippet-lab/scripts/setup-ml-env.sh`); in CI it always runs",
	);

describe.runIf(enabled)("pyright against the installed libraries", () => {
	const snippets = installedCheckSnippets();
	let checks: StubCheck[] = [];
	beforeAll(async () => {
		checks = await typecheckAgainstInstalled(snippets);
	}, 600_000);

	it("checks the snippets that did not run, and finds no problem in them", () => {
		expect(snippets.length).toBeGreaterThan(0);
		expect(checks.filter((c) => c.problems.length > 0).map((c) => `${c.target.snippet.id}: ${c.problems}`)).toEqual([]);
	});

	it("gives the committed type-check manifest's Python lines of those libraries (run `npm run lab -- --levels stubs`)", () => {
		const built = buildStubManifest(checks, undefined, () => "installed");
		const committed = SNIPPET_TYPE_CHECKS.snippets.filter(
			([library]) => checkedAgainstInstalled(library) && library !== "transformers.js",
		);
		expect(built.snippets).toEqual(committed);
		for (const pip of Object.keys(built.packages))
			expect(SNIPPET_TYPE_CHECKS.packages[pip], pip).toMatchObject({ library: pip, against: "package" });
	});

	it("fails on a class or a method the installed package does not define", async () => {
		const video = snippets.find((s) => /AutoModelForVideoClassification\b/.test(s.code));
		const chat = snippets.find((s) => s.client === "transformers" && /\bmodel\.generate\(/.test(s.code));
		if (!video || !chat) throw new Error("no video-classification or generate snippet among the checked ones");
		const mutant = (s: LabSnippet, from: string, to: string): LabSnippet => ({
			...s,
			id: `${s.id}-mutant`,
			code: s.code.replaceAll(from, to),
		});
		const [noClass, noMethod] = await typecheckAgainstInstalled([
			mutant(video, "AutoModelForVideoClassification", "AutoModelForVideoClassifier"),
			mutant(chat, "model.generate(", "model.generat("),
		]);
		expect(noClass?.problems.join("\n")).toMatch(/"AutoModelForVideoClassifier" is unknown import symbol/);
		// A torch module answers any unknown attribute through `__getattr__` (a Tensor or a Module),
		// so the misspelt method is caught where it is called.
		expect(noMethod?.problems.join("\n")).toMatch(/Object of type "Tensor" is not callable/);
	}, 300_000);
});

const jsEnabled = jsMlReady() || Boolean(process.env.CI);
if (!jsEnabled)
	console.warn("transformers.js check skipped: run `bash tools/snippet-lab/js-ml/setup.sh`; in CI it always runs");

describe.runIf(jsEnabled)("tsc against the installed transformers.js", () => {
	const snippets = installedJsCheckSnippets();
	let checks: StubCheck[] = [];
	beforeAll(async () => {
		checks = await typecheckJsAgainstInstalled(snippets);
	}, 300_000);

	it("checks the snippets that did not run but kokoro-js's, finds no problem, and gives the committed lines", () => {
		expect(snippets.length).toBeGreaterThan(0);
		expect(snippets.some((s) => s.code.includes("kokoro-js"))).toBe(false);
		expect(checks.filter((c) => c.problems.length > 0).map((c) => `${c.target.snippet.id}: ${c.problems}`)).toEqual([]);
		const built = buildStubManifest(checks, undefined, () => "installed");
		expect(built.snippets).toEqual(SNIPPET_TYPE_CHECKS.snippets.filter(([library]) => library === "transformers.js"));
	});

	it("fails on a task or a class transformers.js does not have", async () => {
		const asr = snippets.find((s) => s.code.includes('"automatic-speech-recognition"'));
		const bare = snippets.find((s) => /\bAutoModel\b/.test(s.code));
		if (!asr || !bare) throw new Error("no speech-recognition or bare-model snippet among the checked ones");
		const [task, name] = await typecheckJsAgainstInstalled([
			{
				...asr,
				id: `${asr.id}-mutant`,
				code: asr.code.replace('"automatic-speech-recognition"', '"speech-recognition"'),
			},
			{ ...bare, id: `${bare.id}-mutant`, code: bare.code.replaceAll("AutoModel", "AutoModelX") },
		]);
		expect(task?.problems.join("\n")).toMatch(/not assignable to parameter of type 'PipelineType'/);
		expect(name?.problems.join("\n")).toMatch(/no exported member named 'AutoModelX'/);
	}, 300_000);
});
