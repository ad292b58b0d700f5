/**
 * The "source" level: pyright against the libraries' own sources. The pure parts (which
 * diagnostics count, the annotation a dispatching pipeline factory gets) always run; the pyright
 * run needs the repositories under .work/src (`npm run lab -- --levels source` fetches them), which
 * CI cannot fetch, so it runs only where they are, on mutants of real snippets showing each
 * kind of defect it must catch (the defects the issue found in diffusers by hand).
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ModelRecord } from "@hubkit/catalog";
import { getSampleModel } from "@hubkit/sample-models";
import { describe, expect, it } from "vitest";
import {
	isLibraryDiagnostic,
	LIBRARY_SOURCES,
	SOURCES_DIR,
	sourceDir,
	sourceLicence,
	sourceSnippets,
	typecheckAgainstSources,
	typingView,
} from "../src/typecheck-source.js";
import type { LabSnippet } from "../src/types.js";

describe("which pyright diagnostics are about the library under test", () => {
	it("ignores unresolved dependencies but not an unresolved module of the library", () => {
		expect(isLibraryDiagnostic({ rule: "reportMissingImports", message: 'Import "torch" could not be resolved' })).toBe(
			false,
		);
		expect(
			isLibraryDiagnostic({ rule: "reportMissingImports", message: 'Import "diffusers.nope" could not be resolved' }),
		).toBe(true);
	});

	it("reports unknown names and rejected calls, not the alternatives of a union return", () => {
		expect(isLibraryDiagnostic({ rule: "reportCallIssue", message: 'No parameter named "image"' })).toBe(true);
		expect(
			isLibraryDiagnostic({
				rule: "reportAttributeAccessIssue",
				message: '"NopePipeline" is unknown import symbol',
			}),
		).toBe(true);
		expect(
			isLibraryDiagnostic({
				rule: "reportAttributeAccessIssue",
				message: 'Cannot access attribute "images" for class "tuple[Unknown]"',
			}),
		).toBe(false);
		expect(isLibraryDiagnostic({ rule: "reportOptionalMemberAccess", message: '"x" is not a known attribute' })).toBe(
			false,
		);
	});
});

describe("where a library's source is extracted", () => {
	it("gives each package of a repository that holds two its own folder, so both are extracted", () => {
		const [mlx] = LIBRARY_SOURCES.cartesia_mlx ?? [];
		const [torch] = LIBRARY_SOURCES.cartesia_pytorch ?? [];
		expect(mlx?.repo).toBe(torch?.repo);
		expect(mlx && sourceDir(mlx)).not.toBe(torch && sourceDir(torch));
		const [diffusers] = LIBRARY_SOURCES.diffusers ?? [];
		expect(diffusers && sourceDir(diffusers)).toBe(join(SOURCES_DIR, "huggingface+diffusers"));
	});
});

describe("the licence a stub header states", () => {
	it("is read from a licence file named with a suffix (LVFace's LICENSE_CODE.txt)", () => {
		const fixture = { repo: "hubkit-test/licence-suffix", root: ".", module: "m", pip: "m" };
		const dir = sourceDir(fixture);
		mkdirSync(dir, { recursive: true });
		try {
			writeFileSync(join(dir, "LICENSE_CODE.txt"), "MIT License\n\nPermission is hereby granted, free of charge, …\n");
			expect(sourceLicence(fixture)).toBe("MIT");
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});
});

describe("the pipeline class pyright checks a DiffusionPipeline call against", () => {
	const lookup = (id: string): ModelRecord | undefined => getSampleModel(id);

	it("is the class a sample record declares when the snippet loads that repository (its own, a LoRA's base)", () => {
		const code = 'pipe = DiffusionPipeline.from_pretrained("black-forest-labs/FLUX.1-dev", dtype=torch.bfloat16)\n';
		const view = typingView(code, lookup);
		expect(view).toContain('pipe: "diffusers.FluxPipeline" = DiffusionPipeline.from_pretrained(');
		expect(view.split("\n")[0]).toContain("pipe:");
	});

	it("is Any for a repository the lab knows nothing of, or an AutoPipeline", () => {
		expect(typingView('pipe = DiffusionPipeline.from_pretrained("a/base")\n', lookup)).toContain('pipe: "typing.Any"');
		expect(
			typingView('pipe = AutoPipelineForText2Image.from_pretrained(\n    "black-forest-labs/FLUX.1-dev"\n)\n', lookup),
		).toContain('pipe: "typing.Any"');
		expect(typingView("print(1)\n", lookup)).toBe("print(1)\n");
	});
});

const present = Object.values(LIBRARY_SOURCES)
	.flat()
	.filter((s) => existsSync(join(sourceDir(s), ".commit")));
const ready = existsSync(SOURCES_DIR) && present.some((s) => s.module === "diffusers");
if (!ready) console.warn("source level skipped: no library sources in .work/src (npm run lab -- --levels source)");

describe.runIf(ready)("pyright against the sources catches", () => {
	const all = sourceSnippets();
	const find = (lib: string, model: string) => {
		const s = all.find((x) => x.client === lib && x.modelId === model);
		if (!s) throw new Error(`${lib}:${model} missing`);
		return s;
	};
	const mutant = (s: LabSnippet, from: string | RegExp, to: string): LabSnippet => {
		const code = s.code.replace(from, to);
		expect(code, `${s.id} has ${from}`).not.toBe(s.code);
		return { ...s, id: `mutant:${s.id}:${to}`, code };
	};

	it("the known defects (a pipeline without `image`, a wrong keyword, an unknown class or function)", async () => {
		const ltx = find("diffusers", "Lightricks/LTX-Video");
		const mlxImage = find("mlx-image", "mlx-vision/resnet18-mlxim");
		const llama = find("llama-cpp-python", "Qwen/Qwen2-0.5B-Instruct-GGUF");
		const mutants = [
			// LTXPipeline takes no `image` (the first defect the issue lists)
			mutant(ltx, /LTXImageToVideoPipeline/g, "LTXPipeline"),
			mutant(ltx, "prompt=prompt)", "prompts=prompt)"),
			mutant(llama, "create_chat_completion(messages=", "create_chat_completion(message="),
			mutant(mlxImage, "from mlxim.model import create_model", "from mlxim.model import make_model"),
		];
		const run = await typecheckAgainstSources([ltx, ...mutants]);
		const problems = new Map(run.checks.map((c) => [c.snippet.id, c.problems.join("\n")]));
		expect(problems.get(ltx.id)).toBe("");
		const [noImage, keyword, method, symbol] = mutants.map((m) => problems.get(m.id) ?? "");
		expect(noImage).toMatch(/No parameter named "image"/);
		expect(keyword).toMatch(/No parameter named "prompts"/);
		expect(method).toMatch(/No parameter named "message"/);
		expect(symbol).toMatch(/"make_model" is unknown import symbol/);
	}, 300_000);
});
