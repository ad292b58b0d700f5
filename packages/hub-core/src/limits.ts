/**
 * How large a record Hubkit takes, from a hub or from a catalogue file of one's own: the longest
 * lists, the longest text, the largest record. One hostile record (a million tags, a repository of
 * a million files) would otherwise make every list page that shows it megabytes long, and
 * indexing it could run out of memory.
 *
 * The two paths apply the same limits differently. An upstream answer is trimmed (trimRecord): it
 * is not ours to fix, and the generators read the first few entries of a list at most. A record of
 * a catalogue file over a limit is skipped and reported with its line (catalogue-file.ts): the file
 * is its owner's to fix, and a record is served as written or not at all.
 */

/**
 * The longest lists a record may hold, by dotted path. Far above real records (the sample
 * catalogue's longest: 37 tags, 27 languages, 11 files, 10 providers, 2 widget examples), so only a
 * malformed or hostile record reaches them. Upstream, anything beyond is dropped.
 */
export const RECORD_LIST_LIMITS = {
	tags: 500,
	siblings: 5000,
	widgetData: 100,
	inferenceProviderMapping: 100,
	"cardData.language": 500,
	"cardData.base_model": 500,
} as const;

export type LimitedList = keyof typeof RECORD_LIST_LIMITS;

const LIMITED_LISTS = Object.entries(RECORD_LIST_LIMITS) as [LimitedList, number][];

/**
 * The largest record kept, as JSON: upstream, once trimmed; in a catalogue file, the text of a
 * record (a `.jsonl` line, a `.json` array's element). A record may carry large values that are
 * not lists (config, card data); beyond this it is refused rather than cached or indexed. A
 * `.jsonl` line is measured before it is parsed: JSON.parse needs many times a text's size (a
 * 400 MB line of `[{},{},…]` grew past 6 GB before it was stopped).
 */
export const MAX_RECORD_BYTES = 2 * 1024 * 1024;

/** Sibling fields the generators read (file name and size); hubs add blob ids, LFS details… */
const SIBLING_FIELDS = ["rfilename", "size"] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
	value !== null && typeof value === "object" && !Array.isArray(value);

/** The value at a dotted `path` of `record` (undefined where a step is not an object). */
function valueAt(record: Record<string, unknown>, path: string): unknown {
	let value: unknown = record;
	for (const key of path.split(".")) {
		if (!isObject(value) || !Object.hasOwn(value, key)) return undefined;
		value = value[key];
	}
	return value;
}

export interface LongList {
	/** Dotted path of the list, a key of RECORD_LIST_LIMITS. */
	field: LimitedList;
	length: number;
	limit: number;
}

/** The first list of `record` longer than RECORD_LIST_LIMITS allows, if any (values of other shapes are not looked at). */
export function longList(record: unknown): LongList | undefined {
	if (!isObject(record)) return undefined;
	for (const [field, limit] of LIMITED_LISTS) {
		const value = valueAt(record, field);
		if (Array.isArray(value) && value.length > limit) return { field, length: value.length, limit };
	}
	return undefined;
}

/**
 * `record` with every list cut to RECORD_LIST_LIMITS: a copy of the objects on the way to a list
 * that is cut, `record` itself when nothing is. Anything that is not an object is returned as is.
 */
export function cutLists(record: unknown): unknown {
	if (!isObject(record)) return record;
	let out = record;
	for (const [field, limit] of LIMITED_LISTS) {
		const value = valueAt(out, field);
		if (!Array.isArray(value) || value.length <= limit) continue;
		out = withValueAt(out, field.split("."), value.slice(0, limit));
	}
	return out;
}

/** A copy of `record` with `value` at `keys`, copying each object on the way (the path exists: valueAt found it). */
function withValueAt(record: Record<string, unknown>, keys: string[], value: unknown): Record<string, unknown> {
	const [key, ...rest] = keys as [string, ...string[]];
	const inner = rest.length === 0 ? value : withValueAt(record[key] as Record<string, unknown>, rest, value);
	return { ...record, [key]: inner };
}

/**
 * A copy of `json` (a hub's answer object) with only `fields`, lists cut to RECORD_LIST_LIMITS
 * and siblings reduced to their name and size. Anything that is not an object is returned as is
 * (validation refuses it next).
 */
export function trimRecord(json: unknown, fields: readonly string[]): unknown {
	if (!isObject(json)) return json;
	const out: Record<string, unknown> = {};
	for (const field of ["id", ...fields]) if (Object.hasOwn(json, field)) out[field] = json[field];
	const cut = cutLists(out) as Record<string, unknown>;
	if (Array.isArray(cut.siblings)) cut.siblings = cut.siblings.map(trimSibling);
	return cut;
}

function trimSibling(entry: unknown): unknown {
	if (!isObject(entry)) return entry;
	const out: Record<string, unknown> = {};
	for (const key of SIBLING_FIELDS) if (Object.hasOwn(entry, key)) out[key] = entry[key];
	return out;
}
