/**
 * A reviewed task page in Chromium against the real built server: the comparison table sorts from its
 * headers (mouse and keyboard), the guidance and the recommended model's code show, example models
 * link to this hub's model pages, and the page neither scrolls sideways at 375 px nor has serious
 * axe violations.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { screenshotPath, seriousViolations, setUpBrowserSession } from "./harness.js";

/** Every reviewed page (one with a review date), as the API lists them. */
const reviewed: string[] = [];

const session = setUpBrowserSession();
const { expectClean } = session;

const open = (path: string): Promise<void> => session.open(path, "table.comparison-table");

const modelColumn = () => session.page.locator("table.comparison-table tbody th[scope=row]").allInnerTexts();

beforeAll(async () => {
	const { server } = session;
	const tasks = (await (await fetch(`${server.url}/api/tasks`)).json()) as { id: string; isPlaceholder: boolean }[];
	for (const task of tasks.filter((t) => !t.isPlaceholder)) {
		const data = (await (await fetch(`${server.url}/api/tasks/${task.id}`)).json()) as { reviewedOn?: string };
		if (data.reviewedOn) reviewed.push(`/tasks/${task.id}`);
	}
}, 180_000);

describe("reviewed task page", () => {
	it("sorts the comparison table by clicking and by keyboard, with aria-sort on the sorted header", async () => {
		const { page } = session;
		await open("/tasks/text-generation");
		const before = await modelColumn();
		expect(before.length).toBeGreaterThanOrEqual(5);
		const header = page.locator("table.comparison-table thead th", { hasText: "Parameters" });
		await header.getByRole("button").click();
		await expect.poll(() => header.getAttribute("aria-sort")).toBe("descending");
		const largestFirst = await modelColumn();
		expect(largestFirst).not.toEqual(before);
		// Keyboard: focus the header button and press Enter to reverse the order.
		await header.getByRole("button").focus();
		await page.keyboard.press("Enter");
		await expect.poll(() => header.getAttribute("aria-sort")).toBe("ascending");
		expect(await modelColumn()).toEqual([...largestFirst].reverse());
		expectClean("text-generation sorting");
	}, 120_000);

	it("shows the guidance, the best-for picks and the recommended model's code", async () => {
		const { page } = session;
		await open("/tasks/text-generation");
		await expect.poll(() => page.getByRole("heading", { name: "Guide", exact: true }).isVisible()).toBe(true);
		expect(await page.locator(".guidance p").count()).toBeGreaterThan(3);
		expect(await page.locator(".best-for li").count()).toBeGreaterThanOrEqual(3);
		const tryModel = page.locator("section.try-model");
		await expect.poll(() => tryModel.locator("figure.code-block").count()).toBeGreaterThanOrEqual(2);
		expect(await tryModel.innerText()).toContain("openai/gpt-oss-20b");
		expectClean("text-generation guidance");
	}, 120_000);

	it("links example models to this hub's model pages, and those pages open", async () => {
		const { page } = session;
		await open("/tasks/automatic-speech-recognition");
		const links = page.locator("table.comparison-table tbody th a");
		const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
		expect(hrefs.length).toBeGreaterThanOrEqual(5);
		for (const href of hrefs) expect(href).toMatch(/^\/models\/[^/]+\/[^/]+\/?$/);
		await links.first().click();
		await page.waitForURL(/\/models\//);
		await page.locator("main h1").first().waitFor();
		expect(await page.locator("main h1").first().innerText()).toContain("/");
		expectClean("asr → model page");
	}, 120_000);

	it("every reviewed page fits a 375 px phone without horizontal scrolling, with no serious axe violations", async () => {
		const { page } = session;
		expect(reviewed).toContain("/tasks/text-generation");
		for (const width of [375, 1280]) {
			await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
			for (const path of reviewed) {
				await open(path);
				await page.waitForTimeout(150);
				const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
				expect(overflow, `${path} at ${width}px overflows by ${overflow}px`).toBeLessThanOrEqual(0);
				expect(await seriousViolations(page), `axe on ${path} at ${width}px`).toEqual([]);
				// The code of the recommended model has loaded (or said why not) before the page is judged.
				await page.locator("section.try-model :is(figure.code-block, .error, .muted)").first().waitFor();
				await page.screenshot({
					path: screenshotPath(`task-page-${path.split("/").at(-1)}-${width}`),
					fullPage: true,
				});
				expectClean(`${path} at ${width}px`);
			}
		}
		await page.setViewportSize({ width: 1280, height: 900 });
	}, 480_000);
});
