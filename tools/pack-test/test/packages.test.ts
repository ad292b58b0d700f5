/**
 * The packages as a stranger installs them: `npm pack` every library package, install the
 * tarballs in a fresh folder (their npm dependencies from the npm cache, nothing from the
 * workspace), then run every README example as ES modules and through `require()`, type-check it
 * with TypeScript's node16 and bundler resolution (and node10 for the entry points), and check
 * that a generators-only bundle leaves zod out. Needs the packages built (`npm run build`).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = new URL("../../../", import.meta.url).pathname;
const PACKAGES = ["catalog", "inference-snippets", "hub-core", "sample-models"] as const;
const tsc = join(root, "node_modules/typescript/bin/tsc");
/** tsc over every declaration and npm are slow on a busy machine; these tests get room. */
const SLOW = 300_000;
const built = PACKAGES.every((p) => existsSync(join(root, "packages", p, "dist")));

/** A README's TypeScript examples; some need names the text around them defines. */
const PRELUDE: Partial<Record<(typeof PACKAGES)[number], string>> = {
	"inference-snippets": [
		'import { SAMPLE_MODELS } from "@hubkit/sample-models";',
		'const model = SAMPLE_MODELS.find((m) => m.pipeline_tag === "text-generation")!;',
		"const mapping = undefined;",
	].join("\n"),
};

let dir = "";
let app = "";
const packed = new Map<string, { filename: string; files: string[] }>();
const examples: string[] = [];

const run = (cmd: string, args: string[], cwd: string) =>
	execFileSync(cmd, args, {
		cwd,
		encoding: "utf8",
		stdio: ["ignore", "pipe", "pipe"],
		env: { ...process.env, NO_COLOR: "1" },
	});
const npm = (args: string[], cwd: string) => run("npm", [...args, "--no-audit", "--no-fund", "--loglevel=error"], cwd);

/** The README's ```ts blocks, with the package's prelude above each. */
function readmeExamples(pkg: (typeof PACKAGES)[number]): string[] {
	const text = readFileSync(join(root, "packages", pkg, "README.md"), "utf8");
	const blocks = [...text.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1] ?? "");
	const prelude = PRELUDE[pkg];
	if (!prelude) return blocks;
	// Imports first: the prelude's declarations go after the block's own imports.
	return blocks.map((block) => {
		const lines = block.split("\n");
		const imports = lines.filter((l) => l.startsWith("import "));
		return [...imports, prelude, ...lines.filter((l) => !l.startsWith("import "))].join("\n");
	});
}

/** An ES module made by tsc into CommonJS by hand: imports become require(), the body an async function. */
function toCommonJs(esm: string): string {
	const body = esm.replace(/^import \{([^}]*)\} from ("[^"]+");$/gm, (_, names: string, from: string) => {
		const bindings = names.replace(/\s+as\s+/g, ": ");
		return `const {${bindings}} = require(${from});`;
	});
	expect(body, "every import was rewritten").not.toMatch(/^import /m);
	return `(async () => {\n${body}\n})().catch((e) => { console.error(e); process.exit(1); });\n`;
}

beforeAll(() => {
	if (!built) return;
	dir = mkdtempSync(join(tmpdir(), "hubkit-pack-"));
	const tarballs = join(dir, "tarballs");
	mkdirSync(tarballs);
	for (const pkg of PACKAGES) {
		const out = JSON.parse(npm(["pack", "--json", "--pack-destination", tarballs], join(root, "packages", pkg)));
		const [info] = out as { name: string; filename: string; files: { path: string }[] }[];
		if (!info) throw new Error(`npm pack gave nothing for ${pkg}`);
		packed.set(info.name, { filename: join(tarballs, info.filename), files: info.files.map((f) => f.path) });
	}
	app = join(dir, "app");
	mkdirSync(app);
	const tarballOf = Object.fromEntries([...packed].map(([name, p]) => [name, `file:${p.filename}`]));
	// Overrides make the packages' own dependencies on each other resolve to the tarballs too.
	writeFileSync(
		join(app, "package.json"),
		JSON.stringify({ name: "stranger", private: true, dependencies: tarballOf, overrides: tarballOf }, null, 2),
	);
	npm(["install", "--prefer-offline", "--ignore-scripts"], app);

	for (const pkg of PACKAGES) {
		readmeExamples(pkg).forEach((code, i) => {
			const name = `${pkg}-${i}`;
			writeFileSync(join(app, `${name}.mts`), code);
			examples.push(name);
		});
	}
	const base = { target: "es2022", strict: true, lib: ["es2023", "dom"], types: [], skipLibCheck: false };
	writeFileSync(
		join(app, "tsconfig.node16.json"),
		JSON.stringify({
			compilerOptions: { ...base, module: "node16", moduleResolution: "node16", outDir: "out" },
			include: ["*.mts"],
		}),
	);
	writeFileSync(
		join(app, "tsconfig.bundler.json"),
		JSON.stringify({
			// The declarations themselves were checked by the node16 run.
			compilerOptions: { ...base, module: "esnext", moduleResolution: "bundler", noEmit: true, skipLibCheck: true },
			include: ["*.mts"],
		}),
	);
}, 300_000);

