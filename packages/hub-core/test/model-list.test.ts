import type { ModelRecord } from "@hubkit/catalog";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { describe, expect, it } from "vitest";
import {
	checkModelListQuery,
	DEFAULT_FIT_CONTEXT,
	fitsFilter,
	listModels,
	MODEL_LIST_LIMITS,
	type ModelListInput,
	type ModelStore,
	memoryStore,
	StoreError,
} from "../src/index.js";

const flag = (field: string) => `--${field}`;

/** The problem of a query, in the API's words and in the CLI's. */
function problem(input: ModelListInput) {
	const api = checkModelListQuery(input);
	const cli = checkModelListQuery(input, flag);
	if (api.ok || cli.ok) throw new Error(`accepted: ${JSON.stringify(input)}`);
	expect(cli.field).toBe(api.field);
	return { field: api.field, api: api.error, cli: cli.error };
}

describe("checkModelListQuery", () => {
	it("fills in the defaults: best match with a search, else the most downloaded first", () => {
		for (const search of ["", "  "]) {
			const checked = checkModelListQuery({ search });
			expect(checked.ok && checked.value.sort, JSON.stringify(search)).toBe("downloads");
		}
		expect(checkModelListQuery({ search: "llama", sort: "likes" })).toMatchObject({ value: { sort: "likes" } });
		expect(checkModelListQuery({ search: "llama" })).toEqual({
			ok: true,
			value: {
				search: "llama",
				sort: "match",
				limit: MODEL_LIST_LIMITS.limit.default,
				offset: 0,
				context: DEFAULT_FIT_CONTEXT,
				fits: undefined,
				direction: undefined,
				size: undefined,
			},
		});
	});

	it("reads the values with a fixed form", () => {
		const checked = checkModelListQuery({
			limit: "100",
			offset: "1000000",
			sort: "likes",
			direction: "asc",
			size: "1-3B",
			fits: "rtx-4060",
			context: "32768",
		});
		expect(checked).toMatchObject({
			ok: true,
			value: { limit: 100, offset: 1_000_000, sort: "likes", direction: "asc", size: "1-3B", context: 32768 },
		});
	});

	it("refuses each bad value, naming its field in the API's words or the CLI's", () => {
		expect(problem({ limit: "101" })).toEqual({
			field: "limit",
			api: "limit must be an integer from 1 to 100",
			cli: "--limit must be an integer from 1 to 100",
		});
		for (const limit of ["0", "05", " 5", "1e2", "0x10", "-1", ""]) expect(problem({ limit }).field).toBe("limit");
		expect(problem({ offset: "-1" }).cli).toBe("--offset must be a non-negative integer");
		expect(problem({ offset: "1000001" }).cli).toBe("--offset is too large");
		expect(problem({ sort: "size" }).cli).toBe(
			"--sort must be one of match, downloads, likes, lastModified, id, or <dataset>:<metric>",
		);
		// Best match is one order: a direction would be ignored, so it is refused, saying why.
		expect(problem({ search: "llama", direction: "asc" })).toEqual({
			field: "direction",
			api: "direction does not apply to best match (sort match, the default with a search): name another sort",
			cli: "--direction does not apply to best match (--sort match, the default with a search): name another --sort",
		});
		expect(problem({ sort: "match", direction: "desc" }).api).toBe(
			"direction does not apply to best match (sort match): name another sort",
		);
		expect(checkModelListQuery({ search: "llama", sort: "downloads", direction: "asc" }).ok).toBe(true);
		expect(problem({ direction: "up" }).cli).toBe("--direction must be asc or desc");
		expect(problem({ size: "2B" }).cli).toBe("--size must be one of <1B, 1-3B, 3-8B, 8-15B, 15-40B, 40-100B, >100B");
		expect(problem({ fits: "rtx-9999" }).cli).toBe(
			"unknown device: rtx-9999 (run hubkit devices / GET /api/hardware for the list)",
		);
		expect(problem({ fits: "rtx-4090", context: " 4096" }).cli).toBe(
			"--context must be a whole number of tokens from 1 to 10485760, in digits or with k or M (8k = 8192, 1M = 1048576)",
		);
		expect(problem({ context: "4096" })).toEqual({
			field: "context",
			api: "context needs fits",
			cli: "--context needs --fits",
		});
		expect(problem({ ram: "32" })).toEqual({ field: "ram", api: "ram needs fits", cli: "--ram needs --fits" });
		for (const ram of ["0", "1.5", "-8", "4097", "32GB", ""]) {
			expect(problem({ fits: "rtx-4060", ram }).cli, ram).toBe("--ram must be a whole number of GB from 1 to 4096");
		}
	});

	it("names the first bad value, in the API's order", () => {
		expect(problem({ size: "x", sort: "x", limit: "0" }).field).toBe("limit");
		expect(problem({ direction: "x", context: "0", fits: "rtx-4090" }).field).toBe("context");
	});
});

