/**
 * "Run via an API" on a model page in Chromium, at desktop and phone widths: the providers with
 * their prices (or "price not published"), the cheapest first and marked, the cost line, and
 * choosing a provider rewrites the inference snippets for it. Against the real built server, under axe.
 */
import { describe, expect, it } from "vitest";
import { modelUrl } from "../../src/lib/paths.js";
import { clear, seriousViolations, setUpBrowserSession } from "./harness.js";

const MODEL = "openai/gpt-oss-120b";

const session = setUpBrowserSession();

describe("Run via an API", () => {
	it.each([1280, 375])(
		"compares the providers and switches the snippets to the one chosen, at %i px",
		async (width) => {
			const { page, problems } = session;
			clear(problems);
			await page.setViewportSize({ width, height: 1000 });
			await session.open(modelUrl(MODEL), ".run-via-api .provider-table");
			const table = page.locator(".run-via-api .provider-table");
			const rows = table.locator("tbody tr");
			await expect.poll(() => rows.count()).toBeGreaterThan(2);
			// Cheapest published price first, marked; a provider without a price says so, never $0.
			const first = rows.first();
			expect(await first.locator("th").innerText()).toContain("cheapest");
			expect(await first.innerText()).toMatch(/\$[\d.]+ in \/ \$[\d.]+ out per M tokens/);
			expect(await table.innerText()).toContain("price not published");
			expect(await table.innerText()).not.toMatch(/\$0(\.0+)? /);
			expect(await page.locator(".run-via-api .cost-line").innerText()).toMatch(
				/^1,000 requests of 1,000 in \+ 500 out tokens ≈ \$[\d.]+ at \S+$/,
			);

			const code = page.locator(".inference .code-block pre").first();
			for (const provider of ["cerebras", "groq"]) {
				// The choice lives in the address (a router navigation, rendered as a transition): wait for it.
				const radio = page.getByRole("radio", { name: `Write the snippets for ${provider}` });
				await radio.click();
				await expect.poll(() => radio.isChecked()).toBe(true);
				await expect.poll(() => page.url()).toContain(`provider=${provider}`);
				await expect.poll(() => code.innerText()).toContain(provider);
				expect(await table.locator("tr.chosen").getAttribute("data-provider")).toBe(provider);
			}
			expect(await code.innerText()).not.toContain("cerebras");

			// Letting the router pick the fastest writes the router's suffixed model instead of a provider.
			const fastest = page.getByRole("radio", { name: /^fastest/ });
			await fastest.click();
			await expect.poll(() => fastest.isChecked()).toBe(true);
			await expect.poll(() => page.url()).toContain("routing=fastest");
			await expect.poll(() => code.innerText()).toContain(`${MODEL}:fastest`);
			expect(await table.locator("tr.chosen").count()).toBe(0);

			// Sorting by context keeps every provider and puts the longest known context first.
			await page.getByRole("radio", { name: "Context" }).click();
			await expect.poll(() => rows.first().locator("th").innerText()).toContain("longest context");

			await page.waitForLoadState("networkidle");
			expect(await seriousViolations(page), "axe").toEqual([]);
			if (width === 375) {
				// The table scrolls inside its region; the page itself does not scroll sideways.
				const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
				expect(overflow).toBeLessThanOrEqual(0);
			}
			session.expectClean(`providers at ${width}px`);
		},
	);

	it("compares an image model's providers without token prices, context or tool columns", async () => {
		const { page, problems } = session;
		clear(problems);
		await page.setViewportSize({ width: 1280, height: 1000 });
		await session.open(modelUrl("black-forest-labs/FLUX.1-dev"), ".run-via-api .provider-table");
		const headers = await page.locator(".run-via-api .provider-table thead th").allInnerTexts();
		expect(headers).toContain("Price");
		for (const llmOnly of ["Price per M tokens", "Context", "Tools", "Structured output"]) {
			expect(headers).not.toContain(llmOnly);
		}
		expect(await page.locator(".run-via-api .cost-line").count()).toBe(0);
		session.expectClean("providers of an image model");
	});
});
