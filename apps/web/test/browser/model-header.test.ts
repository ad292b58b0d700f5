/** The model page's header in Chromium: the facts a chooser looks for first, from GET /api/models/{id}. */
import { describe, expect, it } from "vitest";
import { modelUrl } from "../../src/lib/paths.js";
import { setUpBrowserSession } from "./harness.js";

const session = setUpBrowserSession();

describe("model page header", () => {
	it("shows parameters, the licence by name with what it allows, release and where it runs whole", async () => {
		const { page } = session;
		await page.setViewportSize({ width: 375, height: 900 });
		await session.open(modelUrl("meta-llama/Llama-3.1-8B-Instruct"), ".model-page .facts");
		const facts = page.locator(".model-page header .facts");
		await expect.poll(() => facts.innerText()).toContain("Llama 3.1 Community License");
		const text = await facts.innerText();
		expect(text).toContain("commercial use under conditions");
		expect(text).toMatch(/Parameters\s+8B/);
		expect(text).toContain("2024-07-18");
		expect(text).toContain("128K tokens");
		expect(text).toMatch(/Runs whole on \(8K context\)\s+RTX 4090 24 GB/);
		session.expectClean("model header");
	});
});
