// @vitest-environment happy-dom
/**
 * The quality column of a task page as a person choosing a model reads it: headed by the page's
 * benchmark, each figure linked to its source, "no figure" where none was found, sorted best first in
 * the metric's direction (lowest first for an error rate), and the highest-quality pick citing its number.
 */

import type { ModelComparisonRow } from "@hubkit/hub-core";
import { cleanup, configure, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { routes } from "../src/app/routes.js";
import { columnsFor, sortRows } from "../src/features/tasks/comparison.js";

configure({ asyncUtilTimeout: 15_000 });

const quality = (value: number, sourceUrl: string) => ({
	dataset: "openslr/librispeech_asr",
	config: "clean",
	split: "test",
	metric: "wer",
	value,
	higherIsBetter: false,
	sourceUrl,
	source: "curated" as const,
	verified: false,
	checked: "2026-11-27",
});

const ROWS: ModelComparisonRow[] = [
	{ id: "acme/worse", inCatalogue: true, providers: [], quality: quality(4.2, "https://example.org/worse") },
	{ id: "acme/unscored", inCatalogue: true, providers: [] },
	{ id: "acme/better", inCatalogue: true, providers: [], quality: quality(1.7, "https://example.org/better") },
];

const page = (id: string, extra: Record<string, unknown>) => ({
	id,
	label: "Automatic Speech Recognition",
	summary: "Speech to text.",
	libraries: [],
	datasets: [],
	metrics: [],
	models: ROWS.map((r) => ({ id: r.id, description: `The ${r.id} model.` })),
	spaces: [],
	demo: { inputs: [], outputs: [] },
	widgetModels: [],
	comparison: ROWS,
	...extra,
});

const BENCHMARK = {
	dataset: "openslr/librispeech_asr",
	config: "clean",
	split: "test",
	metric: "wer",
	label: "LibriSpeech test-clean, WER %",
	url: "https://huggingface.co/datasets/openslr/librispeech_asr",
};

const API: Record<string, unknown> = {
	"/api/tasks/automatic-speech-recognition": page("automatic-speech-recognition", {
		benchmark: BENCHMARK,
		bestFor: [
			{
				pick: "quality",
				modelId: "acme/better",
				why: "The fewest errors.",
				quality: quality(1.7, "https://example.org/better"),
			},
		],
	}),
	"/api/tasks/image-to-3d": page("image-to-3d", {
		comparison: ROWS.map(({ quality: _, ...r }) => r),
		noSharedBenchmark: "the picks report their quality on different benchmarks.",
	}),
	"/api/tasks": [
		{ id: "automatic-speech-recognition", label: "ASR", modality: "audio", isPlaceholder: false, modelCount: 3 },
		{ id: "image-to-3d", label: "Image to 3D", modality: "cv", isPlaceholder: false, modelCount: 3 },
	],
	"/api/libraries": [],
	"/api/models": { total: 0, models: [] },
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

function renderTask(id: string) {
	const router = createMemoryRouter(routes, { initialEntries: [`/tasks/${id}`] });
	render(<RouterProvider router={router} />);
}

const firstColumn = (table: HTMLElement) =>
	within(table)
		.getAllByRole("rowheader")
		.map((cell) => cell.textContent);

describe("task page quality column", () => {
	it("names the benchmark, links each figure's source, and sorts the lowest error rate first", async () => {
		const { userEvent } = await import("@testing-library/user-event");
		const user = userEvent.setup();
		renderTask("automatic-speech-recognition");
		const table = await screen.findByRole("table", {}, { timeout: 15_000 });
		const header = within(table).getByRole("button", { name: /LibriSpeech test-clean, WER %/ });
		const betterRow = within(table).getByRole("rowheader", { name: "acme/better" }).closest("tr")!;
		expect(within(betterRow).getByText(/1\.7/)).toBeTruthy();
		expect(within(betterRow).getByRole("link", { name: "(source)" }).getAttribute("href")).toBe(
			"https://example.org/better",
		);
		const unscored = within(table).getByRole("rowheader", { name: "acme/unscored" }).closest("tr")!;
		expect(within(unscored).getByText("no figure")).toBeTruthy();
		await user.click(header);
		expect(header.closest("th")?.getAttribute("aria-sort")).toBe("ascending");
		expect(firstColumn(table)).toEqual(["acme/better", "acme/worse", "acme/unscored"]);
		await user.click(header);
		expect(firstColumn(table)).toEqual(["acme/worse", "acme/better", "acme/unscored"]);
		// The benchmark is stated with its link under the table.
		expect(screen.getByRole("link", { name: "LibriSpeech test-clean, WER %" }).getAttribute("href")).toBe(
			BENCHMARK.url,
		);
	});

	it("has the highest-quality pick cite its number and source", async () => {
		renderTask("automatic-speech-recognition");
		await screen.findByRole("table", {}, { timeout: 15_000 });
		const picks = screen.getByRole("heading", { name: "Best for" }).closest("section")!;
		expect(picks.textContent).toContain("It scores 1.7 (LibriSpeech test-clean, WER %)");
		expect(within(picks).getByRole("link", { name: "(source)" }).getAttribute("href")).toBe(
			"https://example.org/better",
		);
	});

	it("says in one line why a page has no quality column", async () => {
		renderTask("image-to-3d");
		const table = await screen.findByRole("table", {}, { timeout: 15_000 });
		expect(within(table).queryByText("no figure")).toBeNull();
		expect(screen.getByText(/No quality column: the picks report their quality on different benchmarks/)).toBeTruthy();
	});
});

describe("quality column helpers", () => {
	it("sort higher-is-better figures best first, and never rank a metric of unknown direction", () => {
		const higher = columnsFor({ label: "MMLU-Pro, accuracy", metric: "accuracy" });
		expect(higher[1]).toMatchObject({ key: "quality", firstDirection: "descending" });
		const unknown = columnsFor({ label: "Arena score", metric: "arena_points" });
		expect(unknown[1]).toMatchObject({ key: "quality", sortable: false });
		expect(columnsFor(undefined).some((c) => c.key === "quality")).toBe(false);
		const sorted = sortRows(ROWS, { key: "quality", direction: "descending" });
		expect(sorted.map((r) => r.id)).toEqual(["acme/worse", "acme/better", "acme/unscored"]);
	});
});
