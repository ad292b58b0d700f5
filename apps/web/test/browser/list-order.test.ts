/**
 * The models page's order, in Chromium against the real built server over the sample catalogue,
 * at 1280 and 375 px: a search shows "Best match" as soon as it is typed and lists the API's best
 * match; "Most downloaded" then really sorts the matches by downloads. The "Runs on" chips come by
 * kind and memory with the reader's remembered device first, and a chip's count is what choosing
 * it instead would list.
 */
import { DEVICES } from "@hubkit/catalog/hardware";
import { describe, expect, it } from "vitest";
import { seriousViolations, setUpBrowserSession } from "./harness.js";

const session = setUpBrowserSession();

interface List {
	total: number;
	models: { id: string; downloads: number }[];
}
const api = async (query: string): Promise<List> =>
	(await (await fetch(new URL(`/api/models?${query}`, session.server.url))).json()) as List;

/** The ids the page lists, in order. */
const listed = () => session.page.locator(".model-list .model-link").allInnerTexts();

describe("models page: the order of a search", () => {
	for (const width of [1280, 375]) {
		it(`shows Best match while searching and sorts by downloads when asked, at ${width} px`, async () => {
			const { page } = session;
			await page.setViewportSize({ width, height: 900 });
			await session.open("/models", ".model-list");
			const sortBy = page.getByLabel("Sort by");
			const shownSort = () => sortBy.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent ?? "");
			expect(await shownSort()).toBe("Most downloaded");

			await page.getByLabel("Search models").fill("llama");
			// Shown as soon as the search is typed, whatever the list is still showing.
			expect(await shownSort()).toBe("Best match");
			await expect.poll(() => new URL(page.url()).searchParams.get("search")).toBe("llama");
			const best = await api("search=llama&sort=match&limit=30");
			expect(best.total).toBeGreaterThan(30);
			await expect.poll(listed).toEqual(best.models.map((m) => m.id));

			await sortBy.selectOption({ label: "Most downloaded" });
			await expect.poll(() => new URL(page.url()).searchParams.get("sort")).toBe("downloads");
			expect(await shownSort()).toBe("Most downloaded");
			const every = await api("search=llama&sort=match&limit=100");
			const downloads = new Map(every.models.map((m) => [m.id, m.downloads]));
			// The first page is the most downloaded of all the matches, counted here, highest first.
			const expected = [...every.models]
				.sort((a, b) => b.downloads - a.downloads || (a.id < b.id ? -1 : 1))
				.slice(0, 30)
				.map((m) => m.id);
			await expect.poll(listed).toEqual(expected);
			const shown = (await listed()).map((id) => downloads.get(id) ?? -1);
			expect(shown).toEqual([...shown].sort((a, b) => b - a));
			expect(expected).not.toEqual(best.models.map((m) => m.id));

			const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
			expect(overflow).toBeLessThanOrEqual(0);
			session.expectClean(`models search at ${width}`);
			expect(await seriousViolations(page), `axe at ${width}`).toEqual([]);
		}, 120_000);
	}
});

describe("models page: the Runs on chips", () => {
	for (const width of [1280, 375]) {
		it(`lists devices by kind with the remembered one first, counts as if chosen instead, at ${width} px`, async () => {
			const { page } = session;
			await page.setViewportSize({ width, height: 900 });
			// A device chosen on a model page is remembered by the browser (fitState.ts).
			await session.open("/models", ".model-list");
			await page.evaluate(() => localStorage.setItem("hubkit.device", "rtx-3060-12gb"));
			await session.open("/models", ".facets");
			const runsOn = page.getByRole("region", { name: /^Runs on/ });
			const chips = runsOn.getByRole("button", { name: /\([\d,]+\)$/ });
			await expect.poll(() => chips.count()).toBeGreaterThan(3);
			const first = await chips.first().innerText();
			expect(first).toMatch(/^NVIDIA GeForce RTX 3060 12 GB\s+your device\s+\(\d+\)$/);
			// Then the API's order: GeForce cards before data-centre GPUs, a small card before the 512 GB Mac.
			const labels = (await chips.allInnerTexts()).map((t) => t.replace(/\s*(your device\s*)?\([\d,]+\)$/, ""));
			expect(labels[1]).toMatch(/GeForce/);
			expect(labels.slice(1, 8).some((l) => /H100|H200|B200|512 GB/.test(l))).toBe(false);

			// Choose a device: every chip still counts what it would list, not the chosen one's total.
			await runsOn.getByRole("button", { name: /^Show all \d+$/ }).click();
			const device = DEVICES.find((d) => d.id === "rtx-4090");
			await chips
				.filter({ hasText: device?.label ?? "" })
				.first()
				.click();
			await expect.poll(() => new URL(page.url()).searchParams.get("fits")).toBe("rtx-4090");
			const status = page.getByRole("status").filter({ hasText: "models" });
			const total = (await api("fits=rtx-4090&limit=1")).total;
			await expect.poll(() => status.innerText()).toBe(`${total} models`);
			const counted = async (label: string) =>
				Number(
					/\(([\d,]+)\)$/.exec(await chips.filter({ hasText: label }).first().innerText())?.[1]?.replace(/,/g, ""),
				);
			await expect.poll(() => counted("RTX 4090 24 GB")).toBe(total);
			// The chosen device is now the remembered one, first; the rest behind "Show all" again.
			expect(await chips.first().innerText()).toMatch(/^NVIDIA GeForce RTX 4090 24 GB\s+your device/);
			await runsOn.getByRole("button", { name: /^Show all \d+$/ }).click();
			const other = await api("fits=rtx-3060-12gb&limit=1");
			expect(other.total).not.toBe(total);
			await expect.poll(() => counted("RTX 3060 12 GB")).toBe(other.total);

			const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
			expect(overflow).toBeLessThanOrEqual(0);
			session.expectClean(`runs on chips at ${width}`);
			await page.evaluate(() => localStorage.removeItem("hubkit.device"));
		}, 120_000);
	}
});
