/**
 * Merging a level-4 run into the verification manifest: a run of one runtime keeps the other's
 * lines, and a run over part of the catalogue replaces only the lines of the models it ran.
 */
import type { VerificationManifest } from "@hubkit/catalog";
import { describe, expect, it } from "vitest";
import { mergeManifest } from "../src/ml-manifest.js";

const existing: VerificationManifest = {
	libraries: {
		transformers: { library: "transformers", version: "5.18.0" },
		"transformers.js": { library: "@huggingface/transformers", version: "4.3.1" },
	},
	snippets: [
		["transformers", "a/one", 0, "h-one", "ran"],
		["transformers", "b/two", 0, "h-two", "ran"],
		["transformers.js", "a/one", 0, "h-js", "ran"],
	],
};

describe("mergeManifest", () => {
	it("a full run of a runtime replaces all its libraries' lines and keeps the other runtime's", () => {
		const fresh: VerificationManifest = {
			libraries: { transformers: { library: "transformers", version: "5.19.0" } },
			snippets: [["transformers", "b/two", 0, "h-two", "ran"]],
		};
		const merged = mergeManifest(existing, fresh, ["transformers"]);
		expect(merged.snippets.map((s) => `${s[0]}:${s[1]}`)).toEqual(["transformers:b/two", "transformers.js:a/one"]);
		expect(merged.libraries.transformers?.version).toBe("5.19.0");
	});

	it("a run over some models replaces only their lines: a model that no longer ran loses its line", () => {
		const fresh: VerificationManifest = {
			libraries: { transformers: { library: "transformers", version: "5.18.0" } },
			snippets: [["transformers", "c/three", 1, "h-three", "ran"]],
		};
		const merged = mergeManifest(existing, fresh, ["transformers"], ["a/one", "c/three"]);
		expect(merged.snippets.map((s) => `${s[0]}:${s[1]}#${s[2]}`)).toEqual([
			"transformers:b/two#0",
			"transformers:c/three#1",
			"transformers.js:a/one#0",
		]);
		expect(Object.keys(merged.libraries)).toEqual(["transformers", "transformers.js"]);
	});
});
