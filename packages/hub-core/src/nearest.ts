/**
 * "Did you mean": the names a mistyped one was probably meant to be. One rule for every name a
 * user or a catalogue file writes (a device id for `fits` and `--device`, a record's task and
 * library), so a typo gets the same suggestions wherever it is written.
 */

/** Edits (insert, delete, replace one character) between two strings: Levenshtein's distance. */
export function editDistance(a: string, b: string): number {
	let row = Array.from({ length: b.length + 1 }, (_, j) => j);
	for (let i = 1; i <= a.length; i++) {
		const next = [i];
		for (let j = 1; j <= b.length; j++) {
			next[j] = Math.min(
				(row[j] as number) + 1,
				(next[j - 1] as number) + 1,
				(row[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
			);
		}
		row = next;
	}
	return row[b.length] as number;
}

/** A name without case, spaces, dashes or other punctuation: `RTX 4090` and `rtx4090` read as `rtx4090`. */
export const looseName = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * The names `text` was probably meant to be, at most three, closest first: those whose loose form
 * is nearest by edit distance (a typo: at most a third of its length, and 3), and those it begins
 * (`rtx 4060 ti` → rtx-4060-ti-16gb). None for a text of under two letters or digits.
 */
export function nearestNames(text: string, names: Iterable<string>): string[] {
	const loose = looseName(text);
	if (loose.length < 2) return [];
	const limit = Math.min(3, Math.max(1, Math.floor(loose.length / 3)));
	const scored: { name: string; distance: number }[] = [];
	for (const name of names) {
		const candidate = looseName(name);
		const distance = candidate.startsWith(loose) && loose.length >= 4 ? 0 : editDistance(loose, candidate);
		if (distance <= limit) scored.push({ name, distance });
	}
	if (scored.length === 0) return [];
	const best = Math.min(...scored.map((c) => c.distance));
	return scored
		.filter((c) => c.distance === best)
		.slice(0, 3)
		.map((c) => c.name);
}
