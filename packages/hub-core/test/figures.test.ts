import { describe, expect, it } from "vitest";
import { formatBytes, formatContextLength, formatMebibytes, formatRamGiB, formatSpeed } from "../src/index.js";

const GiB = 2 ** 30;

describe("formatBytes: decimal units, two significant figures below 10, whole units above", () => {
	it("writes sizes as the hub does (1 GB = 10⁹ bytes)", () => {
		expect(formatBytes(4_920_734_016)).toBe("4.9 GB");
		expect(formatBytes(8 * GiB)).toBe("8.6 GB");
		expect(formatBytes(24 * GiB)).toBe("26 GB");
		expect(formatBytes(141_000_000_000)).toBe("141 GB");
		expect(formatBytes(712_400_000)).toBe("712 MB");
		expect(formatBytes(85_300_000)).toBe("85 MB");
		expect(formatBytes(2_400_000)).toBe("2.4 MB");
		expect(formatBytes(1_200_000_000_000)).toBe("1.2 TB");
		expect(formatBytes(0)).toBe("0 B");
	});

	it("moves to the next unit where rounding reaches it", () => {
		expect(formatBytes(999_700_000)).toBe("1.0 GB");
		expect(formatBytes(9_960_000_000)).toBe("10 GB");
		expect(formatBytes(999.7)).toBe("1000 B");
	});

	it("says unknown for a figure no record should give", () => {
		expect(formatBytes(-4)).toBe("unknown");
		expect(formatBytes(Number.POSITIVE_INFINITY)).toBe("unknown");
		expect(formatBytes(Number.NaN)).toBe("unknown");
	});
});

describe("formatContextLength: K of 1,024 tokens, rounded down", () => {
	it("writes every length in one form", () => {
		expect(formatContextLength(8192)).toBe("8K");
		expect(formatContextLength(9079)).toBe("8K");
		expect(formatContextLength(20_480)).toBe("20K");
		expect(formatContextLength(131_072)).toBe("128K");
		expect(formatContextLength(127_060)).toBe("124K");
		expect(formatContextLength(1_048_576)).toBe("1M");
		expect(formatContextLength(1_572_864)).toBe("1.5M");
		expect(formatContextLength(10_485_760)).toBe("10M");
		expect(formatContextLength(1000)).toBe("1000");
	});

	it("never shows more than fits, and says unknown for bad values", () => {
		expect(formatContextLength(8191)).toBe("7K");
		expect(formatContextLength(0.5)).toBe("0");
		expect(formatContextLength(-1)).toBe("unknown");
		expect(formatContextLength(Number.POSITIVE_INFINITY)).toBe("unknown");
	});
});

describe("formatSpeed: a rough upper bound, two significant figures", () => {
	it("writes no false precision", () => {
		expect(formatSpeed(236.9)).toBe("~240 tok/s");
		expect(formatSpeed(18.3)).toBe("~18 tok/s");
		expect(formatSpeed(2.74)).toBe("~2.7 tok/s");
		expect(formatSpeed(2290.9)).toBe("~2,300 tok/s");
		expect(formatSpeed(0.54)).toBe("~0.5 tok/s");
		expect(formatSpeed(0.01)).toBe("< 0.1 tok/s");
	});

	it("says unknown for bad values", () => {
		expect(formatSpeed(Number.NaN)).toBe("unknown");
		expect(formatSpeed(-3)).toBe("unknown");
	});
});

describe("binary amounts: labelled MiB and GiB, never MB or GB", () => {
	it("writes the limits of records in MiB", () => {
		expect(formatMebibytes(2 * 1024 * 1024)).toBe("2 MiB");
		expect(formatMebibytes(0x1fffffe8)).toBe("512 MiB");
		expect(formatMebibytes(300 * 1024)).toBe("0.3 MiB");
		expect(formatMebibytes(-1)).toBe("unknown");
	});

	it("writes RAM in the GiB the estimate counts it in", () => {
		expect(formatRamGiB(32)).toBe("32 GiB");
		expect(formatRamGiB(Number.NaN)).toBe("unknown");
	});
});
