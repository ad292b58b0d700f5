/**
 * Which inference snippets level 3 runs. Running all of them would repeat the same program
 * shape thousands of times, so the lab runs, for every executable client: each (task,
 * provider, streaming) it supports with the default options, and each other option set once
 * per (chat or not, streaming). Every other snippet is still parsed and type-checked.
 */
import { EXECUTED_CLIENTS, type ExecItem } from "./exec/execute.js";
import type { InferenceCase } from "./inference-corpus.js";

export function isExecutable(s: { language: string; client: string }): boolean {
	return EXECUTED_CLIENTS.has(`${s.language}/${s.client}`);
}

export function selectForExecution(cases: readonly InferenceCase[]): ExecItem[] {
	const seen = new Set<string>();
	const out: ExecItem[] = [];
	for (const c of cases) {
		if (!c.call) continue;
		for (const snippet of c.snippets) {
			if (!isExecutable(snippet)) continue;
			const client = `${snippet.language}/${snippet.client}`;
			const key =
				c.optionSet === "default"
					? `${client}|${c.call.task}|${c.provider}|${c.call.streaming}`
					: `${client}|${c.optionSet}|${c.call.chat}|${c.call.streaming}`;
			if (seen.has(key)) continue;
			seen.add(key);
			out.push({ snippet, case: c });
		}
	}
	return out;
}
