/**
 * The search dictionary: which records contain a search word, as searchRank decides it (the word
 * is a substring of `searchHaystack(summary)`).
 *
 * A search word never holds white space (searchWords splits on it), so it is a substring of a
 * haystack exactly when it is a substring of one of the haystack's white-space-free tokens. The
 * index keeps every distinct token once, with the records that have it: a word's records are the
 * union over the tokens that contain it. Finding those tokens is one byte scan of the token text
 * (Buffer.indexOf over UTF-8, which matches exactly where the strings match). A short word
 * (hub-core's isShortWord) matches at word starts only, and its records are kept whole
 * (`short_words`): one look-up, since such a word is inside most tokens.
 *
 * Measured need (1M records, 1.02M distinct tokens in 36 MB, load average 5 on the 2-core machine):
 * the FTS5 trigram index this replaces took 100-450 ms to list the records of a common word
 * ("instruct", 205,000 records; twice that to read its rowids into JS) and 7 s for the first
 * two-letter word (reading every haystack into memory); the token scan takes 2-30 ms for the
 * bench's words and 130 ms for "a", which is in nearly every record.
 *
 * A record's own id is not one of the dictionary's tokens when the id text holds it (id-text.ts,
 * idInText): a word is looked for in both, and a short word's records include the ids' (the
 * `short_words` table is built from the tokens and the ids).
 *
 * Tokens that are not well-formed UTF-16 (lone surrogates, only from `\ud800`-style escapes in
 * a catalogue) cannot be UTF-8 encoded as they are: they are kept aside as JSON text and matched
 * with `includes`, as are words that are not well-formed, so no record is ever matched differently.
 */
import { isShortWord, isWordStart, SHORT_WORD_CHARS } from "@hubkit/hub-core";
import type Database from "better-sqlite3";
import {
	addInto,
	type Bits,
	countBits,
	emptyBits,
	fromBlob,
	type RecordSet,
	recordSet,
	setBit,
	setBits,
	setBlob,
	smallerForm,
	toBlob,
} from "./bits.js";
import { idInText } from "./id-text.js";
import { lineOf } from "./line-of.js";

/** Tokens per row of the `tokens` table: rows stay a few MB however large the catalogue. */
const TOKENS_PER_CHUNK = 65_536;

export const DICTIONARY_TABLES = `
	-- Tokens in chunks: text is each token's UTF-8 followed by a newline; ends (Uint32 each) the
	-- offset of each token's newline; single (Uint32 each) the one record that has the token, or 0
	-- when several do (their records are in postings under the token's number).
	CREATE TABLE tokens (chunk INTEGER PRIMARY KEY, text BLOB NOT NULL, ends BLOB NOT NULL, single BLOB NOT NULL);
	-- Record numbers ascending (Uint32 each), or a bit set over record numbers when that is smaller.
	CREATE TABLE postings (token INTEGER PRIMARY KEY, dense INTEGER NOT NULL, data BLOB NOT NULL);
	-- Tokens that are not well-formed, as JSON strings, with their record numbers (Uint32 each).
	CREATE TABLE odd_tokens (token TEXT NOT NULL, records BLOB NOT NULL);
	-- The records of every short word (hub-core's isShortWord, matched at word starts only:
	-- searchStarts), the word as a JSON string (it may be half of a surrogate pair); stored as postings.
	CREATE TABLE short_words (word TEXT PRIMARY KEY, dense INTEGER NOT NULL, data BLOB NOT NULL);
`;

/**
 * Bytes of bit sets of short words built at once while indexing (one set of size/8 bytes each):
 * the short words are gathered in as many passes over the tokens as this needs.
 */
const SHORT_WORD_BATCH_BYTES = 64 * 1024 * 1024;

/**
 * Calls `visit` with each short word that matches `token` (hub-core's shortWordsOf, without a
 * string a piece: a word start is checked by a table for ASCII, by hub-core's isWordStart else).
 */
