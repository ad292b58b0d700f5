/**
 * /compare in Chromium against the real built server: models side by side from the API's
 * /compare answer, the benchmark two report with the best said in words, ids edited with the
 * keyboard, and the table readable at 375 px (it scrolls in its own region, never the page).
 */
import { describe, expect, it } from "vitest";
import { seriousViolations, setUpBrowserSession } from "./harness.js";

const session = setUpBrowserSession();

describe("compare page", () => {
	for (const width of [1280, 375]) {
		it(`shows two models side by side at ${width} px`, async () => {
			const { page } = session;
			await page.setViewportSize({ width, height: 900 });
			await session.open(
				"/compare?models=Qwen/Qwen3-8B,meta-llama/Llama-3.1-8B-Instruct&device=rtx-4060",
				".compare-table",
			);
			const table = page.locator(".compare-table");
			expect(await table.locator("thead th").allInnerTexts()).toEqual([
				"Qwen/Qwen3-8B",
				"meta-llama/Llama-3.1-8B-Instruct",
			]);
			const runs = table.locator("tbody tr", { hasText: "Runs on NVIDIA GeForce RTX 4060" });
			expect(await runs.count()).toBe(1);
			expect(await table.locator("tbody tr", { hasText: "Licence" }).first().innerText()).toContain("Apache 2.0");
			const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
			expect(overflow).toBeLessThanOrEqual(0);
			session.expectClean(`compare at ${width}`);
			expect(await seriousViolations(page), `axe at ${width}`).toEqual([]);
		});
	}

	it("edits the ids with the keyboard and says what is wrong with one id", async () => {
		const { page } = session;
		await page.setViewportSize({ width: 1280, height: 900 });
		await session.open("/compare?models=openai/whisper-small", ".compare-page");
		await expect.poll(() => page.locator(".compare-page").innerText()).toContain("models must name 2 to 4");
		const field = page.getByLabel(/Model ids/);
		await field.focus();
		await page.keyboard.press("End");
		await page.keyboard.type(", openai/whisper-large-v3");
		await page.keyboard.press("Enter");
		await page.waitForSelector(".compare-table");
		expect(page.url()).toContain("models=openai%2Fwhisper-small%2Copenai%2Fwhisper-large-v3");
		session.expectClean("compare edited");
	});
});
