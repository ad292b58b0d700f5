// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Facets } from "../src/features/models/Facets.js";
import type { ModelList } from "../src/lib/types.js";

afterEach(cleanup);

const languages = Array.from({ length: 30 }, (_, i) => ({ value: `lang${i}`, count: 100 - i }));
const FACETS = {
	task: [],
	library: [],
	app: [],
	provider: [],
	maxPrice: [],
	tools: [],
	structuredOutput: [],
	license: [{ value: "mit", count: 3 }],
	language: languages,
	size: [],
	fits: [],
} as NonNullable<ModelList["facets"]>;
const NONE = {
	license: "",
	language: "",
	app: "",
	provider: "",
	maxPrice: "",
	tools: "",
	structuredOutput: "",
	size: "",
	fits: "",
};

describe("facets", () => {
	it("shows the most common values, and every value after 'Show all'", () => {
		const choose = vi.fn();
		render(<Facets facets={FACETS} chosen={NONE} choose={choose} />);
		const region = screen.getByRole("region", { name: "Language" });
		const values = () =>
			within(region)
				.getAllByRole("button", { pressed: false })
				.map((b) => b.textContent);
		expect(values()).not.toContain("lang29 (71)");
		const more = within(region).getByRole("button", { name: "Show all 30" });
		expect(more.getAttribute("aria-expanded")).toBe("false");
		fireEvent.click(more);
		expect(values()).toHaveLength(30);
		fireEvent.click(within(region).getByRole("button", { name: "lang29 (71)" }));
		expect(choose).toHaveBeenCalledWith("language", "lang29");
		fireEvent.click(within(region).getByRole("button", { name: "Show fewer" }));
		expect(values()).not.toContain("lang29 (71)");
		// A facet with few values has nothing more to show.
		const license = screen.getByRole("region", { name: "License" });
		expect(within(license).queryByRole("button", { name: /^Show/ })).toBeNull();
	});

	it("keeps a chosen value beyond the first ones in view", () => {
		render(<Facets facets={FACETS} chosen={{ ...NONE, language: "lang20" }} choose={() => {}} />);
		const region = screen.getByRole("region", { name: "Language" });
		expect(within(region).getByRole("button", { name: "lang20 (80)" }).getAttribute("aria-pressed")).toBe("true");
	});

	it("says how many values the answer left out, once the list is open", () => {
		render(<Facets facets={FACETS} leftOut={{ language: 199_000 }} chosen={NONE} choose={() => {}} />);
		const region = screen.getByRole("region", { name: "Language" });
		expect(within(region).queryByText(/not listed/)).toBeNull();
		fireEvent.click(within(region).getByRole("button", { name: "Show the 30 most common" }));
		expect(within(region).getByText("199,000 more values, each on fewer models, are not listed.")).toBeTruthy();
	});

	it("says the devices are counted whole on the GPU (in RAM on a CPU), at the default context", () => {
		const fits = [
			{ value: "rtx-4090", count: 5 },
			{ value: "cpu-8gb-ddr4", count: 2 },
		];
		render(<Facets facets={{ ...FACETS, fits }} chosen={NONE} choose={() => {}} />);
		const region = screen.getByRole("region", { name: /^Runs on/ });
		const heading = within(region).getByRole("heading").textContent ?? "";
		expect(heading).toContain("whole on the GPU");
		expect(heading).toContain("in RAM");
		expect(heading).toContain("8K context");
		expect(within(region).getByRole("button", { name: "NVIDIA GeForce RTX 4090 24 GB (5)" })).toBeTruthy();
	});

	it('shows records with nothing to size as a "Size unknown" chip, and chooses it like a device', () => {
		const choose = vi.fn();
		const fits = [
			{ value: "rtx-4090", count: 5 },
			{ value: "size-unknown", count: 3 },
		];
		render(<Facets facets={{ ...FACETS, fits }} chosen={NONE} choose={choose} />);
		const region = screen.getByRole("region", { name: /^Runs on/ });
		fireEvent.click(within(region).getByRole("button", { name: "Size unknown (3)" }));
		expect(choose).toHaveBeenCalledWith("fits", "size-unknown");
	});

	it("offers the provider's price steps and tool calling as chips that set the list's filters", () => {
		const choose = vi.fn();
		const maxPrice = [
			{ value: "0.5", count: 2 },
			{ value: "1", count: 4 },
		];
		const tools = [{ value: "true", count: 3 }];
		render(<Facets facets={{ ...FACETS, maxPrice, tools }} chosen={NONE} choose={choose} />);
		const price = screen.getByRole("region", { name: /^Price via a provider/ });
		fireEvent.click(within(price).getByRole("button", { name: "≤ $1 / M tokens (4)" }));
		expect(choose).toHaveBeenCalledWith("maxPrice", "1");
		const calling = screen.getByRole("region", { name: "Tool calling via a provider" });
		fireEvent.click(within(calling).getByRole("button", { name: "Offered (3)" }));
		expect(choose).toHaveBeenCalledWith("tools", "true");
	});
});
