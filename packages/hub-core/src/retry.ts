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

export type Sleep = (ms: number) => Promise<void>;

export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RetryOptions {
	policy?: RetryPolicy;
	sleep?: Sleep;
	random?: () => number;
	/** Abort one attempt after this long; a time-out is not retried. */
	timeoutMs?: number;
	fetch?: typeof fetch;
}

/**
 * GETs `url`, retrying on retryable statuses only. Returns the last response (which may still
 * have a retryable status once retries are spent); network errors and time-outs throw.
 */
export async function fetchWithRetry(url: string, init: RequestInit, options: RetryOptions = {}): Promise<Response> {
	const policy = options.policy ?? DEFAULT_RETRY_POLICY;
	const sleep = options.sleep ?? realSleep;
	const doFetch = options.fetch ?? fetch;
	for (let attempt = 0; ; attempt++) {
		const signal = options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined;
		const response = await doFetch(url, signal ? { ...init, signal } : init);
		if (!RETRYABLE_STATUSES.has(response.status) || attempt >= policy.retries) return response;
		// Drain the body so the connection can be reused.
		await response.arrayBuffer().catch(() => undefined);
		await sleep(retryDelay(attempt, policy, options.random));
	}
}
