/** The upstream client against hostile hubs: huge bodies, other records, trickling bodies, Retry-After. */
import { describe, expect, it } from "vitest";
import { BodyTooLargeError, readBoundedText } from "../src/body.js";
import { CircuitBreaker } from "../src/breaker.js";
import { answersRequest, describeHubError, fetchModelRecord, recordFromHub } from "../src/hub.js";
import { RECORD_LIST_LIMITS } from "../src/limits.js";
import { fetchWithRetry, retryAfterMs } from "../src/retry.js";

const noSleep = async () => {};
const asFetch = (answer: (url: string, init?: RequestInit) => Response | Promise<Response>) =>
	(async (url: string, init?: RequestInit) => answer(url, init)) as typeof fetch;

/** A body stream of `chunks` chunks of `size` bytes, counting how many were pulled. */
function endless(size: number, chunks: number) {
	const pulled = { count: 0 };
	const stream = new ReadableStream<Uint8Array>({
		pull(controller) {
			if (pulled.count++ >= chunks) controller.close();
			else controller.enqueue(new Uint8Array(size).fill(0x20));
		},
	});
	return { stream, pulled };
}

describe("readBoundedText", () => {
	it("stops reading once the body passes the bound", async () => {
		const { stream, pulled } = endless(64 * 1024, 10_000);
		await expect(readBoundedText(new Response(stream), 1024 * 1024)).rejects.toBeInstanceOf(BodyTooLargeError);
		expect(pulled.count).toBeLessThan(20);
	});

	it("refuses a declared Content-Length above the bound before reading", async () => {
		const { stream, pulled } = endless(1024, 10);
		const response = new Response(stream, { headers: { "content-length": String(50 * 1024 * 1024) } });
		await expect(readBoundedText(response, 1024)).rejects.toBeInstanceOf(BodyTooLargeError);
		expect(pulled.count).toBeLessThanOrEqual(1);
	});

	it("reads a body within the bound, multi-byte characters split across chunks included", async () => {
		const bytes = new TextEncoder().encode('{"id":"é/ü"}');
		const stream = new ReadableStream<Uint8Array>({
			start(controller) {
				for (const b of bytes) controller.enqueue(new Uint8Array([b]));
				controller.close();
			},
		});
		expect(await readBoundedText(new Response(stream), 100)).toBe('{"id":"é/ü"}');
	});
});

describe("fetchModelRecord against a hostile hub", () => {
	it("answers too-large for a body beyond the cap, and says so in one line", async () => {
		const fetch = asFetch(() => new Response(endless(64 * 1024, 1000).stream));
		const result = await fetchModelRecord("http://hub.test", "a/b", { fetch, maxBodyBytes: 256 * 1024 });
		expect(result).toEqual({ ok: false, error: { kind: "too-large", maxBytes: 256 * 1024 } });
		if (!result.ok) {
			expect(describeHubError(result.error, "upstream hub", "a/b")).toBe(
				"upstream hub sent a model record larger than 0.3 MiB",
			);
		}
	});

	it("keeps only the fields Hubkit reads and bounds the lists", () => {
		const record = recordFromHub({
			id: "a/b",
			padding: "x".repeat(1000),
			tags: Array.from({ length: 5000 }, (_, i) => `t${i}`),
			siblings: Array.from({ length: 10 }, (_, i) => ({ rfilename: `f${i}`, blobId: "0123", lfs: { size: 1 } })),
			widgetData: Array.from({ length: RECORD_LIST_LIMITS.widgetData + 20 }, () => ({ text: "hi" })),
			cardData: {
				license: "mit",
				language: Array.from({ length: 5000 }, (_, i) => `l${i}`),
				base_model: Array.from({ length: 5000 }, (_, i) => `b/m${i}`),
			},
		});
		expect(record).toBeDefined();
		expect(record).not.toHaveProperty("padding");
		expect(record?.tags).toHaveLength(RECORD_LIST_LIMITS.tags);
		expect(record?.widgetData).toHaveLength(RECORD_LIST_LIMITS.widgetData);
		expect(record?.cardData?.language).toHaveLength(RECORD_LIST_LIMITS["cardData.language"]);
		expect(record?.cardData?.base_model).toHaveLength(RECORD_LIST_LIMITS["cardData.base_model"]);
		expect(record?.cardData?.license).toBe("mit");
		expect(record?.siblings?.[0]).toEqual({ rfilename: "f0" });
	});

	it("refuses the record of another model, but not another spelling or a redirect to the new name", async () => {
		const answer = (id: string) => asFetch(() => Response.json({ id }));
		expect(await fetchModelRecord("http://hub.test", "a/b", { fetch: answer("c/d") })).toEqual({
			ok: false,
			error: { kind: "wrong-record", id: "c/d" },
		});
		expect((await fetchModelRecord("http://hub.test", "Org/Model", { fetch: answer("org/model") })).ok).toBe(true);
		const record = { id: "new-org/new-name" };
		expect(answersRequest(record, "old/name", "http://hub.test/api/models/new-org/new-name?expand[]=tags")).toBe(true);
		expect(answersRequest(record, "old/name", "http://hub.test/api/models/other/model")).toBe(false);
		expect(answersRequest(record, "old/name")).toBe(false);
	});

	it("reports a body that stops arriving as a time-out, not as malformed JSON", async () => {
		// The attempt's signal fires mid-body: the stream errors with the signal's reason.
		const fetch = asFetch(() => {
			const stream = new ReadableStream<Uint8Array>({
				start(controller) {
					controller.enqueue(new TextEncoder().encode('{"id":"a/'));
					controller.error(new DOMException("The operation was aborted due to timeout", "TimeoutError"));
				},
			});
			return new Response(stream);
		});
		expect(await fetchModelRecord("http://hub.test", "a/b", { fetch })).toEqual({
			ok: false,
			error: { kind: "timeout" },
		});
	});
});

