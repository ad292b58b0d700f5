/**
 * The model tree in Debian's Chromium against the real built server: a base model's page lists
 * what it was made from and its derivatives (links, counts by relation), and "Run it locally"
 * offers the best quantized derivative for the chosen device in one line that follows the device.
 */
import { describe, expect, it } from "vitest";
import { modelUrl } from "../../src/lib/paths.js";
import { screenshotPath, seriousViolations, setUpBrowserSession } from "./harness.js";

const BASE = "meta-llama/Llama-3.1-8B-Instruct";
const GGUF = "bartowski/Meta-Llama-3.1-8B-Instruct-GGUF";

const session = setUpBrowserSession();
const { open, expectClean } = session;

describe("Model tree (model page)", () => {
	it("lists a base model's parents and derivatives, and the best quantized one for the device", async () => {
		const { page } = session;
		await open(`${modelUrl(BASE)}?device=rtx-4060&context=8192`);
		const tree = page.getByRole("region", { name: "Model tree" });
		await tree.waitFor();
		expect(await tree.getByRole("link", { name: "meta-llama/Llama-3.1-8B", exact: true }).getAttribute("href")).toBe(
			modelUrl("meta-llama/Llama-3.1-8B"),
		);
		await expect.poll(() => tree.innerText()).toMatch(/Quantized \(\d+\)/);
		expect(await tree.getByRole("link", { name: GGUF }).getAttribute("href")).toBe(modelUrl(GGUF));

		const runLocally = page.getByRole("region", { name: "Run it locally" });
		const line = runLocally.locator(".best-local");
		await expect
			.poll(() => line.innerText())
			.toMatch(
				new RegExp(`^Best local option: ${GGUF} \\S+ fits whole on your NVIDIA GeForce RTX 4060 8 GB at 8K\\.$`),
			);
		expect(await line.getByRole("link", { name: GGUF }).getAttribute("href")).toBe(modelUrl(GGUF));
		const on4060 = await line.innerText();

		// Another device: the line follows it (a larger card takes a larger quantization).
		await page.getByLabel("Device").selectOption("rtx-4090");
		await expect.poll(() => line.innerText()).toMatch(/fits whole on your NVIDIA GeForce RTX 4090 24 GB at 8K\.$/);
		expect(await line.innerText()).not.toBe(on4060);

		// The link opens the derivative's page, whose tree names the base.
		await line.getByRole("link", { name: GGUF }).click();
		await page.getByRole("heading", { name: GGUF }).waitFor();
		const derived = page.getByRole("region", { name: "Model tree" });
		await expect.poll(() => derived.innerText()).toMatch(new RegExp(`Made from ${BASE} \\(quantized\\)`));
		expect(await seriousViolations(page)).toEqual([]);
		expectClean("model tree");
	});

	it("fits a phone's width: long ids wrap, nothing scrolls sideways", async () => {
		const { page } = session;
		await page.setViewportSize({ width: 375, height: 800 });
		try {
			await open(`${modelUrl(BASE)}?device=rtx-4060`);
			await page.getByRole("region", { name: "Run it locally" }).locator(".best-local").waitFor();
			await page.getByRole("region", { name: "Model tree" }).screenshot({ path: screenshotPath("model-tree-375") });
			expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
				0,
			);
			expectClean("model tree at 375 px");
		} finally {
			await page.setViewportSize({ width: 1280, height: 900 });
		}
	});
});
