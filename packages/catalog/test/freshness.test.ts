/**
 * The freshness guard judged against an injected clock: a page goes stale as time passes, not only when
 * its picks change; a pick with no known release never counts as recent.
 */
import { describe, expect, it } from "vitest";
import { FRESHNESS_WINDOW_MONTHS, monthsBefore, recentAtReview, stalePicks } from "../src/index.js";

const PICKS = [
	{ id: "acme/old", releaseDate: "2023-02-01" },
	{ id: "acme/new", releaseDate: "2025-06-15" },
	{ id: "acme/unknown" },
];

describe("stalePicks", () => {
	it("keeps a page fresh while its newest pick is inside the window, and makes it stale once the clock passes it", () => {
		expect(FRESHNESS_WINDOW_MONTHS).toBe(18);
		expect(stalePicks(PICKS, new Date("2026-11-27T12:00:00Z"))).toEqual({
			stale: false,
			newest: "2025-06-15",
			since: "2025-05-27",
		});
		// The same picks, eighteen months and a day after the newest release: stale, with nothing changed on the page.
		const later = stalePicks(PICKS, new Date("2026-12-16T00:00:00Z"));
		expect(later).toMatchObject({ stale: true, newest: "2025-06-15", since: "2025-06-16" });
	});

	it("counts a pick without a known release as not recent", () => {
		expect(stalePicks([{ id: "acme/unknown" }], new Date("2026-01-01T00:00:00Z"))).toEqual({
			stale: true,
			since: "2024-07-01",
		});
		expect(stalePicks([{ id: "x", releaseDate: "2022-03-02T23:29:04" }], new Date("2022-06-01T00:00:00Z")).stale).toBe(
			true,
		);
	});
});

describe("recentAtReview", () => {
	it("asks for a pick released in the twelve months before the review day", () => {
		expect(recentAtReview(PICKS, "2026-06-01")).toMatchObject({ stale: false, since: "2025-06-01" });
		expect(recentAtReview(PICKS, "2026-07-01")).toMatchObject({ stale: true, since: "2025-07-01" });
	});

	it("subtracts calendar months", () => {
		expect(monthsBefore("2026-11-23", 12)).toBe("2025-11-23");
		expect(monthsBefore(new Date("2026-03-31T00:00:00Z"), 1)).toBe("2026-03-03");
	});
});
