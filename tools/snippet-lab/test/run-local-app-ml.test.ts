/**
 * Level 4, Node side: node-llama-cpp's local-app commands run as shown (bash, `npx -y
 * node-llama-cpp chat 'hf:…'`) against the installed node-llama-cpp on a tiny GGUF served by a
 * fake hub (src/local-app-ml.ts). One command of each kind runs in `npm test`; a command missing
 * its `hf:` scheme must fail. The manifest's local-app lines must match today's commands.
 */
import { SNIPPET_VERIFICATION, snippetHash } from "@hubkit/catalog";
import { beforeAll, describe, expect, it } from "vitest";
import { LLAMA_APP, llamaCommands, llamaReady, runLlamaCommands } from "../src/local-app-ml.js";
import { ensureMlEnv, type MlResult, mlVenvReady } from "../src/ml.js";
import type { LabSnippet } from "../src/types.js";

const commands = llamaCommands();
/** The first chat and the first estimate command. */
const subset = ["chat", "inspect estimate"]
	.map((verb) => commands.find((c) => c.code.includes(`node-llama-cpp ${verb} `)))
	.filter((c): c is LabSnippet => c !== undefined);
const chat = subset[0];
const mutant: LabSnippet | undefined = chat && { ...chat, id: `mutant:${chat.id}`, code: chat.code.replace("hf:", "") };

describe("the verification manifest's local-app lines", () => {
	it("match the commands the catalogue shows today (rerun `npm run lab -- --levels js-ml` when not)", () => {
		const byId = new Map(commands.map((c) => [c.id, c.code]));
		const stale = (SNIPPET_VERIFICATION.localApps ?? [])
			.filter(([app, model, n, hash]) => {
				const code = byId.get(`local-app:${app}:${model}#${n}`);
				return code === undefined || snippetHash(code) !== hash;
			})
			.map(([app, model, n]) => `${app}:${model}#${n}`);
		expect(stale).toEqual([]);
		for (const [app] of SNIPPET_VERIFICATION.localApps ?? []) {
			expect(SNIPPET_VERIFICATION.libraries[app]?.version, app).toMatch(/^\d+\.\d+/);
		}
	});
});

// The GGUF is written by the ML venv's `gguf`; node-llama-cpp comes from tools/fit-check/setup.sh.
const enabled = (mlVenvReady() && llamaReady()) || Boolean(process.env.CI);
if (!enabled) {
	console.warn(
		"level 4 (node-llama-cpp) skipped: run `bash tools/fit-check/setup.sh` and `bash tools/snippet-lab/scripts/setup-ml-env.sh`; in CI it always runs",
	);
}

let results: MlResult[] = [];

describe.skipIf(!enabled)(`level 4: ${LLAMA_APP} local-app commands run`, () => {
	beforeAll(async () => {
		ensureMlEnv();
		results = await runLlamaCommands(mutant ? [...subset, mutant] : subset);
	}, 600_000);

	it("chat and estimate through the hf: URI, offline", () => {
		expect(subset.map((c) => c.code)).toEqual([
			expect.stringMatching(/^npx -y node-llama-cpp chat 'hf:[^']+'\n$/),
			expect.stringMatching(/^npx -y node-llama-cpp inspect estimate 'hf:[^']+'\n$/),
		]);
		for (const r of results.filter((x) => !x.snippet.id.startsWith("mutant:"))) {
			expect(`${r.snippet.id}: ${r.status} ${r.reason}`).toBe(`${r.snippet.id}: passed `);
		}
		expect(results[0]?.stdout).toMatch(/AI: Hello from a tiny llama/);
		expect(results[1]?.stdout).toMatch(/Resolved config\s+100% compatibility/);
	});

	it("catch a command whose model URI lost its hf: scheme", () => {
		const r = results.find((x) => x.snippet.id === mutant?.id);
		expect(r?.status).toBe("failed");
		expect(r?.reason).toMatch(/Did you mean "hf:/);
	});
});