function forEachShortWord(token: string, visit: (word: string) => void): void {
	for (let at = 0; at < token.length; at++) {
		const before = at === 0 ? 32 : token.charCodeAt(at - 1);
		if (before < 128 ? ASCII_LETTER_OR_DIGIT[before] === 1 : !isWordStart(token, at)) continue;
		for (let length = 1; length < SHORT_WORD_CHARS && at + length <= token.length; length++) {
			visit(token.slice(at, at + length));
		}
	}
}

/** 1 for the ASCII letters and digits (the characters after which no word starts), by code. */
const ASCII_LETTER_OR_DIGIT = Uint8Array.from({ length: 128 }, (_, c) =>
	/[\p{L}\p{N}]/u.test(String.fromCharCode(c)) ? 1 : 0,
);

/**
 * A copy of a string that holds its own characters. A token split from a haystack is a view into
 * the whole haystack (V8 shares the characters of longer substrings), so keeping the token kept
 * the haystack: measured, 146 bytes a token against 41 for a copy, and nearly every record has a
 * token of its own (its id). JSON's round trip is the copy that does not share.
 */
const ownCopy = (s: string): string => JSON.parse(JSON.stringify(s)) as string;

/** A list of numbers in a typed array, grown by doubling: 4 bytes a number, no object per entry. */
class NumberList {
	items = new Uint32Array(1 << 16);
	length = 0;

	push(n: number): void {
		if (this.length === this.items.length) {
			const grown = new Uint32Array(2 * this.items.length);
			grown.set(this.items);
			this.items = grown;
		}
		this.items[this.length++] = n;
	}

	/** Lets go of the numbers. */
	release(): void {
		this.items = new Uint32Array(0);
		this.length = 0;
	}
}

/**
 * Collects the tokens of every record while indexing, then writes the dictionary tables.
 *
 * Held while reading: each distinct token once with its number, and each record's token numbers
 * in one stream; the records of each token are gathered only at `write`. Measured need
 * (200,000 records, 11 tokens a record): a list of records per token held 203 bytes a record.
 */
export class DictionaryBuilder {
	/** Each distinct token's number, in the order first seen. */
	readonly #numbers = new Map<string, number>();
	/** Every record's token numbers (each once a record), record after record. */
	readonly #stream = new NumberList();
	/** Where each record's token numbers end in the stream, record after record. */
	readonly #ends = new NumberList();
	/** Each record's number, record after record. */
	readonly #records = new NumberList();
	/** For each token number, the last record (n, from 1) that streamed it; 0 for none yet. */
	readonly #lastAdd = new NumberList();

