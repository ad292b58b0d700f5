// @vitest-environment happy-dom
import type { ModelRecord } from "@hubkit/catalog";
import { getSampleModel } from "@hubkit/sample-models";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEVICE_STORAGE_KEY, readFitState } from "../src/features/fit/fitState.js";
import { RunLocally } from "../src/features/fit/RunLocally.js";
import { useFit } from "../src/features/fit/useFit.js";

afterEach(() => {
	cleanup();
	localStorage.clear();
});

function sample(id: string): ModelRecord {
	const record = getSampleModel(id);
	if (!record) throw new Error(`sample record missing: ${id}`);
	return record;
}
const GEMMA = sample("ggml-org/gemma-3-4b-it-GGUF");

/** The section as the model page wires it: the page's fit, the file the commands run. */
function Section({ model, file, onChoose }: { model: ModelRecord; file?: string; onChoose: (f?: string) => void }) {
	const fit = useFit(model);
	return <RunLocally model={model} fit={fit} file={file} onChoose={onChoose} />;
}

function renderAt(url: string, onChoose = vi.fn(), file?: string, model: ModelRecord = GEMMA) {
	const router = createMemoryRouter(
		[{ path: "/m", element: <Section model={model} file={file} onChoose={onChoose} /> }],
		{
			initialEntries: [url],
		},
	);
	render(<RouterProvider router={router} />);
	return { router, onChoose };
}

const table = (id = GEMMA.id) => screen.getByRole("table", { name: `Weight options of ${id}` });
const row = (quant: string, id = GEMMA.id) => {
	const cell = within(table(id)).getByRole("rowheader", { name: new RegExp(`^${quant}`) });
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

const LLAMA = sample("bartowski/Meta-Llama-3.1-8B-Instruct-GGUF");
/** The text of one column's cell in every row. */
const column = (label: string, id = GEMMA.id) =>
	within(table(id))
		.getAllByRole("row")
		.slice(1)
		.map((tr) => (tr.querySelector(`[data-label="${label}"]`) as HTMLElement).textContent ?? "");

describe("Run it locally: the figures", () => {
	it("writes sizes in decimal GB, labelled as such, the device's usable memory too", () => {
		renderAt("/m?device=rtx-4060&context=8192");
		// An 8 GiB card holds 8.6 decimal GB; the page says which units it writes.
		expect(document.body.textContent).toContain("NVIDIA GeForce RTX 4060 8 GB: 8.6 GB usable.");
		expect(document.body.textContent).toMatch(/Sizes here are decimal, as the hub shows files \(1 GB = 10⁹ bytes\)/);
		for (const size of column("Size")) expect(size).toMatch(/^(≈ )?\d+(\.\d)? (MB|GB)$/);
		const details = within(row("Q8_0")).getByText(/How/).closest("details") as HTMLDetailsElement;
		expect(details.textContent).toMatch(/\d(\.\d)? GB weights \+ \d+(\.\d)? (MB|GB) KV cache/);
	});

	it("rounds max context and speed to one form with no false precision", () => {
		renderAt("/m?device=m1-8gb&context=8192", vi.fn(), undefined, LLAMA);
		const contexts = column("Max context", LLAMA.id);
		// Q6_K fits up to 9,696 tokens: written "9K", like every other length, never "9696".
		expect(contexts).toContain("9K");
		for (const c of contexts) expect(c).toMatch(/^(\d+K|\d+(\.\d)?M|—)$/);
		const speeds = column("Speed (estimate)", LLAMA.id).filter((s) => s !== "—");
		expect(speeds.length).toBeGreaterThan(0);
		for (const s of speeds) {
			expect(s).toMatch(/^~[\d,.]+ tok\/s$/);
			const digits = s.replace(/[^\d]/g, "").replace(/^0+/, "").replace(/0+$/, "");
			expect(digits.length, s).toBeLessThanOrEqual(2);
		}
	});

	it("marks a fit with no headroom on a consumer card tight and recommends one with room", () => {
		renderAt("/m?device=rtx-4060&context=8192", vi.fn(), undefined, LLAMA);
		// Q6_K needs 8.2 of the card's 8.6 GB: tight, so the recommendation is Q5_K_M.
		expect(within(row("Q6_K", LLAMA.id)).getByText("tight")).toBeDefined();
		expect(within(row("Q5_K_M", LLAMA.id)).queryByText("tight")).toBeNull();
		expect(within(row("Q5_K_M", LLAMA.id)).getByText("recommended")).toBeDefined();
		expect(within(row("Q6_K", LLAMA.id)).queryByText("recommended")).toBeNull();
		expect(document.body.textContent).toContain("Recommended: Q5_K_M, the best quality that fits with room to spare");
		// A data-centre card of the same size is not a desktop's display card: no mark.
		cleanup();
		renderAt("/m?device=t4&context=8192", vi.fn(), undefined, LLAMA);
		expect(screen.queryByText("tight")).toBeNull();
	});

	it("names the file the commands run, the recommended one until a row is chosen", () => {
		const file = LLAMA.siblings?.map((s) => s.rfilename).find((f) => f.endsWith("Q5_K_M.gguf"));
		renderAt("/m?device=rtx-4060", vi.fn(), file, LLAMA);
		expect((within(row("Q5_K_M", LLAMA.id)).getByRole("radio") as HTMLInputElement).checked).toBe(true);
		expect(document.body.textContent).toContain(`Local-app commands run ${file}, the recommended option`);
	});

	it("says nothing about GGUF rows on a model that has none", () => {
		const whisper = sample("openai/whisper-large-v3");
		renderAt("/m?device=rtx-4060", vi.fn(), undefined, whisper);
		expect(screen.getByRole("heading", { name: "Run it locally" })).toBeDefined();
		expect(document.body.textContent).not.toMatch(/GGUF row|local-app commands/i);
		expect(screen.queryAllByRole("radio")).toHaveLength(0);
	});
});
