/**
 * The embedded catalogue's provider facts (scripts/provider-facts.mjs, written into the records by
 * build-data.mjs): each figure with its source and the day it was read, the snapshot fresh by
 * today's clock, and every served model's providers listed with their price or "price not published".
 */
import { factTime, parseModelRecord } from "@hubkit/catalog";
import { PRICE_NOT_PUBLISHED, priceText, providerComparison } from "@hubkit/hub-core";
import { describe, expect, it } from "vitest";
import { SAMPLE_MODELS } from "../src/index.js";

/** How old the snapshot may grow before this test fails and asks for a new one (days). */
const MAX_SNAPSHOT_AGE_DAYS = 120;
const DAY_MS = 24 * 60 * 60 * 1000;

const served = SAMPLE_MODELS.filter((m) => (m.inferenceProviderMapping ?? []).length > 0);
const dated = served.flatMap((m) =>
	(m.inferenceProviderMapping ?? []).filter((e) => e.asOf !== undefined).map((e) => ({ id: m.id, entry: e })),
);

/** Why a snapshot read on `days` is too old at `now`, or undefined. */
function staleSnapshot(days: string[], now: Date): string | undefined {
	const oldest = days.reduce((a, b) => (a < b ? a : b));
	const age = (now.getTime() - (factTime(oldest) ?? 0)) / DAY_MS;
	return age > MAX_SNAPSHOT_AGE_DAYS
		? `the provider facts snapshot was read on ${oldest}, ${Math.floor(age)} days ago (more than ${MAX_SNAPSHOT_AGE_DAYS}): read the providers' pages again (packages/sample-models/scripts/provider-facts.mjs)`
		: undefined;
}

describe("provider facts of the sample models", () => {
	it("has a snapshot, read within the allowed age of today", () => {
		expect(dated.length).toBeGreaterThan(0);
		expect(
			staleSnapshot(
				dated.map((d) => d.entry.asOf as string),
				new Date(),
			),
		).toBeUndefined();
	});

	it("would fail once the clock passes the allowed age, whatever the snapshot says of itself", () => {
		const days = dated.map((d) => d.entry.asOf as string);
		const newest = days.reduce((a, b) => (a > b ? a : b));
		const later = new Date((factTime(newest) ?? 0) + (MAX_SNAPSHOT_AGE_DAYS + 1) * DAY_MS);
		expect(staleSnapshot(days, later)).toContain("read the providers' pages again");
	});

	it("gives every figure a source with an https URL and the day it was read, and passes the record validator", () => {
		for (const { id, entry } of dated) {
			const sources = Array.isArray(entry.source) ? entry.source : [entry.source];
			for (const source of sources) {
				expect(source?.url, `${id} at ${entry.provider}`).toMatch(/^https:\/\//);
				expect(source?.asOf ?? entry.asOf, `${id} at ${entry.provider}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
			}
		}
		for (const id of new Set(dated.map((d) => d.id))) {
			const record = served.find((m) => m.id === id);
			expect(parseModelRecord(record).ok, id).toBe(true);
		}
	});

	it("lists every provider of every served model, with its price or 'price not published', never $0", () => {
		for (const model of served) {
			const view = providerComparison(model);
			expect(view.providers.map((p) => p.provider).sort()).toEqual(
				(model.inferenceProviderMapping ?? []).map((e) => e.provider).sort(),
			);
			for (const row of view.providers) {
				const text = priceText(row);
				if (!row.pricing) expect(text).toBe(PRICE_NOT_PUBLISHED);
				expect(text).not.toMatch(/\$0(\.0+)?\b(?!\.)/);
			}
		}
	});

	it("puts the cheapest published price of gpt-oss-120b first, the unpriced providers after", () => {
		const model = served.find((m) => m.id === "openai/gpt-oss-120b");
		if (!model) throw new Error("openai/gpt-oss-120b is not a served sample model");
		const rows = providerComparison(model).providers.filter((p) => p.status === "live");
		const priced = rows.filter((r) => r.blendedPrice !== undefined);
		expect(priced.length).toBeGreaterThan(1);
		expect(rows.slice(0, priced.length)).toEqual(priced);
		const blended = priced.map((r) => r.blendedPrice as number);
		expect(blended).toEqual([...blended].sort((a, b) => a - b));
		expect(rows[0]?.marks).toContain("cheapest");
	});
});