	/**
	 * Adds record `n`'s haystack; records come in ascending `n`, from 1. The token that is the
	 * record's lower-case id is left out when the id text holds it (idInText).
	 */
	add(n: number, haystack: string, idLowerCase: string): void {
		const own = idInText(idLowerCase) ? idLowerCase : undefined;
		for (const token of haystack.split(/\s+/)) {
			if (token === "" || token === own) continue;
			let t = this.#numbers.get(token);
			if (t === undefined) {
				t = this.#numbers.size;
				this.#numbers.set(ownCopy(token), t);
				this.#lastAdd.push(0);
			}
			// A token twice in one haystack is one record of it. The check is one array read, not
			// a scan of the record's tokens so far: a record may carry a million tags.
			if (this.#lastAdd.items[t] === n) continue;
			this.#lastAdd.items[t] = n;
			this.#stream.push(t);
		}
		this.#ends.push(this.#stream.length);
		this.#records.push(n);
	}

	/** Each token's records ascending: `records[first[t]]` up to `records[first[t + 1]]`. */
	#gather(): { first: Uint32Array; records: Uint32Array } {
		const stream = this.#stream.items.subarray(0, this.#stream.length);
		const first = new Uint32Array(this.#numbers.size + 1);
		for (const t of stream) first[t + 1] = (first[t + 1] as number) + 1;
		for (let t = 1; t < first.length; t++) first[t] = (first[t] as number) + (first[t - 1] as number);
		const next = first.slice(0, -1);
		const records = new Uint32Array(stream.length);
		let at = 0;
		for (let r = 0; r < this.#records.length; r++) {
			const n = this.#records.items[r] as number;
			const end = this.#ends.items[r] as number;
			for (; at < end; at++) {
				const t = stream[at] as number;
				records[next[t] as number] = n;
				next[t] = (next[t] as number) + 1;
			}
		}
		// The stream is in `records` now, by token: let go of it before the tables are written.
		for (const list of [this.#stream, this.#ends, this.#records, this.#lastAdd]) list.release();
		return { first, records };
	}

	/**
	 * Writes the tables (inside the caller's transaction); `size` is the largest record number + 1;
	 * `ids` visits every record's lower-case id (id-text.ts's forEachId), for the short words.
	 */
	write(
		db: Database.Database,
		size: number,
		ids: (visit: (n: number, idLowerCase: string) => void) => void,
		phase: (name: string) => void = () => {},
	): void {
		const insertChunk = db.prepare("INSERT INTO tokens (chunk, text, ends, single) VALUES (?, ?, ?, ?)");
		const insertPostings = db.prepare("INSERT INTO postings (token, dense, data) VALUES (?, ?, ?)");
		const insertOdd = db.prepare("INSERT INTO odd_tokens (token, records) VALUES (?, ?)");
		const { first, records } = this.#gather();
		// A chunk's text is written into one buffer, grown as needed (no buffer a token).
		let text = Buffer.alloc(1 << 20);
		let offset = 0;
		const ends = new Uint32Array(TOKENS_PER_CHUNK);
		const single = new Uint32Array(TOKENS_PER_CHUNK);
		let inChunk = 0;
		let t = 0;
		const flush = () => {
			if (inChunk === 0) return;
			const chunk = Math.floor((t - 1) / TOKENS_PER_CHUNK);
			insertChunk.run(
				chunk,
				text.subarray(0, offset),
				toBlob(ends.subarray(0, inChunk)),
				toBlob(single.subarray(0, inChunk)),
			);
			offset = 0;
			inChunk = 0;
		};
		for (const [token, number] of this.#numbers) {
			const mine = records.subarray(first[number] as number, first[number + 1] as number);
			if (!token.isWellFormed()) {
				insertOdd.run(JSON.stringify(token), toBlob(mine));
				continue;
			}
			const bytes = Buffer.byteLength(token) + 1;
			if (offset + bytes > text.length) {
				const grown = Buffer.alloc(Math.max(2 * text.length, offset + bytes));
				text.copy(grown, 0, 0, offset);
				text = grown;
			}
			offset += text.write(token, offset);
			text[offset++] = 10; // the newline that ends each token
			ends[inChunk] = offset - 1;
			if (mine.length === 1) single[inChunk] = mine[0] as number;
			else {
				single[inChunk] = 0;
				const set = smallerForm(mine, size);
				insertPostings.run(t, set.dense ? 1 : 0, setBlob(set));
			}
			inChunk++;
			t++;
			if (t % TOKENS_PER_CHUNK === 0) flush();
		}
		flush();
		phase("dictionary: tokens and postings");
		this.#writeShortWords(db, size, first, records, ids);
		this.#numbers.clear();
	}

	/**
	 * The records of every short word, each the union of the records of the tokens it matches:
	 * bit sets for a batch of words at a time (SHORT_WORD_BATCH_BYTES), one pass over the tokens each.
	 * Measured need: a one-letter word nobody had searched yet took 0.1-0.4 s to find at 1M records.
	 */
	#writeShortWords(
		db: Database.Database,
		size: number,
		first: Uint32Array,
		records: Uint32Array,
		ids: (visit: (n: number, idLowerCase: string) => void) => void,
	): void {
		const insert = db.prepare("INSERT INTO short_words (word, dense, data) VALUES (?, ?, ?)");
		const numbers = new Map<string, number>();
		const number = (word: string) => {
			if (!numbers.has(word)) numbers.set(word, numbers.size);
		};
		for (const token of this.#numbers.keys()) forEachShortWord(token, number);
		ids((_, id) => {
			if (idInText(id)) forEachShortWord(id, number);
		});
		const words = [...numbers.keys()];
		const perBatch = Math.max(1, Math.floor(SHORT_WORD_BATCH_BYTES / (4 * emptyBits(size).length)));
		for (let from = 0; from < words.length; from += perBatch) {
			const to = Math.min(words.length, from + perBatch);
			const sets = Array.from({ length: to - from }, () => emptyBits(size));
			for (const [token, t] of this.#numbers) {
				forEachShortWord(token, (word) => {
					const w = numbers.get(word) as number;
					if (w < from || w >= to) return;
					const set = sets[w - from] as Bits;
					for (let i = first[t] as number; i < (first[t + 1] as number); i++) setBit(set, records[i] as number);
				});
			}
			ids((n, id) => {
				if (!idInText(id)) return;
				forEachShortWord(id, (word) => {
					const w = numbers.get(word) as number;
					if (w >= from && w < to) setBit(sets[w - from] as Bits, n);
				});
			});
			for (let w = from; w < to; w++) {
				const bits = sets[w - from] as Bits;
				const stored: RecordSet =
					countBits(bits) * 32 > size ? { dense: true, bits } : smallerForm(Uint32Array.from(setBits(bits)), size);
				insert.run(JSON.stringify(words[w]), stored.dense ? 1 : 0, setBlob(stored));
			}
		}
	}
}

interface Chunk {
	/** The number of the chunk's first token. */
	first: number;
	text: Buffer;
	ends: Uint32Array;
	single: Uint32Array;
}

/**
 * Opens the dictionary of an index (its token text is read into memory, about 40 bytes per
 * record); the function answers the records whose haystack contains a (lower-case) word.
 */
export function openDictionary(db: Database.Database, size: number): (word: string) => Bits {
	const chunks: Chunk[] = (
		db.prepare("SELECT chunk, text, ends, single FROM tokens ORDER BY chunk").all() as {
			chunk: number;
			text: Buffer;
			ends: Buffer;
			single: Buffer;
		}[]
	).map((row) => ({
		first: row.chunk * TOKENS_PER_CHUNK,
		text: row.text,
		ends: fromBlob(row.ends),
		single: fromBlob(row.single),
	}));
	const odd = (db.prepare("SELECT token, records FROM odd_tokens").all() as { token: string; records: Buffer }[]).map(
		(row) => ({ token: JSON.parse(row.token) as string, records: fromBlob(row.records) }),
	);
	const postings = db.prepare("SELECT dense, data FROM postings WHERE token = ?");
	const shortWord = db.prepare("SELECT dense, data FROM short_words WHERE word = ?");

	/** Adds the records of token `i` of `chunk` to `found`. */
	const addToken = (found: Bits, chunk: Chunk, i: number) => {
		const n = chunk.single[i] as number;
		if (n !== 0) {
			setBit(found, n);
			return;
		}
		const row = postings.get(chunk.first + i) as { dense: number; data: Buffer };
		addInto(found, recordSet(row.dense === 1, row.data));
	};

	return (word) => {
		const found = emptyBits(size);
		if (isShortWord(word)) {
			// Matched at word starts only: one stored set (none when no token has it).
			const row = shortWord.get(JSON.stringify(word)) as { dense: number; data: Buffer } | undefined;
			if (row) addInto(found, recordSet(row.dense === 1, row.data));
			return found;
		}
		if (word.isWellFormed()) {
			const needle = Buffer.from(word);
			for (const chunk of chunks) {
				const { text, ends } = chunk;
				let at = text.indexOf(needle);
				while (at !== -1) {
					// The token holding the match.
					const lo = lineOf(ends, at);
					addToken(found, chunk, lo);
					at = text.indexOf(needle, (ends[lo] as number) + 1);
				}
			}
		} else {
			// Only strings can hold what the word holds: compare the tokens as strings, one by one.
			for (const chunk of chunks) {
				const tokens = chunk.text.toString("utf8").split("\n");
				for (let i = 0; i < chunk.ends.length; i++) if ((tokens[i] as string).includes(word)) addToken(found, chunk, i);
			}
		}
		for (const { token, records } of odd) {
			if (token.includes(word)) for (const n of records) setBit(found, n);
		}
		return found;
	};
}
