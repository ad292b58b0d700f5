/**
 * A circuit breaker for one upstream: after `threshold` consecutive failures it opens and
 * callers are refused at once (no request, no wait) for `coolDownMs`; then it lets one trial
 * request through (half-open). The trial's success closes it, its failure opens it again.
 * The clock is a parameter so tests can move time without waiting.
 */
export interface BreakerOptions {
	/** Consecutive failures that open the circuit. */
	threshold?: number;
	/** How long an open circuit refuses before letting a trial request through. */
	coolDownMs?: number;
	now?: () => number;
}

export const DEFAULT_BREAKER = { threshold: 5, coolDownMs: 30_000 } as const;

export type BreakerState = "closed" | "open" | "half-open";

export class CircuitBreaker {
	readonly #threshold: number;
	readonly #coolDownMs: number;
	readonly #now: () => number;
	#failures = 0;
	#openedAt: number | undefined;
	#trialInFlight = false;

	constructor(options: BreakerOptions = {}) {
		this.#threshold = Math.max(1, options.threshold ?? DEFAULT_BREAKER.threshold);
		this.#coolDownMs = options.coolDownMs ?? DEFAULT_BREAKER.coolDownMs;
		this.#now = options.now ?? Date.now;
	}

	get state(): BreakerState {
		if (this.#openedAt === undefined) return "closed";
		return this.#now() - this.#openedAt >= this.#coolDownMs ? "half-open" : "open";
	}

	/** Milliseconds until an open circuit lets a trial through (0 when it would now). */
	get retryInMs(): number {
		if (this.#openedAt === undefined) return 0;
		return Math.max(0, this.#openedAt + this.#coolDownMs - this.#now());
	}

	/**
	 * Whether a request may go out now. In the half-open state only one trial is let through
	 * at a time; the others are refused until it reports back.
	 */
	allow(): boolean {
		const state = this.state;
		if (state === "closed") return true;
		if (state === "open" || this.#trialInFlight) return false;
		this.#trialInFlight = true;
		return true;
	}

	success(): void {
		this.#failures = 0;
		this.#openedAt = undefined;
		this.#trialInFlight = false;
	}

	failure(): void {
		this.#failures++;
		if (this.#trialInFlight || this.#failures >= this.#threshold) this.#openedAt = this.#now();
		this.#trialInFlight = false;
	}
}
