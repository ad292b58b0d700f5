// @vitest-environment happy-dom
/**
 * The leaderboard pages as a person comparing models on a benchmark uses them: the catalogue's
 * benchmarks as links, one benchmark's ranking best first with each row's source badge and link, an
 * unknown metric listed unranked, and the model page's evaluation results linking to their leaderboard.
 */
import type { EvalResult } from "@hubkit/catalog";
import { cleanup, configure, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { routes } from "../src/app/routes.js";
import { EvalResults } from "../src/features/models/EvalResults.js";

configure({ asyncUtilTimeout: 15_000 });

const GOOD = {
	id: "acme/good",
	value: 1.9,
	source: "model-index",
	verified: true,
	badge: "verified",
	sourceUrl: "https://example.org/good",
	facts: {
		weights: "safetensors 3.2 GB",
		parameters: 1.6e9,
		license: "apache-2.0",
		licenseName: "Apache 2.0",
		licenseUrl: "https://www.apache.org/licenses/LICENSE-2.0",
		commercialUse: "yes",
		wholeOn: "rtx-4060",
		wholeOnLabel: "NVIDIA GeForce RTX 4060 8 GB",
		pipelineTag: "automatic-speech-recognition",
	},
};
const BAD = {
	id: "acme/bad",
	value: 6.2,
	source: "curated",
	verified: false,
	badge: "curated",
	sourceUrl: "https://example.org/bad",
	checked: "2026-11-27",
	facts: {
		weights: "size unknown",
		license: "other",
		licenseName: "custom licence (not read)",
		licenseUrl: "https://huggingface.co/acme/bad",
		wholeOn: "size-unknown",
		wholeOnLabel: "Size unknown",
	},
};
const WER = { dataset: "librispeech_asr", config: "clean", split: "test", metric: "wer", higherIsBetter: false };
const BOARDS: Record<string, unknown> = {
	"dataset=librispeech_asr&metric=wer&config=clean&split=test": { ...WER, rows: [GOOD, BAD] },
	"dataset=librispeech_asr&metric=wer&config=clean&split=test&commercial=true": { ...WER, rows: [GOOD] },
	"dataset=arena&metric=points": {
		dataset: "arena",
		metric: "points",
		higherIsBetter: null,
		rows: [
			{
				id: "acme/a",
				value: 3,
				source: "model-index",
				verified: false,
				badge: "self-reported",
				facts: { ...BAD.facts, licenseUrl: "https://huggingface.co/acme/a", pipelineTag: "text-generation" },
			},
		],
	},
};

beforeAll(() => {
	vi.stubGlobal("fetch", async (input: string | URL | Request) => {
		const url = new URL(
			typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
			"http://test",
		);
		if (url.pathname === "/api/benchmarks") {
			return Response.json([
				{ dataset: "librispeech_asr", config: "clean", split: "test", metric: "wer", higherIsBetter: false, models: 2 },
				{ dataset: "arena", metric: "points", higherIsBetter: null, models: 1 },
			]);
		}
		if (url.pathname === "/api/leaderboard") {
			const body = BOARDS[url.search.slice(1)];
			return body
				? Response.json(body)
				: Response.json({ error: "no such benchmark", field: "dataset" }, { status: 400 });
		}
		if (url.pathname === "/api/health") return Response.json({ status: "ok" });
		return Response.json({ error: "not found" }, { status: 404 });
	});
});
afterAll(() => {
	vi.unstubAllGlobals();
});
afterEach(cleanup);

const renderAt = (path: string) =>
	render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);

