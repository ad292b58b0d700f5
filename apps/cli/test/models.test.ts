import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FACET_VALUES_LIMIT } from "@hubkit/hub-core";
import { describe, expect, it } from "vitest";
import { runCli } from "./run-cli.js";

const hubkit = (args: string[], env: Record<string, string> = {}) => runCli(args, { env });

const dir = mkdtempSync(join(tmpdir(), "hubkit-cli-models-"));
const file = join(dir, "mine.jsonl");
writeFileSync(
	file,
	'{"id":"acme/one","cardData":{"license":"mit"},"downloads":3}\n{"id":"acme/two","gated":"maybe"}\n{"id":"acme/three"}\n',
);

describe("hubkit models", () => {
	it("searches the sample catalogue with filters", async () => {
		const r = await hubkit(["models", "--search", "llama", "--task", "text-generation", "--json", "--limit", "5"]);
		expect(r.code).toBe(0);
		const page = JSON.parse(r.stdout);
		expect(page.models.length).toBeGreaterThan(0);
		for (const m of page.models) {
			expect(m.pipeline_tag).toBe("text-generation");
			expect(m.id.toLowerCase()).toContain("llama");
		}
	});

	it("says when a search was narrowed: short words match word starts, extra words are left out", async () => {
		const words = ["llama", "7b", "w1", "w2", "w3", "w4", "w5", "w6", "w7", "w8"];
		const r = await hubkit(["models", "--search", words.join(" "), "--limit", "1"]);
		expect(r.code).toBe(0);
		expect(r.stdout).toContain('Searched for the first 8 words only; left out: "w7", "w8".');
		expect(r.stdout).toContain('"7b", "w1", "w2", "w3", "w4", "w5", "w6" are under 3 characters');
	});

	it("lists a catalogue of one's own, reporting the bad record on stderr", async () => {
		const r = await hubkit(["models", "--license", "mit", "--facets"], { HUBKIT_MODELS: file });
		expect(r.code).toBe(0);
		expect(r.stdout).toContain("Models (1)");
		expect(r.stdout).toContain("acme/one");
		expect(r.stdout).toContain("license: mit (1)");
		expect(r.stderr).toMatch(/skipped .*mine\.jsonl:2: gated: /);
	});

	it("warns about a typo'd task and library, naming the likely ones, and sums up what it loaded", async () => {
		const typos = join(dir, "typos.jsonl");
		writeFileSync(
			typos,
			[
				{ id: "acme/typo", pipeline_tag: "text-genration", library_name: "transformerz" },
				{ id: "acme/bad", tags: "x" },
			]
				.map((r) => JSON.stringify(r))
				.join("\n"),
		);
		const r = await hubkit(["models"], { HUBKIT_MODELS: typos });
		expect(r.code).toBe(0);
		expect(r.stdout).toContain("acme/typo");
		expect(r.stderr.split("\n")).toEqual([
			`warning: skipped ${typos}:2: tags: must be an array, not a string`,
			`warning: ${typos}:1: pipeline_tag: unknown task "text-genration" (did you mean "text-generation"?)`,
			`warning: ${typos}:1: library_name: unknown library "transformerz" (did you mean "transformers"?)`,
			`Catalogue ${typos}: 1 models loaded, 1 record skipped, 1 with warnings`,
			"",
		]);
	});

	it("says how many facet values it does not print", async () => {
		const many = join(dir, "many-licenses.jsonl");
		const lines = Array.from({ length: FACET_VALUES_LIMIT + 3 }, (_, i) =>
			JSON.stringify({ id: `acme/m${i}`, cardData: { license: `license-${i}` } }),
		);
		writeFileSync(many, `${lines.join("\n")}\n`);
		const r = await hubkit(["models", "--facets", "--limit", "1"], { HUBKIT_MODELS: many });
		expect(r.code).toBe(0);
		expect(r.stdout).toMatch(/^license: .*, and 3 more values on fewer models$/m);
	});

	it("says which matches a page shows and how to see the rest", async () => {
		const many = join(dir, "twenty-two.jsonl");
		const lines = Array.from({ length: 22 }, (_, i) => JSON.stringify({ id: `acme/m${i}`, downloads: 100 - i }));
		writeFileSync(many, `${lines.join("\n")}\n`);
		const env = { HUBKIT_MODELS: many };
		const first = await hubkit(["models"], env);
		expect(first.stdout).toMatch(/^Models \(22\), most downloaded first\n/);
		expect(first.stdout).toMatch(/^acme\/m19 /m);
		expect(first.stdout).toMatch(/\nShowing 1–20 of 22; --offset 20 for the next page, --limit N for more\.\n$/);
		const last = await hubkit(["models", "--offset", "20"], env);
		expect(last.stdout).toMatch(/^acme\/m21 /m);
		expect(last.stdout).toMatch(/\nShowing 21–22 of 22\.\n$/);
		const past = await hubkit(["models", "--offset", "30"], env);
		expect(past.stdout).toBe("Models (22), most downloaded first\nNone shown: --offset 30 is past the last of 22.\n");
		// A page that holds every match needs no line.
		expect((await hubkit(["models", "--limit", "22"], env)).stdout).not.toContain("Showing");
		expect((await hubkit(["models", "--limit", "100", "--offset", "1"], env)).stdout).toMatch(
			/\nShowing 2–22 of 22\.\n$/,
		);
	});

	it("offers no larger --limit than the largest, the API's", async () => {
		const most = join(dir, "hundred-and-two.jsonl");
		writeFileSync(most, Array.from({ length: 102 }, (_, i) => JSON.stringify({ id: `acme/m${i}` })).join("\n"));
		const r = await hubkit(["models", "--limit", "100"], { HUBKIT_MODELS: most });
		expect(r.stdout).toMatch(/\nShowing 1–100 of 102; --offset 100 for the next page\.\n$/);
		expect((await hubkit(["models", "--limit", "101"], { HUBKIT_MODELS: most })).stderr).toBe(
			"hubkit: --limit must be an integer from 1 to 100\n",
		);
	});

	it("lists a search by best match and says so; --sort downloads sorts the same matches by downloads", async () => {
		const ids = (stdout: string) =>
			stdout
				.split("\n")
				.slice(1)
				.filter((l) => / downloads /.test(l))
				.map((l) => l.split(" ")[0]);
		const downloads = (stdout: string) =>
			stdout
				.split("\n")
				.map((l) => / (\d+) downloads /.exec(l)?.[1])
				.filter((d) => d !== undefined)
				.map(Number);
		const best = await hubkit(["models", "--search", "llama", "--limit", "100"]);
		expect(best.code).toBe(0);
		expect(best.stdout).toMatch(/^Models \(\d+\), best match first\n/);
		// The same page as the API's best match (`sort=match`), in both stores' order (model-db's list-order test).
		const named = await hubkit(["models", "--search", "llama", "--limit", "100", "--sort", "match", "--json"]);
		expect(ids(best.stdout)).toEqual(JSON.parse(named.stdout).models.map((m: { id: string }) => m.id));
		const most = await hubkit(["models", "--search", "llama", "--limit", "100", "--sort", "downloads"]);
		expect(most.stdout).toMatch(/^Models \(\d+\), most downloaded first\n/);
		expect([...ids(most.stdout)].sort()).toEqual([...ids(best.stdout)].sort());
		expect(downloads(most.stdout)).toEqual([...downloads(most.stdout)].sort((a, b) => b - a));
		expect(ids(most.stdout)).not.toEqual(ids(best.stdout));
		const refused = await hubkit(["models", "--search", "llama", "--direction", "asc"]);
		expect(refused.code).toBe(2);
		expect(refused.stderr).toBe(
			"hubkit: --direction does not apply to best match (--sort match, the default with a search): name another --sort\n",
		);
	});

	it("refuses bad options with exit 2", async () => {
		expect((await hubkit(["models", "--sort", "stars"])).code).toBe(2);
		expect((await hubkit(["models", "--size", "huge"])).stderr).toContain("--size must be one of");
		expect((await hubkit(["models", "--models", join(dir, "none.jsonl")])).code).toBe(2);
		expect((await hubkit(["models", "--help"])).stdout).toContain("Usage: hubkit models");
	});
});

