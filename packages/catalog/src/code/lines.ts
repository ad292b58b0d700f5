/**
 * The one line builder every generator uses: push text at a depth, join. It indents every
 * line of a multi-line piece (pretty-printed literals), never emits trailing whitespace and
 * ends the result with exactly one newline.
 */
const UNIT = "    ";
/** The default unit's indentation per depth, built once (generators indent most lines they add). */
const INDENTS: readonly string[] = Array.from({ length: 8 }, (_, i) => UNIT.repeat(i));

export class Lines {
	private readonly out: string[] = [];

	constructor(private readonly unit: string = UNIT) {}

	/** Adds `text` (may span lines) at `depth` levels of indentation. */
	add(text: string, depth = 0): this {
		const prefix =
			depth === 0 ? "" : this.unit === UNIT ? (INDENTS[depth] ?? UNIT.repeat(depth)) : this.unit.repeat(depth);
		// Walks the lines in place (no split array): generators call this for every line they write.
		// A line that is only whitespace trims to "" either way, so trimEnd alone decides it.
		let start = 0;
		for (;;) {
			const end = text.indexOf("\n", start);
			const line = (end < 0 ? (start === 0 ? text : text.slice(start)) : text.slice(start, end)).trimEnd();
			this.out.push(line === "" ? "" : prefix + line);
			if (end < 0) return this;
			start = end + 1;
		}
	}

	/** Adds several pieces at the same depth. */
	addAll(texts: readonly string[], depth = 0): this {
		for (const t of texts) this.add(t, depth);
		return this;
	}

	/** Adds an empty line, never two in a row and never at the start. */
	blank(): this {
		if (this.out.length > 0 && this.out[this.out.length - 1] !== "") this.out.push("");
		return this;
	}

	get length(): number {
		return this.out.length;
	}

	toString(): string {
		let end = this.out.length;
		while (end > 0 && this.out[end - 1] === "") end--;
		return `${(end === this.out.length ? this.out : this.out.slice(0, end)).join("\n")}\n`;
	}
}

/** Shorthand: a builder with Python's four spaces (also used for JS and shell). */
export function lines(unit = "    "): Lines {
	return new Lines(unit);
}
