#!/usr/bin/env node
// Fails on an import cycle among the house's sources (packages/*/src, apps/*/src, tools/*/src)
// and on a back arrow: a package importing one it must stay below. Every import counts,
// `import type` included (a type-only circle still ties the files together), and so do
// `export … from`, `import()` and `require()`; TypeScript's own scanner reads them.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
/** The package direction, lowest first: a package imports only packages of lower layers. */
const LAYERS = [
	["catalog"],
	["inference-snippets", "sample-models"],
	["hub-core"],
	["model-db"],
	["server", "cli", "web"],
	["snippet-lab", "catalogue-drift", "fit-check", "pack-test"],
];
const layerOf = new Map(LAYERS.flatMap((names, i) => names.map((name) => [name, i])));
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const problems = [];

/** The workspaces with sources: folder name, directory, package name and exports. */
const workspaces = ["packages", "apps", "tools"].flatMap((group) =>
	readdirSync(join(ROOT, group)).flatMap((name) => {
		const dir = join(ROOT, group, name);
		if (!existsSync(join(dir, "src"))) return [];
		if (!layerOf.has(name)) problems.push(`${group}/${name} is in no layer of scripts/check-imports.mjs: place it`);
		const pkgFile = join(dir, "package.json");
		const pkg = existsSync(pkgFile) ? JSON.parse(readFileSync(pkgFile, "utf8")) : {};
		return [{ name, dir, pkgName: pkg.name, exports: pkg.exports ?? {} }];
	}),
);
const byPkgName = new Map(workspaces.map((w) => [w.pkgName, w]));
const workspaceOf = (file) => workspaces.find((w) => file.startsWith(`${w.dir}/`));
const show = (file) => relative(ROOT, file);

function sourcesUnder(dir) {
	return readdirSync(dir).flatMap((entry) => {
		const path = join(dir, entry);
		if (statSync(path).isDirectory()) return entry === "node_modules" ? [] : sourcesUnder(path);
		return SOURCE.test(entry) ? [path] : [];
	});
}

/** The file a specifier names: relative (a `.js` import of a `.ts` file, a folder's index) or a house package's source export. */
function resolveImport(from, spec) {
	let base;
	if (spec.startsWith(".")) base = resolve(dirname(from), spec);
	else {
		const parts = spec.split("/");
		const scoped = spec.startsWith("@");
		const w = byPkgName.get(parts.slice(0, scoped ? 2 : 1).join("/"));
		if (!w) return undefined; // not a house package
		const sub = parts.slice(scoped ? 2 : 1).join("/");
		const entry = w.exports[sub ? `./${sub}` : "."];
		const source = typeof entry === "object" && entry !== null ? (entry["@hubkit/source"] ?? entry.default) : entry;
		if (typeof source !== "string") return undefined;
		base = resolve(w.dir, source);
	}
	const stem = base.replace(/\.(m?js|jsx)$/, "");
	const candidates = [base, ...[".ts", ".tsx", ".mts", ".mjs", ".js"].map((ext) => stem + ext)];
	candidates.push(...["index.ts", "index.tsx", "index.js"].map((index) => join(base, index)));
	return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

const files = workspaces.flatMap((w) => sourcesUnder(join(w.dir, "src")));
const fileSet = new Set(files);
/** File → the house files it imports. */
const graph = new Map();
for (const file of files) {
	const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
	const targets = [...new Set(importedFiles.map((i) => resolveImport(file, i.fileName)))].filter((t) => fileSet.has(t));
	graph.set(file, targets);
	const from = workspaceOf(file);
	for (const target of targets) {
		const to = workspaceOf(target);
		if (to === from) continue;
		if ((layerOf.get(to.name) ?? Number.POSITIVE_INFINITY) >= (layerOf.get(from.name) ?? -1))
			problems.push(
				`back arrow: ${show(file)} imports ${to.pkgName ?? show(to.dir)} (${from.name} may not import ${to.name})`,
			);
	}
}

/** The shortest circle from `start` back to itself inside its component, as file names. */
function shortestCycle(start, component) {
	const previous = new Map([[start, undefined]]);
	const queue = [start];
	for (let i = 0; i < queue.length; i++) {
		const v = queue[i];
		if (graph.get(v).includes(start)) {
			const path = [];
			for (let x = v; x !== undefined; x = previous.get(x)) path.unshift(x);
			return [...path, start].map(show);
		}
		for (const w of graph.get(v)) {
			if (component.has(w) && !previous.has(w)) {
				previous.set(w, v);
				queue.push(w);
			}
		}
	}
	return [show(start)];
}

// Strongly connected components (Tarjan): each of more than one file, or a file importing itself, is a cycle.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
function connect(v) {
	index.set(v, counter);
	low.set(v, counter++);
	stack.push(v);
	for (const w of graph.get(v)) {
		if (!index.has(w)) {
			connect(w);
			low.set(v, Math.min(low.get(v), low.get(w)));
		} else if (stack.includes(w)) low.set(v, Math.min(low.get(v), index.get(w)));
	}
	if (low.get(v) !== index.get(v)) return;
	const component = new Set(stack.splice(stack.indexOf(v)));
	if (component.size > 1 || graph.get(v).includes(v))
		problems.push(`import cycle (${component.size} files tied): ${shortestCycle(v, component).join(" → ")}`);
}
for (const file of files) if (!index.has(file)) connect(file);

if (problems.length > 0) {
	for (const p of problems) console.error(p);
	process.exit(1);
}
console.log(`imports: no cycle, no back arrow (${files.length} files)`);
