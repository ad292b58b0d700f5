/**
 * "Can I run it?" in Debian's Chromium against the real built server: the model page's "Run it
 * locally" section (device and context in the URL, badges that follow the device, a chosen row
 * driving the local-app commands, the system RAM picker, memory-only figures for a model that
 * does not generate text), the models list's "runs on" filter, at 375 and 1280 px: no horizontal
 * scrolling, no serious axe violations, no console errors.
 */
import { describe, expect, it } from "vitest";
import { modelUrl } from "../../src/lib/paths.js";
import { screenshotPath, seriousViolations, setUpBrowserSession } from "./harness.js";

const GGUF = "ggml-org/gemma-3-4b-it-GGUF";

const session = setUpBrowserSession();
const { open, expectClean } = session;

const overflow = () => session.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const table = () => session.page.getByRole("table", { name: `Weight options of ${GGUF}` });
const fitOf = (quant: string) =>
	table()
		.locator("tr", { has: session.page.getByRole("rowheader", { name: new RegExp(`^${quant}`) }) })
		.locator(".badge[class*='fit-']")
		.innerText();

describe("Run it locally (model page)", () => {
	it("shows the weight options; the device changes the badges and the URL keeps the state", async () => {
		const { page } = session;
		await open(`${modelUrl(GGUF)}?device=rtx-4060&context=8192`);
		await page.getByRole("heading", { name: "Run it locally" }).waitFor();
		expect(await fitOf("F16")).toMatch(/partial/);
		await page.getByLabel("Device").selectOption("rtx-4090");
		await expect.poll(() => fitOf("F16")).toBe("fits");
		await expect.poll(() => new URL(page.url()).searchParams.get("device")).toBe("rtx-4090");
		await page.getByLabel("Context length").selectOption("32768");
		await expect.poll(() => new URL(page.url()).searchParams.get("context")).toBe("32768");
		// The math is one click away.
		const row = table().locator("tr", { has: page.getByRole("rowheader", { name: /^Q8_0/ }) });
		await row.locator("summary").click();
		await expect.poll(() => row.locator("details").innerText()).toMatch(/KV cache = 2 \(K and V\)/);
		// A link reproduces the state; a reload keeps it.
		await page.reload({ waitUntil: "networkidle" });
		await expect.poll(() => fitOf("F16")).toBe("fits");
		expect(await page.getByLabel("Context length").inputValue()).toBe("32768");
		expectClean("model page");
	});

	it("choosing a row drives the local-app commands", async () => {
		const { page } = session;
		await open(`${modelUrl(GGUF)}?device=rtx-4090&tab=local-apps`);
		const row = table().locator("tr", { has: page.getByRole("rowheader", { name: /^Q4_K_M/ }) });
		// click, not check(): the radio is controlled by the URL, which the router updates after the
		// click; check() reads the state at once and fails when that render comes a moment later.
		await row.getByRole("radio").click();
		await expect.poll(() => row.getByRole("radio").isChecked()).toBe(true);
		await expect.poll(() => new URL(page.url()).searchParams.get("file") ?? "").toMatch(/Q4_K_M\.gguf$/);
		await page.waitForLoadState("networkidle");
		await expect.poll(() => page.locator(".file-choice").innerText()).toMatch(/Q4_K_M\.gguf/);
		// The commands name the chosen quantization.
		await expect.poll(async () => (await page.locator(".code-block").allInnerTexts()).join("\n")).toMatch(/Q4_K_M/);
		expectClean("model page, chosen row");
	});

	it("on load, the recommended row drives the local-app commands", async () => {
		const { page } = session;
		await open(`${modelUrl(GGUF)}?device=rtx-4060&tab=local-apps`);
		const row = table().locator("tr", { has: page.getByRole("rowheader", { name: /^Q8_0/ }) });
		await expect.poll(() => row.innerText()).toMatch(/recommended/);
		expect(await row.getByRole("radio").isChecked()).toBe(true);
		// No file in the URL: the commands follow the recommendation, and say so.
		expect(new URL(page.url()).searchParams.get("file")).toBeNull();
		await expect.poll(() => page.locator(".file-choice").innerText()).toMatch(/Q8_0\.gguf, the option recommended/);
		await expect.poll(async () => (await page.locator(".code-block").allInnerTexts()).join("\n")).toMatch(/Q8_0/);
		expectClean("model page, recommended row");
	});

	it("asks the API for the record and the snippets, not for the lists of libraries and tasks", async () => {
		const { page } = session;
		const asked: string[] = [];
		const record = (r: { url(): string }) => asked.push(new URL(r.url()).pathname);
		page.on("request", record);
		try {
			await open(modelUrl(GGUF));
			await page.getByRole("heading", { name: "Run it locally" }).waitFor();
			await page.waitForLoadState("networkidle");
		} finally {
			page.off("request", record);
		}
		expect(asked.filter((p) => p.startsWith("/api/"))).not.toContain("/api/libraries");
		expect(asked.filter((p) => p.startsWith("/api/tasks"))).toEqual([]);
		expect(asked).toContain(`/api/models/${GGUF}`);
		// The task's label is still written out, from the catalogue the app is built with.
		expect(await page.locator(".facts").innerText()).toMatch(/Image-Text-to-Text/);
	});

	it("remembers the device in the browser for the next model page", async () => {
		const { page } = session;
		await open(modelUrl("TheBloke/TinyLlama-1.1B-Chat-v1.0-GGUF"));
		await page.getByRole("heading", { name: "Run it locally" }).waitFor();
		expect(await page.getByLabel("Device").inputValue()).toBe("rtx-4090");
	});
});

