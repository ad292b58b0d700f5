import { spawnSync } from "node:child_process";
import {
	appendFileSync,
	closeSync,
	existsSync,
	mkdirSync,
	mkdtempSync,
	openSync,
	readdirSync,
	readFileSync,
	rmSync,
	statSync,
	truncateSync,
	utimesSync,
	writeFileSync,
	writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ModelRecord } from "@hubkit/catalog";
import {
	describeProblem,
	FACET_NAMES,
	type FacetName,
	facetValues,
	loadCatalogue,
	MAX_RECORD_BYTES,
	type ModelListQuery,
	RECORD_LIST_LIMITS,
} from "@hubkit/hub-core";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { IndexPathError, nodeFiles, openCatalogue, openModelDb } from "../src/index.js";
import { codeFingerprint, rulesFingerprint } from "../src/rules.js";

const dir = mkdtempSync(join(tmpdir(), "hubkit-model-db-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const jsonl = (records: unknown[]) => records.map((r) => JSON.stringify(r)).join("\n");

describe("the index of a catalogue file", () => {
	it("is built once, reused while the file is unchanged, and rebuilt when it changes", async () => {
		const source = join(dir, "reindex.jsonl");
		const dbPath = join(dir, "reindex", "models.sqlite");
		writeFileSync(source, jsonl([{ id: "acme/alpha", downloads: 5 }]));
		const lines: string[] = [];
		const first = openModelDb({ source, dbPath, log: (l) => lines.push(l) });
		expect(first.reused).toBe(false);
		expect(lines.join("\n")).toMatch(/^Indexing .*reindex\.jsonl/m);
		expect((await first.store.list({ sort: "id", limit: 10 })).models.map((m) => m.id)).toEqual(["acme/alpha"]);

		lines.length = 0;
		const phases: string[] = [];
		const again = openModelDb({ source, dbPath, log: (l) => lines.push(l), phase: (p) => phases.push(p) });
		expect(again.reused).toBe(true);
		expect(lines).toEqual([`Index ${dbPath} is up to date with ${source}: reused`]);
		expect(phases).toEqual([]);
		expect((await again.store.list({ sort: "id", limit: 10 })).total).toBe(1);

		writeFileSync(
			source,
			jsonl([
				{ id: "acme/alpha", downloads: 5 },
				{ id: "acme/beta", downloads: 9 },
			]),
		);
		const changed = openModelDb({ source, dbPath, phase: (p) => phases.push(p) });
		expect(changed.reused).toBe(false);
		// Each phase of the build is named as it ends, once (bench/profile-indexing.mjs).
		expect(phases).toContain("records read");
		expect(phases.at(-1)).toBe("meta and statistics");
		expect(new Set(phases).size).toBe(phases.length);
		expect((await changed.store.list({ sort: "downloads", limit: 10 })).models.map((m) => m.id)).toEqual([
			"acme/beta",
			"acme/alpha",
		]);

		// Touched, unchanged: the same bytes, so the index is reused.
		utimesSync(source, new Date(), new Date(Date.now() + 60_000));
		expect(openModelDb({ source, dbPath }).reused).toBe(true);
	});

	it("is rebuilt when a file's bytes change at the same size and modification time", async () => {
		const source = join(dir, "same-size.jsonl");
		const dbPath = join(dir, "same-size", "models.sqlite");
		writeFileSync(source, jsonl([{ id: "acme/alpha", downloads: 5 }]));
		const { mtime } = statSync(source);
		expect(openModelDb({ source, dbPath }).reused).toBe(false);
		writeFileSync(source, jsonl([{ id: "acme/omega", downloads: 5 }]));
		utimesSync(source, mtime, mtime);
		const lines: string[] = [];
		const changed = openModelDb({ source, dbPath, log: (l) => lines.push(l) });
		expect(changed.reused).toBe(false);
		expect(lines[0]).toBe(`Index ${dbPath} was built from other contents of the files: rebuilt`);
		expect((await changed.store.list({ sort: "id", limit: 10 })).models.map((m) => m.id)).toEqual(["acme/omega"]);
	});

	it("is reused by the files' fingerprint, not by reading a large file whole", () => {
		const source = join(dir, "fingerprint.jsonl");
		const dbPath = join(dir, "fingerprint", "models.sqlite");
		// Records past both ends' MiB: a byte in the middle is outside the fingerprint.
		const records = Array.from({ length: 6000 }, (_, i) => ({
			id: `acme/m${String(i).padStart(5, "0")}`,
			tags: ["x".repeat(500)],
		}));
		writeFileSync(source, jsonl(records));
		// A whole second, so setting it again gives the very same time (a Date has milliseconds only).
		const mtime = new Date(Date.UTC(2026, 0, 2, 3, 4, 5));
		utimesSync(source, mtime, mtime);
		const { size } = statSync(source);
		expect(size).toBeGreaterThan(3 * 1024 * 1024);
		expect(openModelDb({ source, dbPath }).reused).toBe(false);
		const again = openModelDb({ source, dbPath });
		expect(again).toMatchObject({ reused: true, reusedBy: "fingerprint" });
		// A byte in the middle changed, at the same size and time: the start did not hash the file,
		// so it does not see it (sourceFingerprint says so).
		const fd = openSync(source, "r+");
		writeSync(fd, "y", Math.floor(size / 2) + 100);
		closeSync(fd);
		utimesSync(source, mtime, mtime);
		expect(openModelDb({ source, dbPath })).toMatchObject({ reused: true, reusedBy: "fingerprint" });
		// Touched: the time differs, so the bytes are hashed whole and differ: rebuilt.
		utimesSync(source, new Date(), new Date(Date.now() + 60_000));
		const lines: string[] = [];
		expect(openModelDb({ source, dbPath, log: (l) => lines.push(l) }).reused).toBe(false);
		expect(lines[0]).toBe(`Index ${dbPath} was built from other contents of the files: rebuilt`);
		// Touched again, bytes unchanged: hashed whole, the same, reused.
		utimesSync(source, new Date(), new Date(Date.now() + 120_000));
		lines.length = 0;
		expect(openModelDb({ source, dbPath, log: (l) => lines.push(l) })).toMatchObject({
			reused: true,
			reusedBy: "contents",
		});
		expect(lines).toEqual([
			`Index ${dbPath} is up to date with ${source} (its files' times changed, their contents did not): reused`,
		]);
	});

	it("is not reused when its size is not its header's: cut short, refused or rebuilt; grown, rebuilt", async () => {
		const source = join(dir, "truncated.jsonl");
		const dbPath = join(dir, "truncated", "models.sqlite");
		writeFileSync(
			source,
			jsonl(Array.from({ length: 3000 }, (_, i) => ({ id: `acme/m${i}`, tags: ["x".repeat(200)] }))),
		);
		openModelDb({ source, dbPath });
		const size = statSync(dbPath).size;
		// Written past its end (a second copy over a shorter one): the pages SQLite reads are sound, the file is not the one built.
		appendFileSync(dbPath, Buffer.alloc(4096, 0xa5));
		const lines: string[] = [];
		const opened = openModelDb({ source, dbPath, log: (l) => lines.push(l) });
		expect(opened.reused).toBe(false);
		expect(lines[0]).toBe(
			`Index ${dbPath} is incomplete (${size + 4096} bytes where its header says ${size}: cut short or written over): rebuilt`,
		);
		expect((await opened.store.list({ sort: "id", limit: 1 })).total).toBe(3000);
		expect(openModelDb({ source, dbPath }).reused).toBe(true);
		// An interrupted copy: nothing readable shows it is Hubkit's, so a path the user named is refused, saying why.
		truncateSync(dbPath, Math.floor(size / 2 / 4096) * 4096);
		expect(() => openModelDb({ source, dbPath })).toThrow(
			/is not a Hubkit index \(a SQLite database cut short: \d+ bytes where its header says \d+/,
		);
		// Under Hubkit's own path, it is an index of its own that broke: rebuilt.
		const own = openModelDb({ source, dbPath, ownPath: true });
		expect(own.reused).toBe(false);
		expect((await own.store.list({ sort: "id", limit: 1 })).total).toBe(3000);
	});

	it("is rebuilt when it was built by other code (an upgrade, a changed rule)", () => {
		const source = join(dir, "rules.jsonl");
		const dbPath = join(dir, "rules", "models.sqlite");
		writeFileSync(source, jsonl([{ id: "acme/alpha" }]));
		expect(openModelDb({ source, dbPath }).reused).toBe(false);
		expect(openModelDb({ source, dbPath }).reused).toBe(true);
		// What the index says built it: another fingerprint of the code, as an older Hubkit's.
		const db = new Database(dbPath);
		const key = JSON.parse(
			(db.prepare("SELECT value FROM meta WHERE key = 'source'").get() as { value: string }).value,
		) as unknown[];
		expect(key).toContain(rulesFingerprint());
		const older = JSON.stringify(key.map((part) => (part === rulesFingerprint() ? "0000000000000000" : part)));
		db.prepare("UPDATE meta SET value = ? WHERE key = 'source'").run(older);
		db.close();
		expect(openModelDb({ source, dbPath }).reused).toBe(false);
	});

	it("skips a record nested too deep to store, and indexes the rest", async () => {
		const source = join(dir, "deep.jsonl");
		const deep = `${"[".repeat(200_000)}${"]".repeat(200_000)}`;
		writeFileSync(source, `{"id":"acme/alpha"}\n{"id":"acme/deep","extra":${deep}}\n{"id":"acme/beta"}\n`);
		const opened = openModelDb({ source, dbPath: join(dir, "deep", "models.sqlite") });
		expect(opened.problems).toMatchObject([{ line: 2, field: "extra", message: "nested deeper than 64 levels" }]);
		expect((await opened.store.list({ sort: "id", limit: 10 })).models.map((m) => m.id)).toEqual([
			"acme/alpha",
			"acme/beta",
		]);
	});

	it("fingerprints code by every file's path and bytes", () => {
		const code = join(dir, "code");
		mkdirSync(join(code, "sub"), { recursive: true });
		writeFileSync(join(code, "a.js"), "export const a = 1;");
		writeFileSync(join(code, "sub", "b.js"), "export const b = 2;");
		writeFileSync(join(code, "types.d.ts"), "export {};");
		const before = codeFingerprint([code]);
		expect(codeFingerprint([code])).toBe(before);
		writeFileSync(join(code, "types.d.ts"), "export type T = 1;");
		expect(codeFingerprint([code])).toBe(before); // declarations hold no rules
		writeFileSync(join(code, "sub", "b.js"), "export const b = 3;");
		expect(codeFingerprint([code])).not.toBe(before);
		expect(codeFingerprint([code, join(dir, "missing")])).not.toBe(codeFingerprint([code]));
	});

	it("removes the building files of indexing processes that ended, never a running process's", () => {
		const source = join(dir, "leftover.jsonl");
		const dbPath = join(dir, "leftover", "models.sqlite");
		writeFileSync(source, jsonl([{ id: "acme/alpha" }]));
		openModelDb({ source, dbPath });
		// A process that has ended (its number is free), and one that runs: this test's parent.
		const ended = spawnSync(process.execPath, ["-e", ""]).pid;
		const running = process.ppid;
		const left = [`${dbPath}.${ended}.building`, `${dbPath}.${ended}.building-journal`];
		const kept = [`${dbPath}.${running}.building`, `${dbPath}.${running}.building-journal`, `${dbPath}.backup`];
		for (const f of [...left, ...kept]) writeFileSync(f, "partial");
		const lines: string[] = [];
		const again = openModelDb({ source, dbPath, log: (l) => lines.push(l) });
		expect(again.reused).toBe(true);
		expect(left.filter((f) => existsSync(f))).toEqual([]);
		expect(kept.filter((f) => existsSync(f))).toEqual(kept);
		expect(lines).toContain(
			`Removed models.sqlite.${ended}.building, left by an indexing process that did not finish (${ended})`,
		);
	});

	it("reports bad records with file, line and field, exactly as the memory path, and skips them", async () => {
		const source = join(dir, "bad.jsonl");
		const good = (i: number) => ({ id: `acme/model-${i}`, pipeline_tag: "text-generation", downloads: i });
		const text = [
			jsonl([good(1), good(2)]),
			"{not json",
			"",
			jsonl([{ id: "acme/bad-tags", tags: "not-a-list" }, good(3)]),
			JSON.stringify(good(2)),
			jsonl([{ id: "acme/bad-gated", gated: 3 }, good(4)]),
		].join("\n");
		writeFileSync(source, text);
		const expected = loadCatalogue(source, nodeFiles);
		// A tiny read size puts chunk edges inside records: line numbers must still be right.
		for (const chunkBytes of [37, 64 * 1024]) {
			const dbPath = join(dir, `bad-${chunkBytes}.sqlite`);
			for (const pass of ["built", "reused"]) {
				const opened = openModelDb({ source, dbPath, chunkBytes });
				expect(opened.reused, pass).toBe(pass === "reused");
				expect(opened.problems).toEqual(expected.problems);
				expect(opened.problems.map((p) => `${p.line}:${p.field}`)).toEqual(["3:(root)", "5:tags", "7:id", "8:gated"]);
				expect(opened.loaded).toBe(4);
				expect(opened.store.health()).toEqual({ kind: "database", models: 4, loaded: 4, skipped: 4, warned: 0 });
				const ids = (await opened.store.list({ sort: "downloads", limit: 10 })).models.map((m) => m.id);
				expect(ids).toEqual(expected.models.map((m) => m.id).reverse());
			}
		}
	});

	it("skips records too large to list or no page could serve, as the memory path does, and indexes the rest", async () => {
		const source = join(dir, "hostile.jsonl");
		const many = (n: number) => Array.from({ length: n }, (_, i) => `t${i}`);
		// Longer than a record may be, and not by a list: refused before it is parsed.
		const huge = { id: "acme/huge", padding: Array(Math.ceil(MAX_RECORD_BYTES / 3)).fill({}) };
		writeFileSync(
			source,
			jsonl([
				{ id: "acme/alpha", tags: many(3) },
				{ id: "acme/tags", tags: many(RECORD_LIST_LIMITS.tags + 1) },
				huge,
				{ id: "evil/.." },
				{ id: "baremodel" },
				{ id: `acme/${"x".repeat(97)}` },
				{ id: "acme/beta", downloads: "12k" },
				{ id: "acme/gamma" },
			]),
		);
		const expected = loadCatalogue(source, nodeFiles);
		// Read 64 KiB at a time: the long line spans many reads.
		for (const chunkBytes of [64 * 1024, 8 * 1024 * 1024]) {
			const opened = openModelDb({ source, dbPath: join(dir, `hostile-${chunkBytes}.sqlite`), chunkBytes });
			expect(opened.problems).toEqual(expected.problems);
			expect(opened.problems.map(describeProblem)).toEqual([
				`${source}:2: tags: 501 entries, more than the 500 a record may have`,
				`${source}:3: (root): longer than 2 MiB, the most a record may be`,
				`${source}:4: id: name cannot be '.' or '..'`,
				`${source}:5: id: baremodel has no owner: a listed model's id is owner/name, the address of its page`,
				`${source}:6: id: name is longer than 96 characters`,
				`${source}:7: downloads: must be a number, not a string`,
			]);
			expect(opened.store.health()).toEqual({ kind: "database", models: 2, loaded: 2, skipped: 6, warned: 0 });
			const ids = (await opened.store.list({ sort: "id", limit: 10 })).models.map((m) => m.id);
			expect(ids).toEqual(["acme/alpha", "acme/gamma"]);
			expect((await opened.store.list({ sort: "id", limit: 10, search: "baremodel" })).total).toBe(0);
		}
	});

	it("reads a folder of .jsonl and .json files, in name order", async () => {
		const folder = join(dir, "folder");
		mkdirSync(folder);
		writeFileSync(join(folder, "b.json"), JSON.stringify([{ id: "acme/b1" }, { id: "acme/b2", gated: 3 }], null, 2));
		writeFileSync(join(folder, "a.jsonl"), jsonl([{ id: "acme/a1" }]));
		writeFileSync(join(folder, "notes.txt"), "ignored");
		const opened = openModelDb({ source: folder, dbPath: join(dir, "folder.sqlite") });
		expect(opened.problems).toEqual(loadCatalogue(folder, nodeFiles).problems);
		expect(opened.problems[0]).toMatchObject({ file: `${folder}/b.json`, line: 5, field: "gated" });
		expect((await opened.store.list({ sort: "id", limit: 10 })).models.map((m) => m.id)).toEqual([
			"acme/a1",
			"acme/b1",
		]);
	});

	it("refuses a .json file too large to read whole, saying to write .jsonl", () => {
		const source = join(dir, "too-big.json");
		writeFileSync(source, JSON.stringify([{ id: "acme/one" }, { id: "acme/two" }]));
		const open = () => openModelDb({ source, dbPath: join(dir, "too-big.sqlite"), maxJsonBytes: 30 });
		expect(open).toThrow(
			/too-big\.json: .* is more than a \.json catalogue file can be .*write its records as \.jsonl/,
		);
		// Nothing half-built is left behind.
		expect(readdirSync(dir).filter((f) => f.startsWith("too-big.sqlite"))).toEqual([]);
		// The same records as .jsonl are read in parts, whatever their size.
		const lines = join(dir, "too-big.jsonl");
		writeFileSync(lines, jsonl([{ id: "acme/one" }, { id: "acme/two" }]));
		expect(openModelDb({ source: lines, dbPath: join(dir, "lines.sqlite"), maxJsonBytes: 30 }).loaded).toBe(2);
	});

	it("reports and passes over a .jsonl line too long to read whole, reading on after it", async () => {
		const source = join(dir, "long-line.jsonl");
		const long = { id: "acme/long", tags: Array.from({ length: 40 }, (_, i) => `tag-${i}`) };
		writeFileSync(source, jsonl([{ id: "acme/one" }, long, { id: "acme/two" }, long, { id: "acme/three" }]));
		// Read a few bytes at a time, as the real reader reads 8 MiB of a line of over 512 MB.
		const opened = openModelDb({ source, dbPath: join(dir, "long-line.sqlite"), chunkBytes: 7, maxJsonBytes: 64 });
		expect(opened.problems.map((p) => `${p.line}:${p.field}:${p.message}`)).toEqual([
			"2:(root):a line longer than 0 MiB (a record is read whole)",
			"4:(root):a line longer than 0 MiB (a record is read whole)",
		]);
		const ids = (await opened.store.list({ sort: "id", limit: 10 })).models.map((m) => m.id);
		expect(ids).toEqual(["acme/one", "acme/three", "acme/two"]);
	});
});

describe("facet counts of the database store", () => {
	// The sample records under new ids, with licenses, tags and counts varied as bench/make-catalogue.mjs does.
	const LICENSES = ["apache-2.0", "mit", "gemma", "other"];
	const spread = (i: number, mod: number) => ((i * 2654435761) >>> 0) % mod;
	const records: ModelRecord[] = Array.from({ length: 3000 }, (_, i) => {
		const sample = SAMPLE_MODELS[i % SAMPLE_MODELS.length] as ModelRecord;
		return {
			...sample,
			id: `org${spread(i, 40)}/${sample.id.split("/")[1]}-${i}`,
			cardData: { ...(sample.cardData ?? {}), license: LICENSES[spread(i + 3, LICENSES.length)] },
			downloads: spread(i + 11, 1000),
		};
	});
	const source = join(dir, "varied.jsonl");
	writeFileSync(source, jsonl(records));
	const { store } = openModelDb({ source, dbPath: join(dir, "varied.sqlite") });

	/**
	 * Counts by looking at every record, one by one: a facet's values over the records that match
	 * the search and every filter but that facet's own.
	 */
	function bruteForce(query: Partial<Record<FacetName, string>>, search?: string) {
		const counts = new Map<string, number>();
		for (const r of records) {
			const values = facetValues(r);
			const text = `${r.id} ${r.author ?? ""} ${(r.tags ?? []).join(" ")}`.toLowerCase();
			if (search && !search.split(" ").every((w) => text.includes(w))) continue;
			for (const name of FACET_NAMES) {
				const others = Object.entries(query).filter(([other]) => other !== name);
				if (!others.every(([other, v]) => values[other as FacetName].includes(v as string))) continue;
				for (const v of values[name]) counts.set(`${name}=${v}`, (counts.get(`${name}=${v}`) ?? 0) + 1);
			}
		}
		return counts;
	}

	const cases: [Partial<Record<Exclude<FacetName, "maxPrice" | "tools" | "structuredOutput">, string>>, string?][] = [
		[{}],
		[{ license: "mit" }],
		[{ task: "text-generation", license: "apache-2.0" }],
		[{ app: "llama.cpp" }],
		[{ library: "transformers", language: "en" }],
		[{}, "qwen"],
		[{ license: "gemma" }, "instruct"],
	];
	for (const [filters, search] of cases) {
		it(`equal a brute-force count: ${JSON.stringify(filters)} ${search ?? ""}`, async () => {
			const query: ModelListQuery = {
				sort: "downloads",
				limit: 1,
				facets: true,
				...filters,
				...(search && { search }),
			};
			const page = await store.list(query);
			const counted = new Map<string, number>();
			for (const name of FACET_NAMES)
				for (const f of page.facets?.[name] ?? []) counted.set(`${name}=${f.value}`, f.count);
			const expected = bruteForce(filters, search);
			expect(counted).toEqual(expected);
			expect(counted.size, "the query matches records").toBeGreaterThan(0);
		});
	}
});

describe("openCatalogue", () => {
	it("keeps a small catalogue in memory, and uses the database when a database file is named", async () => {
		const source = join(dir, "small.jsonl");
		writeFileSync(source, jsonl([{ id: "acme/one" }, { id: "acme/two", gated: 3 }]));
		const memory = openCatalogue(source);
		expect(memory.store.health()).toEqual({ kind: "file", models: 1, loaded: 1, skipped: 1, warned: 0 });
		expect(memory.models?.map((m) => m.id)).toEqual(["acme/one"]);
		const database = openCatalogue(source, { dbPath: join(dir, "small.sqlite") });
		expect(database.store.health()).toEqual({ kind: "database", models: 1, loaded: 1, skipped: 1, warned: 0 });
		expect(database.problems).toEqual(memory.problems);
		expect(database.models).toBeUndefined();
	});

	it("keeps loaded records' warnings in the index as the memory path finds them, read in parts and reused", () => {
		const source = join(dir, "typos.jsonl");
		const records = Array.from({ length: 40 }, (_, i) =>
			i % 7 === 3
				? { id: `acme/m${i}`, pipeline_tag: "text-genration", library_name: "transformerz" }
				: { id: `acme/m${i}`, pipeline_tag: "text-generation" },
		);
		writeFileSync(source, jsonl(records));
		const memory = openCatalogue(source);
		expect(memory.warnings[0]).toEqual({
			file: source,
			line: 4,
			field: "pipeline_tag",
			message: 'unknown task "text-genration" (did you mean "text-generation"?)',
		});
		expect(memory.store.health()).toMatchObject({ loaded: 40, warned: 6 });
		const dbPath = join(dir, "typos.sqlite");
		const built = openModelDb({ source, dbPath, chunkBytes: 97 });
		expect(built.warnings).toEqual(memory.warnings);
		expect(built.store.health()).toMatchObject({ loaded: 40, warned: 6 });
		const reused = openModelDb({ source, dbPath, chunkBytes: 97 });
		expect(reused.reused).toBe(true);
		expect(reused.warnings).toEqual(memory.warnings);
	});

	it("never writes over a file it did not create: the catalogue, a note, another database, a folder", () => {
		const source = join(dir, "precious.jsonl");
		const text = jsonl([{ id: "acme/one" }, { id: "acme/two" }]);
		writeFileSync(source, text);
		const notes = join(dir, "notes.txt");
		writeFileSync(notes, "my notes\n");
		const other = join(dir, "other.sqlite");
		const foreign = new Database(other);
		foreign.exec("CREATE TABLE meta (key TEXT, value TEXT); INSERT INTO meta VALUES ('source', 'mine')");
		foreign.close();
		const otherBytes = readFileSync(other);
		const empty = join(dir, "empty.sqlite");
		writeFileSync(empty, "");
		const cases: [string, RegExp][] = [
			[source, /is the catalogue's own source file: refusing to write over it \(nothing was written\)/],
			[notes, /exists and is not a Hubkit index \(not a SQLite database\): refusing to write over it/],
			[other, /exists and is not a Hubkit index \(a SQLite database of another program\)/],
			[empty, /exists and is not a Hubkit index/],
			[dir, /is a folder or device/],
		];
		for (const [dbPath, message] of cases) {
			expect(() => openCatalogue(source, { dbPath })).toThrow(IndexPathError);
			expect(() => openCatalogue(source, { dbPath })).toThrow(message);
		}
		expect(readFileSync(source, "utf8")).toBe(text);
		expect(readFileSync(notes, "utf8")).toBe("my notes\n");
		expect(readFileSync(other).equals(otherBytes)).toBe(true);
		expect(readFileSync(empty, "utf8")).toBe("");
		expect(readdirSync(dir).filter((f) => f.includes(".building"))).toEqual([]);
		// Its own index, of another source, it replaces.
		const own = join(dir, "own.sqlite");
		openCatalogue(source, { dbPath: own });
		writeFileSync(join(dir, "second.jsonl"), jsonl([{ id: "acme/three" }]));
		expect(openCatalogue(join(dir, "second.jsonl"), { dbPath: own }).loaded).toBe(1);
	});

	it("replaces an unreadable file under its own default path (a broken index of its own)", () => {
		const source = join(dir, "cached.jsonl");
		writeFileSync(source, jsonl([{ id: "acme/one" }]));
		const env = { XDG_CACHE_HOME: join(dir, "cache") };
		const first = openCatalogue(source, { env, choice: "database" });
		expect(first.reused).toBe(false);
		const path = readdirSync(join(dir, "cache", "hubkit")).find((f) => f.endsWith(".sqlite")) as string;
		writeFileSync(join(dir, "cache", "hubkit", path), "garbage, not a database");
		expect(openCatalogue(source, { env, choice: "database" }).loaded).toBe(1);
	});

	it("refuses a path that is not a catalogue", () => {
		expect(() => openCatalogue(join(dir, "missing.jsonl"))).toThrow(/missing\.jsonl/);
		writeFileSync(join(dir, "notes.txt"), "x");
		expect(() => openCatalogue(join(dir, "notes.txt"))).toThrow("a catalogue is a .jsonl or .json file");
	});
});
