// @vitest-environment happy-dom
import { getSampleModel } from "@hubkit/sample-models";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEVICE_STORAGE_KEY, readFitState } from "../src/features/fit/fitState.js";
import { RunLocally } from "../src/features/fit/RunLocally.js";

afterEach(() => {
	cleanup();
	localStorage.clear();
});

const GEMMA = getSampleModel("ggml-org/gemma-3-4b-it-GGUF");
if (!GEMMA) throw new Error("sample record missing");

function renderAt(url: string, onChoose = vi.fn(), file?: string) {
	const router = createMemoryRouter(
		[
			{
				path: "/m",
				element: <RunLocally model={GEMMA as NonNullable<typeof GEMMA>} file={file} onChoose={onChoose} />,
			},
		],
		{ initialEntries: [url] },
	);
	render(<RouterProvider router={router} />);
	return { router, onChoose };
}

const table = () => screen.getByRole("table", { name: /weight options of ggml-org\/gemma-3-4b-it-GGUF/i });
const row = (quant: string) => {
	const cell = within(table()).getByRole("rowheader", { name: new RegExp(`^${quant}`) });
	return cell.closest("tr") as HTMLTableRowElement;
};

describe("Run it locally", () => {
	it("lists every quantization with its fit, the projector paired and one marked recommended", () => {
		renderAt("/m?device=rtx-4060&context=8192");
		expect(screen.getByRole("heading", { name: "Run it locally" })).toBeDefined();
		expect(within(row("Q4_K_M")).getByText(/vision projector/)).toBeDefined();
		expect(within(row("F16")).getByText(/partial/)).toBeDefined();
		expect(within(table()).getAllByText("recommended")).toHaveLength(1);
		// The math is one click away: weights + KV cache + overhead = total, and the formula.
		const details = within(row("Q8_0")).getByText(/How/).closest("details") as HTMLDetailsElement;
		expect(details.textContent).toMatch(/weights \+ .* KV cache \+ .* overhead = /);
		expect(details.textContent).toMatch(/2 \(K and V\) × \d+ layers × 8K tokens × \d+ KV heads × \d+ head dim/);
	});

	it("changing the device changes the badges, and is kept in the URL and the browser", () => {
		const { router } = renderAt("/m?device=rtx-4060&context=8192");
		expect(within(row("F16")).getByText(/partial/)).toBeDefined();
		fireEvent.change(screen.getByLabelText("Device"), { target: { value: "rtx-4090" } });
		expect(within(row("F16")).getByText(/^fits$/)).toBeDefined();
		expect(router.state.location.search).toMatch(/device=rtx-4090/);
		expect(localStorage.getItem(DEVICE_STORAGE_KEY)).toBe("rtx-4090");
		fireEvent.change(screen.getByLabelText("Context length"), { target: { value: "32768" } });
		expect(router.state.location.search).toMatch(/context=32768/);
	});

	it("a remembered device opens the next page; the URL's wins", () => {
		localStorage.setItem(DEVICE_STORAGE_KEY, "m4-max-128gb");
		expect(readFitState(new URLSearchParams("")).device).toBe("m4-max-128gb");
		expect(readFitState(new URLSearchParams("device=t4")).device).toBe("t4");
		// A bad link is ignored, not an error.
		expect(readFitState(new URLSearchParams("device=nope&context=-3"))).toEqual({
			device: "m4-max-128gb",
			context: 8192,
		});
	});

	it("choosing a row picks its file for the local-app commands", () => {
		const { onChoose } = renderAt("/m?device=rtx-4090");
		fireEvent.click(within(row("Q4_K_M")).getByRole("radio"));
		expect(onChoose).toHaveBeenCalledWith(expect.stringMatching(/Q4_K_M\.gguf$/));
		expect(onChoose.mock.calls[0]?.[0]).not.toMatch(/mmproj/);
	});
});
