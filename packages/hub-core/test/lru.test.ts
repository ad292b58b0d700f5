import { describe, expect, it } from "vitest";
import { LruCache } from "../src/lru.js";

describe("LruCache", () => {
	it("evicts the least recently used entry beyond its bound", () => {
		const cache = new LruCache<string, number>({ max: 2 });
		cache.set("a", 1);
		cache.set("b", 2);
		expect(cache.get("a")).toBe(1); // a is now the most recent
		cache.set("c", 3);
		expect(cache.size).toBe(2);
		expect(cache.get("b")).toBeUndefined();
		expect(cache.get("a")).toBe(1);
		expect(cache.get("c")).toBe(3);
	});

	it("forgets entries after their TTL", () => {
		let now = 1000;
		const cache = new LruCache<string, string>({ max: 10, ttlMs: 100, now: () => now });
		cache.set("k", "v");
		now += 99;
		expect(cache.get("k")).toBe("v");
		now += 200;
		expect(cache.get("k")).toBeUndefined();
		expect(cache.size).toBe(0);
	});
});

describe("LruCache with a weight bound", () => {
	it("evicts as many old entries as a heavy one needs, and never keeps one heavier than the bound", () => {
		const cache = new LruCache<string, string>({ max: 100, maxWeight: 10, weigh: (v) => v.length });
		cache.set("a", "xxxx");
		cache.set("b", "xxxx");
		expect(cache.weight).toBe(8);
		cache.set("c", "xxxxxxx");
		expect(cache.get("a")).toBeUndefined();
		expect(cache.get("b")).toBeUndefined();
		expect(cache.get("c")).toBe("xxxxxxx");
		cache.set("huge", "x".repeat(11));
		expect(cache.get("huge")).toBeUndefined();
		expect(cache.weight).toBe(7);
		cache.delete("c");
		expect(cache.weight).toBe(0);
	});
});
