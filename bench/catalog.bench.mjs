// Cold import of @hubkit/catalog in a fresh Node process, and countsAsDownload throughput.
import { execFileSync } from "node:child_process";

export default async function bench() {
	const cold = [];
	for (let i = 0; i < 5; i++) {
		const out = execFileSync(process.execPath, [
			"--input-type=module",
			"-e",
			"const t=performance.now(); await import('@hubkit/catalog'); console.log(performance.now()-t)",
		]);
		cold.push(Number(out.toString()));
	}
	cold.sort((a, b) => a - b);
	const { countsAsDownload, LIBRARY_IDS } = await import("@hubkit/catalog");
	const paths = ["config.json", "model.safetensors", "weights/model.gguf", "checkpoints/last.pt", "README.md"];
	const n = 200_000;
	const t = performance.now();
	let hits = 0;
	for (let i = 0; i < n; i++)
		if (countsAsDownload(LIBRARY_IDS[i % LIBRARY_IDS.length], paths[i % paths.length])) hits++;
	const us = ((performance.now() - t) * 1000) / n;
	return {
		name: "catalog",
		rows: [
			{ metric: "cold import @hubkit/catalog (median of 5)", value: cold[2], unit: "ms" },
			{ metric: "countsAsDownload", value: us, unit: "µs/call", note: `${n} calls, ${hits} counted` },
		],
	};
}
