/**
 * The id text's single scan for a word (addContaining): the records whose id holds the word
 * anywhere are added to the word's records, and those whose id holds it as a whole piece
 * (searchRank's tier 1) are answered, each checked against hub-core's own string rules.
 */
import { holdsWholePiece } from "@hubkit/hub-core";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { emptyBits, setBit, setBits } from "../src/bits.js";
import { ID_TEXT_TABLE, idTextWriter, openIdText } from "../src/id-text.js";

const IDS = [
	"acme/qwen-7b", // "7b" whole
	"acme/a17b-7b", // "7b" inside a piece first ("17b"), then whole
	"acme/a17b", // "7b" only inside a piece
	"x/7b", // "7b" whole at the start of the name
	"x/émile-7b-émile", // beyond ASCII on either side
	"x/émile7b", // "7b" after a letter beyond ASCII: a piece of its own
	"org/model", // no "7b"
	"7b/7b", // the word twice, both whole
];
// Past one row of the id text (65,536 ids), so records of later rows are numbered on from the first.
const FILLER = 65_540;
const ids = [...IDS, ...Array.from({ length: FILLER }, (_, i) => `org${i}/model-${i}`), "late/qwen-7b", "late/17b"];
const size = ids.length + 1;

const db = new Database(":memory:");
afterAll(() => db.close());
db.exec(ID_TEXT_TABLE);
const writer = idTextWriter(db);
for (const id of ids) writer.add(id);
writer.finish();
const idText = openIdText(db, size);

/** The ids of a set's records (record n is ids[n - 1]). */
const idsOf = (bits: Uint32Array) => setBits(bits).map((n) => ids[n - 1]);

describe("one scan of the id text for a word", () => {
	// Words of one byte too (found by their own scan): letters and digits in nearly every id.
	for (const word of ["7b", "qwen-7b", "émile", "a17b", "model-65539", "/", "no-such-word", "a", "b", "7", "e", "é"]) {
		it(`"${word}": adds every id holding it, answers those holding it whole`, () => {
			const found = emptyBits(size);
			// A record the dictionary found already stays found.
			setBit(found, 7);
			const whole = idText.addContaining(found, word);
			const containing = ids.filter((id) => id.includes(word));
			expect(idsOf(found).sort()).toEqual([...new Set([ids[6], ...containing])].sort());
			expect(idsOf(whole)).toEqual(ids.filter((id) => holdsWholePiece(id, word)));
			// The same tier as the scan for the tier alone.
			expect(idsOf(whole)).toEqual(idsOf(idText.whole(word)));
		});
	}

	it('"7b": the tier holds the ids where it is a whole piece, not those where it is inside one', () => {
		const whole = idsOf(idText.addContaining(emptyBits(size), "7b"));
		expect(whole).toEqual([
			"acme/qwen-7b",
			"acme/a17b-7b",
			"x/7b",
			"x/émile-7b-émile",
			"x/émile7b",
			"7b/7b",
			"late/qwen-7b",
		]);
		expect(whole).not.toContain("acme/a17b");
		expect(whole).not.toContain("late/17b");
	});
});
