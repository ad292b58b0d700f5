/**
 * The verification manifest the catalogue ships (written by `npm run lab -- --levels ml`) must
 * describe today's snippets: an entry whose snippet a generator has changed since is stale, and
 * the badge would claim a run that never happened.
 */
import { getSampleModel } from "@hubkit/sample-models";
import { describe, expect, it } from "vitest";
import { LIBRARIES, SNIPPET_VERIFICATION, snippetHash, snippetVerification } from "../src/index.js";

describe("the verification manifest", () => {
	it("matches the snippets the generators write today (rerun `npm run lab -- --levels ml` when not)", () => {
		const stale: string[] = [];
		for (const [lib, modelId, index, hash] of SNIPPET_VERIFICATION.snippets) {
			const model = getSampleModel(modelId);
			const gen = Object.hasOwn(LIBRARIES, lib) ? LIBRARIES[lib as keyof typeof LIBRARIES].snippets : undefined;
			const code = model && gen ? gen(model)[index] : undefined;
			if (code === undefined || snippetHash(code) !== hash) stale.push(`${lib}:${modelId}#${index}`);
		}
		expect(stale).toEqual([]);
	});

	it("names the library and version of every library with a snippet that ran", () => {
		for (const [lib] of SNIPPET_VERIFICATION.snippets) {
			expect(SNIPPET_VERIFICATION.libraries[lib]?.version, lib).toMatch(/^\d+\.\d+/);
		}
	});

	it("gives each listed snippet `ran`, and a snippet that never ran `parsed`", () => {
		const first = SNIPPET_VERIFICATION.snippets[0];
		if (first) {
			const [lib, modelId, index] = first;
			const model = getSampleModel(modelId);
			const gen = LIBRARIES[lib as keyof typeof LIBRARIES].snippets;
			const code = model && gen ? (gen(model)[index] ?? "") : "";
			expect(snippetVerification(lib, code).level).toBe("ran");
			expect(snippetVerification(lib, `${code}\n# edited`).level).toBe("parsed");
		}
		expect(snippetVerification("diffusers", "print(1)\n")).toEqual({ level: "parsed" });
	});
});
