/**
 * The lower-case ids of every record as one text, in record order, for best match's tier 1
 * (hub-core's searchRank): the records whose id holds each search word as a whole piece. The word's
 * dictionary (words.ts) cannot tell an id from a tag that names one (`base_model:…`), so the ids
 * are kept apart. Finding a word is one byte scan of the text (Buffer.indexOf over UTF-8, which
 * matches exactly where the strings match), each hit checked by hub-core's wholePieceAt on the
 * bytes either side (a byte of a character beyond ASCII is no letter or digit, as the character is
 * not), so both stores put the same records in the tier.
 * Held in memory: about the ids' length plus 4 bytes a record (some 45 MB for 1M records).
 */
import { continuesPiece, wholePieceAt } from "@hubkit/hub-core";
import type Database from "better-sqlite3";
import { type Bits, emptyBits, fromBlob, setBit, toBlob } from "./bits.js";
import { lineOf } from "./line-of.js";

/** Ids per row of the `id_text` table: rows stay a few MB however large the catalogue. */
const IDS_PER_CHUNK = 65_536;

export const ID_TEXT_TABLE = `
	-- The lower-case ids of records in number order, chunk by chunk: text is each id's UTF-8
	-- followed by a newline; ends (Uint32 each) the offset of each id's newline. Record n is id
	-- (n - 1) % IDS_PER_CHUNK of chunk floor((n - 1) / IDS_PER_CHUNK).
	CREATE TABLE id_text (chunk INTEGER PRIMARY KEY, text BLOB NOT NULL, ends BLOB NOT NULL);
`;

/** Writes the id text while indexing; records come in number order from 1, each id once. */
export function idTextWriter(db: Database.Database): { add(idLowerCase: string): void; finish(): void } {
	const insert = db.prepare("INSERT INTO id_text (chunk, text, ends) VALUES (?, ?, ?)");
	let text = Buffer.alloc(1 << 20);
	let offset = 0;
	const ends = new Uint32Array(IDS_PER_CHUNK);
	let inChunk = 0;
	let chunk = 0;
	const flush = () => {
		if (inChunk === 0) return;
		insert.run(chunk++, Buffer.from(text.subarray(0, offset)), toBlob(ends.subarray(0, inChunk)));
		offset = 0;
		inChunk = 0;
	};
	return {
		add(id) {
			const bytes = Buffer.byteLength(id) + 1;
			if (offset + bytes > text.length) {
				const grown = Buffer.alloc(Math.max(2 * text.length, offset + bytes));
				text.copy(grown, 0, 0, offset);
				text = grown;
			}
			offset += text.write(id, offset);
			text[offset++] = 10;
			ends[inChunk++] = offset - 1;
			if (inChunk === IDS_PER_CHUNK) flush();
		},
		finish: flush,
	};
}

/**
 * Whether the dictionary (words.ts) leaves out a record's id token, its words being found in the
 * id text instead: the id is one token of the haystack (no white space) and is kept here byte for
 * byte (well-formed, so its UTF-8 is exact). Nearly every record's id is a token no other record
 * has, so the dictionary would hold one string per record: measured, the largest part of the
 * indexing peak (some 100 bytes a record in its map, 3M records: 300 MB) and of its token text.
 */
export const idInText = (idLowerCase: string): boolean =>
	idLowerCase !== "" && idLowerCase.isWellFormed() && !/\s/.test(idLowerCase);

/** Calls `visit` with each record's number and lower-case id, from the id text written (idTextWriter). */
export function forEachId(db: Database.Database, visit: (n: number, idLowerCase: string) => void): void {
	const rows = db.prepare("SELECT chunk, text, ends FROM id_text ORDER BY chunk");
	for (const row of rows.iterate() as Iterable<{ chunk: number; text: Buffer; ends: Buffer }>) {
		const ends = fromBlob(row.ends);
		let from = 0;
		for (let i = 0; i < ends.length; i++) {
			const end = ends[i] as number;
			visit(row.chunk * IDS_PER_CHUNK + i + 1, row.text.toString("utf8", from, end));
			from = end + 1;
		}
	}
}

