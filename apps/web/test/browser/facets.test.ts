/**
 * The models page's facets over a 5,000-record catalogue of one's own, served by the real built
 * server through HUBKIT_MODELS (the sample records under new ids, with varied licenses).
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { describe, expect, it } from "vitest";
import { setUpBrowserSession } from "./harness.js";

const LICENSES = ["apache-2.0", "mit", "llama3.1", "other"];
/** A facet value's button, "<value> (<count>)" (not "Show all N"). */
const VALUE = /\([\d,]+\)$/;
const COUNT = 5000;

/** Writes the catalogue and names it in HUBKIT_MODELS. */
function catalogueEnv(): Record<string, string> {
	const dir = mkdtempSync(join(tmpdir(), "hubkit-facets-"));
	const file = join(dir, "catalogue.jsonl");
	const lines: string[] = [];
	for (let i = 0; i < COUNT; i++) {
		const sample = SAMPLE_MODELS[i % SAMPLE_MODELS.length] as (typeof SAMPLE_MODELS)[number];
		const name = sample.id.split("/")[1] ?? "model";
		const cardData = { ...(sample.cardData ?? {}), license: LICENSES[i % LICENSES.length] };
		lines.push(JSON.stringify({ ...sample, id: `org${i % 50}/${name}-${i}`, author: `org${i % 50}`, cardData }));
	}
	writeFileSync(file, `${lines.join("\n")}\n`);
	return { HUBKIT_MODELS: file };
}

const session = setUpBrowserSession({ env: catalogueEnv });

describe("models page facets (HUBKIT_MODELS, 5,000 records)", () => {
	it("shows facet counts, filters by a facet through the URL, and clears it again", async () => {
		const { page, problems } = session;
		await page.goto("/models", { waitUntil: "domcontentloaded" });
		const status = page.getByRole("status").filter({ hasText: "models" });
		await expect.poll(() => status.innerText()).toBe("5000 models");
		const licenses = page.getByRole("region", { name: "License" });
		const mit = licenses.getByRole("button", { name: /^mit \(1,250\)$/ });
		await expect.poll(() => mit.count()).toBe(1);

		await mit.click();
		await expect.poll(() => new URL(page.url()).searchParams.get("license")).toBe("mit");
		await expect.poll(() => status.innerText()).toBe("1250 models");
		expect(await mit.getAttribute("aria-pressed")).toBe("true");
		// The other facets now count only the MIT models: their counts add up to at most 1,250 each.
		const sizes = await page
			.getByRole("region", { name: "Parameters" })
			.getByRole("button", { name: VALUE })
			.allInnerTexts();
		for (const text of sizes)
			expect(Number(/\(([\d,]+)\)/.exec(text)?.[1]?.replace(/,/g, ""))).toBeLessThanOrEqual(1250);

		// The URL alone restores the state.
		await page.goto("/models?license=other&search=llama", { waitUntil: "domcontentloaded" });
		const other = page.getByRole("region", { name: "License" }).getByRole("button", { name: /^other / });
		await expect.poll(() => other.getAttribute("aria-pressed")).toBe("true");
		await other.click();
		await expect.poll(() => new URL(page.url()).searchParams.get("license")).toBeNull();
		expect(new URL(page.url()).searchParams.get("search")).toBe("llama");

		// "Runs on": devices with how many models run on each; choosing one is the API's `fits`.
		await page.goto("/models", { waitUntil: "domcontentloaded" });
		const runsOn = page.getByRole("region", { name: /^Runs on/ });
		// Counted whole on the device, and the heading says so.
		expect(await runsOn.getByRole("heading").innerText()).toMatch(/whole on the GPU; CPU-only devices: in RAM/);
		// Every value is reachable: "Show all" lists the rest of a long facet.
		const more = runsOn.getByRole("button", { name: /^Show all \d+$/ });
		const all = Number(/\d+/.exec(await more.innerText())?.[0]);
		expect(await runsOn.getByRole("button", { name: VALUE }).count()).toBeLessThan(all);
		await more.click();
		await expect.poll(() => runsOn.getByRole("button", { name: VALUE }).count()).toBe(all);
		// A device (chips come by kind and memory, "Size unknown" last): the largest CPU-only machine.
		const device = runsOn.getByRole("button", { name: VALUE }).filter({ hasNotText: "Size unknown" }).last();
		await expect.poll(() => device.count()).toBe(1);
		const text = await device.innerText();
		const count = Number(/\(([\d,]+)\)$/.exec(text)?.[1]?.replace(/,/g, ""));
		expect(count).toBeGreaterThan(0);
		expect(count).toBeLessThan(COUNT);
		await device.click();
		await expect.poll(() => new URL(page.url()).searchParams.get("fits")).not.toBeNull();
		await expect.poll(() => status.innerText()).toBe(`${count} models`);
		const fits = new URL(page.url()).searchParams.get("fits") as string;
		const api = (await (await fetch(new URL(`/api/models?fits=${fits}&limit=1`, page.url()))).json()) as {
			total: number;
		};
		expect(api.total).toBe(count);
		expect(await page.getByLabel("Runs on", { exact: true }).inputValue()).toBe(fits);
		expect(await runsOn.getByRole("button", { pressed: true }).count()).toBe(1);
		expect(problems.errors).toEqual([]);
		expect(problems.console).toEqual([]);
		expect(problems.offHost).toEqual([]);
	}, 120_000);
});