describe("Retry-After", () => {
	it("reads seconds and HTTP dates", () => {
		expect(retryAfterMs("3")).toBe(3000);
		expect(retryAfterMs(null)).toBeUndefined();
		expect(retryAfterMs("soon")).toBeUndefined();
		const now = () => Date.parse("Mon, 23 Nov 2026 12:00:00 GMT");
		expect(retryAfterMs("Mon, 23 Nov 2026 12:00:07 GMT", now)).toBe(7000);
		expect(retryAfterMs("Mon, 23 Nov 2026 11:00:00 GMT", now)).toBe(0);
	});

	it("waits what the hub asks when it is longer than the backoff", async () => {
		const slept: number[] = [];
		let calls = 0;
		const fetch = asFetch(() =>
			calls++ === 0 ? new Response("", { status: 429, headers: { "retry-after": "5" } }) : new Response("ok"),
		);
		const res = await fetchWithRetry(
			"http://hub.test/",
			{},
			{ fetch, random: () => 0.5, sleep: async (ms) => void slept.push(ms) },
		);
		expect(res.status).toBe(200);
		expect(slept).toEqual([5000]);
	});

	it("gives up at once when the hub asks for longer than the bound", async () => {
		const slept: number[] = [];
		let calls = 0;
		const fetch = asFetch(() => {
			calls++;
			return new Response("", { status: 429, headers: { "retry-after": "120" } });
		});
		const result = await fetchModelRecord("http://hub.test", "a/b", {
			fetch,
			sleep: async (ms) => void slept.push(ms),
		});
		expect(result).toEqual({ ok: false, error: { kind: "status", status: 429 } });
		expect(calls).toBe(1);
		expect(slept).toEqual([]);
	});
});

describe("CircuitBreaker", () => {
	it("opens after the threshold, refuses during the cool-down, then lets one trial through", () => {
		let now = 0;
		const breaker = new CircuitBreaker({ threshold: 3, coolDownMs: 1000, now: () => now });
		for (let i = 0; i < 2; i++) {
			expect(breaker.allow()).toBe(true);
			breaker.failure();
		}
		expect(breaker.state).toBe("closed");
		breaker.allow();
		breaker.failure();
		expect(breaker.state).toBe("open");
		expect(breaker.allow()).toBe(false);
		now = 400;
		expect(breaker.retryInMs).toBe(600);
		now = 1000;
		expect(breaker.state).toBe("half-open");
		expect(breaker.allow()).toBe(true);
		expect(breaker.allow()).toBe(false); // one trial at a time
		breaker.failure();
		expect(breaker.state).toBe("open");
		now = 2000;
		expect(breaker.allow()).toBe(true);
		breaker.success();
		expect(breaker.state).toBe("closed");
		expect(breaker.allow()).toBe(true);
	});

	it("a success resets the count of consecutive failures", () => {
		const breaker = new CircuitBreaker({ threshold: 2, now: () => 0 });
		breaker.failure();
		breaker.success();
		breaker.failure();
		expect(breaker.state).toBe("closed");
	});

	it("makes fetchModelRecord fail fast while open; not-found answers do not count", async () => {
		let now = 0;
		let calls = 0;
		const breaker = new CircuitBreaker({ threshold: 2, coolDownMs: 5000, now: () => now });
		const down = asFetch(() => {
			calls++;
			return new Response("", { status: 500 });
		});
		const options = { fetch: down, sleep: noSleep, breaker };
		await fetchModelRecord("http://hub.test", "a/b", options);
		await fetchModelRecord("http://hub.test", "a/b", options);
		expect(calls).toBe(2);
		const refused = await fetchModelRecord("http://hub.test", "a/b", options);
		expect(refused).toEqual({ ok: false, error: { kind: "circuit-open", retryInMs: 5000 } });
		expect(calls).toBe(2);
		if (!refused.ok) {
			expect(describeHubError(refused.error, "upstream hub", "a/b")).toBe(
				"upstream hub is failing; not asking it again for 5 s",
			);
		}
		now = 5000;
		const missing = asFetch(() => new Response("", { status: 404 }));
		expect(await fetchModelRecord("http://hub.test", "a/b", { ...options, fetch: missing })).toEqual({
			ok: false,
			error: { kind: "not-found" },
		});
		expect(breaker.state).toBe("closed");
	});
});