describe("leaderboard pages", () => {
	it("lists the catalogue's benchmarks as links to their leaderboards", async () => {
		renderAt("/leaderboards");
		const link = await screen.findByRole("link", { name: "librispeech_asr · clean · test · wer" });
		expect(link.getAttribute("href")).toBe("/leaderboards?dataset=librispeech_asr&metric=wer&config=clean&split=test");
	});

	it("ranks a benchmark best first, each row with its badge and source", async () => {
		renderAt("/leaderboards?dataset=librispeech_asr&metric=wer&config=clean&split=test");
		const table = await screen.findByRole("table");
		expect(within(table).getByText(/lower is better: best first/)).toBeTruthy();
		const rows = within(table).getAllByRole("row").slice(1);
		expect(rows.map((r) => within(r).getByRole("rowheader").textContent)).toEqual(["acme/good", "acme/bad"]);
		expect(within(rows[0] as HTMLElement).getByText("verified")).toBeTruthy();
		expect(within(rows[1] as HTMLElement).getByText("curated")).toBeTruthy();
		expect(within(rows[1] as HTMLElement).getByText("read 2026-11-27")).toBeTruthy();
		expect(
			within(rows[0] as HTMLElement)
				.getByRole("link", { name: "source" })
				.getAttribute("href"),
		).toBe("https://example.org/good");
	});

	it("gives each row the model's weights, named licence with its verdict and the first device it runs whole on", async () => {
		renderAt("/leaderboards?dataset=librispeech_asr&metric=wer&config=clean&split=test");
		const table = await screen.findByRole("table");
		const [good, bad] = within(table).getAllByRole("row").slice(1) as HTMLElement[];
		expect(within(good as HTMLElement).getByText("safetensors 3.2 GB")).toBeTruthy();
		expect(within(good as HTMLElement).getByRole("link", { name: "Apache 2.0" })).toBeTruthy();
		expect(within(good as HTMLElement).getByText("commercial use allowed")).toBeTruthy();
		expect(within(good as HTMLElement).getByText("NVIDIA GeForce RTX 4060 8 GB")).toBeTruthy();
		const custom = within(bad as HTMLElement).getByRole("link", { name: "custom licence (not read)" });
		expect(custom.getAttribute("href")).toBe("https://huggingface.co/acme/bad");
		expect(within(bad as HTMLElement).getByText("read the licence")).toBeTruthy();
		expect(within(bad as HTMLElement).getByText("Size unknown")).toBeTruthy();
	});

	it("filters the rows by commercial use from the page, keeping the choice in the address", async () => {
		const router = createMemoryRouter(routes, {
			initialEntries: ["/leaderboards?dataset=librispeech_asr&metric=wer&config=clean&split=test"],
		});
		render(<RouterProvider router={router} />);
		await screen.findByRole("table");
		const licence = screen.getByRole("combobox", { name: "Licence" });
		expect(within(licence).getByRole("option", { name: "Apache 2.0" })).toBeTruthy();
		screen.getByRole("checkbox", { name: /Commercial use allowed/ }).click();
		await waitFor(() => expect(router.state.location.search).toContain("commercial=true"));
		await waitFor(() => {
			const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
			expect(rows.map((r) => within(r).getByRole("rowheader").textContent)).toEqual(["acme/good"]);
		});
		// Speech recognition has no context: "whole on" names none.
		expect(screen.getByRole("combobox", { name: "Runs whole on" })).toBeTruthy();
		expect(within(screen.getByRole("table")).getByRole("columnheader", { name: "Whole on" })).toBeTruthy();
	});

	it('names the context of "whole on" on a benchmark of text-generation models', async () => {
		renderAt("/leaderboards?dataset=arena&metric=points");
		const table = await screen.findByRole("table");
		expect(within(table).getByRole("columnheader", { name: "Whole on (8K context)" })).toBeTruthy();
		await waitFor(() => expect(screen.getByRole("combobox", { name: "Runs whole on (8K context)" })).toBeTruthy());
	});

	it("lists a metric of unknown direction without ranks", async () => {
		renderAt("/leaderboards?dataset=arena&metric=points");
		const table = await screen.findByRole("table");
		expect(within(table).getByText(/not ranked/)).toBeTruthy();
		expect(within(table).queryByRole("columnheader", { name: "Rank" })).toBeNull();
	});

	it("links each result of a model page's evaluation section to its leaderboard", () => {
		const result: EvalResult = {
			dataset: "librispeech_asr",
			config: "clean",
			split: "test",
			metric: "wer",
			value: 1.9,
			higherIsBetter: false,
			source: "model-index",
			verified: true,
		};
		render(
			<MemoryRouter>
				<EvalResults results={[result]} />
			</MemoryRouter>,
		);
		expect(screen.getByRole("link", { name: "leaderboard" }).getAttribute("href")).toBe(
			"/leaderboards?dataset=librispeech_asr&metric=wer&config=clean&split=test",
		);
	});
});
