/** The upstream hub's model list: rows the pages could not serve make the answer malformed. */
import { describe, expect, it } from "vitest";
import { StoreError } from "../src/index.js";
import { upstreamStore } from "../src/upstream.js";

/** A hub whose list answers `rows`, whatever is asked. */
const hubListing = (rows: unknown[]) =>
	upstreamStore({
		hubUrl: "http://hub.test",
		fetch: (async () => Response.json(rows)) as typeof fetch,
		sleep: async () => {},
	});

describe("upstreamStore list", () => {
	it("lists rows whose ids have an owner", async () => {
		const page = await hubListing([{ id: "acme/alpha", downloads: 3 }]).list({ sort: "downloads", limit: 10 });
		expect(page.models.map((m) => m.id)).toEqual(["acme/alpha"]);
	});

	it.each(["baremodel", "evil/..", `acme/${"x".repeat(97)}`])("refuses a list with a row of id %s", async (id) => {
		const answer = hubListing([{ id: "acme/alpha" }, { id }]).list({ sort: "downloads", limit: 10 });
		await expect(answer).rejects.toBeInstanceOf(StoreError);
		await expect(answer).rejects.toThrow("upstream hub sent a malformed model list");
	});
});
