/**
 * One's own catalogue with a typo'd task and library: the records load with a warning naming
 * file, line, field and the likely name, through both stores (in memory, and indexed into a
 * database, also when the index is reused); the start log and /api/health count them, and
 * /api/catalogue/problems lists the skipped records and the warnings, page by page.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { startBuiltServer, stopBuiltServers } from "./built-server.js";

const dir = mkdtempSync(join(tmpdir(), "hubkit-problems-"));
const file = join(dir, "mine.jsonl");
writeFileSync(
	file,
	[
		{ id: "acme/good", pipeline_tag: "text-generation", library_name: "transformers", downloads: 5 },
		{ id: "acme/typo", pipeline_tag: "text-genration", library_name: "transformerz", downloads: 3 },
		{ id: "acme/bad", tags: "not-a-list" },
		{ id: "acme/odd", pipeline_tag: "qwertyuiop", downloads: 1 },
	]
		.map((r) => JSON.stringify(r))
		.join("\n"),
);

afterEach(stopBuiltServers);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TASK_WARNING = `${file}:2: pipeline_tag: unknown task "text-genration" (did you mean "text-generation"?)`;
const LIBRARY_WARNING = `${file}:2: library_name: unknown library "transformerz" (did you mean "transformers"?)`;
const ODD_WARNING = `${file}:4: pipeline_tag: unknown task "qwertyuiop"`;

interface ProblemsPage {
	kind: string;
	total: number;
	offset: number;
	problems: { file: string; line: number; field: string; message: string }[];
}
const problems = async (url: string, query: string) =>
	(await (await fetch(`${url}/api/catalogue/problems?${query}`)).json()) as ProblemsPage;
const lines = (page: ProblemsPage) => page.problems.map((p) => `${p.file}:${p.line}: ${p.field}: ${p.message}`);

async function expectReported(server: { url: string; output: () => string }) {
	for (const line of [`warning: ${TASK_WARNING}`, `warning: ${LIBRARY_WARNING}`, `warning: ${ODD_WARNING}`]) {
		expect(server.output()).toContain(line);
	}
	expect(server.output()).toContain(`Catalogue ${file}: 3 models loaded, 1 record skipped, 2 with warnings`);
	const health = await (await fetch(`${server.url}/api/health`)).json();
	expect(health).toMatchObject({ models: 3, catalogue: { loaded: 3, skipped: 1, warned: 2 } });
	const warnings = await problems(server.url, "kind=warnings");
	expect(warnings).toMatchObject({ kind: "warnings", total: 3, offset: 0 });
	expect(lines(warnings)).toEqual([TASK_WARNING, LIBRARY_WARNING, ODD_WARNING]);
	expect(lines(await problems(server.url, "kind=warnings&offset=1&limit=1"))).toEqual([LIBRARY_WARNING]);
	const skipped = await problems(server.url, "kind=skipped");
	expect(lines(skipped)).toEqual([`${file}:3: tags: must be an array, not a string`]);
	// The record with the typo is served as written.
	const record = (await (await fetch(`${server.url}/api/models/acme/typo`)).json()) as Record<string, unknown>;
	expect(record).toMatchObject({ pipeline_tag: "text-genration", library_name: "transformerz" });
}

describe("GET /api/catalogue/problems and the start log", () => {
	it("report a typo'd task and library in a catalogue held in memory", async () => {
		await expectReported(await startBuiltServer({ HUBKIT_MODELS: file }));
	}, 30_000);

	it("report them from a database index, built and then reused", async () => {
		const env = { HUBKIT_MODELS: file, HUBKIT_MODELS_DB: join(dir, "index.sqlite") };
		const first = await startBuiltServer(env);
		expect(first.output()).toContain("Indexing");
		await expectReported(first);
		first.stop();
		const second = await startBuiltServer(env);
		expect(second.output()).toContain("reused");
		await expectReported(second);
	}, 60_000);

	it("answers empty lists for the sample catalogue, and refuses an unknown kind", async () => {
		const { url } = await startBuiltServer({});
		expect(await problems(url, "kind=warnings")).toEqual({ kind: "warnings", total: 0, offset: 0, problems: [] });
		const refused = await fetch(`${url}/api/catalogue/problems?kind=typos`);
		expect(refused.status).toBe(400);
		expect(await refused.json()).toEqual({ error: "kind must be skipped or warnings", field: "kind" });
		expect((await fetch(`${url}/api/catalogue/problems?limit=1000`)).status).toBe(400);
	}, 30_000);
});
