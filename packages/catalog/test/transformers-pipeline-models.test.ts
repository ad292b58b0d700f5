/**
 * The table of which architectures each transformers pipeline runs (transformers-pipeline-models.ts)
 * is generated from transformers' own source: it must match the transformers the snippet lab runs
 * the snippets with, or the transformers snippet would offer `pipeline()` to a model it cannot run
 * (or withhold it from one it can). Skipped where the lab's ML environment is not installed.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { PIPELINE_CALLS, pipelineTask } from "../src/libraries/snippets/transformers-pipeline-inputs.js";
import * as TABLE from "../src/libraries/snippets/transformers-pipeline-models.js";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const venv = process.env.SNIPPET_LAB_ML_VENV ?? `${root}tools/snippet-lab/.venv-ml`;
const python = `${venv}/bin/python`;
const script = `${root}packages/catalog/scripts/transformers-pipeline-models.py`;

describe("the transformers pipeline table", () => {
	// The script lists the tasks to read in Python (it runs alone); a pipeline call with no row
	// would never be offered, so both lists must name the same tasks.
	it("has a row for every pipeline task the snippets call, and none besides", () => {
		const called = [...new Set(Object.keys(PIPELINE_CALLS).map(pipelineTask))].sort();
		expect(Object.keys(TABLE.PIPELINE_AUTO_CLASSES).sort()).toEqual(called);
	});

	it.skipIf(!existsSync(python))(
		"matches the installed transformers (rerun packages/catalog/scripts/transformers-pipeline-models.py when not)",
		() => {
			const out = execFileSync(python, [script, "--json"], {
				cwd: root,
				encoding: "utf8",
				stdio: ["ignore", "pipe", "ignore"],
			});
			const { version, ...generated } = JSON.parse(out) as Record<string, unknown> & { version: string };
			expect({ ...TABLE }, `transformers ${version}`).toEqual(generated);
		},
		180_000,
	);
});