describe("runs-on filter (models list)", () => {
	it("narrows the list, in the URL", async () => {
		const { page } = session;
		await open("/models");
		const count = async () => Number((await page.getByRole("status").first().innerText()).split(" ")[0]);
		await expect.poll(count).toBeGreaterThan(0);
		const all = await count();
		await page.getByLabel("Runs on", { exact: true }).selectOption("cpu-8gb-ddr4");
		await expect.poll(() => new URL(page.url()).searchParams.get("fits")).toBe("cpu-8gb-ddr4");
		await expect.poll(count).toBeLessThan(all);
		const laptop = await count();
		expect(laptop).toBeGreaterThan(0);
		await page.getByLabel("Context length").selectOption("131072");
		await expect.poll(() => new URL(page.url()).searchParams.get("context")).toBe("131072");
		await expect.poll(count).toBeLessThanOrEqual(laptop);
		expectClean("models list");
	});

	it("an offload choice widens 'runs on' to models that run with layers in that much RAM", async () => {
		const { page } = session;
		await open("/models?fits=rtx-4060&context=8192");
		const count = async () => Number((await page.getByRole("status").first().innerText()).split(" ")[0]);
		await expect.poll(count).toBeGreaterThan(0);
		const whole = await count();
		await page.getByLabel("Offload").selectOption("128");
		await expect.poll(() => new URL(page.url()).searchParams.get("ram")).toBe("128");
		await expect.poll(count).toBeGreaterThan(whole);
		expect(await page.locator("search").innerText()).toMatch(/Runs with offload to 128 GiB RAM/);
		// Back to whole on the device: the same list as before.
		await page.getByLabel("Offload").selectOption("0");
		await expect.poll(() => new URL(page.url()).searchParams.get("ram")).toBeNull();
		await expect.poll(count).toBe(whole);
		expectClean("models list, offload");
	});
});

describe("layout and accessibility", () => {
	it("shows every column of the fit table at 375 and 1280 px, stacked as cards on a phone", async () => {
		const { page } = session;
		for (const width of [375, 1280]) {
			await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
			await open(`${modelUrl(GGUF)}?device=rtx-4060`);
			await table().waitFor();
			// Every value of every row lies inside the window and inside the table's box: nothing
			// hidden behind a horizontal scroll.
			const cells = await table().evaluate((t) => {
				const region = t.closest(".table-scroll") as HTMLElement;
				return {
					scrolls: region.scrollWidth > region.clientWidth,
					rows: [...t.querySelectorAll("tbody tr")].map((tr) =>
						[...tr.querySelectorAll("td[data-label]")].map((td) => {
							const box = td.getBoundingClientRect();
							return {
								label: td.getAttribute("data-label"),
								text: (td as HTMLElement).innerText,
								inside: box.width > 0 && box.left >= 0 && box.right <= window.innerWidth,
							};
						}),
					),
				};
			});
			expect(cells.scrolls, `the fit table scrolls sideways at ${width} px`).toBe(false);
			expect(cells.rows.length).toBeGreaterThan(1);
			for (const row of cells.rows) {
				for (const cell of row) expect(cell.inside, `${cell.label} at ${width} px`).toBe(true);
				expect(row.map((c) => c.label)).toEqual(expect.arrayContaining(["Fit", "Max context", "Speed (estimate)"]));
			}
			// On a phone each value is read with its column's label (the card's).
			if (width === 375) {
				const speed = table().locator("td[data-label='Speed (estimate)']").first();
				const label = await speed.evaluate((td) => getComputedStyle(td, "::before").content);
				expect(label).toBe('"Speed (estimate)"');
			}
			expect(await overflow(), `model page at ${width} px`).toBeLessThanOrEqual(0);
		}
	});

	it("fits 375 px and 1280 px without horizontal scrolling, with no serious axe violations", async () => {
		const { page } = session;
		for (const width of [375, 1280]) {
			await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
			for (const path of [`${modelUrl(GGUF)}?device=rtx-4060`, "/models?fits=rtx-4090&context=8192"]) {
				await open(path);
				if (path.startsWith("/models/")) await page.getByRole("heading", { name: "Run it locally" }).waitFor();
				expect(await overflow(), `${path} at ${width} px`).toBeLessThanOrEqual(0);
				expect(await seriousViolations(page), `axe on ${path} at ${width} px`).toEqual([]);
				await page.screenshot({
					path: screenshotPath(`fit-${path.startsWith("/models?") ? "list" : "model"}-${width}`),
				});
			}
		}
	});
});