describe("listModels", () => {
	const records = SAMPLE_MODELS as ModelRecord[];
	const request = (extra: Partial<ModelListInput>) => {
		const checked = checkModelListQuery({ limit: "100", facets: true, ...extra });
		if (!checked.ok) throw new Error(checked.error);
		return checked.value;
	};

	it("answers fits at another context by the estimate over records in memory, without the default-context facet", async () => {
		const page = await listModels(memoryStore(records), request({ fits: "rtx-4060", context: "32768" }));
		const expected = fitsFilter(records, "rtx-4060", 32768);
		if (!expected.ok) throw new Error(expected.error);
		expect(page.total).toBe(expected.value.length);
		expect(page.total).toBeLessThan(records.length);
		expect(page.facets?.fits).toEqual([]);
		expect(page.facets?.task.length).toBeGreaterThan(0);
	});

	it("answers fits at the default context with the store's own filter and facet", async () => {
		const store = memoryStore(records);
		const page = await listModels(store, request({ fits: "rtx-4060" }));
		expect(page).toEqual(await store.list({ ...request({}), fits: "rtx-4060" }));
		expect(page.facets?.fits.length).toBeGreaterThan(0);
	});

	it("refuses another context on a store without its records in memory, naming context", async () => {
		const memory = memoryStore(records);
		const indexed: ModelStore = { list: memory.list, get: memory.get, health: () => ({ kind: "database" }) };
		const refusal = listModels(indexed, request({ fits: "rtx-4060", context: "4096" }), flag);
		await expect(refusal).rejects.toBeInstanceOf(StoreError);
		await expect(refusal).rejects.toMatchObject({
			status: 400,
			field: "context",
			message: `--context must be ${DEFAULT_FIT_CONTEXT} with fits on a database catalogue (its "runs on" facet is counted at ${DEFAULT_FIT_CONTEXT} tokens)`,
		});
		// At the default context the store's facet answers.
		expect((await listModels(indexed, request({ fits: "rtx-4060" }))).total).toBeGreaterThan(0);
	});

	it("with ram, widens fits to offload: more models, the whole-device ones among them", async () => {
		const store = memoryStore(records);
		const whole = await listModels(store, request({ fits: "rtx-4060" }));
		const offload = await listModels(store, request({ fits: "rtx-4060", ram: "64" }));
		expect(offload.total).toBeGreaterThan(whole.total ?? 0);
		const ids = (found: ReturnType<typeof fitsFilter>) => (found.ok ? found.value.map((m) => m.id) : []);
		const wholeIds = ids(fitsFilter(records, "rtx-4060"));
		expect(wholeIds.length).toBe(whole.total);
		expect(ids(fitsFilter(records, "rtx-4060", DEFAULT_FIT_CONTEXT, 64))).toEqual(expect.arrayContaining(wholeIds));
		expect(offload.facets?.fits).toEqual([]); // the facet is whole on the device: not shown for offload
		// More RAM never runs fewer models.
		const small = await listModels(store, request({ fits: "rtx-4060", ram: "8" }));
		expect(small.total).toBeLessThanOrEqual(offload.total ?? 0);
		expect(small.total).toBeGreaterThanOrEqual(whole.total ?? 0);
	});

	it("refuses ram on a store without its records in memory, naming ram", async () => {
		const memory = memoryStore(records);
		const indexed: ModelStore = { list: memory.list, get: memory.get, health: () => ({ kind: "database" }) };
		const refusal = listModels(indexed, request({ fits: "rtx-4060", ram: "32" }), flag);
		await expect(refusal).rejects.toMatchObject({
			status: 400,
			field: "ram",
			message: "--ram needs the records in memory: a database catalogue answers fits whole on the device only",
		});
	});

	it("keeps the store of each device and context", () => {
		const store = memoryStore(records);
		expect(store.fitting?.("rtx-4060", 4096)).toBe(store.fitting?.("rtx-4060", 4096));
		expect(store.fitting?.("rtx-4060", 4096)).not.toBe(store.fitting?.("rtx-4060", 2048));
	});
});
