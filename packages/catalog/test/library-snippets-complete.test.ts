/**
 * Together, the two library-snippet writers cover the whole table: every library the
 * product marks as having snippets gets a generator in the catalogue.
 */
import { describe, expect, it } from "vitest";
import { LIBRARIES, LIBRARY_IDS } from "../src/index.js";

describe("library catalogue", () => {
	it("every library marked hasSnippets has a generator", () => {
		const marked = LIBRARY_IDS.filter((id) => LIBRARIES[id].hasSnippets);
		expect(marked).toHaveLength(116);
		expect(marked.filter((id) => typeof LIBRARIES[id].snippets !== "function")).toEqual([]);
		// and no generator is attached to a library the table does not mark
		expect(LIBRARY_IDS.filter((id) => !LIBRARIES[id].hasSnippets && LIBRARIES[id].snippets)).toEqual([]);
	});
});
