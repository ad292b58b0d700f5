/**
 * One's own catalogue with a typo'd task and library, in Chromium at 1280 and 375 px: the models
 * page says "1 record skipped, 1 with warnings" and opens onto the list (file:line: field: why,
 * with the likely name); the model page of the record with the typo shows its task and library as
 * plain text, not links to pages that do not exist.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { modelUrl } from "../../src/lib/paths.js";
import { screenshotPath, seriousViolations, setUpBrowserSession } from "./harness.js";

const dir = mkdtempSync(join(tmpdir(), "hubkit-problems-page-"));
const file = join(dir, "mine.jsonl");
writeFileSync(
	file,
	[
		{ id: "acme/good", pipeline_tag: "text-generation", library_name: "transformers", downloads: 5 },
		{ id: "acme/typo", pipeline_tag: "text-genration", library_name: "transformerz", downloads: 3 },
		{ id: "acme/bad", tags: "not-a-list" },
	]
		.map((r) => JSON.stringify(r))
		.join("\n"),
);

const session = setUpBrowserSession({ env: { HUBKIT_MODELS: file } });

describe.each([1280, 375])("one's own catalogue's problems at %i px", (width) => {
	it("are summed up on the models page and listed when opened", async () => {
		const { page } = session;
		await page.setViewportSize({ width, height: 900 });
		await session.open("/models", ".model-list");
		const note = page.locator(".catalogue-problems");
		await expect
			.poll(() => note.locator("summary").innerText())
			.toBe("Your catalogue: 1 record skipped, 1 with warnings");
		await note.locator("summary").click();
		await expect.poll(() => note.locator("li").count()).toBe(3);
		const text = await note.innerText();
		expect(text).toContain(`${file}:3: tags: must be an array, not a string`);
		expect(text).toContain(`${file}:2: pipeline_tag: unknown task "text-genration" (did you mean "text-generation"?)`);
		expect(text).toContain(`${file}:2: library_name: unknown library "transformerz" (did you mean "transformers"?)`);
		expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
		expect(await seriousViolations(page)).toEqual([]);
		await page.screenshot({ path: screenshotPath(`catalogue-problems-${width}`), fullPage: true });
		session.expectClean(`models page at ${width} px`);
	});

	it("leave a typo'd task and library as plain text on the model page, not links to a 404", async () => {
		const { page } = session;
		await page.setViewportSize({ width, height: 900 });
		await session.open(modelUrl("acme/typo"), ".model-page .facts");
		const facts = page.locator(".model-page header .facts");
		await expect.poll(() => facts.innerText()).toMatch(/Task\s+text-genration/);
		expect(await facts.innerText()).toMatch(/Library\s+transformerz/);
		expect(await facts.locator('a[href*="genration"], a[href*="transformerz"]').count()).toBe(0);
		// A known task and library stay links.
		await session.open(modelUrl("acme/good"), ".model-page .facts");
		await expect.poll(() => facts.getByRole("link", { name: "Text Generation" }).count()).toBe(1);
		expect(await facts.getByRole("link", { name: "Transformers" }).count()).toBe(1);
		session.expectClean(`model pages at ${width} px`);
	});
});
