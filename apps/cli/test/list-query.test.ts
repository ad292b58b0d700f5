/**
 * The model list's query is one rule, hub-core's checkModelListQuery: `GET /api/models` and
 * `hubkit models` refuse the same bad values with the same words, the CLI naming its flag
 * (`--limit`) where the API names the parameter (`limit`, also its answer's `field`), and read
 * the same good ones to the same page.
 */
import { describe, expect, it } from "vitest";
import { createApp } from "../../server/src/app.js";
import { runCli } from "./run-cli.js";

const app = createApp({ webDir: "/nonexistent-hubkit-web" });

/** Each case: the parameters of one query, given alike to the API and as the CLI's flags. */
const BAD: [string, string][][] = [
	[["sort", "stars"]],
	[["sort", ""]],
	[["direction", "up"]],
	[["size", "2B"]],
	[["limit", "0"]],
	[["limit", "101"]],
	[["limit", "05"]],
	[["limit", " 5"]],
	[["limit", "1e2"]],
	[["offset", "-1"]],
	[["offset", "0x10"]],
	[["offset", "1000001"]],
	[["fits", "rtx-9999"]],
	[["fits", ""]],
	[["context", "4096"]],
	[
		["fits", "rtx-4090"],
		["context", "04096"],
	],
	[
		["fits", "rtx-4090"],
		["context", " 4096"],
	],
	[
		["fits", "rtx-4090"],
		["context", "0"],
	],
	[
		["fits", "rtx-4090"],
		["context", "99999999999"],
	],
];

const query = (params: [string, string][]) => new URLSearchParams(params).toString();
const flags = (params: [string, string][]) => params.map(([name, value]) => `--${name}=${value}`);

async function apiAnswer(params: [string, string][]) {
	const res = await app.request(`/api/models?${query(params)}`);
	return { status: res.status, body: (await res.json()) as { error: string; field: string } };
}

/** The API's message in the CLI's words: each parameter it names as a flag; one it names none of is prefixed with it. */
function inFlags(error: string, field: string): string {
	if (!error.startsWith(field)) return `--${field}: ${error}`;
	return error.replace(/\b(sort|direction|size|limit|offset|fits|context)\b/g, "--$1");
}

describe("the model-list query, over the API and the CLI", () => {
	for (const params of BAD) {
		it(`refuses ${query(params)} with the same words`, async () => {
			const api = await apiAnswer(params);
			expect(api.status).toBe(400);
			const cli = await runCli(["models", ...flags(params)]);
			expect(cli.code).toBe(2);
			expect(cli.stdout).toBe("");
			expect(cli.stderr).toBe(`hubkit: ${inFlags(api.body.error, api.body.field)}\n`);
		});
	}

	it("reads the same good values to the same page", async () => {
		const params: [string, string][] = [
			["sort", "likes"],
			["direction", "asc"],
			["limit", "100"],
			["offset", "3"],
			["fits", "rtx-4060"],
			["context", "32768"],
		];
		const api = await app.request(`/api/models?${query(params)}&facets=true`);
		expect(api.status).toBe(200);
		const cli = await runCli(["models", ...flags(params), "--facets", "--json"]);
		expect(cli.code).toBe(0);
		expect(JSON.parse(cli.stdout)).toEqual(await api.json());
	});
});
