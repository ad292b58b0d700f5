/**
 * Exponential backoff for upstream requests. The policy and the clock are parameters so that
 * tests can check the schedule without waiting for it.
 */
export interface RetryPolicy {
	/** Retries after the first attempt. */
	retries: number;
	baseDelayMs: number;
	maxDelayMs: number;
	multiplier: number;
	/** Relative jitter: 0.25 spreads each delay uniformly over ±25 %. */
	jitter: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
	retries: 3,
	baseDelayMs: 1000,
	maxDelayMs: 30_000,
	multiplier: 2,
	jitter: 0.25,
};

/** Statuses worth another try: rate limiting and gateway trouble. Anything else is final. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 502, 503, 504]);

/** The delay before retry number `retry` (0 for the first retry), jittered and capped. */
export function retryDelay(retry: number, policy: RetryPolicy, random: () => number = Math.random): number {
	const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * policy.multiplier ** retry);
	const jittered = exponential * (1 + policy.jitter * (2 * random() - 1));
	return Math.max(0, Math.min(policy.maxDelayMs, Math.round(jittered)));
}

/**
 * The longest `Retry-After` worth waiting for. A hub asking for more has given its answer for now:
 * the client gives up (returns that answer) instead of holding its own caller that long.
 */
export const MAX_RETRY_AFTER_MS = 30_000;

/**
 * The wait a `Retry-After` header asks for, in ms: delay-seconds or an HTTP date (RFC 9110 §10.2.3).
 * Undefined when the header is absent or unreadable.
 */
export function retryAfterMs(header: string | null, now: () => number = Date.now): number | undefined {
	if (header === null) return undefined;
	const text = header.trim();
	if (/^\d+$/.test(text)) return Number(text) * 1000;
	const date = Date.parse(text);
	return Number.isNaN(date) ? undefined : Math.max(0, date - now());
}

export type Sleep = (ms: number) => Promise<void>;

export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RetryOptions {
	policy?: RetryPolicy;
	sleep?: Sleep;
	random?: () => number;
	/** Abort one attempt after this long; a time-out is not retried. */
	timeoutMs?: number;
	fetch?: typeof fetch;
	/** The clock `Retry-After` dates are read against. */
	now?: () => number;
	/** The longest `Retry-After` to wait for (default MAX_RETRY_AFTER_MS); beyond it, give up. */
	maxRetryAfterMs?: number;
}

/**
 * GETs `url`, retrying on retryable statuses only, after the backoff delay or the answer's
 * `Retry-After`, whichever is longer. Returns the last response (which may still have a retryable
 * status once retries are spent, or when `Retry-After` asks for more than `maxRetryAfterMs`);
 * network errors and time-outs throw.
 */
export async function fetchWithRetry(url: string, init: RequestInit, options: RetryOptions = {}): Promise<Response> {
	const policy = options.policy ?? DEFAULT_RETRY_POLICY;
	const sleep = options.sleep ?? realSleep;
	const doFetch = options.fetch ?? fetch;
	for (let attempt = 0; ; attempt++) {
		const signal = options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined;
		const response = await doFetch(url, signal ? { ...init, signal } : init);
		if (!RETRYABLE_STATUSES.has(response.status) || attempt >= policy.retries) return response;
		const asked = retryAfterMs(response.headers.get("retry-after"), options.now);
		if (asked !== undefined && asked > (options.maxRetryAfterMs ?? MAX_RETRY_AFTER_MS)) return response;
		// Drop the body (bounded: it is cancelled, not read) so the connection can be reused.
		await response.body?.cancel().catch(() => undefined);
		await sleep(Math.max(asked ?? 0, retryDelay(attempt, policy, options.random)));
	}
}
