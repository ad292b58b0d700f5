/**
 * The verification manifest the catalogue ships (written by `npm run lab -- --levels ml`) must
 * describe today's snippets: an entry whose snippet a generator has changed since is stale, and
 * the badge would claim a run that never happened.
 */
import { getSampleModel } from "@hubkit/sample-models";
import { describe, expect, it } from "vitest";
import {
	LIBRARIES,
	pipFloor,
	SNIPPET_LIBRARY_FLOORS,
	SNIPPET_TYPE_CHECKS,
	SNIPPET_VERIFICATION,
	snippetHash,
	snippetVerification,
} from "../src/index.js";

/** Entries whose snippet the generators no longer write with the same text. */
function staleEntries(entries: readonly (readonly [string, string, number, string, ...unknown[]])[]): string[] {
	const stale: string[] = [];
	for (const [lib, modelId, index, hash] of entries) {
		const model = getSampleModel(modelId);
		const gen = Object.hasOwn(LIBRARIES, lib) ? LIBRARIES[lib as keyof typeof LIBRARIES].snippets : undefined;
		const code = model && gen ? gen(model)[index] : undefined;
		if (code === undefined || snippetHash(code) !== hash) stale.push(`${lib}:${modelId}#${index}`);
	}
	return stale;
}

describe("the verification manifest", () => {
	it("matches the snippets the generators write today (rerun `npm run lab -- --levels ml` when not)", () => {
		expect(staleEntries(SNIPPET_VERIFICATION.snippets)).toEqual([]);
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

	it("says a snippet running the repository's own code is unverifiable, not merely parsed", () => {
		const model = getSampleModel("jinaai/jina-embeddings-v3");
		const gen = LIBRARIES.transformers.snippets;
		const code = model && gen ? (gen(model)[0] ?? "") : "";
		expect(code).toContain("trust_remote_code=True");
		expect(snippetVerification("transformers", code)).toEqual({ level: "needs-remote-code" });
		expect(snippetVerification("transformers", code.replace("trust_remote_code=True", ""))).toEqual({
			level: "parsed",
		});
	});
});

describe("the type-check manifest (pyright against the sources of libraries not installable here)", () => {
	it("matches the snippets the generators write today (rerun `npm run lab -- --levels source` when not)", () => {
		expect(staleEntries(SNIPPET_TYPE_CHECKS.snippets)).toEqual([]);
	});

	it("names the package and version each snippet was checked against", () => {
		for (const [lib, modelId, , , level, pkg] of SNIPPET_TYPE_CHECKS.snippets) {
			expect(level).toBe("type-checked");
			// A release version, or for a library that has none, the commit its stub was read at.
			expect(SNIPPET_TYPE_CHECKS.packages[pkg]?.version, `${lib}:${modelId}`).toMatch(
				/^(\d+\.\d+|git-[0-9a-f]{7,40}$)/,
			);
		}
	});

	it("gives a type-checked snippet its package and version, and an edited one `parsed`", () => {
		const first = SNIPPET_TYPE_CHECKS.snippets.find(([lib]) => lib === "diffusers");
		expect(first, "diffusers snippets are type-checked").toBeDefined();
		if (!first) return;
		const [lib, modelId, index, , , pkg] = first;
		const model = getSampleModel(modelId);
		const code = model ? (LIBRARIES.diffusers.snippets?.(model)[index] ?? "") : "";
		expect(snippetVerification(lib, code)).toEqual({
			level: "type-checked",
			library: pkg,
			version: SNIPPET_TYPE_CHECKS.packages[pkg]?.version,
			against: "signatures",
		});
		expect(snippetVerification(lib, `${code}\n# edited`).level).toBe("parsed");
	});

	it("prefers `ran` over `type-checked` for the same text", () => {
		const text = "print(1)\n";
		const ran = {
			libraries: { x: { library: "x", version: "1.0" } },
			snippets: [["x", "a/b", 0, snippetHash(text), "ran"]] as const,
		};
		const checked = {
			packages: { xp: { library: "xp", version: "2.0" } },
			snippets: [["x", "a/b", 0, snippetHash(text), "type-checked", "xp"]] as const,
		};
		expect(snippetVerification("x", text, ran, checked)).toEqual({ level: "ran", library: "x", version: "1.0" });
		expect(snippetVerification("x", text, { libraries: {}, snippets: [] }, checked)).toEqual({
			level: "type-checked",
			library: "xp",
			version: "2.0",
		});
	});
});

describe("the release floor install lines name", () => {
	/** `0.40.0.dev0` → [0, 40]: the release line, compared number by number. */
	const line = (v: string) =>
		v
			.split(".")
			.slice(0, 2)
			.map((n) => Number.parseInt(n, 10) || 0);
	const meets = (version: string, floor: string) => {
		const [a = 0, b = 0] = line(version);
		const [c = 0, d = 0] = line(floor);
		return a > c || (a === c && b >= d);
	};

	it("is met by the version the lab verified each library's snippets with", () => {
		const verified: Record<string, string | undefined> = {
			transformers: SNIPPET_VERIFICATION.libraries.transformers?.version,
			diffusers: SNIPPET_TYPE_CHECKS.packages.diffusers?.version,
		};
		for (const [lib, floor] of Object.entries(SNIPPET_LIBRARY_FLOORS)) {
			const version = verified[lib];
			if (version) expect(meets(version, floor), `${lib} ${version} >= ${floor}`).toBe(true);
		}
	});

	it("is what the diffusers install lines say", () => {
		const model = getSampleModel("black-forest-labs/FLUX.1-dev");
		const first = model ? LIBRARIES.diffusers.snippets?.(model)[0] : undefined;
		expect(first?.split("\n")[0]).toContain(pipFloor("diffusers"));
	});
});
