// @vitest-environment happy-dom
import type { ModelRecord } from "@hubkit/catalog";
import { type Device, type Estimate, estimateModel, getDevice, recommend } from "@hubkit/catalog/hardware";
import { formatBytes } from "@hubkit/hub-core";
import { getSampleModel } from "@hubkit/sample-models";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEVICE_STORAGE_KEY, RAM_STORAGE_KEY, readFitState } from "../src/features/fit/fitState.js";
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
function Section({
	model,
	file,
	onChoose,
	base,
}: {
	model: ModelRecord;
	file?: string;
	onChoose: (f?: string) => void;
	/** An adapter's base, as the page fetches it. */
	base?: ModelRecord;
}) {
	const fit = useFit(model, base);
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
	it("sizes an adapter on its base and says so in the How", () => {
		const lora = sample("smangrul/bge-small-en-lora-feature-extraction");
		const base = sample("BAAI/bge-small-en-v1.5");
		const router = createMemoryRouter(
			[{ path: "/m", element: <Section model={lora} onChoose={vi.fn()} base={base} /> }],
			{ initialEntries: ["/m?device=rtx-4060"] },
		);
		render(<RouterProvider router={router} />);
		const details = within(table(lora.id)).getByText(/How/).closest("details") as HTMLDetailsElement;
		expect(details.textContent).toContain(
			"BAAI/bge-small-en-v1.5's safetensors weights (the base model this adapter is loaded on) + this adapter's own files",
		);
	});

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

	it("says 'runs, slowly' of an option that runs below 5 tok/s, never a plain 'runs'", () => {
		const big = sample("unsloth/Llama-3.3-70B-Instruct-GGUF");
		renderAt("/m?device=rtx-4060&context=8192", vi.fn(), undefined, big);
		const slow = within(table(big.id)).getAllByText(/^runs, slowly/);
		expect(slow.length).toBeGreaterThan(0);
		expect(within(table(big.id)).queryAllByText(/^partial/)).toEqual([]);
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
		expect(readFitState(new URLSearchParams("device=nope&context=-3&ram=0"))).toEqual({
			device: "m4-max-128gb",
			context: 8192,
			ram: 32,
		});
	});

	it("a remembered RAM opens the next page; the URL's wins; a bad one is ignored", () => {
		localStorage.setItem(RAM_STORAGE_KEY, "64");
		expect(readFitState(new URLSearchParams("")).ram).toBe(64);
		expect(readFitState(new URLSearchParams("ram=16")).ram).toBe(16);
		expect(readFitState(new URLSearchParams("ram=1.5")).ram).toBe(64);
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

describe("Run it locally: where a size was read", () => {
	it("links the page a published count was read from, with the day", () => {
		const canary = sample("nvidia/canary-1b");
		renderAt("/m?device=rtx-4090", vi.fn(), undefined, canary);
		const section = screen.getByRole("region", { name: "Run it locally" });
		const link = within(section).getByRole("link", { name: /1 billion parameters/ });
		expect(link.getAttribute("href")).toBe("https://huggingface.co/nvidia/canary-1b");
		expect(link.closest("p")?.textContent).toMatch(/^Size source: .*, read \d{4}-\d{2}-\d{2}\.$/);
	});

	it("shows no source line for a record whose sizes are its own files' (the hub's listing)", () => {
		renderAt("/m?device=rtx-4090&context=8192");
		expect(screen.getByRole("region", { name: "Run it locally" }).textContent).not.toContain("Size source");
	});

	it("sizes an adapter whose base is not in the catalogue on the base's published count, and says so", () => {
		const lora: ModelRecord = {
			id: "o/roberta-large-lora",
			library_name: "peft",
			pipeline_tag: "text-classification",
			tags: ["peft", "base_model:adapter:FacebookAI/roberta-large"],
			siblings: [{ rfilename: "adapter_model.bin", size: 7_000_000 }],
			sample: {
				baseParameters: { total: 355_000_000, dtype: "F32", format: "pytorch" },
				sizeSource: { url: "https://example.org/roberta", checked: "2026-11-28", note: "the paper: 355M" },
			},
		};
		renderAt("/m?device=rtx-4060", vi.fn(), undefined, lora);
		const details = within(table(lora.id)).getByText(/How/).closest("details") as HTMLDetailsElement;
		expect(details.textContent).toContain(
			"FacebookAI/roberta-large's pytorch weights, by its published parameter count (the base model this adapter is loaded on, not in this catalogue)",
		);
		expect(screen.getByRole("link", { name: "the paper: 355M" })).toBeTruthy();
	});
});

describe("Run it locally: a record with no size", () => {
	it("says the size is unknown in one line instead of leaving the section out", () => {
		const model: ModelRecord = {
			id: "o/unsized",
			library_name: "speechbrain",
			siblings: [{ rfilename: "model.ckpt" }],
		};
		renderAt("/m?device=rtx-4090&context=8192", vi.fn(), undefined, model);
		const section = screen.getByRole("region", { name: "Run it locally" });
		expect(section.textContent).toContain("Size unknown: this record lists no weight file sizes or parameter count");
		expect(within(section).queryByRole("table")).toBeNull();
	});

	it("names the base model an adapter needs when the catalogue does not have it, instead of sizing its own file", () => {
		renderAt("/m?device=rtx-4060&context=8192", vi.fn(), undefined, sample("vidore/colpali-v1.3"));
		const section = screen.getByRole("region", { name: "Run it locally" });
		expect(section.textContent).toContain("Size unknown: needs its base model vidore/colpaligemma-3b-pt-448-base");
		expect(within(section).queryByRole("table")).toBeNull();
	});
});

describe("Run it locally: the figures", () => {
	it("writes sizes in decimal GB, labelled as such, the device's usable memory too", () => {
		renderAt("/m?device=rtx-4060&context=8192");
		// An 8 GiB card holds 8.6 decimal GB; the page says which units it writes.
		expect(document.body.textContent).toContain(
			"NVIDIA GeForce RTX 4060 8 GB: 8.6 GB usable (8 GiB, the unit of the card's name).",
		);
		expect(document.body.textContent).toMatch(/Sizes here are decimal, as the hub shows files \(1 GB = 10⁹ bytes\)/);
		for (const size of column("Size")) expect(size).toMatch(/^(≈ )?\d+(\.\d)? (MB|GB)$/);
		const details = within(row("Q8_0")).getByText(/How/).closest("details") as HTMLDetailsElement;
		expect(details.textContent).toMatch(/\d(\.\d)? GB weights \+ \d+(\.\d)? (MB|GB) KV cache/);
	});

	it("rounds max context and speed to one form with no false precision", () => {
		renderAt("/m?device=m1-8gb&context=8192", vi.fn(), undefined, LLAMA);
		const contexts = column("Max context", LLAMA.id);
		// Some options fit only up to a computed length (not a power of two): written in K like
		// every other length, never as the raw token count.
		expect(contexts.some((c) => c !== "128K" && c !== "—")).toBe(true);
		for (const c of contexts) expect(c).toMatch(/^(\d+K|\d+(\.\d)?M|—)$/);
		const speeds = column("Speed (estimate)", LLAMA.id).filter((s) => s !== "—");
		expect(speeds.length).toBeGreaterThan(0);
		for (const s of speeds) {
			expect(s).toMatch(/^~[\d,.]+ tok\/s$/);
			const digits = s.replace(/[^\d]/g, "").replace(/^0+/, "").replace(/0+$/, "");
			expect(digits.length, s).toBeLessThanOrEqual(2);
		}
	});

	/** The estimates of LLAMA on `deviceId` at `context`, and the option the page should recommend. */
	const estimatesOn = (deviceId: string, context: number) => {
		const device = getDevice(deviceId) as Device;
		const estimates = estimateModel(LLAMA, device, { context });
		return { device, estimates, recommended: recommend(estimates) };
	};

	it("marks a fit with no headroom on a consumer card tight and recommends one with room", () => {
		// The first context at which an option of Llama 3.1 8B leaves an RTX 4060 under 5 % free
		// while another fits with room (the figures are the estimator's, not pinned here).
		const found = [2048, 4096, 8192, 16384, 32768]
			.map((context) => ({ context, ...estimatesOn("rtx-4060", context) }))
			.find(({ device, estimates, recommended }) => {
				return device && estimates.some((e) => e.tight) && recommended && !recommended.tight;
			});
		if (!found?.recommended) throw new Error("no tight fit of Llama 3.1 8B on an RTX 4060 at any context");
		const tight = found.estimates.find((e) => e.tight && e.fits === "gpu") as Estimate;
		renderAt(`/m?device=rtx-4060&context=${found.context}`, vi.fn(), undefined, LLAMA);
		// The mark says what the option leaves free on the card.
		expect(tight.headroomBytes).toBeDefined();
		expect(
			within(row(tight.option.quant, LLAMA.id)).getByText(
				`tight: leaves ${formatBytes(tight.headroomBytes ?? 0)} free`,
			),
		).toBeDefined();
		expect(within(row(tight.option.quant, LLAMA.id)).queryByText("recommended")).toBeNull();
		const chosen = found.recommended.option.quant;
		expect(within(row(chosen, LLAMA.id)).queryByText(/^tight/)).toBeNull();
		expect(within(row(chosen, LLAMA.id)).getByText("recommended")).toBeDefined();
		expect(document.body.textContent).toContain(
			`Recommended: ${chosen}, the best quality that fits with room to spare`,
		);
		// A data-centre card of the same size is not a desktop's display card: no mark.
		cleanup();
		renderAt(`/m?device=t4&context=${found.context}`, vi.fn(), undefined, LLAMA);
		expect(screen.queryByText(/^tight/)).toBeNull();
	});

	it("explains an option with the estimate's own terms: weights on the device, compute, runtime", () => {
		const { estimates } = estimatesOn("rtx-4060", 8192);
		const q4 = estimates.find((e) => e.option.quant === "Q4_K_M") as Estimate;
		renderAt("/m?device=rtx-4060&context=8192", vi.fn(), undefined, LLAMA);
		const how =
			within(row("Q4_K_M", LLAMA.id))
				.getByText(/is computed/)
				.closest("details")?.textContent ?? "";
		expect(how).toContain(`${formatBytes(q4.deviceWeightsBytes)} weights`);
		expect(how).toContain(`= ${formatBytes(q4.totalBytes)}`);
		expect(how).toContain(`${formatBytes(q4.hostWeightsBytes as number)} (the input embedding) stays in system memory`);
		expect(how).toContain(`a ${formatBytes(q4.computeBytes as number)} compute buffer`);
		expect(how).toContain("the CUDA context and memory pool");
	});

	it("names the file the commands run, the recommended one until a row is chosen", () => {
		const { recommended } = estimatesOn("rtx-4060", 8192);
		const quant = recommended?.option.quant as string;
		const file = LLAMA.siblings?.map((s) => s.rfilename).find((f) => f.endsWith(`${quant}.gguf`));
		renderAt("/m?device=rtx-4060", vi.fn(), file, LLAMA);
		expect((within(row(quant, LLAMA.id)).getByRole("radio") as HTMLInputElement).checked).toBe(true);
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

describe("Run it locally: the units of each task", () => {
	it("shows a model that does not generate text in memory figures only, with its library and a note", () => {
		for (const id of ["black-forest-labs/FLUX.1-dev", "google-bert/bert-base-uncased"]) {
			const m = sample(id);
			renderAt("/m?device=rtx-4090&context=8192", vi.fn(), undefined, m);
			const headers = within(table(id))
				.getAllByRole("columnheader")
				.map((th) => th.textContent);
			expect(headers, id).not.toContain("Max context");
			expect(headers, id).not.toContain("Speed (estimate)");
			expect(headers, id).toContain("Size");
			expect(screen.queryByLabelText("Context length"), id).toBeNull();
			const section = (screen.getByRole("heading", { name: "Run it locally" }).closest("section") as HTMLElement)
				.textContent;
			expect(section, id).not.toMatch(/tok\/s|Tokens per second|KV cache|\dK context/);
			expect(section, id).toMatch(/Memory to load the weights; .* not estimated\./);
			cleanup();
		}
		renderAt("/m?device=rtx-4090", vi.fn(), undefined, sample("black-forest-labs/FLUX.1-dev"));
		expect(document.body.textContent).toContain("safetensors (diffusers)");
		expect(document.body.textContent).toContain("per-image time not estimated");
	});

	it("keeps the context and speed of a text-generation model", () => {
		renderAt("/m?device=rtx-4090&context=8192", vi.fn(), undefined, LLAMA);
		const headers = within(table(LLAMA.id))
			.getAllByRole("columnheader")
			.map((th) => th.textContent);
		expect(headers).toContain("Max context");
		expect(headers).toContain("Speed (estimate)");
	});
});

describe("Run it locally: the system RAM for offload", () => {
	it("states the RAM it assumes, and a RAM choice changes the figures, kept in the URL and the browser", () => {
		const { router } = renderAt("/m?device=rtx-4060&context=65536", vi.fn(), undefined, LLAMA);
		expect(document.body.textContent).toContain("Assumes 32 GiB of system RAM for offload");
		const before = column("Fit", LLAMA.id).join("|");
		fireEvent.change(screen.getByLabelText("System RAM"), { target: { value: "8" } });
		expect(document.body.textContent).toContain("Assumes 8 GiB of system RAM for offload");
		expect(column("Fit", LLAMA.id).join("|")).not.toBe(before);
		expect(router.state.location.search).toMatch(/ram=8/);
		expect(localStorage.getItem(RAM_STORAGE_KEY)).toBe("8");
	});

	it("offers no RAM choice where it does not apply: a Mac's unified memory, a CPU-only machine", () => {
		for (const device of ["m4-max-128gb", "cpu-32gb-ddr5"]) {
			renderAt(`/m?device=${device}`, vi.fn(), undefined, LLAMA);
			expect(screen.queryByLabelText("System RAM"), device).toBeNull();
			cleanup();
		}
	});
});
