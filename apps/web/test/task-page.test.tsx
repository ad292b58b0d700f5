// @vitest-environment happy-dom
/**
 * The task page as a person choosing a model uses it: the comparison table sorts from its headers
 * (with aria-sort), the picks and guidance show, example models link to this hub's model pages, metrics
 * link only where the API gives a checked URL, and the recommended model's code is on the page.
 */

import { formatParameters, licenceNote, type ModelComparisonRow } from "@hubkit/hub-core";
import { cleanup, configure, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { routes } from "../src/app/routes.js";
import { FIT_NOTE_LABELS, fitsOnText, formatContext, nextSort, sortRows } from "../src/features/tasks/comparison.js";

configure({ asyncUtilTimeout: 15_000 });

const ROWS: ModelComparisonRow[] = [
	{
		id: "acme/big",
		inCatalogue: true,
		parameters: 70_000_000_000,
		license: "llama3.1",
		commercialUse: "conditions",
		contextLength: 131072,
		fitsOn: "Mac, 64 GB",
		releaseDate: "2025-01-10",
		providers: ["together", "groq"],
	},
	{
		id: "acme/tiny",
		inCatalogue: true,
		parameters: 135_000_000,
		license: "apache-2.0",
		commercialUse: "yes",
		contextLength: 8192,
		fitsOn: "RTX 4090 24 GB",
		languages: ["en"],
		releaseDate: "2026-06-01",
		providers: [],
	},
	{ id: "elsewhere/unlisted", inCatalogue: false, providers: [] },
];

/** A page whose facts could mislead: a custom licence, a licence named by its card, a release day not known. */
const TRANSLATION_ROWS: ModelComparisonRow[] = [
	{
		id: "acme/custom",
		inCatalogue: true,
		license: "other",
		licenseName: "custom licence (not read)",
		providers: [],
	},
	{
		id: "acme/nc-gated",
		inCatalogue: true,
		license: "other",
		licenseName: "FLUX.1 [dev] Non-Commercial License",
		licenseUrl: "https://huggingface.co/black-forest-labs/FLUX.1-dev/blob/main/LICENSE.md",
		commercialUse: "no",
		gated: true,
		releaseDate: "2018-10-11",
		releaseSourceUrl: "https://arxiv.org/abs/1810.04805",
		providers: [],
	},
];

const API: Record<string, unknown> = {
	"/api/tasks/translation": {
		id: "translation",
		label: "Translation",
		summary: "Translates text.",
		libraries: [],
		datasets: [],
		metrics: [],
		models: TRANSLATION_ROWS.map((r) => ({ id: r.id, description: `The ${r.id} model.` })),
		spaces: [],
		demo: { inputs: [], outputs: [] },
		widgetModels: [],
		recommendedModel: "acme/nc-gated",
		comparison: TRANSLATION_ROWS,
	},
	"/api/models/acme/nc-gated/snippets": { libraries: [], localApps: [], inference: [] },
	"/api/tasks": [
		{ id: "text-generation", label: "Text Generation", modality: "nlp", isPlaceholder: false, modelCount: 2 },
		{ id: "translation", label: "Translation", modality: "nlp", isPlaceholder: false, modelCount: 2 },
	],
	"/api/libraries": [],
	"/api/models": { total: 0, models: [] },
	"/api/tasks/text-generation": {
		id: "text-generation",
		label: "Text Generation",
		summary: "Writes text. It continues a prompt.",
		libraries: [],
		datasets: [],
		metrics: [
			{ id: "perplexity", description: "How unsure.", url: "https://huggingface.co/spaces/evaluate-metric/perplexity" },
			{ id: "Cross Entropy", description: "Average loss." },
		],
		models: ROWS.map((r) => ({ id: r.id, description: `The ${r.id} model.` })),
		spaces: [],
		demo: { inputs: [], outputs: [] },
		widgetModels: [],
		reviewedOn: "2026-11-23",
		freshnessMonths: 18,
		recommendedModel: "acme/tiny",
		bestFor: [{ pick: "small", modelId: "acme/tiny", why: "It runs on a laptop." }],
		guidance: [{ heading: "How to pick one", paragraphs: ["Start from your hardware."] }],
		resources: [{ title: "A leaderboard", url: "https://lmarena.ai/leaderboard", kind: "leaderboard" }],
		comparison: ROWS,
	},
	"/api/models/acme/tiny/snippets": {
		libraries: [
			{
				library: "transformers",
				language: "python",
				snippets: ["print('tiny locally')\n"],
				verification: [{ level: "ran", library: "transformers", version: "5.18.0" }],
			},
		],
		localApps: [],
		inference: [
			{ language: "sh", client: "curl", content: "curl https://example.invalid\n" },
			{ language: "python", client: "huggingface_hub", content: "print('tiny remotely')\n" },
		],
	},
};

beforeAll(() => {
	vi.stubGlobal("fetch", async (input: string | URL | Request) => {
		const url = new URL(
			typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
			"http://test",
		);
		const body = API[url.pathname];
		return body === undefined ? Response.json({ error: "not found" }, { status: 404 }) : Response.json(body);
	});
});
afterAll(() => {
	vi.unstubAllGlobals();
});
afterEach(cleanup);

function renderTask(id = "text-generation") {
	const router = createMemoryRouter(routes, { initialEntries: [`/tasks/${id}`] });
	render(<RouterProvider router={router} />);
}

const firstColumn = (table: HTMLElement) =>
	within(table)
		.getAllByRole("rowheader")
		.map((cell) => cell.textContent);

describe("task page for choosing a model", () => {
	it("sorts the comparison table from its headers and says how in aria-sort", async () => {
		const { userEvent } = await import("@testing-library/user-event");
		const user = userEvent.setup();
		renderTask();
		const table = await screen.findByRole("table", {}, { timeout: 15_000 });
		expect(firstColumn(table)).toEqual(["acme/big", "acme/tiny", "elsewhere/unlisted"]);
		const released = within(table).getByRole("button", { name: /Released/ });
		await user.click(released);
		expect(released.closest("th")?.getAttribute("aria-sort")).toBe("descending");
		expect(firstColumn(table)).toEqual(["acme/tiny", "acme/big", "elsewhere/unlisted"]);
		// Keyboard: Enter on the focused header button sorts the other way.
		released.focus();
		await user.keyboard("{Enter}");
		expect(released.closest("th")?.getAttribute("aria-sort")).toBe("ascending");
		expect(firstColumn(table)).toEqual(["acme/big", "acme/tiny", "elsewhere/unlisted"]);
		// Only the sorted column carries aria-sort.
		expect(
			within(table)
				.getByRole("button", { name: /Parameters/ })
				.closest("th")
				?.hasAttribute("aria-sort"),
		).toBe(false);
		expect(within(table).getByText("70B")).toBeTruthy();
		expect(within(table).getByText("commercial use under conditions")).toBeTruthy();
		// "Fits on" sorts by machine size, smallest first, not alphabetically.
		await user.click(within(table).getByRole("button", { name: /Fits on/ }));
		expect(firstColumn(table)).toEqual(["acme/tiny", "acme/big", "elsewhere/unlisted"]);
		expect(within(table).getByText("Mac, 64 GB")).toBeTruthy();
	});

	it("links example models to this hub's model pages, and only known ones", async () => {
		renderTask();
		const table = await screen.findByRole("table", {}, { timeout: 15_000 });
		expect(within(table).getByRole("link", { name: "acme/tiny" }).getAttribute("href")).toBe("/models/acme/tiny");
		expect(within(table).queryByRole("link", { name: "elsewhere/unlisted" })).toBeNull();
		const examples = screen.getByRole("heading", { name: "Example models" }).closest("section")!;
		expect(within(examples).getByRole("link", { name: "acme/big" }).getAttribute("href")).toBe("/models/acme/big");
		expect(within(examples).getByRole("link", { name: "elsewhere/unlisted" }).getAttribute("href")).toBe(
			"https://huggingface.co/elsewhere/unlisted",
		);
	});

	it("shows the picks, the guidance, the review date, resources and metric links from the API only", async () => {
		renderTask();
		await screen.findByRole("table", {}, { timeout: 15_000 });
		const picks = screen.getByRole("heading", { name: "Best for" }).closest("section")!;
		expect(within(picks).getByText("It runs on a laptop.")).toBeTruthy();
		expect(screen.getByRole("heading", { level: 3, name: "How to pick one" })).toBeTruthy();
		expect(screen.getByText("Start from your hardware.")).toBeTruthy();
		expect(document.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-23");
		expect(screen.getByRole("link", { name: "A leaderboard" }).getAttribute("href")).toBe(
			"https://lmarena.ai/leaderboard",
		);
		expect(screen.getByRole("link", { name: "perplexity" }).getAttribute("href")).toBe(
			"https://huggingface.co/spaces/evaluate-metric/perplexity",
		);
		expect(screen.queryByRole("link", { name: "Cross Entropy" })).toBeNull();
		expect(screen.getByText("Cross Entropy")).toBeTruthy();
	});

	it("shows the recommended model's library and inference code, Python first", async () => {
		renderTask();
		const section = (await screen.findByRole("heading", { name: "Try the recommended model" })).closest("section")!;
		await waitFor(() => expect(section.textContent).toContain("print('tiny locally')"));
		expect(within(section).getByText("Ran with transformers 5.18")).toBeTruthy();
		expect(section.textContent).toContain("print('tiny remotely')");
		expect(section.textContent).not.toContain("curl https://example.invalid");
	});
});

describe("task page facts that do not mislead", () => {
	it("names licences, links a custom one to the card, and says 'not known' for a release day the record lacks", async () => {
		renderTask("translation");
		const table = await screen.findByRole("table", {}, { timeout: 15_000 });
		expect(table.textContent).not.toMatch(/\bother\b/);
		const custom = within(table).getByRole("link", { name: "custom licence (not read)" });
		expect(custom.getAttribute("href")).toBe("https://huggingface.co/acme/custom");
		const named = within(table).getByRole("link", { name: "FLUX.1 [dev] Non-Commercial License" });
		expect(named.getAttribute("href")).toBe("https://huggingface.co/black-forest-labs/FLUX.1-dev/blob/main/LICENSE.md");
		expect(within(table).getByText("no commercial use")).toBeTruthy();
		expect(within(table).getByText("not known").getAttribute("title")).toMatch(/March 2022 migration/);
		expect(within(table).getByRole("link", { name: "(source)" }).getAttribute("href")).toBe(
			"https://arxiv.org/abs/1810.04805",
		);
	});

	it("puts a note beside the code of a non-commercial, gated recommended model", async () => {
		renderTask("translation");
		const section = (await screen.findByRole("heading", { name: "Try the recommended model" })).closest("section")!;
		const note = within(section).getByRole("note", { name: "Before you run this code" });
		expect(note.textContent).toMatch(/Non-commercial licence \(FLUX\.1 \[dev\] Non-Commercial License\)/);
		expect(note.textContent).toMatch(/Gated model/);
	});

	it("shows no note beside the code of an openly licensed, ungated model", async () => {
		renderTask();
		const section = (await screen.findByRole("heading", { name: "Try the recommended model" })).closest("section")!;
		expect(within(section).queryByRole("note")).toBeNull();
	});
});

describe("comparison helpers", () => {
	it("format sizes and windows for people", () => {
		expect(formatParameters(7_615_000_000)).toBe("7.6B");
		expect(formatParameters(450_046_212)).toBe("450M");
		expect(formatParameters(1_026_408_232_448)).toBe("1T");
		expect(formatParameters(undefined)).toBe("not published");
		// One form with "Run it locally": K of 1,024 tokens, as the model names its window.
		expect(formatContext(131072)).toBe("128K tokens");
		expect(formatContext(32768)).toBe("32K tokens");
	});

	it("say a card without a licence grants nothing, and why a model has no machine to fit on", () => {
		expect(licenceNote({ licenseNotStated: true })).toMatch(/no licence on the card/);
		expect(licenceNote({ commercialUse: "yes" })).toBe("commercial use allowed");
		expect(licenceNote({})).toBe("read the licence");
		expect(FIT_NOTE_LABELS["not-applicable"]).toMatch(/not estimated/);
		expect(FIT_NOTE_LABELS["too-large"]).toMatch(/too large/);
	});

	it("say an unsized row's reason in the model page's words: an adapter needs its base", () => {
		const needsBase = "Size unknown: needs its base model x/absent-base, which this catalogue does not size";
		expect(fitsOnText({ fitNote: "unsized", sizeNote: needsBase })).toBe(needsBase);
		expect(fitsOnText({ fitNote: "unsized" })).toBe(FIT_NOTE_LABELS.unsized);
		expect(fitsOnText({ fitsOn: "16 GB GPU" })).toBe("16 GB GPU");
		expect(fitsOnText({})).toBe("—");
	});

	it("sort missing values last in both directions", () => {
		const rows = [...ROWS];
		const desc = nextSort(undefined, { key: "parameters", label: "Parameters", firstDirection: "descending" });
		expect(sortRows(rows, desc).map((r) => r.id)).toEqual(["acme/big", "acme/tiny", "elsewhere/unlisted"]);
		const asc = nextSort(desc, { key: "parameters", label: "Parameters", firstDirection: "descending" });
		expect(sortRows(rows, asc).map((r) => r.id)).toEqual(["acme/tiny", "acme/big", "elsewhere/unlisted"]);
	});
});
