import { describe, expect, it } from "vitest";
import { DEFAULT_RETRY_POLICY, fetchWithRetry, RETRYABLE_STATUSES, retryDelay } from "../src/retry.js";

describe("retry policy", () => {
	it("is 3 retries, base 1 s, max 30 s, ×2, ±25 % jitter, on 429/502/503/504 only", () => {
		expect(DEFAULT_RETRY_POLICY).toEqual({
			retries: 3,
			baseDelayMs: 1000,
			maxDelayMs: 30_000,
			multiplier: 2,
			jitter: 0.25,
		});
		expect([...RETRYABLE_STATUSES].sort()).toEqual([429, 502, 503, 504]);
	});

	it("doubles the delay and spreads it by ±25 %", () => {
		const mid = () => 0.5;
		expect([0, 1, 2].map((r) => retryDelay(r, DEFAULT_RETRY_POLICY, mid))).toEqual([1000, 2000, 4000]);
		expect(retryDelay(0, DEFAULT_RETRY_POLICY, () => 0)).toBe(750);
		expect(retryDelay(0, DEFAULT_RETRY_POLICY, () => 1)).toBe(1250);
		expect(retryDelay(2, DEFAULT_RETRY_POLICY, () => 0)).toBe(3000);
	});

	it("never waits longer than the maximum", () => {
		expect(retryDelay(10, DEFAULT_RETRY_POLICY, () => 1)).toBe(30_000);
		expect(retryDelay(5, DEFAULT_RETRY_POLICY, () => 0)).toBe(22_500); // capped at 30 s, then jittered
	});

	it("returns the final answer once retries are spent, without retrying other statuses", async () => {
		const statuses = [503, 502, 504, 429, 200];
		let calls = 0;
		const fakeFetch = (async () => new Response("x", { status: statuses[calls++] ?? 200 })) as typeof fetch;
		const res = await fetchWithRetry("http://127.0.0.1/", {}, { fetch: fakeFetch, sleep: async () => {} });
		expect(res.status).toBe(429);
		expect(calls).toBe(4);
		calls = 0;
		const once = await fetchWithRetry(
			"http://127.0.0.1/",
			{},
			{
				fetch: (async () => {
					calls++;
					return new Response("x", { status: 404 });
				}) as typeof fetch,
				sleep: async () => {},
			},
		);
		expect(once.status).toBe(404);
		expect(calls).toBe(1);
	});
});

describe("fetchWithRetry", () => {
	it("sleeps the backoff schedule between attempts", async () => {
		const slept: number[] = [];
		let calls = 0;
		const fakeFetch = (async () => new Response("x", { status: calls++ < 3 ? 503 : 200 })) as typeof fetch;
		const res = await fetchWithRetry(
			"http://127.0.0.1/",
			{},
			{ fetch: fakeFetch, random: () => 0.5, sleep: async (ms) => void slept.push(ms) },
		);
		expect(res.status).toBe(200);
		expect(slept).toEqual([1000, 2000, 4000]);
	});

	it("passes a time-out signal to each attempt and lets network errors through", async () => {
		let signal: AbortSignal | null | undefined;
		const failing = (async (_url: string, init?: RequestInit) => {
			signal = init?.signal;
			throw new TypeError("fetch failed");
		}) as typeof fetch;
		await expect(fetchWithRetry("http://127.0.0.1/", {}, { fetch: failing, timeoutMs: 50 })).rejects.toThrow(
			"fetch failed",
		);
		expect(signal).toBeInstanceOf(AbortSignal);
	});
});
