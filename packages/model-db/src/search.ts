/**
 * A search's records before the filters: each word's records (from the dictionary, words.ts), and
 * the records searchRank ranks above the rest, over the whole catalogue: those whose lower-case id
 * or name is the phrase (tier 0), and those whose id holds every word as a whole piece (tier 1,
 * from the id text, id-text.ts). Each is kept for the next query with the same words.
 */
import { isShortWord, LruCache, searchRank } from "@hubkit/hub-core";
import type Database from "better-sqlite3";
import { type Bits, clearBit, keepBoth } from "./bits.js";
import { ENTRY_BYTES, MATCH_CACHE_BYTES, WORD_CACHE_BYTES } from "./cache-sizes.js";
import { openIdText } from "./id-text.js";
import { openDictionary } from "./words.js";

/** The records searchRank puts first for a search, over the whole catalogue. */
export interface Top {
	/** Tier 0: the id or the name is the phrase. */
	exact: number[];
	/** Tier 1: every word is a whole piece of the id (the exact ones excluded); undefined for none. */
	strong: Bits | undefined;
}

export interface Search {
	/** The records whose search haystack contains `word` (lower case): a kept set, only to be read. */
	wordRecords(word: string): Bits;
	/** The records searchRank puts first for the search's `words` (searchWords: lower case). */
	top(words: readonly string[]): Top;
}

/** The search of an index, over records numbered 1 to size - 1. */
export function openSearch(db: Database.Database, size: number): Search {
	const named = db.prepare("SELECT n, id_lc FROM models WHERE id_lc = ? OR name_lc = ?");
	const dictionary = openDictionary(db, size);
	const idText = openIdText(db, size);
	// Each word's records whose id holds it whole, kept as the words' records are.
	const whole = new LruCache<string, Bits>({
		max: 1e6,
		maxWeight: WORD_CACHE_BYTES,
		weigh: (b) => b.byteLength + ENTRY_BYTES,
	});
	// A word's records: the dictionary's tokens', and the ids' it leaves out (words.ts); a short
	// word's records are stored whole, the ids' included. The scan of the ids also gives the records
	// whose id holds the word whole (best match's tier 1), kept for `top`: one scan, not two.
	const findWord = (word: string): Bits => {
		const found = dictionary(word);
		if (!isShortWord(word)) {
			const wholeFound = idText.addContaining(found, word);
			if (!whole.get(word)) whole.set(word, wholeFound);
		}
		return found;
	};

	const words = new LruCache<string, Bits>({
		max: 1e6,
		maxWeight: WORD_CACHE_BYTES,
		weigh: (b) => b.byteLength + ENTRY_BYTES,
	});
	const wordRecords = (word: string): Bits => {
		let bits = words.get(word);
		if (!bits) {
			bits = findWord(word);
			words.set(word, bits);
		}
		return bits;
	};

	const wholeRecords = (word: string): Bits => {
		let bits = whole.get(word);
		if (!bits) {
			bits = idText.whole(word);
			whole.set(word, bits);
		}
		return bits;
	};

	const tops = new LruCache<string, Top>({
		max: 1e6,
		maxWeight: MATCH_CACHE_BYTES,
		weigh: (t) => (t.strong?.byteLength ?? 0) + 8 * t.exact.length + ENTRY_BYTES,
	});
	const top = (words: readonly string[]): Top => {
		const phrase = words.join(" ");
		let found = tops.get(phrase);
		if (!found) {
			// searchRank compares the id in lower case, so the stored lower-case id gives the same rank.
			const exact = (named.all(phrase, phrase) as { n: number; id_lc: string }[])
				.filter((r) => searchRank({ id: r.id_lc, tags: [] }, phrase) === 0)
				.map((r) => r.n);
			let strong: Bits | undefined;
			if (words.length > 0) {
				strong = (wholeRecords(words[0] as string) as Bits).slice();
				for (const word of words.slice(1)) keepBoth(strong, wholeRecords(word));
				for (const n of exact) clearBit(strong, n);
			}
			found = { exact, strong };
			tops.set(phrase, found);
		}
		return found;
	};

	return { wordRecords, top };
}
