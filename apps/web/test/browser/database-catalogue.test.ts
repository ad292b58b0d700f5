/**
 * The models page over a catalogue indexed into a database (HUBKIT_MODELS with HUBKIT_MODELS_DB),
 * which answers `fits` at the default context only: the context picker stays there and says why,
 * and a link with another context still lists models instead of an error.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { describe, expect, it } from "vitest";
import { setUpBrowserSession } from "./harness.js";

function catalogueEnv(): Record<string, string> {
	const dir = mkdtempSync(join(tmpdir(), "hubkit-db-page-"));
	const file = join(dir, "catalogue.jsonl");
	writeFileSync(file, `${SAMPLE_MODELS.map((m) => JSON.stringify(m)).join("\n")}\n`);
	return { HUBKIT_MODELS: file, HUBKIT_MODELS_DB: join(dir, "index.sqlite") };
}

const session = setUpBrowserSession({ env: catalogueEnv });

describe("models page over a database catalogue", () => {
	it("keeps the context of 'runs on' at the default, says why, and lists models for any link", async () => {
		const { page, problems } = session;
		await page.goto("/models?fits=rtx-4090&context=32768", { waitUntil: "domcontentloaded" });
		const status = page.getByRole("status").filter({ hasText: "models" });
		await expect.poll(() => status.innerText()).toMatch(/^\d+ models?$/);
		const context = page.getByLabel("Context length");
		expect(await context.isDisabled()).toBe(true);
		expect(await context.inputValue()).toBe("8192");
		const note = await context.getAttribute("aria-describedby");
		expect(await page.locator(`[id="${note}"]`).innerText()).toMatch(/checks "runs on" at 8K tokens/);
		expect(await page.getByRole("alert").count()).toBe(0);

		// The list is the one the "runs on" facet counts for the device.
		const fits = page.getByRole("region", { name: /^Runs on: whole on the GPU.*\(8K context\)$/ });
		const chosen = fits.getByRole("button", { pressed: true });
		const count = /\(([\d,]+)\)/.exec(await chosen.innerText())?.[1]?.replace(/,/g, "");
		expect(await status.innerText()).toBe(`${count} models`);

		expect(problems.errors).toEqual([]);
		expect(problems.console).toEqual([]);
		expect(problems.offHost).toEqual([]);
	});
});