afterAll(() => {
	if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!built)("packed packages", () => {
	it("carry a licence and a README, no build info, and sample data once", () => {
		for (const [name, { files }] of packed) {
			expect(files, name).toContain("LICENSE");
			expect(files, name).toContain("README.md");
			expect(
				files.filter((f) => f.endsWith(".tsbuildinfo")),
				name,
			).toEqual([]);
			const manifest = JSON.parse(readFileSync(join(app, "node_modules", name, "package.json"), "utf8"));
			expect(manifest.license, name).toBe("Apache-2.0");
			expect(manifest.engines?.node, name).toBeTruthy();
			expect(manifest.repository, name).toBeTruthy();
		}
		const sample = packed.get("@hubkit/sample-models")?.files ?? [];
		expect(sample.some((f) => f.startsWith("dist/data/"))).toBe(true);
		expect(sample.filter((f) => f.startsWith("data/"))).toEqual([]);
	});

	it(
		"have README examples that type-check with node16 and bundler resolution",
		() => {
			expect(examples.length).toBeGreaterThanOrEqual(PACKAGES.length);
			for (const config of ["tsconfig.node16.json", "tsconfig.bundler.json"]) {
				try {
					run(process.execPath, [tsc, "-p", config], app);
				} catch (e) {
					throw new Error(`${config}: ${(e as { stdout?: string }).stdout ?? e}`);
				}
			}
		},
		SLOW,
	);

	it(
		"have README examples that run as ES modules and through require()",
		() => {
			for (const name of examples) {
				const esm = join(app, "out", `${name}.mjs`);
				expect(() => run(process.execPath, [esm], app), `${name} (ESM)`).not.toThrow();
				const cjs = join(app, `${name}.cjs`);
				writeFileSync(cjs, toCommonJs(readFileSync(esm, "utf8")));
				expect(() => run(process.execPath, [cjs], app), `${name} (require)`).not.toThrow();
			}
		},
		SLOW,
	);

	it(
		"resolve every entry point with require(), and their types with node10 resolution",
		() => {
			const entries = [
				"@hubkit/catalog",
				"@hubkit/catalog/code",
				"@hubkit/catalog/hardware",
				"@hubkit/catalog/inputs",
				"@hubkit/catalog/validate",
				"@hubkit/hub-core/upstream",
			];
			for (const name of [...packed.keys(), ...entries]) {
				const keys = run(
					process.execPath,
					["-e", `console.log(Object.keys(require(${JSON.stringify(name)})).length)`],
					app,
				);
				expect(Number(keys), name).toBeGreaterThan(0);
			}
			writeFileSync(
				join(app, "node10.ts"),
				[
					'import { LIBRARIES } from "@hubkit/catalog";',
					'import { py } from "@hubkit/catalog/code";',
					'import { parseModelRecord } from "@hubkit/catalog/validate";',
					'import { buildSnippets } from "@hubkit/hub-core";',
					'import { getInferenceSnippets } from "@hubkit/inference-snippets";',
					'import { SAMPLE_MODELS } from "@hubkit/sample-models";',
					"export const used = [LIBRARIES, py, parseModelRecord, buildSnippets, getInferenceSnippets, SAMPLE_MODELS];",
				].join("\n"),
			);
			writeFileSync(
				join(app, "tsconfig.node10.json"),
				JSON.stringify({
					compilerOptions: {
						target: "es2022",
						strict: true,
						lib: ["es2023", "dom"],
						types: [],
						module: "commonjs",
						moduleResolution: "node10",
						noEmit: true,
						skipLibCheck: true,
					},
					files: ["node10.ts"],
				}),
			);
			try {
				run(process.execPath, [tsc, "-p", "tsconfig.node10.json"], app);
			} catch (e) {
				throw new Error(`node10: ${(e as { stdout?: string }).stdout ?? e}`);
			}
		},
		SLOW,
	);

	it(
		"bundle generators without zod",
		async () => {
			const bundle = async (contents: string) => {
				const out = await build({
					stdin: { contents, resolveDir: app },
					bundle: true,
					minify: true,
					write: false,
					format: "esm",
					platform: "browser",
					logLevel: "silent",
				});
				return out.outputFiles[0]?.text ?? "";
			};
			const zod = /ZodError/;
			expect(await bundle('import { LIBRARIES } from "@hubkit/catalog"; console.log(LIBRARIES);')).not.toMatch(zod);
			expect(
				await bundle('import { parseModelRecord } from "@hubkit/catalog"; console.log(parseModelRecord);'),
			).toMatch(zod);
		},
		SLOW,
	);
});

it("lists every library package", () => {
	// A private package (@hubkit/model-db: the server's and CLI's database) is not published, so not packed.
	const manifest = (d: string) => join(root, "packages", d, "package.json");
	const dirs = readdirSync(join(root, "packages")).filter(
		(d) => existsSync(manifest(d)) && JSON.parse(readFileSync(manifest(d), "utf8")).private !== true,
	);
	expect([...dirs].sort()).toEqual([...PACKAGES].sort());
});
