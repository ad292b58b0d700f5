/**
 * The models page over an upstream hub (HUB_URL), which pages by cursor and gives no total: the
 * real built server in front of a fake hub on 127.0.0.1 that answers its model list API in the
 * real shapes (a JSON array, the next page in a `Link: <…>; rel="next"` header with an opaque
 * cursor). Previous and Next without page numbers; the cursors live in the URL, so reload, back
 * and forward show the same models.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setUpBrowserSession } from "./harness.js";

const COUNT = 70;
const ROWS = Array.from({ length: COUNT }, (_, i) => {
	const id = `acme/model-${String(i).padStart(2, "0")}`;
	return {
		_id: `row${i}`,
		id,
		modelId: id,
		likes: i,
		downloads: 10_000 - i,
		private: false,
		pipeline_tag: "text-generation",
		library_name: "transformers",
		tags: ["transformers", "license:mit"],
		createdAt: "2024-01-01T00:00:00.000Z",
	};
});

// The hub's cursors are opaque to its clients; this one has characters a URL must encode.
const cursorOf = (start: number) => Buffer.from(`{"after":${start}}`).toString("base64");
const startOf = (cursor: string | null) =>
	cursor ? (JSON.parse(Buffer.from(cursor, "base64").toString()) as { after: number }).after : 0;

let hub: Server;
let hubUrl: string;

beforeAll(async () => {
	hub = createServer((req, res) => {
		const url = new URL(req.url ?? "/", "http://hub");
		if (url.pathname !== "/api/models") {
			res.writeHead(404, { "content-type": "application/json" });
			res.end('{"error":"not found"}');
			return;
		}
		const key = url.searchParams.get("sort") === "likes" ? "likes" : "downloads";
		const sign = url.searchParams.get("direction") === "1" ? 1 : -1;
		const rows = [...ROWS].sort((a, b) => sign * (a[key] - b[key]));
		const start = startOf(url.searchParams.get("cursor"));
		const limit = Number(url.searchParams.get("limit") ?? 20);
		const headers: Record<string, string> = { "content-type": "application/json" };
		if (start + limit < rows.length) {
			const next = new URL(`${hubUrl}${url.pathname}${url.search}`);
			next.searchParams.set("cursor", cursorOf(start + limit));
			headers.link = `<${next}>; rel="next"`;
		}
		res.writeHead(200, headers);
		res.end(JSON.stringify(rows.slice(start, start + limit)));
	});
	await new Promise<void>((resolve) => hub.listen(0, "127.0.0.1", resolve));
	hubUrl = `http://127.0.0.1:${(hub.address() as AddressInfo).port}`;
});

afterAll(async () => {
	hub?.closeAllConnections();
	await new Promise((resolve) => hub?.close(resolve));
});

const session = setUpBrowserSession({ env: () => ({ HUB_URL: hubUrl }) });

const models = () => session.page.locator(".model-list li a").allInnerTexts();
const firstModel = async () => (await models())[0];
const cursors = () => new URL(session.page.url()).searchParams.getAll("cursor");
const button = (name: "Previous" | "Next") =>
	session.page.getByRole("navigation", { name: "Pages" }).getByRole("button", { name });

describe("models page over an upstream hub that pages by cursor", () => {
	it("goes Next, Next, Previous by cursor, and reload, back and forward keep the page", async () => {
		const { page } = session;
		await session.open("/models", ".model-list li");
		expect(await page.getByRole("status").first().innerText()).toBe("Models from the upstream hub");
		expect(await models()).toHaveLength(30);
		expect(await firstModel()).toBe("acme/model-00");
		expect(await button("Previous").isDisabled()).toBe(true);
		// The hub gives no total, so there are no page numbers to show.
		expect(await page.getByRole("navigation", { name: "Pages" }).innerText()).not.toMatch(/Page \d/);

		await button("Next").click();
		await expect.poll(firstModel).toBe("acme/model-30");
		expect(cursors()).toEqual([cursorOf(30)]);

		await button("Next").click();
		await expect.poll(firstModel).toBe("acme/model-60");
		expect(await models()).toHaveLength(COUNT - 60);
		expect(cursors()).toEqual([cursorOf(30), cursorOf(60)]);
		await expect.poll(() => button("Next").isDisabled()).toBe(true);

		await button("Previous").click();
		await expect.poll(firstModel).toBe("acme/model-30");
		expect(cursors()).toEqual([cursorOf(30)]);

		await page.reload({ waitUntil: "domcontentloaded" });
		await expect.poll(firstModel).toBe("acme/model-30");
		expect(await models()).toHaveLength(30);
		await expect.poll(() => button("Previous").isEnabled()).toBe(true);
		expect(await button("Next").isEnabled()).toBe(true);

		// Each page turned is a step in the history.
		await page.goBack();
		await expect.poll(firstModel).toBe("acme/model-60");
		await page.goForward();
		await expect.poll(firstModel).toBe("acme/model-30");

		// Another order starts again from the first page.
		await page.getByLabel("Sort by").selectOption("likes");
		await expect.poll(firstModel).toBe(`acme/model-${COUNT - 1}`);
		expect(cursors()).toEqual([]);
		await page.waitForLoadState("networkidle");
		session.expectClean("/models over an upstream hub");
	});
});
