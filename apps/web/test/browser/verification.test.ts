/**
 * The verification badge in Chromium against the real built server: a model page whose transformers
 * snippets ran in the snippet lab says so beside each snippet, with the version the API names; a
 * snippet the lab did not run says "Parsed"; the badge passes axe and is text, not colour alone.
 */
import { describe, expect, it } from "vitest";
import { modelUrl } from "../../src/lib/paths.js";
import { clear, seriousViolations, setUpBrowserSession } from "./harness.js";

/** A sample model whose transformers snippets the lab ran (the verification manifest lists them). */
const RAN_MODEL = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";
/** A diffusers model: diffusers is not installable here, so its snippets are type-checked against its source. */
const TYPE_CHECKED_MODEL = "stabilityai/stable-diffusion-xl-base-1.0";
/** A MARS5 model: it loads through torch.hub, so there is no package to check it against; only parsed. */
const PARSED_MODEL = "CAMB-AI/MARS5-TTS";

interface Verification {
	level: string;
	library?: string;
	version?: string;
}
interface SnippetsAnswer {
	libraries: { library: string; snippets: string[]; verification: Verification[] }[];
}

const session = setUpBrowserSession();
const { expectClean } = session;

async function snippetsOf(id: string): Promise<SnippetsAnswer> {
	const res = await fetch(`${session.server.url}/api${modelUrl(id).replace(/\/$/, "")}/snippets`);
	expect(res.status).toBe(200);
	return (await res.json()) as SnippetsAnswer;
}

const open = (path: string): Promise<void> => session.open(path, ".library-snippets .code-block");

describe("verification badge on the model page", () => {
	it("says beside each transformers snippet that it ran, with the version the API names", async () => {
		const { page } = session;
		const answer = await snippetsOf(RAN_MODEL);
		const view = answer.libraries.find((l) => l.library === "transformers");
		const first = view?.verification[0];
		expect(first?.level).toBe("ran");
		const release = (first?.version ?? "").split(".").slice(0, 2).join(".");
		await open(modelUrl(RAN_MODEL));
		const blocks = page.locator(".library-snippets .code-block");
		expect(await blocks.count()).toBe(view?.snippets.length);
		for (let i = 0; i < (view?.snippets.length ?? 0); i++) {
			const badge = blocks.nth(i).locator(".code-head .verification");
			await expect.poll(() => badge.innerText()).toContain(`Ran with transformers ${release}`);
			expect(await badge.getAttribute("title")).toContain(`transformers ${first?.version}`);
		}
		expectClean(RAN_MODEL);
		expect(await seriousViolations(page), `axe on ${RAN_MODEL}`).toEqual([]);
	});

	it("says Parsed for a snippet the lab could not run", async () => {
		const { page } = session;
		const answer = await snippetsOf(PARSED_MODEL);
		expect(answer.libraries[0]?.verification[0]).toEqual({ level: "parsed" });
		await open(modelUrl(PARSED_MODEL));
		const badge = page.locator(".library-snippets .code-block").first().locator(".verification");
		await expect.poll(() => badge.innerText()).toBe("Parsed");
		expect(await page.locator(".library-snippets").innerText()).not.toContain("Ran with");
		expectClean(PARSED_MODEL);
	});

	it("says Type-checked for a snippet checked against its library's source", async () => {
		const { page } = session;
		const answer = await snippetsOf(TYPE_CHECKED_MODEL);
		expect(answer.libraries[0]?.verification[0]).toMatchObject({ level: "type-checked", library: "diffusers" });
		await open(modelUrl(TYPE_CHECKED_MODEL));
		const badge = page.locator(".library-snippets .code-block").first().locator(".verification");
		await expect.poll(() => badge.innerText()).toMatch(/^Type-checked against diffusers \d+\.\d+$/);
		expectClean(TYPE_CHECKED_MODEL);
	});
});

describe("verification badge in the playground", () => {
	it("says Parsed for an edited record and Ran for a catalogue record the lab ran, generated in the page", async () => {
		const { page, problems } = session;
		clear(problems);
		await page.goto("/playground", { waitUntil: "domcontentloaded" });
		await page.getByText("The record is valid.").waitFor();
		const badge = page.locator(".library-snippets .code-block").first().locator(".verification");
		await expect.poll(() => badge.innerText()).toBe("Parsed");
		await page.getByLabel("Start from a catalogue record").selectOption(RAN_MODEL);
		await expect.poll(() => badge.innerText()).toMatch(/^✓ ?Ran with transformers \d+\.\d+$/);
		await page.waitForLoadState("networkidle");
		expectClean("/playground");
	});
});
