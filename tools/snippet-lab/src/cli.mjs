#!/usr/bin/env node
// `npm run lab`: runs the snippet lab over the sample catalogue, prints the table per
// language × client and writes tools/snippet-lab/out/report.json. The lab is TypeScript
// that reads the workspace packages from their sources, so it is bundled first with esbuild
// (already installed at the root) into the git-ignored .work folder.
//
//   npm run lab                         every level
//   npm run lab -- --levels parse       only some levels (parse, typecheck, execute, ml)
//   npm run lab -- --levels ml          level 4 only: every library snippet of the ML libraries runs
//                                       for real; rewrites the verification manifest the catalogue ships
//   npm run lab -- --levels js-ml       level 4, Node side: every transformers.js snippet runs in Node on
//                                       tiny ONNX fixtures, every node-llama-cpp command on a tiny GGUF;
//                                       rewrites their part of the verification manifest
//   npm run lab -- --levels source      the Python library snippets of libraries not installable here,
//                                       type-checked with pyright against each library's source
//                                       (fetched into .work/src); rewrites the signature stubs from
//                                       those sources, then runs --levels stubs
//   npm run lab -- --levels stubs       the same snippets type-checked against the committed stubs
//                                       (tools/snippet-lab/stubs, no network); rewrites the type-check manifest
//   npm run lab -- --levels execute     level 3 only; over the whole catalogue it rewrites the record of
//                                       the inference snippets that ran (the inference badges)
//   npm run lab -- --levels coverage    how many library snippets of the sample catalogue ran, were
//                                       type-checked or only parsed, per library (the manifests as committed)
//   npm run lab -- --models 40          only the first N sample models
//   npm run lab -- --only 'whisper|t5'  only the sample models whose id matches (a regex, any case)
//   npm run lab -- --out file.json      write the report elsewhere
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const labDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const outfile = join(labDir, ".work", "lab.bundle.mjs");

function arg(name) {
	const i = process.argv.indexOf(`--${name}`);
	return i > 0 ? process.argv[i + 1] : undefined;
}

await build({
	entryPoints: [join(labDir, "src", "lab.ts")],
	outfile,
	bundle: true,
	platform: "node",
	format: "esm",
	target: "node20",
	conditions: ["@hubkit/source"],
	banner: {
		js: "import { createRequire as __labRequire } from 'node:module'; const require = __labRequire(import.meta.url);",
	},
	logLevel: "warning",
});
process.env.SNIPPET_LAB_DIR = labDir;
const lab = await import(pathToFileURL(outfile).href);
const { SAMPLE_MODELS } = lab;

const levels = arg("levels")?.split(",");
const only = arg("only");
// A part of the catalogue rewrites only its own models' lines of the verification manifest.
const limit = arg("models") ?? only;
const started = Date.now();
const onlyRe = only ? new RegExp(only, "i") : undefined;
const models = (arg("models") ? SAMPLE_MODELS.slice(0, Number(arg("models"))) : SAMPLE_MODELS).filter(
	(m) => !onlyRe || onlyRe.test(m.id),
);

// The verification manifest as shipped; each level-4 run below replaces its own libraries' part.
let manifest = lab.SNIPPET_VERIFICATION;

