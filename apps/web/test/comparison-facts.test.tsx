// @vitest-environment happy-dom
/**
 * The task page's comparison table built from records as hub-core reads them: a parameter count read
 * from the model card (weights in a non-safetensors format) shows, and the "fits on" heading names a
 * context only when a row is a model that has one; so do the model page's header and its best
 * local option.
 */

import type { ModelRecord } from "@hubkit/catalog";
import { fitsOnCommon, memoryStore, modelDecisionFacts, modelTree } from "@hubkit/hub-core";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { DecisionFacts } from "../src/features/models/DecisionFacts.js";
import { BestLocal } from "../src/features/models/ModelTree.js";
import { ComparisonTable } from "../src/features/tasks/ComparisonTable.js";

afterEach(cleanup);

/** A NeMo speech recogniser: no safetensors summary, a card-stated count of 600M in float32. */
const ASR: ModelRecord = {
	id: "acme/asr-0.6b",
	pipeline_tag: "automatic-speech-recognition",
	library_name: "nemo",
	tags: ["automatic-speech-recognition", "nemo"],
	siblings: [{ rfilename: "asr-0.6b.nemo" }],
	sample: { parameters: { total: 600_000_000, dtype: "F32", format: "nemo" } },
} as ModelRecord;

const LLM: ModelRecord = {
	id: "acme/chat-1b",
	pipeline_tag: "text-generation",
	library_name: "transformers",
	tags: ["text-generation", "safetensors"],
	safetensors: { parameters: { BF16: 1_000_000_000 }, total: 1_000_000_000 },
} as ModelRecord;

function table(records: ModelRecord[]) {
	const rows = records.map((m) => modelDecisionFacts(m, { fitsOn: fitsOnCommon }));
	const router = createMemoryRouter([{ path: "/", element: <ComparisonTable rows={rows} taskLabel="Speech" /> }], {
		initialEntries: ["/"],
	});
	render(<RouterProvider router={router} />);
	return screen.getByRole("table");
}

describe("the comparison table read from records", () => {
	it("shows a card-stated parameter count, not 'not published'", () => {
		const row = within(table([ASR])).getByRole("row", { name: /acme\/asr-0\.6b/ });
		expect(row.textContent).toContain("600M");
		expect(row.textContent).not.toContain("not published");
	});

	it("heads the fit column without a context when no row has one", () => {
		const t = table([ASR]);
		expect(within(t).getByRole("columnheader", { name: /^Fits on/ }).textContent).not.toMatch(/context/);
	});

	it("names the 8K context when a row generates tokens", () => {
		const t = table([ASR, LLM]);
		expect(within(t).getByRole("columnheader", { name: /^Fits on/ }).textContent).toMatch(/8K context/);
	});
});

describe("the model page's decision facts", () => {
	const header = (m: ModelRecord) =>
		render(<dl>{<DecisionFacts facts={modelDecisionFacts(m, { fitsOn: fitsOnCommon })} />}</dl>);

	it("says where a speech model runs without a context it does not have", () => {
		const { container } = header(ASR);
		expect(container.textContent).toContain("Runs whole on8 GB laptop (CPU)");
		expect(container.textContent).not.toMatch(/context/);
	});

	it("names the 8K context for a model that generates tokens", () => {
		const { container } = header(LLM);
		expect(container.textContent).toContain("Runs whole on (8K context)");
	});
});

describe("the model page's best local option", () => {
	it("names no context for an image model's quantized derivative", async () => {
		const store = memoryStore(SAMPLE_MODELS);
		const flux = (await store.get("black-forest-labs/FLUX.1-dev")) as ModelRecord;
		const tree = await modelTree(store, flux, { device: "rtx-4090", context: "8192" });
		if (!tree.ok) throw new Error(tree.error);
		const router = createMemoryRouter(
			[{ path: "/", element: <BestLocal tree={tree.value} deviceLabel="RTX 4090 24 GB" /> }],
			{ initialEntries: ["/"] },
		);
		const { container } = render(<RouterProvider router={router} />);
		expect(container.textContent).toMatch(/Best local option: .+ fits whole on your RTX 4090 24 GB\.$/);
		expect(container.textContent).not.toMatch(/ at 8K/);
	});
});
