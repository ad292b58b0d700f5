import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compareCatalogues, describe as describeDifference, triage } from "../src/compare.mjs";
import { DELIBERATE } from "../src/deliberate.mjs";
import { installedVersion, ourCatalogue, referenceCatalogue } from "../src/sides.mjs";

const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

describe("catalogue drift against the pinned reference", () => {
	const { unexplained, stale } = triage(compareCatalogues(referenceCatalogue(), ourCatalogue()), DELIBERATE);

	it("pins the reference packages exactly, and compares the pinned versions", () => {
		for (const name of ["@huggingface/tasks", "@huggingface/inference"]) {
			const pin = manifest.devDependencies[name];
			expect(pin, name).toMatch(/^\d+\.\d+\.\d+$/);
			expect(installedVersion(name), name).toBe(pin);
		}
	});

	it("every difference from the reference is a deliberate one", () => {
		expect(unexplained.map(describeDifference)).toEqual([]);
	});

	it("every deliberate difference still exists, once, with a reason", () => {
		expect(stale.map((d) => d.key)).toEqual([]);
		const keys = DELIBERATE.map((d) => d.key);
		expect(new Set(keys).size).toBe(keys.length);
		for (const d of DELIBERATE) expect(d.reason.trim().length, d.key).toBeGreaterThan(10);
	});
});

describe("the reference stays a development fact source", () => {
	it("no shipped package depends on the reference packages", () => {
		const root = new URL("../../../", import.meta.url);
		for (const dir of ["packages", "apps"]) {
			for (const name of readdirSync(new URL(`${dir}/`, root))) {
				const path = new URL(`${dir}/${name}/package.json`, root);
				let pkg: { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> };
				try {
					pkg = JSON.parse(readFileSync(path, "utf8"));
				} catch {
					continue;
				}
				const runtime = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
				expect(
					runtime.filter((dep) => dep === "@huggingface/tasks"),
					`${dir}/${name}`,
				).toEqual([]);
			}
		}
	});
});

describe("compareCatalogues", () => {
	const empty = { libraries: {}, localApps: {}, pipelines: {}, providers: [] };
	const lib = { prettyLabel: "Foo", repoName: "foo", repoUrl: "https://example.com/foo", filter: false };

	it("reports entries present on one side only, by kind", () => {
		const diffs = compareCatalogues(
			{ ...empty, libraries: { foo: lib }, providers: ["a"] },
			{ ...empty, localApps: { bar: { prettyLabel: "Bar" } }, providers: ["b"] },
		);
		expect(diffs.map(describeDifference)).toEqual([
			"library foo: only in the reference",
			"local-app bar: only in ours",
			"provider a: only in the reference",
			"provider b: only in ours",
		]);
	});

	it("reports each differing fact, treats unset as unset and ignores query whitespace", () => {
		const diffs = compareCatalogues(
			{ ...empty, libraries: { foo: { ...lib, countDownloads: 'path:"a"\n\t\tOR path:"b"' } } },
			{
				...empty,
				libraries: { foo: { ...lib, prettyLabel: "Foo 2", filter: undefined, countDownloads: 'path:"a" OR path:"b"' } },
			},
		);
		expect(diffs.map((d) => d.key)).toEqual(["library:foo:filter", "library:foo:prettyLabel"]);
	});

	it("triage splits explained, unexplained and stale", () => {
		const diffs = compareCatalogues({ ...empty, providers: ["a", "b"] }, empty);
		const result = triage(diffs, [
			{ key: "provider:a", reason: "kept on purpose" },
			{ key: "provider:z", reason: "no longer differs" },
		]);
		expect(result.explained.map((d) => d.key)).toEqual(["provider:a"]);
		expect(result.unexplained.map((d) => d.key)).toEqual(["provider:b"]);
		expect(result.stale.map((d) => d.key)).toEqual(["provider:z"]);
	});
});
