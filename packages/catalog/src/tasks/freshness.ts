/**
 * The freshness guard of the task pages: whether a page's picks are still recent, judged against a clock
 * the caller passes (pure: the tests inject it, the server may pass today). A pick's release day comes
 * from its record's decision facts (`releaseDate`); a pick with no known release never counts as recent.
 */

/** A page whose newest pick was released more than this many months before now is stale. */
export const FRESHNESS_WINDOW_MONTHS = 18;

/** At its review, a page must hold at least one pick released in the months before the review day. */
export const REVIEW_RECENCY_MONTHS = 12;

/** A pick as the guard reads it: its id and its release day (YYYY-MM-DD) when known. */
export interface ReleasedPick {
	id: string;
	releaseDate?: string;
}

export interface FreshnessVerdict {
	/** True when no pick was released on or after `since`. */
	stale: boolean;
	/** The newest known release among the picks; absent when none is known. */
	newest?: string;
	/** The earliest release day that still counts as recent. */
	since: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `date` minus `months` calendar months, as YYYY-MM-DD (UTC). */
export function monthsBefore(date: Date | string, months: number): string {
	const d = typeof date === "string" ? new Date(`${date}T00:00:00Z`) : new Date(date.getTime());
	d.setUTCMonth(d.getUTCMonth() - months);
	return d.toISOString().slice(0, 10);
}

function verdict(picks: readonly ReleasedPick[], since: string): FreshnessVerdict {
	const newest = picks
		.map((p) => p.releaseDate)
		.filter((d): d is string => typeof d === "string" && ISO_DAY.test(d))
		.sort()
		.at(-1);
	return { stale: newest === undefined || newest < since, ...(newest ? { newest } : {}), since };
}

/**
 * Whether a page's picks have gone stale by `now`: none released in the FRESHNESS_WINDOW_MONTHS before it.
 * The page's own review day is not the yardstick, since a page judged against it never ages.
 */
export function stalePicks(picks: readonly ReleasedPick[], now: Date): FreshnessVerdict {
	return verdict(picks, monthsBefore(now, FRESHNESS_WINDOW_MONTHS));
}

/** Whether the review held a recent pick: one released in the REVIEW_RECENCY_MONTHS before `reviewedOn`. */
export function recentAtReview(picks: readonly ReleasedPick[], reviewedOn: string): FreshnessVerdict {
	return verdict(picks, monthsBefore(reviewedOn, REVIEW_RECENCY_MONTHS));
}
