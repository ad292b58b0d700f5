/**
 * "Evaluation results" on the model page in Chromium against the real built server: a sample
 * record whose card has a model-index shows each benchmark, metric, value, its direction in words
 * and its source badge; a record without results says so; both at 1280 and 375 px, axe clean.
 */
import { describe, expect, it } from "vitest";
import { modelUrl } from "../../src/lib/paths.js";
import { seriousViolations, setUpBrowserSession } from "./harness.js";

/** Its card's model-index holds zero-shot word error rates (sample-models tables/audio.mjs). */
const WITH_RESULTS = "openai/whisper-small";
const WITHOUT_RESULTS = "openai-community/gpt2";

const session = setUpBrowserSession();

describe("evaluation results on the model page", () => {
	for (const width of [1280, 375]) {
		it(`shows the card's results with direction and source at ${width} px`, async () => {
			const { page } = session;
			await page.setViewportSize({ width, height: 900 });
			await session.open(modelUrl(WITH_RESULTS), ".eval-results");
			const section = page.getByRole("region", { name: "Evaluation results" });
			const rows = section.locator("tbody tr");
			await expect.poll(() => rows.count()).toBe(3);
			const first = await rows.first().innerText();
			expect(first).toContain("librispeech_asr");
			expect(first).toContain("clean · test");
			expect(first).toContain("Test WER");
			expect(first).toContain("3.432");
			expect(first).toContain("lower is better");
			expect(first).toContain("self-reported");
			const link = section.getByRole("link", { name: "librispeech_asr" }).first();
			expect(await link.getAttribute("href")).toBe("https://huggingface.co/datasets/librispeech_asr");
			// Nothing of the table hides beyond the page's width.
			const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
			expect(overflow).toBeLessThanOrEqual(0);
			session.expectClean(`${WITH_RESULTS} at ${width}`);
			expect(await seriousViolations(page), `axe at ${width}`).toEqual([]);
		});
	}

	it("says none are reported for a record without results", async () => {
		const { page } = session;
		await page.setViewportSize({ width: 1280, height: 900 });
		await session.open(modelUrl(WITHOUT_RESULTS), ".eval-results");
		await expect.poll(() => page.locator(".eval-results").innerText()).toContain("None reported");
		session.expectClean(WITHOUT_RESULTS);
	});
});
