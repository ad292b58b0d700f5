/**
 * A record with no size (no weight file sizes, no parameter count) is visibly "size unknown" in the
 * "runs on" facet and never in a device's list; a sized one never is.
 */
import type { ModelRecord } from "@hubkit/catalog";
import { describe, expect, it } from "vitest";
import {
	checkModelListQuery,
	facetValues,
	fitsOnDevices,
	listModels,
	memoryStore,
	runsOnValues,
	SIZE_UNKNOWN,
} from "../src/index.js";

const unsized: ModelRecord = {
	id: "speechbrain/spkrec-ecapa-voxceleb",
	library_name: "speechbrain",
	tags: ["pytorch"],
	siblings: [{ rfilename: "embedding_model.ckpt" }, { rfilename: "hyperparams.yaml" }],
};
const sized: ModelRecord = {
	id: "sentence-transformers/all-MiniLM-L6-v2",
	library_name: "sentence-transformers",
	siblings: [{ rfilename: "pytorch_model.bin", size: 90_888_945 }],
};
const models = [unsized, sized];

const list = async (input: Record<string, string>) => {
	const checked = checkModelListQuery({ limit: "50", facets: true, ...input });
	if (!checked.ok) throw new Error(checked.error);
	return listModels(memoryStore(models), checked.value);
};

describe('"size unknown" in the "runs on" facet', () => {
	it("is the facet value of a record with nothing to size, and of no sized record", () => {
		expect(facetValues(unsized).fits).toEqual([SIZE_UNKNOWN]);
		expect(runsOnValues(sized)).toEqual(fitsOnDevices(sized));
		expect(runsOnValues(sized)).toContain("rtx-4090");
		expect(runsOnValues(sized)).not.toContain(SIZE_UNKNOWN);
	});

	it("is counted as a chip and filters the list; a device's list leaves the record out", async () => {
		const all = await list({});
		expect(all.facets?.fits).toContainEqual({ value: SIZE_UNKNOWN, count: 1 });
		expect((await list({ fits: SIZE_UNKNOWN })).models.map((m) => m.id)).toEqual([unsized.id]);
		// At another context too: the value is no device, no estimate runs.
		expect((await list({ fits: SIZE_UNKNOWN, context: "4096" })).models.map((m) => m.id)).toEqual([unsized.id]);
		expect((await list({ fits: "rtx-4090" })).models.map((m) => m.id)).toEqual([sized.id]);
		expect((await list({ fits: "rtx-4090", context: "4096", ram: "64" })).models.map((m) => m.id)).toEqual([sized.id]);
	});
});