describe("units and offload RAM (model page), at 375 and 1280 px", () => {
	const LLAMA = "bartowski/Meta-Llama-3.1-8B-Instruct-GGUF";
	const fitsOf = (id: string) =>
		session.page
			.getByRole("table", { name: `Weight options of ${id}` })
			.locator(".badge[class*='fit-']")
			.allInnerTexts();

	it("the RAM picker changes the figures, says what it assumes and is remembered", async () => {
		const { page } = session;
		for (const width of [375, 1280]) {
			await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
			await open(`${modelUrl(LLAMA)}?device=rtx-4060&context=65536&ram=32`);
			await page.getByRole("heading", { name: "Run it locally" }).waitFor();
			const section = page.locator(".run-locally");
			await expect.poll(() => section.innerText()).toMatch(/Assumes 32 GiB of system RAM for offload/);
			const before = (await fitsOf(LLAMA)).join("|");
			await page.getByLabel("System RAM").selectOption("8");
			await expect.poll(() => section.innerText()).toMatch(/Assumes 8 GiB of system RAM for offload/);
			await expect.poll(async () => (await fitsOf(LLAMA)).join("|")).not.toBe(before);
			await expect.poll(() => new URL(page.url()).searchParams.get("ram")).toBe("8");
			// The next page without ram= in its link opens on the remembered RAM.
			await open(`${modelUrl(LLAMA)}?device=rtx-4060`);
			await page.getByRole("heading", { name: "Run it locally" }).waitFor();
			expect(await page.getByLabel("System RAM").inputValue()).toBe("8");
			await page.getByLabel("System RAM").selectOption("32");
			expect(await overflow(), `model page at ${width} px`).toBeLessThanOrEqual(0);
			expectClean(`RAM picker at ${width} px`);
		}
	});

	it("a model that does not generate text shows memory figures only: no context or tok/s", async () => {
		const { page } = session;
		for (const width of [375, 1280]) {
			await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
			for (const id of ["black-forest-labs/FLUX.1-dev", "google-bert/bert-base-uncased"]) {
				await open(`${modelUrl(id)}?device=rtx-4090&context=8192`);
				await page.getByRole("heading", { name: "Run it locally" }).waitFor();
				const fit = page.getByRole("table", { name: `Weight options of ${id}` });
				const labels = await fit
					.locator("tbody td[data-label]")
					.evaluateAll((tds) => tds.map((td) => td.getAttribute("data-label")));
				expect(labels, `${id} at ${width} px`).toContain("Size");
				expect(labels, `${id} at ${width} px`).not.toContain("Max context");
				expect(labels, `${id} at ${width} px`).not.toContain("Speed (estimate)");
				const text = await page.locator(".run-locally").innerText();
				expect(text, id).not.toMatch(/tok\/s|tokens per second|max context|\dK context/i);
				expect(text, id).toMatch(/Memory to load the weights; .* not estimated\./);
				if (id.startsWith("black-forest-labs/")) expect(text).toContain("safetensors (diffusers)");
				expect(await page.getByLabel("Context length").count(), id).toBe(0);
				// Under 480 px each option is a card: a row is a block, not a table row.
				const display = await fit
					.locator("tbody tr")
					.first()
					.evaluate((tr) => getComputedStyle(tr).display);
				expect(display, `${id} at ${width} px`).toBe(width === 375 ? "block" : "table-row");
				expect(await overflow(), `${id} at ${width} px`).toBeLessThanOrEqual(0);
			}
			await page.screenshot({ path: screenshotPath(`fit-memory-only-${width}`) });
		}
		expectClean("memory-only fit");
	});
});