describe("hubkit models: the provider filters", () => {
	const served = join(dir, "served.jsonl");
	const live = (provider: string, facts: object) => ({
		provider,
		providerId: `${provider}/chat`,
		task: "conversational",
		status: "live",
		...facts,
	});
	writeFileSync(
		served,
		[
			{
				id: "acme/groq-tools",
				inferenceProviderMapping: [live("groq", { tools: true, pricing: { input: 0.1, output: 0.3 } })],
			},
			{
				id: "acme/groq-plain",
				inferenceProviderMapping: [
					live("groq", { pricing: { input: 0.1, output: 0.3 } }),
					live("together", { tools: true, pricing: { input: 0.1, output: 0.3 } }),
				],
			},
			{ id: "acme/dear", inferenceProviderMapping: [live("groq", { tools: true, pricing: { input: 3, output: 9 } })] },
		]
			.map((r) => JSON.stringify(r))
			.join("\n"),
	);

	it("lists the models one provider serves with tools at most at a price", async () => {
		const r = await hubkit(["models", "--provider", "groq", "--max-price", "1", "--tools", "--json"], {
			HUBKIT_MODELS: served,
		});
		expect(r.code, r.stderr).toBe(0);
		expect(JSON.parse(r.stdout).models.map((m: { id: string }) => m.id)).toEqual(["acme/groq-tools"]);
	});

	it("refuses a bad price naming its flag", async () => {
		const r = await hubkit(["models", "--max-price", "cheap"], { HUBKIT_MODELS: served });
		expect(r.code).toBe(2);
		expect(r.stderr).toContain("--max-price must be a price above 0");
	});
});
