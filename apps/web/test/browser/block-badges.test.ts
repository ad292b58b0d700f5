/**
 * A proof badge on every block of "use this model", in Chromium against the real built server, at
 * 1280 and 375 px: every inference snippet (each language and client of the model's answer) and
 * every local-app command (each app's set-up and run blocks) shows the badge the API's
 * `verification` words, inside the page's width.
 */
import { verificationLabel } from "@hubkit/hub-core";
import type { Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import { modelUrl } from "../../src/lib/paths.js";
import type { SnippetsView } from "../../src/lib/types.js";
import { setUpBrowserSession } from "./harness.js";

/** A chat model that providers serve: inference snippets in every language. */
const CHAT_MODEL = "meta-llama/Llama-3.1-8B-Instruct";
/** A GGUF model: most local apps offer it, node-llama-cpp's commands ran in the lab. */
const GGUF_MODEL = "TheBloke/phi-2-GGUF";

const session = setUpBrowserSession();

async function answerOf(id: string): Promise<SnippetsView> {
	const res = await fetch(`${session.server.url}/api${modelUrl(id).replace(/\/$/, "")}/snippets`);
	expect(res.status).toBe(200);
	return (await res.json()) as SnippetsView;
}

const WIDTHS = [1280, 375] as const;

/** The badges of the code blocks under `scope`: each block's badge text and whether it fits the viewport. */
async function badgesIn(scope: string, width: number): Promise<{ text: string | null; fits: boolean }[]> {
	const blocks = session.page.locator(`${scope} .code-block`);
	const out: { text: string | null; fits: boolean }[] = [];
	for (let i = 0; i < (await blocks.count()); i++) {
		const badge = blocks.nth(i).locator(".code-head .verification");
		if ((await badge.count()) === 0) {
			out.push({ text: null, fits: false });
			continue;
		}
		const box = await badge.boundingBox();
		out.push({
			text: (await badge.innerText()).replace(/^✓\s*/, ""),
			fits: box !== null && box.x >= 0 && box.x + box.width <= width + 0.5,
		});
	}
	return out;
}

describe("a proof badge on every block", () => {
	for (const width of WIDTHS) {
		it(`every inference snippet carries its badge at ${width} px`, async () => {
			const { page } = session;
			await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
			const answer = await answerOf(CHAT_MODEL);
			expect(answer.inference.length).toBeGreaterThan(1);
			expect(answer.inference.some((s) => s.verification.level === "ran")).toBe(true);
			for (const s of answer.inference) {
				const query = `?tab=inference&language=${s.language}&client=${encodeURIComponent(s.client)}`;
				await session.open(`${modelUrl(CHAT_MODEL)}${query}`, ".inference .code-block");
				const badges = await badgesIn(".inference", width);
				expect(badges, `${s.language}/${s.client}`).toEqual([{ text: verificationLabel(s.verification), fits: true }]);
			}
			session.expectClean(CHAT_MODEL);
		});

		it(`every local-app command carries its badge at ${width} px`, async () => {
			const { page } = session;
			await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
			// The page asks for the commands of the weight file it recommends: the badges follow that answer.
			const answers: Promise<SnippetsView>[] = [];
			const onResponse = (res: Response) => {
				if (!/\/api\/models\/.+\/snippets(\?|$)/.test(res.url()) || res.status() !== 200) return;
				answers.push(res.json() as Promise<SnippetsView>);
			};
			page.on("response", onResponse);
			const apps = (await answerOf(GGUF_MODEL)).localApps.filter((a) => (a.snippets ?? []).length > 0);
			expect(apps.length).toBeGreaterThan(1);
			for (const { app: id } of apps) {
				answers.length = 0;
				await session.open(`${modelUrl(GGUF_MODEL)}?tab=local-apps&app=${encodeURIComponent(id)}`, ".local-app");
				const app = (await answers.at(-1))?.localApps.find((a) => a.app === id);
				if (!app) throw new Error(`the page's answer has no ${id}`);
				const expected = (app.snippets ?? []).flatMap((b) => {
					const count = [b.setup ?? [], b.content].flat().length;
					return Array.from({ length: count }, () => ({ text: verificationLabel(b.verification), fits: true }));
				});
				await expect.poll(() => page.locator(".local-app .code-block").count()).toBe(expected.length);
				expect(await badgesIn(".local-app", width), app.app).toEqual(expected);
			}
			page.off("response", onResponse);
			session.expectClean(GGUF_MODEL);
		});
	}
});
