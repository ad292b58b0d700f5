/**
 * How Hubkit writes the figures of an estimate: memory sizes, context lengths and speeds. One rule
 * per kind of figure, so the web app and the CLI print the same text for the same number:
 *
 * - Sizes in decimal units (1 GB = 10⁹ bytes), as the hub writes file sizes: two significant
 *   figures below 10 of a unit ("4.9 GB", "7.7 GB"), whole units from 10 up ("26 GB", "712 MB").
 * - Context lengths in K of 1,024 tokens, as models and runtimes name them (131,072 → "128K"),
 *   whole K, rounded down so that the figure shown still fits ("9079" → "8K"); from 1M, M with
 *   two significant figures, rounded down ("1.5M", "10M"); under 1K the exact count.
 * - Speeds, a rough upper bound: "~", two significant figures, at most one decimal
 *   ("~240 tok/s", "~18 tok/s", "~2.7 tok/s", "~2,300 tok/s").
 *
 * - Limits that are powers of two (the largest record, the longest .jsonl line) and RAM amounts
 *   (counted in binary gigabytes, as RAM and cards are sold) in binary units, labelled so: "2 MiB",
 *   "32 GiB"; never a binary amount written "MB" or "GB".
 *
 * A figure that is not a finite non-negative number (a bad record's) is written "unknown".
 */

export const UNKNOWN_FIGURE = "unknown";

const SIZE_UNITS = ["B", "kB", "MB", "GB", "TB"] as const;
const number = new Intl.NumberFormat("en");

const usable = (n: number): boolean => Number.isFinite(n) && n >= 0;

/** A value of one unit: one decimal below 10 (two significant figures), whole from 10 up. */
function sizeValue(value: number): { text: string; rounded: number } {
	const oneDecimal = Math.round(value * 10) / 10;
	if (oneDecimal < 10) return { text: oneDecimal.toFixed(1), rounded: oneDecimal };
	const whole = Math.round(value);
	return { text: String(whole), rounded: whole };
}

/** Bytes in decimal units: 4_920_734_016 → "4.9 GB", 25_769_803_776 → "26 GB", 412_000_000 → "412 MB". */
export function formatBytes(bytes: number): string {
	if (!usable(bytes)) return UNKNOWN_FIGURE;
	if (bytes < 1000) return `${Math.round(bytes)} B`;
	let unit = Math.min(SIZE_UNITS.length - 1, Math.floor(Math.log10(bytes) / 3));
	let { text, rounded } = sizeValue(bytes / 1000 ** unit);
	// 999.7 MB rounds to 1000 MB: write it in the next unit ("1.0 GB").
	if (rounded >= 1000 && unit < SIZE_UNITS.length - 1) {
		unit += 1;
		({ text } = sizeValue(bytes / 1000 ** unit));
	}
	return `${text} ${SIZE_UNITS[unit]}`;
}

/** A limit in MiB (2²⁰ bytes), to one decimal: 2_097_152 → "2 MiB", 536_870_888 → "512 MiB". */
export function formatMebibytes(bytes: number): string {
	if (!usable(bytes)) return UNKNOWN_FIGURE;
	return `${Math.round((bytes / 2 ** 20) * 10) / 10} MiB`;
}

/**
 * An amount of RAM, in the binary gigabytes the estimate counts it in (2³⁰ bytes each, as RAM is
 * sold): 32 → "32 GiB".
 */
export function formatRamGiB(gigabytes: number): string {
	if (!usable(gigabytes)) return UNKNOWN_FIGURE;
	return `${gigabytes} GiB`;
}

const K = 1024;
const M = 1024 * 1024;

/** A context length in tokens: 8192 → "8K", 9079 → "8K", 131072 → "128K", 1048576 → "1M", 1000 → "1000". */
export function formatContextLength(tokens: number): string {
	if (!usable(tokens)) return UNKNOWN_FIGURE;
	const whole = Math.floor(tokens);
	if (whole >= M) {
		const millions = whole / M;
		const shown = millions < 10 ? Math.floor(millions * 10) / 10 : Math.floor(millions);
		return `${shown}M`;
	}
	if (whole >= K) return `${Math.floor(whole / K)}K`;
	return String(whole);
}

/** A decode speed: 236.9 → "~240 tok/s", 18.3 → "~18 tok/s", 2.74 → "~2.7 tok/s", 0.04 → "< 0.1 tok/s". */
export function formatSpeed(tokensPerSecond: number): string {
	if (!usable(tokensPerSecond)) return UNKNOWN_FIGURE;
	if (tokensPerSecond < 0.05) return "< 0.1 tok/s";
	const twoFigures = Number(tokensPerSecond.toPrecision(2));
	const shown = twoFigures < 10 ? Math.round(twoFigures * 10) / 10 : twoFigures;
	return `~${number.format(shown)} tok/s`;
}

/** 7_615_000_000 → "7.6B", 450_046_212 → "450M", 27_092_736 → "27M". */
export function formatParameters(n: number | undefined): string {
	if (n === undefined) return "not published";
	const units: [number, string][] = [
		[1e12, "T"],
		[1e9, "B"],
		[1e6, "M"],
		[1e3, "K"],
	];
	for (const [size, unit] of units) {
		if (n >= size) {
			const value = n / size;
			return `${value >= 100 ? Math.round(value) : Number(value.toPrecision(2))}${unit}`;
		}
	}
	return String(n);
}
