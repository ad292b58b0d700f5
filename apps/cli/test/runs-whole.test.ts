/**
 * "Runs on" (the facet, `fits=` and `hubkit models --fits`) means whole on the device: every layer
 * on a GPU (in RAM for a CPU-only machine), not a partial offload to system RAM the user never
 * chose. So an 8 GB card and a 24 GB one are told apart, a 70B model is not "on" an 8 GB card, and
 * the API and the CLI list the same models.
 */
import { type Device, fitBaseId, fitFacts, getDevice, usableMemory } from "@hubkit/catalog/hardware";
import { getSampleModel, SAMPLE_MODELS } from "@hubkit/sample-models";
import { describe, expect, it } from "vitest";
import { createApp } from "../../server/src/app.js";
import { runCli } from "./run-cli.js";

const app = createApp({ models: SAMPLE_MODELS });

interface Page {
	total: number;
	models: { id: string }[];
	facets?: { fits: { value: string; count: number }[] };
}

async function page(query: string): Promise<Page> {
	const res = await app.request(`/api/models?${query}`);
	expect(res.status, query).toBe(200);
	return (await res.json()) as Page;
}

/** Every id `fits=<device>` lists, page by page. */
async function fittingIds(device: string): Promise<string[]> {
	const ids: string[] = [];
	for (let offset = 0; ; offset += 100) {
		const p = await page(`fits=${device}&limit=100&offset=${offset}`);
		ids.push(...p.models.map((m) => m.id));
		if (ids.length >= p.total || p.models.length === 0) return ids;
	}
}

/** The smallest weight option of a sample record (an adapter's on its base), in bytes (Infinity when it has none). */
function smallestWeights(id: string): number {
	const model = SAMPLE_MODELS.find((m) => m.id === id);
	if (!model) return Number.POSITIVE_INFINITY;
	const baseId = fitBaseId(model);
	const options = fitFacts(model, baseId === undefined ? undefined : getSampleModel(baseId))?.options ?? [];
	return Math.min(...options.map((o) => o.weightsBytes));
}

describe("runs on: whole on the device", () => {
	it("tells an 8 GB card from a 24 GB one in the facet counts", async () => {
		const { facets } = await page("facets=true&limit=1");
		const count = (device: string) => facets?.fits.find((f) => f.value === device)?.count ?? 0;
		expect(count("rtx-4060")).toBeGreaterThan(0);
		expect(count("rtx-4090")).toBeGreaterThan(count("rtx-4060"));
		// Each count is the models whose weights alone fit in the card's memory: none is larger.
		for (const id of ["rtx-4060", "rtx-4090"]) {
			const memory = usableMemory(getDevice(id) as Device);
			const ids = await fittingIds(id);
			expect(ids.length, id).toBe(count(id));
			expect(ids.filter((m) => smallestWeights(m) > memory)).toEqual([]);
		}
	});

	it("lists no model on an 8 GB card whose smallest weights exceed 12 GB, and no 70B", async () => {
		const ids = await fittingIds("rtx-4060");
		expect(ids.length).toBeGreaterThan(0);
		const tooBig = ids.filter((id) => smallestWeights(id) > 12e9);
		expect(tooBig).toEqual([]);
		expect(ids).not.toContain("meta-llama/Llama-3.3-70B-Instruct");
		expect(ids).not.toContain("unsloth/Llama-3.3-70B-Instruct-GGUF");
		// A 24 GB card is not an 80 GB one either: the 70B's smallest GGUF needs more than 24 GB.
		expect(await fittingIds("rtx-4090")).not.toContain("unsloth/Llama-3.3-70B-Instruct-GGUF");
	});

	it("is the same list from the CLI (hubkit models --fits rtx-4060 --json)", async () => {
		const api = await fittingIds("rtx-4060");
		const cli: string[] = [];
		for (let offset = 0; cli.length < api.length; offset += 100) {
			const run = await runCli([
				"models",
				"--fits",
				"rtx-4060",
				"--json",
				"--limit",
				"100",
				"--offset",
				String(offset),
			]);
			expect(run.code, run.stderr).toBe(0);
			const body = JSON.parse(run.stdout) as { models: { id: string }[] };
			if (body.models.length === 0) break;
			cli.push(...body.models.map((m) => m.id));
		}
		expect(cli).toEqual(api);
	});
});

describe("hubkit models says which level 'runs on' is", () => {
	it("in the facet line and in the help of --fits", async () => {
		const facets = await runCli(["models", "--facets", "--limit", "1"]);
		expect(facets.code, facets.stderr).toBe(0);
		expect(facets.stdout).toMatch(/^fits \(whole on the GPU; CPU-only devices: in RAM\): [a-z0-9-]+ \(\d+\)/m);
		const help = await runCli(["models", "--help"]);
		expect(help.stdout).toMatch(/--fits DEVICE[^\n]*\n\s+whole on the GPU; CPU-only devices: in RAM/);
	});
});

describe("with offload to system RAM, chosen by the user (ram=, --ram)", () => {
	it("lists the 70B on an 8 GB card with 32 GB of RAM, the same from the API and the CLI", async () => {
		const api = await page("fits=rtx-4060&ram=32&search=Llama-3.3-70B&limit=100");
		expect(api.models.map((m) => m.id)).toContain("unsloth/Llama-3.3-70B-Instruct-GGUF");
		const run = await runCli(["models", "--fits", "rtx-4060", "--ram", "32", "--search", "Llama-3.3-70B", "--json"]);
		expect(run.code, run.stderr).toBe(0);
		expect((JSON.parse(run.stdout) as { models: { id: string }[] }).models.map((m) => m.id)).toEqual(
			api.models.map((m) => m.id),
		);
		const bad = await runCli(["models", "--fits", "rtx-4060", "--ram", "lots"]);
		expect(bad.code).toBe(2);
		expect(bad.stderr).toContain("--ram must be a whole number of GB from 1 to 4096");
	});
});
