// Inference snippets: corpus size, µs per getInferenceSnippets call over the sample catalogue
// × providers, calls per second, the minified + gzipped size of a bundle importing only
// getInferenceSnippets, and the cold import time of the package in a fresh Node process.
import { execFileSync } from "node:child_process";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

async function bundleSize() {
	const result = await build({
		stdin: {
			contents: 'export { getInferenceSnippets } from "@hubkit/inference-snippets";',
			resolveDir: process.cwd(),
			loader: "js",
		},
		bundle: true,
		minify: true,
		write: false,
		format: "esm",
		platform: "neutral",
		mainFields: ["module", "main"],
		conditions: ["import"],
		logLevel: "silent",
	});
	const code = result.outputFiles[0].contents;
	return { minified: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

function coldImport() {
	const runs = [];
	for (let i = 0; i < 5; i++) {
		const out = execFileSync(process.execPath, [
			"--input-type=module",
			"-e",
			"const t=performance.now(); await import('@hubkit/inference-snippets'); console.log(performance.now()-t)",
		]);
		runs.push(Number(out.toString()));
	}
	runs.sort((a, b) => a - b);
	return runs[2];
}

export default async function bench() {
	const { getInferenceSnippets, INFERENCE_PROVIDERS, providerSupports, providerTask, setLogger } = await import(
		"@hubkit/inference-snippets"
	);
	const { SAMPLE_MODELS } = await import("@hubkit/sample-models");
	setLogger({ error: () => {} });

	// Every (model, provider) pair where the provider serves the model's task, `auto` included.
	const pairs = [];
	for (const model of SAMPLE_MODELS) {
		const task = providerTask(model);
		if (!task) continue;
		const mappings = model.inferenceProviderMapping ?? [];
		for (const provider of ["auto", ...INFERENCE_PROVIDERS]) {
			if (provider !== "auto" && !providerSupports(provider, task)) continue;
			const entry = mappings.find((m) => m.provider === provider);
			pairs.push([model, provider, entry ? { ...entry, hfModelId: model.id } : undefined]);
		}
	}
	const call = ([model, provider, mapping]) => {
		try {
			return getInferenceSnippets(model, provider, mapping).length;
		} catch {
			return 0; // documented validation errors (e.g. a fal endpoint id that is not owner/name)
		}
	};
	// Every call renders from scratch (there is no cross-call cache): the first pass is warm-up.
	let snippets = 0;
	for (const p of pairs) snippets += call(p);
	const rounds = Math.max(3, Math.ceil(60_000 / Math.max(pairs.length, 1)));
	const cpu0 = process.cpuUsage();
	const t = performance.now();
	for (let r = 0; r < rounds; r++) for (const p of pairs) call(p);
	const ms = performance.now() - t;
	const cpu = process.cpuUsage(cpu0);
	const calls = rounds * pairs.length;
	const us = (ms * 1000) / calls;
	const size = await bundleSize();
	return {
		name: "inference-snippets",
		rows: [
			{
				metric: "corpus",
				value: SAMPLE_MODELS.length,
				unit: "models",
				note: `${pairs.length} (model, provider) pairs, ${snippets} snippets per pass`,
			},
			{
				metric: "getInferenceSnippets",
				value: us,
				unit: "µs/call",
				note: `${calls} calls, no cross-call cache; target <= 15`,
			},
			{
				metric: "getInferenceSnippets, CPU time",
				value: (cpu.user + cpu.system) / calls,
				unit: "µs/call",
				note: "the same calls; on a shared machine wall time also counts waiting for a core",
			},
			{ metric: "throughput", value: Math.round(1e6 / us), unit: "calls/s" },
			{ metric: "bundle (getInferenceSnippets only), minified", value: size.minified / 1024, unit: "KB" },
			{ metric: "bundle (getInferenceSnippets only), gzip", value: size.gzip / 1024, unit: "KB", note: "target < 25" },
			{ metric: "cold import @hubkit/inference-snippets (median of 5)", value: coldImport(), unit: "ms" },
		],
	};
}