/** The id text of an index, over records numbered 1 to size - 1. */
export interface IdText {
	/** The records whose id holds `word` as a whole piece (best match's tier 1). */
	whole(word: string): Bits;
	/**
	 * Adds to `found` the records whose id (idInText) holds `word` anywhere (the words' records), and
	 * answers those whose id holds it whole (as `whole`): one scan of the text for both.
	 */
	addContaining(found: Bits, word: string): Bits;
}

/** Opens the id text of an index (read into memory). */
export function openIdText(db: Database.Database, size: number): IdText {
	const chunks = (
		db.prepare("SELECT chunk, text, ends FROM id_text ORDER BY chunk").all() as {
			chunk: number;
			text: Buffer;
			ends: Buffer;
		}[]
	).map((row) => ({ first: row.chunk * IDS_PER_CHUNK + 1, text: row.text, ends: fromBlob(row.ends) }));
	/**
	 * `whole` for a word of one byte: such a byte (a letter, a digit) is in nearly every id, and a
	 * binary search for the id of each hit took most of 120-210 ms of CPU a character at 1M records
	 * (20-40 ms for a longer word). The hits come in order, so the id is found by stepping on.
	 */
	const wholeByte = (byte: number): Bits => {
		const found = emptyBits(size);
		for (const { first, text, ends } of chunks) {
			let id = 0;
			let at = text.indexOf(byte);
			while (at !== -1) {
				while ((ends[id] as number) < at) id++;
				const before = at > 0 ? (text[at - 1] as number) : 10;
				const after = text[at + 1];
				if (!continuesPiece(before, byte) && (after === undefined || !continuesPiece(byte, after))) {
					setBit(found, first + id);
					// One whole hit is enough: on to the next id.
					at = text.indexOf(byte, (ends[id] as number) + 1);
				} else at = text.indexOf(byte, at + 1);
			}
		}
		return found;
	};
	const whole = (word: string): Bits => {
		const found = emptyBits(size);
		if (word === "" || !word.isWellFormed()) return found;
		const needle = Buffer.from(word);
		if (needle.length === 1) return wholeByte(needle[0] as number);
		for (const { first, text, ends } of chunks) {
			const byteAt = (i: number) => text[i];
			let at = text.indexOf(needle);
			while (at !== -1) {
				// The id holding the hit.
				const lo = lineOf(ends, at);
				if (wholePieceAt(byteAt, at, needle)) {
					setBit(found, first + lo);
					// One whole hit is enough: on to the next id.
					at = text.indexOf(needle, (ends[lo] as number) + 1);
				} else at = text.indexOf(needle, at + 1);
			}
		}
		return found;
	};
	const addContaining = (found: Bits, word: string): Bits => {
		if (word === "") return emptyBits(size);
		if (!word.isWellFormed()) {
			// Half of a surrogate pair can be inside a well-formed id: compare as strings, id by id.
			for (const { first, text } of chunks) {
				const ids = text.toString("utf8").split("\n");
				for (let i = 0; i < ids.length; i++) {
					const id = ids[i] as string;
					if (idInText(id) && id.includes(word)) setBit(found, first + i);
				}
			}
			return whole(word);
		}
		const wholeFound = emptyBits(size);
		const needle = Buffer.from(word);
		for (const { first, text, ends } of chunks) {
			const byteAt = (i: number) => text[i];
			let at = text.indexOf(needle);
			while (at !== -1) {
				const lo = lineOf(ends, at);
				const end = ends[lo] as number;
				setBit(found, first + lo);
				// Whole somewhere in this id? Its hits up to its end, until one is.
				for (let hit = at; hit !== -1 && hit < end; hit = text.indexOf(needle, hit + 1)) {
					if (wholePieceAt(byteAt, hit, needle)) {
						setBit(wholeFound, first + lo);
						break;
					}
				}
				at = text.indexOf(needle, end + 1);
			}
		}
		return wholeFound;
	};
	return { whole, addContaining };
}
