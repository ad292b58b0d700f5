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
//   npm run lab -- --models 40          only the first N sample models
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
const limit = arg("models");
const started = Date.now();
const models = limit ? SAMPLE_MODELS.slice(0, Number(limit)) : SAMPLE_MODELS;

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
	if (!limit) {
		lab.writeManifest(lab.buildManifest(results, lab.installedVersions()));
		console.log("wrote packages/catalog/src/libraries/verification-data.ts");
	}
	if (results.some((r) => r.status === "failed")) process.exitCode = 1;
	if (levels?.length === 1) process.exit();
} else if (!levels) {
	console.log("level 4 skipped: no ML venv (bash tools/snippet-lab/scripts/setup-ml-env.sh)\n");
}

const result = await lab.runLab({
	levels: levels?.filter((l) => l !== "ml"),
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
const out = resolve(arg("out") ?? join(labDir, "out", "report.json"));
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(result.report, null, 2)}\n`);
console.log(`\nwrote ${out} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
if (result.failures.length > 0) {
	console.log(`\n${result.failures.length} failures; the first ones:`);
	for (const f of result.failures.slice(0, 30)) console.log(`  [${f.level}] ${f.id}: ${f.message.slice(0, 300)}`);
	process.exitCode = 1;
}