// Level 4 (library snippets run for real): with --levels ml, or by default when the ML venv exists.
if (levels ? levels.includes("ml") : lab.mlVenvReady()) {
	lab.ensureMlEnv();
	const snippets = lab.mlSnippets(models);
	const t0 = Date.now();
	const results = await lab.runMlSnippets(snippets, SAMPLE_MODELS);
	const passed = results.filter((r) => r.status === "passed").length;
	console.log(lab.formatMlReport(results, SAMPLE_MODELS));
	console.log(
		`\nlevel 4: ${passed}/${results.length} Python library snippets of the ML libraries ran and passed (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
	);
	const fresh = lab.buildManifest(results, lab.installedVersions());
	manifest = lab.mergeManifest(manifest, fresh, lab.ML_LIBRARIES, limit ? models.map((m) => m.id) : undefined);
	lab.writeManifest(manifest);
	console.log(
		`wrote packages/catalog/src/libraries/verification-data.ts${limit ? ` (the lines of these ${models.length} models)` : ""}`,
	);
	if (results.some((r) => r.status === "failed")) process.exitCode = 1;
	if (levels?.length === 1) process.exit();
} else if (!levels) {
	console.log("level 4 skipped: no ML venv (bash tools/snippet-lab/scripts/setup-ml-env.sh)\n");
}

// Level 4, Node side (transformers.js snippets in Node, node-llama-cpp's local-app commands):
// with --levels js-ml, or by default when the runtimes exist.
if (levels ? levels.includes("js-ml") : lab.jsMlReady() && lab.mlVenvReady()) {
	lab.ensureMlEnv();
	lab.ensureJsMl();
	const t0 = Date.now();
	const results = await lab.runJsMlSnippets(lab.jsMlSnippets(models), SAMPLE_MODELS);
	const versions = { "@huggingface/transformers": lab.jsMlVersion() };
	const ran = ["transformers.js"];
	const passed = results.filter((r) => r.status === "passed").length;
	console.log(
		`\nlevel 4 (Node): ${passed}/${results.length} transformers.js snippets ran and passed with @huggingface/transformers ${lab.jsMlVersion()}`,
	);
	if (lab.llamaReady()) {
		const commands = lab.llamaCommands().filter((c) => models.some((m) => m.id === c.modelId));
		const llama = await lab.runLlamaCommands(commands);
		results.push(...llama);
		versions["node-llama-cpp"] = lab.llamaVersion();
		ran.push("node-llama-cpp");
		const ok = llama.filter((r) => r.status === "passed").length;
		console.log(
			`level 4 (Node): ${ok}/${llama.length} node-llama-cpp commands ran and passed with node-llama-cpp ${lab.llamaVersion()}`,
		);
	} else {
		console.log("level 4 (Node): node-llama-cpp commands skipped: not installed (bash tools/fit-check/setup.sh)");
	}
	console.log(lab.formatMlReport(results, SAMPLE_MODELS));
	console.log(`(${((Date.now() - t0) / 1000).toFixed(0)} s)`);
	manifest = lab.mergeManifest(
		manifest,
		lab.buildManifest(results, versions),
		ran,
		limit ? models.map((m) => m.id) : undefined,
	);
	lab.writeManifest(manifest);
	console.log(`wrote packages/catalog/src/libraries/verification-data.ts (${ran.join(", ")} entries)`);
	if (results.some((r) => r.status === "failed")) process.exitCode = 1;
	if (levels?.every((l) => l === "ml" || l === "js-ml")) process.exit();
} else if (!levels) {
	console.log("level 4 (Node) skipped: no transformers.js runtime (bash tools/snippet-lab/js-ml/setup.sh)\n");
}

// The share of library snippets at each level over the sample catalogue, as the API reports it
// (from the committed manifests; runs nothing).
if (levels?.includes("coverage")) {
	console.log(lab.formatCoverage(lab.verificationCoverage(models)));
	if (levels.length === 1) process.exit();
}

// Type-check against the libraries' own sources: only when asked (it needs their repositories).
// `source` also rewrites the committed signature stubs from those sources; `stubs` checks the
// snippets against the committed stubs (no network: what CI repeats) and rewrites the manifest.
if (levels?.includes("source")) {
	const t0 = Date.now();
	const checked = await lab.typecheckAgainstSources(lab.sourceSnippets(models));
	console.log(lab.formatSourceReport(checked));
	const clean = checked.checks.filter((c) => c.source && c.problems.length === 0).length;
	const total = checked.checks.filter((c) => c.source).length;
	console.log(
		`\nsource: ${clean}/${total} library snippets type-checked clean against their library's source (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
	);
	if (!limit) {
		const present = [...new Set(Object.values(lab.LIBRARY_SOURCES).flat())].filter((s) => !lab.ensureSource(s));
		const written = lab.writeStubs(present, lab.stubSnippets(SAMPLE_MODELS));
		for (const [module, w] of Object.entries(written))
			if (w.missing.length > 0) console.log(`  stub ${module}: not in the source: ${w.missing.join(", ")}`);
		console.log(`wrote the stubs of ${Object.keys(written).length} packages in tools/snippet-lab/stubs`);
	}
	if (clean < total || checked.missing.length > 0) process.exitCode = 1;
}
if (levels?.includes("source") || levels?.includes("stubs")) {
	const t0 = Date.now();
	const checks = await lab.typecheckAgainstStubs(lab.stubSnippets(models));
	// The installed libraries' snippets that could not run, against the real packages (ML venv).
	if (lab.mlVenvReady()) checks.push(...(await lab.typecheckAgainstInstalled(lab.installedCheckSnippets(models))));
	else
		console.log(
			"installed libraries' snippets not type-checked: no ML venv (bash tools/snippet-lab/scripts/setup-ml-env.sh)",
		);
	if (lab.jsMlReady()) checks.push(...(await lab.typecheckJsAgainstInstalled(lab.installedJsCheckSnippets(models))));
	else console.log("transformers.js snippets not type-checked: no install (bash tools/snippet-lab/js-ml/setup.sh)");
	console.log(lab.formatStubReport(checks));
	const checked = checks.filter((c) => c.target.module !== undefined);
	const clean = checked.filter((c) => c.problems.length === 0).length;
	console.log(
		`\nstubs: ${clean}/${checked.length} library snippets type-checked clean against the committed stubs or the installed packages, ${checks.length - checked.length} not checked (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
	);
	if (!limit) {
		lab.writeTypeCheckManifest(lab.buildStubManifest(checks, undefined, lab.checkedPackageVersion));
		console.log("wrote packages/catalog/src/libraries/verification-source-data.ts");
	}
	const unknown = checked.filter((c) => c.problems.length > 0 && !lab.knownDefect(c.target.snippet.id));
	if (unknown.length > 0) process.exitCode = 1;
	if (levels.every((l) => ["source", "stubs", "ml", "js-ml"].includes(l))) process.exit();
}

const result = await lab.runLab({
	levels: levels?.filter((l) => !["ml", "js-ml", "source", "stubs"].includes(l)),
	models: limit ? models : undefined,
});
console.log(lab.formatTable(result.report));
console.log(
	[
		"",
		"notes: fal_client and the library snippets are parsed and linted here (those of the ML libraries,",
		`       ${lab.ML_LIBRARIES.join(", ")}, also run for real: --levels ml); languages without a parser here (csharp, …) are counted, not parsed; level 3 runs`,
		"       every executable client once per task × provider × streaming (default options) and once per",
		"       other option set; `failed` counts a snippet once whatever the level (see known deviations in",
		"       tools/snippet-lab/src/known.ts).",
	].join("\n"),
);
// What level 3 ran over the whole catalogue, with the clients' versions: the inference badges' record.
if ((!levels || levels.includes("execute")) && !limit) {
	const clients = new Set(result.executed.map((r) => `${r.snippet.language}/${r.snippet.client}`));
	const cases = lab.inferenceCases(SAMPLE_MODELS);
	lab.writeInferenceManifest(lab.buildInferenceManifest(result.executed, cases, lab.clientVersions(clients)));
	console.log("wrote packages/hub-core/src/inference-verification-data.ts");
}
const out = resolve(arg("out") ?? join(labDir, "out", "report.json"));
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(result.report, null, 2)}\n`);
console.log(`\nwrote ${out} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
if (result.failures.length > 0) {
	console.log(`\n${result.failures.length} failures; the first ones:`);
	for (const f of result.failures.slice(0, 30)) console.log(`  [${f.level}] ${f.id}: ${f.message.slice(0, 300)}`);
	process.exitCode = 1;
}
