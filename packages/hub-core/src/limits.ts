/**
 * What Hubkit keeps of an upstream record: the fields it reads (the model id and the expand
 * fields), with every list cut to a bound. A hub's answer may carry fields we never read and lists
 * of any length (a repository with a million files, a record padded with megabytes of tags);
 * keeping only this makes a cached record's size depend on Hubkit, not on the hub.
 */

/** Longest lists kept; anything beyond is dropped (the generators read the first few at most). */
export const RECORD_LIST_LIMITS = {
	tags: 500,
	siblings: 5000,
	widgetData: 20,
	inferenceProviderMapping: 100,
} as const;

/**
 * The largest record kept once trimmed, as JSON. The trimmed record may still carry large
 * nested values (config, card data); beyond this it is refused rather than cached.
 */
export const MAX_RECORD_BYTES = 2 * 1024 * 1024;

/** Sibling fields the generators read (file name and size); hubs add blob ids, LFS details… */
const SIBLING_FIELDS = ["rfilename", "size"] as const;

/**
 * A copy of `json` (a hub's answer object) with only `fields`, lists cut to RECORD_LIST_LIMITS
 * and siblings reduced to their name and size. Anything that is not an object is returned as is
 * (validation refuses it next).
 */
export function trimRecord(json: unknown, fields: readonly string[]): unknown {
	if (!json || typeof json !== "object" || Array.isArray(json)) return json;
	const source = json as Record<string, unknown>;
	const out: Record<string, unknown> = {};
	for (const field of ["id", ...fields]) {
		if (!Object.hasOwn(source, field)) continue;
		let value = source[field];
		value = capList(value, RECORD_LIST_LIMITS[field as keyof typeof RECORD_LIST_LIMITS]);
		if (field === "siblings" && Array.isArray(value)) value = value.map(trimSibling);
		out[field] = value;
	}
	return out;
}

/** `value` cut to `limit` entries when it is a list (and a limit is given). */
export function capList(value: unknown, limit: number | undefined): unknown {
	return limit !== undefined && Array.isArray(value) && value.length > limit ? value.slice(0, limit) : value;
}

function trimSibling(entry: unknown): unknown {
	if (!entry || typeof entry !== "object" || Array.isArray(entry)) return entry;
	const source = entry as Record<string, unknown>;
	const out: Record<string, unknown> = {};
	for (const key of SIBLING_FIELDS) if (Object.hasOwn(source, key)) out[key] = source[key];
	return out;
}
