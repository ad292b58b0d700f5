/**
 * The search dictionary: which records contain a search word, as searchRank decides it (the word
 * is a substring of `searchHaystack(summary)`).
 *
 * A search word never holds white space (searchWords splits on it), so it is a substring of a
 * haystack exactly when it is a substring of one of the haystack's white-space-free tokens. The
 * index keeps every distinct token once, with the records that have it: a word's records are the
 * union over the tokens that contain it. Finding those tokens is one byte scan of the token text
 * (Buffer.indexOf over UTF-8, which matches exactly where the strings match), whatever the word's
 * length, so short words need no special path.
 *
 * Measured need (1M records, 1.02M distinct tokens in 36 MB, load average 5 on the 2-core machine):
 * the FTS5 trigram index this replaces took 100-450 ms to list the records of a common word
 * ("instruct", 205,000 records; twice that to read its rowids into JS) and 7 s for the first
 * two-letter word (reading every haystack into memory); the token scan takes 2-30 ms for the
 * bench's words and 130 ms for "a", which is in nearly every record.
 *
 * Tokens that are not well-formed UTF-16 (lone surrogates, only from `\ud800`-style escapes in
 * a catalogue) cannot be UTF-8 encoded as they are: they are kept aside as JSON text and matched
 * with `includes`, as are words that are not well-formed, so no record is ever matched differently.
 */
import type Database from "better-sqlite3";
import { type Bits, emptyBits, fromBlob, orInto, setBit, toBlob } from "./bits.js";

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
`;

/** Collects the tokens of every record while indexing, then writes the dictionary tables. */
export class DictionaryBuilder {
	/** Each token's record: one number, or every number (ascending) once a second record has it. */
	readonly #tokens = new Map<string, number | number[]>();

	/** Adds record `n`'s haystack; records come in ascending `n`. */
	add(n: number, haystack: string): void {
		for (const token of haystack.split(/\s+/)) {
			if (token === "") continue;
			const had = this.#tokens.get(token);
			if (had === undefined) this.#tokens.set(token, n);
			else if (typeof had === "number") {
				if (had !== n) this.#tokens.set(token, [had, n]);
			} else if (had[had.length - 1] !== n) had.push(n);
		}
	}

	/** Writes the tables (inside the caller's transaction); `size` is the largest record number + 1. */
	write(db: Database.Database, size: number): void {
		const insertChunk = db.prepare("INSERT INTO tokens (chunk, text, ends, single) VALUES (?, ?, ?, ?)");
		const insertPostings = db.prepare("INSERT INTO postings (token, dense, data) VALUES (?, ?, ?)");
		const insertOdd = db.prepare("INSERT INTO odd_tokens (token, records) VALUES (?, ?)");
		let texts: Buffer[] = [];
		let ends: number[] = [];
		let single: number[] = [];
		let offset = 0;
		let t = 0;
		const flush = () => {
			if (ends.length === 0) return;
			const chunk = Math.floor((t - 1) / TOKENS_PER_CHUNK);
			insertChunk.run(chunk, Buffer.concat(texts), toBlob(Uint32Array.from(ends)), toBlob(Uint32Array.from(single)));
			texts = [];
			ends = [];
			single = [];
			offset = 0;
		};
		for (const [token, records] of this.#tokens) {
			if (!token.isWellFormed()) {
				insertOdd.run(
					JSON.stringify(token),
					toBlob(Uint32Array.from(typeof records === "number" ? [records] : records)),
				);
				continue;
			}
			const bytes = Buffer.from(`${token}\n`);
			texts.push(bytes);
			offset += bytes.length;
			ends.push(offset - 1);
			if (typeof records === "number") single.push(records);
			else {
				single.push(0);
				// A bit set takes size/8 bytes, a list 4 per record: whichever is smaller.
				if (records.length * 32 > size) {
					const bits = emptyBits(size);
					for (const n of records) setBit(bits, n);
					insertPostings.run(t, 1, toBlob(bits));
				} else insertPostings.run(t, 0, toBlob(Uint32Array.from(records)));
			}
			t++;
			if (t % TOKENS_PER_CHUNK === 0) flush();
		}
		flush();
		this.#tokens.clear();
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

	/** Adds the records of token `i` of `chunk` to `found`. */
	const addToken = (found: Bits, chunk: Chunk, i: number) => {
		const n = chunk.single[i] as number;
		if (n !== 0) {
			setBit(found, n);
			return;
		}
		const row = postings.get(chunk.first + i) as { dense: number; data: Buffer };
		const data = fromBlob(row.data);
		if (row.dense) orInto(found, data);
		else for (let k = 0; k < data.length; k++) setBit(found, data[k] as number);
	};

	return (word) => {
		const found = emptyBits(size);
		if (word.isWellFormed()) {
			const needle = Buffer.from(word);
			for (const chunk of chunks) {
				const { text, ends } = chunk;
				let at = text.indexOf(needle);
				while (at !== -1) {
					// The token holding the match: the first whose newline comes after it.
					let lo = 0;
					let hi = ends.length - 1;
					while (lo < hi) {
						const mid = (lo + hi) >>> 1;
						if ((ends[mid] as number) < at) lo = mid + 1;
						else hi = mid;
					}
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
