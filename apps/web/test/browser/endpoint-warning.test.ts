/**
 * A shared link cannot choose where the user's token goes: on a model page opened with
 * `?endpointUrl=…`, the panel names the link's host in a warning and keeps the access-token field
 * disabled until the user confirms that host; then the token is written into the code. In Debian's
 * Chromium against the real built server, under axe.
 */
import { describe, expect, it } from "vitest";
import { modelUrl } from "../../src/lib/paths.js";
import { clear, seriousViolations, setUpBrowserSession } from "./harness.js";

const CHAT_MODEL = "meta-llama/Llama-3.1-8B-Instruct";
const HOST = "attacker.example";

const session = setUpBrowserSession();

describe("an endpoint URL from a link", () => {
	it("is named in a warning, and the token field stays disabled until the user trusts the host", async () => {
		const { page, problems } = session;
		clear(problems);
		const query = new URLSearchParams({
			tab: "inference",
			language: "sh",
			client: "curl",
			endpointUrl: `https://${HOST}/v1`,
		});
		await page.goto(`${modelUrl(CHAT_MODEL)}?${query}`, { waitUntil: "domcontentloaded" });
		const warning = page.locator(".endpoint-warning");
		await warning.waitFor();
		expect(await warning.innerText()).toContain(HOST);
		const token = page.getByLabel("Access token");
		expect(await token.isDisabled()).toBe(true);
		const code = page.locator(".inference .code-block pre");
		await expect.poll(() => code.innerText()).toContain(`https://${HOST}/v1/chat/completions`);
		await page.waitForLoadState("networkidle");
		expect(await seriousViolations(page), "axe with the warning").toEqual([]);

		await page.getByRole("button", { name: `I trust ${HOST}` }).click();
		await expect.poll(() => token.isEnabled()).toBe(true);
		expect(await warning.count()).toBe(0);
		await token.fill("hf_browser_secret");
		await expect.poll(() => code.innerText()).toContain("hf_browser_secret");
		expect(await code.innerText()).toContain(`https://${HOST}/v1/chat/completions`);
		expect(page.url()).not.toContain("hf_browser_secret");
		await page.waitForLoadState("networkidle");
		expect(await seriousViolations(page), "axe after confirming").toEqual([]);

		// The same link opened again asks again: the confirmation is not part of the address.
		await page.goto(page.url(), { waitUntil: "domcontentloaded" });
		await warning.waitFor();
		expect(await page.getByLabel("Access token").isDisabled()).toBe(true);
		await page.waitForLoadState("networkidle");

		expect(problems.errors, "uncaught errors").toEqual([]);
		expect(problems.console, "console errors").toEqual([]);
		expect(problems.offHost, "requests off 127.0.0.1").toEqual([]);
		expect(problems.failed, "failed requests").toEqual([]);
	});
});
