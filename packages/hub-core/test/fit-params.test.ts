import { describe, expect, it } from "vitest";
import { checkFitParams, deviceMessage, findDevice, readContext } from "../src/fit.js";
import { checkModelListQuery } from "../src/model-list.js";

const LIST = "run hubkit devices / GET /api/hardware for the list";

describe("device spellings", () => {
	it("reads a spelling of one id in other case, spaces or dashes as that id", () => {
		for (const text of ["RTX 4090", "rtx4090", "Rtx-4090", " rtx 4090 ", "RTX_4090"]) {
			expect(findDevice(text)?.id, text).toBe("rtx-4090");
		}
		expect(findDevice("M4 Max 128GB")?.id).toBe("m4-max-128gb");
		expect(findDevice("arc a770 16gb")?.id).toBe("arc-a770-16gb");
		const check = checkFitParams({ device: "RTX 4060 Laptop" });
		expect(check.ok && check.value.device.id).toBe("rtx-4060-laptop");
	});

	it("does not guess when a spelling is no id's", () => {
		// `rtx 4060 ti` is the start of rtx-4060-ti-16gb, not an id: suggested, not taken.
		expect(findDevice("rtx 4060 ti")).toBeUndefined();
		expect(findDevice("")).toBeUndefined();
		expect(findDevice("---")).toBeUndefined();
	});

	it("the list filter answers a loose spelling with the id, so the facet and the filter agree", () => {
		const checked = checkModelListQuery({ fits: "RTX 4060" });
		expect(checked.ok && checked.value.fits).toBe("rtx-4060");
	});
});

describe("an unknown device's message", () => {
	it("suggests the nearest ids and says where the list is, instead of listing every id", () => {
		expect(deviceMessage("rtx-4909")).toBe(`unknown device: rtx-4909 (did you mean rtx-4090? ${LIST})`);
		expect(deviceMessage("rtx-4060-ti")).toBe(`unknown device: rtx-4060-ti (did you mean rtx-4060-ti-16gb? ${LIST})`);
		expect(deviceMessage("m4max128")).toBe(`unknown device: m4max128 (did you mean m4-max-128gb? ${LIST})`);
		expect(deviceMessage("gtx-9999")).toBe(`unknown device: gtx-9999 (${LIST})`);
		expect(deviceMessage("x")).toBe(`unknown device: x (${LIST})`);
		expect(deviceMessage("nope")).not.toContain("rtx-3060-12gb");
	});

	it("is the answer of the one check", () => {
		expect(checkFitParams({ device: "rtx-4909" })).toEqual({
			ok: false,
			field: "device",
			error: `unknown device: rtx-4909 (did you mean rtx-4090? ${LIST})`,
		});
	});
});

describe("context forms", () => {
	it("reads k as 1024 tokens and M as 1024², in either case", () => {
		expect(readContext("8k")).toBe(8192);
		expect(readContext("32K")).toBe(32_768);
		expect(readContext("1M")).toBe(1_048_576);
		expect(readContext("1m")).toBe(1_048_576);
		expect(readContext("4096")).toBe(4096);
		const check = checkFitParams({ context: "10M" });
		expect(check.ok && check.value.context).toBe(10_485_760);
	});

	it("refuses other forms with the message that names the accepted ones", () => {
		for (const text of [
			"8.5k",
			"k",
			"-8k",
			"8kb",
			"08k",
			"8 k",
			" 8k",
			"8k ",
			"8kk",
			"0k",
			"11M",
			"1G",
			"8e3k",
			"0x8k",
		]) {
			expect(checkFitParams({ context: text }, { context: "--context" }), text).toEqual({
				ok: false,
				field: "context",
				error:
					"--context must be a whole number of tokens from 1 to 10485760, in digits or with k or M (8k = 8192, 1M = 1048576)",
			});
		}
	});

	it("takes them in the list's context too", () => {
		const checked = checkModelListQuery({ fits: "rtx-4090", context: "32k" });
		expect(checked.ok && checked.value.context).toBe(32_768);
	});
});
